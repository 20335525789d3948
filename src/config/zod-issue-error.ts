import type { z } from 'zod';
import type { ConfigError } from '../errors/index.js';
import { configErrorAt, formatPath, type FieldPath, type YamlSource } from './yaml-source.js';

type Issue = z.core.$ZodIssue;

/**
 * Turns the first zod issue into a one-line ConfigError at the offending YAML node. Union
 * failures are unwrapped to the branch that got furthest, so the user sees the real problem
 * (e.g. a bad segment inside a list) rather than "Invalid input".
 */
export function zodIssueError(src: YamlSource, error: z.ZodError): ConfigError {
  const issues = error.issues;
  const { issue, path } = deepestIssue(issues[0] as Issue, []);
  const more = issues.length > 1 ? ` (${issues.length - 1} more problem(s) in this file)` : '';
  const { detail, fix } = describeIssue(src, issue, path);
  return configErrorAt(src, path, `${detail}${more}`, fix);
}

function deepestIssue(issue: Issue, base: FieldPath): { issue: Issue; path: FieldPath } {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return { issue, path };
  let best: Issue | undefined;
  for (const branch of issue.errors) {
    const first = branch[0];
    if (first && first.path.length > 0 && (!best || first.path.length > best.path.length)) best = first;
  }
  return best ? deepestIssue(best, path) : { issue, path };
}

function describeIssue(src: YamlSource, issue: Issue, path: FieldPath): { detail: string; fix: string } {
  const where = formatPath(path) || 'the document';
  const field = String(path[path.length - 1] ?? 'document');
  switch (issue.code) {
    case 'invalid_type': {
      const actual = valueAt(src.data, path);
      const expected = YAML_NAMES[issue.expected] ?? `a ${issue.expected}`;
      if (actual === undefined) {
        return { detail: `missing required field "${field}"`, fix: `add "${field}" (${expected})` };
      }
      // Only the kind of the wrong value is named, never the value: it may be a secret.
      return { detail: `expected ${expected} but found ${describeValue(actual)}`, fix: `change ${where} to ${expected}` };
    }
    case 'invalid_value': {
      const allowed = issue.values.map((v) => String(v)).join(', ');
      const actual = valueAt(src.data, path);
      const shown = typeof actual === 'string' ? ` "${actual.slice(0, 40)}"` : '';
      return { detail: `invalid value${shown} for "${field}"`, fix: `use one of: ${allowed}` };
    }
    case 'custom': {
      const fix = typeof issue.params?.['fix'] === 'string' ? issue.params['fix'] : `correct ${where}`;
      return { detail: issue.message, fix };
    }
    default:
      return { detail: `${issue.message.replace(/^Invalid input: /, '')}`, fix: `correct ${where}` };
  }
}

/** zod's type names in the words a YAML author uses. */
const YAML_NAMES: Partial<Record<string, string>> = {
  object: 'a mapping',
  record: 'a mapping',
  array: 'a list',
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
};

function valueAt(data: unknown, path: FieldPath): unknown {
  let current = data;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}
