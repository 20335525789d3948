import pLimit from 'p-limit';
const mode = process.argv[2] ?? '';
async function call(i) {
  const release = () => {};
  if (mode.includes('tryfinally')) { try { await null; return { text: 'answer ' + i }; } finally { release(); } }
  await null; return { text: 'answer ' + i };
}
async function runCase(i) {
  const base = { id: 'case-' + i, dataset: 'd', file: 'x/' + i };
  const a = await call(i);
  const j = await call(i);
  const junk = []; for (let k = 0; k < 30; k++) junk.push({ k, s: 'x' + i + k });
  const ts = mode.includes('date') ? new Date().toISOString() : 'x';
  return mode.includes('spread') ? { ...base, answer: a.text, judge: j.text, junk, ts } : { base, answer: a.text, judge: j.text, junk, ts };
}
const N = 20000, workers = 10;
const pool = pLimit(workers);
let remaining = N, next = 0;
await new Promise((resolve) => {
  const fill = () => { while (pool.activeCount + pool.pendingCount < workers && next < N) { const i = next++; pool(async () => { const r = await runCase(i); return r.answer.length; }).then(() => { if (--remaining === 0) resolve(); else fill(); }); } };
  fill();
});
