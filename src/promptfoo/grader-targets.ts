import type { TargetDefinition } from '../config/types.js';
import type { PromptfooAssertion } from './assertion-contract.js';
import type { ExpandedTest } from './expand-tests.js';
import { targetFor, type PromptfooProvider } from './provider-targets.js';
import { isRecord } from '../config/is-record.js';
import { EMBEDDING_ASSERTIONS } from './assertions/model-graded/embedding-assertions.js';
import { MODEL_GRADED_ASSERTIONS } from './assertions/model-graded/model-graded-assertions.js';
import { chooseEmbedder, defaultGrader } from './assertions/model-graded/grader-selection.js';
import { refuse } from './refuse.js';

/** promptfoo's assertion types that call an embedding provider: those of the embedding assertions' table. */
const EMBEDDING_TYPES = new Set(Object.keys(EMBEDDING_ASSERTIONS));

/** promptfoo's model-graded assertion types we grade: graded by a model (the grader), the rest by code. */
const MODEL_GRADED_TYPES = new Set(Object.keys(MODEL_GRADED_ASSERTIONS));

/** The key a grader spec is found by: its id and config as JSON; `default` for promptfoo's own choice. */
export function graderKey(spec: unknown): string {
  const normalized = normalizeSpec(spec);
  return normalized ? JSON.stringify(normalized) : 'default';
}

/** The key an embedding provider spec (or promptfoo's default id) is found by, apart from the graders'. */
export function embedderKey(spec: unknown): string {
  return `embedding ${graderKey(spec)}`;
}

/** A grader spec as `{id, config}`: an id, `{id, config}`, or a map by kind (its `text` grader). */
function normalizeSpec(spec: unknown): { id: string; config?: unknown } | undefined {
  if (typeof spec === 'string' && spec !== '') return { id: spec };
  if (!isRecord(spec)) return undefined;
  if (typeof spec.id === 'string')
    return { id: spec.id, ...(spec.config !== undefined ? { config: spec.config } : {}) };
  return normalizeSpec(spec.text ?? Object.values(spec)[0]);
}

/**
 * The graders the tests' model-graded assertions use, as targets (`grader <id>`): each assertion's
 * `provider`, else its test's `options.provider` (defaultTest's included), else promptfoo's default
 * for the environment (grader-selection.ts). A
 * grader naming one of the config's providers by label or id is that provider's target. Returns
 * the targets to add and, by grader key, the target name to call.
 */
export function graderTargets(
  tests: Iterable<ExpandedTest>,
  providers: PromptfooProvider[],
  src: ProviderSource,
): { targets: TargetDefinition[]; names: Record<string, string> } {
  const found: Found = { names: {}, targets: [], providers, src };
  for (const test of tests) for (const assertion of test.assert) visit(found, assertion, test);
  return { targets: found.targets, names: found.names };
}

type ProviderSource = Parameters<typeof targetFor>[4];

/** The graders and embedders found so far (target names by key, targets to add), and what they are read with. */
interface Found {
  names: Record<string, string>;
  targets: TargetDefinition[];
  providers: PromptfooProvider[];
  src: ProviderSource;
}

/** One assertion (an assert-set's members each): its embedder, and its grader when it is model-graded. */
function visit(found: Found, assertion: PromptfooAssertion, test: ExpandedTest): void {
  if (assertion.type === 'assert-set') {
    for (const member of assertion.assert ?? []) visit(found, member, test);
    return;
  }
  if (EMBEDDING_TYPES.has(assertion.type.replace(/^not-/, ''))) addEmbedder(found, assertion, test);
  // Only model-graded types call a grader: a `provider` on another assertion needs no credentials.
  if (!MODEL_GRADED_TYPES.has(assertion.type.replace(/^not-/, '')) && assertion.type !== 'select-best') return;
  addGrader(found, assertion.provider || test.options.provider);
}

/** A grader: one of the config's providers named by label or id, else a target of its own. */
function addGrader(found: Found, spec: unknown): void {
  const { names, targets, providers, src } = found;
  const key = graderKey(spec);
  if (names[key] !== undefined) return;
  const normalized = normalizeSpec(spec) ?? { id: String(defaultGrader(src.env, 'text').provider) };
  const configured = providers.find(
    (p) =>
      (p.label !== undefined && p.label === normalized.id) ||
      (p.id === normalized.id && normalized.config === undefined),
  );
  if (configured) {
    names[key] = configured.target.name;
    return;
  }
  const name = `grader ${normalized.id}${normalized.config !== undefined ? ` ${targets.length + 1}` : ''}`;
  const config = isRecord(normalized.config) ? normalized.config : {};
  targets.push(targetFor(normalized.id, name, config, { id: normalized.id }, src));
  names[key] = name;
}

/** An embedding provider: always a target of its own, on the chat target of the same model. */
function addEmbedder(found: Found, assertion: PromptfooAssertion, test: ExpandedTest): void {
  const { names, targets, src } = found;
  const spec = embedderSpec(assertion, test, src);
  const key = embedderKey(spec);
  if (names[key] !== undefined) return;
  const normalized = normalizeSpec(spec)!;
  // An embedding id runs on the chat target of the same model or deployment, whose provider embeds.
  const chatId = normalized.id.replace(/^(\w+):embeddings?:/, (_m, family: string) => `${family}:chat:`);
  const name = `embedder ${normalized.id}${normalized.config !== undefined ? ` ${targets.length + 1}` : ''}`;
  targets.push(
    targetFor(chatId, name, isRecord(normalized.config) ? normalized.config : {}, { id: normalized.id }, src),
  );
  names[key] = name;
}

/** The embedding provider an assertion names, or promptfoo's default id; one line refusing it when there is none. */
function embedderSpec(assertion: PromptfooAssertion, test: ExpandedTest, src: ProviderSource): unknown {
  let choice: ReturnType<typeof chooseEmbedder>;
  try {
    choice = chooseEmbedder(assertion, test.options, src.env);
  } catch (error) {
    return refuse(
      src.configFile,
      `assertion ${assertion.type} cannot run: ${(error as Error).message}`,
      'name an embedding provider: ' +
        'provider: {embedding: openai:embedding:text-embedding-3-small, text: openai:chat:<model>}',
    );
  }
  return choice.provider ?? choice.defaultId;
}
