// The forms in which users paste the service's error (api-facts §11), built from one JSON body:
// the body itself, and the text the JavaScript library prints. The flattening is written here from
// the facts of §11 (first key bare, numeric keys in brackets, other keys after a dot, the code in
// brackets; a root leaf as its code alone), independently of the parser under test.

export interface ErrorBody {
  readonly code: number;
  readonly message: string;
  readonly errors: Record<string, unknown>;
}

export const leaf = (code: string, message: string): { _errors: { code: string; message: string }[] } => ({ _errors: [{ code, message }] });

/** An `errors` tree with one leaf at `path`. */
export function treeAt(path: readonly (string | number)[], code: string, message = 'the service refused this'): Record<string, unknown> {
  let node: Record<string, unknown> = leaf(code, message);
  for (let i = path.length - 1; i >= 0; i--) node = { [String(path[i])]: node };
  return node;
}

export function formBody(errors: Record<string, unknown>): ErrorBody {
  return { code: 50035, message: 'Invalid Form Body', errors };
}

/** The library's lines, one per leaf. */
function flattenedLines(errors: Record<string, unknown>, key = ''): string[] {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(errors)) {
    if (name === '_errors') {
      for (const e of value as { code: string; message: string }[]) lines.push(key === '' ? `${e.code}: ${e.message}` : `${key}[${e.code}]: ${e.message}`);
      continue;
    }
    const next = key === '' ? name : /^\d+$/.test(name) ? `${key}[${name}]` : `${key}.${name}`;
    lines.push(...flattenedLines(value as Record<string, unknown>, next));
  }
  return lines;
}

/** The library's whole message: `Invalid Form Body`, then the lines; `withHead: false` drops the first line. */
export function flattenedText(body: ErrorBody, withHead = true): string {
  const lines = flattenedLines(body.errors);
  return (withHead ? [`DiscordAPIError[${body.code}]: ${body.message}`, ...lines] : lines).join('\n');
}

/** Every form of one error body: JSON value, JSON text, JSON in a log line, flattened with and without the head line. */
export function forms(body: ErrorBody): [string, unknown][] {
  return [
    ['JSON value', body],
    ['JSON text', JSON.stringify(body)],
    ['JSON in a log line', `2026-11-24T12:00:00Z ERROR deploy failed: ${JSON.stringify(body)} (status 400)`],
    ['flattened text', flattenedText(body)],
    ['flattened lines without the message line', flattenedText(body, false)],
  ];
}
