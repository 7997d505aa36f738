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
