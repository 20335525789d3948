import nunjucks from 'nunjucks';

/** A custom filter of `nunjucksFilters`: any function of the value and the filter's arguments. */
export type NunjucksFilter = (...args: unknown[]) => unknown;

/**
 * The nunjucks environment promptfoo 0.123.1 renders with: no autoescaping, `env` as a global
 * (the run's environment, then the config's own `env:`), a `load` filter parsing JSON, and the
 * config's `nunjucksFilters`. `throwOnUndefined` is off: an unknown variable renders empty.
 */
export function nunjucksEnvironment(options: {
  env: Record<string, string | undefined>;
  configEnv?: Record<string, unknown>;
  filters?: Record<string, NunjucksFilter>;
}): nunjucks.Environment {
  const environment = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
  environment.addGlobal('env', { ...options.env, ...options.configEnv });
  environment.addFilter('load', (text: string) => JSON.parse(text) as unknown);
  for (const [name, filter] of Object.entries(options.filters ?? {})) environment.addFilter(name, filter);
  return environment;
}

/**
 * promptfoo's guard for text that only looks like a template: an unclosed `{{`, `{%` or `{#` is
 * rendered as it is (wrapped in `{% raw %}`) instead of failing.
 */
export function wrapPartialTemplate(text: string): string {
  const partial = /({%[^%]*$|{{[^}]*$|{#[^#]*$)/m.test(text);
  const wrapped = /{%\s*raw\s*%}/.test(text) && /{%\s*endraw\s*%}/.test(text);
  return partial && !wrapped ? `{% raw %}${text}{% endraw %}` : text;
}

/**
 * Variables a template reads (promptfoo's own regex, so that a var referring to an unset one is left alone as it leaves
 * it).
 */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  const text = template.replace(/\{#[\s\S]*?#\}/g, '');
  for (const match of text.matchAll(
    /\{\{[\s]*([^{}\s|]+)[\s]*(?:\|[^}]+)?\}\}|\{%[\s]*(?:if|for)[\s]+([^{}\s]+)[\s]*.*?%\}/g,
  )) {
    const name = match[1] ?? match[2];
    if (name) names.add(name);
  }
  for (const match of text.matchAll(/\{%[\s]*for[\s]+(\w+)[\s]+in[\s]+(\w+)[\s]*%\}/g)) {
    names.delete(match[1]!);
    names.add(match[2]!);
  }
  return [...names];
}

/**
 * promptfoo's first pass over a whole config: every `{{ … }}` that reads `env.X` (or `env['X']`)
 * is rendered when X is set or a filter (a default) follows; everything else stays for the tests.
 */
export function renderEnvOnly(value: unknown, env: Record<string, unknown>, engine: nunjucks.Environment): unknown {
  if (typeof value === 'string') {
    return value.replace(/\{\{(?:[^}]|\}(?!\}))*\}\}/g, (match) => {
      if (!/\benv\.|env\[/.test(match)) return match;
      const name = /env\.(\w+)|env\[['"]([^'"]+)['"]\]/.exec(match);
      const key = name?.[1] ?? name?.[2];
      if (!match.includes('|') && (key === undefined || env[key] === undefined)) return match;
      try {
        return engine.renderString(match, { env });
      } catch {
        return match;
      }
    });
  }
  if (Array.isArray(value)) return value.map((item) => renderEnvOnly(item, env, engine));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderEnvOnly(v, env, engine)]));
  return value;
}
