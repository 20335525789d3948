import type { GradingResult } from '../assertion-contract.js';
import { AssertionFailure, type AssertionHandler, type AssertionParams } from './assertion-params.js';

/** One skill an agent invoked, as promptfoo's agent providers list them in `metadata.skillCalls`. */
interface SkillCall {
  name: string;
  source?: string;
  path?: string;
}

interface SkillMatcher {
  name?: string;
  pattern?: string;
  min?: number;
  max?: number;
}

/**
 * `skill-used` as promptfoo 0.123.1 grades it: from the provider response's `metadata.skillCalls`
 * (what a file:// JS provider or an http provider's `transformResponse` returns; failed calls,
 * `is_error: true`, left out), a name or list of names that must all be used, or `{name|pattern,
 * min, max}` counting the matching calls. `not-skill-used` forbids them. No `skillCalls` is no skill used.
 */
const skillUsed: AssertionHandler = (params) => {
  const calls = skillCallsOf(params.input.metadata);
  const actual = calls.map(formatCall);
  const expected = resolveMatchers(params.renderedValue ?? params.assertion.value);
  return Array.isArray(expected) ? listed(params, calls, actual, expected) : counted(params, calls, actual, expected);
};

function skillCallsOf(metadata: Record<string, unknown> | undefined): SkillCall[] {
  const raw = metadata?.skillCalls;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (entry): entry is SkillCall =>
      Boolean(entry) &&
      typeof entry === 'object' &&
      typeof (entry as SkillCall).name === 'string' &&
      (entry as { is_error?: unknown }).is_error !== true,
  );
}

function formatCall(call: SkillCall): string {
  const details = [call.source, call.path].filter(Boolean).join(', ');
  return details ? `${call.name} (${details})` : call.name;
}

function matches(call: SkillCall, matcher: SkillMatcher): boolean {
  if (matcher.name && call.name !== matcher.name) return false;
  if (matcher.pattern && !wildcardMatch(call.name, matcher.pattern)) return false;
  return true;
}

function resolveMatchers(value: unknown): SkillMatcher[] | SkillMatcher {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
  if (typeof value === 'string' && value.trim()) return [{ name: value.trim() }];
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim()))
    return value.map((v: string) => ({ name: v.trim() }));
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const raw = value as Record<string, unknown>;
    const name = text(raw.name);
    const pattern = text(raw.pattern);
    if (!name && !pattern)
      throw new AssertionFailure('skill-used assertion object must include a name or pattern property');
    for (const field of ['min', 'max'] as const) {
      const count = raw[field];
      if (field in raw && !(typeof count === 'number' && Number.isInteger(count) && count >= 0))
        throw new AssertionFailure(`skill-used assertion object ${field} must be a finite non-negative integer`);
    }
    const min = typeof raw.min === 'number' ? raw.min : undefined;
    const max = typeof raw.max === 'number' ? raw.max : undefined;
    if (min !== undefined && max !== undefined && max < min)
      throw new AssertionFailure('skill-used assertion object max must be greater than or equal to min');
    return { name, pattern, min, max };
  }
  throw new AssertionFailure('skill-used assertion must have a string, string array, or object value');
}

function listed(
  params: AssertionParams,
  calls: SkillCall[],
  actual: string[],
  expected: SkillMatcher[],
): GradingResult {
  const used = (m: SkillMatcher) => calls.some((call) => matches(call, m));
  const missing = expected.filter((m) => !used(m));
  const matched = expected.filter(used);
  const pass = params.inverse ? matched.length === 0 : missing.length === 0;
  const names = (list: SkillMatcher[]) => list.map((m) => m.name).join(', ');
  const summary = actual.length > 0 ? actual.join(', ') : '(none)';
  const reason = params.inverse
    ? pass
      ? `Forbidden skill(s) were not used: ${names(expected)}`
      : `Forbidden skill(s) were used: ${names(matched)}. Actual skills: ${summary}`
    : pass
      ? `Observed required skill(s): ${names(expected)}. Actual skills: ${summary}`
      : `Missing required skill(s): ${names(missing)}. Actual skills: ${summary}`;
  return { pass, score: pass ? 1 : 0, reason, assertion: params.assertion };
}

function counted(params: AssertionParams, calls: SkillCall[], actual: string[], matcher: SkillMatcher): GradingResult {
  const min = matcher.min ?? (matcher.max !== undefined ? 0 : 1);
  const { max } = matcher;
  const found = calls.filter((call) => matches(call, matcher));
  const label = matcher.pattern || matcher.name || '*';
  if (params.inverse) {
    if (matcher.min !== undefined || (max !== undefined && max !== 0))
      throw new AssertionFailure(
        'not-skill-used object assertions only support name/pattern with no count bounds, or max: 0',
      );
    const pass = found.length === 0;
    const summary = actual.length > 0 ? actual.join(', ') : '(none)';
    const reason = pass
      ? `Forbidden skill "${label}" was not used. Actual skills: ${summary}`
      : `Forbidden skill "${label}" was used ${found.length} time(s). Matches: ${found.map(formatCall).join(', ')}`;
    return { pass, score: pass ? 1 : 0, reason, assertion: params.assertion };
  }
  const pass = found.length >= min && (max === undefined || found.length <= max);
  let reason = `Matched skill "${label}" ${found.length} time(s)`;
  reason += max === undefined ? ` (expected at least ${min})` : ` (expected ${min}-${max})`;
  if (found.length > 0) reason += `. Matches: ${found.map(formatCall).join(', ')}`;
  return { pass, score: pass ? 1 : 0, reason, assertion: params.assertion };
}

/**
 * promptfoo's matchesPattern (`*` any run, `?` one character, case ignored, whole name), matched
 * without a regular expression so that a pattern cannot make the check slow.
 */
export function wildcardMatch(text: string, pattern: string): boolean {
  const s = text.toLowerCase();
  const p = pattern.toLowerCase();
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (i < s.length) {
    if (j < p.length && (p[j] === '?' || p[j] === s[i])) {
      i++;
      j++;
    } else if (j < p.length && p[j] === '*') {
      star = j++;
      mark = i;
    } else if (star !== -1) {
      j = star + 1;
      i = ++mark;
    } else return false;
  }
  while (j < p.length && p[j] === '*') j++;
  return j === p.length;
}

export const SKILL_ASSERTIONS: Record<string, AssertionHandler> = { 'skill-used': skillUsed };
