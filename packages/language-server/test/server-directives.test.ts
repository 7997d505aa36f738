// The server honours cmdlint-disable comments as the command line does (both lint through the
// shared layer): in process, a real client connection.
import { describe, expect, test } from 'vitest';
import { range, sessions } from './session.js';

const start = sessions();

const TEXT = `{
  // cmdlint-disable-next-line name-lowercase -- kept for old clients
  "name": "Ping",
  "description": "Pong" // cmdlint-disable-line
}
`;

describe('directives', () => {
  test('what a directive names is not published; an unused one is a warning with the fix that removes it', async () => {
    const { client, uri, published } = await start.withDocument({ name: 'ping.jsonc', text: TEXT });
    expect(published.diagnostics.map((d) => [d.severity, d.message, d.range])).toEqual([
      [2, 'Unused cmdlint-disable-line directive (no problems were reported); remove it.', range(3, 24, 3, 47)],
    ]);
    const actions = await client.codeActions(uri, range(3, 30, 3, 30));
    const fix = actions.find((action) => action.kind === 'quickfix');
    expect(fix?.title).toBe('Remove the unused cmdlint directive');
    expect(fix?.edit?.changes?.[uri]).toEqual([{ range: range(3, 23, 3, 47), newText: '' }]);
  });

  test('without the comment, the problem is published', async () => {
    const { published } = await start.withDocument({ name: 'ping.jsonc', text: TEXT.replace('cmdlint-disable-next-line', 'see') });
    expect(published.diagnostics.map((d) => d.code)).toEqual(['name-lowercase', '']);
  });
});
