// The split of the arguments into options and positionals that `util.parseArgs` makes with
// `strict: false, allowPositionals: true, tokens: true` (Node 20's rules: `--flag value`,
// `--flag=value`, `-f value`, `-fvalue`, short groups `-qc file`, `--`, lone `-`), written out
// here because loading Node's own costs about 5 million instructions of every run's start-up,
// nearly 1 % of a run on one small file (docs/performance.md). parseArgs stays the oracle:
// test/cli/argv-tokens.test.ts compares the two on every flag form the commands accept.

interface TokenSpec {
  readonly type: 'boolean' | 'string';
  readonly short?: string;
  readonly multiple?: boolean;
}

interface OptionToken {
  readonly kind: 'option';
  /** The long name (a short name with no long one: the letter itself). */
  readonly name: string;
  /** As written: `--name`, `-n`. */
  readonly rawName: string;
  /** The position in argv of the argument that holds it (a short group's members share one). */
  readonly index: number;
  readonly value: string | undefined;
  readonly inlineValue: boolean | undefined;
}

export interface Tokens {
  /** Each option given: a value, true for one without; an array of them when the option is `multiple`. Null prototype. */
  readonly values: Record<string, string | boolean | Array<string | boolean> | undefined>;
  readonly positionals: string[];
  /** The options in order (positionals and `--` are not needed by the readers). */
  readonly tokens: OptionToken[];
}

const own = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

function typeOf(options: Readonly<Record<string, TokenSpec>>, name: string): string | undefined {
  return own(options, name) ? options[name]!.type : undefined;
}

function longNameOf(short: string, options: Readonly<Record<string, TokenSpec>>): string {
  for (const name of Object.keys(options)) if (options[name]!.short === short) return name;
  return short;
}

export function tokenize(argv: readonly string[], options: Readonly<Record<string, TokenSpec>>): Tokens {
  const tokens: OptionToken[] = [];
  const positionals: string[] = [];
  const remaining = [...argv];
  let index = -1;
  let grouped = 0; // arguments left that came from one short group, which keep its index
  while (remaining.length > 0) {
    const arg = remaining.shift()!;
    const next = remaining[0];
    if (grouped > 0) grouped--;
    else index++;
    if (arg === '--') {
      positionals.push(...remaining);
      break;
    }
    const short = arg.length >= 2 && arg[0] === '-' && arg[1] !== '-';
    if (short && arg.length === 2) {
      const name = longNameOf(arg[1]!, options);
      // Any next argument is the value, even one that starts with "-" (`--max-warnings -1`).
      const value = typeOf(options, name) === 'string' && next !== undefined ? remaining.shift() : undefined;
      tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue: value === undefined ? undefined : false });
      if (value !== undefined) index++;
      continue;
    }
    if (short) {
      const first = longNameOf(arg[1]!, options);
      if (typeOf(options, first) !== 'string') {
        // -qc FILE is -q -c FILE; -qcFILE is -q -cFILE
        const expanded: string[] = [];
        for (let at = 1; at < arg.length; at++) {
          const letter = arg[at]!;
          if (typeOf(options, longNameOf(letter, options)) !== 'string' || at === arg.length - 1) expanded.push(`-${letter}`);
          else {
            expanded.push(`-${arg.slice(at)}`);
            break;
          }
        }
        remaining.unshift(...expanded);
        grouped = expanded.length;
        continue;
      }
      tokens.push({ kind: 'option', name: first, rawName: `-${arg[1]!}`, index, value: arg.slice(2), inlineValue: true });
      continue;
    }
    if (arg.length > 2 && arg.startsWith('--')) {
      const equals = arg.indexOf('=', 3);
      if (equals === -1) {
        const name = arg.slice(2);
        const value = typeOf(options, name) === 'string' && next !== undefined ? remaining.shift() : undefined;
        tokens.push({ kind: 'option', name, rawName: arg, index, value, inlineValue: value === undefined ? undefined : false });
        if (value !== undefined) index++;
      } else {
        const name = arg.slice(2, equals);
        tokens.push({ kind: 'option', name, rawName: `--${name}`, index, value: arg.slice(equals + 1), inlineValue: true });
      }
      continue;
    }
    positionals.push(arg);
  }
  const values: Tokens['values'] = Object.create(null) as Tokens['values'];
  for (const token of tokens) {
    if (token.name === '__proto__') continue; // as parseArgs: never stored
    const value = token.value ?? true;
    if (own(options, token.name) && options[token.name]!.multiple) {
      const list = values[token.name];
      if (Array.isArray(list)) list.push(value);
      else values[token.name] = [value];
    } else values[token.name] = value;
  }
  return { values, positionals, tokens };
}
