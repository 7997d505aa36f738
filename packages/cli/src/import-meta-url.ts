// import.meta.url in the CommonJS bundles (tsup.config.ts defines it as this object's url): made
// when it is first read. tsup's own shim made it as each bundle loaded, a URL parsed at every start
// for the few code paths that read it (where a run's dependencies are, a formatter's package).
let url: string | undefined;

export const cmdlintImportMeta = {
  get url(): string {
    return (url ??= (require('node:url') as typeof import('node:url')).pathToFileURL(__filename).href);
  },
};
