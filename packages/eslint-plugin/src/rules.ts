// Each cmdlint rule as an ESLint rule: its meta from the catalog, and a `create` that enrols it on
// the file's shared lint (lint.ts) and reports the file's diagnostics of its id, with cmdlint's
// fixes and suggestions as ESLint's text replacements.
import type { TextEdit } from '@cmdlint/text';
import type { LocatedDiagnostic } from '@cmdlint/linter';
import { enrol, type AnySourceCode, type LintContext } from './lint.js';
import { pluginRules, type PluginRuleInfo } from './catalog.js';

interface Position {
  readonly line: number;
  readonly column: number;
}

interface Fixer {
  replaceTextRange(range: [number, number], text: string): unknown;
}

interface ReportDescriptor {
  readonly loc: { readonly start: Position; readonly end: Position };
  readonly messageId: string;
  readonly data: Readonly<Record<string, unknown>>;
  readonly fix?: (fixer: Fixer) => unknown[];
  readonly suggest?: { readonly desc: string; readonly fix: (fixer: Fixer) => unknown[] }[];
}

interface RuleContext extends LintContext {
  report(descriptor: ReportDescriptor): void;
}

export interface EslintRule {
  readonly meta: {
    readonly type: 'problem' | 'suggestion';
    readonly docs: { readonly description: string; readonly url: string; readonly recommended: boolean };
    readonly fixable?: 'code';
    readonly hasSuggestions?: boolean;
    readonly schema: [];
    readonly messages: Record<string, string>;
  };
  create(context: RuleContext): Record<string, () => void>;
}

function fixOf(edits: readonly TextEdit[]): (fixer: Fixer) => unknown[] {
  return (fixer) => edits.map((edit) => fixer.replaceTextRange([edit.offset, edit.offset + edit.length], edit.newText));
}

/** ESLint's place of an offset: through the SourceCode's own line index where it has one (ESLint counts lines its way). */
function position(sourceCode: AnySourceCode & { getLocFromIndex?: (index: number) => Position }, offset: number, fallback: { line: number; character: number }): Position {
  if (typeof sourceCode.getLocFromIndex === 'function') return sourceCode.getLocFromIndex(offset);
  return { line: fallback.line + 1, column: fallback.character };
}

function descriptor(context: RuleContext, diagnostic: LocatedDiagnostic): ReportDescriptor {
  const sourceCode = context.sourceCode;
  return {
    loc: { start: position(sourceCode, diagnostic.offset, diagnostic.range.start), end: position(sourceCode, diagnostic.end, diagnostic.range.end) },
    // A core rule's message by its id and data, which ESLint fills in itself (the same template,
    // the same text); a check of the text by its whole text.
    ...(diagnostic.messageId !== undefined && diagnostic.data !== undefined
      ? { messageId: diagnostic.messageId, data: diagnostic.data }
      : { messageId: diagnostic.messageId ?? 'cmdlint', data: { message: diagnostic.message } }),
    ...(diagnostic.fix ? { fix: fixOf(diagnostic.fix) } : {}),
    ...(diagnostic.suggestions ? { suggest: diagnostic.suggestions.map((suggestion) => ({ desc: suggestion.message, fix: fixOf(suggestion.edits) })) } : {}),
  };
}

function makeRule(info: PluginRuleInfo): EslintRule {
  return {
    meta: {
      type: info.severity === 'error' ? 'problem' : 'suggestion',
      docs: { description: info.description, url: info.docs, recommended: true },
      ...(info.fixable ? { fixable: 'code' as const } : {}),
      // A fixable rule offers its fix as a suggestion where the literal is read by other code too.
      ...(info.hasSuggestions || info.fixable ? { hasSuggestions: true } : {}),
      schema: [],
      // The rule's own templates, and `cmdlint` for a text made whole (a check of the text, an internal error).
      messages: { ...info.messages, cmdlint: '{{message}}' },
    },
    create(context) {
      const diagnostics = enrol(context, info.id);
      const report = (): void => {
        for (const diagnostic of diagnostics()) context.report(descriptor(context, diagnostic));
      };
      // The root of a JavaScript program (or of a JSON parser's tree in ESLint's JavaScript language), and of @eslint/json's.
      return { Program: report, Document: report };
    },
  };
}

export const rules: Readonly<Record<string, EslintRule>> = Object.fromEntries(pluginRules.map((info) => [info.id, makeRule(info)]));
