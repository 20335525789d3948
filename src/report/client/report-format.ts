/// <reference lib="dom" />

/**
 * How the report writes numbers and text it shows: scores, deltas, shares, durations, costs,
 * counts, bounded JSON and one-line excerpts; a missing value is a dash. Embedded in the page by
 * its source text like every client part, so it uses nothing but its own body.
 */
export function createReportFormat() {
  const fixed = (value: number | null | undefined, digits: number) =>
    value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
  return {
    score: (value: number | null | undefined) => fixed(value, 3),
    delta: (value: number | null | undefined) =>
      value === null || value === undefined ? '–' : `${value < 0 ? '' : '+'}${value.toFixed(3)}`,
    percent: (value: number | null | undefined) =>
      value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`,
    duration(ms: number | null | undefined): string {
      if (ms === null || ms === undefined) return '–';
      if (ms < 1000) return `${Math.round(ms)} ms`;
      if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
      return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
    },
    cost: (usd: number | null | undefined) =>
      usd === null || usd === undefined ? '–' : `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`,
    count: (n: number) => n.toLocaleString('en-US'),
    /** JSON of an arbitrary record field for a <pre>, bounded so one huge value cannot stall the page. */
    json(value: unknown, max = 200_000): string {
      let text: string;
      try {
        text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
      } catch {
        text = String(value);
      }
      return text.length > max
        ? `${text.slice(0, max)}\n… (${(text.length - max).toLocaleString('en-US')} more characters)`
        : text;
    },
    /** The first non-empty line of a text, cut to `max` characters: a table cell's excerpt. */
    excerpt(value: string | null | undefined, max = 160): string {
      const line =
        (value ?? '')
          .split('\n')
          .find((l) => l.trim() !== '')
          ?.trim() ?? '';
      return line.length > max ? `${line.slice(0, max - 1)}…` : line;
    },
  };
}

/** The formatters the kit hands on with its element builders. */
export type ReportFormat = ReturnType<typeof createReportFormat>;
