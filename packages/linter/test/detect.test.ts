import { describe, expect, it } from 'vitest';
import { isNeverCommandsFile, looksLikeCommands, textLooksLikeCommands } from '../src/detect.js';

describe('looksLikeCommands', () => {
  const yes: unknown[] = [
    { name: 'ping', description: 'Pong' },
    { name: 'User info', type: 2 },
    { name: 'x', options: [] },
    [{ name: 'ping', description: 'Pong' }, { id: '1' }],
    { permissions: [] },
  ];
  const no: unknown[] = [
    { name: 'my-package', version: '1.0.0' },
    { compilerOptions: {} },
    [],
    [1, 2],
    [{ name: 'a', description: 'b' }, 'x'],
    { permissions: 'all' },
    null,
    'text',
    JSON.parse('{"__proto__": {"name": "a", "type": 1}}'),
  ];
  for (const value of yes) it(`takes ${JSON.stringify(value)}`, () => expect(looksLikeCommands(value)).toBe(true));
  for (const value of no) it(`leaves ${JSON.stringify(value)}`, () => expect(looksLikeCommands(value)).toBe(false));

  it('reads broken command files by their text', () => {
    expect(textLooksLikeCommands('{"name": "ping", "description": "Pong",,}')).toBe(true);
    expect(textLooksLikeCommands('{"name": "pkg", "version": ')).toBe(false);
  });

  it('never takes package, tsconfig, lock and config files', () => {
    for (const name of ['package.json', 'x/tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'deno.lock', 'cmdlint.config.json', '.cmdlintrc.json', 'composer.lock']) {
      expect(isNeverCommandsFile(name), name).toBe(true);
    }
    for (const name of ['commands.json', 'lockdown.json', 'packages.json']) expect(isNeverCommandsFile(name), name).toBe(false);
  });
});
