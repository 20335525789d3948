import * as core from '@actions/core';
import { isSecretName } from '../engine/redactor.js';
import { neutralizeOutput } from '../safety/neutralize-output.js';
import { readActionContext } from './action-context.js';
import { getInputs } from './input-helper.js';
import { runAction } from './run-action.js';

/** The Action's entry: one try/catch, every failure ends in core.setFailed with a one-line message. */
export async function run(): Promise<void> {
  try {
    // Masked before anything is logged: provider keys come from the workflow's environment.
    maskSecrets(process.env, (value) => core.setSecret(value));
    const context = readActionContext(process.env);
    const config = getInputs(context.workspace, Date.now());
    if (config.inputs.githubToken) core.setSecret(config.inputs.githubToken);
    const failures = await runAction(config, context);
    if (failures.length > 0) core.setFailed(neutralizeOutput(`AgentV gate failed: ${failures.join('; ')}`));
  } catch (error) {
    if (error instanceof Error && error.stack) core.debug(neutralizeOutput(error.stack));
    core.setFailed(neutralizeOutput(error instanceof Error ? error.message : String(error)));
  }
}

/**
 * Registers every secret of the environment ({@link isSecretName}: the rule the report's redaction
 * follows) with the runner's log masking, before anything is logged. Returns how many distinct
 * values were masked.
 */
export function maskSecrets(env: Record<string, string | undefined>, setSecret: (value: string) => void): number {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (isSecretName(name) && value && value.trim() !== '') values.add(value);
  }
  for (const value of values) setSecret(value);
  return values.size;
}
