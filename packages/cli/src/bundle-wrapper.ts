// The function a CommonJS module's code runs in. The bundles loaded with a code cache (compiled.ts)
// are built inside it (tsup.config.ts), so that their source is compiled as it is read. Data only:
// the build's configuration imports this file.

export const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname) {';
export const WRAPPER_TAIL = '\n})';
