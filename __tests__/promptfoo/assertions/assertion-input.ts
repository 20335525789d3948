import type { AssertionInput, EmbeddingCall, GraderCall } from '../../../src/promptfoo/assertion-contract.js';

/** One answer to grade, as the config reader hands it over (echo-like: the output is given). */
export function assertionInput(output: unknown, extra: Partial<AssertionInput> = {}): AssertionInput {
  const noGrader: GraderCall = async () => {
    throw new Error('this test makes no grader call');
  };
  const noEmbedder: EmbeddingCall = async () => {
    throw new Error('this test makes no embedding call');
  };
  return {
    output,
    prompt: typeof output === 'string' ? output : JSON.stringify(output),
    vars: {},
    test: {},
    configDir: process.cwd(),
    env: { PATH: process.env.PATH },
    grader: noGrader,
    embed: noEmbedder,
    signal: new AbortController().signal,
    ...extra,
  };
}
