import { mapStrings } from './expand-variables.js';
import type { RawTest } from './tests-file-schema.js';
import { isRecord } from './is-record.js';

const TEMPLATE_VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;
const WHOLE_TEMPLATE_VAR = /^\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}$/;

/** AgentV renders `{{ var }}` (dot paths allowed) in a test's criteria, input, input_files and expected_output. */
export function renderVars(test: RawTest): RawTest {
  const vars = test.vars;
  if (!vars) return test;
  const render = <T>(value: T): T => renderWith(value, vars);
  return {
    ...test,
    ...(test.criteria !== undefined ? { criteria: render(test.criteria) } : {}),
    ...(test.expected_outcome !== undefined ? { expected_outcome: render(test.expected_outcome) } : {}),
    ...(test.input !== undefined ? { input: render(test.input) } : {}),
    ...(test.input_files !== undefined ? { input_files: render(test.input_files) } : {}),
    ...(test.expected_output !== undefined ? { expected_output: render(test.expected_output) } : {}),
  };
}

/**
 * `{{ var }}` replaced by the var's value (objects as JSON); an unknown name is left as written, so
 * other template syntaxes survive. A string that is exactly one reference takes the value itself.
 */
export function renderWith<T>(value: T, vars: Record<string, unknown> | undefined): T {
  if (!vars) return value;
  const lookup = (expression: string): unknown =>
    expression
      .split('.')
      .reduce<unknown>(
        (current, key) => (isRecord(current) ? (current as Record<string, unknown>)[key] : undefined),
        vars,
      );
  return mapStrings(value, (text) => {
    const whole = WHOLE_TEMPLATE_VAR.exec(text);
    if (whole) {
      const found = lookup(whole[1] as string);
      return found === undefined ? text : structuredClone(found);
    }
    return text.replace(TEMPLATE_VAR, (match, expression: string) => {
      const found = lookup(expression);
      return found === undefined ? match : typeof found === 'string' ? found : JSON.stringify(found);
    });
  }) as T;
}
