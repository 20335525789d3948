import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorDeps, EvaluatorScore } from '../engine/evaluator.js';
import type { Runtime } from '../engine/runtime.js';
import { TimeoutError } from '../errors/agentv-error.js';
import { runProcess, type ProcessResult } from '../process/run-process.js';
import { firstJsonObject } from './parse-judge-reply.js';

type CodeConfig = Extract<EvaluatorConfig, { type: 'code' }>;

const DEFAULT_TIMEOUT_S = 60;

export class CodeEvaluator implements Evaluator {
  /** As the suite wrote it: `code_judge` (AgentV) or `code`. */
  readonly type: string;
  readonly name: string;
  readonly weight: number;

  constructor(
    private readonly config: CodeConfig,
    private readonly runtime: Runtime,
  ) {
    this.type = config.written_type ?? 'code';
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext, options: { signal: AbortSignal }): Promise<EvaluatorScore> {
    const input = JSON.stringify(codeJudgePayload(context, this.config.config));
    const script = this.config.script;
    const [file, args] = typeof script === 'string' ? ['/bin/sh', ['-c', script]] : [script[0] ?? '', script.slice(1)];
    const timeoutS = this.config.timeout_seconds ?? DEFAULT_TIMEOUT_S;
    try {
      const result = await runProcess({
        file,
        args,
        cwd: context.workspaceDir ?? this.config.cwd,
        env: this.runtime.env,
        stdin: input,
        timeoutMs: timeoutS * 1000,
        signal: options.signal,
        what: `code evaluator "${this.name}"`,
      });
      return interpret(result);
    } catch (error) {
      if (options.signal.aborted) throw error;
      const why = error instanceof TimeoutError ? `script timed out after ${timeoutS} s` : `script could not run: ${(error as Error).message}`;
      return { score: 0, hits: [], misses: [why], reasoning: why };
    }
  }
}

/**
 * What a code judge reads on stdin, in AgentV's spelling (snake_case keys, `config` null when the
 * suite gave none), plus our `workspace_dir`.
 */
export function codeJudgePayload(context: EvaluationContext, config: Record<string, unknown> | undefined): Record<string, unknown> {
  const { evalCase } = context;
  return {
    question: context.request.metadata?.question ?? context.request.prompt,
    expected_outcome: evalCase.expectedOutcome,
    expected_messages: evalCase.expectedMessages ?? [],
    reference_answer: evalCase.referenceAnswer ?? '',
    candidate_answer: context.candidateAnswer,
    output_messages: context.response?.outputMessages ?? null,
    guideline_files: evalCase.guidelineFiles.map((f) => f.absolutePath),
    input_files: evalCase.inputFiles.map((f) => f.absolutePath),
    input_messages: evalCase.inputMessages,
    trace_summary: context.traceSummary ?? null,
    config: config ?? null,
    workspace_dir: context.workspaceDir ?? null,
  };
}

function interpret(outcome: ProcessResult): EvaluatorScore {
  const zero = (why: string): EvaluatorScore => ({ score: 0, hits: [], misses: [why], reasoning: why, raw: outcome.stdout.slice(0, 2000) });
  if (outcome.exitCode !== 0) {
    const tail = outcome.stderr.trim().split('\n').slice(-3).join(' | ');
    return zero(`script exited with ${outcome.exitCode ?? outcome.signal}${tail ? `: ${tail}` : ''}`);
  }
  const object = firstJsonObject(outcome.stdout);
  const score = object?.score;
  if (!object || typeof score !== 'number' || !Number.isFinite(score)) return zero('script printed no JSON object with a numeric score');
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
  return {
    score: Math.min(1, Math.max(0, score)),
    hits: list(object.hits),
    misses: list(object.misses),
    reasoning: typeof object.reasoning === 'string' ? object.reasoning : '',
  };
}

export function createCodeEvaluator(config: CodeConfig, deps: EvaluatorDeps): Evaluator {
  return new CodeEvaluator(config, deps.runtime);
}
