// facts.ts writes some tables compactly for the browser bundle's size; each is compared here with
// the table written out plainly.
import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_LANGUAGES } from '../src/facts.js';

describe('the facts written compactly', () => {
  it('name the language of every locale, in the order of LOCALES', () => {
    const plain = new Map([
      ['id', 'Indonesian'], ['da', 'Danish'], ['de', 'German'], ['en-GB', 'English, UK'],
      ['en-US', 'English, US'], ['es-ES', 'Spanish'], ['es-419', 'Spanish, LATAM'], ['fr', 'French'],
      ['hr', 'Croatian'], ['it', 'Italian'], ['lt', 'Lithuanian'], ['hu', 'Hungarian'], ['nl', 'Dutch'],
      ['no', 'Norwegian'], ['pl', 'Polish'], ['pt-BR', 'Portuguese, Brazilian'], ['ro', 'Romanian, Romania'],
      ['fi', 'Finnish'], ['sv-SE', 'Swedish'], ['vi', 'Vietnamese'], ['tr', 'Turkish'], ['cs', 'Czech'],
      ['el', 'Greek'], ['bg', 'Bulgarian'], ['ru', 'Russian'], ['uk', 'Ukrainian'], ['hi', 'Hindi'],
      ['th', 'Thai'], ['zh-CN', 'Chinese, China'], ['ja', 'Japanese'], ['zh-TW', 'Chinese, Taiwan'],
      ['ko', 'Korean'],
    ]);
    expect([...LOCALE_LANGUAGES]).toEqual([...plain]);
    expect([...LOCALE_LANGUAGES.keys()]).toEqual(LOCALES);
  });
});
