import type { TargetDefinition } from '../config/types.js';
import type { PromptfooAssertion } from './assertion-contract.js';
import type { ExpandedTest } from './expand-tests.js';
import { targetFor, type PromptfooProvider } from './provider-targets.js';
import { isRecord } from './read-tests.js';

/** promptfoo's model-graded assertion types: graded by a model (the grader), the rest by code. */
export const MODEL_GRADED_TYPES = new Set(['llm-rubric', 'model-graded-closedqa', 'factuality', 'model-graded-factuality', 'g-eval', 'answer-relevance', 'context-faithfulness', 'context-recall', 'context-relevance']);

/** The key a grader spec is found by: its id and config as JSON; `default` for promptfoo's own choice. */
export function graderKey(spec: unknown): string {
  const normalized = normalizeSpec(spec);
  return normalized ? JSON.stringify(normalized) : 'default';
}

/** A grader spec as `{id, config}`: an id, `{id, config}`, or a map by kind (its `text` grader). */
function normalizeSpec(spec: unknown): { id: string; config?: unknown } | undefined {
  if (typeof spec === 'string' && spec !== '') return { id: spec };
  if (!isRecord(spec)) return undefined;
  if (typeof spec.id === 'string') return { id: spec.id, ...(spec.config !== undefined ? { config: spec.config } : {}) };
  return normalizeSpec(spec.text ?? Object.values(spec)[0]);
}

/**
 * promptfoo 0.123.1's default grader: OpenAI's when OPENAI_API_KEY is set, else Anthropic's with
 * ANTHROPIC_API_KEY, else Google AI Studio's with GEMINI_API_KEY/GOOGLE_API_KEY, else OpenAI's.
 */
export function defaultGraderId(env: Record<string, string | undefined>): string {
  if (env.OPENAI_API_KEY) return 'openai:chat:gpt-5.6-sol';
  if (env.ANTHROPIC_API_KEY) return 'anthropic:messages:claude-sonnet-4-6';
  if (env.GEMINI_API_KEY || env.GOOGLE_API_KEY || env.PALM_API_KEY) return 'google:gemini-3.8-flash';
  return 'openai:chat:gpt-5.6-sol';
}

/**
 * The graders the tests' model-graded assertions use, as targets (`grader <id>`): each assertion's
 * `provider`, else its test's `options.provider` (defaultTest's included), else the default. A
 * grader naming one of the config's providers by label or id is that provider's target. Returns
 * the targets to add and, by grader key, the target name to call.
 */
export function graderTargets(tests: ExpandedTest[], providers: PromptfooProvider[], src: { configFile: string; configDir: string; env: Record<string, string | undefined> }): { targets: TargetDefinition[]; names: Record<string, string> } {
  const names: Record<string, string> = {};
  const targets: TargetDefinition[] = [];
  const add = (spec: unknown) => {
    const key = graderKey(spec);
    if (names[key] !== undefined) return;
    const normalized = normalizeSpec(spec) ?? { id: defaultGraderId(src.env) };
    const configured = providers.find((p) => (p.label !== undefined && p.label === normalized.id) || (p.id === normalized.id && normalized.config === undefined));
    if (configured) {
      names[key] = configured.target.name;
      return;
    }
    const name = `grader ${normalized.id}${normalized.config !== undefined ? ` ${targets.length + 1}` : ''}`;
    const config = isRecord(normalized.config) ? normalized.config : {};
    targets.push(targetFor(normalized.id, name, config, { id: normalized.id }, src));
    names[key] = name;
  };
  const visit = (assertion: PromptfooAssertion, test: ExpandedTest) => {
    if (assertion.type === 'assert-set') return (assertion.assert ?? []).forEach((member) => visit(member, test));
    const base = assertion.type.replace(/^not-/, '');
    if (assertion.provider !== undefined) add(assertion.provider);
    else if (MODEL_GRADED_TYPES.has(base)) add(test.options.provider);
  };
  for (const test of tests) for (const assertion of test.assert) visit(assertion, test);
  return { targets, names };
}
