// How fast this machine runs JavaScript at a moment: a fixed loop in a fresh `node`, timed inside it.
// The shared 2-core machine the figures are taken on ran the same loop up to 1.9 times slower
// from one minute to the next; `npm run bench` samples it before each bench and prints the range
// beside the figures, so a figure can be read against the machine's state when it was taken.
import { execFileSync } from 'node:child_process';

const LOOP = 'const t=performance.now();let s=0;for(let i=0;i<25e6;i++)s+=i;console.log(performance.now()-t,s>0)';
const samples = [];

/** Runs the loop once, prints and keeps its time (ms). */
export function sampleMachineSpeed(label) {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const ms = Number(execFileSync(process.execPath, ['-e', LOOP], { env, encoding: 'utf8' }).split(' ')[0]);
  samples.push(ms);
  console.log(`(machine speed ${label}: the fixed loop took ${ms.toFixed(0)} ms)`);
  return ms;
}

/** The fastest and slowest samples so far, as the figures table shows them. */
export function machineSpeedRange() {
  if (samples.length === 0) return undefined;
  return `${Math.min(...samples).toFixed(0)}–${Math.max(...samples).toFixed(0)} ms over ${samples.length} samples`;
}
