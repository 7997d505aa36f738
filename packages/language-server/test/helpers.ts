// Temporary projects and text helpers for the language server's tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { TextEdit, WorkspaceEdit } from 'vscode-languageserver/node.js';
import { fileUri } from './client.js';

export interface Project {
  readonly dir: string;
  path(relative: string): string;
  uri(relative: string): string;
  write(relative: string, text: string): string;
  cleanup(): void;
}

export function tempProject(files: Record<string, string> = {}): Project {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-ls-'));
  const project: Project = {
    dir,
    path: (relative) => join(dir, relative),
    uri: (relative) => fileUri(join(dir, relative)),
    write: (relative, text) => {
      const full = join(dir, relative);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
      return full;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
  for (const [relative, text] of Object.entries(files)) project.write(relative, text);
  return project;
}

/** Applies LSP text edits to a text. */
export function applyLspEdits(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x.json', 'json', 1, text), [...edits]);
}

/** The edits of a workspace edit for one document. */
export function editsFor(edit: WorkspaceEdit | undefined, uri: string): TextEdit[] {
  return [...(edit?.changes?.[uri] ?? [])];
}

/** A command file with planted mistakes, and where they are. */
export const POLL = `{
  "name": "poll",
  "type": "1",
  "description": "Start a poll",
  "description_localizations": { "pt_BR": "Iniciar uma enquete" },
  "options": [
    { "type": 3, "name": "Question", "description": "What to ask" },
    { "type": 4, "name": "hours", "description": "How long it runs", "required": true }
  ],
  "default_member_permissions": 8192
}
`;

export const GOOD = '{ "name": "ping", "description": "Pong" }\n';
