import type { PromptfooAssertion } from './assertion-contract.js';

/** promptfoo 0.123.1's assertion types, in its order: the names `__expected` cells may start with. */
const ASSERTION_TYPES = [
  'agent-rubric',
  'answer-relevance',
  'bleu',
  'classifier',
  'contains',
  'contains-all',
  'contains-any',
  'contains-html',
  'contains-json',
  'contains-sql',
  'contains-xml',
  'context-faithfulness',
  'context-recall',
  'context-relevance',
  'conversation-relevance',
  'cost',
  'equals',
  'factuality',
  'finish-reason',
  'g-eval',
  'gleu',
  'guardrails',
  'icontains',
  'icontains-all',
  'icontains-any',
  'is-html',
  'is-json',
  'is-refusal',
  'is-sql',
  'is-valid-function-call',
  'is-valid-openai-function-call',
  'is-valid-openai-tools-call',
  'is-xml',
  'javascript',
  'latency',
  'levenshtein',
  'llm-rubric',
  'pi',
  'meteor',
  'model-graded-closedqa',
  'model-graded-factuality',
  'moderation',
  'perplexity',
  'perplexity-score',
  'python',
  'regex',
  'rouge-n',
  'ruby',
  'similar',
  'similar:cosine',
  'similar:dot',
  'similar:euclidean',
  'starts-with',
  'tool-call-f1',
  'skill-used',
  'trajectory:goal-success',
  'trajectory:tool-args-match',
  'trajectory:step-count',
  'trajectory:tool-sequence',
  'trajectory:tool-used',
  'trace-error-spans',
  'trace-span-count',
  'trace-span-duration',
  'search-rubric',
  'webhook',
  'word-count',
];

const ASSERTION_PATTERN = new RegExp(
  `^(not-)?(${ASSERTION_TYPES.join('|')})(?:\\((\\d+(?:\\.\\d+)?)\\))?(?::([\\s\\S]*))?$`,
);
const THRESHOLD_TYPES = new Set([
  'answer-relevance',
  'classifier',
  'context-faithfulness',
  'context-recall',
  'context-relevance',
  'cost',
  'latency',
  'levenshtein',
  'perplexity-score',
  'perplexity',
  'rouge-n',
  'similar',
  'starts-with',
]);
const LIST_TYPES = new Set(['contains-all', 'contains-any', 'icontains-all', 'icontains-any']);

/** A cell as a finite number, else undefined (a blank or text cell is "not set", never NaN). */
export function parseFiniteNumber(value: string | undefined): number | undefined {
  const trimmed = value?.trim() ?? '';
  if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * An `__expected` cell as promptfoo reads it: `type:value`, `not-type(threshold):value`, `grade:`, `javascript:`,
 * `python:`, else `equals`.
 */
export function assertionFromString(expected: string): PromptfooAssertion {
  const isJsFile = expected.startsWith('file://') && /\.(c|m)?(j|t)s(:|$)/.test(expected.slice(7));
  if (expected.startsWith('javascript:') || expected.startsWith('fn:') || expected.startsWith('eval:') || isJsFile) {
    const cut = expected.startsWith('javascript:')
      ? 11
      : expected.startsWith('fn:')
        ? 3
        : expected.startsWith('eval:')
          ? 5
          : 0;
    return { type: 'javascript', value: expected.slice(cut).trim() };
  }
  if (expected.startsWith('grade:') || expected.startsWith('llm-rubric:'))
    return { type: 'llm-rubric', value: expected.slice(expected.startsWith('grade:') ? 6 : 11) };
  if (
    expected.startsWith('python:') ||
    (expected.startsWith('file://') && (expected.endsWith('.py') || expected.includes('.py:')))
  )
    return { type: 'python', value: expected.slice(7).trim() };
  const match = ASSERTION_PATTERN.exec(expected);
  if (!match) return { type: 'equals', value: expected };
  const [, not, type = '', thresholdText, value] = match;
  const fullType = not ? `not-${type}` : type;
  const threshold = parseFiniteNumber(thresholdText);
  if (LIST_TYPES.has(type)) return { type: fullType, value: value ? commaSeparated(value) : value };
  if (type === 'contains-json' || type === 'is-json') return { type: fullType, value };
  if (THRESHOLD_TYPES.has(type))
    return { type: fullType, value: value?.trim(), threshold: threshold ?? (type === 'similar' ? 0.8 : 0.75) };
  return { type: fullType, value: value?.trim() };
}

/** `a, "b, c", d` → ['a', 'b, c', 'd'] (quotes escape commas; `""` and `\"` are a quote). */
function commaSeparated(value: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && (value[i] === ',' || /\s/.test(value[i]!))) i++;
    if (i >= value.length) break;
    if (value[i] === '"') {
      let field = '';
      i++;
      while (i < value.length) {
        if (value[i] === '\\' && (value[i + 1] === '"' || value[i + 1] === '\\')) {
          field += value[i + 1];
          i += 2;
        } else if (value[i] === '"' && value[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (value[i] === '"') {
          i++;
          break;
        } else field += value[i++];
      }
      out.push(field);
    } else {
      const start = i;
      while (i < value.length && value[i] !== ',') i++;
      out.push(value.slice(start, i).trim());
    }
  }
  return out;
}

/** One CSV row as a promptfoo test: special `__` columns, every other column a var. */
export function testFromCsvRow(row: Record<string, string>): Record<string, unknown> {
  const vars: Record<string, string> = {};
  const asserts: PromptfooAssertion[] = [];
  const options: Record<string, unknown> = {};
  const metadata: Record<string, unknown> = {};
  const thresholds = new Map<number, number>();
  let description: string | undefined;
  let metric: string | undefined;
  let threshold: number | undefined;
  let providerOutput: string | undefined;
  for (const [rawKey, value] of Object.entries(row)) {
    const key = rawKey.trim();
    if (key.startsWith('__expected')) {
      if (value.trim() !== '') asserts.push(assertionFromString(value.trim()));
    } else if (key === '__prefix') options.prefix = value;
    else if (key === '__suffix') options.suffix = value;
    else if (key === '__description') description = value;
    else if (key === '__providerOutput') providerOutput = value;
    else if (key === '__metric') metric = value;
    else if (key === '__threshold') threshold = parseFiniteNumber(value);
    else if (key.startsWith('__metadata:')) {
      const name = key.slice('__metadata:'.length);
      if (value.trim() === '') continue;
      if (name.endsWith('[]'))
        metadata[name.slice(0, -2)] = value.split(/(?<!\\),/).map((v) => v.trim().replace(/\\,/g, ','));
      else metadata[name] = value;
    } else if (key.startsWith('__config:')) {
      const [target, setting] = key.slice('__config:'.length).split(':');
      const index = target === '__expected' ? 0 : Number(/^__expected(\d+)$/.exec(target ?? '')?.[1] ?? Number.NaN) - 1;
      const number = parseFiniteNumber(value);
      if (setting !== 'threshold' || !(index >= 0) || number === undefined)
        throw new Error(`column ${key}: write __config:__expected<N>:threshold with a number`);
      thresholds.set(index, number);
    } else if (key !== '__metadata') vars[key] = value;
  }
  asserts.forEach((assert, index) => {
    assert.metric = metric;
    const set = thresholds.get(index);
    if (set !== undefined) {
      assert.threshold = set;
      metadata.threshold = set;
    }
  });
  return {
    vars,
    assert: asserts,
    options,
    ...(description ? { description } : {}),
    ...(providerOutput ? { providerOutput } : {}),
    ...(threshold !== undefined ? { threshold } : {}),
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
}
