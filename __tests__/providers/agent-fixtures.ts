import type { ProviderKind } from '../../src/config/types.js';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReferencedFile, TargetDefinition } from '../../src/config/types.js';
import { createNodeRuntime } from '../../src/engine/runtime.js';
import type { ProviderRequest } from '../../src/engine/provider.js';
import type { Logger, Runtime } from '../../src/engine/runtime.js';

/** Folder of the fake agent executables. */
export const FAKE_AGENTS = fileURLToPath(new URL('../../test-support/fake-agents/', import.meta.url));

const created: string[] = [];

/** A fresh folder under the system temp dir, removed by {@link removeTempDirs}. */
export async function tempDir(prefix = 'agentv-agent-test-'): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** Removes every folder made by {@link tempDir}; call it from `afterAll`. */
export async function removeTempDirs(): Promise<void> {
  await Promise.all(created.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

export function makeTarget(
  provider: ProviderKind,
  config: Record<string, unknown>,
  file = '/tmp/targets.yaml',
  extra: Partial<TargetDefinition> = {},
): TargetDefinition {
  return { name: 'agent', provider, retry: {}, config, source: { file, line: 7 }, ...extra };
}

export function makeRequest(overrides: Partial<ProviderRequest> = {}): ProviderRequest {
  return {
    evalId: 'case-1',
    attempt: 1,
    messages: [{ role: 'user', content: overrides.prompt ?? 'hello' }],
    prompt: 'hello',
    guidelineFiles: [],
    inputFiles: [],
    ...overrides,
  };
}

export function referencedFile(absolutePath: string, displayPath: string, content: string): ReferencedFile {
  return { absolutePath, displayPath, content };
}

/** A real runtime whose logger remembers its lines; `env` adds to the process environment. */
export function testRuntime(env: Record<string, string> = {}, cwd = process.cwd()): Runtime & { lines: string[] } {
  const lines: string[] = [];
  const logger: Logger = {
    info: (m) => lines.push(`info: ${m}`),
    warn: (m) => lines.push(`warn: ${m}`),
    error: (m) => lines.push(`error: ${m}`),
    debug: (m) => lines.push(`debug: ${m}`),
  };
  return { ...createNodeRuntime({ env: { ...process.env, ...env }, cwd, logger }), lines };
}

export function signal(): AbortSignal {
  return new AbortController().signal;
}

/** Whether `pid` is a live process (a zombie waiting for its reaper counts as dead). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/**
 * Polls until `check` returns a value; for waiting on a child's side effects, not timing. It gives up
 * after a minute, however few polls a loaded machine managed by then.
 */
export async function eventually<T>(check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const giveUp = Date.now() + 60_000;
  while (Date.now() < giveUp) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition never held');
}
