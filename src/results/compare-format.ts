import { ConfigError, type SourceLocation } from '../errors/config-error.js';

/** Output formats of `agentv compare`. */
export const COMPARE_FORMATS = ['json', 'table', 'markdown'] as const;

/** One of {@link COMPARE_FORMATS}. */
export type CompareFormat = (typeof COMPARE_FORMATS)[number];

/** Parses `--format`; anything else is a ConfigError listing the valid values. */
export function parseCompareFormat(value: string, location: SourceLocation = {}): CompareFormat {
  const normalized = value.trim().toLowerCase();
  const match = COMPARE_FORMATS.find((format) => format === normalized);
  if (match) return match;
  throw new ConfigError(`unknown compare format "${value}"`, location, `use one of: ${COMPARE_FORMATS.join(', ')}`);
}
