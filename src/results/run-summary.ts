import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outputFileError } from '../errors/config-error.js';
import type { Summary } from './compute-summary.js';
import { repeatTotals, type RepeatCase, type RepeatTotals } from './repeats.js';
import { snakeCaseKeys } from './snake-case-keys.js';
import { UNSTABLE_THRESHOLD, type JudgeAgreement } from './judge-agreement.js';
import type { LabelAgreement } from './label-agreement.js';

/** What a run summary is made of: the run's statistics and, when cases repeat, their verdicts. */
export interface RunSummaryInput {
  summary: Summary;
  repeats?: RepeatCase[] | undefined;
  passPolicy?: string | undefined;
  earlyStopped?: number | undefined;
  /** The gates' decision, when the run had gates. */
  gates?: { passed: boolean; failures: string[] } | undefined;
  /** How far sampled judges agreed with themselves, when a judge was sampled. */
  judge?: JudgeAgreement | undefined;
  /** Each judge's agreement with people's labels (`--labels`), when labels were given. */
  labels?: LabelAgreement | undefined;
  /**
   * Which flags chose the run's cases, when some did: a comparison with a whole run then holds only
   * these cases.
   */
  selection?: string | undefined;
}

/**
 * The machine-readable run summary (`--summary-json`): every repeated case × variant with its
 * verdict, plus the run-level statistics.
 */
export function runSummaryJson({
  summary,
  repeats: cases,
  passPolicy,
  earlyStopped = 0,
  gates,
  judge,
  labels,
  selection,
}: RunSummaryInput): string {
  const t = cases ? repeatTotals(cases) : undefined;
  const repeats = t
    ? {
        pass_policy: passPolicy ?? 'all',
        cases: t.cases,
        passed: t.passed,
        stable_pass: t.stablePass,
        stable_fail: t.stableFail,
        flaky: t.flaky,
        runs: t.runs,
        planned: t.planned,
        early_stopped: earlyStopped,
        ...consistency(cases ?? [], t),
      }
    : null;
  // Keys in snake_case, as in result records and the compare JSON.
  const json = snakeCaseKeys({
    ...(selection !== undefined ? { selection } : {}),
    cases: cases ?? [],
    repeats,
    statistics: summary,
    ...(judge ? { judge: { ...judge, unstableThreshold: UNSTABLE_THRESHOLD } } : {}),
    ...(labels ? { labelAgreement: labels } : {}),
    ...(gates ? { gates } : {}),
  });
  return `${JSON.stringify(json, null, 2)}\n`;
}

/**
 * The suite's consistency beside its pass rate: `run_pass_rate` (share of runs that pass),
 * `pass_at_k` (share of cases with a passing run among their k) and `pass_hat_k` (pass^k: share
 * of cases whose k runs all pass), k being each case's recorded runs.
 */
function consistency(
  cases: readonly RepeatCase[],
  t: RepeatTotals,
): { run_pass_rate: number; pass_at_k: number; pass_hat_k: number } {
  const share = (n: number, of: number) => (of === 0 ? 0 : Math.round((n / of) * 1e4) / 1e4);
  return {
    run_pass_rate: share(
      cases.reduce((a, c) => a + c.passes, 0),
      t.runs,
    ),
    pass_at_k: share(t.passAtK, t.cases),
    pass_hat_k: share(t.passHatK, t.cases),
  };
}

/** Writes {@link runSummaryJson} to `file` (`--summary-json`, the Action's summary-path output). */
export async function writeRunSummary(file: string, input: RunSummaryInput): Promise<void> {
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, runSummaryJson(input));
  } catch (cause) {
    throw outputFileError(file, 'run summary', cause, '--summary-json');
  }
}
