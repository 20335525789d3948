import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { documentationPages, workflowBlocks } from '../../scripts/lint-readme-workflows.mjs';

/**
 * The workflows of the README and docs/ as a runner reads them: each job's steps that use this Action, with the
 * inputs a runner passes (the step's `with:`, then action.yml's defaults) and the step's `env:`,
 * every `${{ … }}` evaluated. A change to a documented workflow is a change to what the tests run.
 */

/** One job of a README workflow that uses this Action. */
export interface ReadmeJob {
  name: string;
  /** The matrix values the job runs with (one entry per matrix combination; `[{}]` without a matrix). */
  matrix: Record<string, string>[];
  /** Whether the job checks the repository out (`actions/checkout`) before the Action's step. */
  checkout: boolean;
  with: Record<string, string>;
  env: Record<string, string>;
}

/** One documented workflow: its file name, the page and line it starts on, and its jobs using this Action. */
export interface ReadmeWorkflow {
  file: string;
  page: string;
  line: number;
  jobs: ReadmeJob[];
}

/** What the `${{ … }}` expressions of a step see. */
export interface ExpressionScope {
  /** `secrets.*`: a fork's pull request gets none (an unset secret reads as ''). */
  secrets: Record<string, string>;
  labels: string[];
  matrix: Record<string, string>;
  /** `github.token`, the default of the github-token input. */
  githubToken: string;
}

const THIS_ACTION = /(^|\/)agentv-action@/;

/**
 * Every workflow block of `pages` (the README and docs/) that runs this Action; a block shown word for
 * word on two pages (the README's basic workflow opens the Action page too) is one workflow, at its first place.
 */
export function readmeWorkflows(pages: readonly string[] = documentationPages()): ReadmeWorkflow[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => workflowBlocks(readFileSync(page, 'utf8')).map((block) => ({ ...block, page })))
    .filter((block) => !seen.has(block.text) && seen.add(block.text))
    .map((block) => ({ file: block.file, page: block.page, line: block.line, jobs: jobsOf(parse(block.text)) }))
    .filter((workflow) => workflow.jobs.length > 0);
}

type Yaml = Record<string, unknown>;

function jobsOf(workflow: Yaml): ReadmeJob[] {
  const jobs: ReadmeJob[] = [];
  for (const [name, job] of Object.entries((workflow.jobs ?? {}) as Record<string, Yaml>)) {
    const steps = (job.steps ?? []) as Yaml[];
    const index = steps.findIndex((s) => typeof s.uses === 'string' && THIS_ACTION.test(s.uses));
    const step = steps[index];
    if (!step) continue;
    const matrix = ((job.strategy as Yaml | undefined)?.matrix ?? {}) as Record<string, unknown[]>;
    jobs.push({
      name,
      matrix: combinations(matrix),
      checkout: steps.slice(0, index).some((s) => String(s.uses ?? '').startsWith('actions/checkout@')),
      with: strings(step.with),
      env: strings(step.env),
    });
  }
  return jobs;
}

function strings(map: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries((map ?? {}) as Yaml).map(([k, v]) => [k, String(v)]));
}

function combinations(matrix: Record<string, unknown[]>): Record<string, string>[] {
  return Object.entries(matrix).reduce<Record<string, string>[]>(
    (all, [key, values]) => all.flatMap((partial) => values.map((v) => ({ ...partial, [key]: String(v) }))),
    [{}],
  );
}

/** The Action's declared inputs and their defaults (undefined: no default, the runner passes nothing). */
export function actionInputDefaults(actionPath = 'action.yml'): Record<string, string | undefined> {
  const inputs = (parse(readFileSync(actionPath, 'utf8')) as Yaml).inputs as Record<string, Yaml>;
  return Object.fromEntries(
    Object.entries(inputs).map(([name, spec]) => [name, spec.default === undefined ? undefined : String(spec.default)]),
  );
}

/**
 * The `INPUT_*` variables a runner gives the step: each declared input from the step's `with:`,
 * else its default; expressions evaluated in `scope`.
 */
export function runnerInputs(job: ReadmeJob, scope: ExpressionScope): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(actionInputDefaults())) {
    const raw = job.with[name] ?? fallback;
    if (raw !== undefined) out[`INPUT_${name.toUpperCase()}`] = evaluate(raw, scope);
  }
  return out;
}

/** The step's `env:`, evaluated. */
export function stepEnv(job: ReadmeJob, scope: ExpressionScope): Record<string, string> {
  return Object.fromEntries(Object.entries(job.env).map(([name, value]) => [name, evaluate(value, scope)]));
}

/**
 * `${{ … }}` as the runner would evaluate the few expressions the README uses; any other
 * expression is an error naming it, so a new one in the README is taught here rather than guessed.
 */
export function evaluate(text: string, scope: ExpressionScope): string {
  return text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => {
    const secret = /^secrets\.(\w+)$/.exec(expression);
    if (secret) return scope.secrets[secret[1] ?? ''] ?? '';
    if (expression === 'github.token') return scope.githubToken;
    const matrix = /^matrix\.(\w+)$/.exec(expression);
    if (matrix?.[1] && scope.matrix[matrix[1]] !== undefined) return scope.matrix[matrix[1]] ?? '';
    const label = /^contains\(github\.event\.pull_request\.labels\.\*\.name, '([^']+)'\)$/.exec(expression);
    if (label) return String(scope.labels.includes(label[1] ?? ''));
    throw new Error(`the README's workflows use \${{ ${expression} }}, which this test cannot evaluate yet`);
  });
}
