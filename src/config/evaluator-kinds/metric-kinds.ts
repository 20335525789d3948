import {
  costSchema,
  executionMetricsSchema,
  fieldAccuracySchema,
  latencySchema,
  type RawToolTrajectory,
  tokenUsageSchema,
  toolTrajectorySchema,
} from '../agentv-evaluator-schemas.js';
import type { ConfigOf, EvalFileReader, EvaluatorKind } from './evaluator-kind.js';

/**
 * The deterministic evaluators of AgentV 2.x suites, graded from the answer and its trace: they
 * reference no file, run no program and call no judge. Their schemas are in
 * agentv-evaluator-schemas.ts, which the 4.x format reuses.
 */

export const TOOL_TRAJECTORY_KIND: EvaluatorKind<'tool_trajectory', RawToolTrajectory> = {
  read: {
    types: ['tool_trajectory'],
    agentv4Names: ['tool-trajectory'],
    schemas: [toolTrajectorySchema],
    normalize(entry, { ctx, name, weight }) {
      const { argsMatch, args_match, ...rest } = entry;
      // AgentV 4.x compares arguments exactly unless `args_match` says otherwise (2.x: superset).
      const match = args_match ?? argsMatch ?? (ctx.agentv4 ? 'exact' : undefined);
      return { ...rest, name, weight, ...(match !== undefined ? { args_match: match } : {}) };
    },
  },
};

/** A kind read as written: its entry, named and weighted, is its configuration. */
function asWritten<K extends 'field_accuracy' | 'execution_metrics' | 'latency' | 'cost' | 'token_usage', Raw>(
  type: K,
  schema: EvalFileReader<K, Raw>['schemas'][number],
  agentv4Names: readonly string[] = [],
): EvaluatorKind<K, Raw> {
  return {
    read: {
      types: [type],
      agentv4Names,
      schemas: [schema],
      normalize: (entry, { name, weight }) => ({ ...entry, name, weight }) as ConfigOf<K>,
    },
  };
}

export const FIELD_ACCURACY_KIND = asWritten('field_accuracy', fieldAccuracySchema, ['field-accuracy']);
export const EXECUTION_METRICS_KIND = asWritten('execution_metrics', executionMetricsSchema, ['execution-metrics']);
export const LATENCY_KIND = asWritten('latency', latencySchema);
export const COST_KIND = asWritten('cost', costSchema);
export const TOKEN_USAGE_KIND = asWritten('token_usage', tokenUsageSchema, ['token-usage']);
