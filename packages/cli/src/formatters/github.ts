// GitHub Actions workflow commands: each problem becomes an annotation on the pull request.
// Escaping as the Actions toolkit does it: % \r \n in the message; also : and , in properties.
// Before that, control characters from the input (a name, a file name) are shown as \uXXXX: the
// log is read in a terminal-like view, where ESC sequences would act.
import { escapeControlCharacters } from '@cmdlint/text';
import type { Formatter } from '../results.js';
import { displayPath } from './paths.js';

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export const github: Formatter = (results, context) => {
  let out = '';
  for (const result of results) {
    const file = escapeProperty(escapeControlCharacters(displayPath(result.filePath, context.cwd)));
    for (const m of result.messages) {
      const command = m.severity === 2 ? 'error' : 'warning';
      const properties = `file=${file},line=${m.line},col=${m.column},endLine=${m.endLine},endColumn=${m.endColumn},title=${escapeProperty(escapeControlCharacters(m.ruleId))}`;
      out += `::${command} ${properties}::${escapeData(escapeControlCharacters(m.message))}\n`;
    }
  }
  return out;
};
