import {
  costSchema,
  executionMetricsSchema,
  fieldAccuracySchema,
  latencySchema,
  type RawCost,
  type RawExecutionMetrics,
  type RawFieldAccuracy,
  type RawLatency,
  type RawTokenUsage,
  type RawToolTrajectory,
  tokenUsageSchema,
  toolTrajectorySchema,
} from '../agentv-evaluator-schemas.js';
import type { EvaluatorKind } from './evaluator-kind.js';

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

export const FIELD_ACCURACY_KIND: EvaluatorKind<'field_accuracy', RawFieldAccuracy> = {
  read: {
    types: ['field_accuracy'],
    agentv4Names: ['field-accuracy'],
    schemas: [fieldAccuracySchema],
    normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
  },
};

export const EXECUTION_METRICS_KIND: EvaluatorKind<'execution_metrics', RawExecutionMetrics> = {
  read: {
    types: ['execution_metrics'],
    agentv4Names: ['execution-metrics'],
    schemas: [executionMetricsSchema],
    normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
  },
};

export const LATENCY_KIND: EvaluatorKind<'latency', RawLatency> = {
  read: {
    types: ['latency'],
    schemas: [latencySchema],
    normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
  },
};

export const COST_KIND: EvaluatorKind<'cost', RawCost> = {
  read: {
    types: ['cost'],
    schemas: [costSchema],
    normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
  },
};

export const TOKEN_USAGE_KIND: EvaluatorKind<'token_usage', RawTokenUsage> = {
  read: {
    types: ['token_usage'],
    agentv4Names: ['token-usage'],
    schemas: [tokenUsageSchema],
    normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
  },
};
