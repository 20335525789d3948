import { promises as fs } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';
import { ConfigError, fileErrorReason } from '../errors/config-error.js';

/** Eval suites: YAML files and AgentV's JSONL datasets (and a promptfoo config in JSON). */
const EVAL_FILE = /\.(ya?ml|jsonl)$|(^|[\\/])promptfooconfig\.json$/i;
/** promptfoo's config file: its folder's other YAML files are its prompts, tests and vars. */
const PROMPTFOO_CONFIG = /(^|[\\/])promptfooconfig\.(ya?ml|json)$/i;
/** Config files that live beside eval files but are never eval suites themselves. */
const NOT_EVAL_FILES = new Set(['targets.yaml', 'targets.yml', '.agentv.yaml', '.agentv.yml']);
/** `.agentv` holds targets and result files (`results/*.yaml`), which must not be run as suites. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.agentv']);
const GLOB_MAGIC = /[*?[\]{}()!]/;

/**
 * Expands eval arguments (files, folders, globs) into absolute YAML paths, deduplicated and
 * sorted so runs are deterministic. Throws a ConfigError when nothing matched at all.
 */
export async function resolveEvalPaths(args: readonly string[], cwd: string): Promise<string[]> {
  const found = new Set<string>();
  for (const arg of args) {
    for (const file of await expandArgument(arg, cwd)) found.add(file);
  }
  if (found.size === 0) {
    const list = args.length > 0 ? args.map((a) => `"${a}"`).join(', ') : '(none given)';
    throw new ConfigError(
      `no eval files matched ${list} (looked for *.yaml / *.yml / *.jsonl relative to ${cwd})`,
      {},
      'pass an existing eval file, a folder containing eval YAML files, or a quoted glob such as "evals/**/*.yaml"',
    );
  }
  return [...found].sort();
}

async function expandArgument(arg: string, cwd: string): Promise<string[]> {
  const absolute = path.resolve(cwd, arg);
  const stat = await fs.stat(absolute).catch((error: unknown) => ignoreMissing(error, absolute));
  if (stat?.isFile()) return EVAL_FILE.test(absolute) ? [absolute] : [];
  if (stat?.isDirectory()) return suitesIn(await listYamlFiles(absolute));
  if (!GLOB_MAGIC.test(arg)) return [];
  return expandGlob(arg, cwd);
}

/** AgentV 4.x names its suites `*.eval.yaml` (or `eval.yaml`); its case files are plain YAML. */
const AGENTV4_SUITE = /(^|[\\/])([^\\/]+\.)?eval\.ya?ml$/i;

/**
 * A folder's suites: its promptfoo configs (`promptfooconfig.yaml`, whose folders are theirs), and
 * besides them, when it holds AgentV 4.x suites (`*.eval.yaml`), only those (AgentV's own rule, so
 * the case files they reference are not run on their own); otherwise every YAML and JSONL file
 * (the 2.x layout).
 */
function suitesIn(files: string[]): string[] {
  const { configs, rest } = promptfooOwned(files);
  const agentv4 = rest.filter((file) => AGENTV4_SUITE.test(file));
  return [...configs, ...(agentv4.length > 0 ? agentv4 : rest)];
}

/** A promptfoo config's folder belongs to it: the YAML beside and below it are its prompts, tests and vars. */
function promptfooOwned(files: string[]): { configs: string[]; rest: string[] } {
  const configs = files.filter((file) => PROMPTFOO_CONFIG.test(file));
  const owned = configs.map((file) => path.dirname(file) + path.sep);
  return {
    configs,
    rest: files.filter((file) => !configs.includes(file) && !owned.some((dir) => file.startsWith(dir))),
  };
}

async function expandGlob(pattern: string, cwd: string): Promise<string[]> {
  const absolutePattern = toPosix(path.resolve(cwd, pattern));
  const segments = absolutePattern.split('/');
  const firstMagic = segments.findIndex((s) => GLOB_MAGIC.test(s));
  const base = segments.slice(0, firstMagic).join('/') || '/';
  const candidates = await listYamlFiles(path.resolve(base));
  const { configs, rest } = promptfooOwned(candidates.filter((file) => minimatch(toPosix(file), absolutePattern)));
  return [...configs, ...rest];
}

async function listYamlFiles(dir: string): Promise<string[]> {
  const entries =
    (await fs.readdir(dir, { withFileTypes: true }).catch((error: unknown) => ignoreMissing(error, dir))) ?? [];
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...(await listYamlFiles(full)));
    } else if (entry.isFile() && EVAL_FILE.test(entry.name) && !NOT_EVAL_FILES.has(entry.name)) {
      files.push(full);
    }
  }
  // A JSONL dataset's sidecar YAML holds its defaults, not cases: it is never a suite of its own.
  const sidecars = new Set(
    files
      .filter((f) => /\.jsonl$/i.test(f))
      .flatMap((f) => [f.replace(/\.jsonl$/i, '.yaml'), f.replace(/\.jsonl$/i, '.yml')]),
  );
  return files.filter((f) => !sidecars.has(f));
}

/**
 * A path that does not exist simply matches nothing; any other failure (permission denied, …)
 * must not be reported as "no match", which would send the user looking in the wrong place.
 */
function ignoreMissing(error: unknown, target: string): undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
  throw new ConfigError(
    `cannot read eval path: ${fileErrorReason(error)}`,
    { file: target },
    'fix its permissions (the user running agentv must be able to read it), or pass another path',
  );
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
