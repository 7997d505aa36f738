// One extraction and one core lint per file, shared by every cmdlint rule ESLint runs on it:
// each rule's `create` enrols its id on the file's entry (ESLint calls every rule's `create`
// before it walks the tree), and the first visit of the root lints the file once, with exactly the
// enrolled rules on, then hands each rule its own diagnostics.
import { dirname, relative, sep } from 'node:path';
import { isJsoncPath, parseDocument, type JsonDocument } from '@cmdlint/text';
import { isNeverCommandsFile, lintFiles, looksLikeCommandDocument, translationFolderOf, type LocatedDiagnostic } from '@cmdlint/linter';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { sourceDocumentFromProgram, type SourceComment } from '@cmdlint/reader-js';
import type { RuleSetting } from '@cmdlint/core';
import { optionsFor, readSettings } from './options.js';
import { ruleIds } from './catalog.js';

/** The little of ESLint's SourceCode this needs (the JavaScript one and @eslint/json's alike). */
export interface AnySourceCode {
  readonly text: string;
  readonly ast: { readonly type: string };
}

/** The little of ESLint's rule context this needs. */
export interface LintContext {
  readonly sourceCode: AnySourceCode;
  readonly filename: string;
  readonly physicalFilename?: string;
  readonly settings?: unknown;
  /** ESLint's working directory (ESLint 8.40 and later). */
  readonly cwd?: string;
}

interface FileEntry {
  readonly enrolled: Set<string>;
  diagnostics?: ReadonlyMap<string, readonly LocatedDiagnostic[]>;
}

const entries = new WeakMap<AnySourceCode, FileEntry>();
const NONE: readonly LocatedDiagnostic[] = [];

/** Files whose name makes them JSON whatever parsed them (@eslint/json's Document, or a JSON parser's Program such as jsonc-eslint-parser's). */
const JSON_NAME = /\.jsonc?$/i;

/** Enrols a rule on its file; the returned function gives the rule's diagnostics (linting the file on the first call). */
export function enrol(context: LintContext, ruleId: string): () => readonly LocatedDiagnostic[] {
  const { sourceCode } = context;
  let entry = entries.get(sourceCode);
  if (!entry) entries.set(sourceCode, (entry = { enrolled: new Set() }));
  entry.enrolled.add(ruleId);
  const found = entry;
  return () => {
    found.diagnostics ??= lintFile(context, found.enrolled);
    return found.diagnostics.get(ruleId) ?? NONE;
  };
}

function lintFile(context: LintContext, enrolled: ReadonlySet<string>): ReadonlyMap<string, readonly LocatedDiagnostic[]> {
  const byRule = new Map<string, LocatedDiagnostic[]>();
  const { sourceCode } = context;
  const json = sourceCode.ast.type === 'Document' || JSON_NAME.test(context.filename);
  if (!json && sourceCode.ast.type !== 'Program') return byRule;
  const path = context.physicalFilename ?? context.filename;
  const settings = readSettings(context.settings);
  // Most files of a bot name no builder, route or command type: decided on the text, before any
  // configuration is looked up or the tree walked. A module of a set that names an export as its
  // body (a plain `data` a loader sends) names none of them: the configuration is read first.
  const marked = json || JAVASCRIPT_INFO.markers.test(sourceCode.text);
  if (!marked && !/\bexports?\b/.test(sourceCode.text)) return byRule;
  const options = optionsFor(path, settings);
  if ((!marked && !options.namesExport) || options.ignored) return byRule;
  const document = documentOf(context, json, options.inSet, options.discordJs, options.namesExport);
  if (document === undefined) return byRule;
  const rules: Record<string, RuleSetting> = {};
  for (const id of ruleIds) rules[id] = enrolled.has(id) ? 'error' : 'off';
  const [report] = lintFiles([{ path, document }], {
    configFor: () => options.config,
    rules,
    ...(options.scope !== undefined ? { scope: options.scope } : {}),
    // ESLint applies its own eslint-disable comments; cmdlint-disable ones are not doubled here.
    inlineConfig: false,
  });
  for (const diagnostic of report!.diagnostics) {
    if (!enrolled.has(diagnostic.ruleId)) continue;
    let list = byRule.get(diagnostic.ruleId);
    if (!list) byRule.set(diagnostic.ruleId, (list = []));
    list.push(diagnostic);
  }
  return byRule;
}

/**
 * What cmdlint reads of the file: the commands of a JavaScript or TypeScript program (ESLint's
 * own tree, with its `range`s), or a JSON file's text read by cmdlint's JSON reader (for the
 * paths, the duplicate keys and the wrappers the core needs). A JSON file is judged only when it
 * looks like commands or a configuration's set names it, as when a directory is given to cmdlint.
 */
function documentOf(context: LintContext, json: boolean, inSet: boolean, discordJs: 13 | 14 | undefined, namesExport: boolean): JsonDocument | undefined {
  const { sourceCode } = context;
  const path = context.physicalFilename ?? context.filename;
  if (json) {
    if (!inSet && (isNeverCommandsFile(path) || (context.cwd !== undefined && translationFolderOf(relative(context.cwd, dirname(path)).split(sep)) !== undefined))) return undefined;
    const document = parseDocument(sourceCode.text, { jsonc: isJsoncPath(context.filename) });
    return inSet || looksLikeCommandDocument(document) ? document : undefined;
  }
  // ESLint's Program carries the comments: JSDoc types (`@type {import('discord.js').ApplicationCommandData}`) are read from them.
  const comments = (sourceCode.ast as { comments?: readonly SourceComment[] }).comments;
  // The parser's visitor keys say where each node's children are: the reader walks those fields only.
  const visitorKeys = (sourceCode as { visitorKeys?: Readonly<Record<string, readonly string[] | undefined>> }).visitorKeys;
  const document = sourceDocumentFromProgram(sourceCode.text, sourceCode.ast as never, { path, ...(discordJs !== undefined ? { discordJs } : {}), ...(comments ? { comments } : {}), ...(visitorKeys ? { visitorKeys } : {}) });
  // The exports a set's "body" names are read when the file is linted with its set (lint-files).
  // A file refused for a bound is linted for its one source-syntax problem, which says why.
  return document.bodies.length > 0 || namesExport || document.refused ? document : undefined;
}
