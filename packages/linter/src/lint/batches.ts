// Grouping and pacing: bodies of one set (or one file), scope and guild are linted together,
// files in no set a few at a time as they come; the work runs in steps a paced caller may pause
// between. Each report is handed to `map` as soon as it exists.
import { createLinter, type Diagnostic, type Linter, type LintOptions, type Path } from '@cmdlint/core';
import { configRelativePath } from '../sets.js';
import type { JsonDocument } from '@cmdlint/text';
import type { TextProblem } from '@cmdlint/text';
import { prefixed, SERVICE_FILLED } from './bodies.js';
import { drain, quietReport, report, reportSteps, type FileReport } from './report.js';
import type { FileSettings } from './settings.js';

/**
 * Files in no set are linted a few at a time: reading and linting each in turn makes each evict
 * the other from the processor's caches, and holding them all makes every young collection copy
 * them; a handful at a time avoids both.
 */
const PENDING_FILES = 32;

/** A body linted with others: a whole file of a set, or one part of a wrapper file (see wrapped.ts). */
export interface Member {
  /** The file's place among the results. */
  readonly file: number;
  readonly path: string;
  readonly document: JsonDocument;
  readonly value: unknown;
  /** Where the body is in its file, for a part of a wrapper. */
  readonly prefix: Path | undefined;
  /** Keeps only the diagnostics that hold (a source's body with unknown parts: source/sound.ts). */
  readonly holds?: (diagnostic: Diagnostic) => boolean;
  /** The reader's restatement of a diagnostic that holds (SourceBody.restate). */
  readonly restate?: (diagnostic: Diagnostic) => Diagnostic;
  /** A body the library merges with the others of its name, from any file (SourceBody.mergedByName). */
  readonly mergedByName?: true;
}

/** A file whose bodies are linted with others: its diagnostics gather until its last body is done. */
export interface OpenFile {
  readonly path: string;
  readonly document: JsonDocument;
  readonly settings: FileSettings;
  readonly diagnostics: Diagnostic[];
  remaining: number;
  /** The wrapper's warning, arrays no set names, "body" pointers that name nothing. */
  readonly problems: readonly TextProblem[];
  /** A saved listing: the fields only the service returns are said once, by `problems`. */
  readonly listing?: boolean;
}

/** Bodies linted together: the same set (or the same file), scope and guild. */
interface Group {
  readonly settings: FileSettings;
  readonly members: Member[];
}

/**
 * The lint of many bodies: files of one set of one configuration are linted together when all are
 * in (at `finish`), every other file soon after it is added (a few at a time). FileLinter
 * (lint-files.ts) says which bodies each file has and which group each joins.
 */
export class Batches<T> {
  private readonly linters = new Map<LintOptions, Linter>();
  private readonly groups = new Map<string, Group>();
  protected readonly open = new Map<number, OpenFile>();
  private readonly results: (T | undefined)[] = [];
  private readonly pending: (Member & { readonly settings: FileSettings })[] = [];
  /** The bodies of the lint under way, for messages that name another place (see describePlace). */
  private current: readonly Member[] = [];
  private readonly describePlace = (body: number, path: Path, from: number): string | undefined => this.place(body, path, from);

  constructor(
    private readonly map: (report: FileReport) => T,
    private readonly showPath?: (path: string) => string,
  ) {}

  /** A place among the results for the next file, in the order files are added. */
  protected reserve(): number {
    this.results.push(undefined);
    return this.results.length - 1;
  }

  private linterFor(settings: FileSettings): Linter {
    // Keyed by the options: a file's settings with overrides share its set's options and linter.
    let linter = this.linters.get(settings.options);
    if (!linter) this.linters.set(settings.options, (linter = createLinter({ ...settings.options, describePlace: this.describePlace })));
    return linter;
  }

  /** The diagnostics of one body linted alone with `settings` (a body whose scope is not known, in the other scope: lint-files.ts). */
  protected lintAlone(settings: FileSettings, value: unknown): readonly Diagnostic[] {
    return this.linterFor(settings).lintSet([value])[0]!;
  }

  /** How a message names a body's place: a line of the same file, or another file and its line. */
  private place(body: number, path: Path, from: number): string | undefined {
    const target = this.current[body];
    if (target === undefined) return undefined;
    const start = target.document.rangeOf(target.prefix ? [...target.prefix, ...path] : path).start;
    const line = target.document.rangeAt(start, start).start.line + 1;
    if (this.current[from]?.path === target.path) return `line ${line}`;
    if (this.showPath) return `${this.showPath(target.path)}:${line}`;
    const config = this.open.get(target.file)?.settings.config;
    return `${(config && configRelativePath(config, target.path)) ?? target.path}:${line}`;
  }

  protected join(key: string, settings: FileSettings, member: Member, guildId = settings.options.guildId): void {
    // A group is linted with the settings of its first member: bodies a request says are of
    // another kind (an edit) are a group of their own, not linted as that member's kind.
    const groupKey = `${key}|${settings.options.scope}|${guildId ?? ''}|${settings.options.kind}`;
    const group = this.groups.get(groupKey);
    if (group) group.members.push(member);
    else this.groups.set(groupKey, { settings, members: [member] });
  }

  /** A file in no set, linted soon (see PENDING_FILES). */
  protected queue(member: Member & { readonly settings: FileSettings }): void {
    this.pending.push(member);
    if (this.pending.length >= PENDING_FILES) this.lintPending();
  }

  protected close(index: number, open: OpenFile): void {
    this.open.delete(index);
    this.results[index] = this.map(report(open.path, open.document, open.settings, open.diagnostics, open.problems));
  }

  private lintPending(): void {
    drain(this.pendingSteps());
  }

  /**
   * The work that is left, in steps: each generator yields where a paced caller may pause (after
   * each lint, every LOCATED_PER_STEP located diagnostics); `finish` runs them straight through.
   */
  private *pendingSteps(): Generator<void, void, void> {
    for (const member of this.pending) {
      const { file, path, document, settings } = member;
      let diagnostics: readonly Diagnostic[] = [];
      if (document.ok) {
        this.current = [member];
        diagnostics = this.linterFor(settings).lintSet([document.value])[0]!;
        this.current = [];
        yield;
      }
      this.results[file] = this.map(quietReport(path, document, settings, diagnostics) ?? (yield* reportSteps(path, document, settings, diagnostics)));
    }
    this.pending.length = 0;
  }

  private *groupSteps(): Generator<void, void, void> {
    for (const { settings, members } of this.groups.values()) {
      this.current = members;
      const results = this.linterFor(settings).lintSet(members.map((member) => member.value));
      this.current = [];
      yield;
      const merged = mergedNames(members);
      for (let k = 0; k < members.length; k++) {
        const member = members[k]!;
        const open = this.open.get(member.file)!;
        const diagnostics = merged ? results[k]!.filter((diagnostic) => !countsMergedBodies(diagnostic, member, merged)) : results[k]!;
        // One by one: a big set's file may have more diagnostics than a call takes arguments.
        if (open.listing) {
          for (const diagnostic of diagnostics) if (!SERVICE_FILLED.has(diagnostic.ruleId)) open.diagnostics.push(diagnostic);
        } else if (member.prefix === undefined) for (const diagnostic of diagnostics) open.diagnostics.push(diagnostic);
        else for (const diagnostic of diagnostics) if (!member.holds || member.holds(diagnostic)) open.diagnostics.push(prefixed(member.restate ? member.restate(diagnostic) : diagnostic, member.prefix));
        if (--open.remaining === 0) {
          this.open.delete(member.file);
          this.results[member.file] = this.map(yield* reportSteps(open.path, open.document, open.settings, open.diagnostics, open.problems));
        }
      }
    }
    this.groups.clear();
  }

  /**
   * Lints the sets; the results of all files, in the order they were added. With `pause`, calls it
   * between steps of the work (after each file's lint, every few hundred diagnostics located): a
   * server lints a big document without blocking its requests.
   */
  finish(): T[];
  finish(pause: () => Promise<void>): Promise<T[]>;
  finish(pause?: () => Promise<void>): T[] | Promise<T[]> {
    if (pause) return this.finishPaced(pause);
    drain(this.pendingSteps());
    drain(this.groupSteps());
    return this.results as T[];
  }

  private async finishPaced(pause: () => Promise<void>): Promise<T[]> {
    for (const steps of [this.pendingSteps(), this.groupSteps()]) {
      while (!steps.next().done) await pause();
    }
    return this.results as T[];
  }
}

/** The rules that count a set's commands: a body merged by name may be counted more than once. */
const COMMAND_COUNTS = new Set(['command-type-limit', 'bulk-size']);

/** The names of the bodies a library merges by name (SourceBody.mergedByName), if the set has any. */
function mergedNames(members: readonly Member[]): ReadonlySet<unknown> | undefined {
  let names: Set<unknown> | undefined;
  for (const member of members) if (member.mergedByName) (names ??= new Set()).add(nameOf(member.value));
  return names;
}

function nameOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
}

/**
 * Whether a diagnostic counts bodies the library merges into one command: two files that each add
 * subcommands to one interactions.py base are one command, so a clash of that name (on either body,
 * or on a plain command of the name, which the library squashes in too) and the set's counts of
 * commands do not hold. Never a false error; a count that a merge hides is a miss, said in
 * docs/python.md.
 */
function countsMergedBodies(diagnostic: Diagnostic, member: Member, merged: ReadonlySet<unknown>): boolean {
  if (COMMAND_COUNTS.has(diagnostic.ruleId)) return true;
  return diagnostic.ruleId === 'unique-command-name' && merged.has(nameOf(member.value));
}
