import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { evalFileOf } from '../test-support/eval-files.js';
import { lines, makeTempRepo, removeTempRepo } from '../test-support/temp-repo.js';
import { builtBundle } from '../test-support/built-bundle.js';
import { eventually } from '../providers/agent-fixtures.js';
import { exitOrHang } from '../test-support/run-child.js';

const CLI = builtBundle('cli');

/** Starts the built CLI, sends `signal` once `ready` holds for the results file, resolves with the exit code. */
async function interrupt(root: string, signal: NodeJS.Signals, out: string): Promise<number | null> {
  const child = spawn(
    process.execPath,
    [
      CLI,
      'eval',
      path.join(root, 'a.test.yaml'),
      '--dry-run',
      '--dry-run-delay',
      // 60 cases of half a second on two workers: the run lasts 15 s, time enough to see three
      // records and send the signal however slow the machine polls.
      '500',
      '--workers',
      '2',
      '--out',
      out,
    ],
    {
      stdio: 'ignore',
    },
  );
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => {
      done = true;
      resolve(code);
    }),
  );
  for (;;) {
    if (done) throw new Error(`the CLI exited (code ${await exited}) before it was interrupted`);
    const text = await fs.readFile(out, 'utf8').catch(() => '');
    if (text.split('\n').length > 3) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  child.kill(signal);
  return exited;
}

describe('stopping the CLI with a signal (built bundle)', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({ 'a.test.yaml': evalFileOf(60) });
  });
  afterAll(() => removeTempRepo(root));

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const)('%s stops scheduling, keeps every written record valid and exits %i', async (signal, code) => {
    const out = path.join(root, `${signal}.jsonl`);
    expect(await interrupt(root, signal, out)).toBe(code);
    const text = await fs.readFile(out, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const records = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { eval_id: string; error?: string });
    expect(records.length).toBeGreaterThan(2);
    expect(records.length).toBeLessThan(60);
    expect(new Set(records.map((r) => r.eval_id)).size).toBe(records.length);
    expect(records.every((r) => r.error === undefined)).toBe(true);
  });
});

describe('a second signal exits at once and leaves no child behind (built bundle)', () => {
  let root: string;
  beforeAll(async () => {
    const script =
      "const c=require('child_process').spawn('sleep',['60'],{stdio:'ignore'});" +
      "require('fs').writeFileSync(process.argv[1],String(c.pid));setInterval(()=>{},1000)";
    root = await makeTempRepo({
      'a.test.yaml': lines(
        'evaluators:',
        '  - name: slow',
        '    type: code',
        `    script: [node, -e, ${JSON.stringify(script)}, grandchild.pid]`,
        '    timeout_seconds: 120',
        'evalcases:',
        '  - id: only',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
    });
  });
  afterAll(() => removeTempRepo(root));

  it('kills the process group of a running code evaluator when agentv exits', async () => {
    const child = spawn(
      process.execPath,
      [CLI, 'eval', path.join(root, 'a.test.yaml'), '--dry-run', '--out', path.join(root, 'r.jsonl')],
      { stdio: 'ignore' },
    );
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const pidFile = path.join(root, 'grandchild.pid');
    const pid = await eventually(async () => Number(await fs.readFile(pidFile, 'utf8').catch(() => '0')) || undefined);
    expect(pid).toBeGreaterThan(0);
    child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    // A killed orphan may linger as a zombie until PID 1 reaps it: that is dead. The SIGKILL was
    // sent before agentv exited; on a loaded machine the kernel may take a moment to act on it.
    const dead = async () => {
      const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      return stat === '' || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
    };
    expect(await eventually(async () => ((await dead()) ? true : undefined))).toBe(true);
  });
});

describe('no hang after the work is done (built bundle)', () => {
  let root: string;
  beforeAll(async () => {
    root = await makeTempRepo({
      // The agent starts a grandchild in a new session (out of its process group) that keeps the
      // agent's stdout open, writes its pid, and then the agent sleeps past --agent-timeout.
      // It waits until the grandchild has left (its pid file exists) before it starts to hang.
      'escape.sh':
        "setsid sh -c 'echo $$ > escaped.pid; exec sleep 600' &\nwhile [ ! -s escaped.pid ]; do sleep 0.05; " +
        'done\nsleep 600\n',
      'a.test.yaml': lines(
        'evalcases:',
        '  - id: only',
        '    expected_outcome: ok',
        '    input_messages: [{role: user, content: hi}]',
      ),
      'targets.yaml': lines(
        'targets:',
        '  - name: default',
        '    provider: cli',
        '    command_template: sh escape.sh {EVAL_ID}',
        '    judge_target: judge',
        '  - name: judge',
        '    provider: mock',
      ),
    });
  });
  afterAll(() => removeTempRepo(root));

  it('exits soon after a timed-out agent whose setsid child holds stdout, and that child is gone', async () => {
    const child = spawn(
      process.execPath,
      [
        CLI,
        'eval',
        path.join(root, 'a.test.yaml'),
        '--agent-timeout',
        '2',
        '--timeout-retries',
        '0',
        '--out',
        path.join(root, 'r.jsonl'),
      ],
      { cwd: root, stdio: 'ignore' },
    );
    // The bound is far above a prompt exit, however loaded the machine, and far below the 600 s
    // the children would hold us.
    const exited = await exitOrHang(child);
    // It exited on its own; its one case timed out, so nothing could be scored (exit code 4).
    expect(exited).toBe(4);
    const record = JSON.parse((await fs.readFile(path.join(root, 'r.jsonl'), 'utf8')).trim()) as { error?: string };
    expect(record.error).toMatch(/timed out|time/i);
    const pid = Number(await fs.readFile(path.join(root, 'escaped.pid'), 'utf8'));
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    expect(stat === '' || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')).toBe(true);
  });
});
