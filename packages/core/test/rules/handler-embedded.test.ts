import { command, testRule } from '../rule-tester.js';

const notEmbedded = { application: { embedded: false } } as const;
const launch = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({ type: 4, name: 'Launch', handler: 2, ...fields });

testRule('handler-embedded', {
  valid: [
    { name: 'EMBEDDED flag unknown: no check', body: launch() },
    { name: 'an embedded application, SERVICE_LAUNCH_ACTIVITY', body: launch(), options: { application: { embedded: true } } },
    { name: 'an embedded application, APP_HANDLER', body: launch({ handler: 1 }), options: { application: { embedded: true } } },
    { name: 'no handler on a non-embedded application', body: { type: 4, name: 'Launch' }, options: notEmbedded },
    { name: 'handler null is field-type\'s', body: launch({ handler: null }), options: notEmbedded },
    {
      name: 'handler on a CHAT_INPUT command is command-field-by-type\'s, not reported twice',
      body: command({ handler: 1 }),
      options: notEmbedded,
    },
    { name: 'handler on a USER command likewise', body: { type: 2, name: 'Report', handler: 1 }, options: notEmbedded },
  ],
  invalid: [
    {
      name: 'an entry point with handler on an application without Activities',
      body: launch(),
      options: notEmbedded,
      errors: [
        {
          path: ['handler'],
          message: "PRIMARY_ENTRY_POINT command \"Launch\" sets \"handler\" to 2 (SERVICE_LAUNCH_ACTIVITY), but the application has no EMBEDDED flag (no Activity), and only such applications may set it: enable Activities for the app or remove \"handler\".",
          output: null,
        },
      ],
    },
    {
      name: 'APP_HANDLER',
      body: launch({ handler: 1 }),
      options: notEmbedded,
      errors: [{ path: ['handler'], message: ['1 (APP_HANDLER)', 'EMBEDDED'] }],
    },
    {
      name: 'a value outside the enum is still a handler',
      body: launch({ handler: 7 }),
      options: notEmbedded,
      errors: [{ path: ['handler'], message: ['"handler"', '7'] }],
    },
    {
      name: 'in a bulk array',
      body: [command(), launch()],
      options: notEmbedded,
      errors: [{ path: [1, 'handler'], message: ['"Launch"', '"handler"'] }],
    },
    {
      name: 'in an edit body without type',
      body: { handler: 1 },
      options: { kind: 'edit', application: { embedded: false } },
      errors: [{ path: ['handler'], message: ['"handler"', 'EMBEDDED'] }],
    },
    {
      name: 'in a guild (entry-point-in-guild reports the command itself)',
      body: launch(),
      options: { scope: 'guild', application: { embedded: false } },
      errors: [{ path: ['handler'], message: ['"handler"'] }],
    },
  ],
});
