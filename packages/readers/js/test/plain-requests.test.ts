// Requests to the command endpoints without a Discord library: read as rest.put/post/patch are,
// scope and kind from the URL's shape and the method; what the file does not show is no command.
import { describe, expect, test } from 'vitest';
import { parseSourceDocument } from '../src/read.js';
import { at, js, problemsOf } from './helpers.js';

function found(text: string, path = 'x.ts'): { kind: string; scope?: string; value: unknown }[] {
  return parseSourceDocument(text, path).bodies.map((body) => ({ kind: body.kind, ...(body.scope ? { scope: body.scope } : {}), value: body.lowered.value }));
}

const PING = `{ name: 'ping', description: 'Pong' }`;

describe('each client, each form', () => {
  test('fetch PUT of JSON.stringify to a template URL with unknown parts: a global bulk overwrite', () => {
    const text = js`
      const commands = [${PING}];
      await fetch(${'`'}${'$'}{API}/applications/${'$'}{process.env.APP_ID}/commands${'`'}, { method: 'PUT', headers, body: JSON.stringify(commands) });`;
    expect(found(text)).toEqual([{ kind: 'commands', scope: 'global', value: [{ name: 'ping', description: 'Pong' }] }]);
  });

  test('fetch POST to a guild, the options held by a const, the body by another', () => {
    const text = js`
      const url = 'https://discord.com/api/v10/applications/' + appId + '/guilds/' + guildId + '/commands';
      const body = JSON.stringify(${PING});
      const init = { method: 'post', body };
      await fetch(url, init);`;
    expect(found(text)).toEqual([{ kind: 'command', scope: 'guild', value: { name: 'ping', description: 'Pong' } }]);
  });

  test('fetch PATCH of one command is an edit; undici fetch and node-fetch alike', () => {
    expect(found(`import { fetch } from 'undici';\nawait fetch(\`\${base}/applications/\${id}/commands/\${commandId}\`, { method: 'PATCH', body: JSON.stringify({ description: 'New' }) });`)).toEqual([
      { kind: 'edit', scope: 'global', value: { description: 'New' } },
    ]);
    expect(found(`const fetch = require('node-fetch');\nfetch(\`/applications/\${id}/commands\`, { method: 'POST', body: JSON.stringify(${PING}, null, 2) });`)).toHaveLength(1);
  });

  test.each([
    ['node-fetch imported', `import fetch from 'node-fetch';`],
    ['cross-fetch required', `const fetch = require('cross-fetch');`],
    ['isomorphic-fetch imported', `import fetch from 'isomorphic-fetch';`],
    ['isomorphic-fetch required', `const fetch = require('isomorphic-fetch');`],
    ['isomorphic-fetch required for its global', `require('isomorphic-fetch');`],
    ['isomorphic-fetch under another name', `import doFetch from 'isomorphic-fetch';\nconst fetch = doFetch;`],
  ])('the fetch of a package: %s', (_, head) => {
    expect(found(`${head}\nawait fetch(\`https://discord.com/api/v10/applications/\${APP_ID}/commands\`, { method: 'POST', body: JSON.stringify(${PING}) });`)).toEqual([
      { kind: 'command', scope: 'global', value: { name: 'ping', description: 'Pong' } },
    ]);
  });

  test('axios.put(url, body), axios({ method, url, data }), axios.post(url, JSON.stringify(x))', () => {
    expect(found(`import axios from 'axios';\nawait axios.put(\`\${API}/applications/\${id}/commands\`, [${PING}]);`)).toEqual([{ kind: 'commands', scope: 'global', value: [{ name: 'ping', description: 'Pong' }] }]);
    expect(found(`const axios = require('axios');\nawait axios({ method: 'post', url: \`\${API}/applications/\${id}/guilds/\${g}/commands\`, data: ${PING} });`)).toEqual([{ kind: 'command', scope: 'guild', value: { name: 'ping', description: 'Pong' } }]);
    expect(found(`const axios = require('axios').default;\nawait axios.post(\`\${API}/applications/\${id}/commands\`, JSON.stringify(${PING}), { headers });`)).toHaveLength(1);
  });

  test("undici's request(url, { method, body })", () => {
    expect(found(`const { request } = require('undici');\nawait request(\`\${API}/applications/\${id}/commands\`, { method: 'PUT', body: JSON.stringify([${PING}]) });`)).toEqual([
      { kind: 'commands', scope: 'global', value: [{ name: 'ping', description: 'Pong' }] },
    ]);
  });

  test('got(url, { method, json }), got.put(url, { json })', () => {
    expect(found(`import got from 'got';\nawait got(\`\${API}/applications/\${id}/commands\`, { method: 'POST', json: ${PING} });`)).toEqual([{ kind: 'command', scope: 'global', value: { name: 'ping', description: 'Pong' } }]);
    expect(found(`import got from 'got';\nawait got.put(\`\${API}/applications/\${id}/commands\`, { json: [${PING}] });`)).toEqual([{ kind: 'commands', scope: 'global', value: [{ name: 'ping', description: 'Pong' }] }]);
  });

  test('https.request with a path, the body written to the request', () => {
    const text = js`
      import https from 'node:https';
      const req = https.request({ hostname: 'discord.com', path: ${'`'}/api/v10/applications/${'$'}{id}/commands${'`'}, method: 'PUT', headers }, (res) => res.resume());
      req.on('error', console.error);
      req.write(JSON.stringify([${PING}]));
      req.end();`;
    expect(found(text)).toEqual([{ kind: 'commands', scope: 'global', value: [{ name: 'ping', description: 'Pong' }] }]);
    expect(found(`const https = require('https');\nhttps.request(\`https://discord.com/api/applications/\${id}/commands\`, { method: 'POST' }).end(JSON.stringify(${PING}));`)).toHaveLength(1);
  });

  test('builders in the body are sent as their toJSON gives', () => {
    const text = js`
      import { SlashCommandBuilder } from 'discord.js';
      const ping = new SlashCommandBuilder().setName('ping').setDescription('Pong');
      await fetch(${'`'}${'$'}{API}/applications/${'$'}{id}/commands${'`'}, { method: 'PUT', body: JSON.stringify([ping]) });`;
    expect(found(text)).toEqual([{ kind: 'commands', scope: 'global', value: [{ name: 'ping', description: 'Pong', type: 1, options: [] }] }]);
  });

  test('the mistakes are found at their place', () => {
    const text = `await fetch(\`\${API}/applications/\${id}/commands\`, { method: 'POST', body: JSON.stringify({ name: 'Ping', description: 'Pong' }) });`;
    expect(problemsOf(text)).toEqual([`name-lowercase ${at(text, "'Ping'")}`]);
  });
});

// A `let` or `var` no code writes after its declaration (no assignment, `++`, destructuring or
// loop target, in this function or a nested one) holds its first value, as a `const` does.
describe('let and var never written are read as const', () => {
  const url = `\`https://discord.com/api/v10/applications/\${process.env.APP_ID}/guilds/\${process.env.GUILD_ID}/commands\``;
  test.each([
    ['the URL, with axios', `const axios = require('axios').default;\nlet url = ${url};\naxios.post(url, JSON.stringify(${PING}), { headers });`],
    ['the URL, with fetch', `var url = ${url};\nfetch(url, { method: 'POST', body: JSON.stringify(${PING}) });`],
    ['the body', `let body = JSON.stringify(${PING});\nfetch(${url}, { method: 'POST', body });`],
    ['the options', `let init = { method: 'POST', body: JSON.stringify(${PING}) };\nfetch(${url}, init);`],
    ['the fetch itself', `let fetch = require('node-fetch');\nfetch(${url}, { method: 'POST', body: JSON.stringify(${PING}) });`],
    ['a destructured request', `let { request } = require('undici');\nrequest(${url}, { method: 'POST', body: JSON.stringify(${PING}) });`],
    ['the request written to', `const https = require('https');\nlet req = https.request(${url}, { method: 'POST' });\nreq.write(JSON.stringify(${PING}));\nreq.end();`],
  ])('%s', (_, text) => {
    expect(found(text)).toEqual([{ kind: 'command', scope: 'guild', value: { name: 'ping', description: 'Pong' } }]);
  });

  test.each([
    ['assigned below', `let url = ${url};\nurl = other;`],
    ['assigned in a nested function', `let url = ${url};\nfunction useGlobal() { url = other; }`],
    ['joined to', `let url = ${url};\nurl += '/' + commandId;`],
    ['a destructuring assignment', `let url = ${url};\n[url] = urls;`],
    ['an object destructuring assignment', `let url = ${url};\n({ url } = config);`],
    ['a loop target', `let url = ${url};\nfor (url of urls) {}`],
    ['assigned through a type assertion', `let url = ${url};\n(url as string) = other;`],
    ['assigned with a non-null assertion', `let url = ${url};\nurl! = other;`],
    ['declared without a value, assigned later', `let url;\nurl = ${url};`],
  ])('%s: the URL is not known, no command', (_, prelude) => {
    expect(found(`${prelude}\nfetch(url, { method: 'POST', body: JSON.stringify(${PING}) });`)).toEqual([]);
  });

  test('a let counter updated: not known', () => {
    expect(found(`let version = 9;\nversion++;\nfetch(\`https://discord.com/api/v\${version}/applications/1/commands/2\`, { method: 'PUT', body: JSON.stringify(${PING}) });`)).toEqual([]);
  });
});

describe('what is not known is no command', () => {
  const body = `JSON.stringify([${PING}])`;
  test.each([
    ['a URL whose path is not known', `await fetch(url, { method: 'PUT', body: ${body} });`],
    ['a hole where the path continues', `await fetch(\`\${API}/applications/\${id}/commands\${rest}\`, { method: 'PUT', body: ${body} });`],
    ['another endpoint', `await fetch(\`\${API}/applications/\${id}/emojis\`, { method: 'PUT', body: ${body} });`],
    ['a method not known', `await fetch(\`/applications/\${id}/commands\`, { method: verb, body: ${body} });`],
    ['a GET (no method)', `await fetch(\`/applications/\${id}/commands\`, { body: ${body} });`],
    ['a PUT to one command', `await fetch(\`/applications/\${id}/commands/\${c}\`, { method: 'PUT', body: ${body} });`],
    ['an object body fetch does not serialize', `await fetch(\`/applications/\${id}/commands\`, { method: 'PUT', body: [${PING}] });`],
    ['a body from elsewhere', `import { commands } from './commands';\nawait fetch(\`/applications/\${id}/commands\`, { method: 'PUT', body: JSON.stringify(commands) });`],
    ['a replacer', `await fetch(\`/applications/\${id}/commands\`, { method: 'PUT', body: JSON.stringify([${PING}], replace) });`],
    ['options spread from elsewhere', `await fetch(\`/applications/\${id}/commands\`, { ...base, body: ${body} });`],
    ['options held by a const used twice', `const init = { method: 'PUT', body: ${body} };\ninit.method = 'GET';\nawait fetch(\`/applications/\${id}/commands\`, init);`],
    ['a fetch of the file\'s own', `function fetch(url, init) {}\nfetch(\`/applications/\${id}/commands\`, { method: 'PUT', body: ${body} });`],
    ['a request handed to other code', `const https = require('https');\nconst req = https.request(\`/applications/\${id}/commands\`, { method: 'PUT' });\nreq.write(${body});\nsend(req);`],
    ['two writes', `const https = require('https');\nconst req = https.request(\`/applications/\${id}/commands\`, { method: 'PUT' });\nreq.write(${body});\nreq.end(more);`],
    ['axios of another package', `import axios from './my-axios';\nawait axios.put(\`/applications/\${id}/commands\`, [${PING}]);`],
    ['a fetch of a package cmdlint does not know', `import fetch from './my-fetch';\nawait fetch(\`/applications/\${id}/commands\`, { method: 'PUT', body: ${body} });`],
    ['a named export of isomorphic-fetch (it has none)', `import { request as fetch } from 'isomorphic-fetch';\nawait fetch(\`/applications/\${id}/commands\`, { method: 'PUT', body: ${body} });`],
  ])('%s', (_, text) => {
    expect(found(text)).toEqual([]);
  });
});
