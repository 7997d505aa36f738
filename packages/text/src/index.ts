// The kit a reader of a programming language builds its SourceDocument with
// (`@cmdlint/shared/source`): traced values with explicit unknowns, their lowering to the value the
// core lints, which diagnostics hold whatever the unknowns are, and the document class. No parser:
// each reader brings its own (packages/readers/*).
export { SourceDocument, unreadDocument, type BodyOrigin, type FoundKind, type ReadNote, type SourceBody } from './document.js';
export { lower, pathKey, type LoweredBody, type PlaceInfo } from './lower.js';
export { holds } from './sound.js';
export { emptyObject, primitive, shared, unknown, type OwnedLiteral, type Span, type Traced, type TracedArray, type TracedEntry, type TracedObject } from './traced.js';
export { TEXT_RULES, type TextProblem } from '../text/problems.js';
export type { TextComment } from '../readers/contract.js';
