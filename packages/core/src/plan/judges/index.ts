// The judgement of each plan rule, by id, one file each beside this one: plan() runs them; the
// catalog (rules/index.ts) holds the same rules' metadata (rules/<id>.ts). A test checks that the
// two list the same ids.
import * as bulkDeletesOtherTypes from './bulk-deletes-other-types.js';
import * as bulkMissingEntryPoint from './bulk-missing-entry-point.js';
import * as dailyCreateLimit from './daily-create-limit.js';
import * as entryPointAutoCreated from './entry-point-auto-created.js';
import * as perpetualDifference from './perpetual-difference.js';
import * as registeredDuplicate from './registered-duplicate.js';
import * as renameDropsPermissions from './rename-drops-permissions.js';
import type { PlanJudge } from '../types.js';

/** A plan rule's judgement and the messages it reports by id (its meta.messages: kept here, beside the judge, so that the lint engine's bundle carries no plan wording). */
export interface PlanRuleVoice {
  readonly judge: PlanJudge;
  readonly messages: Readonly<Record<string, string>>;
}

export const PLAN_JUDGES: ReadonlyMap<string, PlanRuleVoice> = new Map<string, PlanRuleVoice>([
  ['registered-duplicate', registeredDuplicate],
  ['rename-drops-permissions', renameDropsPermissions],
  ['bulk-deletes-other-types', bulkDeletesOtherTypes],
  ['bulk-missing-entry-point', bulkMissingEntryPoint],
  ['entry-point-auto-created', entryPointAutoCreated],
  ['daily-create-limit', dailyCreateLimit],
  ['perpetual-difference', perpetualDifference],
]);
