// The reader of Python sources, as the command line loads it: built, its own bundle
// (dist/python.cjs), required on the first .py file, so that a JSON or JavaScript run loads nothing
// of it nor of its parser (web-tree-sitter, required from where it is installed with its wasm; the
// tree-sitter-python grammar found the same way when the parser starts).
export { pythonSourceReader } from '@cmdlint/reader-python';
// The document of a file its reader could not read (the grammar missing): made here, with the reader's own classes.
export { unreadDocument } from '@cmdlint/text';
