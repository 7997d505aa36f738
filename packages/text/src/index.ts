// @cmdlint/text: a file's text as the linter sees it (JSON and JSONC with positions, fixes as
// minimal text edits, the text's own problems), and what every reader implements and returns: the
// reader contract, and the kit a reader of a programming language builds its SourceDocument with
// (traced values with explicit unknowns, their lowering to the value the core lints, which
// diagnostics hold whatever the unknowns are). No parser and no Node import: each reader brings
// its own parser (packages/readers/*).
export { JsonDocument, parseDocument, isJsoncPath, type OffsetRange } from './document.js';
// What the files layer (@cmdlint/files) reads files into documents with, in pieces for big ones.
export { parseDecoded, type FileIdentity } from './document.js';
export { decodeBuffer, type DecodedText } from './decode.js';
export { JsonTree } from './tree.js';
export { parseJson } from './parse.js';
// The line index: the language server's text (service/text.ts) maps its offsets with it.
export { LineIndex, type Position, type Range } from './lines.js';
export { applyEdits, diffEdit, editSpan, mergeEdits, type TextEdit } from './edits.js';
export { escapeControlCharacters, escapeWorkflowCommands } from './escape.js';
export { decodeText } from './decode.js';
// Node's Buffer as text without compiling its toString (a speed trick, buffer-text.ts).
export { latin1Text, utf8Text } from './buffer-text.js';
export { NO_PROBLEMS, TEXT_RULES, TEXT_RULE_DESCRIPTIONS, TEXT_RULE_SEVERITIES, isTextRule, type TextProblem, type TextRuleId } from './problems.js';
export { parsePointer, toPointer } from './pointer.js';
// The reader contract: which reader of a table reads a file (nothing loaded). The readers are
// packages of their own (packages/readers/*), their table the surfaces' (@cmdlint/readers).
export { PARSER_UNAVAILABLE, readSourceOf, type Manifest, type Reader, type ReaderInfo, type ReadSource, type SendVia, type TextComment } from './reader/contract.js';
export { fileExtension, readerInfoOf, editorReaderOf } from './reader/reader-of.js';
export { SourceDocument, unreadDocument, type BodyOrigin, type FoundKind, type ReadNote, type SourceBody } from './reader/document.js';
export { lower, pathKey, type LoweredBody, type PlaceInfo } from './reader/lower.js';
export { holds, holds as sourceDiagnosticHolds } from './reader/sound.js';
export { emptyObject, heldBack, primitive, shared, unknown, type OwnedLiteral, type Span, type Traced, type TracedArray, type TracedEntry, type TracedObject } from './reader/traced.js';
