// Text checks that spare the reader walks whose result they already know, because every wasm
// crossing of web-tree-sitter costs (python-facts.md 8: a full walk from JavaScript doubles the
// parse). Each answers "may the walk find anything?" from the source text alone, and is only ever
// allowed to say yes too often: test/prefilter.test.ts reads the corpus with and without them
// and requires the same documents.

/** Whether the prefilters are used (a test turns them off to read the plain way). */
export const PREFILTERS = { enabled: true };

/** A directive is a comment that names cmdlint: without the word, the comments are not needed. */
export function mayHoldDirectives(text: string): boolean {
  return !PREFILTERS.enabled || text.includes('cmdlint');
}

/** `global X` in a function rebinds a module constant: without the keyword, no statement does. */
export function mayDeclareGlobals(text: string): boolean {
  return !PREFILTERS.enabled || /\bglobal\b/u.test(text);
}

/**
 * Whether the module may assign a name at its top level (`str = int`, `str: type = int`), so
 * that a builtin type's name may be one of its constants: only where the name is followed by `=`
 * or `:`, past spaces and line continuations.
 */
export function mayAssign(text: string, name: string): boolean {
  if (!PREFILTERS.enabled) return true;
  let pattern = ASSIGNMENTS.get(name);
  if (pattern === undefined) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}_.])${escaped}[\\s\\\\]*[:=]`, 'u');
    // The names asked about are the builtin types' (a handful): a pattern is built once per process, not per file.
    if (ASSIGNMENTS.size < 64) ASSIGNMENTS.set(name, pattern);
  }
  return pattern.test(text);
}

/** mayAssign's patterns by name (V8 builds a Unicode property class when a pattern is made). */
const ASSIGNMENTS = new Map<string, RegExp>();

/** A `def` or `class` and the name it binds, wherever it is (in a method's body too: yes too often). */
const DEFINED_NAME = /\b(?:def|class)[\s\\]+([\p{L}\p{N}_]+)/gu;
/**
 * A name that starts a statement (a line, or past `;` or `:`) followed by `=` or `:`: an
 * assignment or an annotation (a dict's key on its own line too: yes too often). Anchored, it is
 * tried at statement starts only: a name anywhere cost ten times as much.
 */
const ASSIGNED_NAME = /(?:^|[;:])[ \t\f]*([\p{L}\p{N}_]+)[\s\\]*(?:=(?!=)|:)/gmu;

/**
 * Whether a class body, text[start, end), may bind one of its methods' names twice (two `def
 * roll`, or `roll = ...` too), which CommandFinder.shadowedInClass looks for statement by
 * statement: without a `def` or `class` name seen twice, or seen assigned, no statement does.
 */
export function mayRebind(text: string, start: number, end: number): boolean {
  if (!PREFILTERS.enabled) return true;
  const body = text.slice(start, end);
  const defined = new Set<string>();
  for (const match of body.matchAll(DEFINED_NAME)) {
    if (defined.has(match[1]!)) return true;
    defined.add(match[1]!);
  }
  if (defined.size === 0) return false;
  for (const match of body.matchAll(ASSIGNED_NAME)) if (defined.has(match[1]!)) return true;
  return false;
}

/** A line that starts with `@` past its indentation: a decorator, or a line the test says yes to too often (in a string, in brackets). */
const DECORATOR_LINE = /^[ \t\f]*@/mu;

/**
 * Whether a function that is no command may build one in its body (a setup function): by a
 * decorator (a line that starts with `@`; an `@` elsewhere, a mention in a string, is none), a group (`Group`, `SlashCommandGroup`, `GroupCog`, `create_group`, `subgroup`),
 * an interactions.py `SlashCommand` base, whose names all hold `roup` or `SlashCommand`, or a
 * discord.py `ContextMenu` (made in a cog's `__init__`, as discord.py's docs do).
 */
export function mayBuildCommands(text: string, start: number, end: number): boolean {
  if (!PREFILTERS.enabled) return true;
  const body = text.slice(start, end);
  return DECORATOR_LINE.test(body) || body.includes('roup') || body.includes('SlashCommand') || body.includes('ContextMenu');
}

/** A decorator of pytest's (a test, a fixture) is named through `pytest` or `pytest_asyncio`: without the word, none is. */
export function mayUsePytest(text: string): boolean {
  return !PREFILTERS.enabled || text.includes('pytest');
}

/** What makes a function's body worth reading past its first statement (skeleton.ts): a decorator line, a group, a `SlashCommand`, a `ContextMenu`, `global`, a directive. */
const BODY_READ = /^[ \t\f]*@|roup|SlashCommand|ContextMenu|\bglobal\b|cmdlint/gmu;

/**
 * Whether anything may read text[start, end) of a function's body: the places of mayBuildCommands',
 * mayDeclareGlobals' and mayHoldDirectives' words, found once in the whole text, so that asking
 * about nested bodies costs a search, not a scan of each (a file of functions nested a thousand
 * deep was read in 40 s). It says yes wherever one of the three says yes of the same range.
 */
export function bodyReadings(text: string): (start: number, end: number) => boolean {
  if (!PREFILTERS.enabled) return () => true;
  const starts: number[] = [];
  const ends: number[] = [];
  BODY_READ.lastIndex = 0;
  for (let match = BODY_READ.exec(text); match !== null; match = BODY_READ.exec(text)) {
    starts.push(match.index);
    ends.push(match.index + match[0].length);
  }
  return (start, end) => {
    // The first word at or after `start`, then the few that start before `end` (words overlap only near it).
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle]! < start) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < starts.length && starts[i]! < end; i++) if (ends[i]! <= end) return true;
    return false;
  };
}

