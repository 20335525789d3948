const mode = process.argv[2] ?? '';
async function runCase(i) {
  const base = { id: 'case-' + i, dataset: 'd', file: 'x/' + i };
  await null;
  const junk = []; for (let k = 0; k < 30; k++) junk.push({ k, s: 'x' + i + k });
  const extra = i % 2 ? { e: 1 } : {};
  switch (mode) {
    case 'A': return { ...base, junk };
    case 'B': return { junk, ...base };
    case 'C': return { junk, ...(i % 3 === 0 ? { b: 1 } : {}) };
    case 'C2': return { junk, a: 1, ...(i % 3 === 0 ? { b: 1 } : {}), c: 2 };
    case 'E': return { junk, ...extra };
    case 'F': return { ...base, ...extra };
    case 'G': { const o = { ...base }; o.junk = junk; return o; }
    default: return { base, junk };
  }
}
const N = 20000, workers = 10;
let remaining = N, next = 0;
await new Promise((resolve) => {
  const fill = () => { while (next - (N - remaining) < workers && next < N) { const i = next++; runCase(i).then(() => { if (--remaining === 0) resolve(); else fill(); }); } };
  fill();
});
