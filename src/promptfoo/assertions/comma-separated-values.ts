import { invariant } from './assertion-params.js';

/**
 * A `contains-any`/`contains-all` value given as one string, split as promptfoo splits it: fields
 * between commas, trimmed; a field in double quotes keeps its commas (`\"`, `\\` and `""` escape
 * inside it); repeated commas make no empty field; an unterminated quote is an error.
 */
export function parseCommaSeparatedValues(value: string): string[] {
  const fields: string[] = [];
  let i = 0;
  while (i < value.length) {
    i = skipSeparators(value, i);
    if (i >= value.length) break;
    const quoted = value[i] === '"';
    const parsed = quoted ? readQuoted(value, i) : readUnquoted(value, i);
    fields.push(parsed.field);
    i = quoted ? skipSpace(value, parsed.next) : parsed.next;
    invariant(
      !quoted || i >= value.length || value[i] === ',',
      'Expected comma after quoted field in contains assertion value',
    );
  }
  return fields;
}

function skipSpace(value: string, from: number): number {
  let i = from;
  while (i < value.length && /\s/.test(value[i]!)) i++;
  return i;
}

function skipSeparators(value: string, from: number): number {
  let i = from;
  while (i < value.length) {
    i = skipSpace(value, i);
    if (value[i] !== ',') break;
    i++;
  }
  return i;
}

function readQuoted(value: string, start: number): { field: string; next: number } {
  let i = start + 1;
  let field = '';
  let closed = false;
  while (i < value.length) {
    const c = value[i]!;
    const nextChar = value[i + 1];
    if (c === '\\' && (nextChar === '"' || nextChar === '\\')) {
      field += nextChar;
      i += 2;
    } else if (c === '"' && nextChar === '"') {
      field += '"';
      i += 2;
    } else if (c === '"') {
      i++;
      closed = true;
      break;
    } else {
      field += c;
      i++;
    }
  }
  invariant(closed, 'Unterminated quoted field in contains assertion value');
  return { field, next: i };
}

function readUnquoted(value: string, start: number): { field: string; next: number } {
  let i = start;
  while (i < value.length && value[i] !== ',') i++;
  return { field: value.substring(start, i).trim(), next: i };
}
