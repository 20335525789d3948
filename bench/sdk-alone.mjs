// The official OpenAI client alone, as its docs use it (no retries here: the server never refuses
// `concurrency` calls): `calls` chat completions against `baseURL`, `concurrency` at a time, each
// asking "question <n>". The rate-limits bench runs it as a child process, as it runs the CLI, to
// show how near the ideal a process that does nothing but call can come on this machine.
// Usage: node bench/sdk-alone.mjs <baseURL> <calls> <concurrency>; prints {"callsMs": …, "failed": …}.
import OpenAI from 'openai';

const [baseURL, calls, concurrency] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const client = new OpenAI({ apiKey: 'test', baseURL, maxRetries: 0 });
let next = 0;
let failed = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < calls) {
      const n = next++;
      try {
        await client.chat.completions.create({
          model: 'bench-model',
          messages: [{ role: 'user', content: `question ${n}` }],
        });
      } catch {
        failed++;
      }
    }
  }),
);
console.log(JSON.stringify({ callsMs: performance.now() - started, failed }));
