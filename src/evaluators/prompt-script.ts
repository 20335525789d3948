import path from 'node:path';
import type { EvaluationContext } from '../engine/evaluator.js';
import type { Runtime } from '../engine/runtime.js';
import { EvaluatorError } from '../errors/agentv-error.js';
import { runProcess } from '../process/run-process.js';
import { childEnv } from '../process/child-env.js';
import { codeGraderPayload } from './code-evaluator.js';

const TIMEOUT_MS = 60_000;

/**
 * AgentV's executable prompt template: the script (the argv's last element) runs in its own folder
 * with the case on stdin, the 4.x code grader payload plus `answer` (the same text as `output`)
 * and `config` from `prompt.config`; its trimmed stdout is the judge prompt. A failure or an empty
 * prompt fails the judge, as in AgentV.
 */
export async function runPromptScript(
  argv: readonly string[],
  context: EvaluationContext,
  config: Record<string, unknown> | undefined,
  runtime: Runtime,
  signal: AbortSignal,
): Promise<string> {
  const payload = codeGraderPayload(context, config);
  const stdin = JSON.stringify({ ...payload, answer: payload.output });
  const [file, ...args] = argv;
  const what = `prompt script ${argv[argv.length - 1] ?? ''}`;
  const result = await runProcess({
    file: file ?? '',
    args,
    cwd: path.dirname(argv[argv.length - 1] ?? '.'),
    env: childEnv(runtime),
    stdin,
    timeoutMs: TIMEOUT_MS,
    signal,
    what,
  }).catch((error: unknown) => {
    throw new EvaluatorError(`Prompt template execution failed: ${(error as Error).message}`, error);
  });
  if (result.exitCode !== 0)
    throw new EvaluatorError(
      `Prompt template execution failed: ${what} exited ` +
        `with ${result.exitCode ?? result.signal}: ${result.stderr.trim().split('\n').pop() ?? ''}`,
    );
  const prompt = result.stdout.trim();
  if (prompt === '')
    throw new EvaluatorError('Prompt template execution failed: Prompt template produced empty output');
  return prompt;
}
