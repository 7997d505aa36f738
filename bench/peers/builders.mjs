// Peer: @discordjs/builders 1.x. Every CHAT_INPUT command of a set is rebuilt through the builders
// (each setter validates its argument) and serialized with toJSON() (which validates again). A
// builder throws at the first problem; the report is placed at the field being set when it threw,
// so it can be compared with the expected paths.

import { SlashCommandBuilder } from '@discordjs/builders';

const ADD = {
  3: 'addStringOption', 4: 'addIntegerOption', 5: 'addBooleanOption', 6: 'addUserOption', 7: 'addChannelOption',
  8: 'addRoleOption', 9: 'addMentionableOption', 10: 'addNumberOption', 11: 'addAttachmentOption',
};

function nameAndDescription(builder, source, at, where) {
  where.path = `${at}/name`;
  builder.setName(source.name);
  for (const [locale, text] of Object.entries(source.name_localizations ?? {})) {
    where.path = `${at}/name_localizations/${locale}`;
    builder.setNameLocalization(locale, text);
  }
  where.path = `${at}/description`;
  builder.setDescription(source.description);
  for (const [locale, text] of Object.entries(source.description_localizations ?? {})) {
    where.path = `${at}/description_localizations/${locale}`;
    builder.setDescriptionLocalization(locale, text);
  }
}

function basicOption(option, source, at, where) {
  nameAndDescription(option, source, at, where);
  if (source.required !== undefined) {
    where.path = `${at}/required`;
    option.setRequired(source.required);
  }
  (source.choices ?? []).forEach((choice, i) => {
    where.path = `${at}/choices/${i}`;
    option.addChoices(choice);
  });
  for (const key of ['autocomplete', 'min_length', 'max_length', 'min_value', 'max_value', 'channel_types']) {
    if (source[key] === undefined) continue;
    where.path = `${at}/${key}`;
    if (key === 'autocomplete') option.setAutocomplete(source.autocomplete);
    else if (key === 'min_length') option.setMinLength(source.min_length);
    else if (key === 'max_length') option.setMaxLength(source.max_length);
    else if (key === 'min_value') option.setMinValue(source.min_value);
    else if (key === 'max_value') option.setMaxValue(source.max_value);
    else option.addChannelTypes(...source.channel_types);
  }
  return option;
}

function addBasic(parent, source, at, where) {
  where.path = at;
  const method = ADD[source.type];
  if (!method) throw new TypeError(`option type ${source.type} cannot be added here`);
  parent[method]((option) => basicOption(option, source, at, where));
}

// Locating: the setters validate each value as it is set, but the number of options is only checked
// by toJSON(), which the command runs for the whole tree at the end. To place that report, the
// locating pass (not the timed one) serializes each subcommand and group as soon as it is built,
// while the path points at its options array; what the command's own toJSON() can still find then
// is its own options array.
// A subcommand or a group, made by the parent's `method`, its options added by `addOption`.
function addContainer(parent, method, source, at, where, addOption) {
  where.path = at;
  parent[method]((container) => {
    nameAndDescription(container, source, at, where);
    (source.options ?? []).forEach((o, i) => addOption(container, o, `${at}/options/${i}`, where));
    if (where.locate) {
      where.path = `${at}/options`;
      container.toJSON();
    }
    return container;
  });
}

function addSubcommand(parent, source, at, where) {
  addContainer(parent, 'addSubcommand', source, at, where, addBasic);
}

function rebuildOne(command, at, where) {
  const builder = new SlashCommandBuilder();
  nameAndDescription(builder, command, at, where);
  where.path = `${at}/default_member_permissions`;
  if (command.default_member_permissions !== undefined) builder.setDefaultMemberPermissions(command.default_member_permissions);
  where.path = `${at}/contexts`;
  if (command.contexts) builder.setContexts(...command.contexts);
  where.path = `${at}/integration_types`;
  if (command.integration_types) builder.setIntegrationTypes(...command.integration_types);
  where.path = `${at}/nsfw`;
  if (command.nsfw !== undefined) builder.setNSFW(command.nsfw);
  (command.options ?? []).forEach((o, i) => {
    const p = `${at}/options/${i}`;
    if (o.type === 1) addSubcommand(builder, o, p, where);
    else if (o.type === 2) addContainer(builder, 'addSubcommandGroup', o, p, where, addSubcommand);
    else addBasic(builder, o, p, where);
  });
  where.path = where.locate ? `${at}/options` : at;
  return builder.toJSON();
}

/**
 * Rebuilds every CHAT_INPUT command of `set`; returns the problems as { path, message }.
 * `locate`: also serialize each subcommand and group on its own, to place the reports (slower).
 */
export function builderReports(set, { locate = false } = {}) {
  const reports = [];
  const where = { path: '', locate };
  set.forEach((command, index) => {
    if (command.type !== undefined && command.type !== 1) return;
    try {
      rebuildOne(command, `/${index}`, where);
    } catch (error) {
      reports.push({ path: where.path, message: String(error?.message ?? error).split('\n')[0] });
    }
  });
  return reports;
}
