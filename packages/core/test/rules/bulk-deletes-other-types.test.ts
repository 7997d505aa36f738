import { registeredOf, slash } from '../plan/helpers.js';
import { testPlanRule } from '../plan/plan-rule-tester.js';

const ban = registeredOf(slash('ban'));
const report = registeredOf({ type: 2, name: 'Report' });
const quote = registeredOf({ type: 3, name: 'Quote' });
const info = registeredOf({ type: 2, name: 'Info' });

testPlanRule('bulk-deletes-other-types', {
  valid: [
    { name: 'every type sent', local: [slash('ban'), { type: 2, name: 'Report' }], registered: [ban, report] },
    { name: 'one per request: nothing else is touched', local: [slash('ban')], registered: [ban, report], options: { style: 'each' } },
    { name: 'a deleted command of a type that is sent', local: [slash('ban'), { type: 2, name: 'Other' }], registered: [ban, report] },
    { name: 'no registered list', local: [slash('ban')], registered: undefined },
    { name: 'a command not known of the type is sent too', local: [], registered: [ban, registeredOf(slash('kick'))], options: { unknownCommands: [{ name: 'ban', type: 1 }] } },
    { name: 'a command not known of any type may be of every type', local: [slash('ban')], registered: [ban, report], options: { unknownCommands: [{}] } },
  ],
  invalid: [
    {
      name: 'slash commands only: the USER and MESSAGE ones go',
      local: [slash('ban')],
      registered: [ban, report, quote, info],
      errors: [
        { message: 'This bulk overwrite sends only CHAT_INPUT commands, so it deletes the 2 registered USER commands ("Report", "Info"): the list of the global scope becomes exactly the body, of every type. Add them to the body to keep them, or send commands one by one (--style each).' },
        { message: ['deletes the 1 registered MESSAGE command ("Quote")'] },
      ],
    },
    {
      name: 'an empty body deletes everything',
      local: [],
      registered: [report],
      errors: [{ message: ['sends no commands', '"Report"'] }],
    },
  ],
});
