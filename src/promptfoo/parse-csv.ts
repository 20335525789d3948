import type { Options } from 'csv-parse/sync';

/**
 * csv-parse's `parse`, imported with the first CSV file a config names (tests or prompts), so a
 * config without one never loads it.
 */
export async function parseCsv(content: string, options: Options): Promise<unknown> {
  const { parse } = await import('csv-parse/sync');
  return parse(content, options);
}
