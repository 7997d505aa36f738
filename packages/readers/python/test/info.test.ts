// The Python reader's facts (src/info.ts), which the table of readers holds without loading the
// reader: the pre-filter never drops a file the reader finds commands in (every decorator its
// descriptor names, every command file of the corpus), and the walk's skips are Python's own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pythonReader } from '../src/index.js';
import { PYTHON_INFO } from '../src/info.js';
import { read } from './read.js';
import { readerPaths } from '../../../text/test/reader-paths.js';

const CORPUS = fileURLToPath(new URL('../../../../test/corpus/third_party/python/', import.meta.url));

describe("the Python reader's facts", () => {
  it("match every marker of the reader's descriptor", () => {
    for (const marker of pythonReader.markers) expect(PYTHON_INFO.markers.test(marker), marker).toBe(true);
  });

  it('let through every corpus file the reader finds commands in, and the prefilter can drop a file', async () => {
    let withCommands = 0;
    for (const folder of readdirSync(CORPUS, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(join(CORPUS, folder.name)).filter((name) => name.endsWith('.py'))) {
        const text = readFileSync(join(CORPUS, folder.name, file), 'utf8');
        if ((await read(text)).bodies.length === 0) continue;
        withCommands++;
        expect(PYTHON_INFO.markers.test(text), `${folder.name}/${file}`).toBe(true);
      }
    }
    expect(withCommands).toBeGreaterThan(10);
    expect(PYTHON_INFO.markers.test('import os\n\ndef main():\n    print("hello")\n')).toBe(false);
  });

  it('read .py files, decline stubs, and skip what a walk of a bot finds beside its code', () => {
    expect(['bot.py', 'cogs/Fun.PY'].map(PYTHON_INFO.reads)).toEqual([true, true]);
    expect([PYTHON_INFO.reads('typing.pyi'), PYTHON_INFO.declines('typing.pyi')]).toEqual([false, true]);
    expect(['test_fun.py', 'fun_test.py', 'conftest.py', 'fun.py', 'testing.py'].map((name) => PYTHON_INFO.testFile.test(name))).toEqual([true, true, true, false, false]);
    for (const dir of ['.venv', 'venv', 'site-packages', '__pycache__']) expect(PYTHON_INFO.skippedDirectories.has(dir), dir).toBe(true);
    expect(PYTHON_INFO.skippedDirectories.has('cogs')).toBe(false);
  });

  // A file named like a test is one only where its text is (a cog named test_hello.py that the bot loads is not).
  const COG = 'import discord\nfrom discord import app_commands\nfrom discord.ext import commands\n\nclass Hello(commands.Cog):\n    @app_commands.command(name="hello", description="Hi")\n    async def hello(self, interaction):\n        pass\n';
  const namedLikeTests: { name: string; file: string; text: string; test: boolean }[] = [
    { name: 'a cog, no test in it', file: 'test_hello.py', text: COG, test: false },
    { name: 'a cog with a method named test_', file: 'test_hello.py', text: `${COG}\n    async def test_cmd(self, interaction):\n        pass\n`, test: false },
    { name: 'import pytest', file: 'test_hello.py', text: `import pytest\n${COG}`, test: true },
    { name: 'from unittest import mock', file: 'hello_test.py', text: `from unittest import mock\n${COG}`, test: true },
    { name: 'import unittest', file: 'test_hello.py', text: `import unittest\n${COG}`, test: true },
    { name: 'dpytest', file: 'test_hello.py', text: `import discord.ext.test as dpytest\n${COG}`, test: true },
    { name: 'a test function at the top', file: 'test_hello.py', text: `${COG}\n\nasync def test_hello():\n    pass\n`, test: true },
    { name: 'a Test class at the top', file: 'test_hello.py', text: `${COG}\n\nclass TestHello:\n    pass\n`, test: true },
    { name: 'pytest imported in a block', file: 'test_hello.py', text: `try:\n    import pytest\nexcept ImportError:\n    pass\n${COG}`, test: true },
    { name: 'conftest.py, whatever it holds', file: 'conftest.py', text: COG, test: true },
  ];
  it.each(namedLikeTests)('a file named like a test: $name', ({ file, text, test }) => {
    expect(PYTHON_INFO.testFile.test(file)).toBe(true);
    expect(PYTHON_INFO.testText!(file, text)).toBe(test);
  });

  it('read and decline paths as the regexes they replaced did (/\\.py$/i, /\\.pyi$/i)', () => {
    for (const path of readerPaths()) {
      expect(PYTHON_INFO.reads(path), path).toBe(/\.py$/i.test(path));
      expect(PYTHON_INFO.declines(path), path).toBe(/\.pyi$/i.test(path));
    }
  });

  it('make the markers on first use, once', () => {
    expect(PYTHON_INFO.markers).toBe(PYTHON_INFO.markers);
  });
});
