// The page in a real browser, for the end-to-end tests: Debian's headless Chromium driven by
// playwright-core, against the built page served on 127.0.0.1 by serve.mjs. The page is built
// once for the test files that use it (again only when a source is newer than the build).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { encodeState, type PageState } from '../src/share.js';
// @ts-expect-error: a plain ES module of the package (the server `pnpm playground` runs)
import { serve } from '../serve.mjs';

export const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
export const ROOT = join(PACKAGE, '..', '..');
export const SCREENSHOTS = join(PACKAGE, 'screenshots');
const CHROMIUM = process.env.CHROMIUM_BIN ?? '/usr/bin/chromium';
const inCI = process.env.CI === 'true' || process.env.CI === '1';
const hasChromium = existsSync(CHROMIUM);

declare global {
  interface Window {
    cmdlintPlayground: { text(): string; setText(text: string): void };
  }
}

function newest(paths: string[]): number {
  return Math.max(...paths.flatMap((path) => (statSync(path).isDirectory() ? [newest(readdirSync(path).map((name) => join(path, name)))] : [statSync(path).mtimeMs])));
}

/** Builds dist/ as `pnpm playground` does, unless it is newer than every source it is built from. */
function buildPage(): void {
  const built = join(PACKAGE, 'dist', 'index.html');
  const sources = [join(PACKAGE, 'src'), join(PACKAGE, 'index.html'), join(PACKAGE, 'favicon.svg'), join(PACKAGE, 'vite.config.ts'), join(ROOT, 'packages', 'core', 'src'), join(ROOT, 'packages', 'text', 'src'), join(ROOT, 'packages', 'linter', 'src'), join(ROOT, 'packages', 'language-service', 'src'), join(ROOT, 'packages', 'readers', 'js', 'src'), join(ROOT, 'docs', 'rules')];
  if (existsSync(built) && statSync(built).mtimeMs > newest(sources)) return;
  // Vite fails the build when a Node built-in is imported.
  execFileSync(process.execPath, [join(PACKAGE, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], { cwd: PACKAGE, stdio: 'pipe' });
}

export interface Harness {
  readonly browser: Browser;
  readonly url: string;
  /** Every URL the pages asked for. */
  readonly requests: string[];
  /** Every response with a status of 400 or more. */
  readonly failures: string[];
}

/**
 * The describe of a browser test file: skipped with a message only when Chromium is absent
 * outside CI; in CI it must run. `harness()` gives the browser and the server inside its tests.
 */
export function browserSuite(name: string, body: (harness: () => Harness) => void): void {
  if (!hasChromium && !inCI) console.warn(`${name}: skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium); CI runs it.`);
  const run = hasChromium || inCI ? describe : describe.skip;
  run(name, () => {
    let current: Harness | undefined;
    let server: { url: string; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      buildPage();
      server = await serve({ port: 0 });
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'], headless: true });
      current = { browser, url: server!.url, requests: [], failures: [] };
      mkdirSync(SCREENSHOTS, { recursive: true });
    }, 180_000);
    afterAll(async () => {
      await current?.browser.close();
      await server?.close();
    });
    body(() => current!);
  });
}

/** A new page at the playground (with `fragment`), once it has linted its first text. */
export async function openPage(harness: Harness, fragment = '', context: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await harness.browser.newContext({ viewport: { width: 1400, height: 900 }, ...context })).newPage();
  page.on('request', (request) => harness.requests.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) harness.failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${harness.url}${fragment}`);
  await idle(page);
  return page;
}

export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.body.dataset.lint === 'idle', undefined, { timeout: 30_000 });
}

export async function setText(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => window.cmdlintPlayground.setText(t), text);
  await idle(page);
}

export const textOf = (page: Page) => page.evaluate(() => window.cmdlintPlayground.text());
export const ruleIds = (page: Page) => page.$$eval('#problems li.problem', (items) => items.map((li) => (li as HTMLElement).dataset.rule));

/** The `#s=…` fragment the page makes of a state (a test's state always fits a link). */
export async function shareLink(state: PageState): Promise<string> {
  const encoded = await encodeState(state);
  if (!('fragment' in encoded)) throw new Error(`no link for a state of ${encoded.length} characters`);
  return `#${encoded.fragment}`;
}
