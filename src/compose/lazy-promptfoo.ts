import type { EvaluatorConfig } from '../config/types.js';
import type { Evaluator, EvaluatorDeps } from '../engine/evaluator.js';
import type { SuiteLoader } from '../engine/run/run-options.js';
import { mayBePromptfooFile } from '../promptfoo/promptfoo-config-file.js';

type PromptfooConfig = Extract<EvaluatorConfig, { type: 'promptfoo' }>;

/**
 * The promptfoo room on first use. Its loader, nunjucks and its assertions' parsers are most of the
 * bundle's code, so an AgentV run (and every door's start) never loads them: a file is looked at
 * first (name and text, nothing parsed) and the room is imported only for one that may be a config.
 */
export const loadPromptfooSuiteLazily: SuiteLoader = async (file, options) => {
  if (!(await mayBePromptfooFile(file))) return undefined;
  const { loadPromptfooSuite } = await import('../promptfoo/load-promptfoo-suite.js');
  return loadPromptfooSuite(file, options);
};

/** A promptfoo test's evaluator whose grading code is imported when it first grades an answer. */
export function createPromptfooEvaluatorLazily(config: PromptfooConfig, deps: EvaluatorDeps): Evaluator {
  let made: Promise<Evaluator> | undefined;
  const evaluator = () =>
    (made ??= import('../promptfoo/promptfoo-evaluator.js').then((m) => m.createPromptfooEvaluator(config, deps)));
  return {
    type: 'promptfoo',
    name: config.name,
    weight: config.weight,
    async evaluate(context, options) {
      return (await evaluator()).evaluate(context, options);
    },
    async compare(members, options) {
      const made = await evaluator();
      return made.compare ? made.compare(members, options) : [];
    },
  };
}
