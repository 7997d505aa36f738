// What cmdlint knows of the JavaScript/TypeScript reader without loading it: its row in the table
// of readers (@cmdlint/text's reader/reader-of.ts). Light on purpose: the markers' tables, no parser.
import { fileExtension, type ReaderInfo } from '@cmdlint/text';
import { namingMarkers, sourceMarkers } from './vocabulary.js';
import { ENTRY_FILES } from './entry-files.js';

/** The extensions of `/\.[mc]?[jt]sx?$/i`, lowercase. */
const SOURCE_EXTENSIONS: ReadonlySet<string> = new Set(['js', 'jsx', 'ts', 'tsx'].flatMap((ext) => [ext, `m${ext}`, `c${ext}`]));

/** A TypeScript declaration file (`.d.ts`, `.d.mts`, `.d.cts`, any case). */
function isDeclarationPath(path: string): boolean {
  const ext = fileExtension(path);
  return (ext === 'ts' || ext === 'mts' || ext === 'cts') && path.slice(-ext.length - 3, -ext.length - 1).toLowerCase() === '.d';
}

/** .js .mjs .cjs .jsx .ts .mts .cts .tsx, not declaration files. */
function isSourcePath(path: string): boolean {
  return SOURCE_EXTENSIONS.has(fileExtension(path)) && !isDeclarationPath(path);
}

export const JAVASCRIPT_INFO: ReaderInfo = {
  language: 'JavaScript/TypeScript',
  reads: isSourcePath,
  declines: isDeclarationPath,
  // The name decides TypeScript and JSX for the parser.
  editorLanguages: { javascript: 'document.js', javascriptreact: 'document.jsx', typescript: 'document.ts', typescriptreact: 'document.tsx' },
  get markers() {
    return sourceMarkers();
  },
  get namingMarkers() {
    return namingMarkers();
  },
  // `.yarn`: Yarn 4 projects commit its release (`.yarn/releases/yarn-4.x.cjs`, 3 MB of minified code) and plugins there.
  skippedDirectories: new Set(['dist', 'build', 'out', 'lib-cov', 'coverage', '.next', '.nuxt', '.output', '.svelte-kit', '.turbo', '.cache', '.vercel', '.yarn', '__tests__', '__mocks__', '__fixtures__']),
  testFile: /\.(?:test|spec)\.[mc]?[jt]sx?$/i,
  lineComment: '//',
  // Entry files beside: where a Sapphire bot calls setDefaultGuildIds, or a discordx bot gives botGuilds, for every command (entry-files.ts).
  manifests: ['package.json', ...ENTRY_FILES],
  parserPackages: ['oxc-parser'],
};
