import path from 'node:path';
import { z } from 'zod';
import { graderCommonFields } from '../assertion-schemas.js';
import { PATH_LIKE } from '../repo-paths.js';
import { MAX_TIMER_SECONDS } from '../types.js';
import type { EvaluatorKind } from './evaluator-kind.js';
import { checkedScript } from './evaluator-paths.js';

/**
 * The code evaluator: `code_judge` is AgentV's name, `code` ours. Keys beyond the known ones reach
 * the script as `config` (AgentV's rule), so the object is loose; an explicit `config:` wins.
 */
const codeFields = {
  ...graderCommonFields,
  script: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)], {
    error: 'script must be a command string or a non-empty list of arguments',
  }),
  cwd: z.string().min(1).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  timeout_seconds: z.number().positive().max(MAX_TIMER_SECONDS).optional(),
  target: z.unknown().optional(),
};
const codeJudgeSchema = z.looseObject({ type: z.literal('code_judge'), ...codeFields });
const codeSchema = z.looseObject({ type: z.literal('code'), ...codeFields });

type RawCode = z.infer<typeof codeJudgeSchema> | z.infer<typeof codeSchema>;

/** A script of the repository graded the answer: it is a program, and the files it names are its scripts. */
export const CODE_KIND: EvaluatorKind<'code', RawCode> = {
  read: {
    types: ['code_judge', 'code'],
    agentv4Names: ['code-grader', 'code-judge'],
    schemas: [codeJudgeSchema, codeSchema],
    normalize(entry, { at, ctx, name, weight }) {
      const { type, name: _n, weight: _w, script, cwd, config, timeout_seconds, target, ...extra } = entry;
      const proxy = targetProxyOf(target);
      // AgentV passes every key it does not know to the script as `config`.
      const merged = { ...extra, ...(config ?? {}) };
      return {
        type: 'code',
        written_type: type,
        name,
        weight,
        script: checkedScript(script, [...at, 'script'], ctx),
        cwd: cwd === undefined ? ctx.evalDir : path.resolve(ctx.evalDir, cwd),
        ...(Object.keys(merged).length > 0 ? { config: merged } : {}),
        ...(timeout_seconds !== undefined ? { timeout_seconds } : {}),
        ...(proxy ? { target_proxy: proxy } : {}),
        ...(ctx.agentv4 ? { wire: 'agentv4' as const } : {}),
      };
    },
  },
  files(config) {
    const argv = typeof config.script === 'string' ? config.script.split(/\s+/) : config.script;
    return { scripts: argv.filter((word) => PATH_LIKE.test(word)).map((word) => path.resolve(config.cwd, word)) };
  },
  runsScript: () => true,
  // The target proxy a script may call answers with the target's judge unless it names another.
  usesTargetJudge: (config) => config.target_proxy !== undefined,
  // Records show the type as written: `code_judge`, `code-grader`'s 2.x name, a custom assertion's own.
  recordedType: (config) => config.written_type ?? 'code',
};

/**
 * A code judge's `target:` as AgentV reads it: `true`, or `{max_calls}` (a non-negative number,
 * default 50); anything else leaves the script without the proxy, as AgentV does.
 */
function targetProxyOf(target: unknown): { max_calls: number } | undefined {
  if (target === true) return { max_calls: 50 };
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
  const max = (target as { max_calls?: unknown }).max_calls;
  if (max === undefined) return { max_calls: 50 };
  return typeof max === 'number' && max >= 0 ? { max_calls: max } : undefined;
}
