import { registeredOf, slash } from '../plan/helpers.js';
import { testPlanRule } from '../plan/plan-rule-tester.js';

const first = registeredOf(slash('ban'), { id: '500000000000000001' });
const second = registeredOf(slash('ban'), { id: '500000000000000002' });

testPlanRule('registered-duplicate', {
  valid: [
    { name: 'one of each', local: [slash('ban')], registered: [first, registeredOf({ type: 2, name: 'ban' })] },
    { name: 'no registered list', local: [slash('ban')], registered: undefined },
  ],
  invalid: [
    {
      name: 'two registered /ban: the first is kept',
      local: [slash('ban')],
      registered: [first, second],
      errors: [{ registered: 1, message: 'The registered list holds the command /ban twice (ids 500000000000000001 and 500000000000000002): the plan matched 500000000000000001 and deletes 500000000000000002 (DELETE /applications/{application.id}/commands/500000000000000002); a bulk overwrite removes it too.' }],
    },
    {
      name: 'the one the local body names by id is kept',
      local: [{ id: '500000000000000002', ...slash('ban') }],
      registered: [first, second],
      errors: [{ registered: 0, message: ['matched 500000000000000002', 'deletes 500000000000000001'] }],
    },
    {
      name: 'in a guild, even when the local set drops the command',
      local: [],
      registered: [registeredOf(slash('ban'), { id: '500000000000000001' }, 'guild'), registeredOf(slash('ban'), { id: '500000000000000002' }, 'guild')],
      options: { scope: 'guild' },
      errors: [{ registered: 1, message: ['/guilds/{guild.id}/commands/500000000000000002'] }],
    },
  ],
});
