import { HELD_FILE_BYTES } from '../../src/config/held-file.js';
import { lines } from './temp-repo.js';

/**
 * The eval and targets files most tests start from, written line by line so that an error's
 * `file:line` is countable: an AgentV 2.x eval file whose case `i` starts on line `2 + 3i`, and a
 * targets file whose `default` target is the mock provider.
 */

/** One case of an eval file's `evalcases:` list, on three lines: `id` expects `ok` when asked `hi`. */
export function evalCase(id = 'c1'): string {
  return lines(`  - id: ${id}`, '    expected_outcome: ok', '    input_messages: [{role: user, content: hi}]');
}

/** An eval file: `evalcases:` on line 1, then `cases` (one {@link evalCase} when none are given). */
export function evalFile(...cases: string[]): string {
  return `evalcases:\n${(cases.length > 0 ? cases : [evalCase()]).join('')}`;
}

/** An eval file of `count` default cases, `c0` to `c<count - 1>`. */
export function evalFileOf(count: number): string {
  return evalFile(...Array.from({ length: count }, (_, i) => evalCase(`c${i}`)));
}

/**
 * `yaml` with comment lines after it, past the size of a held file: it is read from disk a block at
 * a time and its cases are built again from it as they run.
 */
export function pastKeptSize(yaml: string): string {
  const comment = `# ${'x'.repeat(77)}\n`;
  return yaml + comment.repeat(Math.ceil(HELD_FILE_BYTES / comment.length) + 1);
}

/** An eval file of the cases `ids`, each expecting `The <id> case` when asked `go`. */
export function evalFileExpecting(...ids: string[]): string {
  return lines(
    'evalcases:',
    ...ids.flatMap((id) => [
      `  - id: ${id}`,
      `    expected_outcome: The ${id} case`,
      '    input_messages: [{role: user, content: go}]',
    ]),
  );
}

/** A targets file: `default` on the mock provider, with `settings` as more lines of it (`response: hi`). */
export function mockTargets(...settings: string[]): string {
  return lines('targets:', '  - name: default', '    provider: mock', ...settings.map((line) => `    ${line}`));
}

/** The smallest suite that runs: `a.test.yaml` (one case) and `targets.yaml` (the mock), and `more` files. */
export function suiteFiles<T extends string | Uint8Array = string>(
  more: Record<string, T> = {},
): Record<string, string | T> {
  return { 'a.test.yaml': evalFile(), 'targets.yaml': mockTargets(), ...more };
}
