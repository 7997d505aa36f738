// How the property tests break field-type (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, index, LOCALE_OF, type BodyMutation, type MutationOperator, onBody, onPermissions, oneWayOf, pick, setLocalization } from '../../../../test/arbitraries/mutate.js';
import { allChoices, allOptions, isBasic, namedNodes } from '../../../../test/arbitraries/tree.js';

/** `required: "yes"` on an optional basic option. */
const requiredAsText: BodyMutation = (body, g) => {
  const optional = allOptions(body).filter((r) => isBasic(r.option) && r.option['required'] !== true);
  if (optional.length === 0) return undefined;
  const ref = pick(g, optional);
  ref.option['required'] = 'yes';
  return { path: [...ref.path, 'required'], what: 'required "yes"' };
};

/** A name or description localization that is the number 5. */
const localizationAsNumber: BodyMutation = (body, g) => {
  const { node, path } = pick(g, namedNodes(body));
  const field = pick(g, ['name', 'description'] as const);
  return { path: setLocalization(node, path, field, LOCALE_OF(g), 5), what: `a ${field} localization 5` };
};

/** A choice name that is the number 42. */
const choiceNameAsNumber: BodyMutation = (body, g) => {
  const choices = allChoices(body);
  if (choices.length === 0) return undefined;
  const ref = pick(g, choices);
  ref.choice['name'] = 42;
  return { path: [...ref.path, 'name'], what: 'choice name 42' };
};

/** `name_localizations` that is an array. */
const localizationsAsArray: BodyMutation = (body, g) => {
  const { node, path } = pick(g, namedNodes(body));
  node['name_localizations'] = [];
  return { path: [...path, 'name_localizations'], what: 'name_localizations []' };
};

/** `nsfw: "yes"`: also the way taken when the one drawn finds nothing. */
const nsfwAsText: BodyMutation = (body) => {
  body['nsfw'] = 'yes';
  return { path: ['nsfw'], what: 'nsfw "yes"' };
};

export const mutation: MutationOperator = {
  operator: 'give a field a value of the wrong JSON type (nsfw "yes", required "yes", a localization 5, a choice name 42, permission "true")',
  arbitrary: fc.oneof(
    onBody(envArb, chat, oneWayOf([requiredAsText, localizationAsNumber, choiceNameAsNumber, localizationsAsArray], nsfwAsText)),
    onPermissions((entries, g) => {
      if (entries.length === 0) entries.push({ id: '1234567890123456', type: 2, permission: true });
      const i = index(g, entries.length);
      entries[i]!['permission'] = 'true';
      return { path: ['permissions', i, 'permission'], what: 'permission "true"' };
    }),
  ),
};
