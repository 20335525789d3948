export const id = 851;
export const ids = [851];
export const modules = {

/***/ 39851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  reportRedactor: () => (/* binding */ reportRedactor),
  w: () => (/* binding */ writeRunReports)
});

// EXTERNAL MODULE: ./src/engine/redactor.ts
var redactor = __webpack_require__(61916);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors/config-error.ts
var config_error = __webpack_require__(21126);
// EXTERNAL MODULE: ./src/results/compare-statistics.ts
var compare_statistics = __webpack_require__(2561);
// EXTERNAL MODULE: ./src/results/compute-summary.ts
var compute_summary = __webpack_require__(56282);
// EXTERNAL MODULE: ./src/results/eval-result.ts
var eval_result = __webpack_require__(26310);
// EXTERNAL MODULE: ./src/results/format-score.ts
var format_score = __webpack_require__(91988);
// EXTERNAL MODULE: ./src/results/repeats.ts
var results_repeats = __webpack_require__(64162);
;// CONCATENATED MODULE: ./src/results/junit-report.ts








/** Longest text kept in one failure body part: enough to read in CI, bounded for huge answers. */
const MAX_TEXT = 4000;
/**
 * The results as JUnit XML, the way GitHub's test reporters read it: one `<testsuite>` per
 * dataset, one `<testcase>` per case × prompt variant (its repeats folded into one), a `<failure>`
 * saying why a case did not pass, an `<error>` for a case whose every run failed to run. Model
 * text is escaped, control characters included, so any answer yields well-formed XML.
 */
function junitReport(records, options = {}) {
    const decided = new Map([...(0,results_repeats/* repeatCases */.rI)(records, results_repeats/* DEFAULT_PASS_POLICY */.d2), ...(options.repeats ?? [])].map((c) => [
        key(c.eval_id, c.prompt_id),
        c,
    ]));
    const showPrompt = new Set(records.map((r) => r.prompt_id)).size > 1 || records.some((r) => r.prompt_id !== 'default');
    const suites = [];
    const totals = { tests: 0, failures: 0, errors: 0, seconds: 0 };
    for (const [dataset, cases] of groupByDataset(records)) {
        const counts = { tests: 0, failures: 0, errors: 0, seconds: 0 };
        const body = cases.map((c) => {
            const outcome = caseOutcome(c, decided.get(key(c.evalId, c.promptId)));
            counts.tests++;
            if (outcome.kind === 'failure')
                counts.failures++;
            if (outcome.kind === 'error')
                counts.errors++;
            const seconds = c.runs.reduce((sum, run) => sum + (run.duration_ms ?? 0), 0) / 1000;
            counts.seconds += seconds;
            const shown = (0,format_score/* displayName */.QC)({ eval_id: c.evalId, description: c.runs[0]?.description });
            const name = showPrompt ? `${shown} [${c.promptId}]` : shown;
            const open = `    <testcase name="${xmlAttr(name)}" classname="${xmlAttr(dataset)}" time="${seconds.toFixed(3)}"`;
            if (outcome.kind === 'pass')
                return `${open}/>`;
            return (`${open}>\n      <${outcome.kind} message="${xmlAttr(outcome.message)}" ` +
                `type="${outcome.type}">${xmlText(outcome.body)}</${outcome.kind}>\n    </testcase>`);
        });
        suites.push(`  <testsuite name="${xmlAttr(dataset)}" tests="${counts.tests}" failures="${counts.failures}" ` +
            `errors="${counts.errors}" skipped="0" ` +
            `time="${counts.seconds.toFixed(3)}">\n${body.join('\n')}\n  </testsuite>`);
        totals.tests += counts.tests;
        totals.failures += counts.failures;
        totals.errors += counts.errors;
        totals.seconds += counts.seconds;
    }
    const head = `<testsuites name="agentv" tests="${totals.tests}" failures="${totals.failures}" ` +
        `errors="${totals.errors}" time="${totals.seconds.toFixed(3)}"`;
    const all = suites.length === 0 ? `${head}/>` : `${head}>\n${suites.join('\n')}\n</testsuites>`;
    return `<?xml version="1.0" encoding="UTF-8"?>\n${all}\n`;
}
/** Writes {@link junitReport} to `file`, creating its folder; `flag` names the option in errors. */
async function writeJunitReport(file, records, options = {}, flag = '--junit') {
    try {
        await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
        await (0,promises_.writeFile)(file, junitReport(records, options));
    }
    catch (cause) {
        throw (0,config_error/* outputFileError */.M5)(file, 'JUnit report', cause, flag);
    }
}
function caseOutcome({ runs }, repeat) {
    const first = runs[0];
    const errored = runs.filter((run) => run.error !== undefined);
    if (runs.length === 1 ? (0,results_repeats/* runPassed */.GT)(first) : repeat?.passed === true)
        return { kind: 'pass' };
    if (errored.length === runs.length) {
        const message = runs.length === 1
            ? `failed to run: ${first.error ?? ''}`
            : `all ${runs.length} runs failed to run: ${first.error ?? ''}`;
        return {
            kind: 'error',
            type: 'error',
            message: cut(oneLine(message), 500),
            body: cut(first.error ?? '', MAX_TEXT),
        };
    }
    const scored = runs.filter((run) => run.error === undefined);
    const worst = scored.reduce((a, b) => (b.score < a.score ? b : a));
    if (runs.length === 1) {
        const verdict = first.verdict ?? (0,eval_result/* verdictFor */.Xb)(first.score);
        const why = first.pass === false
            ? `the test failed its assertions (score ${(0,format_score/* formatScore */.y)(first.score)})`
            : `score ${(0,format_score/* formatScore */.y)(first.score)} is below the pass threshold ${eval_result/* PASS_THRESHOLD */.Qf} (${verdict})`;
        return { kind: 'failure', type: verdict, message: why, body: failureBody(first) };
    }
    const passes = repeat?.passes ?? runs.filter(results_repeats/* runPassed */.GT).length;
    const erroredNote = errored.length > 0 ? `; ${errored.length} run(s) failed to run` : '';
    const passedWhat = first.pass !== undefined ? 'passed their assertions' : `reached the pass threshold ${eval_result/* PASS_THRESHOLD */.Qf}`;
    return {
        kind: 'failure',
        type: 'repeats',
        message: `${passes} of ${runs.length} runs ${passedWhat}${erroredNote}; lowest score ${(0,format_score/* formatScore */.y)(worst.score)}`,
        body: `Lowest-scoring run (#${worst.iteration}):\n${failureBody(worst)}`,
    };
}
/** An evaluator's name, with its type when the name is not the type. */
function evaluatorLabel(result) {
    return result.name && result.name !== result.type ? `${result.name} (${result.type})` : result.type;
}
/** What a reader needs to see why the case failed: reasoning, misses, each evaluator, the answer's start. */
function failureBody(run) {
    const parts = [];
    if (run.reasoning)
        parts.push(`Reasoning: ${cut(run.reasoning, MAX_TEXT)}`);
    if (run.misses.length > 0)
        parts.push(`Misses:\n${run.misses.map((miss) => `- ${cut(miss, 500)}`).join('\n')}`);
    for (const result of run.evaluator_results) {
        parts.push(`Evaluator ${evaluatorLabel(result)}: ${(0,format_score/* formatScore */.y)(result.score)}` +
            (result.reasoning ? ` - ${cut(result.reasoning, MAX_TEXT)}` : ''));
    }
    parts.push(`Answer:\n${cut(run.candidate_answer, MAX_TEXT)}`);
    return parts.join('\n\n');
}
function groupByDataset(records) {
    const datasets = new Map();
    for (const record of records) {
        const dataset = record.dataset || 'agentv';
        let cases = datasets.get(dataset);
        if (!cases) {
            cases = new Map();
            datasets.set(dataset, cases);
        }
        const k = key(record.eval_id, record.prompt_id);
        let entry = cases.get(k);
        if (!entry) {
            entry = { evalId: record.eval_id, promptId: record.prompt_id, runs: [] };
            cases.set(k, entry);
        }
        entry.runs.push(record);
    }
    return [...datasets.keys()].sort(compute_summary/* compareText */.n6).map((dataset) => {
        const cases = [...(datasets.get(dataset)?.values() ?? [])];
        cases.sort((a, b) => (0,compare_statistics/* compareCaseKeys */.iY)({ eval_id: a.evalId, prompt_id: a.promptId }, { eval_id: b.evalId, prompt_id: b.promptId }));
        for (const c of cases)
            c.runs.sort((a, b) => a.iteration - b.iteration);
        return [dataset, cases];
    });
}
function key(evalId, promptId) {
    return `${evalId}\u0000${promptId ?? 'default'}`;
}
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
    '\n': '&#10;',
    '\r': '&#13;',
    '\t': '&#9;',
};
/** Characters XML 1.0 forbids: C0 controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF. */
const FORBIDDEN = new RegExp([
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\uFFFE\\uFFFF]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
].join('|'), 'g');
/** Text safe as XML 1.0 element content: markup characters as entities, forbidden ones as a visible `\uXXXX`. */
function xmlText(text) {
    return visible(text).replace(/[&<>\r]/g, (c) => ENTITIES[c] ?? c);
}
/** {@link xmlText} for an attribute value: quotes too, and line breaks and tabs as references so parsers keep them. */
function xmlAttr(text) {
    return visible(text).replace(/[&<>"'\n\r\t]/g, (c) => ENTITIES[c] ?? c);
}
function visible(text) {
    return text.replace(FORBIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
function oneLine(text) {
    return text.replace(/\s+/g, ' ').trim();
}
function cut(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/results/promptfoo-results-file.ts


function tokenUsage(usage) {
    return {
        prompt: usage?.input ?? 0,
        completion: usage?.output ?? 0,
        cached: usage?.cached_input ?? 0,
        total: usage?.total ?? 0,
        numRequests: usage ? 1 : 0,
    };
}
function addUsage(sum, usage) {
    for (const key of ['prompt', 'completion', 'cached', 'total', 'numRequests'])
        sum[key] = sum[key] + usage[key];
}
/** An assertion's result as promptfoo lists it; an assert-set is followed by its members. */
function componentResults(entries) {
    return entries.flatMap((entry) => {
        // An assertion's own score where promptfoo's was outside the records' 0..1 (promptfoo-evaluator.ts).
        const raw = entry.details?.promptfoo_score;
        const score = typeof raw === 'number' ? raw : entry.score;
        const own = { pass: entry.pass ?? entry.verdict === 'pass', score, reason: entry.reasoning };
        const members = entry.evaluator_results ?? [];
        if (entry.type === 'assert-set')
            return [{ ...own, componentResults: componentResults(members) }, ...componentResults(members)];
        return [{ ...own, assertion: { type: entry.type }, ...(entry.metric ? { metric: entry.metric } : {}) }];
    });
}
function namedScores(entries) {
    return Object.fromEntries(entries.filter((e) => e.metric).map((e) => [e.metric, e.score]));
}
/** The prompt as it was sent: a single user turn is its text, a conversation its JSON. */
function sentPrompt(record) {
    const turns = record.input_messages ?? [];
    if (turns.length === 1 && turns[0].role === 'user')
        return turns[0].content;
    return JSON.stringify(turns);
}
/**
 * 0 passed, 1 an assertion failed, 2 an error (promptfoo's ResultFailureReason). A promptfoo test
 * whose grading threw (an assertion promptfoo refuses to grade) fails with no assertion listed:
 * promptfoo counts it as an error, and so does this file.
 */
function failureReason(record, success) {
    if (record.error !== undefined)
        return 2;
    if (success)
        return 0;
    return record.pass === false && record.evaluator_results.length === 0 ? 2 : 1;
}
function resultOf(record, testIdx, promptIdx, label) {
    const success = record.error === undefined && (record.pass ?? record.verdict === 'pass');
    const reason = failureReason(record, success);
    const usage = tokenUsage(record.token_usage);
    const vars = record.vars ?? {};
    const cost = record.cost_usd ?? 0;
    return {
        id: (0,external_node_crypto_.createHash)('sha256')
            .update(`${record.dataset}\0${record.eval_id}\0${record.prompt_id}\0${record.iteration}`)
            .digest('hex'),
        promptIdx,
        testIdx,
        testCase: {
            ...(record.description !== undefined ? { description: record.description } : {}),
            vars,
            assert: record.evaluator_results.flatMap((e) => e.type === 'assert-set' ? [{ type: 'assert-set' }] : [{ type: e.type }]),
            options: {},
            metadata: {},
        },
        promptId: (0,external_node_crypto_.createHash)('sha256').update(label).digest('hex'),
        provider: { id: record.provider_id ?? record.target, label: record.provider_label ?? record.target },
        prompt: { raw: sentPrompt(record), label, config: {} },
        vars,
        ...(reason === 2
            ? { error: record.error ?? record.reasoning }
            : {
                response: { output: record.candidate_answer, tokenUsage: usage, cached: record.cached === true, cost },
                ...(reason === 1 ? { error: record.reasoning } : {}),
            }),
        failureReason: reason,
        success,
        score: record.score,
        latencyMs: record.duration_ms ?? 0,
        gradingResult: reason === 2
            ? null
            : {
                pass: success,
                score: record.score,
                reason: record.reasoning,
                namedScores: namedScores(record.evaluator_results),
                componentResults: componentResults(record.evaluator_results),
            },
        namedScores: namedScores(record.evaluator_results),
        cost,
        tokenUsage: usage,
        metadata: {},
    };
}
function emptyMetrics() {
    return {
        score: 0,
        testPassCount: 0,
        testFailCount: 0,
        testErrorCount: 0,
        assertPassCount: 0,
        assertFailCount: 0,
        totalLatencyMs: 0,
        tokenUsage: tokenUsage(undefined),
        namedScores: {},
        cost: 0,
    };
}
function count(metrics, result) {
    const outcome = result.failureReason === 2 ? 'Error' : result.success ? 'Pass' : 'Fail';
    metrics[`test${outcome}Count`] += 1;
    metrics.score += result.score;
    metrics.totalLatencyMs += result.latencyMs;
    metrics.cost += result.cost;
    for (const c of result.gradingResult?.componentResults ?? [])
        metrics[c.pass ? 'assertPassCount' : 'assertFailCount'] += 1;
    addUsage(metrics.tokenUsage, result.tokenUsage);
}
/** promptfoo's results file of the records, in the order they are given. */
function promptfooResultsFile(records, run) {
    const graded = records.filter((r) => r.skipped === undefined);
    const tests = new Map();
    const columns = new Map();
    const total = tokenUsage(undefined);
    const results = graded.map((record) => {
        const testKey = `${record.dataset}\0${record.eval_id}`;
        if (!tests.has(testKey))
            tests.set(testKey, tests.size);
        const label = record.prompt_label ?? record.prompt_id;
        const provider = record.provider_label ?? record.target;
        const columnKey = `${record.dataset}\0${record.prompt_id}\0${provider}`;
        let column = columns.get(columnKey);
        if (!column) {
            const prompt = { id: (0,external_node_crypto_.createHash)('sha256').update(label).digest('hex'), raw: label, label, provider };
            column = { idx: columns.size, prompt, metrics: emptyMetrics() };
            columns.set(columnKey, column);
        }
        const result = resultOf(record, tests.get(testKey), column.idx, label);
        count(column.metrics, result);
        addUsage(total, result.tokenUsage);
        return result;
    });
    const metrics = [...columns.values()].map((c) => c.metrics);
    const sum = (key) => metrics.reduce((n, m) => n + m[key], 0);
    const stats = { successes: sum('testPassCount'), failures: sum('testFailCount'), errors: sum('testErrorCount') };
    const varNames = [...new Set(results.flatMap((r) => Object.keys(r.vars)))];
    return {
        evalId: `eval-agentv-${run.createdAt.replace(/[:.]/g, '-')}`,
        results: {
            version: 3,
            timestamp: run.createdAt,
            prompts: [...columns.values()].map((c) => ({ ...c.prompt, metrics: c.metrics })),
            results,
            stats: { ...stats, tokenUsage: total, ...(run.durationMs !== undefined ? { durationMs: run.durationMs } : {}) },
        },
        config: { description: graded[0]?.dataset ?? '' },
        shareableUrl: null,
        vars: varNames,
    };
}
/** Writes promptfoo's results file of the records to `file`. */
async function writePromptfooResultsFile(file, records, run) {
    await (0,promises_.writeFile)(file, `${JSON.stringify(promptfooResultsFile(records, run), null, 2)}\n`);
}

// EXTERNAL MODULE: ./src/results/read-results.ts + 1 modules
var read_results = __webpack_require__(74246);
// EXTERNAL MODULE: ./src/results/snake-case-keys.ts
var snake_case_keys = __webpack_require__(89792);
// EXTERNAL MODULE: ./src/results/judge-agreement.ts
var judge_agreement = __webpack_require__(26668);
;// CONCATENATED MODULE: ./src/results/run-summary.ts






/**
 * The machine-readable run summary (`--summary-json`): every repeated case × variant with its
 * verdict, plus the run-level statistics.
 */
function runSummaryJson({ summary, repeats: cases, passPolicy, earlyStopped = 0, gates, judge, selection, }) {
    const t = cases ? (0,results_repeats/* repeatTotals */.JA)(cases) : undefined;
    const repeats = t
        ? {
            pass_policy: passPolicy ?? 'all',
            cases: t.cases,
            passed: t.passed,
            stable_pass: t.stablePass,
            stable_fail: t.stableFail,
            flaky: t.flaky,
            runs: t.runs,
            planned: t.planned,
            early_stopped: earlyStopped,
            ...consistency(cases ?? [], t),
        }
        : null;
    // Keys in snake_case, as in result records and the compare JSON.
    const json = (0,snake_case_keys/* snakeCaseKeys */.f)({
        ...(selection !== undefined ? { selection } : {}),
        cases: cases ?? [],
        repeats,
        statistics: summary,
        ...(judge ? { judge: { ...judge, unstableThreshold: judge_agreement/* UNSTABLE_THRESHOLD */.XJ } } : {}),
        ...(gates ? { gates } : {}),
    });
    return `${JSON.stringify(json, null, 2)}\n`;
}
/**
 * The suite's consistency beside its pass rate: `run_pass_rate` (share of runs that pass),
 * `pass_at_k` (share of cases with a passing run among their k) and `pass_hat_k` (pass^k: share
 * of cases whose k runs all pass), k being each case's recorded runs.
 */
function consistency(cases, t) {
    const share = (n, of) => (of === 0 ? 0 : Math.round((n / of) * 1e4) / 1e4);
    return {
        run_pass_rate: share(cases.reduce((a, c) => a + c.passes, 0), t.runs),
        pass_at_k: share(t.passAtK, t.cases),
        pass_hat_k: share(t.passHatK, t.cases),
    };
}
/** Writes {@link runSummaryJson} to `file` (`--summary-json`, the Action's summary-path output). */
async function writeRunSummary(file, input) {
    try {
        await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
        await (0,promises_.writeFile)(file, runSummaryJson(input));
    }
    catch (cause) {
        throw (0,config_error/* outputFileError */.M5)(file, 'run summary', cause, '--summary-json');
    }
}

;// CONCATENATED MODULE: ./src/compose/write-run-reports.ts





/**
 * The one redaction rule of what a run shows after it is over (reports, summaries, the pull
 * request comment): every secret-named value of the environment and the door's withheld values.
 */
function reportRedactor(runtime) {
    return redactor/* Redactor */.pO.fromEnv(runtime.env, runtime.withheld ?? []);
}
/**
 * The work after a run both doors do: the run summary JSON, the JUnit XML and the HTML report,
 * each when asked for, from records passed through {@link reportRedactor} once more (a resumed
 * file, a merged shard or a baseline may hold records from before a key was in the environment).
 * Returns the files written.
 */
async function writeRunReports(files, input, door) {
    const redactor = reportRedactor(door.runtime);
    const written = {};
    if (files.summary !== undefined) {
        const { summary: stats, repeats, passPolicy, earlyStopped, gates, judge, selection } = input.outcome;
        const summary = redactor.deep({ summary: stats, repeats, passPolicy, earlyStopped, gates, judge, selection });
        if (files.summary === '-' && door.machine)
            door.machine(runSummaryJson(summary));
        else {
            await writeRunSummary(files.summary, summary);
            door.note(`Run summary: ${files.summary}`);
        }
        written.summary = files.summary;
    }
    if (files.junit === undefined && files.html === undefined && files.promptfoo === undefined)
        return written;
    const records = redactor.deep(input.records ?? (await (0,read_results/* readResults */.x8)(input.outcome.resultsPath)).records);
    const attempt = async (file, key, write) => {
        try {
            await write();
            written[key] = file;
            door.note(`${REPORT_NAMES[key]}: ${file}`);
        }
        catch (error) {
            if (!door.onError)
                throw error;
            door.onError(error, key);
        }
    };
    const { junit, html } = files;
    if (junit !== undefined)
        await attempt(junit, 'junit', () => writeJunitReport(junit, records, { repeats: input.outcome.repeats }, door.labels.junit));
    if (html !== undefined)
        await attempt(html, 'html', () => writeHtml(html, records, input, door, redactor));
    const { promptfoo } = files;
    if (promptfoo !== undefined)
        await attempt(promptfoo, 'promptfoo', () => writePromptfooResultsFile(promptfoo, records, { createdAt: firstTimestamp(records, door.runtime) }));
    return written;
}
const REPORT_NAMES = { junit: 'JUnit report', html: 'HTML report', promptfoo: "promptfoo's results file" };
/** When the run started as its records tell it: the earliest record's time, else now. */
function firstTimestamp(records, runtime) {
    const times = records.map((r) => r.timestamp).sort();
    return times[0] ?? new Date(runtime.now()).toISOString();
}
async function writeHtml(file, records, input, door, redactor) {
    const { writeHtmlReport } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 4181));
    const page = {
        records,
        resultsFile: input.resultsName,
        generatedAt: new Date(door.runtime.now()).toISOString(),
        trend: input.trend,
        passPolicy: input.outcome.passPolicy,
    };
    // With a baseline the report has its comparison tab, as `agentv report --baseline` gives.
    const baseline = input.baseline && { file: input.baseline.file, records: redactor.deep(input.baseline.records) };
    await writeHtmlReport(file, baseline ? { ...page, baseline } : page, door.labels.html);
}


/***/ })

};
