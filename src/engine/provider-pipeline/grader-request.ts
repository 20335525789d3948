import type { ChatMessage } from '../../config/types.js';
import type { ProviderRequest } from '../provider.js';

/** What a grader is asked, in the words of the evaluator or assertion that asks. */
export interface GraderRequestSpec {
  /** The case graded. */
  evalId: string;
  /** The grader's target and what it grades, for the call limiter's events. */
  label: { agent: string; dimension: string };
  /** Instructions sent as the system message, when there are any. */
  system?: string | undefined;
  /** What is graded, sent as the user message (and the whole prompt when there is no system text). */
  user: string;
  /** A conversation made already (a promptfoo grading prompt that is a chat), sent in place of system and user. */
  chat?: ChatMessage[] | undefined;
  /** Ask for a JSON object. */
  json?: boolean | undefined;
  /** The case's attempt (a code grader's proxy passes its own); 1 otherwise. */
  attempt?: number | undefined;
  /** The repeat of the case, when the grader's meter does not carry it. */
  iteration?: number | undefined;
  /** Facts for providers that answer without a model (the mock judge). */
  metadata?: Record<string, unknown> | undefined;
}

/**
 * The one builder of a grader's request: LLM judges, rubrics, composite aggregators, a code
 * grader's judge proxy and promptfoo's model-graded assertions all ask through it, so a grader's
 * request has one shape (no guideline or input files, the system text also as `systemPrompt`, the
 * prompt for text-only agents as system and user joined by a blank line) whatever asks.
 */
export function graderRequest(spec: GraderRequestSpec): ProviderRequest {
  const { system, user } = spec;
  const messages: ChatMessage[] = spec.chat ?? [
    ...(system !== undefined ? [{ role: 'system' as const, content: system }] : []),
    { role: 'user', content: user },
  ];
  return {
    evalId: spec.evalId,
    attempt: spec.attempt ?? 1,
    ...(spec.iteration !== undefined ? { iteration: spec.iteration } : {}),
    messages,
    prompt: system !== undefined ? `${system}\n\n${user}` : user,
    ...(system !== undefined ? { systemPrompt: system } : {}),
    guidelineFiles: [],
    inputFiles: [],
    ...(spec.json ? { responseFormat: 'json' as const } : {}),
    ...(spec.metadata ? { metadata: spec.metadata } : {}),
    label: spec.label,
  };
}
