import { z } from 'zod';
import type { TargetDefinition } from '../config/types.js';
import { AGENT_FIXES, agentSettingsShape } from './agent-settings-shape.js';
import { parseTargetConfig } from './parse-target-config.js';
import { snakeCaseKeys } from './snake-case-keys.js';

/** Approval presets of the Codex CLI, and the approval policies it accepts directly. */
export const CODEX_APPROVAL_PRESETS = ['read-only', 'auto', 'full-access', 'untrusted', 'on-failure', 'on-request', 'never'] as const;

/** Fields of a `codex` target (seed 001 "Codex CLI provider"), either spelling. */
export const codexSettingsSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    ...agentSettingsShape,
    profile: z.string({ error: 'must be a profile name' }).trim().min(1, 'must be a profile name').optional(),
    model: z.string({ error: 'must be a model name' }).trim().min(1, 'must be a model name').optional(),
    approval_preset: z.enum(CODEX_APPROVAL_PRESETS, { error: `must be one of: ${CODEX_APPROVAL_PRESETS.join(', ')}` }).optional(),
  }),
);

export type CodexSettings = z.output<typeof codexSettingsSchema>;

const FIXES: Record<string, string> = {
  ...AGENT_FIXES,
  profile: 'set profile to a profile name from ~/.codex/config.toml',
  approval_preset: `use one of: ${CODEX_APPROVAL_PRESETS.join(', ')}`,
};

/** Validated settings of a `codex` target; a ConfigError naming the field and its fix otherwise. */
export function parseCodexSettings(target: TargetDefinition): CodexSettings {
  return parseTargetConfig(codexSettingsSchema, target, FIXES);
}
