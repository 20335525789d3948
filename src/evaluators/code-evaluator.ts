import { recordedType } from '../config/evaluator-kinds.js';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorDeps, EvaluatorScore } from '../engine/evaluator.js';
import type { InvokeOptions } from '../engine/provider.js';
import { startTargetProxy } from './target-proxy.js';
import type { Runtime } from '../engine/runtime.js';
import { TimeoutError } from '../errors/agentv-error.js';
import { recordTokenUsage } from '../engine/provider-pipeline/usage-meter.js';
import { runProcess, type ProcessResult } from '../process/run-process.js';
import { firstJsonObject } from './parse-judge-reply.js';
import { childEnv } from '../process/child-env.js';
import { agentv4Trace, snakeCaseDeep } from './agentv4-trace.js';
import { summarizeAnswer } from '../engine/case/trace-summary.js';
import { isRecord } from '../config/is-record.js';
import { renderedMessages, writtenMessages } from './grader-messages.js';

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
    private readonly deps?: Pick<EvaluatorDeps, 'judge' | 'judgeFor'>,
  ) {
    this.type = recordedType(config);
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext, options: InvokeOptions): Promise<EvaluatorScore> {
    const limit = this.config.target_proxy;
    if (!limit || !this.deps) return this.run(context, options, {});
    const { judge, judgeFor } = this.deps;
    const proxy = await startTargetProxy({
      judge,
      judgeFor,
      maxCalls: limit.max_calls,
      invoke: options,
      dimension: `${context.evalCase.id}/${this.name}`,
    });
    try {
      return await this.run(context, options, proxy.env);
    } finally {
      await proxy.close();
    }
  }

  private async run(
    context: EvaluationContext,
    options: InvokeOptions,
    extraEnv: Record<string, string>,
  ): Promise<EvaluatorScore> {
    const agentv4 = this.config.wire === 'agentv4';
    const input = JSON.stringify(
      agentv4 ? codeGraderPayload(context, this.config.config) : codeJudgePayload(context, this.config.config),
    );
    const script = this.config.script;
    const [file, args] = typeof script === 'string' ? ['/bin/sh', ['-c', script]] : [script[0] ?? '', script.slice(1)];
    const timeoutS = this.config.timeout_seconds ?? DEFAULT_TIMEOUT_S;
    let result: ProcessResult;
    try {
      result = await runProcess({
        file,
        args,
        cwd: context.workspaceDir ?? this.config.cwd,
        env: { ...childEnv(this.runtime), ...extraEnv },
        stdin: input,
        timeoutMs: timeoutS * 1000,
        signal: options.signal,
        what: `code evaluator "${this.name}"`,
      });
    } catch (error) {
      if (options.signal.aborted) throw error;
      const why =
        error instanceof TimeoutError
          ? `script timed out after ${timeoutS} s`
          : `script could not run: ${(error as Error).message}`;
      return { score: 0, hits: [], misses: [why], reasoning: why };
    }
    return agentv4 ? interpretAgentv4(result) : interpret(result);
  }
}

/**
 * What a code judge reads on stdin, in AgentV's spelling (snake_case keys, `config` null when the
 * suite gave none), plus our `workspace_dir`.
 */
export function codeJudgePayload(
  context: EvaluationContext,
  config: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const { evalCase } = context;
  return {
    question: context.request.metadata?.question ?? context.request.prompt,
    expected_outcome: evalCase.expectedOutcome,
    expected_messages: renderedMessages(evalCase.expectedMessages ?? []),
    reference_answer: evalCase.referenceAnswer ?? '',
    candidate_answer: context.candidateAnswer,
    // AgentV 2.x: every answer is messages; a plain one is one assistant message.
    output_messages: context.response?.outputMessages ?? [{ role: 'assistant', content: context.candidateAnswer }],
    guideline_files: evalCase.guidelineFiles.map((f) => f.absolutePath),
    input_files: evalCase.inputFiles.map((f) => f.absolutePath),
    input_messages: renderedMessages(evalCase.inputMessages),
    trace_summary: context.traceSummary ?? null,
    config: config ?? null,
    workspace_dir: context.workspaceDir ?? null,
  };
}

/**
 * What an AgentV 4.x code grader reads on stdin (its raw wire format): the answer as `output`, the
 * transcript as `messages` and in `trace` (agentv4-trace.ts), the case's `input` and
 * `expected_output` as messages; every key in snake_case at any depth, as AgentV converts them.
 * Fields we do not keep (timings, file changes) are null, as AgentV sends them when unknown.
 */
export function codeGraderPayload(
  context: EvaluationContext,
  config: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const { evalCase, response } = context;
  const summary = context.traceSummary ?? summarizeAnswer(response);
  // The duration the agent reported, else the measured one (AgentV's `durationMs`).
  const durationMs = response?.durationMs ?? context.durationMs ?? null;
  const trace = agentv4Trace(context, durationMs);
  return snakeCaseDeep({
    criteria: evalCase.expectedOutcome,
    expected_output: writtenMessages(evalCase.expectedMessages ?? [], 'expected'),
    output: context.candidateAnswer,
    messages: trace.messages,
    input_files: evalCase.inputFiles.map((f) => f.absolutePath),
    input: writtenMessages(evalCase.inputMessages, 'input'),
    metadata: null,
    trace,
    trace_summary: {
      event_count: summary.event_count,
      tool_calls: summary.tool_calls_by_name,
      error_count: summary.error_count,
      tool_durations: summary.tool_durations,
      llm_call_count: summary.llm_call_count,
    },
    token_usage: recordTokenUsage(response?.tokenUsage) ?? null,
    cost_usd: response?.costUsd ?? null,
    duration_ms: durationMs,
    start_time: null,
    end_time: null,
    file_changes: null,
    workspace_path: context.workspaceDir ?? null,
    config: config ?? null,
  }) as Record<string, unknown>;
}

/**
 * AgentV 4.x's reading of a code grader: a JSON object on stdout gives `score` (or, without one,
 * the share of its `assertions` that passed); anything else is pass/fail by exit code, stdout the
 * assertion's text. A non-zero exit that printed JSON or wrote to stderr scores 0 with why, as
 * agentv 4.42.4 records it (a failed check, not a failed case).
 */
function interpretAgentv4(outcome: ProcessResult): EvaluatorScore {
  const stdout = outcome.stdout.trim();
  const failed = outcome.exitCode !== 0;
  if (failed && (/^[[{]/.test(stdout) || outcome.stderr.trim() !== '')) return zeroForExit(outcome);
  const parsed = parseObject(stdout);
  const assertions = parsed
    ? (Array.isArray(parsed.assertions) ? parsed.assertions : []).flatMap((a: unknown) =>
        typeof a === 'object' && a !== null && typeof (a as { text?: unknown }).text === 'string'
          ? [{ text: (a as { text: string }).text, passed: Boolean((a as { passed?: unknown }).passed) }]
          : [],
      )
    : [{ text: stdout || (failed ? `exit ${outcome.exitCode ?? outcome.signal}` : 'exit 0'), passed: !failed }];
  const passedShare = assertions.length > 0 ? assertions.filter((a) => a.passed).length / assertions.length : 0;
  const score = parsed
    ? typeof parsed.score === 'number' && Number.isFinite(parsed.score)
      ? parsed.score
      : passedShare
    : failed
      ? 0
      : 1;
  return {
    score: Math.min(1, Math.max(0, score)),
    hits: assertions.filter((a) => a.passed).map((a) => a.text),
    misses: assertions.filter((a) => !a.passed).map((a) => a.text),
    reasoning: parsed && typeof parsed.reasoning === 'string' ? parsed.reasoning : '',
  };
}

/** stdout as one JSON object, or undefined (a scalar, a list or plain text is not the JSON protocol). */
function parseObject(stdout: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(stdout);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Score 0 for a script that exited non-zero, saying so with the end of its stderr. */
function zeroForExit(outcome: ProcessResult): EvaluatorScore {
  const tail = outcome.stderr.trim().split('\n').slice(-3).join(' | ');
  return zero(outcome, `script exited with ${outcome.exitCode ?? outcome.signal}${tail ? `: ${tail}` : ''}`);
}

function zero(outcome: ProcessResult, why: string): EvaluatorScore {
  return { score: 0, hits: [], misses: [why], reasoning: why, raw: outcome.stdout.slice(0, 2000) };
}

function interpret(outcome: ProcessResult): EvaluatorScore {
  if (outcome.exitCode !== 0) return zeroForExit(outcome);
  const object = firstJsonObject(outcome.stdout);
  const score = object?.score;
  if (!object || typeof score !== 'number' || !Number.isFinite(score))
    return zero(outcome, 'script printed no JSON object with a numeric score');
  const list = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : [];
  return {
    score: Math.min(1, Math.max(0, score)),
    hits: list(object.hits),
    misses: list(object.misses),
    reasoning: typeof object.reasoning === 'string' ? object.reasoning : '',
  };
}

export function createCodeEvaluator(config: CodeConfig, deps: EvaluatorDeps): Evaluator {
  return new CodeEvaluator(config, deps.runtime, deps);
}
