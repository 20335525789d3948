import yaml from 'js-yaml';
import { readFileSync } from 'node:fs';
import type { GradingResult } from '../assertion-contract.js';
import type { AssertionHandler, AssertionParams } from './assertion-params.js';
import { AssertionFailure, invariant, not, verdict } from './assertion-params.js';
import { renderTemplate, ruledPath } from './assertion-value.js';
import { compileSchema } from './json-schema.js';

/**
 * Assertions on facts of the provider's answer rather than its text, as promptfoo 0.123.1 grades
 * them: `latency` and `cost` (at most `threshold`), `finish-reason`, `perplexity` (at most
 * `threshold`) and `perplexity-score` (from log-probabilities), and the OpenAI tool and function
 * call checks against the provider's configured `tools` / `functions` schemas.
 */

const latency: AssertionHandler = ({ assertion, input, inverse }) => {
  if (assertion.threshold === undefined)
    throw new AssertionFailure('Latency assertion must have a threshold in milliseconds');
  if (input.latencyMs === undefined)
    throw new AssertionFailure('Latency assertion does not support cached results. Rerun the eval with --no-cache');
  const pass = input.latencyMs <= assertion.threshold !== inverse;
  return verdict(
    assertion,
    pass,
    `Latency ${input.latencyMs}ms is ${inverse ? 'less than or equal to' : 'greater than'} ` +
      `threshold ${assertion.threshold}ms`,
  );
};

const cost: AssertionHandler = ({ assertion, input, inverse }) => {
  if (assertion.threshold === undefined) throw new AssertionFailure('Cost assertion must have a threshold');
  if (input.cost === undefined)
    throw new AssertionFailure('Cost assertion does not support providers that do not return cost');
  const pass = input.cost <= assertion.threshold !== inverse;
  return verdict(
    assertion,
    pass,
    `Cost ${input.cost.toPrecision(2)} is ${inverse ? 'less than or equal to' : 'greater than'} ` +
      `threshold ${assertion.threshold}`,
  );
};

const finishReason: AssertionHandler = ({ assertion, renderedValue, input, inverse }) => {
  const value = renderedValue ?? assertion.value;
  invariant(typeof value === 'string', '"finish-reason" assertion type must have a string value');
  if (!input.finishReason) return verdict(assertion, inverse, 'Provider did not supply stop/finish reason');
  const pass = (value.toLowerCase() === input.finishReason.toLowerCase()) !== inverse;
  return verdict(assertion, pass, `Expected finish reason ${not(inverse)}"${value}" but got "${input.finishReason}"`);
};

function meanLogProb({ baseType, input }: AssertionParams): number {
  const logProbs = input.logProbs;
  if (!logProbs || logProbs.length === 0)
    throw new AssertionFailure(
      `${baseType === 'perplexity' ? 'Perplexity' : 'perplexity-score'} assertion does not support providers that ` +
        `do not return logProbs`,
    );
  return logProbs.reduce((a, b) => a + b, 0) / logProbs.length;
}

const perplexity: AssertionHandler = (params) => {
  const { assertion, inverse } = params;
  const value = Math.exp(-meanLogProb(params));
  const pass = assertion.threshold === undefined ? true : value <= assertion.threshold !== inverse;
  return verdict(
    assertion,
    pass,
    `Perplexity ${value.toFixed(2)} is ${inverse ? 'less than or equal to' : 'greater than'} ` +
      `threshold ${assertion.threshold}`,
  );
};

const perplexityScore: AssertionHandler = (params) => {
  const { assertion, inverse } = params;
  const norm = 1 / (1 + Math.exp(-meanLogProb(params)));
  const pass = assertion.threshold === undefined ? true : norm >= assertion.threshold !== inverse;
  const reason = pass
    ? 'Assertion passed'
    : `Perplexity score ${norm.toFixed(2)} is ${inverse ? 'greater than or equal to' : 'less than'} ` +
      `threshold ${assertion.threshold}`;
  return { pass, score: inverse ? 1 - norm : norm, reason, assertion };
};

interface FunctionCall {
  name?: unknown;
  arguments?: unknown;
}
interface FunctionSpec {
  name?: string;
  parameters?: object;
}

/** Tools or functions given inline or as `file://` (JSON/YAML, rendered with the vars as promptfoo does). */
function loadSpecs(value: unknown, params: AssertionParams): unknown {
  if (typeof value !== 'string' || !value.startsWith('file://')) return value;
  const file = ruledPath(
    renderTemplate(value.slice('file://'.length), params.input.vars, params.input.env),
    params.input,
  );
  return yaml.load(readFileSync(file, 'utf8'));
}

/** Throws promptfoo's message when the call does not name a configured function or breaks its schema. */
async function checkFunctionCall(call: unknown, functions: FunctionSpec[] | undefined): Promise<void> {
  const fc = (
    typeof call === 'object' && call !== null && 'function_call' in call
      ? (call as { function_call: unknown }).function_call
      : call
  ) as FunctionCall;
  if (typeof fc !== 'object' || fc === null || typeof fc.name !== 'string' || typeof fc.arguments !== 'string') {
    throw new Error(`OpenAI did not return a valid-looking function call: ${JSON.stringify(fc)}`);
  }
  const args = JSON.parse(fc.arguments) as unknown;
  const schema = functions?.find((f) => f.name === fc.name)?.parameters;
  if (!schema) throw new Error(`Called "${fc.name}", but there is no function with that name`);
  const validate = await compileSchema(schema);
  if (!validate(args))
    throw new Error(`Call to "${fc.name}" does not match schema: ${JSON.stringify(validate.errors)}`);
}

const toolsCall: AssertionHandler = async (params) => {
  const { assertion, input } = params;
  let output = params.output;
  const text = typeof output === 'string' ? output : JSON.stringify(output);
  if (text.includes('MCP Tool Result') || text.includes('MCP Tool Error')) {
    const error = text.match(/MCP Tool Error \(([^)]+)\): (.+)/);
    if (text.includes('MCP Tool Error'))
      return {
        pass: false,
        score: 0,
        reason: `MCP tool call failed for ${error ? error[1] : 'unknown'}: ${error ? error[2] : 'unknown error'}`,
        assertion,
      };
    const ok = text.match(/MCP Tool Result \(([^)]+)\):/);
    return { pass: true, score: 1, reason: `MCP tool call succeeded for ${ok ? ok[1] : 'unknown'}`, assertion };
  }
  if (typeof output === 'object' && output !== null && 'tool_calls' in output)
    output = (output as { tool_calls: unknown }).tool_calls;
  const calls = output as { function?: FunctionCall }[];
  if (
    !Array.isArray(calls) ||
    calls.length === 0 ||
    calls.some((c) => typeof c?.function?.name !== 'string' || typeof c?.function?.arguments !== 'string')
  ) {
    return {
      pass: false,
      score: 0,
      reason: `OpenAI did not return a valid-looking tools response: ${JSON.stringify(calls)}`,
      assertion,
    };
  }
  const tools = loadSpecs(input.provider?.config?.tools, params) as
    | { type?: string; function?: FunctionSpec }[]
    | undefined;
  if (!tools)
    return {
      pass: false,
      score: 0,
      reason: 'No tools configured in provider, but output contains tool calls',
      assertion,
    };
  try {
    const functions = tools.filter((t) => t.type === 'function' && 'function' in t).map((t) => t.function!);
    for (const call of calls) await checkFunctionCall(call.function, functions);
    return verdict(assertion, true, '');
  } catch (error) {
    return { pass: false, score: 0, reason: (error as Error).message, assertion };
  }
};

/**
 * `is-valid-function-call`: promptfoo asks the provider; its OpenAI chat provider checks the call
 * against `config.functions`, its Google providers against `config.tools`; others cannot.
 */
const functionCall: AssertionHandler = async (params): Promise<GradingResult> => {
  const { assertion, input, output } = params;
  const id = input.provider?.id ?? '';
  try {
    let specs: unknown;
    if (/^(openai:chat:|openai:(?!embedding|image|completion|responses|realtime|assistant))/.test(id))
      specs = input.provider?.config?.functions;
    else if (/^(google:|vertex:)/.test(id)) specs = input.provider?.config?.tools;
    else throw new Error('Provider does not have functionality for checking function call.');
    await checkFunctionCall(output, loadSpecs(specs, params) as FunctionSpec[] | undefined);
    return verdict(assertion, true, '');
  } catch (error) {
    return { pass: false, score: 0, reason: (error as Error).message, assertion };
  }
};

export const RESPONSE_FACT_ASSERTIONS: Record<string, AssertionHandler> = {
  latency,
  cost,
  'finish-reason': finishReason,
  perplexity,
  'perplexity-score': perplexityScore,
  'is-valid-openai-tools-call': toolsCall,
  'is-valid-function-call': functionCall,
  'is-valid-openai-function-call': functionCall,
};
