// The walk's fast paths past web-tree-sitter's node API, where every Node it makes and every
// property read crosses into wasm: a call's arguments read only when asked for (a decorator that
// names no command is never looked into), an annotation that is a plain name read from its text.
// Each gives what the plain walk gives: test/walk.test.ts reads the corpus and tricky shapes with
// them and the plain way, and requires the same documents.

/** Whether the fast paths are taken (a test turns them off to read the plain way). */
export const WALK = { enabled: true };
