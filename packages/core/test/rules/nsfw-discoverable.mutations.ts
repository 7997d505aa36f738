// How the property tests break nsfw-discoverable (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { anyType, type MutationOperator, onBody } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'set nsfw: true with an application that has discovery enabled',
  arbitrary: onBody(envArb, anyType, (body) => {
    body['nsfw'] = true;
    return { path: ['nsfw'], what: 'nsfw with discovery', options: { application: { discoverable: true } } };
  }),
};
