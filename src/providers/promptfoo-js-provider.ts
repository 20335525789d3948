import path from 'node:path';
import type {
  CacheIdentity,
  InvokeOptions,
  ModelProvider,
  ProviderFactory,
  ProviderRequest,
  ProviderResponse,
} from '../engine/provider.js';
import type { TargetDefinition } from '../config/types.js';
import { ProviderError } from '../errors/agentv-error.js';
import { importUserModule } from '../config/import-user-module.js';

/** What promptfoo's provider interface answers (`ProviderResponse`), the fields this tool reads. */
interface PromptfooAnswer {
  output?: unknown;
  error?: string;
  tokenUsage?: { total?: number; prompt?: number; completion?: number; cached?: number };
  cost?: number;
  cached?: boolean;
  metadata?: unknown;
}

interface PromptfooProviderInstance {
  callApi(prompt: string, context?: unknown, options?: unknown): Promise<PromptfooAnswer>;
}

/**
 * A `file://provider.js` provider class with promptfoo's interface: built once with
 * `{ id, label, config }`, asked `callApi(prompt, { vars, prompt }, { abortSignal })`. Its `error`
 * fails the case; its `tokenUsage` and `cost` are the answer's.
 */
export class PromptfooJsProvider implements ModelProvider {
  readonly kind = 'promptfoo-js';
  readonly isModelCall = true;
  readonly offline = false;
  readonly targetName: string;
  private instance: Promise<PromptfooProviderInstance> | undefined;

  constructor(private readonly target: TargetDefinition) {
    this.targetName = target.name;
  }

  /** The answer is the module's: it is keyed on the module, its export and the options it is built with. */
  cacheIdentity(): CacheIdentity {
    const { module, export: name, config } = this.target.config;
    return { model: this.targetName, settings: { module, export: name, config: config ?? {} } };
  }

  async invoke(request: ProviderRequest, options: InvokeOptions): Promise<ProviderResponse> {
    this.instance ??= this.load();
    const provider = await this.instance;
    const answer = await provider.callApi(request.prompt, request.metadata?.context ?? {}, {
      abortSignal: options.signal,
    });
    if (answer?.error) throw new ProviderError(`provider ${this.targetName}: ${answer.error}`);
    const output = answer?.output;
    const usage = answer?.tokenUsage;
    return {
      text: typeof output === 'string' ? output : JSON.stringify(output ?? ''),
      ...(usage
        ? {
            tokenUsage: {
              input: usage.prompt ?? 0,
              output: usage.completion ?? 0,
              total: usage.total ?? (usage.prompt ?? 0) + (usage.completion ?? 0),
              ...(usage.cached ? { cachedInput: usage.cached } : {}),
            },
          }
        : {}),
      // promptfoo leaves cost out when it is not known; so does the record (null).
      costUsd: typeof answer?.cost === 'number' ? answer.cost : null,
      // An object answer is graded as the object (`value`, kept by the response cache), as promptfoo grades it.
      ...(typeof output === 'string' || output === undefined || output === null ? {} : { value: output }),
      // promptfoo's response as the assertions see it: an object output, and the metadata `skill-used` reads.
      raw: { promptfoo: { output, ...(answer?.metadata !== undefined ? { metadata: answer.metadata } : {}) } },
    };
  }

  private async load(): Promise<PromptfooProviderInstance> {
    const file = String(this.target.config.module ?? '');
    const exported = await importUserModule(path.resolve(file));
    const name = typeof this.target.config.export === 'string' ? this.target.config.export : undefined;
    let Exported = name ? exported[name] : exported.default;
    if (Exported !== null && typeof Exported === 'object' && 'default' in Exported)
      Exported = (Exported as { default: unknown }).default;
    const init = {
      id: this.target.config.id,
      label: this.target.config.label,
      config: this.target.config.config ?? {},
    };
    if (typeof Exported === 'function') {
      // A class (promptfoo's documented form); a plain object with callApi is taken as it is.
      const instance = new (Exported as new (o: unknown) => PromptfooProviderInstance)(init);
      if (typeof instance.callApi === 'function') return instance;
    }
    if (
      Exported !== null &&
      typeof Exported === 'object' &&
      typeof (Exported as PromptfooProviderInstance).callApi === 'function'
    )
      return Exported as PromptfooProviderInstance;
    throw new ProviderError(`${file} must export a provider class with callApi(prompt, context)`);
  }
}

export const promptfooJsProviderFactory: ProviderFactory = {
  create: (target) => new PromptfooJsProvider(target),
};
