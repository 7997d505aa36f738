import { testRule } from '../rule-tester.js';

// Past 2^53: as a Number, 41771983423143936, ...937 and ...938 are the same value; BigInt tells them apart.
const GUILD = '41771983423143937';
const ALL_CHANNELS = '41771983423143936';
const withGuild = { guildId: GUILD } as const;
const entry = (id: unknown, type: unknown, permission = true): Record<string, unknown> => ({ id, type, permission });

testRule('permission-constant', {
  valid: [
    { name: '@everyone as a ROLE', body: { permissions: [entry(GUILD, 1, false)] }, options: withGuild },
    { name: 'all channels as a CHANNEL', body: { permissions: [entry(ALL_CHANNELS, 3, false)] }, options: withGuild },
    { name: 'both constants with their types, and ordinary entries', body: { permissions: [entry(GUILD, 1), entry(ALL_CHANNELS, 3), entry('80351110224678912', 2)] }, options: withGuild },
    { name: 'the guild id plus 1 is an ordinary id (BigInt, not Number)', body: { permissions: [entry('41771983423143938', 2)] }, options: withGuild },
    { name: 'without options.guildId there is no check', body: { permissions: [entry(GUILD, 2), entry(ALL_CHANNELS, 1)] } },
    { name: 'a type that is not a number is field-type\'s', body: { permissions: [entry(GUILD, 'CHANNEL')] }, options: withGuild },
    { name: 'an id that is not a string is field-type\'s', body: { permissions: [entry(41771983423143937, 2)] }, options: withGuild },
    { name: 'the largest guild id: all channels is 2^64-2', body: { permissions: [entry('18446744073709551614', 3)] }, options: { guildId: '18446744073709551615' } },
  ],
  invalid: [
    {
      name: '@everyone given as a USER',
      body: { permissions: [entry(GUILD, 2)] },
      options: withGuild,
      errors: [
        {
          path: ['permissions', 0, 'type'],
          message: "Permission entry 0: id 41771983423143937 is the guild id, which stands for @everyone, a role: use type 1 (ROLE), not 2 (USER).",
          output: null,
        },
      ],
    },
    {
      name: '@everyone given as a CHANNEL',
      body: { permissions: [entry('80351110224678912', 2), entry(GUILD, 3)] },
      options: withGuild,
      errors: [{ path: ['permissions', 1, 'type'], message: ['Permission entry 1', '@everyone', 'type 1 (ROLE)', 'not 3 (CHANNEL)'] }],
    },
    {
      name: 'all channels given as a ROLE',
      body: { permissions: [entry(ALL_CHANNELS, 1, false)] },
      options: withGuild,
      errors: [{ path: ['permissions', 0, 'type'], message: [`id ${ALL_CHANNELS}`, 'guild id minus 1', 'all channels', 'use type 3 (CHANNEL)', 'not 1 (ROLE)'] }],
    },
    {
      name: 'all channels given as a USER',
      body: { permissions: [entry(ALL_CHANNELS, 2)] },
      options: withGuild,
      errors: [{ path: ['permissions', 0, 'type'], message: ['all channels', 'type 3 (CHANNEL)', 'not 2'] }],
    },
    {
      name: 'both constants swapped',
      body: { permissions: [entry(GUILD, 3), entry(ALL_CHANNELS, 1)] },
      options: withGuild,
      errors: [
        { path: ['permissions', 0, 'type'], message: ['@everyone', 'type 1 (ROLE)'] },
        { path: ['permissions', 1, 'type'], message: ['all channels', 'type 3 (CHANNEL)'] },
      ],
    },
    {
      name: 'a type outside the enum on the guild id',
      body: { permissions: [entry(GUILD, 5)] },
      options: withGuild,
      errors: [{ path: ['permissions', 0, 'type'], message: ['type 1 (ROLE)', 'not 5'] }],
    },
    {
      name: 'the largest guild id, computed without loss',
      body: { permissions: [entry('18446744073709551614', 1)] },
      options: { guildId: '18446744073709551615' },
      errors: [{ path: ['permissions', 0, 'type'], message: ['guild id minus 1', 'type 3 (CHANNEL)'] }],
    },
  ],
});
