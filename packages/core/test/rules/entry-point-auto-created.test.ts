import { slash } from '../plan/helpers.js';
import { testPlanRule } from '../plan/plan-rule-tester.js';

const embedded = { application: { embedded: true } };

testPlanRule('entry-point-auto-created', {
  valid: [
    { name: 'not embedded', local: [slash('ban')], registered: undefined, options: { application: { embedded: false } } },
    { name: 'unknown whether embedded', local: [slash('ban')], registered: undefined },
    { name: 'the entry point is in the body', local: [slash('ban'), { type: 4, name: 'Launch', handler: 2 }], registered: undefined, options: embedded },
    { name: 'a registered list is known (bulk-missing-entry-point judges it)', local: [slash('ban')], registered: [], options: embedded },
    { name: 'a guild set', local: [slash('ban')], registered: undefined, options: { ...embedded, scope: 'guild' } },
    { name: 'one by one', local: [slash('ban')], registered: undefined, options: { ...embedded, style: 'each' } },
  ],
  invalid: [
    {
      name: 'an embedded application, a global bulk body without an entry point',
      local: [[slash('ban'), slash('kick')]],
      registered: undefined,
      options: embedded,
      errors: [{ message: 'The application is embedded (an Activity), so the service created a PRIMARY_ENTRY_POINT command for it (named "Launch", handler 2), and this global bulk overwrite of 2 commands has none: the service will reject it whole with 50240. Add the entry point with its registered "id" (read the list: cmdlint plan --fetch), or send commands one by one (--style each).' }],
    },
  ],
});
