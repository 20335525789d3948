import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { ACTION_INPUT_NAMES, parseInputs } from '../../src/action/input-helper.js';
import { splitList } from '../../src/action/input-helper.js';
import { ConfigError } from '../../src/errors/config-error.js';

const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('parseInputs', () => {
  it('declares exactly the inputs action.yml documents, in the same order', () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as {
      inputs: Record<string, unknown>;
      runs: { using: string; main: string };
    };
    expect(ACTION_INPUT_NAMES).toEqual(Object.keys(action.inputs));
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/action/index.js' });
  });

  it('applies the defaults when only paths is given', () => {
    const { run, inputs } = parseInputs(read({ paths: 'evals' }), '/work/space', Date.UTC(2025, 0, 2, 3, 4, 5));
    expect(inputs).toEqual({
      paths: ['evals'],
      shardMerge: false,
      githubToken: '',
      artifactName: 'agentv-results-default',
      comment: true,
      commentKey: 'default',
      commentOnPush: true,
      onlyChanged: false,
      force: false,
      forkWithoutSecrets: 'cache-only',
      htmlReport: true,
      baseline: { kind: 'auto', events: ['push', 'schedule', 'workflow_dispatch'] },
      failOnRegression: false,
      failOnNewFailures: false,
      trendRuns: 10,
      historyKeepRuns: 100,
      minLabelAgreement: 0.8,
      workingDirectory: '/work/space',
    });
    expect(run).toEqual({
      evalFiles: [],
      outPath: '/work/space/.agentv/results/eval_2025-01-02T03-04-05-000Z.jsonl',
      outputFormat: 'jsonl',
      timeoutRetries: 2,
      includeTrace: false,
      allowOutsideRoot: false,
    });
  });

  it('budget-usd is a number of dollars (a leading $ allowed); anything else is the shared one-line error', () => {
    expect(parseInputs(read({ paths: 'evals', 'budget-usd': '2.50' }), '/w', 0).run.budgetUsd).toBe(2.5);
    expect(parseInputs(read({ paths: 'evals', 'budget-usd': '$3' }), '/w', 0).run.budgetUsd).toBe(3);
    expect(() => parseInputs(read({ paths: 'evals', 'budget-usd': '-1' }), '/w', 0)).toThrow(
      'input "budget-usd" must be a number of US dollars >= 0, e.g. 2.50, got "-1"',
    );
  });

  it('the selection inputs reach the run as the CLI flags do: lists one a line or comma-separated', () => {
    const { run } = parseInputs(
      read({
        paths: 'evals',
        'rerun-failed': 'last.jsonl',
        tag: 'smoke, fast',
        'exclude-tag': 'slow',
        'filter-metadata': 'area=billing\nowner=a=b',
        sample: '20',
        seed: '7',
      }),
      '/w',
      0,
    );
    expect(run.selection).toEqual({
      rerunFailed: '/w/last.jsonl',
      tags: ['smoke', 'fast'],
      excludeTags: ['slow'],
      metadata: ['area=billing', 'owner=a=b'],
      sample: 20,
      seed: 7,
    });
    expect(() => parseInputs(read({ paths: 'evals', 'filter-metadata': 'area' }), '/w', 0)).toThrow(
      'input "filter-metadata" must be key=value pairs, one a line, e.g. category=billing, got "area"',
    );
    expect(() => parseInputs(read({ paths: 'evals', sample: '0' }), '/w', 0)).toThrow(/input "sample" must be/);
  });

  it('max-cases is a whole number of cases, as --max-cases', () => {
    expect(parseInputs(read({ paths: 'evals', 'max-cases': '500' }), '/w', 0).run.maxCases).toBe(500);
    expect(parseInputs(read({ paths: 'evals' }), '/w', 0).run.maxCases).toBeUndefined();
    expect(() => parseInputs(read({ paths: 'evals', 'max-cases': '0' }), '/w', 0)).toThrow(/input "max-cases" must be/);
  });

  it('reads every input', () => {
    const settings = parseInputs(
      read({
        paths: 'a.yaml, evals/{smoke,full}/*.yaml\nmore/',
        target: 'gpt',
        targets: 'cfg/targets.yaml',
        workers: '4',
        iterations: '5',
        'max-concurrent-calls': '8',
        cache: 'true',
        'only-changed': 'true',
        force: 'TRUE',
        'fork-without-secrets': 'skip',
        'comment-on-push': 'false',
        report: 'false',
        'output-format': 'YAML',
        'dry-run': 'True',
        'github-token': 'ghs_x',
        'retention-days': '5',
        comment: 'false',
        'comment-key': 'unit-suite',
        baseline: 'base/results.jsonl',
        'min-score': '0.75',
        'fail-on-regression': 'true',
        'fail-on-new-failures': 'true',
        'trend-runs': '5',
        'history-branch': 'agentv/history',
        'history-keep-runs': '20',
        junit: 'out/junit.xml',
        labels: 'evals/labels.json',
        'min-label-agreement': '0.9',
        'working-directory': 'sub',
      }),
      '/ws',
      0,
    );
    expect(settings.inputs).toEqual({
      paths: ['a.yaml', 'evals/{smoke,full}/*.yaml', 'more/'],
      onlyChanged: true,
      force: true,
      shardMerge: false,
      forkWithoutSecrets: 'skip',
      commentOnPush: false,
      htmlReport: false,
      githubToken: 'ghs_x',
      artifactName: 'agentv-results-unit-suite',
      retentionDays: 5,
      comment: false,
      commentKey: 'unit-suite',
      baseline: { kind: 'path', path: '/ws/sub/base/results.jsonl' },
      minScore: 0.75,
      failOnRegression: true,
      failOnNewFailures: true,
      trendRuns: 5,
      historyBranch: 'agentv/history',
      historyKeepRuns: 20,
      junitPath: '/ws/sub/out/junit.xml',
      labelsPath: '/ws/sub/evals/labels.json',
      minLabelAgreement: 0.9,
      workingDirectory: '/ws/sub',
    });
    expect(settings.run).toEqual({
      evalFiles: [],
      outPath: '/ws/sub/.agentv/results/eval_1970-01-01T00-00-00-000Z.yaml',
      outputFormat: 'yaml',
      timeoutRetries: 2,
      includeTrace: false,
      allowOutsideRoot: false,
      targetOverride: 'gpt',
      targetsPath: '/ws/sub/cfg/targets.yaml',
      workers: 4,
      iterations: 5,
      maxConcurrentCalls: 8,
      cacheDir: '/ws/sub/.agentv/cache',
      dryRun: {},
    });
    expect(parseInputs(read({ paths: 'e', baseline: 'none', 'artifact-name': 'mine' }), '/ws', 0).inputs).toMatchObject(
      {
        baseline: { kind: 'none' },
        artifactName: 'mine',
      },
    );
    // A replay needs the cache: cache-only turns it on.
    expect(parseInputs(read({ paths: 'e', 'cache-only': 'true' }), '/ws', 0).run).toMatchObject({
      cacheDir: '/ws/.agentv/cache',
      cacheOnly: true,
    });
  });

  it.each([
    [{ paths: ' , \n' }, 'input "paths" must list at least one eval file, folder or glob', 'Fix: list eval files'],
    [
      { workers: '0' },
      'input "workers" must be a whole number from 1 to 50, got "0"',
      'Fix: use a whole number from 1 to 50',
    ],
    [
      { 'max-concurrent-calls': '2.5' },
      'input "max-concurrent-calls" must be a whole number from 1 to 50',
      'Fix: use a whole number from 1 to 50',
    ],
    [
      { 'output-format': 'xml' },
      'input "output-format" must be one of: jsonl, yaml, got "xml"',
      'Fix: use one of: jsonl, yaml',
    ],
    [
      { 'trend-runs': '101' },
      'input "trend-runs" must be a whole number from 0 to 100, got "101"',
      'Fix: set trend-runs to a number of runs from 0 (no trend) to 100',
    ],
    [
      { 'fail-on-new-failures': 'yes' },
      'input "fail-on-new-failures"',
      'Fix: write fail-on-new-failures: true or fail-on-new-failures: false',
    ],
    [{ 'dry-run': 'yes' }, 'input "dry-run" must be true or false, got "yes"', 'Fix: use true or false'],
    [
      { 'retention-days': '400' },
      'input "retention-days" must be a whole number from 1 to 90',
      'Fix: set retention-days',
    ],
    [
      { 'comment-key': 'a b-->' },
      'input "comment-key" must be 1–64 letters, digits, dots, dashes or underscores',
      'Fix: use a short name',
    ],
    [{ 'artifact-name': 'a/b' }, 'input "artifact-name" must not contain', 'Fix: use a name like'],
    [
      { 'history-branch': 'results/../main' },
      'input "history-branch" must be a branch name such as agentv-history, got "results/../main"',
      'Fix: name a branch for the results',
    ],
    [{ 'history-branch': 'x.lock' }, 'input "history-branch" must be a branch name', 'Fix: name a branch'],
    [
      { 'history-keep-runs': '0' },
      'input "history-keep-runs" must be a whole number from 1 to 10000, got "0"',
      'Fix: set history-keep-runs',
    ],
    [{ 'min-score': '1.5' }, 'input "min-score" must be a number from 0 to 1, got "1.5"', 'Fix: set min-score'],
    [
      { labels: 'l.json', 'min-label-agreement': '80' },
      'input "min-label-agreement" must be a number from 0 to 1, got "80"',
      'Fix: set min-label-agreement to a number from 0 to 1',
    ],
    [
      { 'min-label-agreement': '0.9' },
      'input "min-label-agreement" needs labels to compare the judges with',
      'Fix: add labels:',
    ],
    [
      { iterations: '0' },
      'input "iterations" must be a whole number from 1 to 1000, got "0"',
      'Fix: use a whole number from 1 to 1000',
    ],
    [{ 'cache-only': 'maybe' }, 'input "cache-only" must be true or false, got "maybe"', 'Fix: use true or false'],
    [{ cache: 'on' }, 'input "cache" must be true or false, got "on"', 'Fix: write cache: true or cache: false'],
    [
      { 'fork-without-secrets': 'ignore' },
      'input "fork-without-secrets" must be cache-only, skip, fail, got "ignore"',
      'Fix: write fork-without-secrets: cache-only, skip or fail',
    ],
    [
      { 'only-changed': 'yes' },
      'input "only-changed" must be true or false, got "yes"',
      'Fix: write only-changed: true',
    ],
    [
      { 'comment-on-push': 'no' },
      'input "comment-on-push" must be true or false, got "no"',
      'Fix: write comment-on-push: true',
    ],
  ])('rejects %j with a message naming the input and the fix', (values, message, fix) => {
    const attempt = () => parseInputs(read({ paths: 'evals', ...values }), '/ws', 0);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    expect(attempt).toThrow(fix);
  });
});

describe('splitList', () => {
  it('splits on newlines and commas but keeps brace globs whole', () => {
    expect(splitList('a.yaml,b.yaml\n  c/{x,y}/*.yaml  \n\n,')).toEqual(['a.yaml', 'b.yaml', 'c/{x,y}/*.yaml']);
  });
});
