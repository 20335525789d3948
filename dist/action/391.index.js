export const id = 391;
export const ids = [391];
export const modules = {

/***/ 11391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SIMILARITY_ASSERTIONS: () => (/* binding */ SIMILARITY_ASSERTIONS),
/* harmony export */   bleuScore: () => (/* binding */ bleuScore),
/* harmony export */   gleuScore: () => (/* binding */ gleuScore),
/* harmony export */   rougeNScore: () => (/* binding */ rougeNScore)
/* harmony export */ });
/* harmony import */ var js_rouge__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49109);
/* harmony import */ var _assertion_params_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58265);


/**
 * Reference-overlap scores as promptfoo 0.123.1 computes them: `rouge-n` (ROUGE-1 F-measure on
 * js-rouge's tokens with clipped counts, lower-cased; passes at 0.75), `bleu` (BLEU-4 with
 * brevity penalty, closest reference length, 1e-7 for a zero precision; passes at 0.5) and `gleu`
 * (min of n-gram precision and recall over 1..4-grams, best reference; passes at 0.5). The score
 * is the metric (1 − metric under `not-`).
 */
function nGrams(words, n) {
    if (n <= 0 || n > words.length)
        return [];
    const out = [];
    for (let i = 0; i <= words.length - n; i++)
        out.push(words.slice(i, i + n).join(' '));
    return out;
}
function counts(grams) {
    const m = new Map();
    for (const g of grams)
        m.set(g, (m.get(g) ?? 0) + 1);
    return m;
}
function clippedOverlap(candidate, reference) {
    const ref = counts(reference);
    let overlap = 0;
    for (const [gram, count] of counts(candidate))
        overlap += Math.min(count, ref.get(gram) ?? 0);
    return overlap;
}
function rougeNScore(candidate, reference, n = 1) {
    const candidateTokens = js_rouge__WEBPACK_IMPORTED_MODULE_0__/* .treeBankTokenize */ .qx(candidate);
    const referenceTokens = js_rouge__WEBPACK_IMPORTED_MODULE_0__/* .treeBankTokenize */ .qx(reference);
    if (candidateTokens.length < n || referenceTokens.length < n)
        return 0;
    const candidateGrams = js_rouge__WEBPACK_IMPORTED_MODULE_0__/* .nGram */ .iz(candidateTokens, n);
    const referenceGrams = js_rouge__WEBPACK_IMPORTED_MODULE_0__/* .nGram */ .iz(referenceTokens, n);
    const overlap = clippedOverlap(candidateGrams, referenceGrams);
    if (overlap === 0)
        return 0;
    return js_rouge__WEBPACK_IMPORTED_MODULE_0__/* .fMeasure */ .Zv(overlap / candidateGrams.length, overlap / referenceGrams.length, 1);
}
const tokenize = (text) => text.toLowerCase().trim().split(/\s+/);
function bleuScore(candidate, references) {
    if (candidate.trim() === '')
        return 0;
    const words = tokenize(candidate);
    const refs = references.map(tokenize);
    const closest = refs
        .map((r) => r.length)
        .reduce((prev, curr) => {
        const dCurr = Math.abs(curr - words.length);
        const dPrev = Math.abs(prev - words.length);
        return dCurr < dPrev || (dCurr === dPrev && curr < prev) ? curr : prev;
    });
    const orders = [];
    for (let n = 1; n <= 4; n++) {
        const grams = nGrams(words, n);
        if (grams.length === 0)
            continue;
        const best = Math.max(...refs.map((r) => clippedOverlap(grams, nGrams(r, n))));
        orders.push(best / grams.length);
    }
    const penalty = words.length > closest ? 1 : Math.exp(1 - closest / words.length);
    if (orders.length === 0)
        return 0;
    const weight = 0.25 / (0.25 * orders.length);
    return penalty * Math.exp(orders.reduce((acc, p) => acc + weight * Math.log(p === 0 ? 1e-7 : p), 0));
}
function gleuTokens(text) {
    const words = text
        .toLowerCase()
        .trim()
        .split(/\s+/)
        .map((w) => w.replace(/\.+$/, ''));
    return words.some(Boolean) ? words : [];
}
function gleuScore(candidate, references) {
    const words = gleuTokens(candidate);
    if (words.length === 0)
        return 0;
    return Math.max(...references.map((reference) => {
        const ref = gleuTokens(reference);
        if (words.length === ref.length && words.every((w, i) => w === ref[i]))
            return 1;
        let matches = 0;
        let candidateTotal = 0;
        let referenceTotal = 0;
        for (let n = 1; n <= 4; n++) {
            const c = nGrams(words, n);
            const r = nGrams(ref, n);
            matches += clippedOverlap(c, r);
            candidateTotal += c.length;
            referenceTotal += r.length;
        }
        if (candidateTotal === 0 || referenceTotal === 0)
            return 0;
        return Math.min(matches / candidateTotal, matches / referenceTotal);
    }));
}
const rougeN = ({ assertion, baseType, renderedValue, outputString, inverse }) => {
    (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_1__/* .invariant */ .V1)(typeof renderedValue === 'string', '"rouge" assertion type must be a string value');
    const score = rougeNScore(outputString.toLowerCase(), renderedValue.toLowerCase());
    const threshold = assertion.threshold ?? 0.75;
    const above = score >= threshold;
    return {
        pass: above !== inverse,
        score: inverse ? 1 - score : score,
        reason: `${baseType.toUpperCase()} score ${score.toFixed(2)} ` +
            `is ${above ? 'greater than or equal to' : 'less than'} threshold ${threshold}`,
        assertion,
    };
};
function referenceMetric(name, metric) {
    return ({ assertion, baseType, renderedValue, outputString, inverse }) => {
        (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_1__/* .invariant */ .V1)(typeof renderedValue === 'string' ||
            (Array.isArray(renderedValue) && renderedValue.every((v) => typeof v === 'string')), `"${baseType}" assertion type must have a string or array of strings value`);
        const threshold = assertion.threshold ?? 0.5;
        const score = metric(outputString, Array.isArray(renderedValue) ? renderedValue : [renderedValue]);
        const pass = score >= threshold !== inverse;
        const side = name === 'BLEU' ? (inverse ? 'greater' : 'less') : inverse ? 'greater than or equal to' : 'less than';
        return {
            pass,
            score: inverse ? 1 - score : score,
            reason: pass
                ? 'Assertion passed'
                : `${name} score ${score.toFixed(4)} is ${side} than threshold ${threshold}`.replace('than than', 'than'),
            assertion,
        };
    };
}
const SIMILARITY_ASSERTIONS = {
    'rouge-n': rougeN,
    bleu: referenceMetric('BLEU', bleuScore),
    gleu: referenceMetric('GLEU', gleuScore),
};


/***/ })

};
