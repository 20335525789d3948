import type { TargetDefinition } from '../config/types.js';
import type { Provider } from './provider.js';
import type { Logger } from './runtime.js';

const SINGLE_WINDOW = new Set(['vscode', 'vscode-insiders']);

/**
 * Workers precedence: --workers > the target's `workers` > 1. A target that can only serve one
 * case at a time (VS Code: window focus) caps the run at 1, with a warning when more were asked.
 */
export function resolveWorkers(cli: number | undefined, targets: { provider: Provider; definition: TargetDefinition }[], logger: Logger): number {
  const fromTarget = targets.map((t) => t.definition.workers).find((w) => w !== undefined);
  let workers = cli ?? fromTarget ?? 1;
  for (const { provider, definition } of targets) {
    const cap = provider.maxWorkers ?? (SINGLE_WINDOW.has(definition.provider) ? 1 : undefined);
    if (cap !== undefined && workers > cap) {
      logger.warn(`target "${definition.name}" (${definition.provider}) runs at most ${cap} case(s) at a time; using ${cap} worker(s) instead of ${workers}`);
      workers = cap;
    }
  }
  return workers;
}
