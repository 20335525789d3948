// A stand-in support assistant for the quickstart: it answers each test the way a plausible model
// might, right and wrong, so the suite runs without keys or network. AgentV's cli contract: the
// test id and a file to write the answer to are its arguments ({EVAL_ID} {OUTPUT_FILE}).
import { writeFileSync } from 'node:fs';

const answers = {
  capital: 'The capital of Australia is Canberra.',
  'order-json': '{"id": "A-1001", "status": "shipped"}',
  'return-window': 'Yes, you can return them within 30 days for a full refund.',
  greeting: 'Hello Ada, how can I help you today?',
  arithmetic: '51',
  'late-delivery': 'Your order is late. Please wait.',
};

const [id, outputFile] = process.argv.slice(2);
if (!outputFile) {
  console.error('usage: support-agent.mjs <test id> <output file>');
  process.exit(2);
}
writeFileSync(outputFile, answers[id] ?? `I cannot help with "${id}".`);
