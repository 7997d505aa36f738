import { LIMITS, OptionType } from '../facts.js';
import { defineRule } from '../rule.js';
import { forEachItem, own } from '../util.js';

const KINDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['image', 'video', 'audio']);
const EXTENSION = /^\..+$/su;

export default /* @__PURE__ */ defineRule(
  {
    id: 'file-types',
    description: 'file_types of an ATTACHMENT option holds at most 10 entries, each "image", "video", "audio" or an extension such as ".pdf".',
    severity: 'error',
    hasSuggestions: true,
    source: 'docs/facts/options.md#file-types',
    messages: {
      tooMany: '{{subject}} lists {{typesCount}} file types; at most {{max}} are allowed: remove {{types}} (a kind such as "image" covers many extensions).',
      invalid: '{{subject}}: file type {{entry}} is neither "image", "video", "audio" nor an extension starting with a dot{{looksLikeExtension}}.',
    },
  },
  (context) => ({
    only: { optionTypes: [OptionType.ATTACHMENT] },
    option(node) {
      const types = own(node.value, 'file_types');
      if (node.type !== OptionType.ATTACHMENT || !Array.isArray(types)) return;
      const path = [...node.path, 'file_types'];
      if (types.length > LIMITS.fileTypes) {
        context.report(node, { path, messageId: 'tooMany', data: { max: LIMITS.fileTypes, typesCount: types.length, types: types.length - LIMITS.fileTypes } });
      }
      forEachItem(types, (entry, i) => {
        if (typeof entry !== 'string') return; // field-type's
        if (KINDS.has(entry.toLowerCase()) || EXTENSION.test(entry)) return;
        const itemPath = [...path, i];
        const looksLikeExtension = /^[\p{L}\p{N}]+$/u.test(entry);
        context.report(node, {
          path: itemPath,
          messageId: 'invalid', data: { entry: JSON.stringify(entry), looksLikeExtension: looksLikeExtension ? `; use ${JSON.stringify(`.${entry}`)}` : '' },
          ...(looksLikeExtension ? { suggestions: [{ message: `Use ${JSON.stringify(`.${entry}`)}`, fix: [{ op: 'set', path: itemPath, value: `.${entry}` }] }] } : {}),
        });
      });
    },
  }),
);
