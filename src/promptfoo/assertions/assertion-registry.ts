import type { AssertionHandler } from './assertion-params.js';
import { HTML_ASSERTIONS } from './html-assertions.js';
import { JSON_ASSERTIONS } from './json-assertions.js';
import { MODEL_GRADED_ASSERTIONS } from './model-graded/model-graded-assertions.js';
import { REFUSAL_ASSERTIONS } from './refusal-assertion.js';
import { RESPONSE_FACT_ASSERTIONS } from './response-facts.js';
import { SCRIPT_ASSERTIONS } from './script-assertions.js';
import { SIMILARITY_ASSERTIONS } from './similarity-metrics.js';
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
};

/**
 * promptfoo types we refuse at load, with why: each needs something outside a run of the config
 * (a remote service, a moderation model, traces, other outputs of the same test).
 */
export const REFUSED_ASSERTIONS: Record<string, string> = {
  webhook:
    'it posts the output to a URL of the config and takes the verdict from there; grade with a javascript or python ' +
    'assertion instead',
  'select-best': 'it compares the outputs of all prompts and providers of a test against each other',
  'max-score': 'it compares the outputs of all prompts and providers of a test against each other',
  moderation: 'it needs a moderation provider',
  classifier: 'it needs a HuggingFace classifier provider',
  guardrails: 'it reads guardrail verdicts of providers we do not run',
  pi: "it calls Pi Labs' scoring service",
  meteor: 'it needs the natural language toolkit promptfoo loads optionally',
  ruby: 'it needs a Ruby interpreter; use python or javascript',
  'search-rubric': 'it needs a grader with web search',
  'agent-rubric': 'it needs an agentic grader',
  'conversation-relevance': 'it grades multi-turn conversations we do not run',
  'trace-error-spans': 'it reads OpenTelemetry traces, which our runs do not record',
  'trace-span-count': 'it reads OpenTelemetry traces, which our runs do not record',
  'trace-span-duration': 'it reads OpenTelemetry traces, which our runs do not record',
  'trajectory:goal-success': 'it reads OpenTelemetry traces, which our runs do not record',
  'trajectory:tool-args-match': 'it reads OpenTelemetry traces, which our runs do not record',
  'trajectory:step-count': 'it reads OpenTelemetry traces, which our runs do not record',
  'trajectory:tool-sequence': 'it reads OpenTelemetry traces, which our runs do not record',
  'trajectory:tool-used': 'it reads OpenTelemetry traces, which our runs do not record',
  'skill-used': 'it reads agent skill calls from traces, which our runs do not record',
};
