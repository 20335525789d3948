import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { CliIO } from '../../src/cli/cli-io.js';
import { main } from '../../src/cli/main.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the `agentv` program in-process, capturing its output; stderr is not a TTY. */
export async function runCli(args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIO = {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    setExitCode: () => undefined,
  };
  const stream = new PassThrough() as unknown as NodeJS.WriteStream;
  (stream as unknown as PassThrough).on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await main(['node', 'agentv', ...args], io, stream);
  return { code, stdout, stderr };
}

/** `agentv eval <root>/a.test.yaml --out <root>/r.jsonl …args` (the files of `suiteFiles`), in-process. */
export function evalSuite(root: string, ...args: string[]): Promise<CliRun> {
  return runCli(['eval', path.join(root, 'a.test.yaml'), '--out', path.join(root, 'r.jsonl'), ...args]);
}
