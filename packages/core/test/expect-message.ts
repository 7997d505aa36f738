// How the two table harnesses (rule-tester.ts, plan/plan-rule-tester.ts) hold a diagnostic to its
// rule's messages: the id, the data that fills the template, the whole text or its words.
import { expect } from 'vitest';
import { renderMessage } from '../src/util.js';

/** What a case says of a diagnostic's message. */
export interface ExpectedMessage {
  /** The whole text (a string), or words (or a pattern) it must contain: the field, the value, the remedy. */
  readonly message?: string | readonly string[] | RegExp;
  /** The key of the rule's messages the diagnostic was made from. */
  readonly messageId?: string;
  /** The data its placeholders were filled with: the text must be the template of `messageId` filled with it (as ESLint's RuleTester checks). */
  readonly data?: Readonly<Record<string, unknown>>;
}

export function expectMessage(diagnostic: { readonly message: string; readonly messageId?: string; readonly data?: Readonly<Record<string, unknown>> }, expected: ExpectedMessage, messages: Readonly<Record<string, string>>): void {
  if (typeof expected.message === 'string') expect(diagnostic.message).toBe(expected.message);
  else if (expected.message instanceof RegExp) expect(diagnostic.message).toMatch(expected.message);
  else if (expected.message) for (const word of expected.message) expect(diagnostic.message).toContain(word);
  expect(Object.keys(messages), 'the ids of the rule\'s messages').toContain(diagnostic.messageId);
  if (expected.messageId !== undefined) expect(diagnostic.messageId).toBe(expected.messageId);
  if (expected.data !== undefined) {
    expect(expected.messageId, 'data goes with a messageId').toBeDefined();
    expect(diagnostic.data, 'the data of the report').toEqual(expected.data);
    expect(diagnostic.message).toBe(renderMessage(messages, { messageId: expected.messageId!, data: expected.data }).message);
  }
}

/**
 * Over all the invalid cases of a rule: every message is reported by some case (a message no case
 * reaches is dead or untested), one case asserts a whole text (so a change of wording shows in a
 * test), and no text keeps a `{{placeholder}}` the data did not fill.
 */
export function expectMessagesCovered(messages: Readonly<Record<string, string>>, reported: readonly { readonly message: string; readonly messageId?: string }[], expected: readonly ExpectedMessage[]): void {
  const ids = new Set(reported.map((d) => d.messageId));
  expect(Object.keys(messages).filter((id) => !ids.has(id)), 'messages no case reports').toEqual([]);
  expect(expected.some((e) => typeof e.message === 'string'), 'a case asserting a whole message').toBe(true);
  expect(reported.map((d) => d.message).filter((t) => /\{\{[^{}]+\}\}/.test(t)), 'messages with a placeholder left').toEqual([]);
}
