import { KNOWN_PERMISSIONS_MASK } from '../facts.js';
import { defineRule } from '../rule.js';
import { capitalize, own } from '../util.js';

/** Past this many significant digits the value is far above every permission bit (and BigInt parsing gets slow). */
const MAX_DIGITS = 80;

/** Up to 15 digits a value is below 2^50 and exact as a number: the common case needs no BigInt. */
const SAFE_DIGITS = 15;
/** The bits below 2^50 that no permission uses. */
const UNKNOWN_SAFE_BITS: readonly number[] = Array.from({ length: 50 }, (_, bit) => bit).filter((bit) => ((KNOWN_PERMISSIONS_MASK >> BigInt(bit)) & 1n) === 0n);

function hasUnknownSafeBit(bitfield: number): boolean {
  for (let i = 0; i < UNKNOWN_SAFE_BITS.length; i++) if (Math.floor(bitfield / 2 ** UNKNOWN_SAFE_BITS[i]!) % 2 === 1) return true;
  return false;
}
const MAX_BITS_SHOWN = 6;

export default /* @__PURE__ */ defineRule(
  {
    id: 'unknown-permission-bits',
    description: 'default_member_permissions should only use known permission bits (0-46 and 48-52).',
    severity: 'warning',
    source: 'docs/facts/command.md#member-permissions',
    messages: {
      tooLarge: '{{where}} is far larger than any permission bitfield (it sets bits above 52); {{remedy}}: check the value.',
      unknownBits: '{{where}} sets bits no permission uses ({{bits}}{{more}}); {{remedy}}: check the value, or use "{{known}}" to keep only the known bits.',
    },
  },
  (context) => ({
    command(node) {
      const value = own(node.value, 'default_member_permissions');
      if (typeof value !== 'string' || !/^\d+$/.test(value)) return; // default-member-permissions'
      if (value.length <= SAFE_DIGITS && !hasUnknownSafeBit(Number(value))) return;
      const digits = value.replace(/^0+(?=\d)/, '');
      // Spelled out only when there is something to report.
      const where = (): string => `${capitalize(node.label)}: "default_member_permissions" "${value.length > 30 ? `${value.slice(0, 30)}…` : value}"`;
      const remedy = 'known permissions use bits 0-46 and 48-52';
      if (digits.length > MAX_DIGITS) {
        context.report(node, {
          path: [...node.path, 'default_member_permissions'],
          messageId: 'tooLarge', data: { where: where(), remedy },
        });
        return;
      }
      // Bitfields pass 2^53, so BigInt.
      const bitfield = BigInt(digits);
      const unknown = bitfield & ~KNOWN_PERMISSIONS_MASK;
      if (unknown === 0n) return;
      const bits: number[] = [];
      for (let bit = 0; unknown >> BigInt(bit) !== 0n && bits.length < MAX_BITS_SHOWN; bit++) {
        if ((unknown >> BigInt(bit)) & 1n) bits.push(bit);
      }
      const more = bits.length === MAX_BITS_SHOWN && unknown >> BigInt(bits[bits.length - 1]! + 1) !== 0n;
      const known = bitfield & KNOWN_PERMISSIONS_MASK;
      context.report(node, {
        path: [...node.path, 'default_member_permissions'],
        messageId: 'unknownBits', data: { where: where(), bits: bits.map((b) => `1 << ${b}`).join(', '), more: more ? ', ...' : '', remedy, known },
      });
    },
  }),
);
