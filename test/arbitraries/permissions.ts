// Valid permissions bodies (api-facts §8): {"permissions": [{id, type, permission}]}, at most 100
// entries, unique snowflake ids; with the guild id known, the @everyone constant (the guild id)
// is a ROLE (1) and the all-channels constant (guild id - 1) a CHANNEL (3).
import fc from 'fast-check';
import type { Obj } from './tree.js';

export const MAX_SNOWFLAKE = 2n ** 64n - 1n;

/** A snowflake: decimal digits, no leading zero, at most 2^64-1; mostly realistic 17-19 digit ids. */
const snowflake: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: fc.bigInt({ min: 10n ** 16n, max: 10n ** 19n }) },
    { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: MAX_SNOWFLAKE }) },
    { weight: 1, arbitrary: fc.constantFrom(0n, 1n, MAX_SNOWFLAKE, MAX_SNOWFLAKE - 1n) },
  )
  .map(String);

/** A guild id usable as the `guildId` lint option (1..2^64-1). */
export const guildId: fc.Arbitrary<string> = snowflake.filter((id) => id !== '0');

const permissionEntry: fc.Arbitrary<Obj> = fc.record({
  id: snowflake,
  type: fc.constantFrom(1, 2, 3),
  permission: fc.boolean(),
});

export interface PermissionsCase {
  readonly body: Obj;
  /** The guild the body is for, when the case tests the constants. */
  readonly guildId: string | undefined;
}

const count: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 10 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 100 }) },
  { weight: 1, arbitrary: fc.constant(100) },
);

/** A valid permissions body, sometimes with the guild id and its two constants among the entries. */
export const permissionsCase: fc.Arbitrary<PermissionsCase> = fc
  .tuple(
    count.chain((n) => fc.uniqueArray(permissionEntry, { selector: (e) => e['id'], minLength: n, maxLength: n })),
    fc.option(guildId, { nil: undefined }),
    fc.boolean(),
    fc.boolean(),
    fc.nat(),
  )
  .map(([entries, guild, everyone, allChannels, at]) => {
    if (guild !== undefined) {
      const constants: [string, number, boolean][] = [
        [guild, 1, everyone],
        [String(BigInt(guild) - 1n), 3, allChannels],
      ];
      for (const [id, type, add] of constants) {
        const existing = entries.find((e) => e['id'] === id);
        if (existing) existing['type'] = type;
        else if (add) {
          const entry = { id, type, permission: at % 2 === 0 };
          if (entries.length < 100) entries.splice(at % (entries.length + 1), 0, entry);
          else entries[at % entries.length] = entry;
        }
      }
    }
    return { body: { permissions: entries }, guildId: guild };
  });
