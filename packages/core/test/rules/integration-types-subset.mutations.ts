// How the property tests break integration-types-subset (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { anyType, chance, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'configure the application to support one installation context, and list the other in integration_types',
  arbitrary: onBody(envArb, anyType, (body, g) => {
    const supported = pick(g, [0, 1]);
    const other = 1 - supported;
    const list = chance(g) ? [other] : [supported, other];
    if (chance(g)) list.reverse();
    body['integration_types'] = list;
    return {
      path: ['integration_types', list.indexOf(other)],
      what: `integration_types ${JSON.stringify(list)} with the application supporting [${supported}]`,
      options: { application: { integrationTypes: [supported] } },
    };
  }),
};
