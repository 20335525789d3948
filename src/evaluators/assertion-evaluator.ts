import type { AssertionCheck } from '../config/assertion-schemas.js';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import type { InvokeOptions } from '../engine/provider.js';
import { sharedRegexPool } from '../safety/regex-pool.js';

type AssertionConfig = Extract<EvaluatorConfig, { type: 'assertion' }>;

/** What a check found: passed or not, and the sentence saying so (AgentV's wording). */
interface Finding {
  passed: boolean;
  text: string;
}

const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');
const list = (value: AssertionConfig['value']): string[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const one = (value: AssertionConfig['value']): string => (typeof value === 'string' ? value : '');

type TextCheck = (answer: string, value: AssertionConfig['value']) => Finding;

const caseInsensitive = (s: string) => s.toLowerCase();
const asWritten = (s: string) => s;

function containsFinding(answer: string, value: AssertionConfig['value']): Finding {
  const v = one(value);
  const passed = answer.includes(v);
  return { passed, text: passed ? `Output contains "${v}"` : `Output does not contain "${v}"` };
}

function icontainsFinding(answer: string, value: AssertionConfig['value']): Finding {
  const v = one(value);
  const passed = answer.toLowerCase().includes(v.toLowerCase());
  return { passed, text: `${passed ? 'Output contains' : 'Output does not contain'} "${v}" (case-insensitive)` };
}

/** `contains-any` (as written) or `icontains-any` (`fold` lowers the case): the first value found. */
function containsAny(fold: (s: string) => string): TextCheck {
  const suffix = fold === caseInsensitive ? ' (case-insensitive)' : '';
  return (answer, value) => {
    const values = list(value);
    const hay = fold(answer);
    const matched = values.find((v) => hay.includes(fold(v)));
    return matched !== undefined
      ? { passed: true, text: `Output contains "${matched}"${suffix}` }
      : { passed: false, text: `Output does not contain any of: ${quoted(values)}${suffix}` };
  };
}

/** `contains-all` (as written) or `icontains-all` (`fold` lowers the case): the values missing. */
function containsAll(fold: (s: string) => string): TextCheck {
  const suffix = fold === caseInsensitive ? ' (case-insensitive)' : '';
  return (answer, value) => {
    const values = list(value);
    const hay = fold(answer);
    const missing = values.filter((v) => !hay.includes(fold(v)));
    if (missing.length === 0)
      return { passed: true, text: `Output contains all ${values.length} expected strings${suffix}` };
    return { passed: false, text: `Output missing${suffix}: ${quoted(missing)}` };
  };
}

/** A comparison of the trimmed answer with the trimmed value, and its two sentences. */
function trimmedCheck(test: (answer: string, value: string) => boolean, verbs: { yes: string; no: string }): TextCheck {
  return (answer, value) => {
    const v = one(value);
    const passed = test(answer.trim(), v.trim());
    return { passed, text: `Output ${passed ? verbs.yes : verbs.no} "${v}"` };
  };
}

function isJsonFinding(answer: string): Finding {
  let passed = true;
  try {
    JSON.parse(answer);
  } catch {
    passed = false;
  }
  return { passed, text: passed ? 'Output is valid JSON' : 'Output is not valid JSON' };
}

/**
 * AgentV 4.x's deterministic assertions, with its semantics (graders/assertions.ts at v4.42.4):
 * `contains*` match substrings as written, `icontains*` ignore case, `starts-with`, `ends-with` and
 * `equals` compare both sides trimmed, `is-json` parses the whole answer ({@link regexFinding}
 * tests a `regex`). Each scores 1 or 0.
 */
const TEXT_CHECKS: Record<Exclude<AssertionCheck, 'regex'>, TextCheck> = {
  contains: containsFinding,
  icontains: icontainsFinding,
  'contains-any': containsAny(asWritten),
  'icontains-any': containsAny(caseInsensitive),
  'contains-all': containsAll(asWritten),
  'icontains-all': containsAll(caseInsensitive),
  'starts-with': trimmedCheck((a, v) => a.startsWith(v), { yes: 'starts with', no: 'does not start with' }),
  'ends-with': trimmedCheck((a, v) => a.endsWith(v), { yes: 'ends with', no: 'does not end with' }),
  equals: trimmedCheck((a, v) => a === v, { yes: 'equals', no: 'does not equal' }),
  'is-json': isJsonFinding,
};

/**
 * A `regex` check: a JavaScript pattern tested against the whole answer (a `g` or `y` pattern from
 * its start every time), in the bounded sandbox (src/safety/regex-pool.ts), so a pattern that
 * backtracks catastrophically fails this check instead of stopping the run.
 */
async function regexFinding(
  pattern: string,
  flags: string | undefined,
  answer: string,
  signal: AbortSignal | undefined,
): Promise<Finding> {
  const passed = await sharedRegexPool.test(pattern, flags, answer, signal);
  const shown = `/${pattern}/${flags ?? ''}`;
  return { passed, text: passed ? `Output matches pattern ${shown}` : `Output does not match pattern ${shown}` };
}

/** One deterministic assertion: no model call, no judge target. */
export class TextAssertion implements Evaluator {
  readonly type: AssertionCheck;
  readonly name: string;
  readonly weight: number;

  constructor(private readonly config: AssertionConfig) {
    this.type = config.check;
    this.name = config.name;
    this.weight = config.weight;
  }

  async evaluate(context: EvaluationContext, options?: InvokeOptions): Promise<EvaluatorScore> {
    const { check: kind, value, flags } = this.config;
    const { passed, text } =
      kind === 'regex'
        ? await regexFinding(one(value), flags, context.candidateAnswer, options?.signal)
        : TEXT_CHECKS[kind](context.candidateAnswer, value);
    return { score: passed ? 1 : 0, hits: passed ? [text] : [], misses: passed ? [] : [text], reasoning: text };
  }
}

export function createTextAssertion(config: AssertionConfig): Evaluator {
  return new TextAssertion(config);
}
