// The Python parser: web-tree-sitter with the tree-sitter-python grammar's wasm (python-facts.md
// 8). Both initialise asynchronously (WebAssembly compilation), once per process; parsing is then
// synchronous. The grammar is an optional dependency: where it is missing, loading says so.
import { createRequire } from 'node:module';
import { Language, Parser } from 'web-tree-sitter';

const GRAMMAR = 'tree-sitter-python/tree-sitter-python.wasm';

let loading: Promise<Parser> | undefined;

/** Where the grammar's wasm is, or an error that says how to get it. */
function grammarPath(): string {
  try {
    return createRequire(import.meta.url).resolve(GRAMMAR);
  } catch {
    throw new Error(
      `cmdlint reads Python with the grammar of the package tree-sitter-python, which is not installed (an optional dependency of @cmdlint/reader-python, left out when its install failed): install it (npm install tree-sitter-python@0.25.0), or leave .py files out of the files linted.`,
    );
  }
}

/** The parser, made once: every caller awaits the same load. */
export function loadParser(): Promise<Parser> {
  loading ??= (async () => {
    const path = grammarPath();
    await Parser.init();
    const language = await Language.load(path);
    const parser = new Parser();
    parser.setLanguage(language);
    return parser;
  })();
  // A failed load is not kept: a later call tries again (the grammar installed meanwhile).
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
