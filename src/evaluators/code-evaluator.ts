import { spawn } from 'node:child_process';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import { firstJsonObject } from './parse-judge-reply.js';

type CodeConfig = Extract<EvaluatorConfig, { type: 'code' }>;

const DEFAULT_TIMEOUT_S = 60;
const MAX_OUTPUT = 1_000_000;

interface ProcessOutcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  error?: Error;
}

/** Runs a user script as a real child process: one JSON object on stdin, `{score, hits?, misses?, reasoning?}` on stdout. */
export class CodeEvaluator implements Evaluator {
  readonly type = 'code';
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: CodeConfig) {
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext, options: { signal: AbortSignal }): Promise<EvaluatorScore> {
    const input = JSON.stringify({
      question: context.request.metadata?.question ?? context.request.prompt,
      expected_outcome: context.evalCase.expectedOutcome,
      reference_answer: context.evalCase.referenceAnswer ?? '',
      candidate_answer: context.candidateAnswer,
      guideline_files: context.evalCase.guidelineFiles.map((f) => f.absolutePath),
      input_files: context.evalCase.inputFiles.map((f) => f.absolutePath),
      input_messages: context.evalCase.inputMessages,
      trace_summary: context.traceSummary ?? null,
      config: this.config.config ?? {},
      workspace_dir: context.workspaceDir ?? null,
    });
    const outcome = await this.run(input, context.workspaceDir ?? this.config.cwd, options.signal);
    return interpret(outcome);
  }

  private run(input: string, cwd: string, signal: AbortSignal): Promise<ProcessOutcome> {
    const script = this.config.script;
    const [command, args, shell] = typeof script === 'string' ? [script, [], true] : [script[0] ?? '', script.slice(1), false];
    return new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd,
        shell,
        signal,
        timeout: (this.config.timeout_seconds ?? DEFAULT_TIMEOUT_S) * 1000,
        killSignal: 'SIGKILL',
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      let failure: Error | undefined;
      child.stdout.on('data', (chunk: Buffer) => {
        if (stdout.length < MAX_OUTPUT) stdout += chunk.toString('utf8');
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (stderr.length < MAX_OUTPUT) stderr += chunk.toString('utf8');
      });
      child.on('error', (error) => {
        failure = error;
      });
      // A script that does not read its stdin must not fail the evaluation with EPIPE.
      child.stdin.on('error', () => undefined);
      child.stdin.end(input);
      child.on('close', (code, sig) => resolve({ code, signal: sig, stdout, stderr, ...(failure ? { error: failure } : {}) }));
    });
  }
}

function interpret(outcome: ProcessOutcome): EvaluatorScore {
  const zero = (why: string): EvaluatorScore => ({ score: 0, hits: [], misses: [why], reasoning: why, raw: outcome.stdout.slice(0, 2000) });
  if (outcome.error) return zero(`script could not run: ${outcome.error.message}`);
  if (outcome.code !== 0) {
    const tail = outcome.stderr.trim().split('\n').slice(-3).join(' | ');
    return zero(`script exited with ${outcome.code ?? outcome.signal}${tail ? `: ${tail}` : ''}`);
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

export function createCodeEvaluator(config: CodeConfig): Evaluator {
  return new CodeEvaluator(config);
}
