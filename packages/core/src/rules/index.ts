// The rule catalog: one file per rule, named by its id. Order is the order of the docs index.
import type { Rule } from '../rule.js';
import bodyShape from './body-shape.js';
import requiredField from './required-field.js';
import fieldType from './field-type.js';
import numberAsString from './number-as-string.js';
import enumValue from './enum-value.js';
import unknownField from './unknown-field.js';
import responseOnlyField from './response-only-field.js';
import deprecatedField from './deprecated-field.js';
import nameLength from './name-length.js';
import nameFormat from './name-format.js';
import nameLowercase from './name-lowercase.js';
import contextMenuName from './context-menu-name.js';
import descriptionLength from './description-length.js';
import contextMenuDescription from './context-menu-description.js';
import commandFieldByType from './command-field-by-type.js';
import optionFieldByType from './option-field-by-type.js';
import requiredBeforeOptional from './required-before-optional.js';
import uniqueOptionName from './unique-option-name.js';
import optionNesting from './option-nesting.js';
import subcommandMix from './subcommand-mix.js';
import emptySubcommandGroup from './empty-subcommand-group.js';
import maxOptions from './max-options.js';
import maxChoices from './max-choices.js';
import choiceName from './choice-name.js';
import choiceValue from './choice-value.js';
import autocompleteWithChoices from './autocomplete-with-choices.js';
import numericBounds from './numeric-bounds.js';
import lengthBounds from './length-bounds.js';
import boundsOrder from './bounds-order.js';
import channelTypesUnpickable from './channel-types-unpickable.js';
import fileTypes from './file-types.js';
import localeKey from './locale-key.js';
import localizedOptionNameCollision from './localized-option-name-collision.js';
import localizationEqualsDefault from './localization-equals-default.js';
import localizationFallback from './localization-fallback.js';
import commandBudget from './command-budget.js';
import duplicateArrayValue from './duplicate-array-value.js';
import privateChannelWithoutUserInstall from './private-channel-without-user-install.js';
import integrationTypesSubset from './integration-types-subset.js';
import guildIgnoredField from './guild-ignored-field.js';
import guildBotDm from './guild-bot-dm.js';
import nsfwDiscoverable from './nsfw-discoverable.js';
import handlerEmbedded from './handler-embedded.js';
import defaultMemberPermissions from './default-member-permissions.js';
import unknownPermissionBits from './unknown-permission-bits.js';
import editTypeImmutable from './edit-type-immutable.js';
import entryPointInGuild from './entry-point-in-guild.js';
import uniqueCommandName from './unique-command-name.js';
import commandTypeLimit from './command-type-limit.js';
import bulkSize from './bulk-size.js';
import permissionsCount from './permissions-count.js';
import snowflake from './snowflake.js';
import duplicatePermissionId from './duplicate-permission-id.js';
import permissionConstant from './permission-constant.js';
// Plan rules (subject 'plan'): they judge a deploy plan; `plan()` runs their judges (plan/judges/index.ts),
// `lint` never does. The catalog takes only their metadata, so the lint engine's bundle leaves the
// judges out.
import { rule as registeredDuplicate } from './registered-duplicate.js';
import { rule as renameDropsPermissions } from './rename-drops-permissions.js';
import { rule as bulkDeletesOtherTypes } from './bulk-deletes-other-types.js';
import { rule as bulkMissingEntryPoint } from './bulk-missing-entry-point.js';
import { rule as entryPointAutoCreated } from './entry-point-auto-created.js';
import { rule as dailyCreateLimit } from './daily-create-limit.js';
import { rule as perpetualDifference } from './perpetual-difference.js';

export const rules: readonly Rule[] = [
  bodyShape,
  requiredField,
  fieldType,
  numberAsString,
  enumValue,
  unknownField,
  responseOnlyField,
  deprecatedField,
  nameLength,
  nameFormat,
  nameLowercase,
  contextMenuName,
  descriptionLength,
  contextMenuDescription,
  commandFieldByType,
  optionFieldByType,
  requiredBeforeOptional,
  uniqueOptionName,
  optionNesting,
  subcommandMix,
  emptySubcommandGroup,
  maxOptions,
  maxChoices,
  choiceName,
  choiceValue,
  autocompleteWithChoices,
  numericBounds,
  lengthBounds,
  boundsOrder,
  channelTypesUnpickable,
  fileTypes,
  localeKey,
  localizedOptionNameCollision,
  localizationEqualsDefault,
  localizationFallback,
  commandBudget,
  duplicateArrayValue,
  privateChannelWithoutUserInstall,
  integrationTypesSubset,
  guildIgnoredField,
  guildBotDm,
  nsfwDiscoverable,
  handlerEmbedded,
  defaultMemberPermissions,
  unknownPermissionBits,
  editTypeImmutable,
  entryPointInGuild,
  uniqueCommandName,
  commandTypeLimit,
  bulkSize,
  permissionsCount,
  snowflake,
  duplicatePermissionId,
  permissionConstant,
  registeredDuplicate,
  renameDropsPermissions,
  bulkDeletesOtherTypes,
  bulkMissingEntryPoint,
  entryPointAutoCreated,
  dailyCreateLimit,
  perpetualDifference,
];
