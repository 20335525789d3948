export const id = 655;
export const ids = [655];
export const modules = {

/***/ 2655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XML_ASSERTIONS: () => (/* binding */ XML_ASSERTIONS),
  containsXml: () => (/* binding */ containsXml),
  validateXml: () => (/* binding */ validateXml)
});

// EXTERNAL MODULE: ./node_modules/fast-xml-parser/src/xmlparser/XMLParser.js + 23 modules
var XMLParser = __webpack_require__(41143);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __webpack_require__(59800);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-params.ts
var assertion_params = __webpack_require__(58265);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/xml-tags.ts
function tagEnd(input, start) {
    let quote;
    for (let i = start + 1; i < input.length; i++) {
        const c = input[i];
        if (quote) {
            if (c === quote)
                quote = undefined;
        }
        else if (c === '"' || c === "'")
            quote = c;
        else if (c === '<')
            return -1;
        else if (c === '>')
            return i;
    }
    return -1;
}
function delimitedEnd(input, from, delimiter) {
    const at = input.indexOf(delimiter, from);
    return at === -1 ? input.length - 1 : at + delimiter.length - 1;
}
function declarationEnd(input, start) {
    if (input.startsWith('<!--', start))
        return delimitedEnd(input, start + 4, '-->');
    if (input.startsWith('<![CDATA[', start))
        return delimitedEnd(input, start + 9, ']]>');
    let quote;
    let depth = 0;
    for (let i = start + 2; i < input.length; i++) {
        const c = input[i];
        if (quote) {
            if (c === quote)
                quote = undefined;
        }
        else if (c === '"' || c === "'")
            quote = c;
        else if (c === '[')
            depth++;
        else if (c === ']' && depth > 0)
            depth--;
        else if (c === '>' && depth === 0)
            return i;
    }
    return input.length - 1;
}
function readXmlTag(input, start, readName) {
    const next = input[start + 1];
    if (next === undefined)
        return undefined;
    if (next === '!')
        return { kind: 'declaration', start, end: declarationEnd(input, start) };
    if (next === '?')
        return { kind: 'declaration', start, end: delimitedEnd(input, start + 2, '?>') };
    if (next === '/') {
        const name = readName(input, start + 2);
        if (!name)
            return undefined;
        const end = tagEnd(input, start);
        return end === -1 ? undefined : { kind: 'closing', start, end, name: name.name };
    }
    const name = readName(input, start + 1);
    if (!name)
        return undefined;
    const end = tagEnd(input, start);
    if (end === -1)
        return undefined;
    let last = end - 1;
    while (last > start && /\s/.test(input[last]))
        last--;
    return { kind: 'opening', start, end, name: name.name, selfClosing: input[last] === '/' };
}

;// CONCATENATED MODULE: ./src/promptfoo/assertions/xml-assertions.ts




/**
 * `is-xml` and `contains-xml` as promptfoo 0.123.1 grades them: `is-xml` needs the whole answer
 * well-formed (saxes, namespaces on; a DOCTYPE with an internal subset is refused), `contains-xml`
 * an element somewhere in it (candidates found by matching tags, outermost first); both then need
 * the `value`'s required elements (`a.b` paths, as a comma list, a list or `requiredElements`) in
 * fast-xml-parser's reading of it.
 */
/** XML 1.0's NameStartChar; a name's later characters may also be digits, `-`, `.`, U+00B7 and the combining marks. */
const NAME_START_CHAR = String.raw `:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D` +
    String.raw `\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\u{10000}-\u{EFFFF}`;
const NAME_CHAR = String.raw `\-.0-9\u00B7\u0300-\u036F\u203F\u2040` + NAME_START_CHAR;
const NAME = new RegExp(`[${NAME_START_CHAR}][${NAME_CHAR}]*`, 'uy');
function readName(input, start) {
    NAME.lastIndex = start;
    const m = NAME.exec(input);
    return m ? { name: m[0], end: start + m[0].length } : undefined;
}
const skipSpace = (s, i) => {
    while (s[i] === ' ' || s[i] === '\t' || s[i] === '\r' || s[i] === '\n')
        i++;
    return i;
};
function quoted(s, start) {
    const q = s[start];
    if (q !== '"' && q !== "'")
        return undefined;
    const close = s.indexOf(q, start + 1);
    return close === -1 ? undefined : { value: s.slice(start + 1, close), end: close + 1 };
}
function hasInternalSubset(doctype) {
    let q;
    for (const c of doctype) {
        if (q) {
            if (c === q)
                q = undefined;
        }
        else if (c === '"' || c === "'")
            q = c;
        else if (c === '[')
            return true;
    }
    return false;
}
function systemLiteralEnds(s, start) {
    const at = skipSpace(s, start);
    if (at === start)
        return false;
    const lit = quoted(s, at);
    return Boolean(lit && !lit.value.includes('#') && skipSpace(s, lit.end) === s.length);
}
function wellFormedDoctype(doctype) {
    let i = skipSpace(doctype, 0);
    if (i === 0)
        return false;
    const name = readName(doctype, i);
    if (!name)
        return false;
    i = skipSpace(doctype, name.end);
    if (i === doctype.length)
        return true;
    if (i === name.end)
        return false;
    if (doctype.startsWith('SYSTEM', i))
        return systemLiteralEnds(doctype, i + 6);
    if (!doctype.startsWith('PUBLIC', i))
        return false;
    const at = skipSpace(doctype, i + 6);
    if (at === i + 6)
        return false;
    const pub = quoted(doctype, at);
    if (!pub || !/^[\x20\r\na-zA-Z0-9'()+,./:=?;!*#@$_%-]*$/.test(pub.value))
        return false;
    return systemLiteralEnds(doctype, pub.end);
}
function hasExternalSubset(doctype) {
    const name = readName(doctype, skipSpace(doctype, 0));
    if (!name)
        return false;
    const at = skipSpace(doctype, name.end);
    return doctype.startsWith('SYSTEM', at) || doctype.startsWith('PUBLIC', at);
}
/** Unknown entities of a document with an external DTD stay as written, as promptfoo lets them. */
function keepExternalEntities(parser) {
    const holder = parser;
    holder.ENTITIES = new Proxy(holder.ENTITIES, {
        get(target, key, receiver) {
            if (typeof key === 'string' && readName(key, 0)?.end === key.length && !Reflect.has(target, key))
                return `&${key};`;
            return Reflect.get(target, key, receiver);
        },
    });
}
function hasPath(value, path) {
    let current = value;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return false;
        if (Array.isArray(current)) {
            const index = Number(key);
            if (!Number.isInteger(index) || index < 0 || String(index) !== key || current[index] === undefined)
                return false;
            current = current[index];
            continue;
        }
        const next = current[key];
        if (next === undefined)
            return false;
        current = next;
    }
    return true;
}
function checkCandidate(xml, required) {
    const parser = new XMLParser/* default */.A({
        allowBooleanAttributes: true,
        ignoreAttributes: false,
        parseAttributeValue: true,
        parseTagValue: true,
    });
    try {
        const parsed = parser.parse(xml);
        const missing = (required ?? []).filter((el) => !hasPath(parsed, el.split('.')));
        if (missing.length > 0)
            return { isValid: false, reason: `XML is missing required elements: ${missing.join(', ')}`, isWellFormed: true };
        return { isValid: true, reason: 'XML is valid and contains all required elements', isWellFormed: true };
    }
    catch (error) {
        return { isValid: false, reason: `XML parsing failed: ${error.message}`, isWellFormed: false };
    }
}
function validateXml(xml, required) {
    let unsupported;
    let doctypeError;
    let standalone = false;
    try {
        const parser = new saxes/* SaxesParser */.wT({ xmlns: true });
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
            if (hasExternalSubset(doctype) && !standalone)
                keepExternalEntities(parser);
        });
        parser.write(xml).close();
    }
    catch (error) {
        if (unsupported)
            return { isValid: false, reason: unsupported };
        return {
            isValid: false,
            reason: `XML parsing failed: ${doctypeError ?? (error instanceof Error ? error.message : String(error))}`,
        };
    }
    const { isValid, reason } = checkCandidate(xml, required);
    return { isValid, reason };
}
function containsXml(text, required) {
    const candidates = xmlCandidates(text);
    if (candidates.length === 0)
        return { isValid: false, reason: 'No XML content found in the output' };
    const wellFormed = [];
    for (const c of candidates) {
        if (wellFormed.some((w) => c.start >= w.start && c.end <= w.end))
            continue;
        const r = checkCandidate(text.slice(c.start, c.end), required);
        if (r.isValid)
            return { isValid: true, reason: r.reason };
        if (r.isWellFormed)
            wellFormed.push(c);
    }
    return { isValid: false, reason: 'No valid XML content found matching the requirements' };
}
/** Spans of matched elements, outermost first, with runs of siblings joined (promptfoo's order). */
function xmlCandidates(text) {
    const stack = [];
    const found = [];
    for (let i = 0; i < text.length; i++) {
        if (text[i] !== '<')
            continue;
        const tag = readXmlTag(text, i, readName);
        if (!tag)
            continue;
        const parentStart = () => stack[stack.length - 1]?.start;
        if (tag.kind === 'opening') {
            if (tag.selfClosing)
                found.push({ start: tag.start, end: tag.end + 1, parentStart: parentStart() });
            else
                stack.push({ name: tag.name, start: tag.start });
        }
        else if (tag.kind === 'closing') {
            const open = stack[stack.length - 1];
            if (open && open.name === tag.name) {
                stack.pop();
                found.push({ start: open.start, end: tag.end + 1, parentStart: parentStart() });
            }
            else
                stack.length = 0;
        }
        i = tag.end;
    }
    return orderCandidates(found);
}
function orderCandidates(candidates) {
    const ordered = [];
    const seen = new Set();
    const add = (c) => {
        const key = `${c.start}:${c.end}`;
        if (!seen.has(key)) {
            seen.add(key);
            ordered.push(c);
        }
    };
    const starts = new Set(candidates.map((c) => c.start));
    const byParent = new Map();
    for (const c of candidates)
        byParent.set(c.parentStart, [...(byParent.get(c.parentStart) ?? []), c]);
    for (const [parent, siblings] of byParent) {
        if (siblings.length <= 1 || (parent !== undefined && starts.has(parent)))
            continue;
        siblings.sort((a, b) => a.start - b.start || a.end - b.end);
        add({ start: siblings[0].start, end: siblings[siblings.length - 1].end, parentStart: parent });
    }
    candidates
        .filter((c) => c.parentStart === undefined || !starts.has(c.parentStart))
        .sort((a, b) => a.start - b.start || b.end - a.end)
        .forEach(add);
    return ordered;
}
const xmlHandler = ({ assertion, renderedValue, outputString, inverse, baseType }) => {
    let required;
    if (typeof renderedValue === 'string')
        required = renderedValue.split(',').map((el) => el.trim());
    else if (Array.isArray(renderedValue) && renderedValue.length > 0)
        required = renderedValue.map(String);
    else if (renderedValue !== null && typeof renderedValue === 'object' && Object.keys(renderedValue).length > 0) {
        const given = renderedValue.requiredElements;
        if (!Array.isArray(given))
            throw new Error('xml assertion must contain a string, array value, or no value');
        required = given.map(String);
    }
    const result = (baseType === 'is-xml' ? validateXml : containsXml)(outputString, required);
    return (0,assertion_params/* verdict */.WJ)(assertion, result.isValid !== inverse, result.reason);
};
const XML_ASSERTIONS = { 'is-xml': xmlHandler, 'contains-xml': xmlHandler };


/***/ })

};
