import type { AssertionHandler } from './assertion-params.js';
import { JSON_ASSERTIONS } from './json-assertions.js';
import { MODEL_GRADED_ASSERTIONS } from './model-graded/model-graded-assertions.js';
import { REFUSAL_ASSERTIONS } from './refusal-assertion.js';
import { RESPONSE_FACT_ASSERTIONS } from './response-facts.js';
import { SCRIPT_ASSERTIONS } from './script-assertions.js';
import { SKILL_ASSERTIONS } from './skill-used.js';
import { SQL_ASSERTIONS } from './sql-assertions.js';
import { TEXT_ASSERTIONS } from './plain-text-assertions.js';
import { TOOL_CALL_ASSERTIONS } from './tool-call-f1.js';

type HandlerGroup = Promise<Record<string, AssertionHandler>>;

/**
 * Handlers whose module (and its parser: parse5, fast-xml-parser and saxes, js-rouge) is imported when
 * a test first uses one of its types, so a run that never checks HTML, XML or overlap scores never
 * loads them. The names are listed here; a test holds them equal to each module's own.
 */
export const LAZY_GROUPS: { types: string[]; load: () => HandlerGroup }[] = [
  { types: ['is-html', 'contains-html'], load: () => import('./html-assertions.js').then((m) => m.HTML_ASSERTIONS) },
  { types: ['is-xml', 'contains-xml'], load: () => import('./xml-assertions.js').then((m) => m.XML_ASSERTIONS) },
  {
    types: ['rouge-n', 'bleu', 'gleu'],
    load: () => import('./similarity-metrics.js').then((m) => m.SIMILARITY_ASSERTIONS),
  },
];

/** The lazy groups' types, each importing its module once, on the first call of any type of the group. */
function lazyHandlers(): Record<string, AssertionHandler> {
  const handlers: Record<string, AssertionHandler> = {};
  for (const group of LAZY_GROUPS) {
    let loaded: HandlerGroup | undefined;
    for (const type of group.types) {
      handlers[type] = async (params) => {
        loaded ??= group.load();
        const handler = (await loaded)[type];
        if (!handler) throw new Error(`assertion type ${type} is listed for a module that does not grade it`);
        return handler(params);
      };
    }
  }
  return handlers;
}

/** Every promptfoo assertion type we grade, by its base type (`not-` forms invert these). */
export const ASSERTION_HANDLERS: Record<string, AssertionHandler> = {
  ...TEXT_ASSERTIONS,
  ...JSON_ASSERTIONS,
  ...SCRIPT_ASSERTIONS,
  ...lazyHandlers(),
  ...RESPONSE_FACT_ASSERTIONS,
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
 * (a remote service, a moderation model, traces).
 */
export const REFUSED_ASSERTIONS: Record<string, string> = {
  webhook:
    'it posts the output to a URL of the config and takes the verdict from there; grade with a javascript or python ' +
    'assertion instead',
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
