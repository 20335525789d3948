/**
 * The `PROMPTFOO_*` settings read as promptfoo 0.123.1 reads them (`getEnvInt`, `getEnvFloat` and
 * `getEnvBool` of its src/envars.ts), from the run's environment with the config's `env:` over it.
 * A value that is empty or does not parse is not there: the default applies, as in promptfoo, so
 * a CI variable never filled in (`PROMPTFOO_FAILED_TEST_EXIT_CODE=""`) cannot turn a failing run
 * into exit 0.
 */
export type PromptfooEnv = Record<string, string | undefined>;

/** `parseInt(value, 10)` (`"12abc"` is 12, `"3.9"` is 3), else `fallback`. */
export function envInt(env: PromptfooEnv, key: string, fallback: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/** `parseFloat(value)`, else `fallback`. */
export function envFloat(env: PromptfooEnv, key: string, fallback: number): number {
  const value = env[key];
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseFloat(value);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/** True for promptfoo's yes-words, case aside (`1`, `true`, `yes`, `yup`, `yeppers`); anything else is false. */
export function envBool(env: PromptfooEnv, key: string): boolean {
  return ['1', 'true', 'yes', 'yup', 'yeppers'].includes((env[key] ?? '').toLowerCase());
}

/**
 * When a run of the config fails as promptfoo's CLI fails: its pass rate (passed results over all,
 * errors included, in percent) is below `PROMPTFOO_PASS_RATE_THRESHOLD` (100 when unset or not a
 * finite number), and the code is `PROMPTFOO_FAILED_TEST_EXIT_CODE` (100 when unset or not a safe
 * integer).
 */
export function failedTestsExit(env: PromptfooEnv): { exitCode: number; passRateThreshold: number } {
  const threshold = envFloat(env, 'PROMPTFOO_PASS_RATE_THRESHOLD', 100);
  const exitCode = envInt(env, 'PROMPTFOO_FAILED_TEST_EXIT_CODE', 100);
  return {
    exitCode: Number.isSafeInteger(exitCode) ? exitCode : 100,
    passRateThreshold: Number.isFinite(threshold) ? threshold : 100,
  };
}
