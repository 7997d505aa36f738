import { readSourceOf } from '@cmdlint/text';
import { fixFiles, lintFiles, type LintSettings } from '@cmdlint/linter';
import { JAVASCRIPT_INFO } from '../src/info.js';
import { parseSourceDocument, type SourceReadOptions } from '../src/read.js';

export const readSource = readSourceOf([JAVASCRIPT_INFO], (path, text) => parseSourceDocument(text, path));

/** The values of the commands a source defines. */
export function bodiesOf(text: string, path = 'commands/x.ts', options: SourceReadOptions = {}): unknown[] {
  return parseSourceDocument(text, path, options).bodies.map((body) => body.lowered.value);
}

/** `rule line:column` of each diagnostic, 1-based, in order. */
export function problemsOf(text: string, path = 'commands/x.ts', settings: LintSettings = {}): string[] {
  const [report] = lintFiles([{ path, text }], { readSource, ...settings });
  return report!.diagnostics.map((d) => `${d.ruleId} ${d.range.start.line + 1}:${d.range.start.character + 1}`);
}

export function fixedText(text: string, path = 'commands/x.ts'): string | undefined {
  const [fixed] = fixFiles([{ path, text }], { readSource });
  return fixed!.output;
}

/** A template tag that only joins: lets sources in tests read as sources. */
export const js = (strings: TemplateStringsArray, ...values: unknown[]): string => String.raw({ raw: strings }, ...values);

/** "line:column" (1-based) of the nth occurrence of `needle` in `text`. */
export function at(text: string, needle: string, nth = 1): string {
  let offset = -1;
  for (let i = 0; i < nth; i++) offset = text.indexOf(needle, offset + 1);
  if (offset === -1) throw new Error(`no ${needle} in the text`);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before[before.length - 1]!.length + 1}`;
}
