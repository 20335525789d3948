import { readFile } from 'node:fs/promises';
import type { AssertionInput, GradingResult } from '../../assertion-contract.js';
import { envBool } from '../../promptfoo-env.js';
import { JAVASCRIPT_FILE, callJavascriptFile, fileReference, nunjucksFor, readDataFile } from '../assertion-value.js';

/**
 * A grading prompt made and sent as promptfoo 0.123.1 makes it: the `rubricPrompt` (inline, a
 * JSON chat list, `file://` text/JSON/YAML, or a `file://x.js` function) replacing the default,
 * rendered with nunjucks where object values appear as JSON text; a JSON chat prompt is rendered
 * string by string and sent as JSON.
 */
export async function loadRubricPrompt(
  rubricPrompt: unknown,
  fallback: string,
  input: AssertionInput,
): Promise<string> {
  if (!rubricPrompt) return fallback;
  if (typeof rubricPrompt === 'object' && Object.keys(rubricPrompt as object).length === 0) return fallback;
  let prompt: unknown = rubricPrompt;
  if (typeof prompt === 'string' && prompt.startsWith('file://')) {
    const { file, fn } = fileReference(prompt, input);
    if (JAVASCRIPT_FILE.test(file)) prompt = await callJavascriptFile(file, fn, []);
    else if (/\.(json|ya?ml)$/i.test(file)) prompt = readDataFile(prompt, input);
    else prompt = await readFile(file, 'utf8');
  }
  if (typeof prompt === 'object') prompt = JSON.stringify(prompt);
  if (typeof prompt !== 'string') throw new Error('rubricPrompt must be a string');
  return prompt;
}

function templatingContext(vars: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(vars).map(([k, v]) => {
      if (!v || typeof v !== 'object') return [k, v];
      if (Array.isArray(v))
        return [k, v.map((item: unknown) => (item && typeof item === 'object' ? JSON.stringify(item) : item))];
      return [k, JSON.stringify(v)];
    }),
  );
}

export function renderGradingPrompt(
  template: string,
  vars: Record<string, unknown>,
  env: Record<string, string | undefined>,
): string {
  const engine = nunjucksFor(env);
  const context = envBool(env, 'PROMPTFOO_DISABLE_OBJECT_STRINGIFY') ? vars : templatingContext(vars);
  try {
    const parsed = JSON.parse(template, (_k, v: unknown) =>
      typeof v === 'string' ? engine.renderString(v, context) : v,
    ) as unknown;
    return JSON.stringify(parsed);
  } catch {
    return engine.renderString(template, context);
  }
}

/** promptfoo's tryParse: JSON text becomes its value, anything else stays. */
export function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A failed grader call or an unreadable reply: failed, score 0, never inverted by `not-`. */
export function graderFailure(
  reason: string,
  tokensUsed?: GradingResult['tokensUsed'],
): GradingResult & { graderError: true } {
  return { pass: false, score: 0, reason, graderError: true, ...(tokensUsed ? { tokensUsed } : {}) };
}

export function tokens(
  usage: { total?: number; prompt?: number; completion?: number } | undefined,
): GradingResult['tokensUsed'] {
  return { total: usage?.total ?? 0, prompt: usage?.prompt ?? 0, completion: usage?.completion ?? 0 };
}

export function addTokens(
  into: NonNullable<GradingResult['tokensUsed']>,
  usage: { total?: number; prompt?: number; completion?: number } | undefined,
): void {
  into.total += usage?.total ?? 0;
  into.prompt += usage?.prompt ?? 0;
  into.completion += usage?.completion ?? 0;
}
