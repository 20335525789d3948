export const id = 19;
export const ids = [19];
export const modules = {

/***/ 31019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HTML_ASSERTIONS: () => (/* binding */ HTML_ASSERTIONS),
/* harmony export */   containsHtml: () => (/* binding */ containsHtml),
/* harmony export */   validateHtml: () => (/* binding */ validateHtml)
/* harmony export */ });
/* harmony import */ var parse5__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63194);
/* harmony import */ var _assertion_params_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58265);


/**
 * `is-html` and `contains-html` as promptfoo 0.123.1 grades them. `is-html`: the answer, parsed by
 * parse5 as a browser would, must hold a known HTML element (or a custom `x-y` one), must not be
 * XML, and text outside any element fails unless the answer wrote its own `<body>`.
 * `contains-html`: promptfoo's indicator count (tags, entities, doctype, comments, attributes,
 * common element names) reaches 2.
 */
const MAX_INPUT = 10 * 1024 * 1024;
const WRAPPERS = { html: /<html(?=[\s>/])/, head: /<head(?=[\s>/])/, body: /<body(?=[\s>/])/ };
const ELEMENTS = new Set(`html head title base link meta style body article section nav aside h1 h2 h3 h4 h5 h6 header footer
  address p hr pre blockquote ol ul li dl dt dd figure figcaption main div a em strong small s cite q dfn abbr ruby \
rt rp data
  time code var samp kbd sub sup i b u mark bdi bdo span br wbr img iframe embed object param picture source video \
audio track
  map area svg math script noscript canvas ins del table caption colgroup col tbody thead tfoot tr td th form label \
input
  button select datalist optgroup option textarea output progress meter fieldset legend details summary dialog menu slot
  template`.split(/\s+/));
/** An opening tag of a common HTML element. */
const COMMON_TAG = new RegExp(`<(${'html head body div span p a img h[1-6] ul ol li table tr td th form input button script style link meta br hr'
    .split(' ')
    .join('|')})\\b`, 'i');
function firstElement(root, predicate) {
    const stack = [root];
    while (stack.length > 0) {
        const node = stack.pop();
        if (node.tagName !== undefined && predicate(node))
            return node;
        const children = node.childNodes ?? [];
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return undefined;
}
const located = (n) => n.sourceCodeLocation !== null && n.sourceCodeLocation !== undefined;
function userElement(n, lower) {
    const tag = n.tagName.toLowerCase();
    if (WRAPPERS[tag])
        return WRAPPERS[tag].test(lower) && located(n);
    return ELEMENTS.has(tag) || tag.includes('-');
}
function validateHtml(text) {
    const trimmed = text.trim();
    if (!trimmed)
        return { isValid: false, reason: 'Output is empty' };
    if (trimmed.length > MAX_INPUT)
        return { isValid: false, reason: 'Output exceeds maximum size limit' };
    if (/^\s*<\?xml/i.test(trimmed))
        return { isValid: false, reason: 'Output appears to be XML, not HTML' };
    const doc = (0,parse5__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(trimmed, { sourceCodeLocationInfo: true });
    const lower = trimmed.toLowerCase();
    const body = firstElement(doc, (n) => n.tagName === 'body');
    const ownBody = body !== undefined && WRAPPERS.body.test(lower) && located(body);
    const looseText = body?.childNodes?.some((n) => n.nodeName === '#text' && Boolean(n.value?.trim()));
    if (!ownBody && looseText)
        return { isValid: false, reason: 'Output must be wrapped in HTML tags' };
    if (!firstElement(doc, (n) => userElement(n, lower)))
        return { isValid: false, reason: 'Output does not contain recognized HTML elements' };
    return { isValid: true, reason: 'Output is valid HTML' };
}
function containsHtml(text) {
    if (text.length > MAX_INPUT)
        return false;
    let indicators = 0;
    const opening = /<[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?>/.test(text);
    const closing = /<\/[a-zA-Z][a-zA-Z0-9-]*\s*>/.test(text);
    if (opening && closing)
        indicators += 2;
    else if (opening || closing)
        indicators += 1;
    if (/<[a-zA-Z][a-zA-Z0-9-]*(?:\s[^>]*)?\/>/.test(text))
        indicators += 1;
    if (/&(?:[a-zA-Z]+|#[0-9]+|#x[0-9a-fA-F]+);/.test(text))
        indicators += 1;
    if (/<!DOCTYPE\s+html/i.test(text))
        indicators += 2;
    if (/<!--[^-]*(?:-[^-]+)*-->/.test(text))
        indicators += 1;
    if (/\s[a-zA-Z-]+=\s*["'][^"']*["']/.test(text))
        indicators += 1;
    if (COMMON_TAG.test(text))
        indicators += 2;
    return indicators >= 2;
}
const isHtml = ({ assertion, outputString, inverse }) => {
    const result = validateHtml(outputString);
    return (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_1__/* .verdict */ .WJ)(assertion, result.isValid !== inverse, result.reason);
};
const containsHtmlHandler = ({ assertion, outputString, inverse }) => (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_1__/* .verdict */ .WJ)(assertion, containsHtml(outputString) !== inverse, `Expected output to ${(0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_1__/* .not */ .AU)(inverse)}contain HTML content`);
const HTML_ASSERTIONS = {
    'is-html': isHtml,
    'contains-html': containsHtmlHandler,
};


/***/ })

};
