// Colours for the terminal: on a TTY unless NO_COLOR, NODE_DISABLE_COLORS or TERM=dumb (as Node's
// own tty.getColorDepth decides); FORCE_COLOR forces them; the flags win.

export interface Colors {
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  underline(text: string): string;
}

const wrap =
  (open: number, close: number) =>
  (text: string): string =>
    `\u001b[${open}m${text}\u001b[${close}m`;

const ON: Colors = { red: wrap(31, 39), yellow: wrap(33, 39), green: wrap(32, 39), dim: wrap(2, 22), bold: wrap(1, 22), underline: wrap(4, 24) };
const same = (text: string): string => text;
const OFF: Colors = { red: same, yellow: same, green: same, dim: same, bold: same, underline: same };

export function colors(enabled: boolean): Colors {
  return enabled ? ON : OFF;
}

export function useColor(flag: boolean | undefined, env: Readonly<Record<string, string | undefined>>, isTTY: boolean): boolean {
  if (flag !== undefined) return flag;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.NODE_DISABLE_COLORS !== undefined && env.NODE_DISABLE_COLORS !== '') return false;
  if (env.TERM === 'dumb') return false;
  return isTTY;
}
