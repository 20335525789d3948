import path from 'node:path';
import type { EvalSuite, TargetDefinition } from '../config/types.js';
import type { SuiteLoader } from '../engine/run/run-options.js';
import { buildCases, type Column, readsConversation } from './build-cases.js';
import { type Agentv5Suite, fromAgentv5, isAgentv5Suite } from './agentv5-dialect.js';
import { graderTargets } from './grader-targets.js';
import { nunjucksEnvironment, renderEnvOnly, type NunjucksFilter } from './nunjucks-env.js';
import { refuseMisspeltConfigKeys } from './config-key-typos.js';
import { dereferenceConfig } from './config-refs.js';
import { readConfigFile, topKeyWarnings } from './promptfoo-config-file.js';
import { failedTestsExit } from './promptfoo-env.js';
import { readPrompts } from './read-prompts.js';
import { type PromptfooProvider, readProviders } from './provider-targets.js';
import { isRecord } from '../config/is-record.js';
import { readSuiteTests, type SuiteTestSource } from './read-suite-tests.js';
import { refuse } from './refuse.js';
import { rootGuard, type RootGuard } from './root-guard.js';
import { checkFileReferences, referenceLines } from './file-references.js';
import { DEFAULT_MAX_CASES } from './expand-tests.js';
import type { YamlSource } from '../config/yaml-source.js';
import type { RootRule } from '../config/repo-paths.js';
import { importUserModule } from '../config/import-user-module.js';
import { toWorkspaceConfig } from '../config/targets-file-schema.js';

type LoadOptions = Parameters<SuiteLoader>[1];

/**
 * Reads a promptfoo config into a suite of ours: one case per result promptfoo would record, each
 * with its provider's target, its rendered prompt and its test's assertions; the providers and
 * graders as the suite's own targets. Returns undefined for a file that is not a promptfoo config.
 */
export const loadPromptfooSuite: SuiteLoader = async (filePath, options) => {
  const found = await readConfigFile(filePath);
  if (!found) return undefined;
  const { file } = found;
  const agentv5 = isAgentv5Suite(found.data) ? fromAgentv5(found.data, file) : undefined;
  if (!agentv5) refuseMisspeltConfigKeys(found.source);
  const written = agentv5 ? agentv5.config : found.data;
  if (!isRecord(written)) return undefined;
  const data = dereferenceConfig(written, file);
  const warnings = topKeyWarnings(data, file);
  const { config, engine, src } = await renderConfig(data, found, options);
  await checkFileReferences(config, src.configDir, src.guard);
  const labelBase = path.relative(options.cwd ?? src.configDir, src.configDir);
  const prompts = await readPrompts(config.prompts, { ...src, labelBase, agentv5: agentv5 !== undefined });
  const conversation = usesConversation(prompts, src);
  const { providers, columns } = await readColumns(config, agentv5, src);
  // Providers read from a file:// list bring their own references (config, transform).
  await checkFileReferences(providers, src.configDir, src.guard);
  const tests = await readSuiteTests(config, agentv5 !== undefined, src, warnings);
  // AgentV 5's suite graders are named by their id, as a config's providers are by their label.
  const suiteGraders = (agentv5?.graders ?? []).map((target) => ({
    id: target.name,
    label: target.name,
    config: {},
    target,
  }));
  const graders = graderTargets(tests, [...providers, ...suiteGraders], src);
  const cases = await buildCases({
    tests,
    prompts,
    columns,
    agentv5: agentv5 !== undefined,
    graders: graders.names,
    engine,
    configDir: src.configDir,
    configFile: src.configFile,
    env: src.env,
    conversation,
    guard: src.guard,
    rootRule: src.rootRule,
  });
  const targets = [
    ...providers.map((p) => p.target),
    ...(agentv5?.targets ?? []).flatMap((t) => (t.definition ? [t.definition] : [])),
    ...suiteGraders.map((g) => g.target),
    ...graders.targets,
  ];
  const suite = suiteOf(config, { file, options, cases, targets, env: src.env });
  if (conversation)
    suite.serial =
      'a prompt reads _conversation, so its tests run one after another, each sent the earlier turns (as promptfoo)';
  // AgentV 5's host environment: every case in a fresh copy of its workdir.
  if (agentv5?.workdir !== undefined) suite.workspace = toWorkspaceConfig({ template: agentv5.workdir }, file);
  return { suite, warnings };
};

/** What the config's readers share: its file and folder, the run's environment with `env:` over it, the root guard. */
interface ConfigSource extends SuiteTestSource {
  configEnv?: Record<string, unknown>;
  rootRule: RootRule;
}

/**
 * The config with its `env:` applied: `{{ env.X }}` rendered everywhere, the run's environment
 * for its readers, and the nunjucks engine (with the config's filters) that renders its prompts.
 */
async function renderConfig(
  data: Record<string, unknown>,
  { file, source }: { file: string; source: YamlSource },
  options: LoadOptions,
) {
  const env = options.env ?? {};
  const configDir = path.dirname(file);
  const baseEngine = nunjucksEnvironment({ env });
  const configEnv = isRecord(data.env)
    ? (renderEnvOnly(data.env, env, baseEngine) as Record<string, unknown>)
    : undefined;
  const config = renderEnvOnly(data, { ...env, ...configEnv }, baseEngine) as Record<string, unknown>;
  const rootRule = { repoRoot: options.repoRoot, allowOutsideRoot: options.allowOutsideRoot ?? false };
  const guard = rootGuard(file, rootRule, referenceLines(source, configDir));
  const filters = await loadFilters(config.nunjucksFilters, configDir, file, guard);
  const engine = nunjucksEnvironment({ env, ...(configEnv ? { configEnv } : {}), filters });
  const runEnv = { ...env, ...stringValues(configEnv) };
  const src: ConfigSource = {
    configFile: file,
    configDir,
    env: runEnv,
    guard,
    rootRule,
    source,
    maxCases: options.maxCases ?? DEFAULT_MAX_CASES,
    ...(configEnv ? { configEnv } : {}),
  };
  return { config, engine, src };
}

/**
 * Whether the config's prompts are sent `_conversation`: promptfoo fills it, for a prompt that
 * reads it, with the earlier turns of the same provider and prompt, running every test one after
 * another (concurrency 1), unless `PROMPTFOO_DISABLE_CONVERSATION_VAR` is set.
 */
function usesConversation(prompts: Array<{ raw: string }>, src: ConfigSource): boolean {
  if (/^(true|1|yes|on)$/i.test(src.env.PROMPTFOO_DISABLE_CONVERSATION_VAR ?? '')) return false;
  return prompts.some((p) => readsConversation(p.raw));
}

/** The suite's columns: the config's providers, then AgentV 5's targets; a config with none is refused. */
async function readColumns(
  config: Record<string, unknown>,
  agentv5: Agentv5Suite | undefined,
  src: ConfigSource,
): Promise<{ providers: PromptfooProvider[]; columns: Column[] }> {
  const providers =
    config.providers !== undefined || (!agentv5 && config.targets !== undefined)
      ? await readProviders(config.providers ?? config.targets, src)
      : [];
  const columns: Column[] = [
    ...providers.map((provider) => ({ provider, target: provider.target.name })),
    ...(agentv5?.targets ?? []).map((t) => ({ target: t.name })),
  ];
  if (columns.length === 0)
    refuse(src.configFile, 'the config names no provider', 'add providers: (e.g. - openai:chat:gpt-4.1-mini)');
  return { providers, columns };
}

/** The suite of the config's cases: its name, repeat count and when it fails, as promptfoo reads them. */
function suiteOf(
  config: Record<string, unknown>,
  built: {
    file: string;
    options: LoadOptions;
    cases: EvalSuite['cases'];
    targets: TargetDefinition[];
    env: Record<string, string | undefined>;
  },
): EvalSuite {
  const { file, options } = built;
  const configDir = path.dirname(file);
  const evaluate = isRecord(config.evaluateOptions) ? config.evaluateOptions : {};
  return {
    filePath: file,
    repoRoot: options.repoRoot,
    dataset:
      typeof config.description === 'string' && config.description
        ? config.description
        : typeof config.name === 'string'
          ? config.name
          : path.basename(configDir) || 'promptfoo',
    ...(typeof config.description === 'string' ? { description: config.description } : {}),
    evaluators: [],
    iterations: typeof evaluate.repeat === 'number' && evaluate.repeat >= 1 ? Math.floor(evaluate.repeat) : 1,
    cases: built.cases,
    // The config's own; AgentV 5's `target: <name>` is found in targets.yaml.
    targets: built.targets,
    verdictBy: 'evaluators',
    failedTests: failedTestsExit(built.env),
  };
}

/** `nunjucksFilters: { name: path/to/filter.js }`: each module's default export. */
async function loadFilters(
  value: unknown,
  configDir: string,
  file: string,
  guard: RootGuard,
): Promise<Record<string, NunjucksFilter>> {
  const filters: Record<string, NunjucksFilter> = {};
  if (!isRecord(value)) return filters;
  for (const [name, ref] of Object.entries(value)) {
    const loaded = (await importUserModule(guard(path.resolve(configDir, String(ref).replace(/^file:\/\//, '')))).catch(
      () => undefined,
    )) as { default?: unknown } | undefined;
    const fn = loaded?.default;
    if (typeof fn !== 'function')
      refuse(
        file,
        `nunjucks filter ${name} (${String(ref)}) does not export a function`,
        "export the filter as the module's default",
      );
    filters[name] = fn as NunjucksFilter;
  }
  return filters;
}

function stringValues(record: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record ?? {})
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
}
