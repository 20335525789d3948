import { readLabelsFile } from '../compose/read-labels-file.js';
import { Redactor } from '../engine/redactor.js';
import { ConfigError } from '../errors/config-error.js';
import { oneLine } from '../results/format-summary.js';
import { type Calibration, calibrate } from '../results/human-labels.js';
import { judgeCalibrationLine } from '../results/label-agreement.js';
import { readResults } from '../results/read-results.js';
import type { CliIO } from './cli-io.js';
import { parseShare } from './label-flags.js';

/** `agentv calibrate`'s flags as commander hands them over. */
export interface CalibrateFlags {
  labels?: string;
  minLabelAgreement?: string;
  format?: string;
}

/**
 * Runs `agentv calibrate` (calibrate-command.ts) and returns its exit code. Bad input is one
 * ConfigError line (exit 2).
 */
export async function runCalibrateCommand(resultsFile: string, flags: CalibrateFlags, io: CliIO): Promise<number> {
  const min = parseShare(flags.minLabelAgreement);
  const format = flags.format ?? 'text';
  if (format !== 'text' && format !== 'json')
    throw new ConfigError(`invalid --format "${format}"`, {}, 'use text or json');
  const labels = await readLabelsFile(flags.labels ?? '');
  const { records, warnings } = await readResults(resultsFile);
  for (const warning of warnings) io.stderr(`warning: ${warning}\n`);
  const result = calibrate(records, labels, min);
  const text = format === 'json' ? `${JSON.stringify(result, null, 2)}\n` : formatCalibration(result);
  io.stdout(Redactor.fromEnv(process.env).text(text));
  return 0;
}

/** Case ids, judge names and notes come from files: one line each, no terminal escapes. */
export function formatCalibration(c: Calibration, maxRows = 50): string {
  const lines = [`Labels applied: ${c.applied}; stale: ${c.stale.length}; not in the results: ${c.unmatched.length}`];
  if (c.judges.length === 0) lines.push('No judge was labelled.');
  for (const j of c.judges) lines.push(judgeCalibrationLine(j, c.min_agreement));
  if (c.disagreements.length > 0) lines.push('', `Disagreements (${c.disagreements.length}):`);
  for (const d of c.disagreements.slice(0, maxRows)) {
    const note = d.note ? ` — ${oneLine(d.note, 120)}` : '';
    lines.push(
      `  ${oneLine(refLabel(d), 200)} · ${oneLine(d.judge, 120)}: judge ${d.judge_pass ? 'pass' : 'fail'}, ` +
        `people ${d.human_pass ? 'pass' : 'fail'}${note}`,
    );
  }
  if (c.disagreements.length > maxRows) lines.push(`  … and ${c.disagreements.length - maxRows} more`);
  if (c.stale.length > 0) lines.push('', `Stale labels (the answer changed; not applied) (${c.stale.length}):`);
  for (const s of c.stale.slice(0, maxRows)) lines.push(`  ${oneLine(refLabel(s), 200)}`);
  if (c.unmatched.length > 0) lines.push('', `Labels of cases not in the results (${c.unmatched.length}):`);
  for (const s of c.unmatched.slice(0, maxRows)) lines.push(`  ${oneLine(refLabel(s), 200)}`);
  return `${lines.join('\n')}\n`;
}

function refLabel(r: { eval_id: string; prompt_id: string; iteration: number }): string {
  const variant = r.prompt_id === 'default' ? '' : ` [${r.prompt_id}]`;
  const run = r.iteration > 0 ? ` run ${r.iteration + 1}` : '';
  return `${r.eval_id}${variant}${run}`;
}
