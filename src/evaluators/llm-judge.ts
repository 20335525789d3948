import { readFile } from 'node:fs/promises';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorDeps, EvaluatorScore } from '../engine/evaluator.js';
import { graderRequest } from '../engine/provider-pipeline/grader-request.js';
import type { InvokeOptions, Provider } from '../engine/provider.js';
import { EvaluatorError } from '../errors/agentv-error.js';
import { parseJudgeReply } from './parse-judge-reply.js';
import { runPromptScript } from './prompt-script.js';
import { judgeSamplesFor, majorityVote, sampledRequest, takeSamples, UNSTABLE_AGREEMENT } from './judge-samples.js';
import { PASS_THRESHOLD } from '../results/eval-result.js';

type LlmJudgeConfig = Extract<EvaluatorConfig, { type: 'llm_judge' }>;

/** Asks a judge model for a JSON verdict on the candidate answer. */
export class LlmJudgeEvaluator implements Evaluator {
  readonly type = 'llm_judge';
  readonly name: string;
  readonly weight: number;
  private customPrompt: Promise<string | undefined> | undefined;

  constructor(
    private readonly config: LlmJudgeConfig,
    private readonly judge: Provider,
    private readonly deps: EvaluatorDeps,
  ) {
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext, options: InvokeOptions): Promise<EvaluatorScore> {
    const fields: JudgeFields = {
      expected_outcome: context.evalCase.expectedOutcome,
      request: String(context.request.metadata?.question ?? context.request.prompt),
      reference_answer: context.evalCase.referenceAnswer ?? '',
      generated_answer: context.candidateAnswer,
    };
    const script = this.config.prompt_script;
    const custom = script
      ? await runPromptScript(script, context, this.config.prompt_config, this.deps.runtime, options.signal)
      : await this.loadCustomPrompt();
    const system = judgeSystemPrompt(custom, fields);
    const user = JSON.stringify(fields, null, 2);
    const request = graderRequest({
      evalId: context.evalCase.id,
      system,
      user,
      json: true,
      label: { agent: this.judge.targetName, dimension: `${context.evalCase.id}/${this.name}` },
      metadata: { ...fields },
    });
    const k = judgeSamplesFor(this.config.judge_samples, this.deps.judgeSampling, context.evalCase.id);
    const samples = await takeSamples(k, async (index) => {
      const response = await this.judge.invoke(sampledRequest(request, index), options);
      const parsed = parseJudgeReply(response.text);
      if (!parsed.valid) {
        this.deps.runtime.logger.warn(
          `${context.evalCase.id}: judge "${this.name}" returned ` +
            `no valid JSON; scored 0 (raw reply kept in the result)`,
        );
      }
      const { valid: _valid, ...score } = parsed;
      return score;
    });
    return k === 1 ? samples[0]! : combineJudgeSamples(samples);
  }

  private loadCustomPrompt(): Promise<string | undefined> {
    this.customPrompt ??= this.config.prompt_path
      ? readFile(this.config.prompt_path, 'utf8').catch((error: unknown) => {
          throw new EvaluatorError(
            `cannot read prompt_path ${this.config.prompt_path}: ${(error as Error).message}`,
            error,
          );
        })
      : Promise.resolve(this.config.prompt);
    return this.customPrompt;
  }
}

/**
 * A sampled judge's score: the mean of its samples. Its one criterion is pass or fail (score ≥
 * PASS_THRESHOLD): the majority of the samples' verdicts, with their agreement; hits, misses and
 * reasoning are those of the first sample that agrees with the majority.
 */
export function combineJudgeSamples(samples: readonly EvaluatorScore[]): EvaluatorScore {
  const scores = samples.map((s) => s.score);
  const { verdict, agreement } = majorityVote(scores.map((score) => score >= PASS_THRESHOLD));
  const shown = samples.find((s) => s.score >= PASS_THRESHOLD === verdict) ?? samples[0]!;
  const mean = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 1e4) / 1e4;
  return {
    ...shown,
    score: mean,
    details: {
      ...shown.details,
      judge_samples: samples.length,
      sample_scores: scores,
      agreement,
      unstable: agreement < UNSTABLE_AGREEMENT,
    },
  };
}

export function createLlmJudge(config: LlmJudgeConfig, deps: EvaluatorDeps): Evaluator {
  const judge = config.target ? deps.judgeFor(config.target) : deps.judge;
  return new LlmJudgeEvaluator(config, judge, deps);
}

/** The judge contract: the fields, the JSON schema, and "only that object". */
export const QUALITY_SYSTEM_PROMPT =
  `You are an expert evaluator. Grade how well the generated_answer achieves the ` +
  `expected_outcome for the request.
You receive a JSON object with the fields: expected_outcome, request, reference_answer, generated_answer.
Use reference_answer as guidance when it is not empty; it is not the only acceptable answer.

Respond with ONLY one JSON object, no prose and no code fences, of this exact schema:
{"score": float, "hits": string[], "misses": string[], "reasoning": string}
- score: a number in [0.0, 1.0]; 1.0 means the expected outcome is fully achieved.
- hits: at most 4 short strings naming what the answer got right.
- misses: at most 4 short strings naming what it missed or got wrong.
- reasoning: one or two sentences explaining the score.`;

/** The fields a judge sees, in the order the prompt lists them. */
export interface JudgeFields {
  expected_outcome: string;
  request: string;
  reference_answer: string;
  generated_answer: string;
}

const PLACEHOLDERS: Record<string, keyof JudgeFields> = {
  candidate_answer: 'generated_answer',
  generated_answer: 'generated_answer',
  expected_outcome: 'expected_outcome',
  reference_answer: 'reference_answer',
  question: 'request',
  request: 'request',
};

/** Fills `{{candidate_answer}}`, `{{expected_outcome}}`, `{{reference_answer}}`, `{{question}}` in a custom prompt. */
export function fillJudgeTemplate(template: string, fields: JudgeFields): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const key = PLACEHOLDERS[name];
    return key ? fields[key] : whole;
  });
}

/** A custom prompt replaces the default instructions; the JSON contract is kept so replies stay parseable. */
export function judgeSystemPrompt(custom: string | undefined, fields: JudgeFields): string {
  if (custom === undefined) return QUALITY_SYSTEM_PROMPT;
  const contract = QUALITY_SYSTEM_PROMPT.slice(QUALITY_SYSTEM_PROMPT.indexOf('Respond with ONLY'));
  return `${fillJudgeTemplate(custom, fields)}\n\n${contract}`;
}
