#!/usr/bin/env node
// Runs this build (dist/cli) on AgentV 5's feature examples as they are, each suite from its
// example's folder, with every model on a loopback fake OpenAI server: the repository's root
// targets.yaml delegates `default`, `llm` and `grader` through AGENT_TARGET, LLM_TARGET and
// GRADER_TARGET, which all name its `openai` target, pointed at the fake. The fake answers a grading
// request with a passing verdict and any other request with "Hello! The answer is 4." Prints one
// line per suite (ran: exit 0 or 100, else the first error line) and the count. Not part of
// `npm test`: it needs a checkout of EntityProcess/agentv (tag v5.3.1-next.1).
// Usage: node scripts/try-agentv5-examples.mjs <agentv-checkout>
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFakeLlmServer } from '../test-support/fake-llm-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checkout = path.resolve(process.argv[2] ?? '');
const features = path.join(checkout, 'examples/features');
if (!existsSync(features)) throw new Error('usage: node scripts/try-agentv5-examples.mjs <agentv checkout>');
const cli = path.join(root, 'dist/cli/index.js');

const server = await startFakeLlmServer({
  script: (request) => {
    const text = JSON.stringify(request.body ?? '');
    const grading = /score|verdict|rubric|grad/i.test(text) && request.body?.response_format !== undefined;
    return {
      kind: 'ok',
      text: grading ? JSON.stringify({ pass: true, score: 1, reason: 'fake grader' }) : 'Hello! The answer is 4.',
    };
  },
});

/** YAML files of an example that are not suites: targets, testbeds, a default test, case lists, grader scores. */
const NOT_SUITES = /^(targets|environment|default-test|cases)\.ya?ml$|grader-scores/;

/** The suites of one example: its YAML files that are not targets, case files, workspaces or config. */
function suitesOf(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) {
        if (!/^(\.agentv|node_modules|cases|workspace|workspace-template|\.allagents|fixtures)$/.test(name)) walk(p);
      } else if (/\.ya?ml$/.test(name) && !NOT_SUITES.test(name)) {
        out.push(path.relative(dir, p));
      }
    }
  };
  walk(dir);
  return out;
}

/** This build's CLI in `cwd`: its exit status and stderr. */
function runCli(args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stderr });
    });
  });
}

const env = {
  ...process.env,
  AGENT_TARGET: 'openai',
  LLM_TARGET: 'openai',
  GRADER_TARGET: 'openai',
  OPENAI_ENDPOINT: `${server.url}/v1`,
  OPENAI_BASE_URL: `${server.url}/v1`,
  OPENAI_API_KEY: 'sk-fake',
  OPENAI_MODEL: 'fake-model',
  // readme-quickstart's own target.
  LOCAL_OPENAI_PROXY_BASE_URL: `${server.url}/v1`,
  LOCAL_OPENAI_PROXY_API_KEY: 'sk-fake',
  LOCAL_OPENAI_PROXY_MODEL: 'fake-model',
};
let ran = 0;
let total = 0;
const scratch = os.tmpdir();
for (const example of readdirSync(features).sort()) {
  const dir = path.join(features, example);
  if (!statSync(dir).isDirectory()) continue;
  for (const suite of suitesOf(dir)) {
    total++;
    const out = path.join(scratch, `agentv5-${example}-${path.basename(suite)}.jsonl`);
    // Not spawnSync: the fake server answers from this process's event loop.
    const run = await runCli(['eval', suite, '--out', out, '--overwrite'], dir);
    const ok = run.status === 0 || run.status === 100;
    if (ok) ran++;
    const why = ok ? '' : (run.stderr.split('\n').find((l) => /error/i.test(l)) ?? `exit ${run.status}`);
    console.log(`${ok ? 'ran ' : 'NOT '} ${example}/${suite}${why ? `  ${why.slice(0, 240)}` : ''}`);
  }
}
console.log(`${ran}/${total} suites ran unchanged`);
await server.close();
