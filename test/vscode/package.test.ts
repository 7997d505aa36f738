// The VS Code extension packs from its own folder with the real `vsce`, as a publisher would run it:
// the built bundles, the Python parser's two WebAssembly files (web-tree-sitter's and the grammar's,
// with its licence), the manifest, the schema, README and LICENSE, and nothing of the sources or
// the workspace's node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const EXTENSION = join(__dirname, '..', '..', 'packages', 'vscode');
const VSCE = join(EXTENSION, 'node_modules', '.bin', 'vsce');
const out = mkdtempSync(join(tmpdir(), 'cmdlint-vsix-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the VS Code extension', () => {
  it('is built in place and packed by vsce from packages/vscode', () => {
    // The build ran on install (prepare); the bundles must be there for vsce to pack them.
    expect(existsSync(join(EXTENSION, 'dist', 'extension.cjs'))).toBe(true);
    const listed = execFileSync(VSCE, ['ls'], { cwd: EXTENSION, encoding: 'utf8' }).trim().split('\n').sort();
    expect(listed).toEqual([
      'LICENSE',
      'README.md',
      'dist/extension.cjs',
      'dist/lint-worker.cjs',
      'dist/node_modules/tree-sitter-python/LICENSE',
      'dist/node_modules/tree-sitter-python/package.json',
      'dist/node_modules/tree-sitter-python/tree-sitter-python.wasm',
      'dist/server.cjs',
      'dist/web-tree-sitter.wasm',
      'package.json',
      'schema.json',
    ]);
    const vsix = join(out, 'cmdlint.vsix');
    execFileSync(VSCE, ['package', '--out', vsix], { cwd: EXTENSION, encoding: 'utf8', stdio: 'pipe' });
    // About 760 KB with the Python parser (the two wasm files add about 185 KB packed).
    expect(statSync(vsix).size).toBeGreaterThan(50_000);
    expect(statSync(vsix).size).toBeLessThan(1_000_000);
  });

  it('asks for the VS Code whose features its README recommends', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION, 'package.json'), 'utf8'));
    const readme = readFileSync(join(EXTENSION, 'README.md'), 'utf8');
    // "explicit" in editor.codeActionsOnSave came with VS Code 1.85.
    expect(readme).toContain('"source.fixAll.cmdlint": "explicit"');
    expect(manifest.engines.vscode).toBe('^1.85.0');
    for (const setting of Object.keys(manifest.contributes.configuration.properties)) {
      if (setting === 'cmdlint.trace.server') continue;
      expect(readme, `${setting} is documented`).toContain(`\`${setting}\``);
    }
  });
});
