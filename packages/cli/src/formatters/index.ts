import type { FormatName } from '../args.js';
import type { Formatter } from '../results.js';
import { compact } from './compact.js';
import { github } from './github.js';
import { json } from './json.js';
import { sarif } from './sarif.js';
import { stylish } from './stylish.js';

export const formatters: Readonly<Record<FormatName, Formatter>> = { stylish, json, sarif, github, compact };
export { compact, github, json, sarif, stylish };
