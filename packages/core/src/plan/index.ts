// The deploy plan (issue 15): what sending the local bodies does to the registered commands.
export { plan, commandLabel, DAILY_CREATE_LIMIT } from './plan.js';
export { normaliseCommand, sameJson, sameCommand, SERVICE_DEFAULT, type NormaliseContext } from './normalise.js';
export { commandsPath } from './requests.js';
export { isPlanRule } from '../rule.js';
export { PLAN_JUDGES } from './judges/index.js';
export type * from './types.js';
