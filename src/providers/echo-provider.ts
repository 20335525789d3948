import type { UncachedProvider, ProviderFactory, ProviderRequest, ProviderResponse } from '../engine/provider.js';

/**
 * promptfoo's `echo` provider: the answer is the prompt as sent (a chat prompt's JSON text
 * included), at no cost and no tokens, with empty metadata. Calls nothing outside.
 */
export class EchoProvider implements UncachedProvider {
  readonly kind = 'echo';
  readonly isModelCall = false;
  readonly offline = true;

  constructor(readonly targetName: string) {}

  async invoke(request: ProviderRequest): Promise<ProviderResponse> {
    // promptfoo's echo answers `metadata: {}` too, which a multi-turn test's turns carry.
    return {
      text: request.prompt,
      costUsd: 0,
      tokenUsage: { input: 0, output: 0, total: 0 },
      raw: { promptfoo: { output: request.prompt, metadata: {} } },
    };
  }
}

export const echoProviderFactory: ProviderFactory = {
  create: (target) => new EchoProvider(target.name),
};
