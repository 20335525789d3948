import type { ConfigWarning } from './types.js';

/** One printable line for a warning: `file:line: message` (location parts only when known). */
export function formatWarning(warning: ConfigWarning): string {
  if (!warning.file) return warning.message;
  const where = warning.line === undefined ? warning.file : `${warning.file}:${warning.line}`;
  return `${where}: ${warning.message}`;
}
