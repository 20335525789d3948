import path from 'node:path';
import type { ChatMessage, ReferencedFile } from '../../config/types.js';
import type { CaseTask } from '../run/plan.js';
import type { ProviderRequest } from '../provider.js';

const INPUT_SLOT = '{{input}}';

/** The Guidelines section lifted into the system prompt, each file wrapped with its path. */
export function renderGuidelines(files: ReferencedFile[]): string {
  if (files.length === 0) return '';
  const body = files.map((f) => `<guideline path="${f.displayPath}">\n${f.content.trimEnd()}\n</guideline>`);
  return `# Guidelines\n\n${body.join('\n\n')}`;
}

/** Conversation as one string with role markers, for text-only agents; a lone user turn stays plain. */
export function renderConversation(messages: ChatMessage[]): string {
  if (messages.length === 1 && messages[0]?.role === 'user') return messages[0].content;
  return messages.map((m) => `[${m.role}]\n${m.content}`).join('\n\n');
}

/** What a case's call carries besides its conversation: the agent's workspace, the answer limit. */
export type RequestExtras = Pick<ProviderRequest, 'workspaceDir' | 'maxAnswerBytes'>;

/**
 * Builds what the target is asked. The variant prompt is the system prompt, unless it holds
 * `{{input}}`, in which case it is the template of the last user turn. Case system messages and
 * guidelines join the system prompt.
 */
export function buildRequest(task: CaseTask, attempt: number, extras: RequestExtras = {}): ProviderRequest {
  const { evalCase, variant } = task;
  const templated = variant?.prompt.includes(INPUT_SLOT) ?? false;
  const systemParts: string[] = [];
  if (variant && !templated) systemParts.push(variant.prompt);
  const turns: ChatMessage[] = [];
  for (const message of evalCase.inputMessages) {
    if (message.role === 'system') systemParts.push(message.content);
    else {
      // The content as written stays with the case (AgentV's graders read it): the target gets the text.
      const { written: _written, ...turn } = message;
      turns.push(turn);
    }
  }
  if (variant && templated) {
    const last = findLastUser(turns);
    if (last) last.content = variant.prompt.split(INPUT_SLOT).join(last.content);
    else turns.push({ role: 'user', content: variant.prompt.split(INPUT_SLOT).join('') });
  }
  const guidelines = renderGuidelines(evalCase.guidelineFiles);
  if (guidelines) systemParts.push(guidelines);
  const systemPrompt = systemParts.filter((p) => p.trim() !== '').join('\n\n');
  const messages: ChatMessage[] = systemPrompt ? [{ role: 'system', content: systemPrompt }, ...turns] : turns;
  const question = renderConversation(turns);
  return {
    evalId: evalCase.id,
    attempt,
    iteration: task.iteration,
    messages,
    prompt: evalCase.rawPrompt ?? (systemPrompt ? `${systemPrompt}\n\n${question}` : question),
    ...(systemPrompt ? { systemPrompt } : {}),
    guidelineFiles: evalCase.guidelineFiles,
    inputFiles: evalCase.inputFiles,
    // Never sent over the wire: read by providers that answer without a model (the flaky mock).
    metadata: {
      question,
      expected_outcome: evalCase.expectedOutcome,
      prompt_id: task.promptId,
      iteration: task.iteration,
      ...(evalCase.providerContext ? { context: evalCase.providerContext } : {}),
    },
    evalDir: path.dirname(task.suite.filePath),
    ...(extras.workspaceDir ? { workspaceDir: extras.workspaceDir } : {}),
    ...(extras.maxAnswerBytes !== undefined ? { maxAnswerBytes: extras.maxAnswerBytes } : {}),
  };
}

function findLastUser(turns: ChatMessage[]): ChatMessage | undefined {
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i]?.role === 'user') return turns[i];
  return undefined;
}
