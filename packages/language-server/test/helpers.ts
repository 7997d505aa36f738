// Temporary projects and text helpers for the language server's tests.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * A discord.js builder file (the layout of the library's guide, tabs and all) with planted
 * mistakes: the eslint-plugin's bot fixture, one file for both packages' tests.
 */
export const BAN_JS = readFileSync(new URL('../../eslint-plugin/test/fixtures/bot/commands/mod/ban.js', import.meta.url), 'utf8');

/** A TypeScript object literal typed as the API's body, with a constant and a planted mistake. */
export const PING_TS = `import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';

const DESCRIPTION = 'Replies with pong';

export const ping = {
  name: 'ping',
  description: DESCRIPTION,
  options: [{ type: 3, name: 'echo', description: '' }],
} satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;
`;

/** JavaScript that defines no command. */
export const PLAIN_JS = 'export function add(a, b) {\n  return a + b;\n}\n';
