import type OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type {
  CacheIdentity,
  EmbeddingResponse,
  InvokeOptions,
  ModelProvider,
  ProviderRequest,
  ProviderResponse,
  RateLimitInfo,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import { toConversation } from './chat-turns.js';
import { malformedResponse, toProviderError } from './sdk-error.js';
import type { ChatSettings } from './target-fields.js';
import type { ModelPricing } from '../config/types.js';
import { priceAnswer, warmCatalogue } from './model-price.js';
import { parseRateLimitHeaders } from './rate-limit-headers.js';
import { type OpenAITools, toolCallAnswer } from './openai-tools.js';
import { outputMessageSchema, traceFromOutputMessages } from './output-message-trace.js';

export interface OpenAIChatOptions {
  kind: 'openai' | 'azure-openai';
  targetName: string;
  /** The client, built on first use with `maxRetries: 0`: the call limiter owns retrying. */
  client: () => Promise<OpenAI>;
  /** Model name (OpenAI) or deployment name (Azure). */
  model: string;
  settings: ChatSettings;
  /** The tools offered to the model with every request (the target's `tools`, `functions`, …). */
  tools?: OpenAITools;
  /** Where requests go (no secrets), part of the cache identity. */
  endpoint: string;
  apiKey: string;
  runtime: Runtime;
  /** The target's own prices, which win over the catalogue. */
  pricing?: ModelPricing | undefined;
}

/** Chat completions through the official `openai` SDK; shared by the `openai` and `azure-openai` kinds. */
export class OpenAIChatProvider implements ModelProvider {
  readonly kind: 'openai' | 'azure-openai';
  readonly targetName: string;
  readonly isModelCall = true;
  readonly offline = false;
  readonly supportsStructuredOutput = true;
  readonly maxTokens: number | undefined;

  constructor(private readonly options: OpenAIChatOptions) {
    this.kind = options.kind;
    this.targetName = options.targetName;
    this.maxTokens = options.settings.maxTokens;
  }

  /** What, besides the messages, decides the answer (for the response cache key). */
  cacheIdentity(): CacheIdentity {
    const { model, settings, endpoint, tools } = this.options;
    return { model, settings: { ...settings, endpoint, ...(tools && Object.keys(tools).length > 0 ? { tools } : {}) } };
  }

  async invoke(request: ProviderRequest, { signal }: InvokeOptions): Promise<ProviderResponse> {
    const { client, model, settings, runtime, apiKey } = this.options;
    const body: ChatCompletionCreateParamsNonStreaming = { model, messages: toMessages(request) };
    if (settings.temperature !== undefined) body.temperature = settings.temperature;
    // max_tokens is deprecated and refused by reasoning models; max_completion_tokens works for all.
    if (this.maxTokens !== undefined) body.max_completion_tokens = this.maxTokens;
    if (request.responseFormat === 'json') body.response_format = { type: 'json_object' };
    // Sent as written: the API, not this tool, judges the tool definitions.
    Object.assign(body, this.options.tools);
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    let rateLimit: RateLimitInfo | undefined;
    try {
      // withResponse: the answer's rate-limit headers pace this target's next calls.
      const call = (await client()).chat.completions.create(body, { signal, maxRetries: 0 }).withResponse();
      warmCatalogue(this.options.pricing);
      const { data, response } = await call;
      completion = data;
      rateLimit = parseRateLimitHeaders(response.headers, runtime.now());
    } catch (error) {
      throw toProviderError(error, { provider: this.kind, nowMs: runtime.now(), secrets: [apiKey] });
    }
    const choice = completion?.choices?.[0];
    if (!choice?.message) throw malformedResponse(this.kind, 'no choices[0].message');
    // A model that called tools answered with the calls, whether or not it wrote text too.
    const value = choice.message.refusal ? undefined : toolCallAnswer(choice.message);
    const text =
      value !== undefined && !choice.message.content
        ? JSON.stringify(value)
        : (choice.message.content ?? choice.message.refusal);
    // A 200 with no answer is the provider's failure, retried by the policy, never an answer scored 0.
    if (text === null || text === undefined || text === '')
      throw malformedResponse(this.kind, `an empty answer (finish_reason ${choice.finish_reason ?? 'none'})`);
    const content = value === undefined ? text : (choice.message.content ?? '');
    const message = outputMessageSchema.parse({ ...choice.message, role: 'assistant', content });
    const usage = completion.usage;
    // prompt_tokens already counts the cached ones; cached_tokens says how many of them were.
    const tokenUsage = usage
      ? {
          input: usage.prompt_tokens,
          output: usage.completion_tokens,
          total: usage.total_tokens,
          cachedInput: usage.prompt_tokens_details?.cached_tokens ?? 0,
        }
      : undefined;
    return {
      text,
      ...(value !== undefined ? { value } : {}),
      outputMessages: [message],
      ...(message.tool_calls ? { trace: traceFromOutputMessages([message]) } : {}),
      tokenUsage,
      costUsd: await priceAnswer(tokenUsage, {
        source: this.kind === 'azure-openai' ? 'azure' : 'openai',
        model,
        override: this.options.pricing,
        atMs: runtime.now(),
      }),
      raw: {
        id: completion.id,
        model: completion.model,
        finish_reason: choice.finish_reason,
        // Token log-probabilities when the server gave them (promptfoo's perplexity assertions read them).
        ...(choice.logprobs?.content ? { logprobs: choice.logprobs.content.map((token) => token.logprob) } : {}),
      },
      ...(rateLimit ? { rateLimit } : {}),
    };
  }

  /**
   * The embeddings endpoint with the target's model (promptfoo's `openai:embedding:<model>`).
   * Floats asked for explicitly: the SDK's default base64 would round every value to float32.
   */
  async embed(texts: string[], { signal }: InvokeOptions): Promise<EmbeddingResponse> {
    const { client, model, runtime, apiKey } = this.options;
    let data: OpenAI.Embeddings.CreateEmbeddingResponse;
    let rateLimit: RateLimitInfo | undefined;
    try {
      const result = await (await client()).embeddings
        .create({ model, input: texts, encoding_format: 'float' }, { signal, maxRetries: 0 })
        .withResponse();
      data = result.data;
      rateLimit = parseRateLimitHeaders(result.response.headers, runtime.now());
    } catch (error) {
      throw toProviderError(error, { provider: this.kind, nowMs: runtime.now(), secrets: [apiKey] });
    }
    const rows = Array.isArray(data?.data) ? [...data.data].sort((a, b) => a.index - b.index) : [];
    if (rows.length !== texts.length || !rows.every((row) => Array.isArray(row.embedding)))
      throw malformedResponse(this.kind, `${rows.length} embeddings for ${texts.length} texts`);
    const tokenUsage = data.usage
      ? { input: data.usage.prompt_tokens, output: 0, total: data.usage.total_tokens }
      : undefined;
    const costUsd = await priceAnswer(tokenUsage, {
      source: this.kind === 'azure-openai' ? 'azure' : 'openai',
      model,
      override: this.options.pricing,
      atMs: runtime.now(),
    });
    return { embeddings: rows.map((row) => row.embedding), tokenUsage, costUsd, ...(rateLimit ? { rateLimit } : {}) };
  }
}

function toMessages(request: ProviderRequest): ChatCompletionMessageParam[] {
  // A chat of system messages only (promptfoo's select-best grading prompt) is sent as it is, as
  // promptfoo sends it: OpenAI takes it, where other APIs need the user turn made up below.
  if (
    request.systemPrompt === undefined &&
    request.messages.length > 0 &&
    request.messages.every((m) => m.role === 'system')
  )
    return request.messages.map((m) => ({ role: 'system', content: m.content }));
  const { system, turns } = toConversation(request);
  const messages: ChatCompletionMessageParam[] = [];
  if (system) messages.push({ role: 'system', content: system });
  for (const turn of turns) messages.push({ role: turn.role, content: turn.content });
  return messages;
}
