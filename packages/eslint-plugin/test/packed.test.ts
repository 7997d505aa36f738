// The plugin as the registry would serve it (`pnpm pack`), checked by Are the Types Wrong under
// every resolution (node10, node16 from CommonJS and from ES modules, bundler) and by publint:
// the CommonJS build sets module.exports to the plugin, so every `require`-side resolution, node10's
// top-level "types" included, must get the `export =` declarations (cjs-types.mjs writes them).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(PACKAGE, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'cmdlint-eslint-plugin-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let tarball = '';

beforeAll(() => {
  execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', work], { cwd: PACKAGE, stdio: 'ignore' });
  tarball = join(work, readdirSync(work).find((name) => name.endsWith('.tgz'))!);
}, 120_000);

describe('the packed @cmdlint/eslint-plugin', () => {
  it('Are the Types Wrong finds nothing, under every resolution', () => {
    const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'attw'), [tarball, '--format', 'json', '--no-definitely-typed'], { cwd: work, encoding: 'utf8' });
    const report = JSON.parse(result.stdout) as { analysis: { entrypoints: Record<string, { resolutions: Record<string, unknown> }> }; problems: Record<string, { kind: string; entrypoint?: string; resolutionKind?: string }[]> | unknown[] };
    const problems = (Array.isArray(report.problems) ? report.problems : Object.values(report.problems).flat()) as { kind: string; entrypoint?: string; resolutionKind?: string }[];
    expect(problems.map((problem) => `${problem.kind} at ${problem.entrypoint ?? '?'} (${problem.resolutionKind ?? 'every resolution'})`)).toEqual([]);
    expect(result.status, result.stderr).toBe(0);
    expect(Object.keys(report.analysis.entrypoints['.']!.resolutions).sort()).toEqual(['bundler', 'node10', 'node16-cjs', 'node16-esm']);
  });

  it('publint finds nothing, suggestions included', async () => {
    const bytes = readFileSync(tarball);
    const { messages, pkg } = await publint({ pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer }, level: 'suggestion', strict: true });
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg) ?? message.code}`)).toEqual([]);
  });
});
