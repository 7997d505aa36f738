// Which documents the extension gives the language server: JSON and JSONC always; the languages of
// the table of readers (JavaScript, TypeScript, Python) only with cmdlint.sources "on" (next to the
// ESLint plugin in vscode-eslint, every problem would otherwise show twice). No `vscode` import:
// this is tested in plain Node.
import { READERS } from '@cmdlint/readers';

export type SourcesSetting = 'off' | 'on';

const JSON_LANGUAGES = ['json', 'jsonc'] as const;
/** The editor languages of every reader (their facts only: no parser is bundled for this). */
export const SOURCE_LANGUAGES: readonly string[] = READERS.flatMap((reader) => Object.keys(reader.editorLanguages));

export interface DocumentFilter {
  readonly scheme: string;
  readonly language: string;
}

/** The setting as read (anything): "on" only when it says so. */
export function sourcesSetting(value: unknown): SourcesSetting {
  return value === 'on' ? 'on' : 'off';
}

/** The languages the server is given. */
function languagesFor(sources: SourcesSetting): readonly string[] {
  return sources === 'on' ? [...JSON_LANGUAGES, ...SOURCE_LANGUAGES] : JSON_LANGUAGES;
}

/** The client's document selector: files and untitled documents of those languages. */
export function documentSelector(sources: SourcesSetting): DocumentFilter[] {
  return ['file', 'untitled'].flatMap((scheme) => languagesFor(sources).map((language) => ({ scheme, language })));
}

/**
 * The files whose changes on disk the server hears of: configurations, JSON files, and when sources
 * are read, sources and the Python manifests the reader takes the library's version from
 * (package.json is JSON). One brace group: VS Code's globs do not nest them.
 */
export function watchedFiles(sources: SourcesSetting): string {
  return sources === 'on'
    ? '**/{*.json,*.jsonc,*.js,*.mjs,*.cjs,*.jsx,*.ts,*.mts,*.cts,*.tsx,*.py,requirements*.txt,pyproject.toml,poetry.lock,uv.lock,Pipfile,setup.cfg}'
    : '**/*.{json,jsonc}';
}

/**
 * Whether the server is wanted now: the extension also wakes on JavaScript and TypeScript files
 * (so that turning sources on needs no JSON file open), but with sources off it starts the server
 * only once a JSON or JSONC document is open.
 */
export function serverWanted(sources: SourcesSetting, openLanguages: Iterable<string>): boolean {
  const languages = languagesFor(sources);
  for (const language of openLanguages) if (languages.includes(language)) return true;
  return false;
}
