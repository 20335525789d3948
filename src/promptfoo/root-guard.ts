import { isInside, OUTSIDE_ROOT_FIX } from '../config/repo-paths.js';
import { refuse } from './refuse.js';

/** Checks a file a config names: returns it, or refuses one outside the repository. */
export type RootGuard = (file: string) => string;

/**
 * The repository boundary of a promptfoo config, as for every eval file: a prompt, test, var,
 * filter, provider or script file outside the repository root is refused unless the run allows it
 * (`--allow-outside-root`), so a config from a pull request cannot quietly read other files.
 */
export function rootGuard(configFile: string, repoRoot: string, allowOutsideRoot: boolean): RootGuard {
  return (file) => {
    if (!allowOutsideRoot && !isInside(file, repoRoot))
      refuse(
        configFile,
        `${file} is outside the repository root ${repoRoot}`,
        `move it into the repository, or ${OUTSIDE_ROOT_FIX}`,
      );
    return file;
  };
}
