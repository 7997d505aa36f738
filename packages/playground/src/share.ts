// The whole state of the page in the URL fragment, deflated (the browser's CompressionStream)
// and base64url-encoded: a link carries it, and the fragment never reaches a server.
import type { PageOptions } from './engine.js';

export interface PageState {
  readonly text: string;
  readonly options: PageOptions;
  /** The locale the preview shows. */
  readonly locale: string;
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** `s=<deflated JSON of the state>`, for location.hash. */
export async function encodeState(state: PageState): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  return `s=${toBase64Url(await through(bytes, new CompressionStream('deflate-raw')))}`;
}

/** The state of a fragment made by encodeState, or undefined when it is not one (or is damaged). */
export async function decodeState(fragment: string): Promise<PageState | undefined> {
  const match = /^#?s=([A-Za-z0-9_-]+)$/.exec(fragment);
  if (!match) return undefined;
  try {
    const json = new TextDecoder().decode(await through(fromBase64Url(match[1]!), new DecompressionStream('deflate-raw')));
    const state = JSON.parse(json) as Partial<PageState>;
    if (typeof state.text !== 'string' || typeof state.locale !== 'string' || typeof state.options !== 'object' || state.options === null) return undefined;
    return state as PageState;
  } catch {
    return undefined;
  }
}
