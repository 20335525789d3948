import { isAgentvError } from '../../errors/agentv-error.js';
import { ConfigError } from '../../errors/config-error.js';
import type { ProviderSet } from '../provider-pipeline/provider-set.js';
import type { Logger } from '../runtime.js';

/**
 * Runs the `healthcheck()` of every target that answers cases, once each and before the first
 * case, so an agent that is not there stops the run with one clear line instead of failing every
 * case. A failure that is not already one of ours becomes a ConfigError at the target (exit 2).
 */
export async function runHealthchecks(
  providers: ProviderSet,
  targetNames: Iterable<string>,
  logger: Logger,
  signal: AbortSignal,
): Promise<void> {
  for (const name of new Set(targetNames)) {
    const { provider, definition } = providers.target(name);
    if (!provider.healthcheck) continue;
    logger.debug(`healthcheck of target "${name}" (${definition.provider})`);
    try {
      await provider.healthcheck({ signal });
    } catch (error) {
      if (signal.aborted || (isAgentvError(error) && error.exitCode === 2)) throw error;
      const why = error instanceof Error ? error.message : String(error);
      throw new ConfigError(
        `target "${name}" failed its healthcheck: ${why}`,
        {
          file: definition.source.file,
          ...(definition.source.line !== undefined ? { line: definition.source.line } : {}),
        },
        'make sure the agent is installed and ready, then run again',
      );
    }
  }
}
