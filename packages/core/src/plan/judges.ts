// The judgement of each plan rule, by id: plan() runs them; the catalog (rules/index.ts) holds
// the same rules' metadata. A test checks that the two list the same ids.
import { judge as bulkDeletesOtherTypes } from '../rules/bulk-deletes-other-types.js';
import { judge as bulkMissingEntryPoint } from '../rules/bulk-missing-entry-point.js';
import { judge as dailyCreateLimit } from '../rules/daily-create-limit.js';
import { judge as entryPointAutoCreated } from '../rules/entry-point-auto-created.js';
import { judge as perpetualDifference } from '../rules/perpetual-difference.js';
import { judge as registeredDuplicate } from '../rules/registered-duplicate.js';
import { judge as renameDropsPermissions } from '../rules/rename-drops-permissions.js';
import type { PlanJudge } from './rule.js';

export const PLAN_JUDGES: ReadonlyMap<string, PlanJudge> = new Map([
  ['registered-duplicate', registeredDuplicate],
  ['rename-drops-permissions', renameDropsPermissions],
  ['bulk-deletes-other-types', bulkDeletesOtherTypes],
  ['bulk-missing-entry-point', bulkMissingEntryPoint],
  ['entry-point-auto-created', entryPointAutoCreated],
  ['daily-create-limit', dailyCreateLimit],
  ['perpetual-difference', perpetualDifference],
]);
