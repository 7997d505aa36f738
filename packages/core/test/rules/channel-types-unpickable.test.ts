import { command, option, testRule } from '../rule-tester.js';

const channel = (channel_types: unknown): Record<string, unknown> => option({ type: 7, name: 'where', description: 'Channel', channel_types });

testRule('channel-types-unpickable', {
  valid: [
    { name: 'pickable guild channel types', body: command({ options: [channel([0, 2, 4, 5, 10, 11, 12, 13, 15, 16])] }) },
    { name: 'no channel_types', body: command({ options: [option({ type: 7 })] }) },
    { name: 'an empty list', body: command({ options: [channel([])] }) },
    { name: 'unknown numbers are the enum-value rule\'s', body: command({ options: [channel([99])] }) },
    { name: 'types given as strings are the number-as-string rule\'s', body: command({ options: [channel(['1'])] }) },
    { name: 'channel_types on a STRING option is the option-field-by-type rule\'s', body: command({ options: [option({ channel_types: [1] })] }) },
  ],
  invalid: [
    {
      name: 'DM',
      body: command({ options: [channel([0, 1])] }),
      errors: [{ path: ['options', 0, 'channel_types', 1], message: 'Option "where" of /ping: channel type 1 (DM) can never be picked in a CHANNEL option; remove it.', suggestions: [command({ options: [channel([0])] })] }],
    },
    {
      // An empty list would allow every channel type: no suggestion that changes the meaning.
      name: 'DM alone: said, with no suggestion',
      body: command({ options: [channel([1])] }),
      errors: [{ path: ['options', 0, 'channel_types', 0], message: ['channel type 1 (DM)'], suggestions: 0 }],
    },
    {
      name: 'GROUP_DM and GUILD_DIRECTORY, each reported',
      body: command({ options: [channel([3, 0, 14])] }),
      errors: [
        { path: ['options', 0, 'channel_types', 0], messageId: 'unpickable', data: { subject: 'Option "where" of /ping', type: 3, typeName: 'GROUP_DM' } },
        { path: ['options', 0, 'channel_types', 2], message: ['channel type 14 (GUILD_DIRECTORY)'] },
      ],
    },
    {
      name: 'only unpickable types',
      body: command({ options: [channel([1])] }),
      errors: [{ path: ['options', 0, 'channel_types', 0], message: ['(DM)'] }],
    },
    {
      name: 'inside a subcommand',
      body: command({ options: [{ type: 1, name: 'move', description: 'Move', options: [channel([14])] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'channel_types', 0], message: ['Option "where" of /ping move', 'GUILD_DIRECTORY'] }],
    },
    {
      name: 'in an edit body',
      body: { options: [channel([1])] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'channel_types', 0], message: ['DM'] }],
    },
    {
      name: 'in a guild command',
      body: command({ options: [channel([3])] }),
      options: { scope: 'guild' },
      errors: [{ path: ['options', 0, 'channel_types', 0], message: ['GROUP_DM'] }],
    },
  ],
});
