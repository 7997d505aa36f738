// ESLint's json format: the results as they are.
import type { Formatter } from '../results.js';

export const json: Formatter = (results) => `${JSON.stringify(results)}\n`;
