// The Python reader as the table of readers loads it (readers/contract.ts): a surface's row requires
// it on the first .py file, `load()` starts the parser's asynchronous start (WebAssembly), and until
// it has settled `read` says so in an unread document, which nothing judges. Where the parser cannot
// start (the optional grammar missing), `read` throws PARSER_UNAVAILABLE with what to install.
import { PARSER_UNAVAILABLE, type Manifest, type Reader } from '@cmdlint/text';
import { unreadDocument } from '@cmdlint/text';
import { PYTHON_INFO } from './info.js';
import { packagesOf } from './manifests.js';
import { loadParser } from './parser.js';
import { pythonProjectOptions } from './project.js';
import { readerWith, type PythonReader, type PythonReadOptions } from './reader.js';

/** The libraries whose name in a dependency file decides how `import discord` is read. */
const LIBRARIES = new Set(['discord-py', 'py-cord', 'nextcord', 'disnake', 'discord-py-interactions', 'hikari-lightbulb']);

let parser: PythonReader | undefined;
let failure: string | undefined;
let starting: Promise<void> | undefined;

const utf8 = new TextDecoder('utf-8');

function directoryOf(path: string): string {
  return path.slice(0, Math.max(0, path.replace(/\\/gu, '/').lastIndexOf('/')));
}

/**
 * The packages and versions of the nearest directory whose dependency files name a library (all
 * of that directory's files together: a requirements.txt beside a poetry.lock), else none.
 */
function projectOptions(manifests: readonly Manifest[]): PythonReadOptions {
  for (const manifest of manifests) {
    if (manifest.text === undefined) continue;
    const packages = packagesOf(manifest.name, manifest.text);
    if (!packages || ![...packages].some((name) => LIBRARIES.has(name))) continue;
    const directory = directoryOf(manifest.path);
    return pythonProjectOptions(manifests.filter((other) => directoryOf(other.path) === directory));
  }
  return {};
}

export const pythonSourceReader: Reader<PythonReadOptions> = {
  info: PYTHON_INFO,
  load() {
    starting ??= loadParser().then(
      (loaded) => {
        parser = readerWith(loaded);
        failure = undefined;
      },
      (error: unknown) => {
        failure = error instanceof Error ? error.message : String(error);
        starting = undefined; // a later load tries again (the grammar installed meanwhile)
        throw error;
      },
    );
    return starting;
  },
  projectOptions,
  read(path, input, options) {
    if (parser) return parser.read(path, typeof input === 'string' ? input : utf8.decode(input), options);
    if (failure !== undefined) throw Object.assign(new Error(failure), { code: PARSER_UNAVAILABLE });
    return unreadDocument(input, 'The Python reader is still loading its parser, so this file was not read.');
  },
};
