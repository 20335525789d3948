// A deterministic history index of `runs` runs of `cases` cases (the shape of src/history/history-index.ts),
// for the dashboard's browser test and its bench. Every seventh case flips
// between pass and fail from one run to the next, every case from 190 on is absent from even runs.

/**
 * @param {{ suite?: string, runs: number, cases: number }} shape
 * @returns {{ version: 1, suite: string, cases: string[], runs: object[] }}
 */
export function syntheticHistory({ suite = 'smoke', runs, cases }) {
  const keys = Array.from({ length: cases }, (_, i) => `case-${String(i).padStart(3, '0')}`);
  const list = [];
  for (let r = 0; r < runs; r++) {
    const scores = [];
    let verdicts = '';
    for (let c = 0; c < cases; c++) {
      if (c >= 190 && r % 2 === 0) {
        scores.push(null);
        verdicts += '-';
        continue;
      }
      const flip = c % 7 === 0;
      const score = flip ? (r % 2 === 0 ? 1 : 0) : ((c * 13) % 100) / 100;
      scores.push(score);
      verdicts += score >= 0.8 ? 'p' : score >= 0.6 ? 'b' : 'f';
    }
    const present = scores.filter((s) => s !== null);
    const passed = [...verdicts].filter((v) => v === 'p').length;
    list.push({
      sha: (r * 2654435761).toString(16).padStart(8, '0').slice(-8),
      recorded_at: new Date(Date.UTC(2026, 0, 1) + r * 3_600_000).toISOString(),
      mean_score: Math.round((present.reduce((a, b) => a + b, 0) / present.length) * 1e4) / 1e4,
      pass_rate: Math.round((passed / present.length) * 1e4) / 1e4,
      cost_usd: Math.round((0.5 + (r % 10) / 10) * 1e6) / 1e6,
      cases: present.length,
      run_id: String(1000 + r),
      counts: { passed, failed: present.length - passed, errored: 0, skipped: 0 },
      scores: scores.slice(0, verdicts.replace(/-+$/, '').length),
      verdicts: verdicts.replace(/-+$/, ''),
    });
  }
  return { version: 1, suite, cases: keys, runs: list };
}
