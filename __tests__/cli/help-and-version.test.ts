import { readFileSync } from 'node:fs';
import { EVAL_OPTION_GROUPS } from '../../src/cli/eval-options.js';
import { runCli } from '../test-support/run-cli.js';

const PACKAGE_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const HEADINGS = [
  'Selection (which cases run):',
  'Targets and concurrency:',
  'Outputs:',
  'Gates (exit 1 when one fails):',
  'Cost, budget and the response cache:',
  'Repeats and judge samples:',
  'Debugging:',
];

/** `agentv eval --help` cut at its headings: each heading with the long flags listed under it. */
function sections(help: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of help.split('\n')) {
    if (/^\S.*:$/.test(line)) {
      current = [];
      found.set(line, current);
    } else if (current && /^ {2}-/.test(line)) {
      const flag = /--[\w-]+/.exec(line)?.[0];
      if (flag) current.push(flag);
    } else if (/^\S/.test(line)) current = undefined;
  }
  return found;
}

describe('agentv eval --help, for a person to scan', () => {
  let help: string;
  beforeAll(async () => {
    const run = await runCli(['eval', '--help']);
    expect(run.code).toBe(0);
    help = run.stdout;
  });

  it('lists its options under the seven headings, in order, and nothing under a plain "Options:"', () => {
    const headings = [...sections(help).keys()].filter((h) => h !== 'Usage:' && h !== 'Arguments:');
    expect(headings).toEqual([...HEADINGS, 'Examples:']);
    expect(help).not.toMatch(/^Options:$/m);
  });

  it('puts every option in the group eval-options.ts gives it, and shows each once', () => {
    const listed = sections(help);
    for (const { heading, options } of EVAL_OPTION_GROUPS) {
      const flags = options.map(([spec]) => /--[\w-]+/.exec(spec)?.[0]);
      expect(listed.get(heading)).toEqual(expect.arrayContaining(flags));
    }
    const all = HEADINGS.flatMap((h) => listed.get(h) ?? []);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(['--test-id', '--cache-path', '--help', '--min-pass-rate']));
    expect(listed.get('Gates (exit 1 when one fails):')).toEqual(expect.arrayContaining(['--fail-on-regression']));
    // AgentV's flags refused by name stay out of the help.
    expect(all).not.toContain('--otel-file');
  });

  it('ends with three examples, each a command that the help lists the flags of', () => {
    const examples = help.slice(help.indexOf('\nExamples:\n'));
    const commands = examples.split('\n').filter((line) => /^ {2}agentv eval /.test(line));
    expect(commands).toHaveLength(3);
    const known = new Set(HEADINGS.flatMap((h) => sections(help).get(h) ?? []));
    const unknown = commands.flatMap((command) => (command.match(/--[\w-]+/g) ?? []).filter((f) => !known.has(f)));
    expect(unknown).toEqual([]);
    expect(help.trimEnd().endsWith(commands.at(-1) ?? '')).toBe(true);
  });
});

describe('agentv version', () => {
  it.each([[['--version']], [['-V']], [['version']]])(
    'agentv %j prints the version package.json says',
    async (args) => {
      const run = await runCli(args);
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
        code: 0,
        stdout: `${PACKAGE_VERSION}\n`,
        stderr: '',
      });
    },
  );

  it('is listed among the commands of agentv --help', async () => {
    const run = await runCli(['--help']);
    expect(run.stdout).toMatch(/^ {2}version +print the version/m);
    expect(run.stdout).toMatch(/^ {2}-V, --version +print the version/m);
  });
});
