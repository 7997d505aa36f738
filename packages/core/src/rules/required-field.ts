import { CommandType } from '../facts.js';
import { defineRule } from '../rule.js';
import type { ReportDescriptor } from '../nodes.js';
import type { Path } from '../types.js';
import { capitalize, has, type JsonObject, own } from '../util.js';

function missing(object: JsonObject, field: string): boolean {
  return !has(object, field) || object[field] === undefined;
}

function describe(label: string, field: string, path: Path, remedy: string): ReportDescriptor {
  return { path: [...path, field], messageId: 'missing', data: { subject: capitalize(label), field, remedy } };
}

export default /* @__PURE__ */ defineRule(
  {
    id: 'required-field',
    description: 'Fields the service requires must be present: command name, CHAT_INPUT description, option type, name and description, choice name and value, permission entry fields.',
    severity: 'error',
    source: 'docs/facts/command.md#required-fields',
    messages: {
      missing: '{{subject}} has no "{{field}}": {{remedy}}.',
    },
  },
  (context) => ({
    command(node) {
      if (node.bodyKind === 'edit') return; // every field of an edit body is optional
      const { value } = node;
      if (missing(value, 'name')) context.report(node, describe(node.label, 'name', node.path, 'add a name'));
      const description = own(value, 'description');
      if (node.type === CommandType.CHAT_INPUT && (description === undefined || description === null)) {
        context.report(node, describe(node.label, 'description', node.path, 'slash commands need a description of 1-100 characters'));
      }
    },
    option(node) {
      const { value } = node;
      if (missing(value, 'type')) context.report(node, describe(node.label, 'type', node.path, 'add an option type (1 SUB_COMMAND ... 11 ATTACHMENT)'));
      if (missing(value, 'name')) context.report(node, describe(node.label, 'name', node.path, 'add a lowercase name of 1-32 characters'));
      if (missing(value, 'description')) context.report(node, describe(node.label, 'description', node.path, 'add a description of 1-100 characters'));
    },
    choice(node) {
      const { value } = node;
      if (missing(value, 'name')) context.report(node, describe(node.label, 'name', node.path, 'add the name users see (1-100 characters)'));
      if (missing(value, 'value')) context.report(node, describe(node.label, 'value', node.path, 'add the value the app receives'));
    },
    permissions(node) {
      if (missing(node.value, 'permissions')) {
        context.report(node, describe('the permissions body', 'permissions', [], 'add an array of permission entries'));
      }
    },
    permissionEntry(node) {
      const { value, path, index } = node;
      const label = `permission entry ${index}`;
      if (missing(value, 'id')) context.report(node, describe(label, 'id', node.path, 'add the id of the role, user or channel (a snowflake string)'));
      if (missing(value, 'type')) context.report(node, describe(label, 'type', node.path, 'add 1 (ROLE), 2 (USER) or 3 (CHANNEL)'));
      if (missing(value, 'permission')) context.report(node, describe(label, 'permission', node.path, 'add true to allow or false to deny'));
    },
  }),
);
