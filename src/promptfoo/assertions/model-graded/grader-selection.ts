import type { PromptfooAssertion } from '../../assertion-contract.js';
import type { AssertionParams } from '../assertion-params.js';

/**
 * Which grader a model-graded assertion calls, chosen as promptfoo 0.123.1 chooses it: the
 * assertion's `provider`, else the test's `options.provider` (defaultTest's merged in by the
 * reader); a map by kind gives its `text` entry. Without one, the default comes from the
 * environment's credentials, in promptfoo's order:
 *
 * - `OPENAI_API_KEY` (or no credentials at all): `openai:chat:gpt-5.6-sol`, asked for JSON
 *   (response_format json_object) by llm-rubric;
 * - no OpenAI key, an Azure key (`AZURE_OPENAI_API_KEY`, `AZURE_API_KEY`, or client id + secret +
 *   tenant) and both `AZURE_DEPLOYMENT_NAME` and `AZURE_OPENAI_DEPLOYMENT_NAME`:
 *   `azure:chat:<AZURE_OPENAI_DEPLOYMENT_NAME>`;
 * - `ANTHROPIC_API_KEY` without an OpenAI key: `anthropic:messages:claude-sonnet-4-6`;
 * - `GEMINI_API_KEY`/`GOOGLE_API_KEY`/`PALM_API_KEY` alone: `google:gemini-3.8-flash` (JSON for
 *   llm-rubric);
 * - else `MISTRAL_API_KEY`: `mistral:mistral-large-latest`; `XAI_API_KEY`: `xai:grok-4.3`.
 *
 * promptfoo's remaining fallbacks (Google application-default credentials, a Codex login) look
 * outside the environment; we do not follow them.
 */
export interface GraderChoice {
  /** The spec the config names; undefined when promptfoo would use its default (then see `defaultId`). */
  provider: unknown;
  /** The default grader's id, when no spec is named. */
  defaultId?: string;
  /** Ask the grader for JSON output (promptfoo's JSON-mode default graders only). */
  json: boolean;
}

export type GraderPurpose = 'llm-rubric' | 'text';

export const OPENAI_DEFAULT_GRADER = 'openai:chat:gpt-5.6-sol';
export const ANTHROPIC_DEFAULT_GRADER = 'anthropic:messages:claude-sonnet-4-6';
export const GOOGLE_DEFAULT_GRADER = 'google:gemini-3.8-flash';

function textEntry(provider: unknown): unknown {
  if (
    provider &&
    typeof provider === 'object' &&
    !Array.isArray(provider) &&
    !('id' in provider) &&
    'text' in provider
  ) {
    return (provider as { text: unknown }).text;
  }
  return provider;
}

export function chooseGrader(
  assertion: PromptfooAssertion,
  options: Record<string, unknown> | undefined,
  env: Record<string, string | undefined>,
  purpose: GraderPurpose,
): GraderChoice {
  const given = assertion.provider || options?.provider;
  if (given) return { provider: textEntry(given), json: false };
  const fallback = defaultGrader(env, purpose);
  return { provider: undefined, defaultId: fallback.provider as string, json: fallback.json };
}

export function defaultGrader(env: Record<string, string | undefined>, purpose: GraderPurpose): GraderChoice {
  const has = (...keys: string[]): boolean => keys.some((k) => Boolean(env[k]));
  const openai = has('OPENAI_API_KEY');
  const anthropic = has('ANTHROPIC_API_KEY');
  const google = has('GEMINI_API_KEY', 'GOOGLE_API_KEY', 'PALM_API_KEY');
  const azureKey =
    has('AZURE_OPENAI_API_KEY', 'AZURE_API_KEY') ||
    (has('AZURE_CLIENT_ID') && has('AZURE_CLIENT_SECRET') && has('AZURE_TENANT_ID'));
  const rubric = purpose === 'llm-rubric';
  if (!openai && azureKey && has('AZURE_DEPLOYMENT_NAME') && has('AZURE_OPENAI_DEPLOYMENT_NAME')) {
    return { provider: `azure:chat:${env.AZURE_OPENAI_DEPLOYMENT_NAME}`, json: false };
  }
  if (!openai && anthropic) return { provider: ANTHROPIC_DEFAULT_GRADER, json: false };
  if (!openai && google) return { provider: GOOGLE_DEFAULT_GRADER, json: false };
  if (!openai && !google) {
    if (has('MISTRAL_API_KEY')) return { provider: 'mistral:mistral-large-latest', json: rubric };
    if (has('XAI_API_KEY')) return { provider: 'xai:grok-4.3', json: rubric };
  }
  return { provider: OPENAI_DEFAULT_GRADER, json: rubric };
}

/** The test's options as this assertion sees them: its own `rubricPrompt` over the test's. */
export function options(params: AssertionParams): Record<string, unknown> {
  const opts = { ...(params.input.test.options ?? {}) };
  if (params.assertion.rubricPrompt) opts.rubricPrompt = params.assertion.rubricPrompt;
  return opts;
}

/** One call to the grader this assertion chooses, through the run's limiter, cache and meter. */
export async function callGrader(params: AssertionParams, purpose: GraderPurpose, prompt: string) {
  const choice = chooseGrader(params.assertion, params.input.test.options, params.input.env, purpose);
  return params.input.grader({
    provider: choice.provider,
    ...(choice.defaultId ? { defaultId: choice.defaultId } : {}),
    prompt,
    ...(choice.json ? { json: true } : {}),
  });
}

/** promptfoo's default embedding model, used whenever its default graders are OpenAI's, Anthropic's or xAI's. */
export const OPENAI_DEFAULT_EMBEDDER = 'openai:embedding:text-embedding-3-large';

/** Embedding provider ids we run: OpenAI's and Azure's embeddings endpoints. */
const EMBEDDING_ID = /^(openai|azure|azureopenai):embeddings?:./;

/**
 * Which embedding provider `similar` and `answer-relevance` call, as promptfoo 0.123.1 chooses it:
 * the assertion's `provider`, else the test's `options.provider`; a map by kind gives its
 * `embedding` entry. It must be an embedding provider (promptfoo throws "is not a valid embedding
 * provider" otherwise); we run `openai:embedding(s):<model>` and `azure:embedding(s):<deployment>`.
 * Without one, promptfoo's default for the environment: `azure:embedding:<AZURE_OPENAI_EMBEDDING_DEPLOYMENT_NAME>`
 * where its default grader is Azure's and that variable is set, else OpenAI's
 * `text-embedding-3-large`; Google's, Mistral's and Voyage's defaults we do not run.
 * Throws one sentence saying why when the choice cannot be run.
 */
export function chooseEmbedder(
  assertion: PromptfooAssertion,
  options: Record<string, unknown> | undefined,
  env: Record<string, string | undefined>,
): { provider: unknown; defaultId?: string } {
  const given = assertion.provider || options?.provider;
  if (!given) return { provider: undefined, defaultId: defaultEmbedder(env) };
  let spec: unknown = given;
  if (typeof given === 'object' && !Array.isArray(given) && !('id' in given)) {
    spec = (given as Record<string, unknown>).embedding;
    if (!spec) throw new Error(`the grader map ${JSON.stringify(given).slice(0, 80)} has no embedding entry`);
  }
  const id =
    typeof spec === 'string' ? spec : spec && typeof spec === 'object' ? (spec as { id?: unknown }).id : undefined;
  if (typeof id !== 'string' || !EMBEDDING_ID.test(id))
    throw new Error(`provider ${String(id ?? JSON.stringify(spec))} is not an embedding provider we run`);
  return { provider: spec };
}

export function defaultEmbedder(env: Record<string, string | undefined>): string {
  const grader = String(defaultGrader(env, 'text').provider);
  if (grader.startsWith('azure:')) {
    if (env.AZURE_OPENAI_EMBEDDING_DEPLOYMENT_NAME)
      return `azure:embedding:${env.AZURE_OPENAI_EMBEDDING_DEPLOYMENT_NAME}`;
    if (env.GEMINI_API_KEY || env.GOOGLE_API_KEY || env.PALM_API_KEY || env.MISTRAL_API_KEY || env.VOYAGE_API_KEY) {
      throw new Error("promptfoo's default embedding provider here is Google's, Mistral's or Voyage's");
    }
    return OPENAI_DEFAULT_EMBEDDER;
  }
  if (grader.startsWith('google:') || grader.startsWith('mistral:'))
    throw new Error(`promptfoo's default embedding provider beside ${grader} is not one we run`);
  return OPENAI_DEFAULT_EMBEDDER;
}

/** One embedding of `text` by the provider this assertion chooses, through the run's limiter, cache and meter. */
export async function callEmbedder(params: AssertionParams, text: string) {
  const choice = chooseEmbedder(params.assertion, params.input.test.options, params.input.env);
  return params.input.embed({
    provider: choice.provider,
    ...(choice.defaultId ? { defaultId: choice.defaultId } : {}),
    text,
  });
}
