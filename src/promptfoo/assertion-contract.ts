import type { RootRule } from '../config/repo-paths.js';
/**
 * The contract between promptfoo's config reader (which builds tests, renders prompts and calls
 * providers on our engine) and promptfoo's assertions (which grade one answer as promptfoo 0.123.1
 * grades it). Both sides import only this file of each other.
 */

/** One entry of a test's `assert:` list as promptfoo reads it (`assert-set` nests more of them). */
export interface PromptfooAssertion {
  type: string;
  value?: unknown;
  threshold?: number;
  weight?: number;
  metric?: string;
  /** The grader for model-graded types: a provider id, an object `{id, config}`, or a map by kind. */
  provider?: unknown;
  rubricPrompt?: unknown;
  transform?: string;
  /** context-* assertions: JavaScript (or file://) turning the output into the context. */
  contextTransform?: string;
  config?: Record<string, unknown>;
  /** `assert-set` members. */
  assert?: PromptfooAssertion[];
}

/** What promptfoo calls a GradingResult: one assertion's verdict, or the test's overall one. */
export interface GradingResult {
  pass: boolean;
  score: number;
  reason: string;
  /** Scores by `metric` name. */
  namedScores?: Record<string, number>;
  /** The assertion this result grades (absent on the overall result). */
  assertion?: PromptfooAssertion;
  /** Members' results: an `assert-set`'s, or every assertion's on the overall result. */
  componentResults?: GradingResult[];
  tokensUsed?: { total: number; prompt: number; completion: number; cached?: number };
}

/**
 * A model call for a model-graded assertion, made through the run's call limiter, cache and meter.
 * A provider that cannot be called (unknown id, no API key) throws: the whole result is then an
 * error, as promptfoo's row. A call that fails returns `error`: that assertion fails with score 0.
 */
export type GraderCall = (request: {
  /**
   * The grader the assertion or the test's `options.provider` names (a map by kind already
   * narrowed to its `text` entry); undefined when neither does and promptfoo would use its default.
   */
  provider: unknown;
  /**
   * With no `provider`: the default grader promptfoo 0.123.1 would choose from the environment
   * (`defaultGrader` in assertions/model-graded/grader-selection.ts, e.g. `openai:chat:gpt-5.6-sol`).
   */
  defaultId?: string;
  /** The rendered grading prompt: a string, or a JSON chat array as promptfoo sends it. */
  prompt: string;
  /** Ask for JSON output where the provider can. */
  json?: boolean;
}) => Promise<{
  output: string;
  tokenUsage?: { total?: number; prompt?: number; completion?: number };
  cost?: number;
  error?: string;
}>;

/**
 * One embedding for `similar` or `answer-relevance`, by the embedding provider the assertion or
 * test names (`provider`, the `embedding` entry of a map by kind; undefined for promptfoo's
 * default, then `defaultId`), through the run's limiter, cache and meter. A failed call returns
 * `error`, as promptfoo's callEmbeddingApi does.
 */
export type EmbeddingCall = (request: { provider: unknown; defaultId?: string; text: string }) => Promise<{
  embedding?: number[];
  tokenUsage?: { total?: number; prompt?: number; completion?: number };
  error?: string;
}>;

/** Everything an assertion may look at for one answer. */
export interface AssertionInput {
  /** The provider's output after the provider's and the test's `transform`s. */
  output: unknown;
  /** The prompt as rendered and sent. */
  prompt: string;
  vars: Record<string, unknown>;
  test: {
    description?: string;
    threshold?: number;
    metadata?: Record<string, unknown>;
    /**
     * `test.options` merged over `defaultTest.options` (rubricPrompt, provider, transform,
     * factuality, …). When neither names a `provider`, put `defaultTest.provider` there: promptfoo
     * grades with it before its environment default.
     */
    options?: Record<string, unknown>;
  };
  /** Facts of the provider's answer. */
  latencyMs?: number;
  cost?: number;
  finishReason?: string;
  logProbs?: number[];
  tokenUsage?: { total?: number; prompt?: number; completion?: number };
  /** The provider response's `metadata` (an agent's `skillCalls`, the http provider's status), when it has one. */
  metadata?: Record<string, unknown>;
  /**
   * The provider's id, label and `config`, as promptfoo hands them to javascript assertions;
   * `config.tools` / `config.functions` are what the tool and function call checks validate against.
   */
  provider?: { id: string; label?: string; config?: Record<string, unknown> };
  /** Folder of the config file: `file://` references resolve from here. */
  configDir: string;
  /** AgentV 5's suites: its own assertion types and trimmed comparisons (agentv5-assertions.ts). */
  dialect?: 'agentv5';
  /** The file rule a `file://` read while grading passes (`referencedFileRefusal`), when the config gives one. */
  rootRule?: RootRule;
  env: Record<string, string | undefined>;
  grader: GraderCall;
  embed: EmbeddingCall;
  signal: AbortSignal;
}
