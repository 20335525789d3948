import { z } from 'zod';
import { MAX_TIMER_MS, type TargetDefinition } from '../config/types.js';
import { parseTargetConfig, schemaKeys, snakeCaseKeys } from './agent-settings.js';

/** Settings of a `mock` target (and of the mock that `--dry-run` swaps in). */
export interface MockSettings {
  response?: string;
  /** Canned answers by test id (a demo mock that answers sensibly); `response` or the echo otherwise. */
  responses?: Record<string, string>;
  delayMs?: number;
  delayMinMs?: number;
  delayMaxMs?: number;
  /** Fixed judge score; by default the mock judge scores word overlap with the expected outcome. */
  judgeScore?: number;
  /**
   * A flaky mock: each run answers with the case's expected outcome (so the mock judge passes it)
   * with this probability, else with an answer that fails. A number for every case, or per case id
   * with `default` for the rest. Decided by a hash of seed, case, variant and iteration: the same
   * run always answers the same way.
   */
  passProbability?: number | Record<string, number>;
  seed?: number;
}

/** A number, or a numeric string (what a `${{ VAR }}` reference expands to). */
const numeric = (what: string) =>
  z.union([z.number(), z.string().trim().min(1).pipe(z.coerce.number())], { error: `must be ${what}` });

const delay = numeric(`a number of milliseconds from 0 to ${MAX_TIMER_MS}`).pipe(
  z
    .number()
    .min(0, `must be a number of milliseconds from 0 to ${MAX_TIMER_MS}`)
    .max(MAX_TIMER_MS, `must be a number of milliseconds from 0 to ${MAX_TIMER_MS}`),
);
const share = numeric('a number from 0 to 1').pipe(
  z.number().min(0, 'must be a number from 0 to 1').max(1, 'must be a number from 0 to 1'),
);

/** A mock target's fields, snake_case or camelCase (snake_case wins), checked like every target's. */
const mockSettingsSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    response: z.string({ error: 'must be text' }).optional(),
    responses: z
      .record(z.string(), z.string({ error: 'each answer must be text' }), {
        error: 'must be a map of case id to answer',
      })
      .optional(),
    delay_ms: delay.optional(),
    delay_min_ms: delay.optional(),
    delay_max_ms: delay.optional(),
    judge_score: share.optional(),
    pass_probability: z
      .union([share, z.record(z.string(), share)], {
        error: 'must be a number from 0 to 1, or a map of case id (and default) to one',
      })
      .optional(),
    seed: numeric('a number').optional(),
  }),
);

/** The keys a mock target reads, for the unknown-key check. */
export const MOCK_CONFIG_KEYS: readonly string[] = schemaKeys(mockSettingsSchema);

const FIXES: Record<string, string> = {
  response: 'write response as text (quote it)',
  responses: 'write responses as a map, e.g. responses: { case-1: "the answer" }',
  delay_ms: 'set delay_ms to a number of milliseconds, e.g. delay_ms: 50',
  delay_min_ms: 'set delay_min_ms to a number of milliseconds, e.g. delay_min_ms: 10',
  delay_max_ms: 'set delay_max_ms to a number of milliseconds, e.g. delay_max_ms: 100',
  judge_score: 'set judge_score to a score from 0 to 1, e.g. judge_score: 0.8',
  pass_probability: 'set pass_probability to a number from 0 to 1, or a map such as { default: 0.5, case-1: 1 }',
  seed: 'set seed to a number, e.g. seed: 42',
};

/** A mock target's settings; a value of the wrong type is a ConfigError at the target's field. */
export function parseMockSettings(target: TargetDefinition): MockSettings {
  const parsed = parseTargetConfig(mockSettingsSchema, target, FIXES);
  return {
    response: parsed.response,
    responses: parsed.responses && Object.keys(parsed.responses).length > 0 ? parsed.responses : undefined,
    delayMs: parsed.delay_ms,
    delayMinMs: parsed.delay_min_ms,
    delayMaxMs: parsed.delay_max_ms,
    judgeScore: parsed.judge_score,
    passProbability: parsed.pass_probability,
    seed: parsed.seed,
  };
}
