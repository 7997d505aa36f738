import { command, testRule } from '../rule-tester.js';

const discoverable = { application: { discoverable: true } } as const;

testRule('nsfw-discoverable', {
  valid: [
    { name: 'discovery unknown: no check', body: command({ nsfw: true }) },
    { name: 'discovery disabled', body: command({ nsfw: true }), options: { application: { discoverable: false } } },
    { name: 'discoverable, nsfw false', body: command({ nsfw: false }), options: discoverable },
    { name: 'discoverable, nsfw absent', body: command(), options: discoverable },
    { name: 'a string "true" is field-type\'s, not age-restricted', body: command({ nsfw: 'true' }), options: discoverable },
    { name: 'a bulk array without nsfw commands', body: [command(), { type: 2, name: 'Report', nsfw: false }], options: discoverable },
  ],
  invalid: [
    {
      name: 'an age-restricted slash command',
      body: command({ nsfw: true }),
      options: discoverable,
      errors: [
        {
          path: ['nsfw'],
          message: "Command /ping is age-restricted (nsfw: true), but the application has discovery enabled, which forbids age-restricted commands; remove nsfw or disable discovery.",
          output: null,
        },
      ],
    },
    {
      name: 'every age-restricted command of a bulk array, of any type',
      body: [command({ nsfw: true }), command({ name: 'safe' }), { type: 3, name: 'Quote', nsfw: true }],
      options: discoverable,
      errors: [
        { path: [0, 'nsfw'], message: ['/ping'] },
        { path: [2, 'nsfw'], message: ['MESSAGE command "Quote"'] },
      ],
    },
    {
      name: 'a guild command',
      body: command({ nsfw: true }),
      options: { scope: 'guild', application: { discoverable: true } },
      errors: [{ path: ['nsfw'], message: ['nsfw'] }],
    },
    {
      name: 'an edit body',
      body: { nsfw: true },
      options: { kind: 'edit', application: { discoverable: true } },
      errors: [{ path: ['nsfw'], message: ['nsfw: true', 'discovery'] }],
    },
    {
      name: 'an entry point command',
      body: { type: 4, name: 'Launch', handler: 2, nsfw: true },
      options: discoverable,
      errors: [{ path: ['nsfw'], message: ['PRIMARY_ENTRY_POINT command "Launch"'] }],
    },
  ],
});
