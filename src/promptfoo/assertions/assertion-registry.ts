import type { AssertionHandler } from './assertion-params.js';
import { HTML_ASSERTIONS } from './html-assertions.js';
import { JSON_ASSERTIONS } from './json-assertions.js';
import { MODEL_GRADED_ASSERTIONS } from './model-graded/model-graded-assertions.js';
import { REFUSAL_ASSERTIONS } from './refusal-assertion.js';
import { RESPONSE_FACT_ASSERTIONS } from './response-facts.js';
import { SCRIPT_ASSERTIONS } from './script-assertions.js';
import { SIMILARITY_ASSERTIONS } from './similarity-metrics.js';
import { SKILL_ASSERTIONS } from './skill-used.js';
import { SQL_ASSERTIONS } from './sql-assertions.js';
import { TEXT_ASSERTIONS } from './plain-text-assertions.js';
import { TOOL_CALL_ASSERTIONS } from './tool-call-f1.js';
import { XML_ASSERTIONS } from './xml-assertions.js';

/** Every promptfoo assertion type we grade, by its base type (`not-` forms invert these). */
export const ASSERTION_HANDLERS: Record<string, AssertionHandler> = {
  ...TEXT_ASSERTIONS,
  ...JSON_ASSERTIONS,
  ...SCRIPT_ASSERTIONS,
  ...SIMILARITY_ASSERTIONS,
  ...RESPONSE_FACT_ASSERTIONS,
  ...XML_ASSERTIONS,
  ...HTML_ASSERTIONS,
  ...SQL_ASSERTIONS,
  ...MODEL_GRADED_ASSERTIONS,
  ...REFUSAL_ASSERTIONS,
  ...TOOL_CALL_ASSERTIONS,
  ...SKILL_ASSERTIONS,
};

/**
 * Why the trace assertions are refused: promptfoo grades them on the OpenTelemetry spans of a run
 * with `tracing.enabled` (its providers' own spans and what the provider's code exports to its
 * OTLP receiver, e.g. an agent SDK's tool calls); without tracing it errors them all.
 */
const TRACE =
  "it grades the OpenTelemetry spans promptfoo's tracing collects from its providers and the provider's own " +
  'exporter, which our runs do not record; grade tool calls with is-valid-openai-tools-call, tool-call-f1 ' +
  'or javascript';

/**
 * promptfoo types we refuse at load, with why: each needs something outside a run of the config
 * (a remote service, a moderation model, traces, other outputs of the same test).
 */
export const REFUSED_ASSERTIONS: Record<string, string> = {
  webhook:
    'it posts the output to a URL of the config and takes the verdict from there; grade with a javascript or python ' +
    'assertion instead',
  'select-best':
    'promptfoo asks a grader to pick the best of all outputs of a test (every prompt and provider) once they are all ' +
    'in; our cases are graded one at a time',
  'max-score':
    'promptfoo passes the one output of a test (of all its prompts and providers) with the highest score of its ' +
    'other assertions, once they are all in; our cases are graded one at a time',
  moderation: 'it needs a moderation provider',
  classifier: 'it needs a HuggingFace classifier provider',
  guardrails: 'it reads guardrail verdicts of providers we do not run',
  pi: "it calls Pi Labs' scoring service",
  meteor: 'it needs the natural language toolkit promptfoo loads optionally',
  ruby: 'it needs a Ruby interpreter; use python or javascript',
  'search-rubric': 'it needs a grader with web search',
  'agent-rubric': 'it needs an agentic grader',
  'conversation-relevance': 'it grades multi-turn conversations we do not run',
  'trace-error-spans': TRACE,
  'trace-span-count': TRACE,
  'trace-span-duration': TRACE,
  'trajectory:goal-success': TRACE,
  'trajectory:tool-args-match': TRACE,
  'trajectory:step-count': TRACE,
  'trajectory:tool-sequence': TRACE,
  'trajectory:tool-used': TRACE,
};
