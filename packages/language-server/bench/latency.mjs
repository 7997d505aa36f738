#!/usr/bin/env node
// The time from a didChange to its publishDiagnostics, measured on the built server as an editor
// runs it (spawned, over stdio, incremental sync), next to jsonc-parser's parseTree and JSON.parse
// of the same text in the same run (the floors: any editor's JSON support parses at least this).
//
//   node bench/latency.mjs [--big FILE] [--runs N] [--debounce MS]
//
// The 1 MB document is generated here (deterministic, pretty-printed, a valid set of 100 commands). The big one
// defaults to /tmp/bench-out/max-bulk.json, the 51.6 MB corpus of shared/bench/gen.mjs
// (`node shared/bench/gen.mjs /tmp/bench-out`). Each change replaces one character inside a
// description: the text stays valid, so every run lints the whole document. debounceMs is 0 by
// default, so the figures are the server's own work; an editor with the default adds 150 ms.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseTree } from 'jsonc-parser';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node.js';
import { positionAt } from '../../../bench/lib/lsp.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const BIN = join(HERE, '..', 'bin', 'cmdlint-language-server.js');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}
const BIG = option('--big', '/tmp/bench-out/max-bulk.json');
const RUNS = Number(option('--runs', '7'));
const DEBOUNCE = Number(option('--debounce', '0'));

const LOCALES = ['de', 'fr', 'es-ES', 'pt-BR', 'ja', 'ko', 'pl', 'tr'];

/** `text` in a few locales (non-ASCII included), as localized bots ship them. */
function localized(text) {
  return Object.fromEntries(LOCALES.map((locale, i) => [locale, `${text} (${locale}${i % 2 ? ' · ü' : ' – 日本'})`]));
}

/** A pretty-printed, valid global set of 100 commands: about `bytes` bytes in all. */
function oneMegabyte(bytes = 1024 * 1024) {
  const commands = [];
  for (let i = 0; i < 100; i++) {
    const options = [];
    const command = { name: `command-${i}`, description: `Command number ${i}`, description_localizations: localized(`Command ${i}`), options, contexts: [0, 1], integration_types: [0] };
    for (let k = 0; k < 25 && JSON.stringify(command, null, 2).length < bytes / 100; k++) {
      options.push({ type: k % 2 ? 4 : 3, name: `option-${k}`, description: `Option ${k}`, name_localizations: Object.fromEntries(LOCALES.map((l) => [l, `option-${k}-${l.toLowerCase()}`])), description_localizations: localized(`Option ${k}`) });
    }
    commands.push(JSON.stringify(command, null, 2));
  }
  return `[\n${commands.join(',\n')}\n]\n`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function timeIt(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

function startServer() {
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  connection.onNotification('textDocument/publishDiagnostics', (params) => {
    const key = `${params.uri}#${params.version}`;
    const resolve = waiting.get(key);
    if (resolve) {
      waiting.delete(key);
      resolve(params);
    }
  });
  connection.onRequest('workspace/configuration', (params) => params.items.map(() => ({ debounceMs: DEBOUNCE })));
  connection.listen();
  const published = (uri, version) => new Promise((resolve) => waiting.set(`${uri}#${version}`, resolve));
  return { child, connection, published };
}

async function measure(server, label, text, uri) {
  const { connection, published } = server;
  const opened = performance.now();
  const first = published(uri, 1);
  await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
  const openDiagnostics = await first;
  const openMs = performance.now() - opened;

  const offset = text.indexOf('"description"');
  const valueAt = text.indexOf('"', text.indexOf(':', offset)) + 1;
  const position = positionAt(text, valueAt);
  const times = [];
  let diagnostics = 0;
  for (let version = 2; version < 2 + RUNS; version++) {
    const done = published(uri, version);
    const start = performance.now();
    await connection.sendNotification('textDocument/didChange', {
      textDocument: { uri, version },
      contentChanges: [{ range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: version % 2 ? 'A' : 'B' }],
    });
    const result = await done;
    times.push(performance.now() - start);
    diagnostics = result.diagnostics.length;
  }
  await connection.sendNotification('textDocument/didClose', { textDocument: { uri } });

  const floorRuns = Math.max(3, Math.min(RUNS, 7));
  const jsoncMs = timeIt(() => parseTree(text), floorRuns);
  const jsonMs = timeIt(() => JSON.parse(text), floorRuns);
  const change = median(times);
  return {
    document: label,
    'UTF-16 units': text.length,
    'open -> diagnostics ms': Math.round(openMs),
    'change -> diagnostics ms (median)': Math.round(change),
    'min..max ms': `${Math.round(Math.min(...times))}..${Math.round(Math.max(...times))}`,
    'jsonc-parser parseTree ms': Math.round(jsoncMs),
    'JSON.parse ms': Math.round(jsonMs),
    'change / parseTree': (change / jsoncMs).toFixed(2),
    diagnostics: `${openDiagnostics.diagnostics.length} -> ${diagnostics}`,
  };
}

const server = startServer();
await server.connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: { workspace: { configuration: true } } });
await server.connection.sendNotification('initialized', {});
const rows = [];
rows.push(await measure(server, '1 MB (generated)', oneMegabyte(), pathToFileURL('/tmp/cmdlint-bench/one-mb.json').href));
if (existsSync(BIG)) {
  const text = readFileSync(BIG, 'utf8');
  rows.push(await measure(server, `${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB (${BIG})`, text, pathToFileURL('/tmp/cmdlint-bench/max-bulk.json').href));
} else {
  console.error(`(no ${BIG}: generate it with node shared/bench/gen.mjs /tmp/bench-out, or pass --big FILE)`);
}
await server.connection.sendRequest('shutdown');
await server.connection.sendNotification('exit');
console.log(`cmdlint-language-server, didChange -> publishDiagnostics, debounceMs ${DEBOUNCE}, ${RUNS} changes each, Node ${process.version}`);
console.table(rows);
