import { registeredOf, slash } from '../plan/helpers.js';
import { testPlanRule } from '../plan/plan-rule-tester.js';

const many = (count: number): Record<string, unknown>[] => Array.from({ length: count }, (_, i) => slash(`cmd-${i}`));

testPlanRule('daily-create-limit', {
  valid: [
    { name: 'a few creates', local: many(3), registered: [] },
    { name: 'updates do not count', local: many(100).map((c) => ({ ...c, description: 'New' })), registered: many(100).map((c) => registeredOf(c)), options: { createsUsedToday: 199 } },
    { name: 'exactly 150 left is not near', local: many(50), registered: [] },
  ],
  invalid: [
    {
      name: 'over the 200 with what was used today',
      local: many(10),
      registered: [],
      options: { createsUsedToday: 195 },
      errors: [{ body: 0, path: [], message: 'This deploy creates 10 global commands after the 195 already made today: 205 of the 200 allowed a day, so the service answers 30034 ("Max number of daily application command creates has been reached (200)") past the 200th. Keep the ids (renames with "id", updates instead of delete plus create), or deploy 5 fewer today.' }],
    },
    {
      name: 'near the limit: a warning with what remains',
      local: [many(5)],
      registered: [],
      options: { createsUsedToday: 160, scope: 'guild' },
      errors: [{ body: 0, path: [0], severity: 'warning', message: ['creates 5 guild commands', '165 of the 200', '35 left'] }],
    },
    {
      name: 'replaces count as creates',
      local: [slash('boot', { description: 'The kick command' })],
      registered: [registeredOf(slash('kick'))],
      options: { createsUsedToday: 200 },
      errors: [{ body: 0, path: [], message: ['creates 1 global command', '201 of the 200'] }],
    },
  ],
});
