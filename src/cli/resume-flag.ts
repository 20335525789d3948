import { ConfigError } from '../errors/config-error.js';
import type { OutputFormat } from '../results/eval-result.js';

/**
 * `--resume <results>`: the file to finish and its format (from the extension). `--out` may only
 * repeat the same file, and `--output-format` only its format, since records are appended to it.
 */
export function resumeTarget(
  flags: { resume?: string; out?: string; outputFormat?: string },
  abs: (p: string) => string,
): { path: string; format: OutputFormat } | undefined {
  if (flags.resume === undefined) return undefined;
  if (flags.resume.trim() === '') throw new ConfigError('--resume needs a results file', {}, 'pass the JSONL file of the interrupted run, e.g. --resume .agentv/results/eval_….jsonl');
  const file = abs(flags.resume);
  if (flags.out !== undefined && abs(flags.out) !== file) {
    throw new ConfigError(`--out ${flags.out} and --resume ${flags.resume} name different files`, {}, 'drop --out: --resume appends to the file it names');
  }
  const format: OutputFormat = /\.ya?ml$/i.test(file) ? 'yaml' : 'jsonl';
  if (flags.outputFormat !== undefined && flags.outputFormat.trim().toLowerCase() !== format) {
    throw new ConfigError(`--output-format ${flags.outputFormat} does not match the --resume file, which is ${format}`, { file }, 'drop --output-format when resuming');
  }
  return { path: file, format };
}
