// What cmdlint knows of the JavaScript/TypeScript reader without loading it: its row in the table
// of readers (@cmdlint/text's reader/reader-of.ts). Light on purpose: the markers' tables, no parser.
import type { ReaderInfo } from '@cmdlint/text';
import { SOURCE_MARKERS } from './vocabulary.js';

/** .js .mjs .cjs .jsx .ts .mts .cts .tsx, not declaration files. */
function isSourcePath(path: string): boolean {
  return /\.[mc]?[jt]sx?$/i.test(path) && !/\.d\.[mc]?ts$/i.test(path);
}

export const JAVASCRIPT_INFO: ReaderInfo = {
  language: 'JavaScript/TypeScript',
  reads: isSourcePath,
  declines: (path) => /\.d\.[mc]?ts$/i.test(path),
  // The name decides TypeScript and JSX for the parser.
  editorLanguages: { javascript: 'document.js', javascriptreact: 'document.jsx', typescript: 'document.ts', typescriptreact: 'document.tsx' },
  markers: SOURCE_MARKERS,
  skippedDirectories: new Set(['dist', 'build', 'out', 'lib-cov', 'coverage', '.next', '.nuxt', '.output', '.svelte-kit', '.turbo', '.cache', '.vercel', '__tests__', '__mocks__', '__fixtures__']),
  testFile: /\.(?:test|spec)\.[mc]?[jt]sx?$/i,
  lineComment: '//',
  manifests: ['package.json'],
  parserPackages: ['oxc-parser'],
};
