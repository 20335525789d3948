import { ASSERTION_CHECKS, assertionSchemas, type RawAssertion } from '../assertion-schemas.js';
import type { EvaluatorKind } from './evaluator-kind.js';

/**
 * AgentV 4.x's deterministic string checks (`contains`, `regex`, `is-json`, …), one evaluator
 * kind with the check as a field. Each is named after what it checks, as AgentV names them.
 */
export const ASSERTION_KIND: EvaluatorKind<'assertion', RawAssertion> = {
  read: {
    types: ASSERTION_CHECKS,
    schemas: assertionSchemas,
    defaultName: assertionName,
    normalize(entry, { name, weight }) {
      switch (entry.type) {
        case 'regex':
          return {
            type: 'assertion',
            check: 'regex',
            name,
            weight,
            value: entry.value,
            ...(entry.flags !== undefined ? { flags: entry.flags } : {}),
          };
        case 'is-json':
          return { type: 'assertion', check: 'is-json', name, weight };
        default:
          return { type: 'assertion', check: entry.type, name, weight, value: entry.value };
      }
    },
  },
};

/** AgentV 4.x's default names: `contains-<value>`, `contains-any-<count>`, `regex-<first 30>`, else the type. */
function assertionName(entry: RawAssertion): string {
  switch (entry.type) {
    case 'regex':
      return `regex-${entry.value.slice(0, 30)}`;
    case 'is-json':
      return entry.type;
    default:
      return typeof entry.value === 'string' ? `${entry.type}-${entry.value}` : `${entry.type}-${entry.value.length}`;
  }
}
