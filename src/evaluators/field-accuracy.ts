import type { FieldSpec } from '../config/agentv-evaluator-schemas.js';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import { deepEqual } from './trace-facts.js';
import { isRecord } from '../config/is-record.js';

type FieldAccuracyConfig = Extract<EvaluatorConfig, { type: 'field_accuracy' }>;

interface FieldResult {
  score: number;
  weight: number;
  hit: boolean;
  message: string;
}

/**
 * AgentV's `field_accuracy`: the answer is JSON (code fences allowed); each configured field is
 * looked up by dot path (`items[0].amount`) in it and in the expected JSON (the last expected
 * message), and compared `exact`, `numeric_tolerance` (absolute, or `relative` to the expected
 * value) or `date` (same calendar day across formats). A field the expected data lacks counts as a
 * hit; a missing required field (the default) is a miss; a missing optional one weighs nothing.
 * Score = weighted mean of field scores, or 1/0 with `aggregation: all_or_nothing`.
 */
export class FieldAccuracyEvaluator implements Evaluator {
  readonly type = 'field_accuracy';
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: FieldAccuracyConfig) {
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext): Promise<EvaluatorScore> {
    return gradeFields(this.config, context.candidateAnswer, context.evalCase.referenceAnswer);
  }
}

export function gradeFields(
  config: FieldAccuracyConfig,
  candidate: string,
  reference: string | undefined,
): EvaluatorScore {
  const actual = parseJsonObject(candidate);
  if (!actual)
    return {
      score: 0,
      hits: [],
      misses: ['Failed to parse candidate answer as JSON'],
      reasoning: 'Candidate answer is not valid JSON',
    };
  const expected = reference === undefined ? undefined : parseJsonObject(reference);
  if (!expected)
    return {
      score: 0,
      hits: [],
      misses: ['No expected data found in expected_messages'],
      reasoning: 'Could not extract expected data from expected_messages',
    };
  const results = config.fields.map((field) =>
    gradeField(field, resolvePath(actual, field.path), resolvePath(expected, field.path)),
  );
  const hits = results.filter((r) => r.hit).map((r) => r.message);
  const misses = results.filter((r) => !r.hit).map((r) => r.message);
  let score: number;
  if (config.aggregation === 'all_or_nothing') {
    score = misses.length === 0 ? 1 : 0;
  } else {
    const total = results.reduce((sum, r) => sum + r.weight, 0);
    score =
      total === 0 ? (results.length === 0 ? 1 : 0) : results.reduce((sum, r) => sum + r.score * r.weight, 0) / total;
  }
  return {
    score,
    hits: hits.slice(0, 4),
    misses: misses.slice(0, 4),
    reasoning: `${hits.length}/${results.length} fields matched`,
  };
}

function gradeField(field: FieldSpec, actual: unknown, expected: unknown): FieldResult {
  const { path, required = true, weight = 1 } = field;
  const hit = (message: string): FieldResult => ({ score: 1, weight, hit: true, message });
  const miss = (message: string): FieldResult => ({ score: 0, weight, hit: false, message });
  if (expected === undefined) return hit(`${path}: no expected value`);
  if (actual === undefined)
    return required
      ? miss(`${path} (required, missing)`)
      : { score: 1, weight: 0, hit: true, message: `${path}: optional field missing` };
  switch (field.match) {
    case 'exact':
      if (deepEqual(actual, expected)) return hit(path);
      return miss(
        typeof actual !== typeof expected
          ? `${path} (type mismatch: got ${typeof actual}, expected ${typeof expected})`
          : `${path} (value mismatch)`,
      );
    case 'numeric_tolerance': {
      const a = toNumber(actual);
      const e = toNumber(expected);
      if (a === undefined || e === undefined) return miss(`${path} (non-numeric value)`);
      const tolerance = field.tolerance ?? 0;
      const diff = Math.abs(a - e);
      const measured = field.relative && e !== 0 ? diff / Math.abs(e) : diff;
      return measured <= tolerance
        ? hit(`${path} (within tolerance: diff=${diff.toFixed(2)})`)
        : miss(`${path} (outside tolerance: diff=${diff.toFixed(2)}, tolerance=${tolerance})`);
    }
    case 'date': {
      const formats = field.formats ?? [];
      const a = parseDay(String(actual), formats);
      const e = parseDay(String(expected), formats);
      if (!a) return miss(`${path} (unparseable candidate date)`);
      if (!e) return miss(`${path} (unparseable expected date)`);
      return a === e ? hit(path) : miss(`${path} (date mismatch: got ${a}, expected ${e})`);
    }
  }
}

/** The first JSON object in the text, code fences stripped (AgentV's parseJsonFromText). */
function parseJsonObject(text: string): Record<string, unknown> | undefined {
  const cleaned = text.replace(/```json\n?|```/g, '').trim();
  const blob = cleaned.match(/\{[\s\S]*\}/)?.[0] ?? cleaned;
  try {
    const value: unknown = JSON.parse(blob);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `a.b[0].c` → value, or undefined when any step is missing. */
export function resolvePath(root: unknown, path: string): unknown {
  let current = root;
  for (const part of path.split(/\.|\[|\]/).filter((p) => p !== '')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current =
      Array.isArray(current) && /^\d+$/.test(part) ? current[Number(part)] : (current as Record<string, unknown>)[part];
  }
  return current;
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
  return Number.isFinite(n) ? n : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date string → `YYYY-MM-DD`, or undefined. ISO dates keep their calendar day (time ignored);
 * `15-JAN-2025` and month names are read; for `NN/NN/YYYY` (or dashes) the listed `formats` decide
 * day-first or month-first, and without a decisive format the values do (a number over 12 is the
 * day), defaulting to month-first as AgentV does.
 */
export function parseDay(text: string, formats: readonly string[]): string | undefined {
  const s = text.trim();
  const iso = s.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/);
  if (iso) return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = s.match(/^(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s,]*(\d{4})$/);
  if (named) return day(Number(named[3]), monthOf(named[2] ?? ''), Number(named[1]));
  const numeric = s.match(/^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/);
  if (numeric) {
    const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    const us = formats.some((f) => f.includes('MM/DD') || f.includes('MM-DD'));
    const eu = formats.some((f) => f.includes('DD/MM') || f.includes('DD-MM'));
    if (us && !eu) return day(year, first, second);
    if (eu && !us) return day(year, second, first);
    return first > 12 && second <= 12 ? day(year, second, first) : day(year, first, second);
  }
  const fallback = new Date(s);
  return Number.isNaN(fallback.getTime())
    ? undefined
    : day(fallback.getFullYear(), fallback.getMonth() + 1, fallback.getDate());
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

function day(year: number, month: number, date: number): string | undefined {
  if (month < 1 || month > 12 || date < 1 || date > 31) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

export function createFieldAccuracyEvaluator(config: FieldAccuracyConfig): Evaluator {
  return new FieldAccuracyEvaluator(config);
}
