const mode = process.argv[2] ?? '';
async function runCase(i) {
  const base = { id: 'case-' + i, dataset: 'd', file: 'x/' + i };
  await null;
  const junk = []; for (let k = 0; k < 30; k++) junk.push({ k, s: 'x' + i + k });
  if (mode === 'spread') return { ...base, junk };
  if (mode === 'spread-first-only') return { ...base };
  if (mode === 'assign') return Object.assign({}, base, { junk });
  if (mode === 'manual') return { id: base.id, dataset: base.dataset, file: base.file, junk };
  return { base, junk };
}
const N = 20000, workers = 10;
let remaining = N, next = 0;
await new Promise((resolve) => {
  const fill = () => { while (next - (N - remaining) < workers && next < N) { const i = next++; runCase(i).then(() => { if (--remaining === 0) resolve(); else fill(); }); } };
  fill();
});
import v8 from 'node:v8';
const os = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
console.log(mode, 'old_space used MB', (os.space_used_size / 1048576).toFixed(1));
