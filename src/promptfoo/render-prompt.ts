import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type nunjucks from 'nunjucks';
import { templateVariables, wrapPartialTemplate } from './nunjucks-env.js';
import type { RootGuard } from './root-guard.js';
import { callPython } from './call-python.js';
import { importUserModule } from '../config/import-user-module.js';
import { parseYamlText } from './read-yaml-file.js';
import { isRecord } from '../config/is-record.js';

/** One prompt of a config as promptfoo holds it: its template and, for JS/Python prompts, its function. */
/** Extensions of the user's JavaScript and TypeScript files (prompt functions, tests, tools; Python's is `.py`). */
export const JS_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts'];

export interface PromptfooPrompt {
  raw: string;
  label: string;
  /** The id the config gives it (`{id, raw, label}`), which `prompts:` filters match too. */
  id?: string;
  /** A prompt function (`file://x.js:fn`, `file://x.py:fn`): called with the vars instead of templating `raw`. */
  function?: (context: { vars: Record<string, unknown>; provider: { id: string; label?: string } }) => Promise<unknown>;
  config?: Record<string, unknown>;
}

/** What rendering one prompt needs besides the prompt and the test's vars. */
export interface RenderContext {
  nunjucks: nunjucks.Environment;
  configDir: string;
  provider: { id: string; label?: string };
  env: Record<string, string | undefined>;
  /** AgentV 5's rendering: a prompt that is exactly `{{ var }}` is the var's value; `{{ vars.x }}` reads a var. */
  agentv5?: boolean;
  guard: RootGuard;
}

/** `{{ name }}` or `{{ a.b }}` and nothing else: AgentV 5 keeps the value itself (a message list stays a list). */
const WHOLE_VAR = /^\s*\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\}\}\s*$/;

/**
 * Renders a prompt for one test as promptfoo 0.123.1's `renderPrompt` does: `file://` vars are
 * read (text trimmed, YAML as JSON, JS and Python var functions called), a prompt function is
 * called, a trailing newline is cut from each var, `{{ var }}` inside vars is resolved, then a JSON
 * prompt (a chat) has every string rendered and is printed again with two-space indents; any other
 * prompt is rendered as text, vars rendered first.
 */
export async function renderPrompt(
  prompt: PromptfooPrompt,
  given: Record<string, unknown>,
  ctx: RenderContext,
): Promise<string> {
  const vars: Record<string, unknown> = { ...given };
  let base = prompt.raw;
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value === 'string' && value.startsWith('file://'))
      vars[name] = await loadVarFile(name, value.slice('file://'.length), base, vars, ctx);
  }
  if (prompt.function) {
    const result = await prompt.function({ vars, provider: ctx.provider });
    if (typeof result === 'string') base = result;
    else if (result !== null && typeof result === 'object') {
      const produced = (result as { prompt?: unknown }).prompt;
      base =
        'prompt' in result
          ? typeof produced === 'string'
            ? produced
            : JSON.stringify(produced)
          : JSON.stringify(result);
    } else throw new Error(`prompt function ${prompt.label} must return a string or an object, got ${typeof result}`);
  }
  for (const [name, value] of Object.entries(vars))
    if (typeof value === 'string') vars[name] = value.replace(/\n$/, '');
  resolveVariables(vars);
  if (ctx.agentv5) {
    const whole = WHOLE_VAR.exec(base);
    const value = whole ? lookup({ ...vars, vars }, whole[1]!) : undefined;
    // A message list (or any JSON value) is the prompt as JSON: the conversation for chat providers.
    if (value !== undefined && typeof value !== 'string') return JSON.stringify(value, null, 2);
    if (typeof value === 'string') return value;
    vars.vars = { ...vars };
  }
  try {
    const parsed: unknown = JSON.parse(base);
    return JSON.stringify(renderInObject(parsed, vars, ctx.nunjucks), null, 2);
  } catch {
    const rendered = Object.fromEntries(
      Object.entries(vars).map(([name, value]) => {
        if (typeof value !== 'string' || referencesUnset(value, vars)) return [name, value];
        return [name, ctx.nunjucks.renderString(wrapPartialTemplate(value), vars)];
      }),
    );
    return ctx.nunjucks.renderString(wrapPartialTemplate(base), rendered);
  }
}

function lookup(context: Record<string, unknown>, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), context);
}

/** Every string in a parsed JSON prompt rendered with the vars. */
function renderInObject(value: unknown, vars: Record<string, unknown>, env: nunjucks.Environment): unknown {
  if (typeof value === 'string') return env.renderString(value, vars);
  if (Array.isArray(value)) return value.map((item) => renderInObject(item, vars, env));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderInObject(v, vars, env)]));
  return value;
}

/** promptfoo's `resolveVariables`: `{{ other }}` in a var's text is replaced by that var, up to five rounds. */
function resolveVariables(vars: Record<string, unknown>): void {
  for (let round = 0; round < 5; round++) {
    let changed = false;
    for (const [name, value] of Object.entries(vars)) {
      if (typeof value !== 'string') continue;
      const match = /\{\{\s*(\w+)\s*\}\}/.exec(value);
      if (!match || vars[match[1]!] === undefined) continue;
      vars[name] = value.replace(match[0], String(vars[match[1]!]));
      changed = true;
    }
    if (!changed) return;
  }
}

function referencesUnset(template: string, vars: Record<string, unknown>): boolean {
  return templateVariables(template).some((name) => {
    const root = /^([A-Za-z_]\w*)/.exec(name)?.[1];
    return Boolean(root && root !== 'env' && vars[root] === undefined);
  });
}

/** A `file://` var as promptfoo reads it. */
async function loadVarFile(
  name: string,
  ref: string,
  prompt: string,
  vars: Record<string, unknown>,
  ctx: RenderContext,
): Promise<unknown> {
  const file = ctx.guard(path.resolve(ctx.configDir, ref));
  const ext = path.extname(file).toLowerCase();
  if (JS_EXTENSIONS.includes(ext)) {
    const loaded = (await importUserModule(file)) as { default?: unknown };
    const fn =
      typeof loaded.default === 'function'
        ? loaded.default
        : (loaded.default as { default?: unknown } | undefined)?.default;
    if (typeof fn !== 'function') throw new Error(`var "${name}": ${ref} must export a function`);
    const out = (await (fn as (...args: unknown[]) => unknown)(name, prompt, vars, ctx.provider)) as {
      output?: unknown;
      error?: unknown;
    };
    if (out?.error) throw new Error(`var "${name}": ${ref} failed: ${String(out.error)}`);
    if (!out?.output) throw new Error(`var "${name}": ${ref} must return { output }`);
    return out.output;
  }
  if (ext === '.py') {
    const out = (await callPython(file, 'get_var', [name, prompt, vars], { env: ctx.env, cwd: ctx.configDir })) as {
      output?: unknown;
      error?: unknown;
    };
    if (out?.error) throw new Error(`var "${name}": ${ref} failed: ${String(out.error)}`);
    if (typeof out?.output !== 'string') throw new Error(`var "${name}": ${ref} must return { "output": "<text>" }`);
    return out.output.trim();
  }
  const text = await readFile(file, 'utf8');
  if (ext === '.yaml' || ext === '.yml') return JSON.stringify(parseYamlText(file, text));
  return text.trim();
}
