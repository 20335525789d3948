import { isSecretName } from './redactor.js';
import path from 'node:path';
import { escapesRepoRoot, findRepoRoot, OUTSIDE_ROOT_FIX } from '../config/repo-paths.js';
import {
  findTargetsFile,
  loadTargetsFile,
  selectTargetName,
  unsupportedTargetError,
  type RawTarget,
  type TargetKeys,
} from '../config/load-targets-file.js';
import { formatWarning } from '../config/yaml-source.js';
import { loadDotEnv } from '../config/load-dot-env.js';
import { loadEvalSuite } from '../config/load-eval-suite.js';
import { expandVariables, resolveTarget } from '../config/expand-variables.js';
import type { ConfigWarning, EvalSuite, TargetDefinition } from '../config/types.js';
import type { ProviderRegistry } from './provider.js';
import { ConfigError } from '../errors/config-error.js';
import type { RunOptions, SuiteLoader } from './run-options.js';
import type { Runtime } from './runtime.js';

/** Suites, targets and the target-name rule of one run, loaded and validated before any case runs. */
export interface PreparedRun {
  suites: EvalSuite[];
  repoRoot: string;
  targetsFile?: string;
  lookup(name: string): TargetDefinition;
  /**
   * What the targets files could leak besides env secrets: literal keys (`api_key: sk-…`) and the
   * values of the variables their `${{ VAR }}` references bring in. Redacted like env secrets.
   */
  targetSecrets: string[];
  /** Target name for a case: CLI override (not "default") > case > file > "default". */
  targetNameFor(suite: EvalSuite, caseTarget: string | undefined): string;
  /** Whether a targets file of the run defines `name`. */
  defines(name: string): boolean;
}

/**
 * Loads `.env` (nearest first, never failing when absent), every eval file, and the targets
 * file. One targets file serves the run: the first found from the first eval file's folder
 * (documented in the README). Warnings go to the logger; errors throw ConfigError.
 */
export async function prepareRun(
  options: RunOptions,
  runtime: Runtime,
  providers?: Partial<ProviderRegistry>,
  loadSuite?: SuiteLoader,
): Promise<PreparedRun> {
  const first = options.evalFiles[0];
  if (!first) throw new ConfigError('no eval files to run', {}, 'pass eval files, folders or globs');
  const evalDir = path.dirname(first);
  const repoRoot = findRepoRoot(evalDir, runtime.cwd);
  const envFile = loadDotEnv({ evalDir, repoRoot, cwd: runtime.cwd }, runtime.env);
  if (envFile) runtime.logger.debug(`loaded environment from ${envFile}`);

  const warned: ConfigWarning[] = [];
  const warn = (warnings: readonly ConfigWarning[]) => {
    for (const w of warnings) runtime.logger.warn(formatWarning(w));
    warned.push(...warnings);
  };
  const suites: EvalSuite[] = [];
  for (const file of options.evalFiles) {
    const loadOptions = {
      repoRoot: findRepoRoot(path.dirname(file), runtime.cwd),
      allowOutsideRoot: options.allowOutsideRoot,
      env: runtime.env,
      cwd: runtime.cwd,
    };
    const { suite, warnings } = (await loadSuite?.(file, loadOptions)) ?? (await loadEvalSuite(file, loadOptions));
    warn(warnings);
    suites.push(suite);
  }

  // Each eval file uses the targets file found from its own folder (AgentV resolves them per
  // file), unless --targets names one for the whole run.
  const fileOf = (suite: EvalSuite) =>
    findTargetsFile({
      explicit: options.targetsPath,
      evalFileDir: path.dirname(suite.filePath),
      repoRoot: suite.repoRoot,
      cwd: runtime.cwd,
    });
  const targetsFile = findTargetsFile({
    explicit: options.targetsPath,
    evalFileDir: evalDir,
    repoRoot,
    cwd: runtime.cwd,
  });
  const files = new Map<string, Map<string, RawTarget>>();
  for (const file of new Set([targetsFile, ...suites.map(fileOf)])) {
    if (file === undefined || files.has(file)) continue;
    const loaded = loadTargetsFile(file, providers ? targetKeysOf(providers) : undefined);
    warn(loaded.warnings);
    for (const target of loaded.targets.values())
      refuseTemplateOutsideRoot(target, findRepoRoot(path.dirname(file), runtime.cwd), options.allowOutsideRoot);
    files.set(file, loaded.targets);
  }
  if (options.strict) refuseWarnings(warned);
  // Targets a suite defines itself (a promptfoo config's providers) keep their names.
  const own = new Map<string, TargetDefinition>();
  for (const suite of suites) for (const target of suite.targets ?? []) own.set(target.name, target);
  // A suite with targets of its own needs no targets file unless a case names another target.
  const needsFile = (suite: EvalSuite) =>
    suite.targets === undefined ||
    Array.from({ length: suite.cases.count }, (_, i) => suite.cases.targetName(i)).some(
      (name) => name !== undefined && !own.has(name),
    );
  if (files.size === 0 && !options.dryRun && suites.some(needsFile)) {
    throw new ConfigError(
      `no targets.yaml found from ${path.relative(runtime.cwd, evalDir) || '.'} up to ${repoRoot} or in the current folder`,
      {},
      'create a targets.yaml next to your eval files, pass --targets <file>, or use --dry-run',
    );
  }
  // Targets of the first eval file's targets file keep their plain names; others are qualified
  // with their file (`default@sub/targets.yaml`) so two files' `default` never collide.
  const qualify = (name: string, file: string | undefined) =>
    file === undefined || file === targetsFile || name.includes('@')
      ? name
      : `${name}@${path.relative(runtime.cwd, file)}`;
  const raw = new Map<string, RawTarget>();
  for (const [file, targets] of files) {
    for (const [name, target] of targets) {
      const key = qualify(name, file);
      const judgeTarget = target.judgeTarget === undefined ? undefined : qualify(target.judgeTarget, file);
      raw.set(key, { ...target, name: key, ...(judgeTarget !== undefined ? { judgeTarget } : {}) });
    }
  }
  const resolved = new Map<string, TargetDefinition>();
  const aliasChain: string[] = [];
  const lookup = (name: string): TargetDefinition => {
    const hit = resolved.get(name);
    if (hit) return hit;
    const defined = own.get(name);
    if (defined) {
      // A dry run needs no credentials: the suite's own targets stay as written, the mock answers.
      const definition = options.dryRun ? defined : resolveTarget(defined, runtime.env);
      resolved.set(name, definition);
      return definition;
    }
    const entry = raw.get(name);
    let definition: TargetDefinition;
    if (entry?.useTarget !== undefined) {
      definition = followAlias(entry, aliasChain, runtime.env, Boolean(options.dryRun), (target) =>
        lookup(qualify(target, entry.source.file)),
      );
      resolved.set(name, definition);
      return definition;
    }
    if (entry?.unsupportedProvider !== undefined && !options.dryRun) throw unsupportedTargetError(entry);
    // A dry run calls nothing, so it needs no credentials: references stay unexpanded.
    if (entry) definition = options.dryRun ? entry : resolveTarget(entry, runtime.env);
    else if (options.dryRun)
      definition = { name, provider: 'mock', retry: {}, config: {}, source: { file: targetsFile ?? '(dry run)' } };
    else {
      const known = [...raw.keys()].join(', ') || '(none)';
      throw new ConfigError(
        `unknown target "${name}"`,
        { file: targetsFile },
        `use one of: ${known}, or add it to the targets file`,
      );
    }
    resolved.set(name, definition);
    return definition;
  };
  const suiteFiles = new Map(suites.map((suite) => [suite, fileOf(suite)]));
  return {
    suites,
    repoRoot,
    targetSecrets: [...raw.values(), ...own.values()].flatMap((target) => targetSecrets(target.config, runtime.env)),
    ...(targetsFile ? { targetsFile } : {}),
    lookup,
    defines: (name) => raw.has(name) || own.has(name),
    targetNameFor: (suite, caseTarget) => {
      if (options.targetOverride === undefined || options.targetOverride === 'default') {
        if (caseTarget !== undefined && own.has(caseTarget)) return caseTarget;
      }
      const name = selectTargetName(options.targetOverride, caseTarget ?? suite.targetName);
      const file = suiteFiles.get(suite);
      const qualified = qualify(name, file);
      return raw.has(qualified) ? qualified : name;
    },
  };
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

/** Target keys whose values are not secrets even when they come from a variable. */
const PLAIN_KEYS = new Set([
  'model',
  'deployment',
  'deployment_name',
  'deploymentName',
  'api_version',
  'apiVersion',
  'endpoint',
  'base_url',
  'baseUrl',
  'baseURL',
  'cwd',
  'workers',
]);

/**
 * What a target could leak: values written literally under secret-looking keys (`api_key: sk-…`,
 * `token:`), and the value of every variable a `${{ VAR }}` brings into it (a token in a
 * healthcheck URL or a command), except in plainly public keys such as `model` or `endpoint`.
 */
function targetSecrets(value: unknown, env: Readonly<Record<string, string | undefined>>, key = ''): string[] {
  if (typeof value === 'string') {
    if (PLAIN_KEYS.has(key)) return [];
    const referenced = [...value.matchAll(/\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)]
      .map((m) => env[m[1] ?? ''])
      .filter((v): v is string => !!v);
    const literal =
      !value.includes('${{') &&
      (isSecretName(key) || /^(api_?key|auth_?token|token|secret|password|access_?key)$/i.test(key))
        ? [value]
        : [];
    return [...referenced, ...literal];
  }
  if (Array.isArray(value)) return value.flatMap((item) => targetSecrets(item, env, key));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => targetSecrets(v, env, k));
  return [];
}

/** What each provider kind reads, from the registry, for the targets files' unknown-key check. */
function targetKeysOf(providers: Partial<ProviderRegistry>): TargetKeys {
  return {
    configKeys: (kind) => providers[kind]?.configKeys,
    settingsKeys: (kind) => providers[kind]?.settingsKeys ?? [],
  };
}

/** `--strict`: the first warning about the eval or targets files is an error (exit 2), before any call. */
function refuseWarnings(warnings: readonly ConfigWarning[]): void {
  const [first] = warnings;
  if (first === undefined) return;
  const more = warnings.length > 1 ? `; ${warnings.length - 1} more warning(s) above` : '';
  throw new ConfigError(
    `${first.message} (--strict makes every warning an error${more})`,
    {
      ...(first.file !== undefined ? { file: first.file } : {}),
      ...(first.line !== undefined ? { line: first.line } : {}),
    },
    'fix what the warning names, or run without --strict',
  );
}

/** A target's `workspace.template` under the repository-root rule, like an eval file's. */
function refuseTemplateOutsideRoot(target: RawTarget, repoRoot: string, allowOutsideRoot: boolean): void {
  const template = target.workspace?.template;
  const real = template === undefined ? undefined : escapesRepoRoot(template, repoRoot, allowOutsideRoot);
  if (real === undefined) return;
  const line = target.source.keyLines?.workspace ?? target.source.line;
  throw new ConfigError(
    `target "${target.name}": workspace.template resolves to ${real}, outside the repository root ${repoRoot}`,
    { file: target.source.file, ...(line !== undefined ? { line } : {}) },
    `move it into the repository, or ${OUTSIDE_ROOT_FIX}`,
  );
}
