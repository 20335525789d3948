import type { EvaluatorScore } from '../engine/evaluator.js';

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
 * The parsing rules: the first JSON object, score clamped to [0, 1], hits and misses as
 * non-empty trimmed strings. No valid object → score 0, `valid: false`, raw reply kept.
 */
export function parseJudgeReply(reply: string): EvaluatorScore & { valid: boolean } {
  const object = firstJsonObject(reply);
  const rawScore = object?.score;
  const score = typeof rawScore === 'number' ? rawScore : typeof rawScore === 'string' ? Number(rawScore) : Number.NaN;
  if (!object || !Number.isFinite(score)) {
    return {
      valid: false,
      score: 0,
      hits: [],
      misses: [],
      reasoning: 'judge reply had no valid JSON object with a score',
      raw: reply,
    };
  }
  return {
    valid: true,
    score: Math.min(1, Math.max(0, score)),
    hits: strings(object.hits),
    misses: strings(object.misses),
    reasoning: typeof object.reasoning === 'string' ? object.reasoning.trim() : '',
  };
}

/**
 * The first JSON object embedded in `text` (code fences and prose around it allowed), or
 * undefined. Scans for balanced braces outside strings, so braces in prose before it are skipped.
 */
export function firstJsonObject(text: string): Record<string, unknown> | undefined {
  const whole = wholeJsonObject(text);
  if (whole) return whole;
  for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
    const end = matchingBrace(text, start);
    if (end === -1) continue;
    try {
      const value: unknown = JSON.parse(text.slice(start, end + 1));
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not JSON from this brace; try the next one
    }
  }
  return undefined;
}

/**
 * The reply when it is one JSON object and nothing else, as a judge asked for JSON mostly answers:
 * one JSON.parse instead of a scan of every character. It is the object the scan would find (its
 * first brace is the text's first, and the scan's match for it is its last).
 */
function wholeJsonObject(text: string): Record<string, unknown> | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') || !trimmed.endsWith('}')) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}
