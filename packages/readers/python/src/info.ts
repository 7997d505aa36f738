// What cmdlint knows of the Python reader without loading it: its row in the table of readers
// (packages/text/src/reader/reader-of.ts). Light on purpose: no parser and nothing imported but the
// text layer, so that a JSON or JavaScript run that asks the table loads nothing of Python.
import { fileExtension, type ReaderInfo } from '@cmdlint/text';

/**
 * Names a file must write to register an application command with any library the reader reads
 * (its decorators, classes and group objects, find.ts and the libraries' modules): discovery's
 * pre-filter skips, unparsed, a .py file naming none. A superset is only slower, never wrong.
 */
export const PYTHON_MARKER_NAMES: readonly string[] = [
  // discord.py: app_commands.command/context_menu/Group, tree.command, hybrid commands, GroupCog
  'app_commands', 'tree.command', 'context_menu', 'hybrid_command', 'hybrid_group', 'GroupCog',
  // py-cord, nextcord, disnake, interactions.py
  'slash_command', 'user_command', 'message_command', 'SlashCommandGroup', 'create_group', 'SlashOption', 'slash_option', 'subcommand',
  // hikari-lightbulb 2 (decorator stacks) and 3 (classes)
  'lightbulb',
];

/**
 * What makes a file named like a test one (at the start of a line, so at the top level or in a
 * block): pytest, unittest and the like imported, or a `test_` function or `Test` class defined.
 */
const PYTHON_TEST_TEXT = /^[ \t]*(?:import[ \t]+(?:pytest|unittest|pytest_asyncio|dpytest|hypothesis|nose2?)\b|from[ \t]+(?:pytest|unittest|pytest_asyncio|dpytest|hypothesis|nose2?)\b|import[ \t]+discord\.ext\.test\b|from[ \t]+discord\.ext(?:\.test\b|[ \t]+import[ \t]+test\b))|^(?:async[ \t]+)?def[ \t]+test|^class[ \t]+Test/mu;

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** discovery's pre-filter (ReaderInfo.markers), made on first use: a run on JSON files never asks for it. */
let markers: RegExp | undefined;

export const PYTHON_INFO: ReaderInfo = {
  language: 'Python',
  reads: (path) => fileExtension(path) === 'py',
  // Type stubs declare, they never run: nothing in them is registered.
  declines: (path) => fileExtension(path) === 'pyi',
  editorLanguages: { python: 'document.py' },
  get markers() {
    return (markers ??= new RegExp(PYTHON_MARKER_NAMES.map(escaped).join('|')));
  },
  // Virtual environments and installed packages (site-packages holds the libraries themselves),
  // byte-code and tool caches, build output.
  skippedDirectories: new Set(['.venv', 'venv', 'site-packages', '__pycache__', '.tox', '.nox', '.eggs', '.mypy_cache', '.pytest_cache', '.ruff_cache', 'build', 'dist']),
  // pytest's default patterns and its fixtures file.
  testFile: /^test_[^/\\]*\.py$|_test\.py$|^conftest\.py$/i,
  // A cog named `test_hello.py` that the bot's loader loads is no test: only a text that imports a
  // test framework or defines a test at the top (`def test_...`, `class Test...`) makes one.
  testText: (name, text) => /^conftest\.py$/i.test(name) || PYTHON_TEST_TEXT.test(text),
  lineComment: '#',
  // The files whose dependencies name the library and its version (manifests.ts): a name with `*`
  // is a pattern over the directory's files.
  manifests: ['requirements*.txt', 'pyproject.toml', 'poetry.lock', 'uv.lock', 'Pipfile', 'setup.cfg'],
  parserPackages: ['web-tree-sitter', 'tree-sitter-python'],
};
