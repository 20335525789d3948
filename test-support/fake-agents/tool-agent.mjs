#!/usr/bin/env node
// Fake tool-using cli agent for the AgentV 2.x suites. It always reports the same run, so scores
// can be computed by hand:
//   tool calls, in order: search {query: "weather"} (OpenAI tool_calls spelling, no duration),
//                         read {path: "a.txt"} 50 ms, read {path: "b.txt"} 500 ms,
//                         edit {path: "a.txt", text: "hi"} (AgentV toolCalls spelling)
//   assistant messages: 3 (two carry only tool calls, no content)
//   token_usage: 1000 in + 500 out; cost_usd: 0.02; duration_ms: 1200
//   answer text: the invoice JSON below.
// argv: [outputFile]; with $TOOL_AGENT_TRACE_OFF=1 it reports output_messages without tool calls.
import { writeFileSync } from 'node:fs';

const invoice = {
  invoice: { number: 'INV-7', total: 102.5, date: '03/04/2025', items: [{ sku: 'A1', qty: 2 }] },
  vendor: 'Acme Corp',
};
const withTools = process.env.TOOL_AGENT_TRACE_OFF !== '1';
const messages = [
  {
    role: 'assistant',
    ...(withTools
      ? {
          tool_calls: [
            {
              id: 'c1',
              type: 'function',
              function: { name: 'search', arguments: JSON.stringify({ query: 'weather' }) },
            },
          ],
        }
      : { content: 'thinking' }),
  },
  ...(withTools ? [{ role: 'tool', tool_call_id: 'c1', content: 'sunny' }] : []),
  {
    role: 'assistant',
    ...(withTools
      ? {
          toolCalls: [
            { tool: 'read', input: { path: 'a.txt' }, output: 'A', durationMs: 50 },
            { tool: 'read', input: { path: 'b.txt' }, output: 'B', durationMs: 500 },
            { tool: 'edit', input: { path: 'a.txt', text: 'hi' } },
          ],
        }
      : { content: 'still thinking' }),
  },
  { role: 'assistant', content: JSON.stringify(invoice) },
];
const answer = {
  text: JSON.stringify(invoice),
  output_messages: messages,
  token_usage: { input: 1000, output: 500 },
  cost_usd: 0.02,
  duration_ms: 1200,
};
const [outputFile] = process.argv.slice(2);
if (outputFile) writeFileSync(outputFile, JSON.stringify(answer));
else process.stdout.write(JSON.stringify(answer));
