// Requests to the command endpoints made without a Discord library: `fetch`, axios, undici's
// `request`, got and `https.request`, to `/applications/{id}/commands`, `/applications/{id}/guilds/
// {id}/commands` or one command of either (`/{id}`). The URL's shape decides (its unknown parts
// may stand for ids, `${API}/applications/${id}/commands`); a shape that cannot be known, a method
// that cannot be known or a body the file does not build (not `JSON.stringify` of a value, not a
// `json:` option) is no command: nothing is judged that the file does not show.
import type { Scope } from '@cmdlint/core';
import { memberName, propertyKey, unwrapExpression, type Node } from './estree.js';
import type { Evaluator, Value } from './evaluate.js';
import type { Scopes } from './scope.js';
import { ENDPOINT_SEGMENT } from './vocabulary.js';

export interface PlainRequest {
  readonly value: Value;
  readonly kind: 'command' | 'commands' | 'edit';
  readonly scope: Scope;
}

/** Where a value comes from: a module's export (`*` the module itself, `default` its default) or a global. */
interface Origin {
  readonly source: string;
  readonly member: string;
}

const HOLE = '\u0000';
const SEGMENT = `[^/?#]+`;
/** The endpoints' path at the end of a URL's shape (a query or fragment may follow). */
const ENDPOINT = new RegExp(`/${ENDPOINT_SEGMENT}/${SEGMENT}/(?:(guilds)/${SEGMENT}/)?commands(/${SEGMENT})?/?(?:[?#][^${HOLE}]*)?$`);

function moduleName(source: string): string {
  return source.startsWith('node:') ? source.slice(5) : source;
}

/** The module export or global a callee names, followed through `const` (or a `let` never written), `require` and destructuring. */
function originOf(input: Node, scopes: Scopes, depth = 0): Origin | undefined {
  const node = unwrapExpression(input);
  if (depth > 8) return undefined;
  if (node.type === 'Identifier') {
    const binding = scopes.resolve(node);
    if (!binding) return { source: 'global', member: node.name as string };
    if (binding.kind === 'import') return { source: moduleName(binding.importSource!), member: binding.imported! };
    if (binding.init && scopes.neverWritten(binding)) return originOf(binding.init, scopes, depth + 1);
    if (binding.kind === 'pattern') {
      // `const { request } = require('undici')`
      const property = scopes.parentOf(binding.id);
      const pattern = property && scopes.parentOf(property);
      const declarator = pattern && scopes.parentOf(pattern);
      if (property?.type !== 'Property' || property.value !== binding.id || pattern!.type !== 'ObjectPattern' || declarator!.type !== 'VariableDeclarator' || (declarator!.id as Node) !== pattern || !declarator!.init) return undefined;
      if (!scopes.neverWritten(binding)) return undefined;
      const key = propertyKey(property);
      const from = originOf(declarator!.init as Node, scopes, depth + 1);
      return key !== undefined && from && (from.member === '*' || from.member === 'default') ? { source: from.source, member: key } : undefined;
    }
    return undefined;
  }
  if (node.type === 'CallExpression') {
    const callee = unwrapExpression(node.callee as Node);
    const args = node.arguments as Node[];
    if (callee.type === 'Identifier' && callee.name === 'require' && !scopes.resolve(callee) && args.length === 1) {
      const source = unwrapExpression(args[0]!);
      if (source.type === 'Literal' && typeof source.value === 'string') return { source: moduleName(source.value), member: '*' };
    }
    return undefined;
  }
  if (node.type === 'MemberExpression') {
    const name = memberName(node);
    const object = originOf(node.object as Node, scopes, depth + 1);
    if (name === undefined || !object) return undefined;
    if (object.source === 'global' && object.member === 'globalThis') return { source: 'global', member: name };
    if (object.member === '*' || object.member === 'default') return { source: object.source, member: name === 'default' ? 'default' : name };
    return undefined;
  }
  return undefined;
}

const isModule = (origin: Origin | undefined, source: string): boolean => origin !== undefined && origin.source === source && (origin.member === '*' || origin.member === 'default');
const isExport = (origin: Origin | undefined, sources: readonly string[], member: string): boolean => origin !== undefined && sources.includes(origin.source) && origin.member === member;

/** An object literal's properties by key, written inline or held by a `const` used only here; undefined when others could change or add to it. */
function literalProperties(input: Node | undefined, scopes: Scopes): Map<string, Node> | undefined {
  if (!input) return new Map();
  let node = unwrapExpression(input);
  if (node.type === 'Identifier') {
    const binding = scopes.resolve(node);
    if (!binding || !binding.init || !scopes.neverWritten(binding) || scopes.referencesTo(binding).filter((id) => id !== binding.id).length !== 1) return undefined;
    node = unwrapExpression(binding.init);
  }
  if (node.type !== 'ObjectExpression') return undefined;
  const properties = new Map<string, Node>();
  for (const property of node.properties as Node[]) {
    const key = property.type === 'Property' ? propertyKey(property) : undefined;
    if (key === undefined || property.kind !== 'init' || property.method === true || key === '__proto__') return undefined;
    properties.set(key, property.value as Node);
  }
  return properties;
}

/** The value `JSON.stringify(x)` (or a `const` holding it) sends, or undefined. */
function stringified(input: Node | undefined, scopes: Scopes, evaluator: Evaluator): Value | undefined {
  if (!input) return undefined;
  let node = unwrapExpression(input);
  if (node.type === 'Identifier') {
    const binding = scopes.resolve(node);
    if (!binding || !binding.init || !scopes.neverWritten(binding)) return undefined;
    node = unwrapExpression(binding.init);
  }
  if (node.type !== 'CallExpression') return undefined;
  const callee = unwrapExpression(node.callee as Node);
  const args = node.arguments as Node[];
  if (callee.type !== 'MemberExpression' || memberName(callee) !== 'stringify') return undefined;
  const json = unwrapExpression(callee.object as Node);
  if (json.type !== 'Identifier' || json.name !== 'JSON' || scopes.resolve(json)) return undefined;
  if (args.length === 0 || args.length > 3 || args[0]!.type === 'SpreadElement') return undefined;
  // A replacer other than null or undefined changes what is sent; an indent does not.
  if (args.length >= 2) {
    const replacer = evaluator.evaluate(args[1]!);
    if (!(replacer.kind === 'undefined' || (replacer.kind === 'primitive' && replacer.value === null))) return undefined;
  }
  return evaluator.evaluate(args[0]!);
}

/** A value axios or got serializes as JSON (an object or an array, or a string `JSON.stringify` made). */
function jsonData(node: Node | undefined, scopes: Scopes, evaluator: Evaluator): Value | undefined {
  if (!node) return undefined;
  const text = stringified(node, scopes, evaluator);
  if (text) return text;
  const value = evaluator.evaluate(node);
  return value.kind === 'object' || value.kind === 'array' || value.kind === 'builder' ? value : undefined;
}

/** A URL's text with its unknown parts as holes; undefined for a URL that is no string. */
function urlShape(input: Node, scopes: Scopes, evaluator: Evaluator, depth = 0): string | undefined {
  const node = unwrapExpression(input);
  if (depth > 16) return HOLE;
  const known = evaluator.evaluate(node);
  if (known.kind === 'primitive') return typeof known.value === 'string' || typeof known.value === 'number' ? String(known.value) : undefined;
  switch (node.type) {
    case 'TemplateLiteral': {
      const quasis = node.quasis as Node[];
      const expressions = node.expressions as Node[];
      let text = '';
      for (let i = 0; i < quasis.length; i++) {
        const cooked = (quasis[i]!.value as { cooked?: string | null }).cooked;
        if (cooked == null) return undefined;
        text += cooked;
        if (i < expressions.length) text += urlShape(expressions[i]!, scopes, evaluator, depth + 1) ?? HOLE;
      }
      return text;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const left = urlShape(node.left as Node, scopes, evaluator, depth + 1);
      const right = urlShape(node.right as Node, scopes, evaluator, depth + 1);
      // At least one side is a string for `+` to join text: a hole on both sides is no known text.
      return left === undefined && right === undefined ? HOLE : (left ?? HOLE) + (right ?? HOLE);
    }
    case 'Identifier': {
      const binding = scopes.resolve(node);
      if (binding && binding.init && scopes.neverWritten(binding)) return urlShape(binding.init, scopes, evaluator, depth + 1);
      return HOLE;
    }
    default:
      return HOLE;
  }
}

/** What a URL and a method ask of the command endpoints, if they do. */
function endpointRequest(url: Node | undefined, method: Node | string | undefined, value: Value | undefined, scopes: Scopes, evaluator: Evaluator): PlainRequest | undefined {
  if (!url || !value) return undefined;
  let verb: string | undefined;
  if (typeof method === 'string') verb = method;
  else if (method) {
    const evaluated = evaluator.evaluate(method);
    if (evaluated.kind !== 'primitive' || typeof evaluated.value !== 'string') return undefined;
    verb = evaluated.value;
  } else verb = 'GET';
  verb = verb.toUpperCase();
  const shape = urlShape(url, scopes, evaluator);
  if (shape === undefined) return undefined;
  const match = ENDPOINT.exec(shape);
  if (!match) return undefined;
  const scope: Scope = match[1] ? 'guild' : 'global';
  const single = match[2] !== undefined;
  if (verb === 'PUT' && !single) return { value, kind: 'commands', scope };
  if (verb === 'POST' && !single) return { value, kind: 'command', scope };
  if (verb === 'PATCH' && single) return { value, kind: 'edit', scope };
  return undefined;
}

const FETCH_MODULES = ['global', 'undici', 'node-fetch', 'cross-fetch'];
/** Packages whose module (default export) is a fetch: `import fetch from 'node-fetch'`, `require('isomorphic-fetch')`. */
const FETCH_PACKAGES = ['node-fetch', 'cross-fetch', 'isomorphic-fetch'];
const VERBS = new Set(['put', 'post', 'patch']);

/** The body of a request without a library to the command endpoints, if `call` is one. */
export function plainRequest(call: Node, scopes: Scopes, evaluator: Evaluator): PlainRequest | undefined {
  const args = call.arguments as Node[];
  if (args.length === 0 || args.some((arg) => arg.type === 'SpreadElement')) return undefined;
  const callee = unwrapExpression(call.callee as Node);
  const origin = originOf(callee, scopes);
  if (!origin) return undefined;
  const method = callee.type === 'MemberExpression' ? memberName(callee) : undefined;
  const objectOrigin = callee.type === 'MemberExpression' ? originOf(callee.object as Node, scopes) : undefined;
  // fetch(url, { method, body: JSON.stringify(x) }); undici's request(url, { method, body }) alike.
  if (isExport(origin, FETCH_MODULES, 'fetch') || FETCH_PACKAGES.some((name) => isModule(origin, name)) || isExport(origin, ['undici'], 'request')) {
    const init = literalProperties(args[1], scopes);
    if (!init) return undefined;
    return endpointRequest(args[0], init.has('method') ? init.get('method') : undefined, stringified(init.get('body'), scopes, evaluator), scopes, evaluator);
  }
  // axios.put(url, data), axios(config), axios(url, config), axios.request(config).
  if (isModule(objectOrigin, 'axios') && method !== undefined && VERBS.has(method)) return endpointRequest(args[0], method, jsonData(args[1], scopes, evaluator), scopes, evaluator);
  if (isModule(origin, 'axios') || (isModule(objectOrigin, 'axios') && method === 'request')) {
    const url = args.length >= 2 ? args[0] : undefined;
    const config = literalProperties(url ? args[1] : args[0], scopes);
    if (!config) return undefined;
    return endpointRequest(url ?? config.get('url'), config.has('method') ? config.get('method') : undefined, jsonData(config.get('data'), scopes, evaluator), scopes, evaluator);
  }
  // got(url, { method, json }), got.put(url, { json }); `body: JSON.stringify(x)` alike.
  const viaGot = isModule(origin, 'got');
  const gotVerb = isModule(objectOrigin, 'got') && method !== undefined && VERBS.has(method);
  if (viaGot || gotVerb) {
    const options = literalProperties(args[1], scopes);
    if (!options) return undefined;
    const json = options.get('json');
    const value = json ? jsonData(json, scopes, evaluator) : stringified(options.get('body'), scopes, evaluator);
    return endpointRequest(args[0], gotVerb ? method : options.has('method') ? options.get('method') : undefined, value, scopes, evaluator);
  }
  if (isExport(origin, ['https', 'http'], 'request')) return nodeRequest(call, scopes, evaluator);
  return undefined;
}

/**
 * `const req = https.request(url | options, ...); req.write(JSON.stringify(x)); req.end()`, or the
 * body given to `end`: read only when the request is used for nothing but these and its events
 * (code that is handed it could write more).
 */
function nodeRequest(call: Node, scopes: Scopes, evaluator: Evaluator): PlainRequest | undefined {
  const args = call.arguments as Node[];
  const isFunction = (node: Node | undefined): boolean => node !== undefined && (unwrapExpression(node).type === 'ArrowFunctionExpression' || unwrapExpression(node).type === 'FunctionExpression');
  // request(options, callback) or request(url, options?, callback): options hold the path when no URL is given.
  const firstIsOptions = evaluator.evaluate(args[0]!).kind === 'object';
  const optionsNode = firstIsOptions ? args[0] : isFunction(args[1]) ? undefined : args[1];
  const options = literalProperties(optionsNode, scopes);
  if (!options) return undefined;
  const url = firstIsOptions ? options.get('path') : args[0];
  // The body: written through the request, which must be a `const` used only to write, end and listen.
  const calls: Node[] = [];
  const parent = scopes.parentOf(call);
  if (parent?.type === 'MemberExpression' && parent.object === call) {
    const outer = scopes.parentOf(parent);
    if (outer?.type === 'CallExpression' && outer.callee === parent) calls.push(outer);
    else return undefined;
  } else if (parent?.type === 'VariableDeclarator' && parent.init === call && (parent.id as Node).type === 'Identifier') {
    const binding = scopes.resolve(parent.id as Node);
    if (!binding || !scopes.neverWritten(binding)) return undefined;
    for (const reference of scopes.referencesTo(binding)) {
      if (reference === parent.id) continue;
      const member = scopes.parentOf(reference);
      const use = member && scopes.parentOf(member);
      if (member?.type !== 'MemberExpression' || member.object !== reference || use?.type !== 'CallExpression' || use.callee !== member) return undefined;
      calls.push(use);
    }
  } else return undefined;
  let value: Value | undefined;
  let writes = 0;
  for (const use of calls) {
    const name = memberName(use.callee as Node);
    const useArgs = use.arguments as Node[];
    if (name === 'on' || name === 'once' || name === 'setHeader' || name === 'setTimeout' || name === 'destroy') continue;
    if (name !== 'write' && name !== 'end') return undefined;
    if (useArgs.length === 0 || isFunction(useArgs[0])) continue;
    writes++;
    value = stringified(useArgs[0], scopes, evaluator);
  }
  if (writes !== 1) return undefined;
  return endpointRequest(url, options.has('method') ? options.get('method') : undefined, value, scopes, evaluator);
}
