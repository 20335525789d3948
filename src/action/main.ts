import * as core from '@actions/core';
import { readActionContext } from './action-context.js';
import { getInputs } from './input-helper.js';
import { maskSecrets } from './mask-secrets.js';
import { runAction } from './run-action.js';

/** The Action's entry: one try/catch, every failure ends in core.setFailed with a one-line message. */
export async function run(): Promise<void> {
  try {
    // Masked before anything is logged: provider keys come from the workflow's environment.
    maskSecrets(process.env, (value) => core.setSecret(value));
    const context = readActionContext(process.env);
    const settings = getInputs(context.workspace);
    if (settings.githubToken) core.setSecret(settings.githubToken);
    const failures = await runAction(settings, context);
    if (failures.length > 0) core.setFailed(`AgentV gate failed: ${failures.join('; ')}`);
  } catch (error) {
    if (error instanceof Error && error.stack) core.debug(error.stack);
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
