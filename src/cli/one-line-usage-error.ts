/**
 * Commander's usage errors (`error: unknown option '--wrokers'` plus a suggestion on the next
 * line) as the one line every bad input gets: the problem, the suggestion, and a fix.
 */
export function oneLineUsageError(text: string): string {
  const parts = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [first = 'error: invalid usage', ...rest] = parts;
  const suggestion = rest.join(' ').replace(/^\((.*)\)$/, '$1');
  const head = first.startsWith('error:') ? first : `error: ${first}`;
  const hint = suggestion ? ` (${suggestion.charAt(0).toLowerCase()}${suggestion.slice(1)})` : '';
  return `${head}${hint}. Fix: ${fixFor(head)}\n`;
}

function fixFor(message: string): string {
  if (/missing required argument 'paths'/.test(message)) return 'pass eval files, folders or quoted globs, e.g. agentv eval "evals/**/*.yaml"';
  if (/unknown command/.test(message)) return 'use one of the commands listed by agentv --help';
  return 'see agentv --help and agentv <command> --help for the valid usage';
}
