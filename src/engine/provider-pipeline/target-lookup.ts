import { expandVariables, resolveTarget } from '../../config/expand-variables.js';
import { type RawTarget, unsupportedTargetError } from '../../config/load-targets-file.js';
import type { TargetDefinition } from '../../config/types.js';
import { ConfigError } from '../../errors/config-error.js';

/** The targets a run can name, as `prepareRun` found them. */
export interface RunTargetSources {
  /** Targets of the targets files, under their qualified names. */
  raw: ReadonlyMap<string, RawTarget>;
  /** Targets a suite defines itself (a promptfoo config's providers), under their own names. */
  own: ReadonlyMap<string, TargetDefinition>;
  /** A target's name as it is known in the run, given the targets file that names it. */
  qualify(name: string, file: string | undefined): string;
  /** The run's targets file (the first eval file's), for error messages. */
  targetsFile: string | undefined;
  env: Readonly<Record<string, string | undefined>>;
  /** A dry run needs no credentials: references stay unexpanded and an unknown name is the mock. */
  dryRun: boolean;
}

/**
 * Looks a target up by name, resolved once (its `${{ VAR }}` references expanded, its `use_target`
 * followed) and then remembered. An unknown name is a ConfigError listing the known ones.
 */
export function targetLookup(sources: RunTargetSources): (name: string) => TargetDefinition {
  const { raw, own, qualify, targetsFile, env, dryRun } = sources;
  const resolved = new Map<string, TargetDefinition>();
  const aliasChain: string[] = [];
  const resolve = (name: string): TargetDefinition => {
    const defined = own.get(name);
    // A dry run needs no credentials: the suite's own targets stay as written, the mock answers.
    if (defined) return dryRun ? defined : resolveTarget(defined, env);
    const entry = raw.get(name);
    if (entry?.useTarget !== undefined)
      return followAlias(entry, aliasChain, env, dryRun, (target) => lookup(qualify(target, entry.source.file)));
    if (entry?.unsupportedProvider !== undefined && !dryRun) throw unsupportedTargetError(entry);
    // A dry run calls nothing, so it needs no credentials: references stay unexpanded.
    if (entry) return dryRun ? entry : resolveTarget(entry, env);
    if (dryRun) return { name, provider: 'mock', retry: {}, config: {}, source: { file: targetsFile ?? '(dry run)' } };
    const known = [...raw.keys()].join(', ') || '(none)';
    throw new ConfigError(
      `unknown target "${name}"`,
      { file: targetsFile },
      `use one of: ${known}, or add it to the targets file`,
    );
  };
  const lookup = (name: string): TargetDefinition => {
    const hit = resolved.get(name);
    if (hit) return hit;
    const definition = resolve(name);
    resolved.set(name, definition);
    return definition;
  };
  return lookup;
}

/**
 * AgentV 4.x's `use_target`: the alias is the target it names (its own `judge_target` wins), under
 * the alias's name. An unset variable in the name, or an alias that leads back to itself, is a
 * ConfigError at the alias; a dry run needs neither (it runs the mock).
 */
function followAlias(
  alias: RawTarget,
  chain: string[],
  env: Readonly<Record<string, string | undefined>>,
  dryRun: boolean,
  lookup: (name: string) => TargetDefinition,
): TargetDefinition {
  const at = { file: alias.source.file, ...(alias.source.line !== undefined ? { line: alias.source.line } : {}) };
  const { value: target, missing } = expandVariables(alias.useTarget ?? '', env);
  if (missing.length > 0) {
    if (dryRun) return { name: alias.name, provider: 'mock', retry: {}, config: {}, source: alias.source };
    throw new ConfigError(
      `target "${alias.name}" is use_target ${alias.useTarget}, but ${missing.join(', ')} is not set`,
      at,
      'set it in the environment or .env to the name of a target in this file',
    );
  }
  if (chain.includes(alias.name))
    throw new ConfigError(
      `use_target aliases form a loop: ${[...chain, alias.name].join(' → ')}`,
      at,
      'point the alias at a target with a provider',
    );
  chain.push(alias.name);
  try {
    const definition = lookup(target);
    return {
      ...definition,
      name: alias.name,
      ...(alias.judgeTarget !== undefined ? { judgeTarget: alias.judgeTarget } : {}),
    };
  } finally {
    chain.pop();
  }
}
