import type nunjucks from 'nunjucks';
import type { ChatMessage, EvalCase } from '../config/types.js';
import { allowedBy, type ExpandedTest } from './expand-tests.js';
import { PromptfooCases } from './promptfoo-cases.js';
import type { PromptfooProvider } from './provider-targets.js';
import { renderPrompt, type PromptfooPrompt } from './render-prompt.js';
import type { RootGuard } from './root-guard.js';

/** One column of results: a promptfoo provider, or a target of ours (AgentV 5's `target:`). */
export interface Column {
  provider?: PromptfooProvider;
  /** The target that answers. */
  target: string;
}

export interface CaseInputs {
  tests: ExpandedTest[];
  prompts: PromptfooPrompt[];
  columns: Column[];
  /** AgentV 5's dialect: whole-var prompts keep the var's value, `required` assertions gate. */
  agentv5: boolean;
  /** Grader target names by grader key. */
  graders: Record<string, string>;
  engine: nunjucks.Environment;
  configDir: string;
  guard: RootGuard;
  env: Record<string, string | undefined>;
}

/**
 * One case per promptfoo result, in promptfoo's order: test (each var combination), provider,
 * prompt. Its id is the test's `id` or `test-<n>`; its prompt id `prompt-<k>@<provider target>`,
 * stable while the config keeps its order, so runs compare case by case.
 */
export async function buildCases(inputs: CaseInputs): Promise<PromptfooCases> {
  const cases: EvalCase[] = [];
  const promptIds: string[] = [];
  for (const test of inputs.tests) {
    const prefix = typeof test.options.prefix === 'string' ? test.options.prefix : '';
    const suffix = typeof test.options.suffix === 'string' ? test.options.suffix : '';
    for (const { provider, target } of inputs.columns) {
      if (provider && !allowedBy(test.providers, [provider.label, provider.id])) continue;
      for (const [k, prompt] of inputs.prompts.entries()) {
        if (!allowedBy(test.prompts, [prompt.label])) continue;
        const providerInfo = { id: provider?.id ?? target, ...(provider?.label ? { label: provider.label } : {}) };
        const vars = structuredClone(test.vars);
        const rendered = await renderPrompt({ ...prompt, raw: prefix + prompt.raw + suffix }, vars, {
          nunjucks: inputs.engine,
          configDir: inputs.configDir,
          provider: providerInfo,
          env: inputs.env,
          agentv5: inputs.agentv5,
          guard: inputs.guard,
        });
        const expected = expectedText(test.vars.expected_output) ?? test.description ?? '';
        cases.push({
          id: test.id ?? `test-${test.index + 1}`,
          line: 1,
          expectedOutcome: expected,
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
          },
          providerContext: { vars: test.vars, prompt: { raw: prompt.raw, label: prompt.label } },
          evaluators: [
            {
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
                  ...providerInfo,
                  ...(provider ? { config: provider.config } : {}),
                  ...(provider?.transform ? { transform: provider.transform } : {}),
                },
                configDir: inputs.configDir,
                graders: inputs.graders,
                ...(inputs.agentv5 ? { dialect: 'agentv5' as const } : {}),
              },
            },
          ],
        });
        promptIds.push(`prompt-${k + 1}@${target}`);
      }
    }
  }
  return new PromptfooCases(cases, promptIds);
}

/** `vars.expected_output` as text: a string, or the last message's content of a message list (AgentV 5). */
function expectedText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const last = Array.isArray(value) ? (value[value.length - 1] as { content?: unknown } | undefined) : undefined;
  return typeof last?.content === 'string' ? last.content : undefined;
}

/**
 * A rendered prompt as the conversation a chat provider is sent: a JSON list of messages as it is, else one user turn.
 */
export function chatOf(rendered: string): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(rendered);
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
  } catch {
    // Plain text.
  }
  return [{ role: 'user', content: rendered }];
}
