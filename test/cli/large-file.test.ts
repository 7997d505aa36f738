// A file of 8 MB or more is read piece by piece (packages/shared/src/text/large.ts). The same
// bytes on standard input are read whole; the two reports must be the same, fixes included, and
// --fix must write the same file.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const project = tempProject();
afterAll(() => project.cleanup());

const LOCALES = ['da', 'de', 'id', 'es-ES', 'zh-CN', 'fr', 'hr', 'it', 'lt', 'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el', 'bg', 'ru', 'uk'];

/** A bulk array of about 9 MB, pretty-printed, with a few problems spread through it (one fixable). */
function bigSet(): string {
  const filler = 'Ωμέγα описание 漢字 😀 "quoted" \\ back'.repeat(2);
  const commands = [];
  for (let i = 0; i < 100; i++) {
    const options = [];
    for (let k = 0; k < 25; k++) {
      const descriptions: Record<string, string> = {};
      for (const locale of LOCALES) descriptions[locale] = `${filler} ${k}`.slice(0, 90);
      options.push({ type: 3, name: `opt-${k}`, description: `Option ${k}`, description_localizations: descriptions, ...(k === 3 && i === 42 ? { required: true } : {}) });
    }
    commands.push({ name: i === 7 ? 'Loud' : `cmd-${i}`, description: `Command ${i}`, type: i === 60 ? '1' : 1, options });
  }
  return `${JSON.stringify(commands, null, 2)}\n`;
}

describe('a large file', () => {
  const text = bigSet();
  const path = project.write('commands/big.json', text);

  it('is as big as the piecewise reading needs', () => {
    expect(Buffer.byteLength(text)).toBeGreaterThan(8 * 1024 * 1024);
  });

  it('reports exactly what the same text read whole reports', () => {
    const fromFile = cmdlint(['commands/big.json', '-f', 'json'], { cwd: project.dir });
    const fromStdin = cmdlint(['--stdin', '--stdin-filename', 'commands/big.json', '-f', 'json'], { cwd: project.dir, input: text });
    expect(fromFile.code).toBe(1);
    const messages = JSON.parse(fromFile.stdout)[0].messages;
    expect(messages.map((m: { ruleId: string }) => m.ruleId).sort()).toEqual(['name-lowercase', 'number-as-string', 'required-before-optional']);
    expect(messages).toEqual(JSON.parse(fromStdin.stdout)[0].messages);
  });

  it('--fix writes what --fix-dry-run on the whole text gives', () => {
    const dryRun = cmdlint(['--stdin', '--stdin-filename', 'commands/big.json', '--fix-dry-run', '-f', 'json'], { cwd: project.dir, input: text });
    cmdlint(['commands/big.json', '--fix'], { cwd: project.dir });
    const written = readFileSync(path, 'utf8');
    expect(written).not.toBe(text);
    expect(written).toBe(JSON.parse(dryRun.stdout)[0].output);
  });
});

describe('large files that cannot be read piece by piece', () => {
  // Padding that makes each file large: valid commands before the odd part.
  const padding = Array.from({ length: 60 }, (_, i) => JSON.stringify({ name: `pad-${i}`, description: 'x'.repeat(100), options: Array.from({ length: 25 }, (_, k) => ({ type: 3, name: `o${k}`, description: 'Ω'.repeat(2800) })) })).join(',\n');
  const cases: Record<string, Buffer> = {
    'a deep element': Buffer.from(`[${padding},\n{"name": "deep", "description": "d", "x": ${'['.repeat(300_000)}${']'.repeat(300_000)}}]`),
    'invalid UTF-8 in an element': Buffer.concat([Buffer.from(`[${padding},\n{"name": "`), Buffer.from([0xc3, 0x28]), Buffer.from('", "description": "d"}]')]),
    'a duplicate key': Buffer.from(`[${padding},\n{"name": "dup", "name": "dup2", "description": "d"}]`),
    'CRLF line ends': Buffer.from(`[${padding.replaceAll('\n', '\r\n')}]\r\n`),
  };

  it.each(Object.keys(cases))('%s: read whole, reported as from standard input', (name) => {
    const bytes = cases[name]!;
    expect(bytes.length).toBeGreaterThan(8 * 1024 * 1024);
    project.write('odd/big.json', bytes);
    const fromFile = cmdlint(['odd/big.json', '-f', 'json'], { cwd: project.dir, timeout: 60_000 });
    const fromStdin = cmdlint(['--stdin', '--stdin-filename', 'odd/big.json', '-f', 'json'], { cwd: project.dir, input: bytes, timeout: 60_000 });
    expect(fromFile.stderr).toBe('');
    expect(JSON.parse(fromFile.stdout)[0].messages).toEqual(JSON.parse(fromStdin.stdout)[0].messages);
    expect(JSON.parse(fromFile.stdout)[0].messages.length).toBeGreaterThan(0);
  });
});
