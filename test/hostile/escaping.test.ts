// Terminal and log injection (issue 14, finding 10): escape sequences (ESC, BEL, OSC 52 clipboard
// writes, OSC 0 titles, C1 CSI, bidi overrides) in a command name, a locale key and a file name,
// and a file name with a newline and a workflow command in it, through the built command line in
// every format, and through the built language server's hover over stdio. The terminal-facing
// formats show each such character as a visible \uXXXX; json and sarif stay valid JSON and carry
// the text as it is; no line of stylish or compact output can be taken for a workflow command.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUri, overProcess } from '../../packages/language-server/test/client.js';
import { tempProject } from '../cli/helpers.js';
import { ensureServerBuilt, SERVER_BIN } from '../server/helpers.js';
import { expectCleanStderr } from './helpers.js';
import { deadline } from './deadline.js';
import { runCli } from './process.js';

const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

/** What no terminal-facing output may hold raw: C0 (but the newlines between lines), DEL, C1, U+2028/2029, bidi controls. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const OSC52 = '\u001b]52;c;cHduZWQ=\u0007'; // writes "pwned" to the clipboard
const TITLE = '\u001b]0;owned\u0007';
const CSI_C1 = '\u009b2J'; // clears the screen through the 8-bit CSI
const BIDI = '\u202egnp.exe';
/** A file name that, printed raw at the start of a line, is a workflow command. */
const EVIL_FILE = `x${TITLE}\n::error file=README.md,line=1::pwned.json`;

const files: Record<string, string> = {
  'name.json': JSON.stringify({ name: `${OSC52}${CSI_C1}${BIDI}`, description: 'Pong' }),
  'locale.json': JSON.stringify({ name: 'ping', description: 'Pong', name_localizations: { [`fr${TITLE}`]: 'pong' } }),
  [EVIL_FILE]: '{ "name": "Ping", "description": "Pong" }\n',
};

describe('finding 10: control characters from the input are shown escaped', () => {
  const p = tempProject(files);
  cleanups.push(p.cleanup);
  const names = Object.keys(files);

  for (const format of ['stylish', 'compact', 'github']) {
    it(`${format}: no raw control character, the escapes visible, no injected workflow command`, async () => {
      const run = await runCli([...names, 'missing\u001bc\u0007.json', '-f', format], { cwd: p.dir, deadline: deadline(300), env: { FORCE_COLOR: '0' } });
      expect(run.code).toBe(2); // the missing file
      expect(run.stdout).not.toMatch(RAW_CONTROL);
      expect(run.stderr).not.toMatch(RAW_CONTROL);
      expect(expectCleanStderr(run.stderr)).toEqual(['cmdlint: No such file or directory: missing\\u001bc\\u0007.json']);
      expect(run.stdout).toContain('\\u001b]52;c;cHduZWQ=\\u0007');
      expect(run.stdout).toContain('\\u009b2J');
      expect(run.stdout).toContain('\\u202egnp.exe');
      expect(run.stdout).toContain('fr\\u001b]0;owned\\u0007');
      // In github's file property ":" and "," are escaped too, as the Actions toolkit does.
      expect(run.stdout).toContain(format === 'github' ? 'x\\u001b]0;owned\\u0007\\u000a%3A%3Aerror file=README.md%2C' : 'x\\u001b]0;owned\\u0007\\u000a::error file=README.md');
      const lines = run.stdout.split('\n');
      if (format === 'github') {
        // One annotation per problem, and each line is one of them.
        for (const line of lines.filter((l) => l !== '')) expect(line).toMatch(/^::(error|warning) file=[^,]+,line=\d+,col=\d+,endLine=\d+,endColumn=\d+,title=[a-z-]+::/);
        expect(lines.filter((l) => l.includes('::error file=README.md'))).toEqual([]);
      } else {
        expect(lines.filter((line) => line.startsWith('::'))).toEqual([]);
      }
    }, deadline(600));
  }

  for (const format of ['json', 'sarif']) {
    it(`${format}: valid JSON that carries the names as they are`, async () => {
      const run = await runCli([...names, '-f', format], { cwd: p.dir, deadline: deadline(300) });
      expect(run.code).toBe(1);
      const parsed = JSON.parse(run.stdout) as unknown;
      const text = JSON.stringify(parsed);
      expect(text).toContain(JSON.stringify(OSC52).slice(1, -1));
      if (format === 'json') expect((parsed as { filePath: string }[]).map((r) => r.filePath)).toContain(join(p.dir, EVIL_FILE));
    }, deadline(600));
  }
});

describe('finding 10: the "internal error" line', () => {
  // A formatter module (ESLint's -f ./file.js) that throws is a failure cmdlint did not foresee:
  // the one line it prints carries the module's message, which a repository writes.
  const p = tempProject({
    'ping.json': '{ "name": "ping", "description": "Pong" }\n',
    'evil-formatter.mjs': `export default () => { throw new Error(${JSON.stringify(`${OSC52}${CSI_C1}boom${BIDI}\nsecond line`)}); };\n`,
  });
  cleanups.push(p.cleanup);

  for (const debug of [false, true]) {
    it(`is escaped, exit 2${debug ? ', and so is the stack under DEBUG=cmdlint' : ''}`, async () => {
      const run = await runCli(['ping.json', '-f', './evil-formatter.mjs'], { cwd: p.dir, deadline: deadline(300), env: debug ? { DEBUG: 'cmdlint' } : {} });
      expect(run.code).toBe(2);
      expect(run.stderr).not.toMatch(RAW_CONTROL);
      const lines = run.stderr.split('\n');
      expect(lines[0]).toBe('cmdlint: internal error: \\u001b]52;c;cHduZWQ=\\u0007\\u009b2Jboom\\u202egnp.exe');
      if (debug) expect(lines.slice(1).some((line) => /^\s+at /.test(line))).toBe(true);
      else expect(lines.slice(1)).toEqual(['Set DEBUG=cmdlint for the stack trace, and please report it.', '']);
    }, deadline(600));
  }
});

describe("finding 10: the language server's hover shows names as text", () => {
  // A build is not the test: it gets the hook's own time (as server-stress.test.ts does).
  beforeAll(() => ensureServerBuilt(), deadline(3000));
  it('a command name and a locale key full of Markdown and escape sequences: escaped in the hover, over stdio', async () => {
    const p = tempProject();
    cleanups.push(p.cleanup);
    const child = spawn(process.execPath, [SERVER_BIN, '--stdio'], { cwd: p.dir, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
    const client = overProcess(child, 'stdio');
    cleanups.push(() => {
      client.dispose();
      child.kill();
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), deadline(600));
    cleanups.push(() => clearTimeout(killer));
    client.settings = { debounceMs: 0 };
    await client.initialize({ rootPath: p.dir });
    const name = `**x**_[link](https://example.com)<img src=x>${TITLE}`;
    const key = `<b>fr${OSC52}`;
    const text = `{\n  "name": ${JSON.stringify(name)},\n  "description": "Pong",\n  "name_localizations": { ${JSON.stringify(key)}: "pong" }\n}\n`;
    const uri = fileUri(join(p.dir, 'evil.json'));
    await client.open(uri, text);
    const onName = await client.hover(uri, { line: 1, character: 4 });
    const nameHover = (onName!.contents as { value: string }).value;
    expect(nameHover).not.toMatch(RAW_CONTROL);
    expect(nameHover).toContain('command /\\*\\*x\\*\\*\\_\\[link\\]\\(https://example.com\\)\\<img src=x\\>\\\\u001b\\]0;owned\\\\u0007');
    const onKey = await client.hover(uri, { line: 3, character: 28 });
    const keyHover = (onKey!.contents as { value: string }).value;
    expect(keyHover).not.toMatch(RAW_CONTROL);
    expect(keyHover).toBe('"\\<b\\>fr\\\\u001b\\]52;c;cHduZWQ=\\\\u0007" is not a locale of the API.');
  }, deadline(900));
});
