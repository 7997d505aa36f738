// The editor's completion: the language server's own, on the page's text, as offsets.
import { describe, expect, it } from 'vitest';
import { completionsAt } from '../src/completion.js';

const at = (withCaret: string) => completionsAt(withCaret.replace('|', ''), withCaret.indexOf('|'));

describe('completionsAt', () => {
  it('command fields at the top, without the ones present, with the schema\'s descriptions', () => {
    const items = at('{ "name": "ping", | }');
    const labels = items.map((i) => i.label);
    expect(labels).toContain('description');
    expect(labels).toContain('options');
    expect(labels).not.toContain('name');
    const description = items.find((i) => i.label === 'description')!;
    expect(description.insert).toBe('"description": ');
    expect(description.info).toBeTruthy();
    expect([description.from, description.to]).toEqual([18, 18]);
  });
  it('option types by number with their names', () => {
    const items = at('{ "name": "p", "description": "d", "options": [{ "type": | }] }');
    expect(items.map((i) => `${i.label} ${i.detail}`)).toEqual(expect.arrayContaining(['3 STRING', '1 SUB_COMMAND', '11 ATTACHMENT']));
  });
  it('locale keys in a localization dictionary', () => {
    const labels = at('{ "name": "p", "name_localizations": { | } }').map((i) => i.label);
    expect(labels).toEqual(expect.arrayContaining(['fr', 'en-GB', 'es-419']));
  });
});
