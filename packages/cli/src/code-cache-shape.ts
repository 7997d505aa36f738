// What kind of run a code cache was written by, finer than quiet or reported (compiled.ts). V8
// keeps in a cache the functions its writer compiled: a first run over a bare command
// (`{ "name": "ping", "description": "Pong" }`) wrote a cache that left every later run over
// commands with subcommands, options and localizations compiling that part of the engine again,
// each time: 132.9 M instructions where a cache of its own took 126.7 (docs/performance.md,
// session 25). Linting one more cached set in memory before writing (priming) made every cache
// bigger, and a run that had a cache of its own kind paid 2 M more to read it.
//
// So a run names the shape of what it read: the fields that lead the engine down code of their
// own (options, choices, localizations, bounds, ...) and the types of commands and options. A
// run whose shape has a word its cache's writers had not writes the cache again, holding both; a
// cache thus grows to what the runs of a project need, and stops being written. The words are a
// fixed vocabulary (about thirty), so a cache is written a few times at most.

/** Fields whose presence runs code of its own in the engine: a word each. */
const SHAPE_FIELDS: ReadonlySet<string> = new Set([
  'options', 'choices', 'name_localizations', 'description_localizations', 'channel_types', 'min_value', 'max_value', 'min_length', 'max_length',
  'autocomplete', 'required', 'default_member_permissions', 'dm_permission', 'contexts', 'integration_types', 'nsfw', 'handler', 'permissions',
]);

/** The types of commands and options: `type1` ... `type11` (any other number is one word, `type`). */
const TYPE_WORDS: readonly string[] = Array.from({ length: 12 }, (_, type) => `type${type}`);

/** Commands and options looked at per run, at most: the shape is read from the first ones (a big file's cost is its lint, not this). */
const NODES_LOOKED_AT = 200;

/** The shape of what a run read, as words (see the file's comment). */
export class RunShape {
  private readonly words = new Set<string>();
  private budget = NODES_LOOKED_AT;

  /** Looks at a document's commands (JSON: one, or an array of them) or says it is a source (a reader's bodies). */
  see(document: { readonly value?: unknown; readonly bodies?: unknown } | undefined): void {
    if (document === undefined || this.budget <= 0) return;
    if (document.bodies !== undefined) {
      this.words.add('source');
      return;
    }
    const { value } = document;
    if (!Array.isArray(value)) {
      this.node(value);
      return;
    }
    for (const item of value) {
      if (this.budget <= 0) return;
      this.node(item);
    }
  }

  /** A command or an option: its fields, its type, and its options in turn. */
  private node(value: unknown): void {
    if (this.budget <= 0 || value === null || typeof value !== 'object' || Array.isArray(value)) return;
    this.budget--;
    const node = value as Record<string, unknown>;
    for (const key in node) if (SHAPE_FIELDS.has(key)) this.words.add(key);
    const { type, options } = node;
    if (type !== undefined) this.words.add(typeof type === 'number' && Number.isInteger(type) && type >= 0 && type < TYPE_WORDS.length ? TYPE_WORDS[type]! : 'type');
    if (!Array.isArray(options)) return;
    for (const option of options) {
      if (this.budget <= 0) return;
      this.node(option);
    }
  }

  /** The words, sorted, with `kind` (quiet or reported) among them. */
  wordsWith(kind: 'quiet' | 'reported'): string {
    return [...this.words, kind].sort().join('+');
  }
}
