import { realpathSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../errors/config-error.js';
import { isInside } from '../config/repo-paths.js';

/** One path a run writes: a file, or a folder it fills with files (the dump folders). */
export interface RunOutput {
  flag: string;
  path: string;
  kind: 'file' | 'folder';
}

/**
 * Checks, before any call, that the outputs of a run are different paths: no two outputs name
 * the same path, and no file lies inside a dump folder. Otherwise one would overwrite the other
 * after the run was paid for (`--summary-json` over the results, `--events` over a report).
 * Paths are compared with symlinks followed as far as they exist.
 */
export function checkDistinctOutputs(outputs: readonly RunOutput[]): void {
  const seen: Array<RunOutput & { real: string }> = [];
  for (const output of outputs) {
    const real = realPathSoFar(output.path);
    for (const other of seen) {
      const same = real === other.real;
      const inside =
        !same &&
        ((other.kind === 'folder' && isInside(real, other.real)) ||
          (output.kind === 'folder' && isInside(other.real, real)));
      if (!same && !inside) continue;
      const detail = same
        ? output.kind === 'folder' && other.kind === 'file'
          ? `${output.flag} is the ${describeFile(other.flag)} ${other.path}`
          : `${output.flag} ${output.path} names a ${output.kind} another output already writes (${other.flag})`
        : output.kind === 'folder'
          ? `${output.flag} ${output.path} is a folder the run fills, and ${other.flag} ${other.path} lies inside it`
          : `${output.flag} ${output.path} lies inside ${other.flag} ${other.path}, a folder the run fills`;
      throw new ConfigError(
        detail,
        { file: output.path },
        `give ${output.flag} a ${output.kind === 'folder' ? 'folder' : 'path'} of its own, outside the other ` +
          `outputs' folders`,
      );
    }
    seen.push({ ...output, real });
  }
}

/** The path with its longest existing ancestor's symlinks resolved. */
function realPathSoFar(file: string): string {
  const absolute = path.resolve(file);
  let existing = absolute;
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(realpathSync(existing), ...rest);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return absolute;
      rest.unshift(path.basename(existing));
      existing = parent;
    }
  }
}

/** How an output flag's file is named in an error: `--out` and `--resume` name the results file. */
function describeFile(flag: string): string {
  return flag === '--out' || flag === '--resume' ? 'results file' : `${flag} file`;
}
