import type { ChatMessage, ReferencedFile, TargetDefinition, ProviderKind } from '../config/types.js';
import type { Runtime } from './runtime.js';
import type { RateLimitInfo, SkipReason } from '../errors/agentv-error.js';

export type { RateLimitBudget, RateLimitInfo } from '../errors/agentv-error.js';

/** What a provider is asked: the chat form for chat models and one rendered string for text-only agents. */
export interface ProviderRequest {
  evalId: string;
  /** 1-based attempt number of the case. */
  attempt: number;
  /**
   * Which repeat of the case (0-based `iteration`) the call belongs to: part of the response cache
   * key, so repeats never replay one answer. Judges' calls take it from their evaluator's scope.
   */
  iteration?: number;
  /**
   * A sampled judge's sample (`--judge-samples`, `judge_samples:`), from 2 up: part of the response
   * cache key, so each of the k samples is its own entry. The first sample has none, so it is the
   * same request (and cache entry) as an unsampled judge's.
   */
  sample?: number;
  /** Full conversation: a system message (guidelines / variant prompt) first when there is one. */
  messages: ChatMessage[];
  /** The same conversation rendered as one string with role markers (cli, codex, vscode). */
  prompt: string;
  /** System text alone (guidelines and variant prompt), when any. */
  systemPrompt?: string;
  guidelineFiles: ReferencedFile[];
  inputFiles: ReferencedFile[];
  /** Working directory of an agent run (a workspace copy), when the case has one. */
  workspaceDir?: string;
  /** The folder of the case's eval file: where a cli agent without `cwd` runs, as in AgentV. */
  evalDir?: string;
  /** Ask for a JSON object (judges); providers that cannot, ignore it. */
  responseFormat?: 'text' | 'json';
  /**
   * Facts about the request for providers that answer without a model (the mock judge reads
   * `expected_outcome` and `generated_answer` from here). Never sent over the wire.
   */
  metadata?: Record<string, unknown>;
  /** Labels for the call limiter's events. */
  label?: { agent: string; dimension: string };
  /**
   * The run's answer limit in bytes (`--max-answer-mib`): most of an agent's stdout or answer file
   * kept; the rest is dropped and the answer marked `truncated`.
   */
  maxAnswerBytes?: number;
}

/**
 * Tokens one answer took, as the API reported them. `input` counts every prompt token, cached ones
 * included (Anthropic reports cache reads and writes apart; the provider adds them in), so
 * `cachedInput` and `cacheWriteInput` are parts of `input`, priced at their own rates.
 */
export interface TokenUsage {
  input?: number;
  output?: number;
  total?: number;
  /** Prompt tokens served from the provider's prompt cache (cheaper). */
  cachedInput?: number;
  /** Prompt tokens written to the provider's prompt cache (Anthropic; dearer). */
  cacheWriteInput?: number;
}

/** One normalized trace event (tool call, tool result, message, error). */
export interface TraceEvent {
  type: 'tool_call' | 'tool_result' | 'message' | 'error';
  name?: string;
  text?: string;
  data?: unknown;
  timestamp?: string;
}

export interface ProviderResponse {
  text: string;
  /**
   * The answer as a value when it is not only text: a chat model's tool calls (the API's own
   * shape), a promptfoo JS provider's object output. `text` is then its JSON, or the message's
   * text. promptfoo's assertions grade this value; the response cache keeps it.
   */
  value?: unknown;
  outputMessages?: ChatMessage[];
  trace?: TraceEvent[];
  tokenUsage?: TokenUsage;
  /**
   * What the answer cost in USD: reported by the agent or priced from `tokenUsage`. `null` when
   * the model has no known price (shown as "unknown", never as 0); absent when nothing was reported.
   */
  costUsd?: number | null;
  /** Execution time the agent itself reported (cli `duration_ms`), when it did. */
  durationMs?: number;
  /** True when the answer was cut to its size limit. */
  truncated?: boolean;
  /** Set when a batch call could not answer this case (its output left it out): the case fails with it. */
  failure?: string;
  /** True when the answer came from the response cache. */
  cached?: boolean;
  /** Raw details for debugging (never persisted unredacted). */
  raw?: unknown;
  /** The provider's rate-limit headers on this answer, for the call limiter's pacing (never persisted). */
  rateLimit?: RateLimitInfo;
}

export interface InvokeOptions {
  signal: AbortSignal;
  /**
   * The meter of the evaluator the call is made for (its tokens, price and cache hits), handed
   * down explicitly: an AsyncLocalStorage would turn on Node 20's promise hooks for every promise
   * of the run. Calls made for the target's answer carry none.
   */
  meter?: CallMeter;
  /**
   * Told each time the call limiter retries this call after a failed attempt (its retry policy:
   * RETRY_MAX_ATTEMPTS, a target's max_retries); the case's record counts them as `call_retries`.
   */
  onRetry?: () => void;
}

/** What an embedding model answers: one vector per text, in the order of the texts. */
export interface EmbeddingResponse {
  embeddings: number[][];
  tokenUsage?: TokenUsage;
  /** USD, as `ProviderResponse.costUsd`. */
  costUsd?: number | null;
  cached?: boolean;
  rateLimit?: RateLimitInfo;
}

/** What a metered provider tells of each call (usage-meter.ts). */
export interface CallMeter {
  /** The repeat of the case being graded, for the response cache key of a judge's call. */
  readonly iteration: number | undefined;
  add(response: ProviderResponse): void;
  refused(reason: SkipReason): void;
  /** The call limiter retried one of the meter's calls (counted as the entry's `call_retries`). */
  retried(): void;
  /** A call through the meter started: the meter's figures are read only once it has settled. */
  track(call: Promise<unknown>): void;
}

/** What, besides the messages, decides a model's answer: the model and its sampling settings. */
export interface CacheIdentity {
  model: string;
  settings: Record<string, unknown>;
}

/**
 * What every provider has, model or not. `invoke` must honour `signal` (abort the HTTP request or
 * kill the child process). Providers never retry: the call limiter owns the one retry policy.
 */
interface ProviderCalls {
  readonly kind: string;
  readonly targetName: string;
  /** Whether it can honour `responseFormat: 'json'` reliably (rubric batching needs it). */
  readonly supportsStructuredOutput?: boolean;
  invoke(request: ProviderRequest, options: InvokeOptions): Promise<ProviderResponse>;
  /**
   * Embeds texts with the target's embedding model (promptfoo's `similar` and `answer-relevance`);
   * absent on providers that have none. Like `invoke`, it honours `signal` and never retries.
   */
  embed?(texts: string[], options: InvokeOptions): Promise<EmbeddingResponse>;
  /** Provider-level batching: answers in the order of the requests. */
  invokeBatch?(requests: ProviderRequest[], options: InvokeOptions): Promise<ProviderResponse[]>;
  /** Run once before the first case; throws a ConfigError-like error when unhealthy. */
  healthcheck?(options: InvokeOptions): Promise<void>;
}

/**
 * A provider that calls a model: its calls take a slot of the call limiter and the per-call
 * timeout, and its answers are kept by the response cache. Both facts the cache needs are required,
 * so a model provider that forgets them does not compile.
 */
export interface ModelProvider extends ProviderCalls {
  readonly isModelCall: true;
  /** True when the model runs on this machine and nothing leaves it: `--cache-only` lets it answer a miss. */
  readonly offline: boolean;
  /** What the response cache keys its answers on besides the request (`cacheKey`, cache-key.ts). */
  cacheIdentity(): CacheIdentity;
  /**
   * The `max_tokens` the target sets for each of its requests, when it sets one. OpenAI and
   * Anthropic count it against the tokens-per-minute budget when they admit the request, before a
   * token is written, so the call limiter reserves at least this much of the target's tokens budget
   * for each call.
   */
  readonly maxTokens?: number | undefined;
}

/**
 * A provider whose answers are never cached: an agent (a child process that keeps its own time
 * limits) or a stand-in that answers on this machine (mock, echo).
 */
export interface UncachedProvider extends ProviderCalls {
  readonly isModelCall: false;
  /** True when it answers on this machine and calls nothing outside (the mock): `--cache-only` lets it answer. */
  readonly offline?: boolean;
  readonly cacheIdentity?: never;
}

/** A model or agent behind a target: the one contract every provider and every pipeline layer meets. */
export type Provider = ModelProvider | UncachedProvider;

/** What a provider factory gets besides the target. */
export interface ProviderContext {
  runtime: Runtime;
}

/** What a provider kind says about itself before any provider is built; the engine never tests a kind by name. */
export interface ProviderLimits {
  /** Most cases the kind can serve at once (VS Code: one window has the focus). */
  maxConcurrentCases?: number;
  /**
   * Why this target cannot batch although it asked for provider-level batching (`provider_batching`),
   * for the debug line; a provider that can batch has `invokeBatch`.
   */
  noBatchingReason?: string;
}

/** How a provider kind is built from a target, and which environment variables it needs. */
export interface ProviderFactory {
  create(target: TargetDefinition, context: ProviderContext): Provider;
  /** Names of required variables that are missing or empty in `env` (checked before any case runs). */
  missingEnv?(target: TargetDefinition, env: Record<string, string | undefined>): string[];
  /** The kind's limits for this target; absent means none. */
  limits?(target: TargetDefinition): ProviderLimits;
  /**
   * The target keys this kind reads besides the common ones (`name`, `provider`, `workers`, …),
   * snake_case or as spelled; a targets file's other keys are reported as unknown at their line.
   * Absent means the kind's keys are not checked.
   */
  configKeys?: readonly string[];
  /** The keys it reads under `settings:` (besides `provider_batching`); absent means none. */
  settingsKeys?: readonly string[];
}

/** The provider factories a door hands the engine: one per kind, so a missing kind fails compilation. */
export type ProviderRegistry = Record<ProviderKind, ProviderFactory>;

/**
 * Loads a kind's factory on first use: a door that hands the engine these instead of factories
 * loads only the provider code its targets name (a run of mock targets never loads the CLI agents').
 */
export type ProviderLoaders = Record<ProviderKind, () => Promise<ProviderFactory>>;
