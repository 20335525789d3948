import nunjucks from 'nunjucks';

/** A custom filter of `nunjucksFilters`: any function of the value and the filter's arguments. */
export type NunjucksFilter = (...args: unknown[]) => unknown;

/**
 * The nunjucks environment promptfoo 0.123.1 renders with: no autoescaping, `env` as a global
 * (the run's environment, then the config's own `env:`), a `load` filter parsing JSON, and the
 * config's `nunjucksFilters`. `throwOnUndefined` is off: an unknown variable renders empty.
 */
export function nunjucksEnvironment(options: { env: Record<string, string | undefined>; configEnv?: Record<string, unknown>; filters?: Record<string, NunjucksFilter> }): nunjucks.Environment {
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

/** Variables a template reads (promptfoo's own regex, so that a var referring to an unset one is left alone as it leaves it). */
export function templateVariables(template: string): string[] {
  const names = new Set<string>();
  const text = template.replace(/\{#[\s\S]*?#\}/g, '');
  for (const match of text.matchAll(/\{\{[\s]*([^{}\s|]+)[\s]*(?:\|[^}]+)?\}\}|\{%[\s]*(?:if|for)[\s]+([^{}\s]+)[\s]*.*?%\}/g)) {
    const name = match[1] ?? match[2];
    if (name) names.add(name);
  }
  for (const match of text.matchAll(/\{%[\s]*for[\s]+(\w+)[\s]+in[\s]+(\w+)[\s]*%\}/g)) {
    names.delete(match[1]!);
    names.add(match[2]!);
  }
  return [...names];
}
