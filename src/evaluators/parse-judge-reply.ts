import type { EvaluatorScore } from '../engine/evaluator.js';
import { firstJsonObject } from './first-json-object.js';

const MAX_ITEMS = 4;

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .slice(0, MAX_ITEMS);
}

/**
 * Seed 001's parsing rules: the first JSON object, score clamped to [0, 1], hits and misses as
 * non-empty trimmed strings. No valid object → score 0, `valid: false`, raw reply kept.
 */
export function parseJudgeReply(reply: string): EvaluatorScore & { valid: boolean } {
  const object = firstJsonObject(reply);
  const rawScore = object?.score;
  const score = typeof rawScore === 'number' ? rawScore : typeof rawScore === 'string' ? Number(rawScore) : Number.NaN;
  if (!object || !Number.isFinite(score)) {
    return { valid: false, score: 0, hits: [], misses: [], reasoning: 'judge reply had no valid JSON object with a score', raw: reply };
  }
  return {
    valid: true,
    score: Math.min(1, Math.max(0, score)),
    hits: strings(object.hits),
    misses: strings(object.misses),
    reasoning: typeof object.reasoning === 'string' ? object.reasoning.trim() : '',
  };
}
