// The language server's discovery of sources: every pattern the reader knows (test/cli/reader-patterns.ts),
// opened in an editor with `sources: "on"`, is found (sniffed as commands) and gets its planted
// mistake, as the command line's paths do (test/cli/discovery-patterns.test.ts).
import { describe, expect, test } from 'vitest';
import { READER_PATTERNS } from '../../../test/cli/reader-patterns.js';
import { sessions } from './session.js';

const start = sessions();

describe('every pattern the reader knows, opened with sources on', () => {
  test('each gets a diagnostic', async () => {
    const { client, project } = await start({ settings: { sources: 'on' } });
    const silent: string[] = [];
    for (const [file, text] of Object.entries(READER_PATTERNS)) {
      const uri = project.uri(`src/${file}`);
      await client.open(uri, text, file.endsWith('.ts') ? 'typescript' : 'javascript');
      const published = await client.diagnostics(uri, { version: 1 });
      if (published.diagnostics.length === 0) silent.push(file);
    }
    expect(silent).toEqual([]);
  });
});
