import type { TargetDefinition } from '../config/types.js';
import type { Provider } from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';

export interface ProviderContext {
  runtime: Runtime;
}

/** How a provider kind is built from a target, and which environment variables it needs. */
export interface ProviderFactory {
  create(target: TargetDefinition, context: ProviderContext): Provider;
  /** Names of required variables that are missing or empty in `env` (checked before any case runs). */
  missingEnv?(target: TargetDefinition, env: Record<string, string | undefined>): string[];
}
