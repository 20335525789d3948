import { z } from 'zod';
import type { TargetDefinition } from '../config/types.js';
import { AGENT_FIXES, agentSettingsShape } from './agent-settings-shape.js';
import { parseTargetConfig } from './parse-target-config.js';
import { snakeCaseKeys } from './snake-case-keys.js';

/** Fields of a `claude-code` target, either spelling. `allowed_tools` may be a list or "Read,Bash". */
export const claudeCodeSettingsSchema = z.preprocess(
  snakeCaseKeys,
  z.object({
    ...agentSettingsShape,
    model: z.string({ error: 'must be a model name' }).trim().min(1, 'must be a model name').optional(),
    allowed_tools: z
      .union([z.array(z.string()), z.string()], { error: 'must be a list of tool names' })
      .transform((tools) => (typeof tools === 'string' ? tools.split(',') : tools).map((t) => t.trim()).filter(Boolean))
      .optional(),
  }),
);

export type ClaudeCodeSettings = z.output<typeof claudeCodeSettingsSchema>;

const FIXES: Record<string, string> = {
  ...AGENT_FIXES,
  model: 'set model to a Claude model name or alias, e.g. model: sonnet',
  allowed_tools: 'write allowed_tools as a list, e.g. allowed_tools: [Read, Grep, "Bash(git diff:*)"]',
};

/** Validated settings of a `claude-code` target; a ConfigError naming the field and its fix otherwise. */
export function parseClaudeCodeSettings(target: TargetDefinition): ClaudeCodeSettings {
  return parseTargetConfig(claudeCodeSettingsSchema, target, FIXES);
}
