import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import type { EvalResult } from '../results/eval-result.js';
import { parseGateThreshold, type GateSettings } from '../results/run-gates.js';

/** The gate flags of `agentv eval` as commander hands them over. */
export interface GateFlags {
  minScore?: string;
  minPassRate?: string;
  failOnRegression?: boolean;
  failOnNewFailures?: boolean;
  baseline?: string;
  /** AgentV's per-test `--threshold`. */
  threshold?: string;
}

/** The gates of a run and the baseline it is compared with. */
export interface RunGates {
  settings: GateSettings;
  baseline?: { file: string; records: EvalResult[] };
}

/**
 * Reads the gate flags and the `--baseline` results before anything runs, so a bad threshold or
 * an unreadable baseline fails with exit 2 before any paid call.
 */
export async function readGateFlags(flags: GateFlags, cwd: string, warn: (message: string) => void): Promise<RunGates> {
  const settings: GateSettings = {
    failOnRegression: flags.failOnRegression ?? false,
    failOnNewFailures: flags.failOnNewFailures ?? false,
  };
  if (flags.minScore !== undefined) settings.minScore = parseGateThreshold(flags.minScore, '--min-score');
  if (flags.minPassRate !== undefined) settings.minPassRate = parseGateThreshold(flags.minPassRate, '--min-pass-rate');
  if (flags.threshold !== undefined) settings.threshold = parseGateThreshold(flags.threshold, '--threshold');
  if (settings.failOnRegression && flags.baseline === undefined) {
    throw new ConfigError(
      '--fail-on-regression needs results to compare with',
      {},
      'add --baseline <results file of the default branch>, e.g. --baseline baseline.jsonl',
    );
  }
  if (settings.failOnNewFailures && flags.baseline === undefined) {
    throw new ConfigError(
      '--fail-on-new-failures needs results to compare with',
      {},
      'add --baseline <results file of the default branch>, e.g. --baseline baseline.jsonl',
    );
  }
  if (flags.baseline === undefined) return { settings };
  if (flags.baseline.trim() === '')
    throw new ConfigError(
      '--baseline needs a results file',
      {},
      'pass the JSONL or YAML results of the run to compare with',
    );
  const file = path.resolve(cwd, flags.baseline);
  const { readResults } = await import('../results/read-results.js');
  const { records, warnings } = await readResults(file);
  for (const warning of warnings) warn(warning);
  if (records.length === 0) warn(`${file}: no results in the baseline file: nothing to compare with`);
  return { settings, baseline: { file, records } };
}
