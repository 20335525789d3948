import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeLlmServer, type FakeLlmServer, type ReplyScript } from '../../test-support/fake-llm-server.mjs';

/** What a test file of promptfoo configs answered by the fake OpenAI server holds. */
export interface FakeOpenAiEnv {
  server: FakeLlmServer;
  /** A temporary folder for results, removed after the file's tests. */
  out: string;
}

/**
 * Starts the fake OpenAI server before the file's tests and points the run's environment at it:
 * FAKE_OPENAI_URL (for a config's `apiBaseUrl`), OPENAI_BASE_URL and a fake OPENAI_API_KEY; puts
 * them back and stops the server afterwards. Read the returned object inside tests.
 */
export function useFakeOpenAi(script: ReplyScript, prefix: string): FakeOpenAiEnv {
  const env = {} as FakeOpenAiEnv;
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    env.server = await startFakeLlmServer({ script });
    env.out = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    for (const name of ['FAKE_OPENAI_URL', 'OPENAI_BASE_URL', 'OPENAI_API_KEY']) saved[name] = process.env[name];
    process.env.FAKE_OPENAI_URL = env.server.url;
    process.env.OPENAI_BASE_URL = `${env.server.url}/v1`;
    process.env.OPENAI_API_KEY = 'sk-fake-promptfoo-key';
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await env.server.close();
    await fs.rm(env.out, { recursive: true, force: true });
  });
  return env;
}
