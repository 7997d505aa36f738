// Standard input, read whole but bounded: `--stdin </dev/zero` ends with the caller's message,
// not with the heap.
import type { CliIo } from './io.js';

/** The bytes of standard input, or undefined once they pass `maxBytes`. */
export async function readStandardInput(stdin: CliIo['stdin'], maxBytes: number): Promise<Uint8Array | undefined> {
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
