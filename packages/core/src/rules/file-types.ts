import { LIMITS, OptionType } from '../facts.js';
import { defineRule } from '../rule.js';
import { forEachItem, own, quote } from '../util.js';

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
      tooMany: '{{subject}} lists {{typesCount}} file types; at most {{max}} are allowed, and entry {{first}} is the first past the limit: remove {{types}} (a kind such as "image" covers many extensions).',
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
        context.report(node, { path: [...path, LIMITS.fileTypes], messageId: 'tooMany', data: { max: LIMITS.fileTypes, typesCount: types.length, types: types.length - LIMITS.fileTypes, first: LIMITS.fileTypes + 1 } });
      }
      forEachItem(types, (entry, i) => {
        if (typeof entry !== 'string') return; // field-type's
        if (KINDS.has(entry.toLowerCase()) || EXTENSION.test(entry)) return;
        const itemPath = [...path, i];
        const looksLikeExtension = /^[\p{L}\p{N}]+$/u.test(entry);
        context.report(node, {
          path: itemPath,
          messageId: 'invalid', data: { entry: quote(entry), looksLikeExtension: looksLikeExtension ? `; use ${quote(`.${entry}`)}` : '' },
          ...(looksLikeExtension ? { suggestions: [{ message: `Use ${quote(`.${entry}`)}`, fix: [{ op: 'set', path: itemPath, value: `.${entry}` }] }] } : {}),
        });
      });
    },
  }),
);
