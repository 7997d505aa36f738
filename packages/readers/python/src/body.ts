// The command values the reader builds, in the shapes the text layer's kit lowers (traced.ts): each
// field keeps its place; a field the library writes (a type, `required: false`) is implied, so no
// diagnostic about it is shown to the author.
import { primitive, unknown, type Traced, type TracedEntry, type TracedObject } from '@cmdlint/text';
import type { Span } from './syntax.js';

export const COMMAND_TYPE = { chatInput: 1, user: 2, message: 3 } as const;
export const OPTION_TYPE = { subcommand: 1, group: 2, string: 3, integer: 4, boolean: 5, user: 6, channel: 7, role: 8, mentionable: 9, number: 10, attachment: 11 } as const;

export class Fields {
  private readonly entries = new Map<string, TracedEntry>();
  /** Fields may exist that are not known (a `**kwargs`, a decorator cmdlint does not read). */
  open = false;

  constructor(readonly span: Span) {}

  /** A field the author wrote (keySpan: the keyword or parameter that wrote it). */
  set(key: string, value: Traced, keySpan: Span = value.span): this {
    this.entries.set(key, { value, keySpan });
    return this;
  }

  /** A field the library writes itself (a list as a traced value: `contexts: [0]`). */
  implied(key: string, value: string | number | boolean | Traced, at: Span): this {
    this.entries.set(key, { value: typeof value === 'object' ? value : primitive(value, at), keySpan: at, implied: true });
    return this;
  }

  /** A field that is sent but whose value cannot be known here. */
  unknown(key: string, at: Span, why: string): this {
    this.entries.set(key, { value: unknown(at, why), keySpan: at });
    return this;
  }

  get(key: string): Traced | undefined {
    return this.entries.get(key)?.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  object(): TracedObject {
    return { kind: 'object', entries: new Map(this.entries), open: this.open, span: this.span };
  }
}
