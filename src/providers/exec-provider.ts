import type {
  CacheIdentity,
  InvokeOptions,
  ModelProvider,
  ProviderFactory,
  ProviderRequest,
  ProviderResponse,
} from '../engine/provider.js';
import type { Runtime } from '../engine/runtime.js';
import type { TargetDefinition } from '../config/types.js';
import { processExitError, runProcess } from '../process/run-process.js';
import { childEnv } from '../process/child-env.js';
import { ProviderError } from '../errors/agentv-error.js';

/** ANSI colour codes, cut from the answer as promptfoo cuts them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it matches
const ANSI_ESCAPE = /\x1b(?:[@-Z\\-_]|\[[0-?]*[ -/]*[@-~])/g;

/** promptfoo's split of an `exec:` command: words, "double" and 'single' quoted parts; no shell. */
export function commandParts(command: string): string[] {
  const parts: string[] = [];
  for (const match of command.matchAll(/[^\s"']+|"([^"]*)"|'([^']*)'/g)) parts.push(match[1] ?? match[2] ?? match[0]);
  return parts;
}

/**
 * promptfoo's `exec:` provider: the command runs without a shell (its own process group), with the
 * prompt, the provider options and the call's context as its last three arguments; the answer is
 * stdout, trimmed and without colour codes. Output on stderr alone is an error.
 */
export class ExecProvider implements ModelProvider {
  readonly kind = 'exec';
  readonly isModelCall = true;
  readonly offline = false;
  readonly targetName: string;
  private readonly parts: string[];

  constructor(
    private readonly target: TargetDefinition,
    private readonly runtime: Runtime,
  ) {
    this.targetName = target.name;
    this.parts = commandParts(String(target.config.command ?? ''));
  }

  /** The answer is the command's: it is keyed on the command and the options it is given. */
  cacheIdentity(): CacheIdentity {
    return { model: this.targetName, settings: { command: this.parts, config: this.target.config.config ?? {} } };
  }

  async invoke(request: ProviderRequest, options: InvokeOptions): Promise<ProviderResponse> {
    const [file, ...args] = this.parts;
    if (!file) throw new ProviderError(`target "${this.targetName}" has no command`);
    const providerOptions = {
      id: this.target.config.id,
      ...(this.target.config.label !== undefined ? { label: this.target.config.label } : {}),
      config: this.target.config.config ?? {},
    };
    const result = await runProcess({
      file,
      args: [...args, request.prompt, JSON.stringify(providerOptions), JSON.stringify(request.metadata?.context ?? {})],
      cwd: typeof this.target.config.cwd === 'string' ? this.target.config.cwd : this.runtime.cwd,
      env: childEnv(this.runtime),
      what: `exec provider ${this.targetName}`,
      signal: options.signal,
    });
    if (result.exitCode !== 0) throw processExitError(`exec provider ${this.targetName}`, result);
    const stdout = result.stdout.trim().replace(ANSI_ESCAPE, '');
    const stderr = result.stderr.trim().replace(ANSI_ESCAPE, '');
    if (stderr && !stdout) throw new ProviderError(`exec provider ${this.targetName}: ${stderr.slice(-500)}`);
    return { text: stdout };
  }
}

export const execProviderFactory: ProviderFactory = {
  create: (target, { runtime }) => new ExecProvider(target, runtime),
};
