import { distance } from 'fastest-levenshtein';
import { z } from 'zod';
import { fromAgentv4Names } from './agentv4-grader-names.js';
import { EVALUATOR_SCHEMAS, EVALUATOR_TYPES, type RawEvaluator } from './evaluator-kinds.js';

export { EVALUATOR_TYPES, type RawEvaluator } from './evaluator-kinds.js';

/**
 * One entry of an `evaluators` (2.x) or `assertions` (4.x) list, as written in an eval file; 4.x
 * grader names (`llm-grader`, `code-grader`, `rubrics`, …) are read as the 2.x kinds they are. The
 * members are the schemas of every evaluator kind (evaluator-kinds.ts).
 */
export const evaluatorSchema = z.preprocess(
  fromAgentv4Names,
  z.discriminatedUnion('type', EVALUATOR_SCHEMAS as unknown as [z.ZodObject, ...z.ZodObject[]], {
    error: (issue) => unknownTypeMessage(issue.input),
  }) as unknown as z.ZodType<RawEvaluator>,
);

/** Names the value and the nearest supported type: a switching user's typo or an AgentV-only type. */
function unknownTypeMessage(input: unknown): string {
  const type = typeof input === 'object' && input !== null ? (input as { type?: unknown }).type : undefined;
  if (typeof type !== 'string') return `evaluator "type" must be one of: ${EVALUATOR_TYPES.join(', ')}`;
  const nearest = [...EVALUATOR_TYPES].sort((a, b) => distance(type, a) - distance(type, b))[0];
  return (
    `unknown evaluator type "${type}"; the nearest supported one is "${nearest}" ` +
    `(supported: ${EVALUATOR_TYPES.join(', ')})`
  );
}
