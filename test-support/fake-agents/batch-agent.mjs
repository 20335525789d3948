#!/usr/bin/env node
// Fake batching agent: reads the JSONL batch file (argv[2]) and answers every case, in reverse
// order, to the output file (argv[3]) or stdout. $FAKE_DROP_ID leaves one case unanswered.
import { readFileSync, writeFileSync } from 'node:fs';

const [batchFile, outputFile] = process.argv.slice(2);
const cases = readFileSync(batchFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const answers = cases
  .reverse()
  .filter((c) => c.id !== process.env.FAKE_DROP_ID)
  .map((c) => JSON.stringify({ id: c.id, text: `answer to ${c.prompt}`, token_usage: { input: 1, output: 2 } }))
  .join('\n');
if (outputFile) writeFileSync(outputFile, `${answers}\n`);
else process.stdout.write(`${answers}\n`);
