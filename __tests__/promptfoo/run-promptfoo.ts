import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type CliRun, runCli } from '../test-support/run-cli.js';

/**
 * `agentv eval <config> --out <a new file in outDir> ...args` through our CLI, in-process: what it
 * printed and the records it wrote (none when it stopped before writing).
 */
export async function runPromptfoo<R>(
  config: string,
  outDir: string,
  args: string[] = [],
): Promise<CliRun & { records: R[] }> {
  const file = path.join(outDir, `r-${Math.random().toString(36).slice(2)}.jsonl`);
  const result = await runCli(['eval', config, '--out', file, ...args]);
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const lines = text.trim() ? text.trim().split('\n') : [];
  return { ...result, records: lines.map((line) => JSON.parse(line) as R) };
}
