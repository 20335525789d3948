import { readFile } from 'node:fs/promises';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorDeps, EvaluatorScore } from '../engine/evaluator.js';
import type { Provider } from '../engine/provider.js';
import { EvaluatorError } from '../errors/evaluator-error.js';
import { judgeSystemPrompt, type JudgeFields } from './judge-prompt.js';
import { parseJudgeReply } from './parse-judge-reply.js';

type LlmJudgeConfig = Extract<EvaluatorConfig, { type: 'llm_judge' }>;

/** Asks a judge model for seed 001's JSON verdict on the candidate answer. */
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

  async evaluate(context: EvaluationContext, options: { signal: AbortSignal }): Promise<EvaluatorScore> {
    const fields: JudgeFields = {
      expected_outcome: context.evalCase.expectedOutcome,
      request: String(context.request.metadata?.question ?? context.request.prompt),
      reference_answer: context.evalCase.referenceAnswer ?? '',
      generated_answer: context.candidateAnswer,
    };
    const system = judgeSystemPrompt(await this.loadCustomPrompt(), fields);
    const user = JSON.stringify(fields, null, 2);
    const response = await this.judge.invoke(
      {
        evalId: context.evalCase.id,
        attempt: 1,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        prompt: `${system}\n\n${user}`,
        systemPrompt: system,
        guidelineFiles: [],
        inputFiles: [],
        responseFormat: 'json',
        metadata: { ...fields },
        label: { agent: this.judge.targetName, dimension: `${context.evalCase.id}/${this.name}` },
      },
      options,
    );
    const parsed = parseJudgeReply(response.text);
    if (!parsed.valid) {
      this.deps.runtime.logger.warn(`${context.evalCase.id}: judge "${this.name}" returned no valid JSON; scored 0 (raw reply kept in the result)`);
    }
    const { valid: _valid, ...score } = parsed;
    return score;
  }

  private loadCustomPrompt(): Promise<string | undefined> {
    this.customPrompt ??= this.config.prompt_path
      ? readFile(this.config.prompt_path, 'utf8').catch((error: unknown) => {
          throw new EvaluatorError(`cannot read prompt_path ${this.config.prompt_path}: ${(error as Error).message}`, error);
        })
      : Promise.resolve(this.config.prompt);
    return this.customPrompt;
  }
}

export function createLlmJudge(config: LlmJudgeConfig, deps: EvaluatorDeps): Evaluator {
  const judge = config.target ? deps.judgeFor(config.target) : deps.judge;
  return new LlmJudgeEvaluator(config, judge, deps);
}
