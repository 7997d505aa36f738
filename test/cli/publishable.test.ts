// What the registry would show of each package: its packed tarball (pnpm pack, as a publish makes
// it) has a README and the license, and its manifest says where the source, the home page and the
// issues are, which Node it needs and whether importing it has side effects.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const work = mkdtempSync(join(tmpdir(), 'cmdlint-publishable-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const LICENSE = readFileSync(join(ROOT, 'LICENSE'), 'utf8');

describe.each(['core', 'shared', 'cli', 'language-server'])('the packed packages/%s', (name) => {
  it('has a README, the license and the manifest fields a registry shows', () => {
    const out = join(work, name);
    execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', out], { cwd: join(ROOT, 'packages', name), stdio: 'ignore' });
    const [tarball] = readdirSync(out);
    const entries = execFileSync('tar', ['-tzf', join(out, tarball!)], { encoding: 'utf8' }).split('\n');
    expect(entries).toEqual(expect.arrayContaining(['package/README.md', 'package/LICENSE', 'package/package.json']));
    const file = (path: string): string => execFileSync('tar', ['-xzOf', join(out, tarball!), `package/${path}`], { encoding: 'utf8' });
    expect(file('LICENSE')).toBe(LICENSE);
    expect(file('README.md')).toMatch(/^# (@cmdlint\/)?[a-z-]+\n\n\S/);
    const manifest = JSON.parse(file('package.json')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      license: 'MIT',
      repository: { type: 'git', url: 'git+https://github.com/cmdlint/cmdlint.git', directory: `packages/${name}` },
      homepage: `https://github.com/cmdlint/cmdlint/tree/main/packages/${name}#readme`,
      bugs: { url: 'https://github.com/cmdlint/cmdlint/issues' },
      engines: { node: '>=20' },
      sideEffects: false,
    });
    // pnpm replaces the workspace: ranges with the versions a registry resolves.
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
  }, 60_000);
});
