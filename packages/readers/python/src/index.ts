// @cmdlint/reader-python: the application commands of Python bot code (discord.py, py-cord, nextcord,
// disnake, interactions.py, hikari-lightbulb), read
// statically. Its parser (web-tree-sitter with the tree-sitter-python grammar) initialises
// asynchronously: `await loadPythonReader()`, then `reader.read(path, text)` synchronously.
import { loadParser } from './parser.js';
import { readerWith, type PythonReader } from './reader.js';

export type { PythonReader, PythonReadOptions } from './reader.js';
export { packagesOf, dependenciesOf, normalizedPackage } from './manifests.js';
export { pythonProjectOptions } from './project.js';
export { allAtLeast } from './versions.js';

/** The Python reader, its parser loaded (once per process). */
export async function loadPythonReader(): Promise<PythonReader> {
  return readerWith(await loadParser());
}

/** What the table of readers needs to know of this one without loading it. */
export const pythonReader = {
  language: 'python',
  extensions: ['.py', '.pyi'],
  languageIds: ['python'],
  /** Names whose presence makes a .py file a candidate (a text prefilter, as for JavaScript). */
  markers: ['app_commands', 'tree.command', 'GroupCog', 'hybrid_command', 'hybrid_group', 'slash_command', 'user_command', 'message_command', 'SlashCommandGroup', 'create_group', 'context_menu', 'slash_option', 'lightbulb'],
  lineComment: '#',
  manifests: ['requirements*.txt', 'pyproject.toml', 'poetry.lock', 'uv.lock', 'Pipfile', 'setup.cfg'],
  load: loadPythonReader,
} as const;
export { PYTHON_INFO, PYTHON_MARKER_NAMES } from './info.js';
export { pythonSourceReader } from './contract-reader.js';
