import { command, testRule } from '../rule-tester.js';

testRule('integration-types-subset', {
  valid: [
    { name: 'application settings unknown: no check', body: command({ integration_types: [0, 1] }) },
    {
      name: 'the same set as the application',
      body: command({ integration_types: [0, 1] }),
      options: { application: { integrationTypes: [0, 1] } },
    },
    {
      name: 'a strict subset',
      body: command({ integration_types: [1] }),
      options: { application: { integrationTypes: [0, 1] } },
    },
    {
      name: 'guild install only, on both sides',
      body: command({ integration_types: [0] }),
      options: { application: { integrationTypes: [0] } },
    },
    { name: 'integration_types absent', body: command(), options: { application: { integrationTypes: [0] } } },
    { name: 'an empty array', body: command({ integration_types: [] }), options: { application: { integrationTypes: [] } } },
    {
      name: 'values that are not installation contexts are enum-value\'s',
      body: command({ integration_types: [0, 7] }),
      options: { application: { integrationTypes: [0] } },
    },
    {
      name: 'other application settings do not enable the check',
      body: command({ integration_types: [1] }),
      options: { application: { embedded: true, discoverable: false } },
    },
  ],
  invalid: [
    {
      name: 'USER_INSTALL on a guild-install-only application',
      body: command({ integration_types: [0, 1] }),
      options: { application: { integrationTypes: [0] } },
      errors: [
        {
          path: ['integration_types', 1],
          message: "Command /ping: integration type 1 (USER_INSTALL) is not supported by the application (it supports 0 (GUILD_INSTALL)); remove it or enable it in the application's installation settings.",
          output: null,
        },
      ],
    },
    {
      name: 'GUILD_INSTALL on a user-install-only application',
      body: command({ integration_types: [0] }),
      options: { application: { integrationTypes: [1] } },
      errors: [{ path: ['integration_types', 0], message: ['0 (GUILD_INSTALL)', 'supports 1 (USER_INSTALL)'] }],
    },
    {
      name: 'an application that supports none',
      body: command({ integration_types: [0, 1] }),
      options: { application: { integrationTypes: [] } },
      errors: [
        { path: ['integration_types', 0], message: ['0 (GUILD_INSTALL)', 'supports none'] },
        { path: ['integration_types', 1], message: ['1 (USER_INSTALL)', 'supports none'] },
      ],
    },
    {
      name: 'a USER command in a bulk array',
      body: [command({ integration_types: [0] }), { type: 2, name: 'Report', integration_types: [1, 0] }],
      options: { application: { integrationTypes: [0] } },
      errors: [{ path: [1, 'integration_types', 0], message: ['USER command "Report"', '1 (USER_INSTALL)'] }],
    },
    {
      name: 'in an edit body',
      body: { integration_types: [1] },
      options: { kind: 'edit', application: { integrationTypes: [0] } },
      errors: [{ path: ['integration_types', 0], message: ['1 (USER_INSTALL)', 'not supported'] }],
    },
    {
      name: 'on a guild command too: a present field is still checked',
      body: command({ integration_types: [1] }),
      options: { scope: 'guild', application: { integrationTypes: [0] } },
      errors: [{ path: ['integration_types', 0], message: ['1 (USER_INSTALL)'] }],
    },
  ],
});
