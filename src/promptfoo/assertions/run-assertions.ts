import pLimit from 'p-limit';
import { ConfigError, type SourceLocation } from '../../errors/config-error.js';
import type { AssertionInput, GradingResult, PromptfooAssertion } from '../assertion-contract.js';
import { type AssertionParams, coerceString } from './assertion-params.js';
import { ASSERTION_HANDLERS, REFUSED_ASSERTIONS } from './assertion-registry.js';
import { AGENTV5_ASSERTIONS } from './agentv5-assertions.js';
import { AssertionsResult } from './assertions-result.js';
import { applyAssertionTransform } from './assertion-transform.js';
import { allSettledFirst } from '../../engine/provider-pipeline/usage-meter.js';
import { readyValue, renderTemplate } from './assertion-value.js';
import { isRecord } from '../../config/is-record.js';
import { nearKey } from '../../config/near-key.js';

/**
 * A test's `assert:` list graded as promptfoo 0.123.1 grades it (runAssertions): every assertion
 * (three at a time), each `assert-set`'s members into the set's own result (its `threshold`), the
 * sets and the rest into the test's result (the test `threshold`), weighted by `weight`, named
 * scores by `metric` (a nunjucks template over the vars). A `weight: 0` assertion always passes.
 *
 * Rejects (the whole result is then an error: not passed, score 0, as promptfoo's row) when an
 * assertion cannot grade at all: a value of the wrong shape, `latency` of a cached answer, `cost`
 * without a price, a transform that throws.
 */
export async function runAssertions(
  asserts: PromptfooAssertion[],
  input: AssertionInput,
  testThreshold?: number,
): Promise<GradingResult> {
  if (asserts.length === 0)
    return { pass: true, score: 1, reason: 'No assertions', tokensUsed: { total: 0, prompt: 0, completion: 0 } };
  const main = new AssertionsResult(testThreshold);
  const sets: { set: PromptfooAssertion; index: number; result: AssertionsResult }[] = [];
  const jobs: { assertion: PromptfooAssertion; into: AssertionsResult; index: number }[] = [];
  asserts.forEach((assertion, i) => {
    // Graded against the test's other outputs once all are in (compare-outputs.ts), as promptfoo does.
    if (COMPARE_TYPES.has(assertion.type)) return;
    if (assertion.type !== 'assert-set') {
      jobs.push({ assertion, into: main, index: i });
      return;
    }
    const result = new AssertionsResult(assertion.threshold, assertion);
    sets.push({ set: assertion, index: i, result });
    (assertion.assert ?? []).forEach((member, j) => {
      jobs.push({ assertion: member, into: result, index: j });
    });
  });
  const limit = pLimit(3);
  // Every started assertion finishes before a failure (a grader refused by the budget) is passed on.
  await allSettledFirst(
    jobs.map(({ assertion, into, index }) =>
      limit(async () => {
        const result = await runAssertion(assertion, input);
        into.add(index, result, metricName(assertion.metric, input), assertion.weight);
      }),
    ),
  );
  for (const { set, index, result } of sets)
    main.add(index, result.result(), metricName(set.metric, input), set.weight);
  return main.result();
}

function metricName(metric: string | undefined, input: AssertionInput): string | undefined {
  if (!metric) return metric;
  try {
    return renderTemplate(metric, input.vars, input.env);
  } catch {
    return metric;
  }
}

const SCRIPT_TYPES = new Set(['javascript', 'python']);

/** promptfoo's assertions that compare every output of a test (prompts × providers) once all are in. */
export const COMPARE_TYPES: ReadonlySet<string> = new Set(['select-best', 'max-score']);

/** One assertion's result (promptfoo's runAssertion). */
export async function runAssertion(assertion: PromptfooAssertion, input: AssertionInput): Promise<GradingResult> {
  const inverse = assertion.type.startsWith('not-');
  const baseType = inverse ? assertion.type.slice(4) : assertion.type;
  const output = assertion.transform
    ? await applyAssertionTransform(assertion.transform, input.output, input)
    : input.output;
  const context = scriptContext(assertion, input);
  const ready = await readyValue(assertion, output, context, input);
  if (ready.failed) return ready.failed;
  let renderedValue = ready.renderedValue;
  const fromScript = ready.valueFromScript;
  if (fromScript !== undefined && !SCRIPT_TYPES.has(baseType)) {
    if (
      typeof fromScript === 'function' ||
      typeof fromScript === 'boolean' ||
      (isRecord(fromScript) && 'pass' in fromScript)
    ) {
      const returned = typeof fromScript === 'object' ? 'GradingResult' : typeof fromScript;
      const returnedPlural = typeof fromScript === 'object' ? 'GradingResult objects' : `${typeof fromScript} values`;
      throw new Error(
        `Script for "${assertion.type}" assertion returned a ${returned}. Only javascript/python/ruby ` +
          `assertion types can return ${returnedPlural}. ` +
          'For other assertion types, return the expected value (string, number, array, or object).',
      );
    }
    renderedValue = fromScript;
  }
  if (baseType === 'assert-set') return runSet(assertion, input);
  const handler =
    (input.dialect === 'agentv5' ? AGENTV5_ASSERTIONS[baseType] : undefined) ?? ASSERTION_HANDLERS[baseType];
  if (!handler) throw new Error(`Unknown assertion type: ${assertion.type}`);
  const params: AssertionParams = {
    assertion,
    baseType,
    inverse,
    renderedValue,
    valueFromScript: fromScript,
    output,
    outputString: coerceString(output),
    context,
    input,
  };
  const result = await handler(params);
  return assertion.weight === 0 ? { ...result, pass: true } : result;
}

/** An assert-set inside a set (AgentV 5): its members into its own result, as a top-level set's. */
async function runSet(set: PromptfooAssertion, input: AssertionInput): Promise<GradingResult> {
  const result = new AssertionsResult(set.threshold, set);
  const members = set.assert ?? [];
  const results = await Promise.all(members.map((member) => runAssertion(member, input)));
  results.forEach((r, j) => {
    result.add(j, r, metricName(members[j]!.metric, input), members[j]!.weight);
  });
  return result.result();
}

/** The `context` promptfoo hands javascript and python assertions. */
function scriptContext(assertion: PromptfooAssertion, input: AssertionInput): Record<string, unknown> {
  const provider = input.provider
    ? {
        ...input.provider,
        id: () => input.provider!.id,
        toJSON: () => ({ id: input.provider!.id, label: input.provider!.label }),
      }
    : undefined;
  return {
    prompt: input.prompt,
    vars: input.vars,
    test: { ...input.test, vars: input.vars },
    logProbs: input.logProbs,
    provider,
    providerResponse: {
      output: input.output,
      cost: input.cost,
      finishReason: input.finishReason,
      tokenUsage: input.tokenUsage,
      logProbs: input.logProbs,
      ...(input.metadata ? { metadata: input.metadata } : {}),
    },
    ...(assertion.config ? { config: structuredClone(assertion.config) } : {}),
    ...(input.metadata ? { metadata: input.metadata } : {}),
  };
}

/** The types we grade, for the README and for load-time checks. */
export function supportedAssertionTypes(): string[] {
  return ['assert-set', ...COMPARE_TYPES, ...Object.keys(ASSERTION_HANDLERS)].sort();
}

/**
 * Refuses at load, naming the place, a list we could not grade as promptfoo does: an unknown or
 * refused type, an assertion without `type`, an `assert-set` without members or nested in another.
 */
export function validateAssertions(asserts: unknown, where: SourceLocation, nested = false, dialect?: 'agentv5'): void {
  if (!Array.isArray(asserts))
    throw new ConfigError(
      '`assert` must be a list of assertions',
      where,
      'write `assert:` as a YAML list of `- type: …` entries',
    );
  asserts.forEach((raw, i) => {
    const at: SourceLocation = { ...where, path: `${where.path ?? 'assert'}[${i}]` };
    const a = raw as PromptfooAssertion;
    if (typeof a !== 'object' || a === null || typeof a.type !== 'string')
      throw new ConfigError(
        'an assertion without a `type`',
        at,
        'give each assertion a `type:` such as contains, equals, javascript or llm-rubric',
      );
    if (a.type === 'assert-set') {
      if (nested && dialect !== 'agentv5')
        throw new ConfigError('an assert-set inside an assert-set', at, 'list the inner assertions in the outer set');
      if (!Array.isArray(a.assert) || a.assert.length === 0)
        throw new ConfigError('an assert-set without assertions', at, 'list its members under `assert:`');
      validateAssertions(a.assert, { ...where, path: `${at.path}.assert` }, true, dialect);
      return;
    }
    const compared = a.type.replace(/^not-/, '');
    if (COMPARE_TYPES.has(compared)) {
      if (a.type !== compared)
        throw new ConfigError(`"${a.type}" is not an assertion promptfoo grades`, at, `write ${compared}`);
      if (nested)
        throw new ConfigError(
          `${a.type} inside an assert-set: promptfoo compares outputs only by a test's own ${a.type}`,
          at,
          "move it to the test's assert list",
        );
      if (a.type === 'select-best' && typeof a.value !== 'string')
        throw new ConfigError('select-best without criteria', at, 'write the criteria as its value: (a string)');
      return;
    }
    const base = a.type.startsWith('not-') ? a.type.slice(4) : a.type;
    const refused = REFUSED_ASSERTIONS[base];
    if (refused)
      throw new ConfigError(
        `assertion type "${a.type}" is not supported: ${refused}`,
        at,
        'remove it or replace it with a supported type',
      );
    if (!ASSERTION_HANDLERS[base] && !(dialect === 'agentv5' && AGENTV5_ASSERTIONS[base])) {
      const near = nearKey(base, supportedAssertionTypes());
      const negation = a.type.slice(0, a.type.length - base.length);
      const hint = near ? ` (did you mean "${negation}${near}"?)` : '';
      throw new ConfigError(
        `unknown assertion type "${a.type}"${hint}`,
        at,
        `use one of promptfoo's types we grade: ${supportedAssertionTypes().join(', ')}`,
      );
    }
    if (typeof a.value === 'string' && a.value.startsWith('package:')) {
      throw new ConfigError(
        `assertion "${a.type}" names an npm package function (${a.value}), which we do not load`,
        at,
        'export the function from a .js file of the config and use file://that.js:function',
      );
    }
  });
}
