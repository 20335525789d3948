import * as core from '@actions/core';
import { neutralizeOutput } from '../results/neutralize-output.js';
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

/** Variable names whose values are credentials by convention (provider keys, tokens). */
const SECRET_NAME = /[_-](KEY|TOKEN|SECRET)$/i;

/**
 * Registers every credential-looking environment value with the runner's log masking, before
 * anything is logged. Returns how many distinct values were masked.
 */
export function maskSecrets(env: Record<string, string | undefined>, setSecret: (value: string) => void): number {
  const values = new Set<string>();
  for (const [name, value] of Object.entries(env)) {
    if (SECRET_NAME.test(name) && value && value.trim() !== '') values.add(value);
  }
  for (const value of values) setSecret(value);
  return values.size;
}
