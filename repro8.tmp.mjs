import pLimit from 'p-limit';
const mode = process.argv[2] ?? '';
async function call(i) { await null; return { text: 'answer ' + i }; }
async function runCase(i) {
  const a = mode.includes('nocall') ? { text: 'x' } : await call(i);
  const junk = []; for (let k = 0; k < 30; k++) junk.push({ k, s: 'x' + i + k });
  return { id: 'case-' + i, answer: a.text, junk };
}
const N = 20000, workers = 10;
const pool = mode.includes('plimit') ? pLimit(workers) : null;
let active = 0;
const run = (fn) => pool ? pool(fn) : (active++, fn().finally(() => active--));
const busy = () => pool ? pool.activeCount + pool.pendingCount : active;
let remaining = N, next = 0;
await new Promise((resolve) => {
  const fill = () => { while (busy() < workers && next < N) { const i = next++; run(async () => { const r = await runCase(i); return r.id.length; }).then(() => { if (--remaining === 0) resolve(); else fill(); }); } };
  fill();
});
