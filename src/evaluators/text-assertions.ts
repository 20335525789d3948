import type { AssertionCheck } from '../config/assertion-schemas.js';
import type { EvaluatorConfig } from '../config/types.js';
import type { EvaluationContext, Evaluator, EvaluatorScore } from '../engine/evaluator.js';
import type { InvokeOptions } from '../engine/provider.js';
import { sharedRegexPool } from './regex-pool.js';

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

/**
 * AgentV 4.x's deterministic assertions, with its semantics (graders/assertions.ts at v4.42.4):
 * `contains*` match substrings as written, `icontains*` ignore case, `starts-with`, `ends-with` and
 * `equals` compare both sides trimmed, `is-json` parses the whole answer ({@link regexFinding}
 * tests a `regex`). Each scores 1 or 0.
 */
function check(kind: Exclude<AssertionCheck, 'regex'>, answer: string, value: AssertionConfig['value']): Finding {
  switch (kind) {
    case 'contains': {
      const v = one(value);
      const passed = answer.includes(v);
      return { passed, text: passed ? `Output contains "${v}"` : `Output does not contain "${v}"` };
    }
    case 'icontains': {
      const v = one(value);
      const passed = answer.toLowerCase().includes(v.toLowerCase());
      return { passed, text: `${passed ? 'Output contains' : 'Output does not contain'} "${v}" (case-insensitive)` };
    }
    case 'contains-any':
    case 'icontains-any': {
      const fold = kind === 'icontains-any' ? (s: string) => s.toLowerCase() : (s: string) => s;
      const values = list(value);
      const hay = fold(answer);
      const matched = values.find((v) => hay.includes(fold(v)));
      const suffix = kind === 'icontains-any' ? ' (case-insensitive)' : '';
      return matched !== undefined
        ? { passed: true, text: `Output contains "${matched}"${suffix}` }
        : { passed: false, text: `Output does not contain any of: ${quoted(values)}${suffix}` };
    }
    case 'contains-all':
    case 'icontains-all': {
      const fold = kind === 'icontains-all' ? (s: string) => s.toLowerCase() : (s: string) => s;
      const values = list(value);
      const hay = fold(answer);
      const missing = values.filter((v) => !hay.includes(fold(v)));
      const insensitive = kind === 'icontains-all';
      if (missing.length === 0)
        return {
          passed: true,
          text: `Output contains all ${values.length} expected strings${insensitive ? ' (case-insensitive)' : ''}`,
        };
      return { passed: false, text: `Output missing${insensitive ? ' (case-insensitive)' : ''}: ${quoted(missing)}` };
    }
    case 'starts-with': {
      const v = one(value);
      const passed = answer.trim().startsWith(v.trim());
      return { passed, text: passed ? `Output starts with "${v}"` : `Output does not start with "${v}"` };
    }
    case 'ends-with': {
      const v = one(value);
      const passed = answer.trim().endsWith(v.trim());
      return { passed, text: passed ? `Output ends with "${v}"` : `Output does not end with "${v}"` };
    }
    case 'equals': {
      const v = one(value);
      const passed = answer.trim() === v.trim();
      return { passed, text: passed ? `Output equals "${v}"` : `Output does not equal "${v}"` };
    }
    case 'is-json': {
      let passed = true;
      try {
        JSON.parse(answer);
      } catch {
        passed = false;
      }
      return { passed, text: passed ? 'Output is valid JSON' : 'Output is not valid JSON' };
    }
  }
}

/**
 * A `regex` check: a JavaScript pattern tested against the whole answer (a `g` or `y` pattern from
 * its start every time), in a worker thread with a time limit (regex-pool.ts), so a pattern that
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
        : check(kind, context.candidateAnswer, value);
    return { score: passed ? 1 : 0, hits: passed ? [text] : [], misses: passed ? [] : [text], reasoning: text };
  }
}

export function createTextAssertion(config: AssertionConfig): Evaluator {
  return new TextAssertion(config);
}
