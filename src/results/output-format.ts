import { ConfigError, type SourceLocation } from '../errors/config-error.js';

/** Result file formats the writers understand. */
export const OUTPUT_FORMATS = ['jsonl', 'yaml'] as const;

/** One of {@link OUTPUT_FORMATS}. */
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Narrowing check for a user-supplied format name. */
export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/**
 * Strict parser for `--output-format` / action inputs: anything unknown is a ConfigError that
 * lists the valid values, so a typo never silently changes the file format.
 */
export function parseOutputFormat(value: string, location: SourceLocation = {}): OutputFormat {
  const normalized = value.trim().toLowerCase();
  if (isOutputFormat(normalized)) return normalized;
  throw new ConfigError(
    `unknown output format "${value}"`,
    location,
    `use one of: ${OUTPUT_FORMATS.join(', ')}`,
  );
}

/**
 * Lenient variant for the seed's "unsupported format values fall back to jsonl without failing":
 * returns `jsonl` plus a warning the caller should print. The door decides which policy it wants.
 */
export function resolveOutputFormat(value: string | undefined): { format: OutputFormat; warning?: string } {
  if (value === undefined || value.trim() === '') return { format: 'jsonl' };
  const normalized = value.trim().toLowerCase();
  if (isOutputFormat(normalized)) return { format: normalized };
  return {
    format: 'jsonl',
    warning: `unknown output format "${value}", writing jsonl (valid: ${OUTPUT_FORMATS.join(', ')})`,
  };
}

/**
 * Default results file name `eval_<timestamp>.<ext>`; the timestamp is ISO-8601 with `:` and `.`
 * replaced so the name is valid on every file system. The clock is the caller's (Runtime.now).
 */
export function defaultResultsFileName(nowMs: number, format: OutputFormat): string {
  const stamp = new Date(nowMs).toISOString().replace(/[:.]/g, '-');
  return `eval_${stamp}.${format}`;
}
