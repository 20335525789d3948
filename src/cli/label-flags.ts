import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { DEFAULT_MIN_LABEL_AGREEMENT } from '../results/result-defaults.js';
import type { RunLabels } from '../results/label-agreement.js';

/** `--labels` and `--min-label-agreement` as commander hands them over. */
export interface LabelFlags {
  labels?: string;
  minLabelAgreement?: string;
}

/**
 * The labels of `agentv eval` and `agentv report`, read before anything runs so that a bad file or
 * value is one error line (exit 2) before any model call; undefined without `--labels`.
 */
export async function readLabelFlags(flags: LabelFlags, cwd: string): Promise<RunLabels | undefined> {
  const minAgreement = parseShare(flags.minLabelAgreement);
  if (flags.labels === undefined) {
    if (flags.minLabelAgreement !== undefined)
      throw new ConfigError(
        '--min-label-agreement needs labels to compare the judges with',
        {},
        'add --labels <file saved from the HTML report>, or drop --min-label-agreement',
      );
    return undefined;
  }
  if (flags.labels.trim() === '')
    throw new ConfigError('--labels needs a file', {}, 'pass the labels.json saved from the HTML report');
  // The labels' schema is compiled only for a run given labels.
  const { readLabelsFile } = await import('../compose/read-labels-file.js');
  const labels = await readLabelsFile(path.resolve(cwd, flags.labels));
  return { file: flags.labels, labels, minAgreement };
}

/** `--min-label-agreement`: a share from 0 to 1 (default {@link DEFAULT_MIN_LABEL_AGREEMENT}). */
export function parseShare(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_MIN_LABEL_AGREEMENT;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new ConfigError(`invalid --min-label-agreement "${raw}"`, {}, 'use a share from 0 to 1, e.g. 0.8');
  return n;
}
