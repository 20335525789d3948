import { isDeepStrictEqual } from 'node:util';
import { distance } from 'fastest-levenshtein';
import { sharedRegexPool } from '../../safety/regex-pool.js';
import type { GradingResult } from '../assertion-contract.js';
import { type AssertionHandler, type AssertionParams, invariant, not, verdict } from './assertion-params.js';
import { parseCommaSeparatedValues } from './comma-separated-values.js';

/**
 * The plain-text assertions of promptfoo 0.123.1: `contains`/`icontains` and their `-any`/`-all`
 * forms, `starts-with`, `regex`, `equals`, `levenshtein`, `word-count`. Each is 1 or 0 and inverts
 * under `not-`; the failure reasons are promptfoo's.
 */

function isContainsValue(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && !Number.isNaN(value));
}

function containsOne(caseless: boolean): AssertionHandler {
  return ({ assertion, baseType, renderedValue, valueFromScript, outputString, inverse }) => {
    const value = valueFromScript ?? renderedValue;
    invariant(isContainsValue(value), `"${baseType}" assertion type must have a string or number value`);
    const fold = (s: string): string => (caseless ? s.toLowerCase() : s);
    const pass = fold(outputString).includes(fold(String(value))) !== inverse;
    return verdict(assertion, pass, `Expected output to ${not(inverse)}contain "${value}"`);
  };
}

function listValue(params: AssertionParams): unknown[] {
  let value = params.valueFromScript ?? params.renderedValue;
  invariant(value, `"${params.baseType}" assertion type must have a value`);
  if (typeof value === 'string') value = parseCommaSeparatedValues(value);
  invariant(Array.isArray(value), `"${params.baseType}" assertion type must have an array value`);
  return value;
}

function containsAny(caseless: boolean): AssertionHandler {
  return (params) => {
    const { assertion, outputString, inverse } = params;
    const value = listValue(params);
    const fold = (s: string): string => (caseless ? s.toLowerCase() : s);
    const pass = value.some((v) => fold(outputString).includes(fold(String(v)))) !== inverse;
    return verdict(assertion, pass, `Expected output to ${not(inverse)}contain one of "${value.join(', ')}"`);
  };
}

function containsAll(caseless: boolean): AssertionHandler {
  return (params) => {
    const { assertion, outputString, inverse } = params;
    const value = listValue(params);
    const fold = (s: string): string => (caseless ? s.toLowerCase() : s);
    const missing = value.filter((v) => !fold(outputString).includes(fold(String(v))));
    const pass = (missing.length === 0) !== inverse;
    return verdict(
      assertion,
      pass,
      `Expected output to ${not(inverse)}contain all of [${value.join(', ')}]. Missing: [${missing.join(', ')}]`,
    );
  };
}

const startsWith: AssertionHandler = ({ assertion, renderedValue, outputString, inverse }) => {
  invariant(
    typeof renderedValue === 'string' && renderedValue,
    '"starts-with" assertion type must have a string value',
  );
  const pass = outputString.startsWith(renderedValue) !== inverse;
  return verdict(assertion, pass, `Expected output to ${not(inverse)}start with "${renderedValue}"`);
};

/**
 * promptfoo's `regex`: an invalid pattern fails the assertion (compiling one is linear, so that
 * check stays here); testing runs in the bounded sandbox, so a pattern that backtracks
 * catastrophically errors the result instead of holding the main thread.
 */
const regex: AssertionHandler = async ({ assertion, renderedValue, outputString, inverse, input }) => {
  invariant(typeof renderedValue === 'string' && renderedValue, '"regex" assertion type must have a string value');
  try {
    new RegExp(renderedValue);
  } catch (error) {
    return {
      pass: false,
      score: 0,
      reason: `Invalid regex pattern: ${error instanceof Error ? error.message : 'unknown error'}`,
      assertion,
    };
  }
  const pass = (await sharedRegexPool.test(renderedValue, undefined, outputString, input.signal)) !== inverse;
  return verdict(assertion, pass, `Expected output to ${not(inverse)}match regex "${renderedValue}"`);
};

const equals: AssertionHandler = ({ assertion, renderedValue, outputString, inverse }) => {
  let pass: boolean;
  let shown = renderedValue;
  if (typeof renderedValue === 'object') {
    try {
      pass = isDeepStrictEqual(renderedValue, JSON.parse(outputString)) !== inverse;
    } catch {
      pass = inverse;
    }
    shown = JSON.stringify(renderedValue);
  } else {
    pass = (String(renderedValue) === outputString) !== inverse;
  }
  return verdict(assertion, pass, `Expected output "${outputString}" to ${not(inverse)}equal "${String(shown)}"`);
};

const levenshtein: AssertionHandler = ({ assertion, renderedValue, outputString, inverse }) => {
  invariant(typeof renderedValue === 'string', '"levenshtein" assertion type must have a string value');
  const dist = distance(outputString, renderedValue);
  const threshold = assertion.threshold ?? 5;
  const pass = dist <= threshold !== inverse;
  return verdict(
    assertion,
    pass,
    `Levenshtein distance ${dist} is ${inverse ? 'less than or equal to' : 'greater than'} threshold ${threshold}`,
  );
};

/** promptfoo's word count: whitespace-separated runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

function wordCountVerdict(count: number, value: unknown, inverse: boolean): { pass: boolean; reason: string } {
  const said = (basePass: boolean, inverted: string, plain: string) => {
    const pass = basePass !== inverse;
    return { pass, reason: pass ? 'Assertion passed' : inverse ? inverted : plain };
  };
  if (typeof value === 'object' && !Array.isArray(value)) {
    const { min, max } = value as { min?: number; max?: number };
    invariant(
      min !== undefined || max !== undefined,
      '"word-count" assertion object must have "min" and/or "max" properties',
    );
    if (min !== undefined && max !== undefined) {
      invariant(min <= max, `"word-count" assertion: min (${min}) must be less than or equal to max (${max})`);
      return said(
        count >= min && count <= max,
        `Expected word count to not be between ${min} and ${max}, but got ${count}`,
        `Word count ${count} is not between ${min} and ${max}`,
      );
    }
    if (min === undefined)
      return said(
        count <= max!,
        `Expected word count to be greater than ${max}, but got ${count}`,
        `Word count ${count} is greater than maximum ${max}`,
      );
    return said(
      count >= min,
      `Expected word count to be less than ${min}, but got ${count}`,
      `Word count ${count} is less than minimum ${min}`,
    );
  }
  invariant(
    typeof value === 'number' || (typeof value === 'string' && !Number.isNaN(Number(value))),
    '"word-count" assertion value must be a number or an object with min/max properties',
  );
  const expected = Number(value);
  return said(
    count === expected,
    `Expected word count to not equal ${expected}, but got ${count}`,
    `Word count ${count} does not equal expected ${expected}`,
  );
}

const wordCount: AssertionHandler = ({ assertion, renderedValue, valueFromScript, outputString, inverse }) => {
  const value = valueFromScript ?? renderedValue;
  invariant(value != null, '"word-count" assertion must have a value');
  const { pass, reason } = wordCountVerdict(countWords(outputString), value, inverse);
  return { pass, score: pass ? 1 : 0, reason, assertion } satisfies GradingResult;
};

export const TEXT_ASSERTIONS: Record<string, AssertionHandler> = {
  contains: containsOne(false),
  icontains: containsOne(true),
  'contains-any': containsAny(false),
  'icontains-any': containsAny(true),
  'contains-all': containsAll(false),
  'icontains-all': containsAll(true),
  'starts-with': startsWith,
  regex,
  equals,
  levenshtein,
  'word-count': wordCount,
};
