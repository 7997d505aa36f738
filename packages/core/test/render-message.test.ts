// renderMessage fills a template from its parts, cut once per template (src/util.ts, templateParts),
// instead of a replace with a callback per report: every message of every rule, and templates with
// spaces, repeats, unknown names and replacement patterns, must read as the replace wrote them.
import { describe, expect, it } from 'vitest';
import { rules } from '../src/index.js';
import { capitalize, renderMessage } from '../src/util.js';

/** The way renderMessage filled a template before: one replace per report. */
function byReplace(template: string, data: Readonly<Record<string, unknown>> | undefined): string {
  return template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (whole, name: string) => (data && Object.prototype.hasOwnProperty.call(data, name) ? String(data[name]) : whole));
}

/** Data for every placeholder of a template, each with a text that a replace string would read as a pattern. */
function dataFor(template: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [, name] of template.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)) data[name!] = `$& $1 $$ ${name} {{${name}}}`;
  return data;
}

const TEMPLATES = [
  '',
  'no placeholder',
  '{{a}}',
  '{{ a }} and {{a}} and {{  a}}{{b}}',
  '{{missing}} stays, {{ a }} does not',
  '{{subject}} has {{a}}: {{ subject }}',
  '{ {a} } {{}} {{a b}} {{{a}}} }}{{a}}{{',
  'Ünïcode {{a}} 🙂 {{b}}',
];

describe('renderMessage from cut templates', () => {
  it('reads every message of every rule as a replace does, with data and without', () => {
    let messages = 0;
    for (const rule of rules) {
      for (const [messageId, template] of Object.entries(rule.meta.messages ?? {})) {
        messages++;
        const data = dataFor(template);
        expect(renderMessage(rule.meta.messages, { messageId, data }).message, `${rule.meta.id} ${messageId}`).toBe(byReplace(template, data));
        expect(renderMessage(rule.meta.messages, { messageId }).message, `${rule.meta.id} ${messageId} without data`).toBe(byReplace(template, undefined));
        expect(renderMessage(rule.meta.messages, { messageId, data: {} }).message).toBe(byReplace(template, {}));
      }
    }
    expect(messages).toBeGreaterThan(50);
  });

  for (const template of TEMPLATES) {
    it(`reads ${JSON.stringify(template)} as a replace does`, () => {
      const messages = { id: template };
      for (const data of [undefined, {}, { a: 1, b: null }, { a: '$&', b: '{{a}}', subject: 'S' }, dataFor(template)]) {
        // Twice: the first cuts the template, the second reads the cut kept.
        for (let i = 0; i < 2; i++) expect(renderMessage(messages, { messageId: 'id', ...(data ? { data } : {}) }).message).toBe(byReplace(template, data));
      }
    });
  }

  it('fills {{subject}} from the label where the data has none, and only where the template writes it so', () => {
    const at = { body: 0, label: 'option "user" of /ban' };
    expect(renderMessage({ id: '{{subject}} is wrong' }, { messageId: 'id' }, at)).toEqual({ message: `${capitalize(at.label)} is wrong`, data: { subject: capitalize(at.label) } });
    // Only `{{subject}}` as written asks for the label (as before): spaced, it is a placeholder like any other.
    expect(renderMessage({ id: '{{ subject }} is wrong' }, { messageId: 'id' }, at)).toEqual({ message: '{{ subject }} is wrong' });
    expect(renderMessage({ id: '{{subject}} is wrong' }, { messageId: 'id', data: { subject: 'Given' } }, at).message).toBe('Given is wrong');
    expect(renderMessage({ id: 'no subject here' }, { messageId: 'id' }, at)).toEqual({ message: 'no subject here' });
  });
});
