// Shortcuts past web-tree-sitter's node API, each a crossing into wasm and often a new Node (a
// dotted name read from its text, a string's quotes read from the source): each is taken only
// where it gives what the walk gives, and falls back to the walk elsewhere.
// test/shortcuts.test.ts reads the corpus and tricky shapes with them and the plain way, and
// requires the same documents.

/** Whether the shortcuts are taken (a test turns them off to read the plain way). */
export const SHORTCUTS = { enabled: true };
