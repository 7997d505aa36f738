// The table of subcommands (src/subcommands.ts) is what main() dispatches by: each row's word
// selects it, and each row's module exports the function the row names.
import { describe, expect, it } from 'vitest';
import { SUBCOMMANDS, subcommandOf } from '../src/subcommands.js';

describe('the table of subcommands', () => {
  it('the first argument selects its row; anything else is the main run', () => {
    expect(subcommandOf(['explain', 'error.txt']).name).toBe('explain');
    expect(subcommandOf(['plan']).name).toBe('plan');
    for (const argv of [[], ['commands/'], ['--help'], [''], ['Plan'], ['commands', 'plan'], ['constructor'], ['toString']]) expect(subcommandOf(argv).name, argv.join(' ')).toBe('');
  });

  it('names, modules and bundles are each unique, and the main run is the first row', () => {
    expect(SUBCOMMANDS[0]!.name).toBe('');
    for (const key of ['name', 'module', 'bundle'] as const) expect(new Set(SUBCOMMANDS.map((row) => row[key])).size, key).toBe(SUBCOMMANDS.length);
  });

  it.each(SUBCOMMANDS.map((row) => [row.name || '(main run)', row] as const))('%s: its module exports the function it names', async (_name, row) => {
    const path = `../src/${row.module}.ts`; // a name, as main() imports it: vite rewrites only templates written in the import
    const module = (await import(path)) as Record<string, unknown>;
    expect(typeof module[row.run]).toBe('function');
  });
});
