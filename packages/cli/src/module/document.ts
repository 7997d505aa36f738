// What a module exported, as a document the linter reads like a source file's: one body per
// exported command, its value exactly what the module gave (nothing unknown), and each place of
// it located in the module's text where the source reader traced the same command (found by
// name and type) to the same value; anywhere else, at the words that export it.
import type { Path } from '@cmdlint/core';
import type { ReadSource } from '@cmdlint/text';
import type { SourceBody, SourceDocument } from '@cmdlint/text';
import type { ExportPlaces, sentThroughDiscordJs } from '@cmdlint/reader-js';
import type { ExportedCommand } from './child.js';
import type { SendVia } from '@cmdlint/text';

type PlaceInfo = SourceBody['lowered']['places'] extends ReadonlyMap<string, infer P> ? P : never;
type Span = PlaceInfo['span'];

export interface ModuleText {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** What the set that holds a module says of its exports. */
export interface ModuleSet {
  readonly body?: string;
  readonly via?: SendVia;
}

export interface SourceTools {
  readonly readSource: ReadSource;
  readonly exportPlaces: (path: string, text: string) => ExportPlaces;
  readonly SourceDocument: typeof SourceDocument;
  /** An exported object as discord.js's commands.set sends it (a set's or the flag's "via"). */
  readonly sentThroughDiscordJs: typeof sentThroughDiscordJs;
  /** The discord.js major the nearest package.json names. */
  readonly discordJsFor: (path: string) => 13 | 14 | undefined;
}

const key = (path: Path): string => path.join('\u0000');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A command's identity as the service has it: its type (1 when absent) and name. */
function identity(value: unknown): string | undefined {
  if (!isObject(value) || typeof value.name !== 'string') return undefined;
  return `${typeof value.type === 'number' ? value.type : 1}\u0000${value.name}`;
}

/** The commands the reader found in the file, each with its places and its path in its body. */
interface Traced {
  readonly places: SourceBody['lowered']['places'];
  readonly value: unknown;
  /** Its path in the reader's body: [] for a command, [i] for one of an array. */
  readonly at: Path;
}

function tracedCommands(document: SourceDocument): Map<string, Traced[]> {
  const found = new Map<string, Traced[]>();
  const add = (value: unknown, places: Traced['places'], at: Path): void => {
    const id = identity(value);
    if (id === undefined) return;
    const list = found.get(id);
    if (list) list.push({ value, places, at });
    else found.set(id, [{ value, places, at }]);
  };
  for (const body of document.bodies) {
    const { value, places } = body.lowered;
    if (Array.isArray(value)) value.forEach((item, i) => add(item, places, [i]));
    else add(value, places, []);
  }
  return found;
}

/**
 * Whether the reader's command is this one: every field it knew as a primitive (description,
 * nsfw, default_member_permissions...) has the exported value. Two commands of one name (one
 * built in a loop the reader cannot follow) are then told apart.
 */
function agrees(value: unknown, traced: unknown): boolean {
  if (!isObject(value) || !isObject(traced)) return false;
  for (const [field, known] of Object.entries(traced)) {
    if (typeof known !== 'object' && value[field] !== known) return false;
  }
  return true;
}

/**
 * The places of `value` that the traced command vouches for: a primitive only where the reader
 * knew the same primitive, an object or array where the reader had one; array elements that
 * have names (options, choices) are paired by name, others by index when the reader's array is
 * whole. No literal is carried over: a module's diagnostics are not fixed through its text.
 */
function mapPlaces(value: unknown, traced: Traced, places: Map<string, PlaceInfo>): void {
  const walk = (mine: unknown, theirs: unknown, path: Path, theirPath: Path): void => {
    const place = traced.places.get(key(theirPath));
    if (place === undefined) return;
    const located: PlaceInfo = { span: place.span, ...(place.keySpan ? { keySpan: place.keySpan } : {}) };
    if (Array.isArray(mine)) {
      if (!Array.isArray(theirs)) return;
      places.set(key(path), located);
      const used = new Set<number>();
      mine.forEach((item, i) => {
        const name = isObject(item) && typeof item.name === 'string' ? item.name : undefined;
        let j = -1;
        if (name !== undefined) j = theirs.findIndex((other, k) => !used.has(k) && isObject(other) && other.name === name);
        else if (!place.open && theirs.length === mine.length) j = i;
        if (j === -1) return;
        used.add(j);
        walk(item, theirs[j], [...path, i], [...theirPath, j]);
      });
    } else if (isObject(mine)) {
      if (!isObject(theirs)) return;
      places.set(key(path), located);
      for (const field of Object.keys(mine)) if (Object.prototype.hasOwnProperty.call(theirs, field)) walk(mine[field], theirs[field], [...path, field], [...theirPath, field]);
    } else if (mine === theirs) {
      places.set(key(path), located);
    }
  };
  walk(value, traced.value, [], traced.at);
}

/** The document of a module's exported commands. */
export function moduleDocument(file: ModuleText, commands: readonly ExportedCommand[], tools: SourceTools, set?: ModuleSet): SourceDocument {
  const plain = tools.readSource(file.path, file.bytes);
  // In a set whose "body" names its exports, the reader traces them too (converted as its "via" says).
  const read = set?.body !== undefined && plain.ok ? plain.withExports([set.body], set.via === undefined ? undefined : new Map([[set.body, set.via]])) : plain;
  const { text } = read;
  const traced = read.ok ? tracedCommands(read) : new Map<string, Traced[]>();
  const exported = read.ok ? tools.exportPlaces(file.path, text) : new Map<string, Span>();
  const taken = new Set<Traced>();
  const bodies = commands.map((command): SourceBody => {
    const places = new Map<string, PlaceInfo>();
    const id = identity(command.value);
    const match = id === undefined ? undefined : traced.get(id)?.find((candidate) => !taken.has(candidate) && agrees(command.value, candidate.value));
    if (match) {
      taken.add(match);
      mapPlaces(command.value, match, places);
    }
    if (!places.has('')) {
      // Not traced: the export's words (`export`, `module.exports`), else the file's start.
      const span = exported.get(command.exportName) ?? exported.get('default') ?? { start: 0, end: 0 };
      places.set('', { span });
    }
    return { lowered: { value: command.value, places, complete: true }, kind: 'command', origin: command.builder ? 'builder' : 'typed' };
  });
  // Its exports are its commands already: a set's "body" (withExports) reads the same document.
  const reread = (next: string): SourceDocument => {
    if (next === text) return document;
    throw new Error('a module document is not fixed through its text');
  };
  const document = new tools.SourceDocument(text, read.bom, bodies, [], true, reread);
  return document;
}
