import { stringify } from 'yaml';
import type { EvalResult } from './eval-result.js';
import type { OutputFormat } from './output-format.js';

/**
 * The exact bytes one record occupies in a results file. JSONL: one line ending in `\n`.
 * YAML: its own document introduced by `---`, multiline strings as literal blocks and no
 * line folding, so answers and reasoning read back byte for byte.
 */
export function serializeResult(result: EvalResult, format: OutputFormat): string {
  if (format === 'jsonl') return `${JSON.stringify(result)}\n`;
  return `---\n${stringify(result, { lineWidth: 0, blockQuote: 'literal' })}`;
}
