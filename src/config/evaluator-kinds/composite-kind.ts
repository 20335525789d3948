import path from 'node:path';
import { z } from 'zod';
import { type CompositeAggregator, compositeAggregatorSchema } from '../agentv-evaluator-schemas.js';
import { graderCommonFields } from '../assertion-schemas.js';
import type { EvaluatorConfig } from '../types.js';
import type { FieldPath } from '../yaml-source.js';
import type { ConfigOf, EvaluatorContext, EvaluatorKind } from './evaluator-kind.js';
import { checkedScript, promptAsFile, refuseOutsideRoot } from './evaluator-paths.js';

/** `composite`: member evaluators graded together, then aggregated into one score. */
const compositeSchema = z.object({
  type: z.literal('composite'),
  ...graderCommonFields,
  // Members are validated one by one as they are normalized (a recursive zod type would erase the
  // inferred types); the error still points at the member's own line.
  evaluators: z.array(z.record(z.string(), z.unknown())).min(1, { error: 'a composite needs at least one evaluator' }),
  aggregator: compositeAggregatorSchema,
});

/**
 * Members graded together and aggregated: its members' facts are its own (through `members`), and
 * its aggregator may be a script (a program) or a judge prompt file (an input).
 */
export const COMPOSITE_KIND: EvaluatorKind<'composite', z.infer<typeof compositeSchema>> = {
  read: {
    types: ['composite'],
    schemas: [compositeSchema],
    normalize: (entry, { at, ctx, name, weight, member }) => ({
      type: 'composite',
      name,
      weight,
      evaluators: dedupeEvaluatorNames(entry.evaluators.map((raw, i) => member(raw, [...at, 'evaluators', i]))),
      aggregator: compositeAggregator(entry.aggregator, [...at, 'aggregator'], ctx),
    }),
  },
  files({ aggregator }) {
    if (aggregator.type === 'code_judge') return { scripts: [aggregator.path] };
    if (aggregator.type === 'llm_judge' && aggregator.prompt_path) return { inputs: [aggregator.prompt_path] };
    return {};
  },
  runsScript: (config) => config.aggregator.type === 'code_judge',
  usesTargetJudge: (config) => config.aggregator.type === 'llm_judge',
  members: (config) => config.evaluators,
};

/** Gives repeated names a numeric suffix (`llm_judge`, `llm_judge_2`) so results stay distinguishable. */
export function dedupeEvaluatorNames(list: readonly EvaluatorConfig[]): EvaluatorConfig[] {
  const counts = new Map<string, number>();
  return list.map((evaluator) => {
    const n = (counts.get(evaluator.name) ?? 0) + 1;
    counts.set(evaluator.name, n);
    return n === 1 ? evaluator : { ...evaluator, name: `${evaluator.name}_${n}` };
  });
}

/**
 * Paths of a composite's aggregator made absolute (a code_judge script, an llm_judge prompt file),
 * under the repository-root rule like a code evaluator's script and a judge's prompt file.
 */
function compositeAggregator(
  aggregator: CompositeAggregator,
  at: FieldPath,
  ctx: EvaluatorContext,
): ConfigOf<'composite'>['aggregator'] {
  switch (aggregator.type) {
    case 'weighted_average':
    case 'threshold':
      return aggregator;
    case 'code_judge': {
      const checked = checkedScript(aggregator.path, [...at, 'path'], ctx, 'composite aggregator script file');
      return {
        type: 'code_judge',
        path: typeof checked === 'string' ? checked : aggregator.path,
        cwd: aggregator.cwd ? path.resolve(ctx.evalDir, aggregator.cwd) : ctx.evalDir,
      };
    }
    case 'llm_judge': {
      const file = aggregator.prompt === undefined ? undefined : promptAsFile(aggregator.prompt, ctx);
      if (file !== undefined) {
        const resolved = path.resolve(ctx.evalDir, file);
        const what = `composite aggregator prompt file "${aggregator.prompt?.trim()}"`;
        refuseOutsideRoot(resolved, what, [...at, 'prompt'], ctx);
        return { type: 'llm_judge', prompt_path: resolved };
      }
      return { type: 'llm_judge', ...(aggregator.prompt !== undefined ? { prompt: aggregator.prompt } : {}) };
    }
  }
}
