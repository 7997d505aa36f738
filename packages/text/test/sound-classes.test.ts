// Every rule of the core that judges bodies has a class in source/sound.ts (what it reads), or is
// listed here as one that speaks only of bodies with nothing unknown: a new rule is classed on
// purpose, never by accident.
import { describe, expect, it } from 'vitest';
import { rules } from '@cmdlint/core';
import { CLASSED_RULES } from '../src/reader/sound.js';

/** Rules kept only on bodies with nothing unknown: they read the whole body, or a permissions body (never a source). */
const WHOLE_BODY_ONLY = new Set(['body-shape', 'duplicate-permission-id', 'permission-constant', 'permissions-count']);

describe('the evidence classes of the source reader', () => {
  it('every body rule has a class or is kept only on complete bodies', () => {
    const bodyRules = rules.filter(({ meta }) => meta.subject !== 'plan').map(({ meta }) => meta.id);
    expect(bodyRules.length).toBeGreaterThan(40);
    expect(bodyRules.filter((id) => !CLASSED_RULES.has(id) && !WHOLE_BODY_ONLY.has(id))).toEqual([]);
  });

  it('lists no rule that does not exist', () => {
    const ids = new Set(rules.map(({ meta }) => meta.id));
    expect([...CLASSED_RULES, ...WHOLE_BODY_ONLY].filter((id) => !ids.has(id))).toEqual([]);
  });
});
