import { promises as fs } from 'node:fs';
import path from 'node:path';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runChild, type ChildRun } from '../test-support/run-child.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { mockTargets } from '../test-support/eval-files.js';

/**
 * The selection flags through the built CLI as a child process: which cases a run takes
 * (`--rerun-failed`/`--filter-failing`, `--tag`/`--exclude-tag`, `--filter-metadata`,
 * `--sample`/`--seed`), what its summary says about it, and `compare` of a selected run with a
 * whole one.
 */
const CLI = builtBundle('cli');

function agentv(cwd: string, ...args: string[]): Promise<ChildRun> {
  return runChild(process.execPath, [CLI, ...args], { cwd, env: { ...process.env, TERM: 'dumb' } });
}

/** A mock target answering "alpha beta gamma": a case whose criteria share no word with it fails. */
const TARGETS = mockTargets('response: "alpha beta gamma"');

/** An AgentV tests file with `tags` and cases `<prefix>-<i>`; the ids listed in `failing` fail. */
function testsFile(prefix: string, tags: string[], count: number, failing: number[] = []): string {
  const tests = Array.from({ length: count }, (_, i) =>
    lines(
      `  - id: ${prefix}-${i}`,
      `    input: question ${i}`,
      `    criteria: ${failing.includes(i) ? 'zeta eta theta' : 'alpha beta gamma'}`,
      `    metadata: {area: ${i % 2 === 0 ? 'billing' : 'refunds'}}`,
    ),
  );
  return `tags: [${tags.join(', ')}]\ntests:\n${tests.join('')}`;
}

async function ids(file: string): Promise<string[]> {
  const text = await fs.readFile(file, 'utf8');
  return text
    .trimEnd()
    .split('\n')
    .map((line) => (JSON.parse(line) as { eval_id: string }).eval_id)
    .sort();
}

let root: string;
beforeAll(async () => {
  root = await makeTempRepo({
    'evals/targets.yaml': TARGETS,
    'evals/smoke.eval.yaml': testsFile('smoke', ['smoke', 'fast'], 4, [1, 2]),
    'evals/deep.eval.yaml': testsFile('deep', ['slow'], 12),
  });
});
afterAll(() => removeTempRepo(root));

const evals = () => path.join(root, 'evals/*.eval.yaml');

describe('--rerun-failed', () => {
  it('runs only the cases that failed in the results file, under either spelling', async () => {
    const full = path.join(root, 'full.jsonl');
    expect((await agentv(root, 'eval', evals(), '--out', full)).code).toBe(0);
    expect(await ids(full)).toHaveLength(16);
    for (const flag of ['--rerun-failed', '--filter-failing']) {
      const out = path.join(root, `rerun${flag}.jsonl`);
      const run = await agentv(root, 'eval', evals(), '--out', out, flag, full);
      expect(run.code).toBe(0);
      expect(await ids(out)).toEqual(['smoke-1', 'smoke-2']);
      expect(run.stdout).toContain(`Selection: failed or errored in ${full}`);
    }
  });

  it('says so, exit 2, when nothing failed there', async () => {
    const green = path.join(root, 'green.jsonl');
    expect((await agentv(root, 'eval', path.join(root, 'evals/deep.eval.yaml'), '--out', green)).code).toBe(0);
    const run = await agentv(root, 'eval', evals(), '--out', path.join(root, 'x.jsonl'), '--rerun-failed', green);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--rerun-failed: no case failed or errored there');
  });
});

describe('--tag and --exclude-tag', () => {
  it("select by a tests file's tags, given once or more", async () => {
    const smoke = path.join(root, 'smoke.jsonl');
    expect((await agentv(root, 'eval', evals(), '--out', smoke, '--tag', 'fast')).code).toBe(0);
    expect(await ids(smoke)).toEqual(['smoke-0', 'smoke-1', 'smoke-2', 'smoke-3']);
    const both = path.join(root, 'both.jsonl');
    await agentv(root, 'eval', evals(), '--out', both, '--tag', 'fast', '--tag', 'slow');
    expect(await ids(both)).toHaveLength(16);
    const notSlow = path.join(root, 'not-slow.jsonl');
    const run = await agentv(root, 'eval', evals(), '--out', notSlow, '--exclude-tag', 'slow');
    expect(await ids(notSlow)).toEqual(['smoke-0', 'smoke-1', 'smoke-2', 'smoke-3']);
    expect(run.stdout).toContain('Selection: not tag slow');
  });

  it('a tag no case has is a typo: exit 2 naming the tags there are', async () => {
    const run = await agentv(root, 'eval', evals(), '--out', path.join(root, 'y.jsonl'), '--tag', 'smok');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--tag: no case has the tag "smok"; the cases' tags are fast, slow, smoke`);
  });
});

describe('--filter-metadata', () => {
  it("keeps the cases whose metadata holds the value, every pair matching, as promptfoo's flag", async () => {
    const out = path.join(root, 'billing.jsonl');
    const run = await agentv(root, 'eval', evals(), '--out', out, '--filter-metadata', 'area=bill', '--tag', 'fast');
    expect(await ids(out)).toEqual(['smoke-0', 'smoke-2']);
    expect(run.stdout).toContain('Selection: tag fast; metadata area=bill');
    const bad = await agentv(root, 'eval', evals(), '--out', out, '--filter-metadata', 'area');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--filter-metadata must be key=value pairs');
  });
});

describe('--filter-metadata on a promptfoo config', () => {
  it("matches a test's metadata as promptfoo does: a list item holding the value, every pair", async () => {
    await fs.writeFile(
      path.join(root, 'promptfooconfig.yaml'),
      lines(
        'prompts: ["Say {{ name }}"]',
        'providers: [echo]',
        'tests:',
        '  - vars: {name: Ada}',
        '    metadata: {area: billing, owners: [ann, bob]}',
        '    assert: [{type: contains, value: Ada}]',
        '  - vars: {name: Bo}',
        '    metadata: {area: refunds, owners: [cy]}',
        '    assert: [{type: contains, value: Bo}]',
        '  - vars: {name: Cy}',
        '    assert: [{type: contains, value: Cy}]',
      ),
    );
    const config = path.join(root, 'promptfooconfig.yaml');
    const picked = async (...pairs: string[]) => {
      const out = path.join(root, `pf-${pairs.join('-')}.jsonl`);
      const run = await agentv(root, 'eval', config, '--out', out, ...pairs.flatMap((p) => ['--filter-metadata', p]));
      expect(run.code).toBe(0);
      return ids(out);
    };
    expect(await picked('owners=bo')).toEqual(['test-1']);
    expect(await picked('area=n')).toEqual(['test-1', 'test-2']);
    expect(await picked('area=n', 'owners=c')).toEqual(['test-2']);
  });
});

describe('--sample with --seed', () => {
  it('runs n cases, the same ones for the same seed whatever the workers, others for another seed', async () => {
    const picked = async (seed: string, workers: string) => {
      const out = path.join(root, `sample-${seed}-${workers}.jsonl`);
      const run = await agentv(
        root,
        'eval',
        evals(),
        '--out',
        out,
        '--sample',
        '5',
        '--seed',
        seed,
        '--workers',
        workers,
      );
      expect(run.stdout).toContain(`Selection: sample of 5 (seed ${seed})`);
      return ids(out);
    };
    const first = await picked('7', '1');
    expect(first).toHaveLength(5);
    expect(await picked('7', '4')).toEqual(first);
    const seeds = await Promise.all(['8', '9', '10'].map((seed) => picked(seed, '2')));
    expect(seeds.some((other) => other.join() !== first.join())).toBe(true);
  });

  it('writes the selection into the summary JSON', async () => {
    const summary = path.join(root, 'summary.json');
    const out = path.join(root, 'sample-json.jsonl');
    await agentv(root, 'eval', evals(), '--out', out, '--sample', '3', '--summary-json', summary);
    const json = JSON.parse(await fs.readFile(summary, 'utf8')) as { selection?: string };
    expect(json.selection).toBe('sample of 3 (seed 0)');
  });
});

describe('compare of a selected run with a whole baseline', () => {
  it('compares only the selected cases and says how many baseline cases were not selected', async () => {
    const full = path.join(root, 'baseline.jsonl');
    await agentv(root, 'eval', evals(), '--out', full);
    const some = path.join(root, 'some.jsonl');
    await agentv(root, 'eval', evals(), '--out', some, '--tag', 'fast');
    const run = await agentv(root, 'compare', full, some, '--format', 'table');
    expect(run.stdout).toContain('4 matched');
    expect(run.stdout).toContain('12 baseline case(s) not in file2 (a selected run: tag fast) were not compared');
  });
});
