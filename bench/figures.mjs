// The bench's headline figures in one table at the end of `npm run bench`, each beside the figures
// measured before: "before wave 3" (the engine's best, on a quiet 2-core machine) and "issue 42" (as
// measured when the regression was reported). Benches record a figure with `record(key, text)`.

/** [key, label, before wave 3, issue 42's measurement]; the order is the table's. */
const ROWS = [
  [
    'machine-speed',
    'machine speed: a fixed JavaScript loop in a fresh node (machine-speed.mjs), fastest–slowest sample',
    '—',
    'about 200 ms when quiet',
  ],
  ['cold-help', '`agentv --help`, median', '0.111 s', '0.293 s'],
  ['cold-agentv', '1-case AgentV run (--dry-run), median', '—', '0.28 s'],
  ['cold-agentv-beside', '1-case AgentV run, this build vs 22621d7, same minutes: medians of 7', '—', '—'],
  ['cold-promptfoo', '1-case promptfoo run (echo), median', '—', '—'],
  ['wall-10000', '10,000 instant cases (--dry-run, 10 workers): wall, median of 3', '0.92 s', '2.20 s'],
  [
    'wall-10000-beside',
    '10,000 instant cases, this build vs the build before wave 3 (22621d7), same minutes: medians of 9',
    '—',
    '—',
  ],
  ['wall-10000-4x', '10,000 AgentV 4.x tests graded by `contains` (--dry-run): wall, peak RSS', '—', '—'],
  ['wall-100000-4x', '100,000 AgentV 4.x tests graded by `contains`: wall, peak RSS', '—', '12.9 s, 416 MiB'],
  ['rss-1000', 'peak RSS at 1,000 instant cases', '82 MiB', '94 MiB'],
  ['rss-10000', 'peak RSS at 10,000 instant cases', '86 MiB', '116 MiB'],
  ['rss-100000', 'peak RSS at 100,000 instant cases', '—', '229 MiB'],
  ['wall-100000', '100,000 instant cases: wall', '—', '8.1 s'],
  ['rss-10000-semi8', 'diagnostic: peak RSS at 10,000, NODE_OPTIONS=--max-semi-space-size=8', '—', '—'],
  ['rss-100000-semi8', 'diagnostic: peak RSS at 100,000, NODE_OPTIONS=--max-semi-space-size=8', '—', '—'],
  ['makespan', '200 cases x 100 ms at 20 workers, over the ideal', '1.05x', '1.12x'],
  ['capacity-adaptive', 'server taking 5 at once, adaptive ceiling', '1.17x, 0 failed', '1.26x'],
  ['capacity-sdk-alone', 'the same 300 calls by the OpenAI SDK alone, 5 at a time, no CLI (floor)', '—', '—'],
  ['openai-headers', 'OpenAI x-ratelimit-* headers (600 RPM / 60k TPM)', '1.02x, 0 failed', '43% 429s, 43 failed'],
  ['anthropic-headers', 'Anthropic anthropic-ratelimit-* headers', '—', '—'],
  ['provider-long', '3,000 instant calls through the OpenAI SDK (ceiling 5): wall, peak RSS', '—', '—'],
  ['dashboard-open', 'dashboard of 1,000 runs x 200 cases: open in headless Chromium', '—', '—'],
];

const figures = new Map();

/** One figure of this run, shown in the table under its key. */
export function record(key, text) {
  figures.set(key, text);
}

/** The table as markdown; rows not measured in this run say so. */
export function figuresTable() {
  const lines = ['| figure | before wave 3 | issue 42 / last bench | this run |', '|---|---|---|---|'];
  for (const [key, label, before, reported] of ROWS)
    lines.push(`| ${label} | ${before} | ${reported} | ${figures.get(key) ?? 'not run'} |`);
  return lines.join('\n');
}
