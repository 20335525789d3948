import { z } from 'zod';

/**
 * An ISO 8601 date (`2024-01-02`) or date and time with its zone (`2024-01-02T03:04:05.678Z`,
 * `…+02:00`): the only form a date read from a file (a history's `recorded_at`, a record's
 * `timestamp`) may take before it is used. `Date.parse` alone is no check: V8 reads
 * `<img src=…> 2024-01-01` and `Jan 2 2024 (@octocat | x)` as dates, markup and all.
 */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** Whether `text` is an ISO 8601 date or date-time that names a real moment (no 30 February). */
export function isIsoDate(text: string): boolean {
  if (!ISO_8601.test(text) || !Number.isFinite(Date.parse(text))) return false;
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A string field that must hold an ISO 8601 date ({@link isIsoDate}). */
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'must be an ISO 8601 date such as 2024-01-02T03:04:05Z' });
