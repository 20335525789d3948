import path from 'node:path';
import { referencedFileRefusal, type RootRule } from '../config/repo-paths.js';
import { refuse } from './refuse.js';

/**
 * Checks a file a config names: returns it, or refuses it (exit 2) at the config's line that names
 * it, else at `line` (the key that brought in the file that names it).
 */
export type RootGuard = (file: string, line?: number) => string;

/**
 * The file rule of a promptfoo config, as for every eval file (`referencedFileRefusal`): a prompt,
 * test, var, filter, provider, assertion or script file whose real path leaves the repository root
 * is refused unless the run allows it (`--allow-outside-root`), and so is one over the size cap.
 * The refusal names the config and, when `lineOf` knows it, the line of the text naming the file.
 */
export function rootGuard(
  configFile: string,
  rule: RootRule,
  lineOf: (file: string) => number | undefined = () => undefined,
): RootGuard {
  return (file, line) => {
    const refusal = referencedFileRefusal(file, rule);
    if (refusal) refuse(configFile, `${file} ${refusal.reason}`, refusal.fix, lineOf(path.resolve(file)) ?? line);
    return file;
  };
}
