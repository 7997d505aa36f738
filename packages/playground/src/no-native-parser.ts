// What the page gives shared's source/parser.ts for `node:module`: the page reads code with its
// own parser (code-parser.ts) and hands the tree to the reader, so oxc-parser's loader is never
// called there; were it called, it fails as a missing parser does (readers/contract.ts).
import { PARSER_UNAVAILABLE } from '@cmdlint/text';

export function createRequire(): (id: string) => never {
  return (id) => {
    throw Object.assign(new Error(`The page does not load ${id}: it parses code with its own parser.`), { code: PARSER_UNAVAILABLE });
  };
}
