// The server's row for Python: the reader and its parser (web-tree-sitter) are imported by the
// start the first Python document begins (reader-start.ts), never when the server loads, so that
// a server installed without them (the VS Code extension's bundled one) still starts, reads JSON
// and JavaScript, and says once, on a Python document, what to install.
import { PYTHON_INFO } from '@cmdlint/reader-python/info';
import { PARSER_UNAVAILABLE, type Reader } from '@cmdlint/text';

let reader: Reader | undefined;
let failure: string | undefined;

export const lazyPythonReader: Reader = {
  info: PYTHON_INFO,
  async load() {
    try {
      reader ??= (await import('@cmdlint/reader-python')).pythonSourceReader;
    } catch (error) {
      failure = `cmdlint reads Python with the package web-tree-sitter, which this language server cannot load (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): install the language server in the workspace (npm install --save-dev @cmdlint/language-server), which brings it.`;
      throw error;
    }
    await reader.load?.();
  },
  projectOptions: (manifests) => reader?.projectOptions?.(manifests),
  read(path, input, options) {
    if (reader) return reader.read(path, input, options);
    throw Object.assign(new Error(failure ?? 'The Python reader has not been loaded.'), { code: PARSER_UNAVAILABLE });
  },
};
