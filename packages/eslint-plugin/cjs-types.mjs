// After tsup: the CommonJS build's module.exports is the plugin itself (tsup.config.ts's footer),
// so its declarations say `export =`, with the settings' type in a namespace of the same name.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('./dist/index.d.cts', import.meta.url);
const text = readFileSync(file, 'utf8');
const tail = 'export { type CmdlintSettings, plugin as default };';
if (!text.trimEnd().endsWith(tail)) throw new Error(`cjs-types: dist/index.d.cts no longer ends with "${tail}": update cjs-types.mjs`);
writeFileSync(file, `${text.trimEnd().slice(0, -tail.length)}declare namespace plugin {\n    export type { CmdlintSettings };\n}\n\nexport = plugin;\n`);
