// Issue 24 item 15: in a trusted workspace the VS Code extension runs the workspace's installed
// language server. Trusting a folder is not trusting its parents, nor a manifest whose `bin`
// points out of its package: only node_modules/@cmdlint/language-server inside the folder, its
// script inside that package, links out of either refused.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseServer, findWorkspaceServer } from '../../packages/vscode/src/server-choice.js';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-server-choice-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function installServer(dir: string, bin: string, script = 'bin/cmdlint-language-server.js'): string {
  const pkg = join(dir, 'node_modules', '@cmdlint', 'language-server');
  mkdirSync(join(pkg, 'bin'), { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@cmdlint/language-server', version: '9.9.9', bin: { 'cmdlint-language-server': bin } }));
  writeFileSync(join(pkg, script), '');
  return pkg;
}

const bundled = { module: '/ext/dist/server.cjs', version: '0.1.0' };

describe('the workspace server the extension runs', () => {
  it("a server installed in a parent directory is never the workspace's", () => {
    const parent = join(root, 'parent');
    installServer(parent, './bin/cmdlint-language-server.js');
    const folder = join(parent, 'bot');
    mkdirSync(folder, { recursive: true });
    expect(findWorkspaceServer(folder)).toBeUndefined();
    expect(chooseServer('auto', [folder], bundled, true).source).toBe('bundled');
  });

  it('a manifest whose bin leaves the package is refused', () => {
    const folder = join(root, 'escape');
    const outside = join(root, 'evil.js');
    writeFileSync(outside, '');
    installServer(folder, '../../../../evil.js');
    expect(findWorkspaceServer(folder)).toBeUndefined();
  });

  it('a package directory that is a link out of the folder is refused', () => {
    const elsewhere = join(root, 'elsewhere');
    const pkg = installServer(elsewhere, './bin/cmdlint-language-server.js');
    const folder = join(root, 'linked');
    mkdirSync(join(folder, 'node_modules', '@cmdlint'), { recursive: true });
    symlinkSync(pkg, join(folder, 'node_modules', '@cmdlint', 'language-server'));
    expect(findWorkspaceServer(folder)).toBeUndefined();
  });

  it('a script that is a link out of the package is refused', () => {
    const folder = join(root, 'script-link');
    const pkg = installServer(folder, './bin/run.js');
    writeFileSync(join(root, 'outside.js'), '');
    symlinkSync(join(root, 'outside.js'), join(pkg, 'bin', 'run.js'));
    expect(findWorkspaceServer(folder)).toBeUndefined();
  });

  it('the server installed in the folder itself is still found', () => {
    const folder = join(root, 'own');
    installServer(folder, './bin/cmdlint-language-server.js');
    expect(findWorkspaceServer(folder)?.version).toBe('9.9.9');
  });
});
