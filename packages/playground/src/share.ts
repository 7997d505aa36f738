// The whole state of the page in the URL fragment, deflated (the browser's CompressionStream)
// and base64url-encoded: a link carries it, and the fragment never reaches a server.
//
// Both ways are bounded: the page makes no link longer than SHARE_LINK_LIMIT (512 KB of
// fragment) nor one that opens to more than SHARE_STATE_LIMIT (8 MB of state), and it refuses to
// open anything beyond either, reading the inflated stream no further than the bound: a 136 KB
// link can hold 100 MB of blanks. 8 MB is 16 times the longest link; command bodies, even a bulk
// array of the docs' 149 examples repeated 50 times, deflate to about 9 times fewer link characters.
import { LOCALES } from '@cmdlint/core';
import { DEFAULT_OPTIONS, type PageOptions } from './options.js';

/** The longest share link the page makes or opens (the fragment's characters): browsers and chat clients cut longer ones. */
export const SHARE_LINK_LIMIT = 512 * 1024;
/** The most a share link opens to: the state's JSON in UTF-8 bytes. */
export const SHARE_STATE_LIMIT = 8 * 1024 * 1024;

export interface PageState {
  readonly text: string;
  readonly options: PageOptions;
  /** The locale the preview shows. */
  readonly locale: string;
}

/** What a fragment holds: nothing of the page's, a state, or a link the page cannot read (and why, in a few words). */
export type OpenedLink = { readonly kind: 'none' } | { readonly kind: 'state'; readonly state: PageState } | { readonly kind: 'refused'; readonly reason: string };

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

class TooBig extends Error {}

/** Deflate inflates 1 KB to at most about 1 MB: input fed by this much bounds what one read can bring. */
const INPUT_PIECE = 1024;

/**
 * Inflates, reading no more than `limit` bytes of output (give or take a piece): past it the
 * stream is cancelled. The input goes in a piece at a time, when the output is read: a whole
 * blob's stream hands the decompressor 64 KB at once, which comes out as one 64 MB chunk.
 */
async function inflate(bytes: Uint8Array, limit: number): Promise<Uint8Array> {
  let fed = 0;
  const input = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (fed >= bytes.length) controller.close();
        else controller.enqueue(bytes.slice(fed, (fed += INPUT_PIECE)));
      },
    },
    { highWaterMark: 0 },
  );
  const reader = input.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new TooBig();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
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

/** A link of the state, or why there is none: the sizes, for the page to say. */
export type EncodedState = { readonly fragment: string; readonly length: number } | { readonly length: number; readonly stateBytes: number };

/** `s=<deflated JSON of the state>`, for location.hash; no fragment when the link would exceed either bound. */
export async function encodeState(state: PageState): Promise<EncodedState> {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  const fragment = `s=${toBase64Url(await deflate(bytes))}`;
  return fragment.length <= SHARE_LINK_LIMIT && bytes.length <= SHARE_STATE_LIMIT ? { fragment, length: fragment.length } : { length: fragment.length, stateBytes: bytes.length };
}

/** Why a state made elsewhere is not one the page can show, or undefined when it is one. */
function optionsProblem(options: Record<string, unknown>): string | undefined {
  const { scope, kind, jsonc, defaultLocale, rules, application } = options;
  if (scope !== undefined && scope !== 'global' && scope !== 'guild') return 'its scope is neither global nor guild';
  if (kind !== undefined && !['auto', 'command', 'commands', 'edit', 'permissions'].includes(kind as string)) return 'its kind of body is not one the page knows';
  if (jsonc !== undefined && typeof jsonc !== 'boolean') return 'its JSONC option is not true or false';
  if (defaultLocale !== undefined && !LOCALES.includes(defaultLocale as string)) return 'its default locale is not a locale of the service';
  if (rules !== undefined) {
    if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return 'its rule severities are not a list of rules';
    if (!Object.values(rules).every((value) => value === 'off' || value === 'warn' || value === 'error')) return 'a rule severity is not off, warn or error';
  }
  if (application !== undefined) {
    if (typeof application !== 'object' || application === null || Array.isArray(application)) return 'its application settings are not settings';
    const { integrationTypes, embedded, discoverable } = application as Record<string, unknown>;
    if (integrationTypes !== undefined && !(Array.isArray(integrationTypes) && integrationTypes.length > 0 && integrationTypes.every((t) => t === 0 || t === 1))) return 'its integration types are not 0 and 1';
    if (embedded !== undefined && typeof embedded !== 'boolean') return 'its embedded setting is not true or false';
    if (discoverable !== undefined && typeof discoverable !== 'boolean') return 'its discoverable setting is not true or false';
  }
  return undefined;
}

/** What a fragment made by encodeState holds; any other `s=` fragment is refused with its reason. */
export async function decodeState(fragment: string): Promise<OpenedLink> {
  const payload = /^#?s=(.*)$/s.exec(fragment)?.[1];
  if (payload === undefined) return { kind: 'none' };
  const refused = (reason: string): OpenedLink => ({ kind: 'refused', reason });
  if (payload.length + 2 > SHARE_LINK_LIMIT) return refused(`it is ${kilobytes(payload.length + 2)} long, and share links hold up to ${kilobytes(SHARE_LINK_LIMIT)}`);
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return refused(payload === '' ? 'it holds no state' : 'it is damaged (characters a share link never holds: it may have been cut or edited)');
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(await inflate(fromBase64Url(payload), SHARE_STATE_LIMIT));
  } catch (error) {
    if (error instanceof TooBig) return refused(`it opens to more than ${megabytes(SHARE_STATE_LIMIT)}, and share links hold up to ${megabytes(SHARE_STATE_LIMIT)} of text`);
    return refused('it is damaged (it may have been cut short)');
  }
  let state: unknown;
  try {
    state = JSON.parse(json);
  } catch {
    return refused('it is damaged (it may have been cut short)');
  }
  if (typeof state !== 'object' || state === null) return refused('it holds no state of the page');
  const { text, locale, options } = state as Record<string, unknown>;
  if (typeof text !== 'string') return refused('it holds no text');
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return refused('it holds no options');
  const problem = optionsProblem(options as Record<string, unknown>);
  if (problem) return refused(problem);
  const read = options as Partial<PageOptions>;
  const merged: PageOptions = { ...DEFAULT_OPTIONS, ...read, rules: { ...(read.rules ?? {}) } };
  return { kind: 'state', state: { text, options: merged, locale: typeof locale === 'string' && LOCALES.includes(locale) ? locale : 'en-US' } };
}
