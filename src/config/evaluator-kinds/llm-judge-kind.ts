import path from 'node:path';
import { z } from 'zod';
import { graderCommonFields } from '../assertion-schemas.js';
import { configErrorAt } from '../yaml-source.js';
import type { EvaluatorKind } from './evaluator-kind.js';
import { isFile, promptAsFile, promptScriptOf, refuseOutsideRoot } from './evaluator-paths.js';

/** `judge_samples:` of an LLM judge or rubric: how many separate requests its judge gets (1–20). */
export const judgeSamplesSchema = z
  .number({ error: 'judge_samples must be a whole number from 1 to 20' })
  .int({ error: 'judge_samples must be a whole number from 1 to 20' })
  .min(1, { error: 'judge_samples must be a whole number from 1 to 20' })
  .max(20, { error: 'judge_samples must be a whole number from 1 to 20' })
  .optional();

const llmJudgeSchema = z.object({
  type: z.literal('llm_judge'),
  ...graderCommonFields,
  prompt: z.string().min(1).optional(),
  prompt_script: z.array(z.string().min(1)).min(1).optional(),
  prompt_config: z.record(z.string(), z.unknown()).optional(),
  prompt_path: z.string().min(1).optional(),
  promptPath: z.string().min(1).optional(),
  target: z.string().min(1).optional(),
  judge_samples: judgeSamplesSchema,
});

/**
 * The LLM judge: a prompt (inline, a file, or a prompt command) sent to a judge target. It reads
 * its prompt file (an input of the suite) and may name its own judge target.
 */
export const LLM_JUDGE_KIND: EvaluatorKind<'llm_judge', z.infer<typeof llmJudgeSchema>> = {
  read: {
    types: ['llm_judge'],
    agentv4Names: ['llm-grader', 'llm-judge'],
    schemas: [llmJudgeSchema],
    normalize(entry, { at, ctx, name, weight }) {
      // AgentV's rule: a `prompt:` that names an existing file is that file, not literal text.
      const promptFile = entry.prompt !== undefined ? promptAsFile(entry.prompt, ctx) : undefined;
      const key = entry.prompt_path !== undefined ? 'prompt_path' : promptFile !== undefined ? 'prompt' : 'promptPath';
      const promptPath = entry.prompt_path ?? promptFile ?? entry.promptPath;
      const resolved = promptPath === undefined ? undefined : path.resolve(ctx.evalDir, promptPath);
      if (resolved !== undefined && !isFile(resolved)) {
        throw configErrorAt(
          ctx.src,
          [...at, key],
          `judge prompt file "${promptPath}" not found`,
          `fix the path; it is relative to the eval file's folder ${ctx.evalDir}`,
        );
      }
      if (resolved !== undefined) refuseOutsideRoot(resolved, `judge prompt file "${promptPath}"`, [...at, key], ctx);
      return {
        type: 'llm_judge',
        name,
        weight,
        ...(entry.prompt !== undefined && promptFile === undefined ? { prompt: entry.prompt } : {}),
        ...(resolved !== undefined ? { prompt_path: resolved } : {}),
        ...(entry.prompt_script !== undefined
          ? { prompt_script: promptScriptOf(entry.prompt_script, [...at, 'prompt'], ctx) }
          : {}),
        ...(entry.prompt_config !== undefined ? { prompt_config: entry.prompt_config } : {}),
        ...(entry.target !== undefined ? { target: entry.target } : {}),
        ...(entry.judge_samples !== undefined ? { judge_samples: entry.judge_samples } : {}),
      };
    },
  },
  files: (config) => ({ inputs: config.prompt_path ? [config.prompt_path] : [] }),
  judgeTargets: (config) => (config.target !== undefined ? [config.target] : []),
  usesTargetJudge: (config) => config.target === undefined,
};
