import { XMLParser } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import type { AssertionHandler } from './assertion-params.js';
import { verdict } from './assertion-params.js';
import { readXmlTag } from './xml-tags.js';

/**
 * `is-xml` and `contains-xml` as promptfoo 0.123.1 grades them: `is-xml` needs the whole answer
 * well-formed (saxes, namespaces on; a DOCTYPE with an internal subset is refused), `contains-xml`
 * an element somewhere in it (candidates found by matching tags, outermost first); both then need
 * the `value`'s required elements (`a.b` paths, as a comma list, a list or `requiredElements`) in
 * fast-xml-parser's reading of it.
 */

/** XML 1.0's NameStartChar; a name's later characters may also be digits, `-`, `.`, U+00B7 and the combining marks. */
const NAME_START_CHAR =
  String.raw`:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D` +
  String.raw`\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}`;
const NAME_CHAR = String.raw`\-.0-9\u00B7\u0300-\u036F\u203F\u2040` + NAME_START_CHAR;
const NAME = new RegExp(`[${NAME_START_CHAR}][${NAME_CHAR}]*`, 'uy');

function readName(input: string, start: number): { name: string; end: number } | undefined {
  NAME.lastIndex = start;
  const m = NAME.exec(input);
  return m ? { name: m[0], end: start + m[0].length } : undefined;
}

const skipSpace = (s: string, i: number): number => {
  while (s[i] === ' ' || s[i] === '\t' || s[i] === '\r' || s[i] === '\n') i++;
  return i;
};

function quoted(s: string, start: number): { value: string; end: number } | undefined {
  const q = s[start];
  if (q !== '"' && q !== "'") return undefined;
  const close = s.indexOf(q, start + 1);
  return close === -1 ? undefined : { value: s.slice(start + 1, close), end: close + 1 };
}

function hasInternalSubset(doctype: string): boolean {
  let q: string | undefined;
  for (const c of doctype) {
    if (q) {
      if (c === q) q = undefined;
    } else if (c === '"' || c === "'") q = c;
    else if (c === '[') return true;
  }
  return false;
}

function systemLiteralEnds(s: string, start: number): boolean {
  const at = skipSpace(s, start);
  if (at === start) return false;
  const lit = quoted(s, at);
  return Boolean(lit && !lit.value.includes('#') && skipSpace(s, lit.end) === s.length);
}

function wellFormedDoctype(doctype: string): boolean {
  let i = skipSpace(doctype, 0);
  if (i === 0) return false;
  const name = readName(doctype, i);
  if (!name) return false;
  i = skipSpace(doctype, name.end);
  if (i === doctype.length) return true;
  if (i === name.end) return false;
  if (doctype.startsWith('SYSTEM', i)) return systemLiteralEnds(doctype, i + 6);
  if (!doctype.startsWith('PUBLIC', i)) return false;
  const at = skipSpace(doctype, i + 6);
  if (at === i + 6) return false;
  const pub = quoted(doctype, at);
  if (!pub || !/^[\x20\r\na-zA-Z0-9'()+,./:=?;!*#@$_%-]*$/.test(pub.value)) return false;
  return systemLiteralEnds(doctype, pub.end);
}

function hasExternalSubset(doctype: string): boolean {
  const name = readName(doctype, skipSpace(doctype, 0));
  if (!name) return false;
  const at = skipSpace(doctype, name.end);
  return doctype.startsWith('SYSTEM', at) || doctype.startsWith('PUBLIC', at);
}

/** Unknown entities of a document with an external DTD stay as written, as promptfoo lets them. */
function keepExternalEntities(parser: SaxesParser): void {
  const holder = parser as unknown as { ENTITIES: Record<string, string> };
  holder.ENTITIES = new Proxy(holder.ENTITIES, {
    get(target, key, receiver) {
      if (typeof key === 'string' && readName(key, 0)?.end === key.length && !Reflect.has(target, key))
        return `&${key};`;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

function hasPath(value: unknown, path: string[]): boolean {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return false;
    if (Array.isArray(current)) {
      const index = Number(key);
      if (!Number.isInteger(index) || index < 0 || String(index) !== key || current[index] === undefined) return false;
      current = current[index];
      continue;
    }
    const next = (current as Record<string, unknown>)[key];
    if (next === undefined) return false;
    current = next;
  }
  return true;
}

interface Check {
  isValid: boolean;
  reason: string;
  isWellFormed?: boolean;
}

function checkCandidate(xml: string, required: string[] | undefined): Check {
  const parser = new XMLParser({
    allowBooleanAttributes: true,
    ignoreAttributes: false,
    parseAttributeValue: true,
    parseTagValue: true,
  });
  try {
    const parsed = parser.parse(xml) as unknown;
    const missing = (required ?? []).filter((el) => !hasPath(parsed, el.split('.')));
    if (missing.length > 0)
      return { isValid: false, reason: `XML is missing required elements: ${missing.join(', ')}`, isWellFormed: true };
    return { isValid: true, reason: 'XML is valid and contains all required elements', isWellFormed: true };
  } catch (error) {
    return { isValid: false, reason: `XML parsing failed: ${(error as Error).message}`, isWellFormed: false };
  }
}

export function validateXml(xml: string, required?: string[]): Check {
  let unsupported: string | undefined;
  let doctypeError: string | undefined;
  let standalone = false;
  try {
    const parser = new SaxesParser({ xmlns: true });
    parser.on('xmldecl', (decl) => {
      standalone = decl.standalone === 'yes';
    });
    parser.on('doctype', (doctype) => {
      if (hasInternalSubset(doctype)) {
        unsupported = 'DTD internal subsets are not supported by is-xml validation';
        throw new Error(unsupported);
      }
      if (!wellFormedDoctype(doctype)) {
        doctypeError = 'Malformed DOCTYPE declaration';
        throw new Error(doctypeError);
      }
      if (hasExternalSubset(doctype) && !standalone) keepExternalEntities(parser);
    });
    parser.write(xml).close();
  } catch (error) {
    if (unsupported) return { isValid: false, reason: unsupported };
    return {
      isValid: false,
      reason: `XML parsing failed: ${doctypeError ?? (error instanceof Error ? error.message : String(error))}`,
    };
  }
  const { isValid, reason } = checkCandidate(xml, required);
  return { isValid, reason };
}

export function containsXml(text: string, required?: string[]): Check {
  const candidates = xmlCandidates(text);
  if (candidates.length === 0) return { isValid: false, reason: 'No XML content found in the output' };
  const wellFormed: Span[] = [];
  for (const c of candidates) {
    if (wellFormed.some((w) => c.start >= w.start && c.end <= w.end)) continue;
    const r = checkCandidate(text.slice(c.start, c.end), required);
    if (r.isValid) return { isValid: true, reason: r.reason };
    if (r.isWellFormed) wellFormed.push(c);
  }
  return { isValid: false, reason: 'No valid XML content found matching the requirements' };
}

interface Span {
  start: number;
  end: number;
  parentStart?: number | undefined;
}

/** Spans of matched elements, outermost first, with runs of siblings joined (promptfoo's order). */
function xmlCandidates(text: string): Span[] {
  const stack: { name: string; start: number }[] = [];
  const found: Span[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '<') continue;
    const tag = readXmlTag(text, i, readName);
    if (!tag) continue;
    const parentStart = (): number | undefined => stack[stack.length - 1]?.start;
    if (tag.kind === 'opening') {
      if (tag.selfClosing) found.push({ start: tag.start, end: tag.end + 1, parentStart: parentStart() });
      else stack.push({ name: tag.name!, start: tag.start });
    } else if (tag.kind === 'closing') {
      const open = stack[stack.length - 1];
      if (open && open.name === tag.name) {
        stack.pop();
        found.push({ start: open.start, end: tag.end + 1, parentStart: parentStart() });
      } else stack.length = 0;
    }
    i = tag.end;
  }
  return orderCandidates(found);
}

function orderCandidates(candidates: Span[]): Span[] {
  const ordered: Span[] = [];
  const seen = new Set<string>();
  const add = (c: Span): void => {
    const key = `${c.start}:${c.end}`;
    if (!seen.has(key)) {
      seen.add(key);
      ordered.push(c);
    }
  };
  const starts = new Set(candidates.map((c) => c.start));
  const byParent = new Map<number | undefined, Span[]>();
  for (const c of candidates) byParent.set(c.parentStart, [...(byParent.get(c.parentStart) ?? []), c]);
  for (const [parent, siblings] of byParent) {
    if (siblings.length <= 1 || (parent !== undefined && starts.has(parent))) continue;
    siblings.sort((a, b) => a.start - b.start || a.end - b.end);
    add({ start: siblings[0]!.start, end: siblings[siblings.length - 1]!.end, parentStart: parent });
  }
  candidates
    .filter((c) => c.parentStart === undefined || !starts.has(c.parentStart))
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .forEach(add);
  return ordered;
}

const xmlHandler: AssertionHandler = ({ assertion, renderedValue, outputString, inverse, baseType }) => {
  let required: string[] | undefined;
  if (typeof renderedValue === 'string') required = renderedValue.split(',').map((el) => el.trim());
  else if (Array.isArray(renderedValue) && renderedValue.length > 0) required = renderedValue.map(String);
  else if (renderedValue !== null && typeof renderedValue === 'object' && Object.keys(renderedValue).length > 0) {
    const given = (renderedValue as { requiredElements?: unknown }).requiredElements;
    if (!Array.isArray(given)) throw new Error('xml assertion must contain a string, array value, or no value');
    required = given.map(String);
  }
  const result = (baseType === 'is-xml' ? validateXml : containsXml)(outputString, required);
  return verdict(assertion, result.isValid !== inverse, result.reason);
};

export const XML_ASSERTIONS: Record<string, AssertionHandler> = { 'is-xml': xmlHandler, 'contains-xml': xmlHandler };
