// Reads the registered commands from the list endpoint (api-facts §10). The token comes from the
// environment, goes in one header to the API base and nowhere else, and is never printed; plain
// http is refused except for loopback. Every failure is one line for the user.

import { escapeControlCharacters } from '@cmdlint/text';
import { MAX_SIDE_INPUT_BYTES, readStandardInput } from '../stdin.js';

export class FetchFailure extends Error {
  override name = 'FetchFailure';
}

export interface FetchRequest {
  readonly apiBase: string;
  readonly applicationId: string;
  readonly guildId: string | undefined;
  readonly token: string;
  /** Seconds. */
  readonly timeout: number;
  /** Longest wait honoured for a 429, seconds. */
  readonly maxRetryAfter?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The list endpoint's URL for the request, after checking the base. */
function listUrl(request: Pick<FetchRequest, 'apiBase' | 'applicationId' | 'guildId'>): URL {
  let base: URL;
  try {
    base = new URL(request.apiBase);
  } catch {
    throw new FetchFailure(`--api-base is not a URL: "${request.apiBase}".`);
  }
  if (base.protocol !== 'https:' && !(base.protocol === 'http:' && isLoopback(base.hostname))) {
    throw new FetchFailure(`--api-base must use https (plain http only for loopback, to keep the token off the wire), not ${base.protocol}//${base.host}.`);
  }
  if (base.username || base.password || base.search || base.hash) throw new FetchFailure('--api-base takes a plain URL (no credentials, query or fragment).');
  const path = request.guildId === undefined ? `applications/${request.applicationId}/commands` : `applications/${request.applicationId}/guilds/${request.guildId}/commands`;
  const url = new URL(`${base.href.replace(/\/+$/, '')}/${path}`);
  url.searchParams.set('with_localizations', 'true');
  return url;
}

function what(request: FetchRequest): string {
  return request.guildId === undefined ? `the global commands of application ${request.applicationId}` : `the commands of application ${request.applicationId} in guild ${request.guildId}`;
}

async function retryAfterOf(response: Response): Promise<number | undefined> {
  try {
    const body = (await response.json()) as { retry_after?: unknown };
    if (typeof body.retry_after === 'number' && Number.isFinite(body.retry_after) && body.retry_after >= 0) return body.retry_after;
  } catch {
    // fall back on the header
  }
  const header = Number(response.headers.get('retry-after'));
  return Number.isFinite(header) && header >= 0 ? header : undefined;
}

/** GETs the list, retrying once after a 429; returns the parsed array. */
export async function fetchRegistered(request: FetchRequest): Promise<unknown[]> {
  const url = listUrl(request);
  const sleep = request.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxRetryAfter = request.maxRetryAfter ?? 60;
  const where = `${url.origin}${url.pathname}`;
  // One time-out for the whole fetch: the requests, the answer and a 429's wait.
  const started = Date.now();
  const signal = AbortSignal.timeout(request.timeout * 1000);
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'GET',
        headers: { Authorization: `Bot ${request.token}`, Accept: 'application/json', 'User-Agent': 'cmdlint (https://github.com/cmdlint/cmdlint)' },
        // A redirect would carry the token elsewhere: not followed.
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') throw new FetchFailure(`No answer from ${url.host} within ${request.timeout} s while reading ${what(request)}: try again, or raise --timeout.`);
      throw new FetchFailure(`Cannot reach ${url.host} to read ${what(request)}: ${cause?.code ?? (error as Error).message}.`);
    }
    const status = response.status;
    if (status === 429 && attempt === 0) {
      const wait = await retryAfterOf(response);
      if (wait === undefined || wait > maxRetryAfter) throw new FetchFailure(`Rate limited by ${url.host} (429) for ${wait === undefined ? 'an unknown time' : `${wait} s`}: try again later.`);
      const left = request.timeout * 1000 - (Date.now() - started);
      if (wait * 1000 > left) throw new FetchFailure(`Rate limited by ${url.host} (429) for ${wait} s, longer than what is left of --timeout ${request.timeout}: try again later, or raise --timeout.`);
      await sleep(Math.ceil(wait * 1000));
      continue;
    }
    if (status === 429) throw new FetchFailure(`Rate limited by ${url.host} (429) again after waiting: try again later.`);
    if (status === 401) throw new FetchFailure(`The API answered 401 Unauthorized for ${what(request)}: CMDLINT_TOKEN is not a valid bot token (it must be the bot's token, without "Bot ").`);
    if (status === 403) throw new FetchFailure(`The API answered 403 Forbidden for ${what(request)}: the token belongs to another application, or the bot is not in the guild with the applications.commands scope.`);
    if (status === 404) throw new FetchFailure(`The API answered 404 Not Found at ${where}: check --application-id${request.guildId === undefined ? '' : ' and --guild-id'} and --api-base.`);
    // The server's own words (a reason phrase, an excerpt of its answer) are shown escaped.
    if (status >= 500) throw new FetchFailure(`The API answered ${status}${response.statusText ? ` ${escapeControlCharacters(response.statusText)}` : ''} for ${what(request)}: a failure of the service; try again later.`);
    if (status >= 300 && status < 400) throw new FetchFailure(`The API answered ${status} (a redirect) at ${where}: not followed, so the token goes nowhere else; check --api-base.`);
    if (status !== 200) throw new FetchFailure(`The API answered ${status} for ${what(request)}.`);
    let text: string;
    try {
      // Decoded (gzip inflated) and bounded: reading stops past the bound.
      const bytes = response.body === null ? new Uint8Array() : await readStandardInput(response.body as unknown as AsyncIterable<Uint8Array>, MAX_SIDE_INPUT_BYTES);
      if (bytes === undefined) throw new FetchFailure(`The answer from ${where} is larger than ${MAX_SIDE_INPUT_BYTES / 1024 / 1024} MiB once decoded, far more than any list of commands: is --api-base the API?`);
      text = new TextDecoder().decode(bytes);
    } catch (error) {
      if (error instanceof FetchFailure) throw error;
      throw new FetchFailure(`The answer from ${url.host} broke off: ${(error as Error).name === 'TimeoutError' ? `no end within ${request.timeout} s` : (error as Error).message}.`);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new FetchFailure(`The answer from ${where} is not JSON (${escapeControlCharacters((error as Error).message.split('\n')[0]!)}): is --api-base the API?`);
    }
    if (!Array.isArray(value)) throw new FetchFailure(`The answer from ${where} is JSON but not a list of commands (an array).`);
    return value;
  }
}
