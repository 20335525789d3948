import type { TargetDefinition } from '../config/types.js';
import { ConfigError } from '../errors/config-error.js';
import type { CliHealthcheck } from './cli-settings.js';
import { runProcess, tailText } from '../process/run-process.js';

const DEFAULT_TIMEOUT_SECONDS = 10;

/** Where and how a probe command runs. */
export interface HealthcheckContext {
  target: TargetDefinition;
  cwd: string;
  env: Record<string, string | undefined>;
  signal: AbortSignal;
}

/**
 * Probes a cli target once before its first case: an HTTP GET must answer 2xx within its timeout, a
 * command must exit 0. Failure is a ConfigError at the target's definition, so the run stops with
 * one clear line instead of failing every case.
 */
export async function runCliHealthcheck(check: CliHealthcheck, context: HealthcheckContext): Promise<void> {
  const problem =
    check.type === 'http'
      ? await probeHttp(check.url, check.timeout_seconds, context.signal)
      : await probeCommand(check.command_template, context);
  if (problem === undefined) return;
  if (context.signal.aborted) throw context.signal.reason;
  const { target } = context;
  const fix =
    check.type === 'http'
      ? `start the agent so that GET ${check.url} answers 2xx, or fix healthcheck.url`
      : 'make the agent ready so the probe exits 0, or fix healthcheck.command_template';
  throw new ConfigError(
    `target "${target.name}" failed its healthcheck: ${problem}`,
    { file: target.source.file, line: target.source.line, path: `targets.${target.name}.healthcheck` },
    fix,
  );
}

async function probeHttp(
  url: string,
  timeoutSeconds: number | undefined,
  signal: AbortSignal,
): Promise<string | undefined> {
  const seconds = timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  try {
    const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(seconds * 1000)]) });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return undefined;
    return `GET ${url} answered HTTP ${response.status}`;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError') return `GET ${url} did not answer within ${seconds} s`;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `GET ${url} failed: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
  }
}

async function probeCommand(command: string, context: HealthcheckContext): Promise<string | undefined> {
  try {
    const result = await runProcess({
      file: '/bin/sh',
      args: ['-c', command],
      cwd: context.cwd,
      env: context.env,
      timeoutMs: DEFAULT_TIMEOUT_SECONDS * 3 * 1000,
      signal: context.signal,
      what: `healthcheck of target "${context.target.name}"`,
    });
    if (result.exitCode === 0) return undefined;
    const stderr = tailText(result.stderr.trim(), 300);
    return `command exited with ${result.exitCode ?? result.signal}${stderr ? `: ${stderr}` : ''}`;
  } catch (error) {
    return (error as Error).message;
  }
}
