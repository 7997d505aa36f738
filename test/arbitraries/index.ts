// fast-check arbitraries for cmdlint's property tests (issue 5). Reusable by the fix, position
// and server properties: every generator here produces plain JSON-compatible bodies unless it is
// in hostile.ts.
export * from './text.js';
export * from './env.js';
export * from './tree.js';
export * from './commands.js';
export * from './sets.js';
export * from './permissions.js';
export * from './hostile.js';
export * from './mutations.js';
