// The server under stress: change -> diagnostics on documents of 1, 10 and 40 MB and on one
// object with 40 000 unknown keys, each as a ratio to the CLI on the same text (the whole
// `cmdlint FILE` process, run in turns with the change). The CLI is the floor because the
// promise is "the editor is never much slower than the command line": both locate every
// diagnostic, so a quadratic spot in the positions layer or a server that cannot keep up shows
// as a ratio that grows with the size.

import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runProcess } from './measure.mjs';

const LOCALES = ['da', 'de', 'en-GB', 'es-ES', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko'];

/** A pretty-printed bulk array of about `bytes`: commands of 25 options of 25 localized choices (thousands of warnings). Also test/hostile/server-stress.test.ts's. */
export function bulkDocument(bytes) {
  const commands = [];
  let size = 4;
  for (let i = 0; size < bytes; i++) {
    const options = Array.from({ length: 25 }, (_, j) => ({
      type: 3,
      name: `o${j}`,
      description: 'An option',
      choices: Array.from({ length: 25 }, (_, k) => ({ name: `c${k}`, value: `v${k}`, name_localizations: Object.fromEntries(LOCALES.map((l) => [l, `${l.toLowerCase()}-c${k}`])) })),
    }));
    const text = JSON.stringify({ name: `cmd${i}`, description: 'A command', options }, null, 2);
    commands.push(text);
    size += text.length + 2;
  }
  return `[\n${commands.join(',\n')}\n]\n`;
}

/** One minified command object with `count` unknown keys (each a diagnostic with a fix). */
function unknownKeysDocument(count) {
  const parts = ['"name":"ping"', '"description":"pong"'];
  for (let i = 0; i < count; i++) parts.push(`"unknown_field_${i}":${i}`);
  return `{${parts.join(',')}}`;
}

/** The documents, written to `out` when missing (generated: not part of the checked corpus). */
export function stressDocuments(out) {
  const documents = [
    ['server, change → diagnostics, 1 MB bulk array', 'stress-1mb.json', () => bulkDocument(1e6)],
    ['server, change → diagnostics, 10 MB bulk array', 'stress-10mb.json', () => bulkDocument(10e6)],
    ['server, change → diagnostics, 40 MB bulk array', 'stress-40mb.json', () => bulkDocument(40e6)],
    ['server, change → diagnostics, 40 000 unknown keys (1 MB)', 'stress-40k-keys.json', () => unknownKeysDocument(40_000)],
  ];
  return documents.map(([figure, name, make]) => {
    const file = join(out, name);
    if (!existsSync(file)) writeFileSync(file, make());
    return [figure, file];
  });
}

/**
 * Medians (ms) of `runs` turns: the CLI on the file (the floor), then one change of the open
 * document to its diagnostics (the subject). `timedChange(i)` performs and times change i.
 */
export async function alternateWithCli(runs, node, cliBin, file, cwd, timedChange) {
  const floors = [];
  const subjects = [];
  const statuses = new Set();
  for (let i = 0; i < runs; i++) {
    const cli = runProcess(node, [cliBin, '--format', 'json', file], { cwd });
    floors.push(cli.ms);
    statuses.add(cli.status);
    subjects.push(await timedChange(i));
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return { floor: median(floors), subject: median(subjects), ratio: median(floors.map((floor, i) => subjects[i] / floor)), statuses: [...statuses] };
}
