import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import YAML from 'yaml';

// GitLab's published CI schema, as gitlab-ci-local ships it (see ci-examples.test.ts).
const SCHEMA_MODULE = 'gitlab-ci-local/src/schema/schema.js';
const { schema: gitlabCiSchema } = (await import(SCHEMA_MODULE)) as { schema: Record<string, unknown> };

const PAGE = 'docs/distributed-runs.md';
const run = promisify(execFile);

/** The page's ```yaml blocks whose first line is `# <name>`. */
function blocks(name: RegExp): string[] {
  const text = readFileSync(PAGE, 'utf8');
  return [...text.matchAll(/^```yaml\n(# (\S+)\n[\s\S]*?)^```$/gm)]
    .filter((m) => name.test(m[2] ?? ''))
    .map((m) => m[1] ?? '');
}

describe('docs/distributed-runs.md', () => {
  it("its GitHub workflows pass actionlint (the README's check)", async () => {
    const { stdout } = await run(process.execPath, ['scripts/lint-readme-workflows.mjs', '--readme', PAGE]);
    expect(stdout).toContain(`${PAGE}: 3 workflow(s) pass actionlint`);
  }, 60_000);

  it("its GitLab CI file is valid against GitLab's CI schema, with parallel: and a redis service", () => {
    const [text] = blocks(/^\.gitlab-ci\.yml$/);
    const config = YAML.parse(text ?? '') as Record<string, { parallel?: number; services?: unknown[] }>;
    const validate = new Ajv({ allErrors: true, strict: false, validateFormats: false }).compile(gitlabCiSchema);
    expect(validate(config) ? [] : validate.errors).toEqual([]);
    expect(config.eval?.parallel).toBe(3);
    expect(config['eval-one-job']?.services).toEqual([{ name: 'redis:7', alias: 'redis' }]);
  });

  it('every process of a run gets --queue and --run-id', () => {
    const text = readFileSync(PAGE, 'utf8');
    const evals = text.match(/agentv-action eval [^\n]*(\n[^\n]*){0,3}/g) ?? [];
    expect(evals.length).toBeGreaterThanOrEqual(4);
    for (const command of evals) expect(command).toMatch(/--queue [\s\S]*--run-id /);
  });
});
