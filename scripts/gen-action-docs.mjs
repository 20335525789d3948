// Regenerates the Action's inputs and outputs tables in docs/github-action.md from action.yml, between
// `<!-- action-io:start -->` and `<!-- action-io:end -->`, so the docs never drift from the Action.
//   node scripts/gen-action-docs.mjs            rewrite docs/github-action.md
//   node scripts/gen-action-docs.mjs --check    exit 1 when docs/github-action.md is out of date (CI)
//   --action <file> --page <file>              other files (tests)
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const START = '<!-- action-io:start -->';
const END = '<!-- action-io:end -->';

/**
 * @typedef {{ description?: string, required?: boolean, default?: string }} ActionInput
 * @typedef {{ description?: string }} ActionOutput
 * @typedef {{ inputs?: Record<string, ActionInput>, outputs?: Record<string, ActionOutput> }} ActionDocument
 */

/**
 * Markdown tables for an action.yml document.
 * @param {ActionDocument} action
 * @returns {string}
 */
export function renderActionTables(action) {
  const cell = (/** @type {unknown} */ text) =>
    String(text ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\|/g, '\\|');
  const code = (/** @type {unknown} */ text) => (text === undefined || text === '' ? '' : `\`${cell(text)}\``);
  const lines = ['## Inputs', '', '| Input | Required | Default | Description |', '|---|---|---|---|'];
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    lines.push(
      `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${code(input.default)} | ${cell(input.description)} |`,
    );
  }
  lines.push('', '## Outputs', '', '| Output | Description |', '|---|---|');
  for (const [name, output] of Object.entries(action.outputs ?? {})) {
    lines.push(`| \`${name}\` | ${cell(output.description)} |`);
  }
  return lines.join('\n');
}

/**
 * The page with the tables between the markers replaced.
 * @param {string} readme
 * @param {string} tables
 * @returns {string}
 */
export function replaceBetweenMarkers(readme, tables) {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the page must contain ${START} followed by ${END}`);
  return `${readme.slice(0, start + START.length)}\n${tables}\n${readme.slice(end)}`;
}

function main() {
  const args = process.argv.slice(2);
  const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const index = args.indexOf(name);
    return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
  };
  const actionFile = option('--action', 'action.yml');
  const pageFile = option('--page', 'docs/github-action.md');
  const page = readFileSync(pageFile, 'utf8');
  const updated = replaceBetweenMarkers(page, renderActionTables(parse(readFileSync(actionFile, 'utf8'))));
  if (args.includes('--check')) {
    if (updated !== page) {
      process.stderr.write(`${pageFile} is out of date with ${actionFile}: run node scripts/gen-action-docs.mjs\n`);
      process.exitCode = 1;
    }
    return;
  }
  if (updated !== page) writeFileSync(pageFile, updated);
  process.stdout.write(
    `${pageFile}: inputs and outputs tables ${updated === page ? 'already up to date' : 'updated'}\n`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
