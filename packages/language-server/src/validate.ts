// The shape checks of request params: a request that does not have them gets InvalidParams
// instead of reaching a handler that would fail somewhere inside.
import type { CodeAction, CodeActionParams, ExecuteCommandParams, Position, Range, TextDocumentPositionParams } from 'vscode-languageserver/node.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isPosition(value: unknown): value is Position {
  return isObject(value) && isIndex(value.line) && isIndex(value.character);
}

function isRange(value: unknown): value is Range {
  return isObject(value) && isPosition(value.start) && isPosition(value.end);
}

function hasDocument(value: Record<string, unknown>): boolean {
  return isObject(value.textDocument) && typeof value.textDocument.uri === 'string';
}

export function isPositionParams(value: unknown): value is TextDocumentPositionParams {
  return isObject(value) && hasDocument(value) && isPosition(value.position);
}

export function isCodeActionParams(value: unknown): value is CodeActionParams {
  if (!isObject(value) || !hasDocument(value) || !isRange(value.range) || !isObject(value.context)) return false;
  const only = value.context.only;
  return only === undefined || (Array.isArray(only) && only.every((kind) => typeof kind === 'string'));
}

export function isCodeAction(value: unknown): value is CodeAction {
  return isObject(value) && typeof value.title === 'string';
}

export function isCommandParams(value: unknown): value is ExecuteCommandParams {
  return isObject(value) && typeof value.command === 'string' && (value.arguments === undefined || Array.isArray(value.arguments));
}

/** A short description of what came, for the error message. */
export function describeParams(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
