import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outputFileError } from '../errors/config-error.js';
import { compareCaseKeys } from './compare-statistics.js';
import { compareText } from './compute-summary.js';
import { PASS_THRESHOLD, verdictFor, type EvalResult } from './eval-result.js';
import { displayName, formatScore } from './format-score.js';
import { DEFAULT_PASS_POLICY, repeatCases, runPassed, type RepeatCase } from './repeats.js';

/** Options of {@link junitReport}. */
export interface JunitOptions {
  /** Decisions of repeated cases (the run's pass policy); without them the default policy decides. */
  repeats?: readonly RepeatCase[] | undefined;
}

/** Longest text kept in one failure body part: enough to read in CI, bounded for huge answers. */
const MAX_TEXT = 4000;

interface CaseRuns {
  evalId: string;
  promptId: string;
  runs: EvalResult[];
}

/**
 * The results as JUnit XML, the way GitHub's test reporters read it: one `<testsuite>` per
 * dataset, one `<testcase>` per case × prompt variant (its repeats folded into one), a `<failure>`
 * saying why a case did not pass, an `<error>` for a case whose every run failed to run. Model
 * text is escaped, control characters included, so any answer yields well-formed XML.
 */
export function junitReport(records: readonly EvalResult[], options: JunitOptions = {}): string {
  const decided = new Map(
    [...repeatCases(records, DEFAULT_PASS_POLICY), ...(options.repeats ?? [])].map((c) => [
      key(c.eval_id, c.prompt_id),
      c,
    ]),
  );
  const showPrompt =
    new Set(records.map((r) => r.prompt_id)).size > 1 || records.some((r) => r.prompt_id !== 'default');
  const suites: string[] = [];
  const totals = { tests: 0, failures: 0, errors: 0, seconds: 0 };
  for (const [dataset, cases] of groupByDataset(records)) {
    const counts = { tests: 0, failures: 0, errors: 0, seconds: 0 };
    const body = cases.map((c) => {
      const outcome = caseOutcome(c, decided.get(key(c.evalId, c.promptId)));
      counts.tests++;
      if (outcome.kind === 'failure') counts.failures++;
      if (outcome.kind === 'error') counts.errors++;
      const seconds = c.runs.reduce((sum, run) => sum + (run.duration_ms ?? 0), 0) / 1000;
      counts.seconds += seconds;
      const shown = displayName({ eval_id: c.evalId, description: c.runs[0]?.description });
      const name = showPrompt ? `${shown} [${c.promptId}]` : shown;
      const open = `    <testcase name="${xmlAttr(name)}" classname="${xmlAttr(dataset)}" time="${seconds.toFixed(3)}"`;
      if (outcome.kind === 'pass') return `${open}/>`;
      return (
        `${open}>\n      <${outcome.kind} message="${xmlAttr(outcome.message)}" ` +
        `type="${outcome.type}">${xmlText(outcome.body)}</${outcome.kind}>\n    </testcase>`
      );
    });
    suites.push(
      `  <testsuite name="${xmlAttr(dataset)}" tests="${counts.tests}" failures="${counts.failures}" ` +
        `errors="${counts.errors}" skipped="0" ` +
        `time="${counts.seconds.toFixed(3)}">\n${body.join('\n')}\n  </testsuite>`,
    );
    totals.tests += counts.tests;
    totals.failures += counts.failures;
    totals.errors += counts.errors;
    totals.seconds += counts.seconds;
  }
  const head =
    `<testsuites name="agentv" tests="${totals.tests}" failures="${totals.failures}" ` +
    `errors="${totals.errors}" time="${totals.seconds.toFixed(3)}"`;
  const all = suites.length === 0 ? `${head}/>` : `${head}>\n${suites.join('\n')}\n</testsuites>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${all}\n`;
}

/** Writes {@link junitReport} to `file`, creating its folder; `flag` names the option in errors. */
export async function writeJunitReport(
  file: string,
  records: readonly EvalResult[],
  options: JunitOptions = {},
  flag = '--junit',
): Promise<void> {
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, junitReport(records, options));
  } catch (cause) {
    throw outputFileError(file, 'JUnit report', cause, flag);
  }
}

type Outcome = { kind: 'pass' } | { kind: 'failure' | 'error'; type: string; message: string; body: string };

function caseOutcome({ runs }: CaseRuns, repeat: RepeatCase | undefined): Outcome {
  const first = runs[0] as EvalResult;
  const errored = runs.filter((run) => run.error !== undefined);
  if (runs.length === 1 ? runPassed(first) : repeat?.passed === true) return { kind: 'pass' };
  if (errored.length === runs.length) {
    const message =
      runs.length === 1
        ? `failed to run: ${first.error ?? ''}`
        : `all ${runs.length} runs failed to run: ${first.error ?? ''}`;
    return {
      kind: 'error',
      type: 'error',
      message: cut(oneLine(message), 500),
      body: cut(first.error ?? '', MAX_TEXT),
    };
  }
  const scored = runs.filter((run) => run.error === undefined);
  const worst = scored.reduce((a, b) => (b.score < a.score ? b : a));
  if (runs.length === 1) {
    const verdict = first.verdict ?? verdictFor(first.score);
    const why =
      first.pass === false
        ? `the test failed its assertions (score ${formatScore(first.score)})`
        : `score ${formatScore(first.score)} is below the pass threshold ${PASS_THRESHOLD} (${verdict})`;
    return { kind: 'failure', type: verdict, message: why, body: failureBody(first) };
  }
  const passes = repeat?.passes ?? runs.filter(runPassed).length;
  const erroredNote = errored.length > 0 ? `; ${errored.length} run(s) failed to run` : '';
  const passedWhat =
    first.pass !== undefined ? 'passed their assertions' : `reached the pass threshold ${PASS_THRESHOLD}`;
  return {
    kind: 'failure',
    type: 'repeats',
    message: `${passes} of ${runs.length} runs ${passedWhat}${erroredNote}; lowest score ${formatScore(worst.score)}`,
    body: `Lowest-scoring run (#${worst.iteration}):\n${failureBody(worst)}`,
  };
}

/** An evaluator's name, with its type when the name is not the type. */
function evaluatorLabel(result: { name?: string; type: string }): string {
  return result.name && result.name !== result.type ? `${result.name} (${result.type})` : result.type;
}

/** What a reader needs to see why the case failed: reasoning, misses, each evaluator, the answer's start. */
function failureBody(run: EvalResult): string {
  const parts: string[] = [];
  if (run.reasoning) parts.push(`Reasoning: ${cut(run.reasoning, MAX_TEXT)}`);
  if (run.misses.length > 0) parts.push(`Misses:\n${run.misses.map((miss) => `- ${cut(miss, 500)}`).join('\n')}`);
  for (const result of run.evaluator_results) {
    parts.push(
      `Evaluator ${evaluatorLabel(result)}: ${formatScore(result.score)}` +
        (result.reasoning ? ` - ${cut(result.reasoning, MAX_TEXT)}` : ''),
    );
  }
  parts.push(`Answer:\n${cut(run.candidate_answer, MAX_TEXT)}`);
  return parts.join('\n\n');
}

function groupByDataset(records: readonly EvalResult[]): [string, CaseRuns[]][] {
  const datasets = new Map<string, Map<string, CaseRuns>>();
  for (const record of records) {
    const dataset = record.dataset || 'agentv';
    let cases = datasets.get(dataset);
    if (!cases) {
      cases = new Map();
      datasets.set(dataset, cases);
    }
    const k = key(record.eval_id, record.prompt_id);
    let entry = cases.get(k);
    if (!entry) {
      entry = { evalId: record.eval_id, promptId: record.prompt_id, runs: [] };
      cases.set(k, entry);
    }
    entry.runs.push(record);
  }
  return [...datasets.keys()].sort(compareText).map((dataset) => {
    const cases = [...(datasets.get(dataset)?.values() ?? [])];
    cases.sort((a, b) =>
      compareCaseKeys({ eval_id: a.evalId, prompt_id: a.promptId }, { eval_id: b.evalId, prompt_id: b.promptId }),
    );
    for (const c of cases) c.runs.sort((a, b) => a.iteration - b.iteration);
    return [dataset, cases];
  });
}

function key(evalId: string, promptId: string | undefined): string {
  return `${evalId}\u0000${promptId ?? 'default'}`;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};
/** Characters XML 1.0 forbids: C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF. */
const FORBIDDEN = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
  'g',
);

/** Text safe as XML 1.0 element content: markup characters as entities, forbidden ones as a visible `\uXXXX`. */
export function xmlText(text: string): string {
  return visible(text).replace(/[&<>\r]/g, (c) => ENTITIES[c] ?? c);
}

/** {@link xmlText} for an attribute value: quotes too, and line breaks and tabs as references so parsers keep them. */
export function xmlAttr(text: string): string {
  return visible(text).replace(/[&<>"'\n\r\t]/g, (c) => ENTITIES[c] ?? c);
}

function visible(text: string): string {
  return text.replace(FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
