export const id = 668;
export const ids = [668];
export const modules = {

/***/ 26668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ formatJudgeAgreement),
/* harmony export */   XJ: () => (/* binding */ UNSTABLE_THRESHOLD),
/* harmony export */   XY: () => (/* binding */ JudgeAgreementCollector),
/* harmony export */   Zy: () => (/* binding */ judgeAgreementOf)
/* harmony export */ });
/* unused harmony export unstableLabel */
/* harmony import */ var _format_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11138);

/** Agreement below this marks a criterion unstable (the same threshold the evaluators mark with). */
const UNSTABLE_THRESHOLD = 0.8;
/** Most unstable criteria kept (the summary JSON, the comment and the report list them). */
const MAX_UNSTABLE = 200;
/** Collects judge agreement as records arrive; keeps a few numbers and the unstable criteria only. */
class JudgeAgreementCollector {
    #sampled = 0;
    #criteria = 0;
    #sum = 0;
    #unstable = [];
    #moreUnstable = 0;
    append(record) {
        for (const entry of flatten(record.evaluator_results ?? []))
            this.#entry(record, entry);
    }
    close() {
        // Nothing to flush.
    }
    /** Undefined when no judge was sampled. */
    result() {
        if (this.#sampled === 0)
            return undefined;
        const unstable = [...this.#unstable].sort((a, b) => a.agreement - b.agreement ||
            (a.eval_id < b.eval_id ? -1 : a.eval_id > b.eval_id ? 1 : a.iteration - b.iteration));
        return {
            sampled: this.#sampled,
            criteria: this.#criteria,
            agreement: Math.round((this.#sum / Math.max(1, this.#criteria)) * 1e4) / 1e4,
            unstable,
        };
    }
    /** Unstable criteria beyond the ones kept. */
    get moreUnstable() {
        return this.#moreUnstable;
    }
    #entry(record, entry) {
        const details = entry.details ?? {};
        if (typeof details.judge_samples !== 'number' || details.judge_samples < 2)
            return;
        this.#sampled++;
        const checks = Array.isArray(details.checks) ? details.checks : undefined;
        const graded = checks
            ? checks
                .filter((c) => typeof c.agreement === 'number')
                .map((c) => ({ criterion: String(c.id), agreement: c.agreement, votes: String(c.votes ?? '') }))
            : typeof details.agreement === 'number'
                ? [
                    {
                        criterion: 'verdict',
                        agreement: details.agreement,
                        votes: Array.isArray(details.sample_scores) ? details.sample_scores.join(', ') : '',
                    },
                ]
                : [];
        for (const g of graded) {
            this.#criteria++;
            this.#sum += g.agreement;
            if (g.agreement >= UNSTABLE_THRESHOLD)
                continue;
            if (this.#unstable.length >= MAX_UNSTABLE) {
                this.#moreUnstable++;
                continue;
            }
            this.#unstable.push({
                eval_id: record.eval_id,
                prompt_id: record.prompt_id || 'default',
                iteration: record.iteration ?? 0,
                evaluator: entry.name,
                ...g,
            });
        }
    }
}
/** The judge agreement of a run's records (undefined when no judge was sampled). */
function judgeAgreementOf(records) {
    const collector = new JudgeAgreementCollector();
    for (const record of records)
        collector.append(record);
    return collector.result();
}
/** Evaluator results with a composite's members beside it. */
function flatten(entries) {
    return entries.flatMap((e) => [e, ...flatten(e.evaluator_results ?? [])]);
}
/** `case [variant] #iteration · evaluator/criterion`, for lists of unstable criteria. */
function unstableLabel(u) {
    const variant = u.prompt_id === 'default' ? '' : ` [${u.prompt_id}]`;
    const run = u.iteration > 0 ? ` run ${u.iteration + 1}` : '';
    return `${u.eval_id}${variant}${run} · ${u.evaluator}/${u.criterion}`;
}
/** The console's lines: the overall agreement, then every unstable criterion with its votes. */
function formatJudgeAgreement(a, maxRows = 25) {
    if (!a)
        return '';
    const lines = [
        `Judge agreement: ${(100 * a.agreement).toFixed(1)}% over ${a.criteria} sampled criteria in ${a.sampled} ` +
            `sampled evaluator result(s); ${a.unstable.length} unstable (agreement below ${UNSTABLE_THRESHOLD * 100}%)`,
    ];
    // Case ids and criterion names come from eval files: one line, no terminal escapes.
    for (const u of a.unstable.slice(0, maxRows))
        lines.push(`  ~ ${(0,_format_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(unstableLabel(u), 200)}: ${(100 * u.agreement).toFixed(0)}% agree (${(0,_format_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLine */ .TN)(u.votes, 60)})`);
    if (a.unstable.length > maxRows)
        lines.push(`  … and ${a.unstable.length - maxRows} more`);
    return `${lines.join('\n')}\n`;
}


/***/ })

};
