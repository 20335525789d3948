import { isSecretName } from '../redactor.js';
import path from 'node:path';
import { findRepoRoot, referencedFileRefusal } from '../../config/repo-paths.js';
import {
  findTargetsFile,
  readTargetsFile,
  selectTargetName,
  type RawTarget,
  type TargetKeys,
} from '../../config/load-targets-file.js';
import { formatWarning } from '../../config/yaml-source.js';
import { loadDotEnv } from '../../config/load-dot-env.js';
import type { loadEvalSuite } from '../../config/load-eval-suite.js';
import type { ConfigWarning, EvalSuite, TargetDefinition } from '../../config/types.js';
import type { ProviderRegistry } from '../provider.js';
import { ConfigError } from '../../errors/config-error.js';
import { missingJudgeWarnings } from '../provider-pipeline/missing-judges.js';
import type { EngineParts, RunOptions, SuiteLoader } from './run-options.js';
import { RunProviders } from './run-providers.js';
import type { Runtime } from '../runtime.js';
import { type RunTargetSources, targetLookup } from '../provider-pipeline/target-lookup.js';

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
  /** `--threshold`, else the eval files' `execution.threshold`, one for the run (files that disagree are refused). */
  threshold?: number;
  /** The factories of the provider kinds the run's targets name (loaded, when the door hands loaders). */
  providers: Partial<ProviderRegistry>;
}

/**
 * Loads `.env` (nearest first, never failing when absent), every eval file, and the targets
 * file. One targets file serves the run: the first found from the first eval file's folder
 * (documented in docs/cli.md). Warnings go to the logger; errors throw ConfigError.
 */
export async function prepareRun(
  options: RunOptions,
  runtime: Runtime,
  parts: Partial<Pick<EngineParts, 'providers' | 'providerLoaders' | 'loadSuite' | 'defaultEvaluators'>> = {},
): Promise<PreparedRun> {
  const { loadSuite } = parts;
  const providers = new RunProviders(parts);
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
  const suites = await loadSuites(options, runtime, loadSuite, warn);
  // Each eval file uses the targets file found from its own folder (AgentV resolves them per
  // file), unless --targets names one for the whole run.
  const find = (dir: string, root: string) =>
    findTargetsFile({ explicit: options.targetsPath, evalFileDir: dir, repoRoot: root, cwd: runtime.cwd });
  const fileOf = (suite: EvalSuite) => find(path.dirname(suite.filePath), suite.repoRoot);
  const targetsFile = find(evalDir, repoRoot);
  const files = await loadTargetsFiles([targetsFile, ...suites.map(fileOf)], options, runtime, providers, warn);
  // Targets a suite defines itself (a promptfoo config's providers) keep their names.
  const own = new Map<string, TargetDefinition>();
  for (const suite of suites) for (const target of suite.targets ?? []) own.set(target.name, target);
  const ownKinds = [...own.values()].map((target) => target.provider);
  // A dry run answers a name no file defines with a mock target (target-lookup.ts).
  await providers.load(options.dryRun ? [...ownKinds, 'mock'] : ownKinds);
  if (files.size === 0 && !options.dryRun && suites.some((suite) => needsTargetsFile(suite, own)))
    throw new ConfigError(
      `no targets.yaml found from ${path.relative(runtime.cwd, evalDir) || '.'} up to ${repoRoot} or in the current ` +
        `folder`,
      {},
      'create a targets.yaml next to your eval files, pass --targets <file>, or use --dry-run',
    );
  // Targets of the first eval file's targets file keep their plain names; others are qualified
  // with their file (`default@sub/targets.yaml`) so two files' `default` never collide.
  const qualify = (name: string, file: string | undefined) =>
    file === undefined || file === targetsFile || name.includes('@')
      ? name
      : `${name}@${path.relative(runtime.cwd, file)}`;
  const raw = qualifiedTargets(files, qualify);
  const dryRun = Boolean(options.dryRun);
  const suiteFiles = new Map(suites.map((suite) => [suite, fileOf(suite)]));
  const fileOfSuite = (suite: EvalSuite) => suiteFiles.get(suite);
  const targetNameFor = targetNamer(options.targetOverride, { raw, own, qualify, fileOf: fileOfSuite });
  warn(missingJudgeWarnings(suites, { targets: raw, targetNameFor, defaultEvaluators: parts.defaultEvaluators ?? [] }));
  if (options.strict) refuseWarnings(warned);
  // --threshold wins over the files' execution.threshold (and settles files that disagree), as in agentv.
  const threshold = options.threshold ?? suiteThreshold(suites);
  return {
    suites,
    ...(threshold !== undefined ? { threshold } : {}),
    repoRoot,
    targetSecrets: [...raw.values(), ...own.values()].flatMap((target) => targetSecrets(target.config, runtime.env)),
    ...(targetsFile ? { targetsFile } : {}),
    lookup: targetLookup({ raw, own, qualify, targetsFile, env: runtime.env, dryRun }),
    defines: (name) => raw.has(name) || own.has(name),
    targetNameFor,
    providers: providers.registry,
  };
}

/**
 * The run's `execution.threshold` from its eval files. AgentV 4.42.4 applies the first file's to the
 * whole run; here files that set different ones are refused rather than decided by their order.
 */
function suiteThreshold(suites: readonly EvalSuite[]): number | undefined {
  const set = suites.filter((suite) => suite.threshold !== undefined);
  const [first] = set;
  const other = set.find((suite) => suite.threshold !== first?.threshold);
  if (first === undefined || other === undefined) return first?.threshold;
  throw new ConfigError(
    `execution.threshold is ${first.threshold} in ${first.filePath} and ${other.threshold} in ${other.filePath}`,
    { file: other.filePath },
    'set the same threshold in every eval file of the run, or pass --threshold <n> for the whole run',
  );
}

/**
 * The target name of a case: CLI override (not "default") > case > file > "default", under its
 * name in the run; a suite's own target named by a case wins unless the CLI names another.
 */
function targetNamer(
  override: string | undefined,
  names: Pick<RunTargetSources, 'raw' | 'own' | 'qualify'> & { fileOf(suite: EvalSuite): string | undefined },
): PreparedRun['targetNameFor'] {
  return (suite, caseTarget) => {
    if (override === undefined || override === 'default') {
      if (caseTarget !== undefined && names.own.has(caseTarget)) return caseTarget;
    }
    const name = selectTargetName(override, caseTarget ?? suite.targetName);
    const qualified = names.qualify(name, names.fileOf(suite));
    return names.raw.has(qualified) ? qualified : name;
  };
}

/** Every eval file of the run, read by the door's loader when it knows the format, else by the config room. */
async function loadSuites(
  options: RunOptions,
  runtime: Runtime,
  loadSuite: SuiteLoader | undefined,
  warn: (warnings: readonly ConfigWarning[]) => void,
): Promise<EvalSuite[]> {
  const suites: EvalSuite[] = [];
  for (const file of options.evalFiles) {
    const loadOptions = {
      repoRoot: findRepoRoot(path.dirname(file), runtime.cwd),
      allowOutsideRoot: options.allowOutsideRoot,
      ...(options.maxCases !== undefined ? { maxCases: options.maxCases } : {}),
      env: runtime.env,
      cwd: runtime.cwd,
    };
    const { suite, warnings } = (await loadSuite?.(file, loadOptions)) ?? (await loadAgentvSuite(file, loadOptions));
    warn(warnings);
    suites.push(suite);
  }
  return suites;
}

/** An AgentV eval file (2.x or 4.x): its loader and schemas are imported by the first one a run reads. */
async function loadAgentvSuite(
  file: string,
  options: Parameters<typeof loadEvalSuite>[1],
): ReturnType<typeof loadEvalSuite> {
  const loader = await import('../../config/load-eval-suite.js');
  return loader.loadEvalSuite(file, options);
}

/**
 * Each targets file the run's eval files use, read once, its targets by their names in the file; the
 * provider kinds it names are loaded, and what they read checks its targets' keys.
 */
async function loadTargetsFiles(
  found: ReadonlyArray<string | undefined>,
  options: RunOptions,
  runtime: Runtime,
  providers: RunProviders,
  warn: (warnings: readonly ConfigWarning[]) => void,
): Promise<Map<string, Map<string, RawTarget>>> {
  const files = new Map<string, Map<string, RawTarget>>();
  for (const file of new Set(found)) {
    if (file === undefined || files.has(file)) continue;
    const loaded = readTargetsFile(file);
    const registry = await providers.load([...loaded.targets.values()].map((target) => target.provider));
    warn([...loaded.warnings, ...(providers.known ? loaded.unknownKeys(targetKeysOf(registry)) : [])]);
    for (const target of loaded.targets.values())
      refuseTemplateOutsideRoot(target, findRepoRoot(path.dirname(file), runtime.cwd), options.allowOutsideRoot);
    files.set(file, loaded.targets);
  }
  return files;
}

/** A suite with targets of its own needs no targets file unless a case names another target. */
function needsTargetsFile(suite: EvalSuite, own: ReadonlyMap<string, TargetDefinition>): boolean {
  if (suite.targets === undefined) return true;
  for (let i = 0; i < suite.cases.count; i++) {
    const name = suite.cases.targetName(i);
    if (name !== undefined && !own.has(name)) return true;
  }
  return false;
}

/** The targets of every targets file under their names in the run (`qualify`), judge targets too. */
function qualifiedTargets(
  files: ReadonlyMap<string, ReadonlyMap<string, RawTarget>>,
  qualify: (name: string, file: string | undefined) => string,
): Map<string, RawTarget> {
  const raw = new Map<string, RawTarget>();
  for (const [file, targets] of files) {
    for (const [name, target] of targets) {
      const key = qualify(name, file);
      const judgeTarget = target.judgeTarget === undefined ? undefined : qualify(target.judgeTarget, file);
      raw.set(key, { ...target, name: key, ...(judgeTarget !== undefined ? { judgeTarget } : {}) });
    }
  }
  return raw;
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
  const refusal = template === undefined ? undefined : referencedFileRefusal(template, { repoRoot, allowOutsideRoot });
  if (refusal === undefined) return;
  const line = target.source.keyLines?.workspace ?? target.source.line;
  throw new ConfigError(
    `target "${target.name}": workspace.template ${refusal.reason}`,
    { file: target.source.file, ...(line !== undefined ? { line } : {}) },
    refusal.fix,
  );
}
