/**
 * One tag of an XML-ish text read where a `<` starts, as promptfoo's contains-xml scans: opening
 * (self-closing or not), closing, or a declaration/comment/CDATA/processing instruction to skip.
 */
export interface XmlTag {
  kind: 'opening' | 'closing' | 'declaration';
  start: number;
  end: number;
  name?: string;
  selfClosing?: boolean;
}
type NameReader = (input: string, start: number) => { name: string; end: number } | undefined;

function tagEnd(input: string, start: number): number {
  let quote: string | undefined;
  for (let i = start + 1; i < input.length; i++) {
    const c = input[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '<') return -1;
    else if (c === '>') return i;
  }
  return -1;
}

function delimitedEnd(input: string, from: number, delimiter: string): number {
  const at = input.indexOf(delimiter, from);
  return at === -1 ? input.length - 1 : at + delimiter.length - 1;
}

function declarationEnd(input: string, start: number): number {
  if (input.startsWith('<!--', start)) return delimitedEnd(input, start + 4, '-->');
  if (input.startsWith('<![CDATA[', start)) return delimitedEnd(input, start + 9, ']]>');
  let quote: string | undefined;
  let depth = 0;
  for (let i = start + 2; i < input.length; i++) {
    const c = input[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']' && depth > 0) depth--;
    else if (c === '>' && depth === 0) return i;
  }
  return input.length - 1;
}

export function readXmlTag(input: string, start: number, readName: NameReader): XmlTag | undefined {
  const next = input[start + 1];
  if (next === undefined) return undefined;
  if (next === '!') return { kind: 'declaration', start, end: declarationEnd(input, start) };
  if (next === '?') return { kind: 'declaration', start, end: delimitedEnd(input, start + 2, '?>') };
  if (next === '/') {
    const name = readName(input, start + 2);
    if (!name) return undefined;
    const end = tagEnd(input, start);
    return end === -1 ? undefined : { kind: 'closing', start, end, name: name.name };
  }
  const name = readName(input, start + 1);
  if (!name) return undefined;
  const end = tagEnd(input, start);
  if (end === -1) return undefined;
  let last = end - 1;
  while (last > start && /\s/.test(input[last]!)) last--;
  return { kind: 'opening', start, end, name: name.name, selfClosing: input[last] === '/' };
}
