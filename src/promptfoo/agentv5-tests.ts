import path from 'node:path';
import { customAssertionEntry } from '../config/custom-assertions.js';
import type { ConfigWarning } from '../config/types.js';
import { AGENTV5_ASSERTIONS } from './assertions/agentv5-assertions.js';
import { ASSERTION_HANDLERS, REFUSED_ASSERTIONS } from './assertions/assertion-registry.js';
import { groupCriteria } from './agentv5-dialect.js';
import { isRecord } from '../config/is-record.js';
import type { RawTest } from './read-tests.js';
import { refuse } from './refuse.js';

/**
 * A test of AgentV 5's dialect (v5.3.1-next.1, eval-file.schema.ts `EvalTestSchema`) in promptfoo's
 * shape: bare-string criteria grouped into one llm-rubric; its own `execution` read as AgentV reads
 * it (grader-parser.ts: the test's `assert` wins over `execution.assert`; `skip_defaults` leaves out
 * the suite's and default_test's assertions; `threshold` is the test's); `suite` (the result row's
 * suite label) kept in its metadata. `cache` and `fail_on_error` are run settings here: warned about.
 */
export function agentv5Test(
  test: RawTest,
  where: { file: string; repoRoot: string },
  warnings: ConfigWarning[],
): RawTest {
  const { file } = where;
  const { execution, suite, ...rest } = test;
  const out: RawTest = { ...rest };
  if (execution !== undefined) {
    if (!isRecord(execution))
      return refuse(file, 'a test execution: must be a mapping', 'write execution: {skip_defaults: true}');
    const { assert, skip_defaults, threshold, cache, fail_on_error, failOnError, ...unknown } = execution;
    const other = Object.keys(unknown)[0];
    if (other !== undefined)
      refuse(
        file,
        `a test's execution.${other} is not supported by this tool` +
          (other === 'budget_usd' || other === 'budgetUsd' ? ' (a budget is the run’s --budget-usd)' : ''),
        'use execution: {assert, skip_defaults, threshold}, or remove the key',
      );
    if (out.assert === undefined && assert !== undefined) out.assert = assert;
    if (out.threshold === undefined && typeof threshold === 'number') out.threshold = threshold;
    if (skip_defaults === true)
      out.options = { ...(isRecord(out.options) ? out.options : {}), disableDefaultAsserts: true };
    for (const [key, value] of Object.entries({ cache, fail_on_error, failOnError }))
      if (value !== undefined)
        warnings.push({
          message: `a test's execution.${key} is ignored: here it is a setting of the whole run (--cache, exit codes)`,
          file,
        });
  }
  if (typeof suite === 'string') out.metadata = { ...(isRecord(out.metadata) ? out.metadata : {}), suite };
  if (Array.isArray(out.assert))
    out.assert = customAssertions(groupCriteria(out.assert), path.dirname(file), where.repoRoot);
  return out;
}

/**
 * AgentV 5's custom assertion types (registry/assertion-discovery.ts): a type no grader has, found
 * as `.agentv/assertions/<type>.{ts,js,mts,mjs}` from the eval file's folder up to the repository
 * root, runs as a `script` with the same payload (`defineAssertion` reads it); its metric keeps the
 * type's name. `negate: true` becomes promptfoo's `not-` form. Members of an assert-set too.
 */
function customAssertions(asserts: unknown, evalDir: string, repoRoot: string): unknown {
  if (!Array.isArray(asserts)) return asserts;
  return asserts.map((a) => {
    if (!isRecord(a) || typeof a.type !== 'string') return a;
    if (a.type === 'assert-set') return { ...a, assert: customAssertions(a.assert, evalDir, repoRoot) };
    // AgentV's `negate: true` (score 1 − score, pass and fail swapped) is promptfoo's `not-` form.
    if (a.negate === true && !a.type.startsWith('not-')) {
      const { negate: _negate, ...kept } = a;
      return (customAssertions([{ ...kept, type: `not-${a.type}` }], evalDir, repoRoot) as unknown[])[0];
    }
    const base = a.type.replace(/^not-/, '');
    if (ASSERTION_HANDLERS[base] || AGENTV5_ASSERTIONS[base] || REFUSED_ASSERTIONS[base]) return a;
    const found = customAssertionEntry(a, evalDir, repoRoot);
    if (!found) return a;
    const { type: _type, ...rest } = a;
    return { ...rest, type: 'script', command: found.entry.command, metric: a.metric ?? found.type };
  });
}
