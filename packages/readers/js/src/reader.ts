// The JavaScript/TypeScript reader as the contract has it (readers/contract.ts): loaded on the
// first source file by the surfaces (the CLI's dist/source.cjs), its parser on the first parse.
import type { Reader } from '@cmdlint/text';
import { parseSourceDocument, type SourceReadOptions } from './read.js';
import { JAVASCRIPT_INFO } from './info.js';
import { discordJsOf, discordxModernOf, versionRangeOf } from './package-info.js';
import { discordxBotGuildsOf, sapphireDefaultGuildsOf } from './entry-files.js';

export const javascriptReader: Reader<SourceReadOptions> = {
  info: JAVASCRIPT_INFO,
  projectOptions: (manifests) => {
    const discordJs = discordJsOf(manifests);
    const sapphireDefaultGuilds = sapphireDefaultGuildsOf(manifests);
    const discordxBotGuilds = discordxBotGuildsOf(manifests);
    const slashCreate = versionRangeOf(manifests, 'slash-create');
    return {
      ...(discordJs === undefined ? {} : { discordJs }),
      ...(sapphireDefaultGuilds === undefined ? {} : { sapphireDefaultGuilds }),
      ...(discordxModernOf(manifests) ? { discordxModern: true } : {}),
      ...(discordxBotGuilds === undefined ? {} : { discordxBotGuilds }),
      ...(slashCreate === undefined ? {} : { slashCreate }),
    };
  },
  read: (path, input, options) => parseSourceDocument(input, path, options),
};
