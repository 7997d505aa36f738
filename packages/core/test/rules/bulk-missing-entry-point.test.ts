import { registeredOf, slash } from '../plan/helpers.js';
import { testPlanRule } from '../plan/plan-rule-tester.js';

const launch = registeredOf({ type: 4, name: 'Launch', handler: 2 }, { id: '400000000000000001' });
const ban = registeredOf(slash('ban'));

testPlanRule('bulk-missing-entry-point', {
  valid: [
    { name: 'sent along with its id', local: [slash('ban'), { id: launch['id'], type: 4, name: 'Launch', handler: 2 }], registered: [ban, launch] },
    { name: 'sent along by name', local: [slash('ban'), { type: 4, name: 'Launch', handler: 2 }], registered: [ban, launch] },
    { name: 'one by one: the entry point is left alone', local: [slash('ban')], registered: [ban, launch], options: { style: 'each' } },
    { name: 'no entry point registered', local: [slash('ban')], registered: [ban] },
  ],
  invalid: [
    {
      name: 'left out of a bulk overwrite',
      local: [slash('ban')],
      registered: [ban, launch],
      errors: [{ registered: 1, message: 'The registered entry point "Launch" (id 400000000000000001) is left out of this bulk overwrite (no item carries its id or its name): the service rejects the whole body with 50240 ("You cannot remove this app\'s Entry Point command in a bulk update operation") and applies nothing. Add {"id":"400000000000000001","type":4,"name":"Launch","handler":2} to the body, or delete the entry point on its own first.' }],
    },
    {
      name: 'renamed without its id: a replace deletes it too',
      local: [slash('ban'), { type: 4, name: 'Start', handler: 2 }],
      registered: [ban, launch],
      errors: [{ registered: 1, message: ['"Launch"', 'no item carries its id or its name', '50240', '"id":"400000000000000001"'] }],
    },
  ],
});
