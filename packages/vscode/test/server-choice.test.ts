// The extension runs the workspace's installed language server when there is one, as vscode-eslint
// runs the workspace's eslint; the bundled one otherwise, and always in an untrusted workspace.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseServer, findWorkspaceServer } from '../src/server-choice.js';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-vscode-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(name: string, server?: { version: string; bin?: unknown; makeBin?: boolean }): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{"name":"bot"}');
  if (server) {
    const pkg = join(dir, 'node_modules', '@cmdlint', 'language-server');
    mkdirSync(join(pkg, 'bin'), { recursive: true });
    writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: '@cmdlint/language-server', version: server.version, bin: server.bin ?? { 'cmdlint-language-server': './bin/cmdlint-language-server.js' }, exports: { './package.json': './package.json' } }));
    if (server.makeBin !== false) writeFileSync(join(pkg, 'bin', 'cmdlint-language-server.js'), '');
  }
  return dir;
}

const bundled = { module: '/ext/dist/server.cjs', version: '0.1.0' };

describe('chooseServer', () => {
  const withServer = project('with', { version: '0.2.0' });
  const without = project('without');
  const brokenBin = project('broken', { version: '0.3.0', makeBin: false });

  it('prefers the workspace installation in a trusted workspace, and says which and its version', () => {
    const choice = chooseServer('auto', [without, withServer], bundled, true);
    expect(choice.source).toBe('workspace');
    expect(choice.module).toBe(join(withServer, 'node_modules', '@cmdlint', 'language-server', 'bin', 'cmdlint-language-server.js'));
    expect(choice.reason).toContain('0.2.0');
    expect(choice.reason).toContain('installed in the workspace');
  });

  it('runs the bundled server when told to, when nothing is installed, and in an untrusted workspace', () => {
    expect(chooseServer('bundled', [withServer], bundled, true)).toMatchObject({ source: 'bundled', module: bundled.module });
    expect(chooseServer('auto', [without], bundled, true).reason).toContain('no workspace folder has @cmdlint/language-server installed');
    expect(chooseServer('workspace', [without], bundled, true).reason).toContain('npm install --save-dev @cmdlint/language-server');
    const untrusted = chooseServer('workspace', [withServer], bundled, false);
    expect(untrusted).toMatchObject({ source: 'bundled', version: '0.1.0' });
    expect(untrusted.reason).toContain('not trusted');
  });

  it('ignores an installation whose bin is missing or not declared', () => {
    expect(findWorkspaceServer(brokenBin)).toBeUndefined();
    expect(findWorkspaceServer(project('nobin', { version: '1.0.0', bin: 42 }))).toBeUndefined();
    expect(chooseServer('auto', [brokenBin], bundled, true).source).toBe('bundled');
  });
});
