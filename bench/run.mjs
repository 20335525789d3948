// `npm run bench`: runs every bench/*.bench.mjs in turn against the built CLI (dist/).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { figuresTable, record } from './figures.mjs';
import { machineSpeedRange, sampleMachineSpeed } from './machine-speed.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
for (const name of readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !name.includes(only)) continue;
  const { run } = await import(pathToFileURL(path.join(dir, name)).href);
  sampleMachineSpeed(`before ${name}`);
  await run();
}
sampleMachineSpeed('at the end');
record('machine-speed', machineSpeedRange());
console.log(`\n== figures beside the earlier measurements\n${figuresTable()}`);
