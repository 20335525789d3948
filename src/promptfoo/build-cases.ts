import yaml from 'js-yaml';
import type nunjucks from 'nunjucks';
import type { ChatMessage, EvalCase, EvaluatorConfig } from '../config/types.js';
import { allowedBy, type ExpandedTest, promptAllowed } from './expand-tests.js';
import { PromptfooCases } from './promptfoo-cases.js';
import type { PromptfooProvider } from './provider-targets.js';
import { renderPrompt, type PromptfooPrompt } from './render-prompt.js';
import type { RootGuard } from './root-guard.js';
import type { RootRule } from '../config/repo-paths.js';
import { COMPARE_TYPES } from './assertions/run-assertions.js';
import { templateVariables } from './nunjucks-env.js';
import { refuse } from './refuse.js';

/** One column of results: a promptfoo provider, or a target of ours (AgentV 5's `target:`). */
export interface Column {
  provider?: PromptfooProvider;
  /** The target that answers. */
  target: string;
}

export interface CaseInputs {
  tests: Iterable<ExpandedTest>;
  prompts: PromptfooPrompt[];
  columns: Column[];
  /** AgentV 5's dialect: whole-var prompts keep the var's value, `required` assertions gate. */
  agentv5: boolean;
  /** Grader target names by grader key. */
  graders: Record<string, string>;
  engine: nunjucks.Environment;
  configDir: string;
  /** The config file, named when a test is refused. */
  configFile: string;
  guard: RootGuard;
  /** The file rule, for files an assertion reads while grading. */
  rootRule: RootRule;
  env: Record<string, string | undefined>;
  /** Fill `_conversation` for prompts that read it (promptfoo's multi-turn tests). */
  conversation?: boolean;
}

/**
 * One case per promptfoo result, in promptfoo's order: test (each var combination), provider,
 * prompt. Its id is the test's `id` or `test-<n>`; its prompt id `prompt-<k>@<provider target>`,
 * stable while the config keeps its order, so runs compare case by case.
 */
export async function buildCases(inputs: CaseInputs): Promise<PromptfooCases> {
  const cases: EvalCase[] = [];
  const promptIds: string[] = [];
  const groups: Array<string | undefined> = [];
  const rebuilt: Array<(() => Promise<EvalCase>) | undefined> = [];
  const conversations = new Map<string, unknown[]>();
  for (const test of inputs.tests) {
    const compared = comparedBy(test, inputs.configFile);
    const group = compared === undefined ? undefined : `test ${test.index}`;
    const before = cases.length;
    for (const column of inputs.columns) {
      const { provider, target } = column;
      if (provider && !allowedBy(test.providers, [provider.label, provider.id])) continue;
      for (const [k, prompt] of inputs.prompts.entries()) {
        if (!promptAllowed(test.prompts, prompt) || !promptAllowed(provider?.prompts, prompt)) continue;
        const turns = conversationOf(test, column, prompt, k, inputs, conversations);
        const build = async () => {
          // A test with `options.disableConversationVar` adds its turn but is not sent the others.
          // The prompt is rendered with the turns so far; its assertions see the live list, which
          // holds the case's own turn once it answered (promptfoo hands them the same array).
          const sees = turns && test.options.disableConversationVar !== true;
          const sent = sees ? { ...test, vars: { ...test.vars, _conversation: [...turns] } } : test;
          const rendered = await renderFor(sent, column, prompt, inputs);
          const graded = sees ? { ...test, vars: { ...test.vars, _conversation: turns } } : test;
          return caseOf(graded, column, prompt, rendered, inputs, turns);
        };
        cases.push(await build());
        rebuilt.push(turns ? build : undefined);
        promptIds.push(`prompt-${k + 1}@${target}`);
        groups.push(group);
      }
    }
    if (group !== undefined && cases.length - before < 2)
      refuse(
        test.place?.file ?? inputs.configFile,
        `test ${test.description ?? `test-${test.index + 1}`} has ${compared} but ${cases.length - before} output: ` +
          'it compares the outputs of the test across its prompts and providers (promptfoo stops the eval here)',
        'give the config a second prompt or provider, or remove the assertion',
        test.place?.line,
      );
  }
  return new PromptfooCases(cases, promptIds, groups, rebuilt);
}

/**
 * The turns of a case's conversation (promptfoo's `_conversation`, shared by the cases of its
 * provider, prompt and `metadata.conversationId`, in run order), when its prompt reads it; else
 * undefined.
 */
function conversationOf(
  test: ExpandedTest,
  column: Column,
  prompt: PromptfooPrompt,
  promptIndex: number,
  inputs: CaseInputs,
  conversations: Map<string, unknown[]>,
): unknown[] | undefined {
  if (!inputs.conversation) return undefined;
  if (!readsConversation(prompt.raw)) return undefined;
  const key = JSON.stringify([column.target, promptIndex, test.metadata.conversationId]);
  const turns = conversations.get(key) ?? [];
  conversations.set(key, turns);
  return turns;
}

/**
 * One turn of `_conversation` as promptfoo keeps it: the prompt sent (parsed when it is JSON), its
 * input (a chat's last message's content), the output ('' for none) and the answer's metadata.
 */
export function turnOf(prompt: string, output: unknown, metadata: Record<string, unknown> | undefined) {
  let json: unknown;
  try {
    json = JSON.parse(prompt);
  } catch {
    // Plain text.
  }
  const last = Array.isArray(json) ? (json[json.length - 1] as { content?: unknown } | undefined) : undefined;
  return { prompt: json || prompt, input: last?.content || last || json || prompt, output: output || '', metadata };
}

/** The vars a record lists: `_conversation` left out (it grows with every turn). */
function withoutConversation(vars: Record<string, unknown>): Record<string, unknown> {
  if (!('_conversation' in vars)) return vars;
  const { _conversation: _turns, ...rest } = vars;
  return rest;
}

/** Whether a prompt's template reads `_conversation`. */
export function readsConversation(raw: string): boolean {
  return templateVariables(raw).some((name) => /^_conversation\b/.test(name));
}

/**
 * The comparison a test's outputs are graded by once all are in (promptfoo's select-best, then
 * max-score; its first of each), named for the record; undefined when it has none. max-score
 * without another assertion to score by is refused, as promptfoo fails the eval on it.
 */
function comparedBy(test: ExpandedTest, configFile: string): string | undefined {
  const types = test.assert.map((a) => a.type).filter((type) => COMPARE_TYPES.has(type));
  if (types.length === 0) return undefined;
  if (types.includes('max-score') && !test.assert.some((a) => !COMPARE_TYPES.has(a.type)))
    refuse(
      test.place?.file ?? configFile,
      `test ${test.description ?? `test-${test.index + 1}`} has max-score but no other assertion to score ` +
        'its outputs by',
      'add the assertions whose scores max-score compares (e.g. contains, javascript, llm-rubric)',
      test.place?.line,
    );
  return [...new Set(types)].join(' and ');
}

/** The provider as prompts and assertions see it: its id (the target's name without one) and label. */
function providerInfo({ provider, target }: Column): { id: string; label?: string } {
  return { id: provider?.id ?? target, ...(provider?.label ? { label: provider.label } : {}) };
}

/** The prompt rendered for one test and column, with the test's prefix and suffix around it. */
function renderFor(test: ExpandedTest, column: Column, prompt: PromptfooPrompt, inputs: CaseInputs): Promise<string> {
  const prefix = typeof test.options.prefix === 'string' ? test.options.prefix : '';
  const suffix = typeof test.options.suffix === 'string' ? test.options.suffix : '';
  return renderPrompt({ ...prompt, raw: prefix + prompt.raw + suffix }, structuredClone(test.vars), {
    nunjucks: inputs.engine,
    configDir: inputs.configDir,
    provider: providerInfo(column),
    env: inputs.env,
    agentv5: inputs.agentv5,
    guard: inputs.guard,
  });
}

/** The case of one test, column and prompt: its rendered chat, its labels, and the test to grade it by. */
function caseOf(
  test: ExpandedTest,
  column: Column,
  prompt: PromptfooPrompt,
  rendered: string,
  inputs: CaseInputs,
  conversation?: unknown[],
): EvalCase {
  const { provider, target } = column;
  return {
    id: test.id ?? `test-${test.index + 1}`,
    line: test.place?.line ?? 1,
    ...(test.place?.file ? { file: test.place.file } : {}),
    expectedOutcome: expectedText(test.vars.expected_output) ?? test.description ?? '',
    inputMessages: chatOf(rendered),
    rawPrompt: rendered,
    guidelineFiles: [],
    inputFiles: [],
    targetName: target,
    recordLabels: {
      ...(test.description !== undefined ? { description: test.description } : {}),
      prompt_label: prompt.label,
      provider_label: provider?.label || provider?.id || target,
      provider_id: provider?.id ?? target,
      vars: withoutConversation(test.vars),
    },
    providerContext: { vars: test.vars, prompt: { raw: prompt.raw, label: prompt.label } },
    ...(Object.keys(test.metadata).length > 0 ? { metadata: test.metadata } : {}),
    evaluators: [promptfooEvaluator(test, column, rendered, inputs, conversation)],
  };
}

/** The one evaluator of a case: the test's assertions, vars and options, with the provider and graders they call. */
function promptfooEvaluator(
  test: ExpandedTest,
  column: Column,
  rendered: string,
  inputs: CaseInputs,
  conversation?: unknown[],
): Extract<EvaluatorConfig, { type: 'promptfoo' }> {
  const { provider } = column;
  return {
    type: 'promptfoo',
    name: 'promptfoo',
    weight: 1,
    test: {
      asserts: test.assert,
      vars: test.vars,
      ...(test.description !== undefined ? { description: test.description } : {}),
      ...(test.threshold !== undefined ? { threshold: test.threshold } : {}),
      metadata: test.metadata,
      options: test.options,
      prompt: rendered,
      provider: {
        ...providerInfo(column),
        ...(provider ? { config: provider.config } : {}),
        ...(provider?.transform ? { transform: provider.transform } : {}),
      },
      configDir: inputs.configDir,
      rootRule: inputs.rootRule,
      graders: inputs.graders,
      ...(inputs.agentv5 ? { dialect: 'agentv5' as const } : {}),
      ...(conversation ? { conversation } : {}),
    },
  };
}

/** `vars.expected_output` as text: a string, or the last message's content of a message list (AgentV 5). */
function expectedText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const last = Array.isArray(value) ? (value[value.length - 1] as { content?: unknown } | undefined) : undefined;
  return typeof last?.content === 'string' ? last.content : undefined;
}

/**
 * A rendered prompt as the conversation a chat provider is sent, as promptfoo's parseChatPrompt
 * reads it: text starting `- role:` is a YAML list of messages, else a JSON list of messages is
 * taken as it is; anything else is one user turn.
 */
export function chatOf(rendered: string): ChatMessage[] {
  let parsed: unknown;
  try {
    parsed = rendered.trim().startsWith('- role:') ? yaml.load(rendered) : JSON.parse(rendered);
  } catch {
    // Plain text.
  }
  if (
    Array.isArray(parsed) &&
    parsed.length > 0 &&
    parsed.every((m) => m !== null && typeof m === 'object' && typeof (m as { role?: unknown }).role === 'string')
  ) {
    return parsed.map((m: { role: string; content?: unknown }) => ({
      role: m.role as ChatMessage['role'],
      content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''),
    }));
  }
  return [{ role: 'user', content: rendered }];
}
