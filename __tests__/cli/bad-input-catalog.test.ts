import path from 'node:path';
import { evalCase, mockTargets, suiteFiles } from '../test-support/eval-files.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { runCli } from '../test-support/run-cli.js';

/** A valid one-case eval file, the base most entries break in one place. */
const CASE = evalCase();
const GOOD = `evalcases:\n${CASE}`;
const MOCK_TARGETS = mockTargets();
const RESULT = '{"eval_id":"c1","score":0.5}\n';

/**
 * One bad input. `args` get `{root}` replaced by the entry's temp repository; `where` is the
 * `file[:line]` (relative to it) the error line must name; `says` what it must say.
 */
interface BadInput {
  name: string;
  files?: Record<string, string | Uint8Array>;
  args: string[];
  code?: number;
  where?: string;
  says: RegExp;
}

const evalFile = (text: string | Uint8Array) => suiteFiles({ 'a.test.yaml': text });
const run = (...extra: string[]) => ['eval', '{root}/a.test.yaml', '--out', '{root}/out.jsonl', ...extra];

const CATALOG: BadInput[] = [
  // Eval files: syntax, types, structure.
  {
    name: 'broken YAML',
    files: evalFile(lines('evalcases:', '  - id: c1', '    expected_outcome: [unclosed', '    input_messages: []')),
    args: run(),
    where: 'a.test.yaml:4',
    says: /YAML/i,
  },
  {
    // promptfoo configs are YAML too: a syntax error names its line and column like an eval file's.
    name: 'broken YAML in a promptfoo config',
    files: {
      'promptfooconfig.yaml': lines(
        'prompts: [hi]',
        'providers: [echo]',
        'tests:',
        '  - assert:',
        '      - type: javascript',
        '        value: output.length > 1 ? 1 : 0',
      ),
    },
    args: ['eval', '{root}/promptfooconfig.yaml', '--out', '{root}/out.jsonl'],
    where: 'promptfooconfig.yaml:6:',
    says: /invalid YAML.*Fix: fix the YAML syntax/,
  },
  {
    // A YAML file the config references is read the same way: its own name, line and column.
    name: 'broken YAML in a file:// tests file of a promptfoo config',
    files: {
      'promptfooconfig.yaml': lines("prompts: ['hi {{x}}']", 'providers: [echo]', 'tests: file://tests.yaml'),
      'tests.yaml': lines('- vars: {x: [unclosed}'),
    },
    args: ['eval', '{root}/promptfooconfig.yaml', '--out', '{root}/out.jsonl'],
    where: 'tests.yaml:1:',
    says: /invalid YAML.*Fix: fix the YAML syntax/,
  },
  {
    name: 'top level is a list',
    files: evalFile(lines('- id: c1', '  expected_outcome: ok')),
    args: run(),
    where: 'a.test.yaml:1',
    says: /mapping|object/i,
  },
  {
    name: 'evalcases is a string',
    files: evalFile(lines('evalcases: nope')),
    args: run(),
    where: 'a.test.yaml:1',
    says: /evalcases/,
  },
  {
    name: 'case without id',
    files: evalFile(lines('evalcases:', '  - expected_outcome: ok', '    input_messages: [{role: user, content: hi}]')),
    args: run(),
    where: 'a.test.yaml:2',
    says: /id/,
  },
  {
    name: 'case without input_messages',
    files: evalFile(lines('evalcases:', '  - id: c1', '    expected_outcome: ok')),
    args: run(),
    where: 'a.test.yaml:2',
    says: /input_messages/,
  },
  {
    name: 'case without expected_outcome',
    files: evalFile(lines('evalcases:', '  - id: c1', '    input_messages: [{role: user, content: hi}]')),
    args: run(),
    where: 'a.test.yaml:2',
    says: /expected_outcome/,
  },
  {
    name: 'unknown message role',
    files: evalFile(
      lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages:',
        '      - role: robot',
        '        content: hi',
      ),
    ),
    args: run(),
    where: 'a.test.yaml:5',
    says: /role/,
  },
  {
    name: 'iterations is text',
    files: evalFile(`iterations: three\n${GOOD}`),
    args: run(),
    where: 'a.test.yaml:1',
    says: /iterations/,
  },
  {
    name: 'iterations past the bound',
    files: evalFile(`iterations: 1000000000000\n${GOOD}`),
    args: run(),
    where: 'a.test.yaml:1',
    says: /iterations must be at most 1000/,
  },
  {
    name: 'numeric id that would not be kept as written',
    files: evalFile(
      lines(
        'evalcases:',
        '  - id: 120000000000000000000000000000',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
    ),
    args: run(),
    where: 'a.test.yaml:2',
    says: /numeric id must be a whole number .*quote it/,
  },
  {
    name: 'YAML alias bomb in an eval file',
    files: evalFile(
      lines(
        'a: &a [x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
        'evalcases: *d',
      ),
    ),
    args: run(),
    where: 'a.test.yaml:2',
    says: /YAML aliases cannot be resolved: Excessive alias count/,
  },
  {
    name: 'undefined YAML alias in an eval file',
    files: evalFile(lines('evalcases:', '  - id: *nope')),
    args: run(),
    where: 'a.test.yaml:2',
    says: /YAML aliases cannot be resolved: Unresolved alias/,
  },
  {
    name: 'compare: YAML alias bomb in a results file (exit 2, never "regressed")',
    files: {
      'a.jsonl': RESULT,
      'b.yaml': lines(
        'a: &a [x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
        'evalcases: *d',
      ),
    },
    args: ['compare', '{root}/a.jsonl', '{root}/b.yaml'],
    where: 'b.yaml:1',
    says: /YAML aliases cannot be resolved/,
  },
  {
    name: 'quoted placeholder in a cli command_template',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        '    command_template: my-agent --prompt "{PROMPT}"',
      ),
    },
    args: run(),
    where: 'targets.yaml:4',
    says: /puts \{PROMPT\} inside quotes.*write it bare/,
  },
  {
    name: 'unclosed ${{ in targets.yaml',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': lines('targets:', '  - name: default', '    provider: openai', '    api_key: ${{ OPENAI_API_KEY'),
    },
    args: run(),
    where: 'targets.yaml:2',
    says: /malformed variable reference "\$\{\{ OPENAI_API_KEY"/,
  },
  {
    name: 'eval file in Latin-1, not UTF-8',
    files: evalFile(
      Buffer.from(
        lines(
          'evalcases:',
          '  - id: c1',
          '    expected_outcome: café',
          '    input_messages: [{role: user, content: hi}]',
        ),
        'latin1',
      ),
    ),
    args: run(),
    where: 'a.test.yaml:3',
    says: /eval file is not UTF-8 text.*save the file as UTF-8/,
  },
  {
    name: 'targets file in UTF-16',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(MOCK_TARGETS, 'utf16le')]),
    },
    args: run(),
    where: 'targets.yaml:1',
    says: /targets file is not UTF-8 text \(it is UTF-16\)/,
  },
  {
    name: 'AgentV 4.x: a Docker workspace',
    files: {
      'a.test.yaml': lines(
        'workspace:',
        '  docker: {image: node:20}',
        'tests:',
        '  - id: c1',
        '    input: hi',
        '    criteria: ok',
      ),
      'targets.yaml': MOCK_TARGETS,
    },
    args: run(),
    where: 'a.test.yaml:2',
    says: /"workspace.docker" is not supported.*run agentv inside the container/,
  },
  {
    name: 'AgentV 4.x: a test in conversation mode',
    files: {
      'a.test.yaml': lines('tests:', '  - id: c1', '    mode: conversation', '    turns: [{input: hi}]'),
      'targets.yaml': MOCK_TARGETS,
    },
    args: run(),
    where: 'a.test.yaml:3',
    says: /"mode" is not supported.*write the earlier turns as input messages/,
  },
  {
    name: 'AgentV 4.x: an invalid regex assertion',
    files: {
      'a.test.yaml': lines(
        'tests:',
        '  - id: c1',
        '    input: hi',
        '    assertions:',
        '      - type: regex',
        '        value: "(unclosed"',
      ),
      'targets.yaml': MOCK_TARGETS,
    },
    args: run(),
    where: 'a.test.yaml:6',
    says: /invalid regular expression/,
  },
  {
    name: 'an evaluator naming a judge target no targets file defines',
    files: evalFile(
      lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
        '    evaluators: [{type: llm_judge, target: nope}]',
      ),
    ),
    args: run(),
    where: 'a.test.yaml:2',
    says: /evaluator "llm_judge" of case "c1" names judge target "nope", which .*targets.yaml does not define/,
  },
  {
    name: 'a target cwd that is not a folder',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        '    command_template: echo {PROMPT}',
        '    cwd: ./missing',
      ),
    },
    args: run(),
    where: 'targets.yaml:2',
    says: /target "default": cwd "\.\/missing" is not a folder/,
  },
  {
    name: '--dump-prompts is the results file',
    files: evalFile(GOOD),
    args: run('--dump-prompts', '{root}/out.jsonl'),
    where: 'out.jsonl',
    says: /--dump-prompts is the results file.*a folder of its own/,
  },
  {
    name: '--dump-traces under a file',
    files: { ...evalFile(GOOD), blocker: 'a file\n' },
    args: run('--dump-traces', '{root}/blocker/traces'),
    where: 'blocker/traces',
    says: /cannot write the dump traces folder: a part of the path is a file.*--dump-traces/,
  },
  {
    name: 'duplicate case ids',
    files: evalFile(`evalcases:\n${CASE}${CASE}`),
    args: run(),
    where: 'a.test.yaml:5',
    says: /duplicate case id "c1"/,
  },
  {
    name: 'duplicate prompt ids',
    files: evalFile(lines('prompts:', '  - id: p', '    prompt: a', '  - id: p', '    prompt: b') + GOOD),
    args: run(),
    where: 'a.test.yaml:4',
    says: /duplicate prompt id/,
  },
  {
    name: 'unknown segment type',
    files: evalFile(
      lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages:',
        '      - role: user',
        '        content:',
        '          - {type: image, value: x.png}',
      ),
    ),
    args: run(),
    where: 'a.test.yaml:7',
    says: /segment/,
  },
  // Misspelt keys: near a known key at their place, refused rather than ignored.
  {
    name: 'a misspelt case key (2.x expected_outptu)',
    files: evalFile(
      lines('evalcases:', '  - id: c1', '    expected_outptu: ok', '    input_messages: [{role: user, content: hi}]'),
    ),
    args: run(),
    where: 'a.test.yaml:3:5',
    says: /unknown key "expected_outptu" in evalcases\[0\] \(did you mean "expected_output"\?\)/,
  },
  {
    name: 'a misspelt test key (4.x asertions)',
    files: evalFile(lines('tests:', '  - id: c1', '    input: hi', '    asertions: [{type: contains, value: hi}]')),
    args: run(),
    where: 'a.test.yaml:4:5',
    says: /unknown key "asertions" in tests\[0\] \(did you mean "assertions"\?\)/,
  },
  {
    name: 'a misspelt test key (4.x critera)',
    files: evalFile(lines('tests:', '  - id: c1', '    input: hi', '    critera: says hi')),
    args: run(),
    where: 'a.test.yaml:4:5',
    says: /unknown key "critera" in tests\[0\] \(did you mean "criteria"\?\)/,
  },
  {
    name: 'a misspelt target key (judge_targt)',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': mockTargets('judge_targt: default'),
    },
    args: run(),
    where: 'targets.yaml:4:5',
    says: /unknown key "judge_targt" in targets\[0\] \(did you mean "judge_target"\?\)/,
  },
  {
    name: 'a judge_target naming no target, for a case its judge would grade',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': mockTargets('judge_target: judge'),
    },
    args: run(),
    where: 'targets.yaml:4:5',
    says: /judge_target "judge", which its targets file does not define, and case "c1" .* would be judged by it/,
  },
  ...(
    [
      ['asert', 'tests:\n  - asert: [{type: contains, value: hi}]', 4, 'in tests[0]', 'assert'],
      ['provders', 'provders: [echo]', 2, 'at top level', 'providers'],
      ['defaultTets', 'defaultTets: {vars: {x: 1}}', 3, 'at top level', 'defaultTest'],
      ['defualtTest', 'defualtTest: {vars: {x: 1}}', 3, 'at top level', 'defaultTest'],
      ['vaue', 'tests:\n  - assert: [{type: contains, vaue: hi}]', 4, 'in tests[0].assert[0]', 'value'],
    ] as const
  ).map(([key, text, line, where, meant]) => ({
    name: `a misspelt promptfoo key (${key})`,
    files: { 'promptfooconfig.yaml': `prompts: [hi]\n${key === 'provders' ? text : `providers: [echo]\n${text}`}\n` },
    args: ['eval', '{root}/promptfooconfig.yaml', '--out', '{root}/out.jsonl'],
    where: `promptfooconfig.yaml:${line}:`,
    says: new RegExp(`unknown key "${key}" ${where.replace(/[[\].]/g, '\\$&')} \\(did you mean "${meant}"\\?\\)`),
  })),
  {
    // A test read from a file the config names is placed by its number among the config's tests.
    name: 'a misspelt key in a file:// tests file of a promptfoo config',
    files: {
      'promptfooconfig.yaml': lines("prompts: ['hi {{x}}']", 'providers: [echo]', 'tests: file://tests.yaml'),
      'tests.yaml': lines('- vars: {x: 1}', '  assert: [{type: contains, valeu: hi}]'),
    },
    args: ['eval', '{root}/promptfooconfig.yaml', '--out', '{root}/out.jsonl'],
    // The test's own file and line, where the key is.
    where: 'tests.yaml:1',
    says: /unknown key "valeu" in tests\[0\]\.assert\[0\] \(did you mean "value"\?\)\. Fix: rename it to "value"/,
  },
  // Evaluators.
  {
    name: 'unknown evaluator type',
    files: evalFile(lines('evaluators:', '  - type: semantic', '    name: r') + GOOD),
    args: run(),
    where: 'a.test.yaml:2',
    says: /unknown evaluator type "semantic"; the nearest supported one is "/,
  },
  {
    name: 'judge_samples that is not a whole number from 1 to 20',
    files: evalFile(
      lines('evaluators:', '  - type: rubric', '    name: r', '    criteria: [polite]', '    judge_samples: 0') + GOOD,
    ),
    args: run(),
    where: 'a.test.yaml:5',
    says: /judge_samples must be a whole number from 1 to 20/,
  },
  {
    name: '--judge-samples past its bound',
    files: evalFile(GOOD),
    args: run('--judge-samples', '21'),
    says: /--judge-samples must be a whole number from 1 to 20, got "21"/,
  },
  {
    name: 'rubric evaluator without criteria',
    files: evalFile(lines('evaluators:', '  - type: rubric', '    name: r') + GOOD),
    args: run(),
    where: 'a.test.yaml:2',
    says: /criteria/,
  },
  {
    name: 'duplicate rubric ids',
    files: evalFile(
      lines(
        'evaluators:',
        '  - type: rubric',
        '    criteria:',
        '      - {id: x, description: one}',
        '      - {id: x, description: two}',
      ) + GOOD,
    ),
    args: run(),
    where: 'a.test.yaml:5',
    says: /duplicate rubric id "x"/,
  },
  {
    name: 'judge prompt_path missing',
    files: evalFile(lines('evaluators:', '  - type: llm_judge', '    prompt_path: nowhere.md') + GOOD),
    args: run(),
    where: 'a.test.yaml:3',
    says: /nowhere\.md.*not found/,
  },
  // Missing files.
  {
    name: 'file segment not found',
    files: evalFile(
      lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages:',
        '      - role: user',
        '        content:',
        '          - {type: file, value: missing.md}',
      ),
    ),
    args: run(),
    where: 'a.test.yaml:7',
    says: /missing\.md" not found/,
  },
  { name: 'eval file does not exist', args: ['eval', '{root}/nope.test.yaml'], says: /no eval files matched/ },
  { name: 'glob with no match', args: ['eval', '{root}/evals/**/*.yaml'], says: /no eval files matched/ },
  // Flags.
  {
    name: '--workers 0',
    files: evalFile(GOOD),
    args: run('--workers', '0'),
    says: /--workers must be a whole number from 1 to 50/,
  },
  { name: '--workers abc', files: evalFile(GOOD), args: run('--workers', 'abc'), says: /--workers/ },
  {
    name: '--output-format xml',
    files: evalFile(GOOD),
    args: run('--output-format', 'xml'),
    says: /--output-format must be one of: jsonl, yaml, got "xml"/,
  },
  {
    name: '--max-concurrent-calls 0',
    files: evalFile(GOOD),
    args: run('--max-concurrent-calls', '0'),
    says: /MAX_CONCURRENT_LLM_CALLS must be >= 1/,
  },
  { name: '--agent-timeout -1', files: evalFile(GOOD), args: run('--agent-timeout', '-1'), says: /--agent-timeout/ },
  {
    name: '--dry-run-delay abc',
    files: evalFile(GOOD),
    args: run('--dry-run', '--dry-run-delay', 'abc'),
    says: /--dry-run-delay/,
  },
  { name: 'unknown flag', files: evalFile(GOOD), args: run('--wrokers', '2'), says: /unknown option '--wrokers'/ },
  { name: 'eval without paths', args: ['eval'], says: /missing required argument/ },
  { name: 'unknown command', args: ['evaluate', 'x'], says: /unknown command 'evaluate'/ },
  {
    name: '--eval-id with no such case',
    files: evalFile(GOOD),
    args: run('--eval-id', 'zz'),
    where: 'a.test.yaml',
    says: /no case with id "zz"/,
  },
  // Targets.
  {
    name: 'broken targets YAML',
    files: { 'a.test.yaml': GOOD, 'targets.yaml': lines('targets:', '  - name: default', '    provider: [mock') },
    args: run(),
    where: 'targets.yaml:4',
    says: /YAML/i,
  },
  {
    name: 'unknown provider',
    files: { 'a.test.yaml': GOOD, 'targets.yaml': lines('targets:', '  - name: default', '    provider: gpt') },
    args: run(),
    where: 'targets.yaml:3',
    says: /provider/,
  },
  {
    name: 'a model target field of the wrong type (temperature: hot)',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': lines('targets:', '  - name: default', '    provider: openai', '    temperature: hot'),
    },
    args: run(),
    where: 'targets.yaml:4:18',
    says: /target "default" \(provider openai\): field "temperature" must be a number.*Fix: set temperature to a /,
  },
  {
    name: 'a model target field of the wrong type under settings:',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: anthropic',
        '    settings: {max_tokens: lots}',
      ),
    },
    args: run(),
    where: 'targets.yaml:4:28',
    says: /field "settings\.max_tokens" must be a whole number above 0.*Fix: set max_tokens/,
  },
  {
    name: 'unknown --target',
    files: evalFile(GOOD),
    args: run('--target', 'nope'),
    where: 'targets.yaml',
    says: /unknown target "nope"/,
  },
  {
    name: 'missing environment variable',
    files: {
      'a.test.yaml': GOOD,
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: openai',
        '    api_key: ${{ AGENTV_CATALOG_UNSET_KEY }}',
        '    model: m',
      ),
    },
    args: run(),
    where: 'targets.yaml:2',
    says: /AGENTV_CATALOG_UNSET_KEY/,
  },
  { name: 'no targets file', files: { 'a.test.yaml': GOOD }, args: run(), says: /no targets\.yaml found/ },
  {
    name: '--targets file missing',
    files: evalFile(GOOD),
    args: run('--targets', '{root}/elsewhere/targets.yaml'),
    says: /targets/,
  },
  // Environment (.env) values.
  {
    name: 'MAX_CONCURRENT_LLM_CALLS not a number',
    files: { ...evalFile(GOOD), '.env': 'MAX_CONCURRENT_LLM_CALLS=lots\n' },
    args: run(),
    says: /MAX_CONCURRENT_LLM_CALLS/,
  },
  {
    name: 'RETRY_STATUS_CODES not codes',
    files: { ...evalFile(GOOD), '.env': 'RETRY_STATUS_CODES=often\n' },
    args: run(),
    says: /RETRY_STATUS_CODES/,
  },
  // Outputs.
  {
    name: 'output folder is a file',
    files: { ...evalFile(GOOD), blocker: 'a file\n' },
    args: ['eval', '{root}/a.test.yaml', '--out', '{root}/blocker/out.jsonl'],
    where: 'blocker/out.jsonl',
    says: /cannot write the results file/,
  },
  {
    name: '--out is a folder',
    files: { ...evalFile(GOOD), 'outdir/.keep': '' },
    args: ['eval', '{root}/a.test.yaml', '--out', '{root}/outdir'],
    where: 'outdir',
    says: /cannot write the results file/,
  },
  {
    name: '--events under a file',
    files: { ...evalFile(GOOD), blocker: 'a file\n' },
    args: run('--events', '{root}/blocker/events.jsonl'),
    where: 'blocker/events.jsonl',
    says: /cannot write the events log/,
  },
  {
    name: '--junit under a file',
    files: { ...evalFile(GOOD), blocker: 'a file\n' },
    args: run('--junit', '{root}/blocker/junit.xml'),
    where: 'blocker/junit.xml',
    says: /cannot write the JUnit report.*--junit/,
  },
  {
    name: '--junit is the results file',
    files: evalFile(GOOD),
    args: ['eval', '{root}/a.test.yaml', '--out', '{root}/r.jsonl', '--junit', '{root}/r.jsonl'],
    where: 'r.jsonl',
    says: /--junit .* names a file another output already writes/,
  },
  {
    name: '--resume names a folder',
    files: { ...evalFile(GOOD), 'outdir/.keep': '' },
    args: ['eval', '{root}/a.test.yaml', '--resume', '{root}/outdir'],
    where: 'outdir',
    says: /--resume needs a results file/,
  },
  {
    name: '--resume and --out differ',
    files: evalFile(GOOD),
    args: ['eval', '{root}/a.test.yaml', '--resume', '{root}/r.jsonl', '--out', '{root}/s.jsonl'],
    says: /name different files/,
  },
  {
    name: '--resume file with a bad line',
    files: { ...evalFile(GOOD), 'r.jsonl': `{oops\n${RESULT}` },
    args: ['eval', '{root}/a.test.yaml', '--resume', '{root}/r.jsonl'],
    where: 'r.jsonl:1',
    says: /not valid JSON/,
  },
  // Repository root.
  {
    name: 'file segment outside the repository',
    files: {
      'repo/a.test.yaml': lines(
        'evalcases:',
        '  - id: c1',
        '    expected_outcome: ok',
        '    input_messages:',
        '      - role: user',
        '        content:',
        '          - {type: file, value: ../secret.txt}',
      ),
      'repo/targets.yaml': MOCK_TARGETS,
      'repo/.git/HEAD': '',
      'secret.txt': 'x\n',
    },
    args: ['eval', '{root}/repo/a.test.yaml'],
    where: 'repo/a.test.yaml:7',
    says: /outside the repository root/,
  },
  {
    name: 'judge prompt_path outside the repository',
    files: {
      'repo/a.test.yaml': lines('evaluators:', '  - type: llm_judge', '    prompt_path: ../judge.md') + GOOD,
      'repo/targets.yaml': MOCK_TARGETS,
      'repo/.git/HEAD': '',
      'judge.md': 'judge\n',
    },
    args: ['eval', '{root}/repo/a.test.yaml'],
    where: 'repo/a.test.yaml:3',
    says: /judge prompt file "\.\.\/judge\.md" resolves to .*outside the repository root/,
  },
  {
    name: 'code script outside the repository',
    files: {
      'repo/a.test.yaml': lines('evaluators:', '  - type: code', '    script: [node, ../grade.mjs]') + GOOD,
      'repo/targets.yaml': MOCK_TARGETS,
      'repo/.git/HEAD': '',
      'grade.mjs': '',
    },
    args: ['eval', '{root}/repo/a.test.yaml'],
    where: 'repo/a.test.yaml:3',
    says: /script file "\.\.\/grade\.mjs" resolves to .*outside the repository root/,
  },
  // compare.
  {
    name: 'compare: missing file',
    files: { 'a.jsonl': RESULT },
    args: ['compare', '{root}/a.jsonl', '{root}/b.jsonl'],
    where: 'b.jsonl',
    says: /cannot read results file/,
  },
  {
    name: 'compare: bad JSON in the middle',
    files: { 'a.jsonl': RESULT, 'b.jsonl': `${RESULT}{nope\n${RESULT}` },
    args: ['compare', '{root}/a.jsonl', '{root}/b.jsonl'],
    where: 'b.jsonl:2',
    says: /not valid JSON/,
  },
  {
    name: 'compare: record without eval_id',
    files: { 'a.jsonl': RESULT, 'b.jsonl': '{"score":0.5}\n' },
    args: ['compare', '{root}/a.jsonl', '{root}/b.jsonl'],
    where: 'b.jsonl:1',
    says: /eval_id/,
  },
  {
    name: 'compare: score out of range',
    files: { 'a.jsonl': RESULT, 'b.jsonl': '{"eval_id":"c1","score":7}\n' },
    args: ['compare', '{root}/a.jsonl', '{root}/b.jsonl'],
    where: 'b.jsonl:1',
    says: /score/,
  },
  {
    name: 'merge --out under a file',
    files: { 'a.jsonl': RESULT, blocker: 'a file\n' },
    args: ['merge', '{root}/a.jsonl', '--out', '{root}/blocker/merged.jsonl'],
    where: 'blocker/merged.jsonl',
    says: /merged results file.*--out/,
  },
  {
    name: 'report: missing results file',
    args: ['report', '{root}/nope.jsonl'],
    where: 'nope.jsonl',
    says: /cannot read results file/,
  },
  {
    name: 'report: bad baseline line',
    files: { 'a.jsonl': RESULT, 'b.jsonl': `${RESULT}{nope\n${RESULT}` },
    args: ['report', '{root}/a.jsonl', '--baseline', '{root}/b.jsonl'],
    where: 'b.jsonl:2',
    says: /not valid JSON/,
  },
  {
    name: 'report: -o under a file',
    files: { 'a.jsonl': RESULT, blocker: 'a file\n' },
    args: ['report', '{root}/a.jsonl', '-o', '{root}/blocker/r.html'],
    where: 'blocker/r.html',
    says: /cannot write the HTML report.*-o/,
  },
  {
    name: 'eval: --labels file of another version',
    files: { ...suiteFiles(), 'labels.json': '{\n  "version": 2,\n  "labels": []\n}\n' },
    args: run('--labels', '{root}/labels.json'),
    where: 'labels.json:2',
    says: /version/,
  },
  {
    name: 'eval: missing --labels file',
    files: suiteFiles(),
    args: run('--labels', '{root}/nope.json'),
    where: 'nope.json',
    says: /cannot read labels file/,
  },
  {
    name: 'report: --min-label-agreement 1.5',
    files: { 'a.jsonl': RESULT, 'labels.json': '{"version": 1, "labels": []}\n' },
    args: ['report', '{root}/a.jsonl', '--labels', '{root}/labels.json', '--min-label-agreement', '1.5'],
    says: /--min-label-agreement "1\.5"/,
  },
  {
    name: 'compare: --threshold abc',
    files: { 'a.jsonl': RESULT, 'b.jsonl': RESULT },
    args: ['compare', '{root}/a.jsonl', '{root}/b.jsonl', '--threshold', 'abc'],
    says: /--threshold/,
  },
  {
    name: 'compare: --format pdf',
    files: { 'a.jsonl': RESULT, 'b.jsonl': RESULT },
    args: ['compare', '{root}/a.jsonl', '{root}/b.jsonl', '--format', 'pdf'],
    says: /pdf/,
  },
];

describe('bad-input catalog: exit 2, one line naming the file and the fix, no stack trace', () => {
  const roots: string[] = [];
  afterAll(async () => {
    await Promise.all(roots.map(removeTempRepo));
  });

  it('has at least 30 entries', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CATALOG.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const root = await makeTempRepo(entry.files ?? {});
    roots.push(root);
    const result = await runCli(entry.args.map((a) => a.replaceAll('{root}', root)));
    const output = result.stderr.split('\n').filter((l) => l.trim() !== '');
    expect({ code: result.code, stderr: output }).toEqual({
      code: entry.code ?? 2,
      stderr: [expect.stringMatching(/^error: /)],
    });
    const [line = ''] = output;
    expect(line).toMatch(entry.says);
    expect(line).toMatch(/\. Fix: \S/);
    expect(line).not.toMatch(/\bat .+:\d+:\d+\)|node:internal|Error: /);
    if (entry.where) expect(line).toContain(path.join(root, entry.where));
    expect(result.stdout).toBe('');
  });
});
