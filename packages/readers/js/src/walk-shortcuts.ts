// The scope walk's shortcuts (scope.ts), for the parser's trees of JSON-made objects, where each
// call per node and each compare of a fresh type string costs: the finder's visit is called only
// for the node types it looks at (find.ts, FOUND_TYPES), decided once per type, instead of for
// every node; and an identifier, which has nothing under it, is noted as its parent meets it
// instead of being pushed on the walk's stacks and popped again (a third of a tree's nodes are
// identifiers). test/walk-shortcuts.test.ts reads the corpus and tricky shapes with them and the
// plain way, and requires the same documents.

/** Whether the shortcuts are taken (a test turns them off to read the plain way). */
export const WALK_SHORTCUTS = { enabled: true };
