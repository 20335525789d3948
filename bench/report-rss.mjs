// Preloaded into a benchmarked CLI run (`node --import`): reports the process's peak RSS on exit.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const file = process.env.AGENTV_BENCH_RSS_FILE;
  if (file) writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
});
