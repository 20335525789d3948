import { createHash } from 'node:crypto';
import type { TargetDefinition } from '../config/types.js';
import type {
  EmbeddingResponse,
  UncachedProvider,
  ProviderRequest,
  ProviderResponse,
  ProviderFactory,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import { MOCK_CONFIG_KEYS, type MockSettings, parseMockSettings } from './mock-settings.js';

export type { MockSettings } from './mock-settings.js';

/**
 * Answers without any external call. As an answering target it returns `response` (or echoes the
 * last user turn); asked for JSON (as a judge) it returns a valid judge object, so a dry run
 * exercises the whole pipeline.
 */
export class MockProvider implements UncachedProvider {
  readonly kind = 'mock';
  readonly isModelCall = false;
  readonly offline = true;
  readonly supportsStructuredOutput = true;

  constructor(
    readonly targetName: string,
    private readonly settings: MockSettings,
    private readonly runtime: Runtime,
  ) {}

  /** Every answer costs nothing (`costUsd: 0`): no model is called. */
  async invoke(request: ProviderRequest, options: { signal: AbortSignal }): Promise<ProviderResponse> {
    return { text: await this.answer(request, options.signal), costUsd: 0 };
  }

  /** Deterministic vectors (hashed bag of words), costing nothing: equal texts embed equally. */
  async embed(texts: string[]): Promise<EmbeddingResponse> {
    return { embeddings: texts.map(hashedBagOfWords), costUsd: 0 };
  }

  private async answer(request: ProviderRequest, signal: AbortSignal): Promise<string> {
    if (request.responseFormat === 'json') {
      // An analytic rubric (score_ranges): every criterion gets the top score.
      const scored = request.metadata?.score_range_criteria;
      if (Array.isArray(scored))
        return JSON.stringify({ checks: scored.map((id) => ({ id: String(id), score: 10, reasoning: 'mock judge' })) });
      const criteria = rubricCriteria(request.metadata?.rubric_criteria);
      return JSON.stringify(criteria ? this.rubric(request, criteria) : this.judge(request));
    }
    const wait = this.delay();
    if (wait > 0) await this.runtime.sleep(wait, signal);
    const pass = this.passes(request);
    if (pass !== undefined) return pass ? String(request.metadata?.expected_outcome ?? '') : FAILING_ANSWER;
    return this.settings.responses?.[request.evalId] ?? this.settings.response ?? echo(request);
  }

  /** Whether this run of a flaky mock passes; undefined when the mock is not flaky. */
  private passes(request: ProviderRequest): boolean | undefined {
    const setting = this.settings.passProbability;
    if (setting === undefined) return undefined;
    const p = typeof setting === 'number' ? setting : (setting[request.evalId] ?? setting.default ?? 1);
    const key = [
      this.settings.seed ?? 0,
      request.evalId,
      request.metadata?.prompt_id ?? 'default',
      request.metadata?.iteration ?? 0,
    ].join('\u0000');
    const u = Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 8), 16) / 2 ** 32;
    return u < p;
  }

  private delay(): number {
    const { delayMs, delayMinMs, delayMaxMs } = this.settings;
    if (delayMinMs !== undefined || delayMaxMs !== undefined) {
      const lo = delayMinMs ?? 0;
      const hi = Math.max(lo, delayMaxMs ?? lo);
      return lo + this.runtime.random() * (hi - lo);
    }
    return delayMs ?? 0;
  }

  private judge(request: ProviderRequest): { score: number; hits: string[]; misses: string[]; reasoning: string } {
    const expected = String(request.metadata?.expected_outcome ?? '');
    const answer = String(request.metadata?.generated_answer ?? '');
    const score = this.settings.judgeScore ?? lexicalOverlap(expected, answer);
    return {
      score,
      hits: score > 0 ? ['mock judge: answer shares words with the expected outcome'] : [],
      misses: score < 1 ? ['mock judge: some expected words are missing'] : [],
      reasoning: `mock judge (no model called): word overlap ${score.toFixed(2)}`,
    };
  }

  /**
   * A valid rubric reply (`{checks, overall_reasoning}`) for the criteria the rubric evaluator
   * listed in `metadata.rubric_criteria`: a criterion is satisfied when the answer shares a word
   * with its description, or, with a fixed `judgeScore`, when that score is at least 0.5.
   */
  private rubric(
    request: ProviderRequest,
    criteria: MockCriterion[],
  ): { checks: Array<{ id: string; satisfied: boolean; reasoning: string }>; overall_reasoning: string } {
    const answer = String(request.metadata?.generated_answer ?? '');
    const checks = criteria.map(({ id, description }) => {
      const satisfied =
        this.settings.judgeScore !== undefined
          ? this.settings.judgeScore >= 0.5
          : lexicalOverlap(description, answer) > 0;
      return {
        id,
        satisfied,
        reasoning: `mock judge (no model called): answer shares ${satisfied ? 'words' : 'no word'} with the criterion`,
      };
    });
    const met = checks.filter((c) => c.satisfied).length;
    return { checks, overall_reasoning: `mock judge (no model called): ${met} of ${checks.length} criteria met` };
  }
}

interface MockCriterion {
  id: string;
  description: string;
}

/** The criteria a rubric request lists, or undefined when the request is not a rubric request. */
function rubricCriteria(value: unknown): MockCriterion[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const criteria: MockCriterion[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') return undefined;
    const { id, description } = item as Record<string, unknown>;
    if (typeof id !== 'string') return undefined;
    criteria.push({ id, description: typeof description === 'string' ? description : '' });
  }
  return criteria;
}

/** What a failing run of the flaky mock answers: no word the word-overlap judge could match. */
const FAILING_ANSWER = '✗';

function echo(request: ProviderRequest): string {
  const lastUser = [...request.messages].reverse().find((m) => m.role === 'user');
  return `mock answer for ${request.evalId}: ${lastUser?.content ?? request.prompt}`;
}

export const mockProviderFactory: ProviderFactory = {
  create: (target: TargetDefinition, { runtime }) => new MockProvider(target.name, parseMockSettings(target), runtime),
  configKeys: MOCK_CONFIG_KEYS,
};

const WORD = /[\p{L}\p{N}]{3,}/gu;

/** Share of the distinct words (3+ letters) of `expected` that appear in `answer`, rounded to 0.01. */
export function lexicalOverlap(expected: string, answer: string): number {
  const wanted = new Set(expected.toLowerCase().match(WORD) ?? []);
  if (wanted.size === 0) return 1;
  const have = new Set(answer.toLowerCase().match(WORD) ?? []);
  let found = 0;
  for (const word of wanted) if (have.has(word)) found++;
  return Math.round((found / wanted.size) * 100) / 100;
}

/** Dimensions of the mock's vectors. */
const MOCK_EMBEDDING_DIMENSIONS = 64;

/** Each lower-cased word adds 1 at the slot its SHA-256 picks. */
function hashedBagOfWords(text: string): number[] {
  const vector = new Array<number>(MOCK_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const slot = createHash('sha256').update(word).digest().readUInt32BE(0) % MOCK_EMBEDDING_DIMENSIONS;
    vector[slot] = (vector[slot] ?? 0) + 1;
  }
  return vector;
}
