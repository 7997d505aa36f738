// A stack trace of the built bundles, read back through their source maps. The bundles a run
// loads with a code cache have short names (tsup.config.ts, WRAPPED: a run on one small file is
// 1 ms quicker for it), so V8 writes their frames as `at zy (dist/run.cjs:131:2093)`. Under
// DEBUG=cmdlint this part turns each such frame into the function and the line a reader of the
// code can find: `at runOnce (src/run.ts:398:24)`. It is its own part
// (dist/stack.cjs), required only to print a stack, and so is the source-map reader it bundles
// (@jridgewell/trace-mapping, Babel's and Jest's).
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

/** How a frame starts, as V8 writes it: `    at `. */
const FRAME_HEAD = /^\s*at /;
/** A line number or column, as V8 writes it. */
const DIGITS = /^\d+$/;
/**
 * The most lines of a stack looked at: V8 writes ten frames (Error.stackTraceLimit), and a
 * message's own lines, which an input may write, are left alone past this.
 */
const MAPPED_LINES = 200;
/**
 * A frame's name as V8 writes it: `zy`, `async zy`, `new zy`, `Object.zy`, `Object.zy [as run]`;
 * the function's own name (minified) is the name alone after the receiver's type, if any.
 */
const FRAME_NAME = /^((?:async |new )?(?:[^\s.[\]]+\.)?)([\p{ID_Start}$_][\p{ID_Continue}$\u200c\u200d]*)((?: \[as [^\]]+\])?)$/u;

interface Frame {
  readonly head: string;
  readonly name: string | undefined;
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly tail: string;
}

interface Original {
  readonly source: string;
  readonly line: number;
  readonly column: number;
  /** The name the bundle's identifier at this place had in the source, when it was renamed. */
  readonly name: string | undefined;
}

/**
 * `    at NAME (FILE:LINE:COLUMN)` or `    at FILE:LINE:COLUMN`, as V8 writes a frame, read by
 * positions: a message's line is text an input may write, and a regular expression with two
 * lazy parts took 0.7 s over a line of 32,000 characters.
 */
function frameOf(text: string): Frame | undefined {
  const head = FRAME_HEAD.exec(text)?.[0];
  if (head === undefined) return undefined;
  let place = text.slice(head.length);
  let name: string | undefined;
  let tail = '';
  const open = place.endsWith(')') ? place.indexOf(' (') : -1;
  if (open !== -1) {
    name = place.slice(0, open);
    place = place.slice(open + 2, -1);
    tail = ')';
  }
  const columnAt = place.lastIndexOf(':');
  const lineAt = columnAt <= 0 ? -1 : place.lastIndexOf(':', columnAt - 1);
  if (lineAt <= 0) return undefined;
  const line = place.slice(lineAt + 1, columnAt);
  const column = place.slice(columnAt + 1);
  if (!DIGITS.test(line) || !DIGITS.test(column)) return undefined;
  return { head, name, file: place.slice(0, lineAt), line: Number(line), column: Number(column), tail };
}

/** A bundle as a stack reads it: its source map, and its text to find where a function is declared. */
interface MappedBundle {
  readonly map: TraceMap;
  readonly text: string;
  /** Where each line of `text` starts. */
  readonly lineStarts: readonly number[];
}

function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** Where `name` is last declared before `offset` in minified code: `function name(`, `class name`, `name=(...)=>`, `name=function`; the offset of the name. */
export function declarationBefore(text: string, name: string, offset: number): number | undefined {
  const declared = new RegExp(`(?:function\\*?\\s*|class\\s+)(${name.replace(/\$/g, '\\$')})(?![\\p{ID_Continue}$\\u200c\\u200d])|(?<![\\p{ID_Continue}$.])(${name.replace(/\$/g, '\\$')})=(?=async|function|class|\\([^()]*\\)=>|[\\p{ID_Start}$_][\\p{ID_Continue}$]*=>)`, 'gu');
  let found: number | undefined;
  for (let match = declared.exec(text); match !== null && match.index < offset; match = declared.exec(text)) {
    found = match[1] === undefined ? match.index : match.index + match[0].length - name.length; // the name ends the first form, starts the second
  }
  return found;
}

/**
 * `stack` with every frame in a bundle of `distDir` that has a source map beside it (FILE.map)
 * written at its place in the source, shown relative to the package (the folder above `distDir`).
 * A frame's function name (`zy` in `async zy` or `Object.zy`) is the name the source gave that
 * function: the map's name of its declaration, the last one before the frame in the bundle,
 * when the map puts that declaration in the same source, above the frame; else the name its
 * caller's frame calls it by (as Node's --enable-source-maps does); else V8's. Every other line,
 * and any frame that cannot be mapped, is left as it is; so is the whole stack when a bundle or
 * its map cannot be read.
 */
export function sourceMappedStack(stack: string, distDir: string): string {
  const bundles = new Map<string, MappedBundle | undefined>();
  const bundleOf = (file: string): MappedBundle | undefined => {
    if (!bundles.has(file)) {
      let bundle: MappedBundle | undefined;
      try {
        // Only a bundle of this package's own dist folder: a frame names any file it likes.
        if (dirname(file) === distDir) {
          const text = readFileSync(file, 'latin1');
          bundle = { map: new TraceMap(readFileSync(`${file}.map`, 'utf8')), text, lineStarts: lineStartsOf(text) };
        }
      } catch {
        bundle = undefined; // no map: the frame stays as V8 wrote it
      }
      bundles.set(file, bundle);
    }
    return bundles.get(file);
  };
  const originalAt = (file: string, bundle: MappedBundle, line: number, column: number): Original | undefined => {
    const found = originalPositionFor(bundle.map, { line, column });
    if (found.source === null || found.line === null || found.column === null) return undefined;
    return { source: resolve(dirname(file), found.source), line: found.line, column: found.column, name: found.name ?? undefined };
  };
  const originalOf = (frame: Frame | undefined): Original | undefined => {
    const bundle = frame && bundleOf(frame.file);
    return frame && bundle && originalAt(frame.file, bundle, frame.line, frame.column - 1);
  };
  /** The source's name of the function `name` that the frame runs in, from its declaration. */
  const declaredName = (frame: Frame, name: string, original: Original): string | undefined => {
    const bundle = bundleOf(frame.file)!;
    const offset = (bundle.lineStarts[frame.line - 1] ?? Infinity) + frame.column - 1;
    const at = declarationBefore(bundle.text, name, offset);
    if (at === undefined) return undefined;
    let line = 0;
    while (line + 1 < bundle.lineStarts.length && bundle.lineStarts[line + 1]! <= at) line++;
    const declaration = originalAt(frame.file, bundle, line + 1, at - bundle.lineStarts[line]!);
    const above = declaration !== undefined && declaration.source === original.source && declaration.line <= original.line;
    return above ? declaration.name : undefined;
  };
  const packageDir = dirname(distDir);
  const lines = stack.split('\n');
  const frames = lines.map((text, i) => (i < MAPPED_LINES ? frameOf(text) : undefined));
  return lines
    .map((text, i) => {
      const frame = frames[i];
      const original = originalOf(frame);
      if (frame === undefined || original === undefined) return text;
      const shown = relative(packageDir, original.source).split(sep).join('/');
      const parts = frame.name === undefined ? null : FRAME_NAME.exec(frame.name);
      const sourceName = parts ? (declaredName(frame, parts[2]!, original) ?? originalOf(frames[i + 1])?.name) : undefined;
      const name = parts && sourceName !== undefined ? `${parts[1]}${sourceName}${parts[3]}` : frame.name;
      const place = `${shown}:${original.line}:${original.column + 1}`;
      return name === undefined ? `${frame.head}${place}` : `${frame.head}${name} (${place}${frame.tail}`;
    })
    .join('\n');
}
