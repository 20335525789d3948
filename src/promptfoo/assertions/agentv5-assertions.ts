import path from 'node:path';
import { childEnv } from '../../process/child-env.js';
import { runProcess } from '../../process/run-process.js';
import type { GradingResult } from '../assertion-contract.js';
import { type AssertionHandler, type AssertionParams, invariant, not } from './assertion-params.js';

/**
 * Assertions of AgentV 5's dialect that promptfoo does not have or grades otherwise
 * (EntityProcess/agentv v5.3.1-next.1, graders/assertions.ts and graders/script-grader.ts):
 * `starts-with`, `ends-with` and `equals` compare both sides trimmed, and `script` runs a command
 * with the case on stdin. Used only for suites in that dialect; promptfoo configs keep promptfoo's.
 */

/** A 0-or-1 check with AgentV's wording of what it found. */
function checked(assertion: GradingResult['assertion'], pass: boolean, said: string, notSaid: string): GradingResult {
  return { pass, score: pass ? 1 : 0, reason: pass ? said : notSaid, assertion };
}

function trimmedCompare(
  name: string,
  test: (output: string, value: string) => boolean,
  verb: [string, string],
): AssertionHandler {
  return ({ assertion, renderedValue, outputString, inverse }) => {
    invariant(typeof renderedValue === 'string', `"${name}" assertion type must have a string value`);
    const pass = test(outputString.trim(), renderedValue.trim()) !== inverse;
    return checked(
      assertion,
      pass,
      `Output ${not(inverse)}${verb[0]} "${renderedValue}"`,
      `Output ${inverse ? verb[0] : verb[1]} "${renderedValue}"${inverse ? ' (negated)' : ''}`,
    );
  };
}

/** Most a script grader may run, as AgentV's default agent timeout is generous. */
const SCRIPT_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * `type: script`: `command` (an argv list, or a string run by `sh -c`) in `cwd` (relative to the
 * eval file's folder, default that folder) gets AgentV 5's snake_case payload on stdin and answers
 * `{pass?, score?, reason?, checks?: [{text, pass, reason}]}`; without JSON its exit code is the
 * verdict (0 passes) and its output the reason. A non-zero exit with JSON or stderr is an error.
 */
const script: AssertionHandler = async (params) => {
  const result = await runScript(params);
  // `not-script` (AgentV's `negate: true`): the score is 1 − score, pass and fail swap.
  return params.inverse ? { ...result, pass: !result.pass, score: 1 - result.score } : result;
};

async function runScript({ assertion, input, outputString }: AssertionParams): Promise<GradingResult> {
  const raw = assertion as unknown as Record<string, unknown>;
  const command = raw.command;
  invariant(
    (typeof command === 'string' && command.trim() !== '') ||
      (Array.isArray(command) && command.length > 0 && command.every((c) => typeof c === 'string')),
    '"script" assertion needs a command: an argv list such as [python3, check.py]',
  );
  const [file, ...args] = typeof command === 'string' ? ['/bin/sh', '-c', command] : (command as string[]);
  const cwd = path.resolve(input.configDir, typeof raw.cwd === 'string' ? raw.cwd : '.');
  const vars = input.vars;
  const payload = {
    criteria: typeof vars.criteria === 'string' ? vars.criteria : '',
    expected_output: vars.expected_output ?? null,
    output: outputString,
    messages: [{ role: 'assistant', content: outputString }],
    input: vars.input ?? input.prompt,
    input_files: Array.isArray(vars.input_files) ? vars.input_files : [],
    metadata: input.test.metadata ?? null,
    trace: null,
    trace_summary: null,
    token_usage: input.tokenUsage ?? null,
    cost_usd: input.cost ?? null,
    duration_ms: input.latencyMs ?? null,
    workspace_path: null,
    config: raw.config ?? null,
  };
  const result = await runProcess({
    file: file!,
    args,
    cwd,
    env: childEnv({ env: input.env }),
    stdin: JSON.stringify(payload, null, 2),
    timeoutMs: SCRIPT_TIMEOUT_MS,
    signal: input.signal,
    what: `script assertion ${JSON.stringify(command)}`,
  });
  const stdout = result.stdout.trim();
  const code = result.exitCode ?? 1;
  const looksJson = stdout.startsWith('{') || stdout.startsWith('[');
  if (code !== 0 && (looksJson || result.stderr.trim() !== ''))
    return failed(assertion, `Script evaluator exited with code ${code}: ${result.stderr.trim().slice(-400)}`);
  const parsed = parseObject(stdout);
  if (!parsed) {
    const pass = code === 0;
    return { pass, score: pass ? 1 : 0, reason: stdout || (pass ? 'exit 0' : `exit ${code}`), assertion };
  }
  return protocolResult(assertion, parsed);
}

function failed(assertion: GradingResult['assertion'], reason: string): GradingResult {
  return { pass: false, score: 0, reason, assertion };
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const clamp = (n: number): number => Math.min(1, Math.max(0, n));

/**
 * AgentV 5's script protocol: `score` (clamped to 0..1), else the mean of its `checks` (a check's
 * `score`, else 1 or 0 by `pass`), else 1 or 0 by `pass`; it passes by `pass`, else at 0.8. An
 * object with none of `pass`, `score` and `checks` is an error.
 */
function protocolResult(assertion: GradingResult['assertion'], parsed: Record<string, unknown>): GradingResult {
  const checks = (Array.isArray(parsed.checks) ? parsed.checks : []).filter(
    (c): c is { text: string; pass: boolean; reason: string; score?: unknown } =>
      c !== null &&
      typeof c === 'object' &&
      typeof c.text === 'string' &&
      typeof c.pass === 'boolean' &&
      typeof c.reason === 'string',
  );
  if (typeof parsed.pass !== 'boolean' && typeof parsed.score !== 'number' && checks.length === 0)
    return failed(assertion, 'Script evaluator answered JSON without pass, score or checks');
  const score =
    typeof parsed.score === 'number'
      ? clamp(parsed.score)
      : checks.length > 0
        ? checks.reduce((sum, c) => sum + (typeof c.score === 'number' ? clamp(c.score) : c.pass ? 1 : 0), 0) /
          checks.length
        : parsed.pass
          ? 1
          : 0;
  const pass = typeof parsed.pass === 'boolean' ? parsed.pass : score >= 0.8;
  const reason =
    typeof parsed.reason === 'string'
      ? parsed.reason
      : checks.map((c) => `${c.pass ? '✓' : '✗'} ${c.text}: ${c.reason}`).join('; ') || (pass ? 'passed' : 'failed');
  return { pass, score, reason, assertion };
}

export const AGENTV5_ASSERTIONS: Record<string, AssertionHandler> = {
  'starts-with': trimmedCompare('starts-with', (o, v) => o.startsWith(v), ['starts with', 'does not start with']),
  'ends-with': trimmedCompare('ends-with', (o, v) => o.endsWith(v), ['ends with', 'does not end with']),
  equals: trimmedCompare('equals', (o, v) => o === v, ['equals', 'does not equal']),
  script,
};
