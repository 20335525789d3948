import pLimit from 'p-limit';
import { Semaphore } from 'async-mutex';
const mode = process.argv[2] ?? '';
const sem = new Semaphore(5);
async function call(i) {
  const [, release] = mode.includes('nosem') ? [0, () => {}] : await sem.acquire();
  try { await null; return { text: 'answer ' + i, usage: { a: 1, b: 2 } }; } finally { release(); }
}
async function runCase(i) {
  const base = { id: 'case-' + i, dataset: 'd', file: 'x/' + i };
  const a = await call(i);
  const j = await call(i);
  const junk = []; for (let k = 0; k < 30; k++) junk.push({ k, s: 'x' + i + k });
  return { ...base, answer: a.text, judge: j.text, junk, ts: new Date().toISOString() };
}
const N = 20000, workers = 10;
const pool = pLimit(workers);
let remaining = N, next = 0;
await new Promise((resolve) => {
  const fill = () => { while (pool.activeCount + pool.pendingCount < workers && next < N) { const i = next++; pool(async () => { const r = await runCase(i); return r.id.length; }).then(() => { if (--remaining === 0) resolve(); else fill(); }); } };
  fill();
});
