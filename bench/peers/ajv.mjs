// Peer: ajv 8 with the compiled structural schema, all errors collected.

import Ajv from 'ajv';
import { schema } from './schema.mjs';

/** Compiles the schema; returns the validate function and how long compiling took. */
export function compileSchema() {
  const started = performance.now();
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true });
  const validate = ajv.compile(schema);
  return { validate, compileMs: performance.now() - started };
}

/** The errors of one value as { path, message } (path: ajv's instancePath, a JSON Pointer). */
export function ajvReports(validate, value) {
  if (validate(value)) return [];
  return validate.errors.map((e) => ({ path: e.instancePath, message: `${e.keyword}: ${e.message}` }));
}
