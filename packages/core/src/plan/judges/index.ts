// The judgement of each plan rule, by id, one file each beside this one: plan() runs them; the
// catalog (rules/index.ts) holds the same rules' metadata (rules/<id>.ts). A test checks that the
// two list the same ids.
import { judge as bulkDeletesOtherTypes } from './bulk-deletes-other-types.js';
import { judge as bulkMissingEntryPoint } from './bulk-missing-entry-point.js';
import { judge as dailyCreateLimit } from './daily-create-limit.js';
import { judge as entryPointAutoCreated } from './entry-point-auto-created.js';
import { judge as perpetualDifference } from './perpetual-difference.js';
import { judge as registeredDuplicate } from './registered-duplicate.js';
import { judge as renameDropsPermissions } from './rename-drops-permissions.js';
import type { PlanJudge } from '../types.js';

export const PLAN_JUDGES: ReadonlyMap<string, PlanJudge> = new Map([
  ['registered-duplicate', registeredDuplicate],
  ['rename-drops-permissions', renameDropsPermissions],
  ['bulk-deletes-other-types', bulkDeletesOtherTypes],
  ['bulk-missing-entry-point', bulkMissingEntryPoint],
  ['entry-point-auto-created', entryPointAutoCreated],
  ['daily-create-limit', dailyCreateLimit],
  ['perpetual-difference', perpetualDifference],
]);
