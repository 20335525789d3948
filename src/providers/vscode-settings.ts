import { z } from 'zod';
import type { TargetDefinition } from '../config/types.js';
import { AGENT_FIXES, agentSettingsShape } from './agent-settings-shape.js';
import { parseTargetConfig } from './parse-target-config.js';
import { snakeCaseKeys } from './snake-case-keys.js';

/**
 * Default launch arguments: `code chat` opens an agent-mode chat with the prompt file attached and a
 * short instruction; the prompt file itself says where the answer must be written.
 */
export const DEFAULT_VSCODE_ARGS = [
  'chat',
  '--mode',
  'agent',
  '--add-file',
  '{PROMPT_FILE}',
  'Follow the instructions in the attached file {PROMPT_FILE} and write your final answer to {RESPONSE_FILE}',
];

/** Fields of a `vscode` / `vscode-insiders` target. `args` replaces the default launch arguments. */
export const vscodeSettingsSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    ...agentSettingsShape,
    poll_interval_ms: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(10, 'must be at least 10 ms').optional(),
  }),
);

export type VscodeSettings = z.output<typeof vscodeSettingsSchema>;

const FIXES: Record<string, string> = {
  ...AGENT_FIXES,
  args: 'write args as a list using {PROMPT_FILE} and {RESPONSE_FILE}, e.g. args: [chat, --add-file, "{PROMPT_FILE}"]',
  poll_interval_ms: 'set poll_interval_ms to a whole number of milliseconds, e.g. 500',
};

/** Validated settings of a vscode target; a ConfigError naming the field and its fix otherwise. */
export function parseVscodeSettings(target: TargetDefinition): VscodeSettings {
  return parseTargetConfig(vscodeSettingsSchema, target, FIXES);
}
