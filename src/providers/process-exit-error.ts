import { ProviderError } from '../errors/agentv-error.js';
import type { ProcessResult } from './run-process.js';
import { tailText } from './tail-text.js';

/**
 * The error for a child process that ended badly: exit code (or signal) and the tail of its stderr
 * (and stdout, for agents whose stdout is an event stream). Retryable: an agent run that crashed
 * may well succeed on the next try, and the call limiter decides how often to try.
 */
export function processExitError(what: string, result: ProcessResult, options: { includeStdout?: boolean; reason?: string } = {}): ProviderError {
  const how = result.exitCode !== null ? `exited with code ${result.exitCode}` : `was killed by ${result.signal ?? 'a signal'}`;
  const lastLine = result.stderr.trim().split('\n').pop()?.trim() ?? '';
  const reason = options.reason ?? how;
  const details: Record<string, unknown> = {
    exit_code: result.exitCode,
    stderr: tailText(result.stderr),
  };
  if (result.signal) details.signal = result.signal;
  if (options.includeStdout) details.stdout = tailText(result.stdout);
  return new ProviderError(`${what} ${reason}${lastLine ? `: ${tailText(lastLine, 300)}` : ''}`, { retryable: true, details });
}
