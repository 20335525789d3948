import { DEFAULT_EVALUATORS } from '../config/evaluator-kinds.js';
import { createEvaluator } from '../evaluators/registry.js';
import { createPromptfooEvaluatorLazily, loadPromptfooSuiteLazily } from './lazy-promptfoo.js';
import { MockProvider } from '../providers/mock-provider.js';
import { PROVIDER_LOADERS } from '../providers/provider-loaders.js';
import { runEval, type RunHooks, type RunOutcome } from '../engine/run/run-eval.js';
import { estimateRun, type RunEstimate } from '../engine/run/estimate-run.js';
import type { EngineParts, RunOptions } from '../engine/run/run-options.js';
import type { Runtime } from '../engine/runtime.js';
import { holdYoungGeneration } from '../process/young-generation.js';

/**
 * The composition root both doors share: the only place that knows every provider and evaluator.
 * The engine gets them as `EngineParts` and never imports a provider or an evaluator by name, so a
 * new provider or evaluator is registered in its own room's registry and reaches both doors here.
 */
export const BUILT_IN_PARTS: EngineParts = {
  // Each kind's code is loaded when a run's targets first name it.
  providers: {},
  providerLoaders: PROVIDER_LOADERS,
  // promptfoo tests are graded by the promptfoo room; every other kind by the evaluators' registry.
  createEvaluator: (config, deps) =>
    config.type === 'promptfoo' ? createPromptfooEvaluatorLazily(config, deps) : createEvaluator(config, deps),
  defaultEvaluators: DEFAULT_EVALUATORS,
  // promptfoo configs (and AgentV 5's promptfoo-shaped suites) are read by the promptfoo room.
  loadSuite: loadPromptfooSuiteLazily,
  // A dry run swaps every target and judge for the mock, so no external call is made.
  dryRunProvider: (targetName, settings, runtime) => new MockProvider(targetName, settings, runtime),
};

/** What a door adds to a run: hooks, and how to describe the run in its start line. */
export interface SuiteRunHooks extends Omit<RunHooks, 'onPlanned'> {
  /** Appended to the "running N case(s)" line (e.g. " (shard 2/3)"). */
  startLineSuffix?: string;
  onPlanned?: RunHooks['onPlanned'];
}

/**
 * Runs the given options with the built-in providers and evaluators, logging the one start line
 * both doors print once planning is done.
 */
export async function runSuites(
  options: RunOptions,
  runtime: Runtime,
  hooks: SuiteRunHooks = {},
  parts: EngineParts = BUILT_IN_PARTS,
): Promise<RunOutcome> {
  const { startLineSuffix = '', onPlanned, ...rest } = hooks;
  // A long run's memory stays flat: V8's young generation stops growing at 8 MiB semi-spaces.
  const release = holdYoungGeneration();
  try {
    return await runEval(options, runtime, parts, {
      ...rest,
      onPlanned: (info) => {
        const dry = options.dryRun ? ' (dry run: mock targets, no external calls)' : '';
        runtime.logger.info(
          `running ${info.total} case(s) from ${info.files} file(s) with ${info.workers} ` +
            `worker(s)${startLineSuffix}${dry}`,
        );
        onPlanned?.(info);
      },
    });
  } finally {
    release();
  }
}

/** `--estimate`: what the run would take, from the last run's records and the cache; nothing is called. */
export function estimateSuites(
  options: RunOptions,
  runtime: Runtime,
  lastRun: string | undefined,
  parts: EngineParts = BUILT_IN_PARTS,
): Promise<RunEstimate> {
  return estimateRun(options, runtime, parts, lastRun);
}
