import { KNOWN_PERMISSIONS_MASK } from '../facts.js';
import { defineRule } from '../rule.js';
import { own } from '../util.js';
import { capitalize } from '../variants.js';

export default defineRule(
  {
    id: 'unknown-permission-bits',
    description: 'default_member_permissions should only use known permission bits (0-46 and 48-52).',
    severity: 'warning',
    source: 'api-facts §3',
  },
  (context) => ({
    command(node) {
      const value = own(node.value, 'default_member_permissions');
      if (typeof value !== 'string' || !/^\d{1,80}$/.test(value)) return;
      // Bitfields pass 2^53, so BigInt.
      const unknown = BigInt(value) & ~KNOWN_PERMISSIONS_MASK;
      if (unknown === 0n) return;
      const bits: number[] = [];
      for (let bit = 0; unknown >> BigInt(bit) !== 0n && bits.length < 6; bit++) {
        if ((unknown >> BigInt(bit)) & 1n) bits.push(bit);
      }
      context.report(node, {
        path: [...node.path, 'default_member_permissions'],
        message: `${capitalize(node.label)}: "default_member_permissions" "${value.length > 30 ? `${value.slice(0, 30)}…` : value}" sets bits no permission uses (${bits.map((b) => `1 << ${b}`).join(', ')}${bits.length === 6 ? ', ...' : ''}); check the value.`,
      });
    },
  }),
);
