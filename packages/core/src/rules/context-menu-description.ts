import { CommandType, commandTypeName } from '../facts.js';
import { defineRule } from '../rule.js';
import { isObject, keysOf, own, show } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'context-menu-description',
    description: 'USER and MESSAGE commands take no description: it must be absent, null or "", and so must every description localization.',
    severity: 'error',
    fixable: true,
    source: 'docs/facts/command.md#descriptions',
    messages: {
      description: '{{subject}}: {{type}} commands cannot have a description ({{description}}); remove it.',
      descriptionLocalization: '{{subject}}: {{type}} commands cannot have a description, so the {{locale}} description localization must go; remove it.',
    },
  },
  (context) => ({
    command(node) {
      if (node.type !== CommandType.USER && node.type !== CommandType.MESSAGE) return;
      const type = commandTypeName(node.type);
      const description = own(node.value, 'description');
      if (typeof description === 'string' && description !== '') {
        const path = [...node.path, 'description'];
        context.report(node, {
          path,
          messageId: 'description', data: { type, description: show(description) },
          fix: [{ op: 'remove', path }],
        });
      }
      const localizations = own(node.value, 'description_localizations');
      if (!isObject(localizations)) return;
      for (const locale of keysOf(localizations)) {
        const text = localizations[locale];
        if (typeof text !== 'string' || text === '') continue;
        const path = [...node.path, 'description_localizations', locale];
        context.report(node, {
          path,
          messageId: 'descriptionLocalization', data: { type, locale },
          fix: [{ op: 'remove', path }],
        });
      }
    },
  }),
);
