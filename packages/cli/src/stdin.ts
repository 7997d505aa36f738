// Standard input, read whole but bounded: `--stdin </dev/zero` ends with the caller's message,
// not with the heap.
import type { CliIo } from './io.js';

/**
 * The most bytes cmdlint reads of what is not a file it lints: an error of the service (`explain`),
 * a registered list (`plan --registered`, the `--fetch` answer once decoded). A listing of
 * 100 + 15 + 15 + 1 commands of 8000 characters each is far below it.
 */
export const MAX_SIDE_INPUT_BYTES = 64 * 1024 * 1024;

/** The bytes of standard input (or of any stream of bytes), or undefined once they pass `maxBytes`: reading stops there. */
export async function readStandardInput(stdin: CliIo['stdin'] | AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array | undefined> {
  if (stdin === undefined) return new Uint8Array();
  const bytesOf = (chunk: Uint8Array | string): Uint8Array => (typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
  if (typeof stdin === 'string' || stdin instanceof Uint8Array) {
    const bytes = bytesOf(stdin);
    return bytes.length > maxBytes ? undefined : bytes;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stdin) {
    const bytes = bytesOf(chunk);
    total += bytes.length;
    if (total > maxBytes) return undefined;
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
