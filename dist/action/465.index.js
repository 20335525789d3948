export const id = 465;
export const ids = [465];
export const modules = {

/***/ 11465:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writeHtmlReport: () => (/* binding */ writeHtmlReport)
});

// UNUSED EXPORTS: embedJson, inlineScript, renderHtmlReport, selfContainedPage

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors/config-error.ts
var config_error = __webpack_require__(21126);
;// CONCATENATED MODULE: ./src/report/client/case-body.ts
/**
 * The panel's content in reading order: where the record comes from, the run picker of a merged
 * row, its badges, errors, conversation, answer and judgement (before and after side by side
 * whenever the baseline has the case, even if not this run of it), trace and workspace diff.
 */
function renderCaseBody(kit, data, views, input) {
    const { el, section } = kit;
    const { current, before, runs } = input;
    const record = current ?? before;
    if (!record)
        return [];
    const isError = (r) => r !== undefined && r.error !== undefined && r.error !== null;
    const where = [
        record.prompt_id !== 'default' ? `variant ${record.prompt_id}` : '',
        record.iteration > 0 ? `run #${record.iteration}` : '',
        record.dataset ? `dataset ${record.dataset}` : '',
        record.target ? `target ${record.target}` : '',
        record.timestamp,
    ];
    const errors = [
        isError(before) ? `Before: ${before?.error}` : '',
        isError(current) ? `${before ? 'After: ' : ''}${current?.error}` : '',
    ].filter(Boolean);
    const details = current?.error_details ?? before?.error_details;
    const compared = before !== undefined || (runs?.baseline.length ?? 0) > 0;
    const sideBySide = (heading, part) => {
        const column = (label, side) => el('div', { className: `side side-${label.toLowerCase()}` }, el('h4', { text: label }), side ? views.renderRecordBadges(kit, side) : null, side
            ? part(kit, side)
            : el('p', { className: 'muted', text: label === 'Before' ? 'not in the baseline' : 'not in this run' }));
        return section(heading, el('div', { className: 'sides' }, column('Before', before), column('After', current)));
    };
    const parts = [
        el('p', { className: 'muted', text: where.filter(Boolean).join(' · ') }),
        runs ? views.renderRunPicker(kit, data, runs, current ?? before, input.pick) : null,
        compared ? null : views.renderRecordBadges(kit, record),
        errors.length > 0
            ? section('Error', ...errors.map((e) => kit.pre(e, 'text error-text')), details ? kit.pre(kit.json(details)) : null)
            : null,
        views.renderConversation(kit, record),
        compared ? sideBySide('Answer', views.renderAnswer) : section('Answer', views.renderAnswer(kit, record)),
        compared
            ? sideBySide('Judgement', views.renderJudgement)
            : section('Judgement', views.renderJudgement(kit, record)),
        views.renderTrace(kit, record),
        views.renderWorkspaceDiff(kit, record),
    ];
    return parts.filter((part) => part instanceof Node);
}

;// CONCATENATED MODULE: ./src/report/client/case-columns.ts
/**
 * The case table's columns over the records (by index), the optional ones only when the run has
 * them (variants, repeats, a baseline, costs). An errored record sorts below every score, and its
 * answer cell shows why it failed, so the table reads without opening each case.
 */
function createCaseColumns(kit, data, lookups) {
    const { deltaOf, verdictOf, byCase, byNumber, byVerdict } = lookups;
    const records = data.records;
    const failed = (i) => verdictOf(i) === 'error';
    const text = (s) => s ?? '';
    const deltaTone = (i) => ((deltaOf(i) ?? 0) < 0 ? 'neg' : (deltaOf(i) ?? 0) > 0 ? 'pos' : '');
    const answer = (i) => kit.excerpt(failed(i) ? records[i]?.error : records[i]?.candidate_answer);
    const byScore = byNumber((i) => (failed(i) ? null : records[i]?.score));
    const columns = [
        // A promptfoo test is shown by its description; the id stays the key (and the sort).
        {
            id: 'case',
            label: 'Case',
            width: 'minmax(10rem, 2fr)',
            value: (i) => text(records[i]?.description || records[i]?.eval_id),
            sort: byCase,
        },
        { id: 'variant', label: 'Variant', width: 'minmax(6rem, 1fr)', value: (i) => text(records[i]?.prompt_id) },
        {
            id: 'iteration',
            label: 'Run',
            width: '4rem',
            value: (i) => `#${records[i]?.iteration ?? 0}`,
            sort: byNumber((i) => records[i]?.iteration),
        },
        { id: 'score', label: 'Score', width: '5.5rem', value: (i) => kit.score(records[i]?.score), sort: byScore },
        {
            id: 'verdict',
            label: 'Verdict',
            width: '7rem',
            value: verdictOf,
            sort: byVerdict,
            tone: (i) => `v-${verdictOf(i)}`,
        },
        {
            id: 'delta',
            label: 'Δ baseline',
            width: '7.5rem',
            value: (i) => kit.delta(deltaOf(i)),
            sort: byNumber(deltaOf),
            tone: deltaTone,
        },
        {
            id: 'answer',
            label: 'Answer',
            width: 'minmax(12rem, 4fr)',
            value: answer,
            tone: (i) => (failed(i) ? 'v-error' : ''),
        },
        {
            id: 'duration',
            label: 'Duration',
            width: '6.5rem',
            value: (i) => kit.duration(records[i]?.duration_ms),
            sort: byNumber((i) => records[i]?.duration_ms),
        },
        {
            id: 'cost',
            label: 'Cost',
            width: '5.5rem',
            value: (i) => kit.cost(records[i]?.cost_usd),
            sort: byNumber((i) => records[i]?.cost_usd),
        },
    ];
    return columns.filter((c) => lookups.has[c.id] ?? true);
}

;// CONCATENATED MODULE: ./src/report/client/case-detail.ts
/**
 * One case in full: the conversation when the record carries it, the answer, the judgement and each
 * evaluator's score and reasoning, the trace and the workspace diff; with a baseline record the
 * answer and the evaluators before and after side by side. All of it is text, never markup.
 */
function createCaseDetail(kit, data, parts, labels) {
    const { el } = kit;
    const body = el('div', { className: 'detail-body' });
    const title = el('h2', { className: 'detail-title' });
    const closeButton = el('button', {
        className: 'close',
        text: 'Close ✕',
        attrs: { type: 'button', 'aria-label': 'close the case' },
    });
    const element = el('aside', { className: 'detail', attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'case details', hidden: '' } }, el('div', { className: 'detail-head' }, title, closeButton), body);
    let returnFocus = null;
    const close = () => {
        element.hidden = true;
        if (returnFocus instanceof HTMLElement)
            returnFocus.focus();
    };
    closeButton.addEventListener('click', close);
    element.ownerDocument.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !element.hidden)
            close();
    });
    function show(current, baseline, runs) {
        const after = current === null ? undefined : data.records[current];
        const before = baseline === null ? undefined : data.baseline?.records[baseline];
        const record = after ?? before;
        if (record) {
            title.textContent = record.description || record.eval_id;
            const pick = (c, b) => show(c, b, runs);
            body.replaceChildren(...parts.renderCaseBody(kit, data, parts, { current: after, before, runs, pick }));
            if (labels && current !== null)
                body.append(labels.formFor(current));
        }
        element.hidden = false;
        body.scrollTop = 0;
    }
    return {
        element,
        open(current, baseline, runs) {
            returnFocus = element.ownerDocument.activeElement;
            show(current, baseline, runs);
            closeButton.focus();
        },
        close,
    };
}

;// CONCATENATED MODULE: ./src/report/client/case-filters.ts
/**
 * The case table's filters: text (case, variant, dataset, target, error, answer; typing waits a
 * moment over 2000 records), verdict, variant (when the run has several) and change against the
 * baseline (when there is one), and the count of the rows shown. `onChange` runs on every change;
 * `matcher` reads the filters once and tells whether a record (by index) passes them.
 */
function createCaseFilters(kit, data, lookups, onChange) {
    const { el } = kit;
    const records = data.records;
    const search = el('input', {
        className: 'search',
        attrs: { type: 'search', placeholder: 'Filter: case, variant, answer, error…', 'aria-label': 'filter cases' },
    });
    const select = (label, options) => el('select', { attrs: { 'aria-label': label } }, ...options.map((o) => el('option', { text: o })));
    const verdictSelect = select('verdict', ['all verdicts', 'pass', 'borderline', 'fail', 'error']);
    const variantSelect = lookups.showVariant ? select('variant', ['all variants', ...lookups.variants]) : null;
    const changeSelect = data.baseline
        ? select('change against the baseline', ['any change', 'worse', 'better', 'same'])
        : null;
    const status = el('span', { className: 'status', attrs: { 'aria-live': 'polite' } });
    const haystacks = [];
    const haystack = (i) => {
        let hay = haystacks[i];
        if (hay === undefined) {
            const r = records[i];
            hay = r
                ? [r.eval_id, r.prompt_id, r.dataset, r.target, r.error ?? '', r.candidate_answer].join('\u0000').toLowerCase()
                : '';
            haystacks[i] = hay;
        }
        return hay;
    };
    let timer = 0;
    search.addEventListener('input', () => {
        clearTimeout(timer);
        timer = window.setTimeout(onChange, records.length > 2000 ? 150 : 0);
    });
    for (const s of [verdictSelect, variantSelect, changeSelect])
        s?.addEventListener('change', onChange);
    return {
        element: el('div', { className: 'filters' }, search, verdictSelect, variantSelect, changeSelect, status),
        matcher() {
            const needle = search.value.trim().toLowerCase();
            const verdict = verdictSelect.selectedIndex > 0 ? verdictSelect.value : '';
            const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
            const change = changeSelect && changeSelect.selectedIndex > 0 ? changeSelect.value : '';
            return (i) => {
                if (verdict && lookups.verdictOf(i) !== verdict)
                    return false;
                if (variant && records[i]?.prompt_id !== variant)
                    return false;
                if (change) {
                    const d = lookups.deltaOf(i);
                    if (d === null || (change === 'worse' ? d >= 0 : change === 'better' ? d <= 0 : d !== 0))
                        return false;
                }
                return !needle || haystack(i).includes(needle);
            };
        },
        /** Shows how many of the records pass the filters. */
        count(shown) {
            status.textContent =
                shown === records.length
                    ? `${kit.count(records.length)} cases`
                    : `${kit.count(shown)} of ${kit.count(records.length)} cases`;
        },
    };
}

;// CONCATENATED MODULE: ./src/report/client/case-lookups.ts
/**
 * What the case table looks up per record (by index): its verdict (`error` when it failed to run),
 * its case's delta against the baseline, its order by case, variant and run, and the variants the
 * run has, and which of the optional columns it fills (variants beyond the default one, repeats,
 * a baseline, costs).
 */
function createCaseLookups(data) {
    const records = data.records;
    const key = (evalId, promptId) => `${evalId}\u0000${promptId}`;
    const deltas = new Map();
    for (const row of data.baseline?.rows ?? [])
        deltas.set(key(row.eval_id, row.prompt_id), row.delta);
    const deltaOf = (i) => {
        const r = records[i];
        return r ? (deltas.get(key(r.eval_id, r.prompt_id)) ?? null) : null;
    };
    const verdictOf = (i) => {
        const r = records[i];
        return !r ? '' : r.error !== undefined && r.error !== null ? 'error' : (r.verdict ?? '');
    };
    const byCase = (a, b) => {
        const x = records[a];
        const y = records[b];
        if (!x || !y)
            return 0;
        if (x.eval_id !== y.eval_id)
            return x.eval_id < y.eval_id ? -1 : 1;
        if (x.prompt_id !== y.prompt_id)
            return x.prompt_id < y.prompt_id ? -1 : 1;
        return x.iteration - y.iteration;
    };
    /** Numbers ascending, a record without one first. */
    const byNumber = (value) => (a, b) => (value(a) ?? -Infinity) - (value(b) ?? -Infinity);
    const VERDICT_ORDER = { error: 0, fail: 1, borderline: 2, pass: 3 };
    const byVerdict = (a, b) => (VERDICT_ORDER[verdictOf(a)] ?? 9) - (VERDICT_ORDER[verdictOf(b)] ?? 9);
    const variants = [...new Set(records.map((r) => r.prompt_id))].sort();
    const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
    const has = {
        variant: showVariant,
        iteration: records.some((r) => r.iteration > 0),
        delta: Boolean(data.baseline),
        cost: records.some((r) => typeof r.cost_usd === 'number'),
    };
    return { deltaOf, verdictOf, byCase, byNumber, byVerdict, variants, showVariant, has };
}

;// CONCATENATED MODULE: ./src/report/client/case-row.ts
/**
 * One record's row of the case table (`position` is its place in the shown rows, for striping):
 * a cell per column, the case, variant and answer cells with their whole text as a tooltip since
 * they may be cut off; a click or Enter opens the record.
 */
function renderCaseRow(kit, columns, index, position, onOpen) {
    const { el } = kit;
    const row = el('div', {
        className: `row ${position % 2 ? 'odd' : ''}`.trim(),
        attrs: { role: 'row', tabindex: '0', 'data-index': String(index) },
    }, ...columns.map((c) => {
        const value = c.value(index);
        return el('div', {
            className: `cell c-${c.id} ${c.tone?.(index) ?? ''}`.trim(),
            text: value,
            ...(c.id === 'case' || c.id === 'answer' || c.id === 'variant' ? { title: value } : {}),
            attrs: { role: 'cell' },
        });
    }));
    row.style.gridTemplateColumns = columns.map((c) => c.width).join(' ');
    row.addEventListener('click', () => onOpen(index));
    row.addEventListener('keydown', (event) => {
        if (event.key === 'Enter')
            onOpen(index);
    });
    return row;
}

;// CONCATENATED MODULE: ./src/report/client/conversation-view.ts
/** The messages a record carries (conversation, messages, input and output), each role with its content. */
function renderConversation(kit, record) {
    const { el } = kit;
    const loose = record;
    const parts = [];
    for (const field of ['conversation', 'messages', 'input_messages', 'output_messages']) {
        const value = loose[field];
        if (!Array.isArray(value) || value.length === 0)
            continue;
        parts.push(el('h4', { text: field.replace('_', ' ') }), ...value.map((m) => {
            const message = (m ?? {});
            const role = typeof message.role === 'string' ? message.role : 'message';
            const content = 'content' in message ? message.content : message;
            return el('div', { className: `message role-${role.replace(/[^a-z]/gi, '')}` }, el('div', { className: 'role', text: role }), kit.pre(kit.json(content)));
        }));
    }
    return parts.length > 0 ? kit.section('Conversation', ...parts) : null;
}

;// CONCATENATED MODULE: ./src/report/client/case-table.ts
/**
 * Every record as one row: sortable by any column, filtered by text (case, variant, dataset,
 * target, error, answer), verdict, variant and change against the baseline; rows are virtual.
 */
function createCaseTable(kit, virtualList, data, onOpen, parts) {
    const records = data.records;
    const lookups = parts.createCaseLookups(data);
    const columns = parts.createCaseColumns(kit, data, lookups);
    let shown = records.map((_, i) => i);
    let sortBy = { column: 'case', descending: false };
    const list = virtualList({
        rowHeight: 30,
        label: 'cases',
        renderRow: (position) => parts.renderCaseRow(kit, columns, shown[position] ?? 0, position, onOpen),
    });
    const apply = () => {
        const keep = filters.matcher();
        shown = records.flatMap((_, i) => (keep(i) ? [i] : []));
        const compare = columns.find((c) => c.id === sortBy.column)?.sort ?? lookups.byCase;
        shown.sort((a, b) => (sortBy.descending ? compare(b, a) : compare(a, b)) || lookups.byCase(a, b));
        filters.count(shown.length);
        header.show(sortBy);
        list.reset(shown.length);
    };
    const filters = parts.createCaseFilters(kit, data, lookups, apply);
    const header = kit.sortableHeader(columns.map((c) => ({ id: c.id, label: c.label, sortable: c.sort !== undefined })), columns.map((c) => c.width).join(' '), (id) => {
        sortBy = {
            column: id,
            descending: sortBy.column === id ? !sortBy.descending : id === 'score' || id === 'duration' || id === 'cost',
        };
        apply();
    });
    const element = kit.el('div', { className: 'case-table' }, filters.element, header.element, list.element);
    apply();
    return { element, list };
}

;// CONCATENATED MODULE: ./src/report/client/diff-columns.ts
/**
 * The comparison's columns and orders: statuses in the order a reader triages them (worse first),
 * their labels, rows by case and variant, and numbers with the rows that have none last whichever
 * the direction. The variant column only when the comparison has several variants.
 */
function createDiffColumns(showVariant) {
    const LABELS = {
        loss: 'worse',
        win: 'better',
        tie: 'same',
        errored: 'errored',
        new: 'new',
        removed: 'removed',
    };
    const ORDER = { loss: 0, errored: 1, removed: 2, new: 3, win: 4, tie: 5 };
    const byText = (x, y) => (x < y ? -1 : x > y ? 1 : 0);
    const byVariant = (a, b) => byText(a.prompt_id, b.prompt_id);
    const byId = (a, b) => byText(a.eval_id, b.eval_id) || byVariant(a, b);
    const byStatus = (a, b) => (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9);
    const byNumber = (value) => (a, b, descending) => {
        const x = value(a);
        const y = value(b);
        if (x === null || y === null)
            return x === y ? 0 : x === null ? 1 : -1;
        return descending ? y - x : x - y;
    };
    const flip = (compare) => (a, b, descending) => descending ? compare(b, a) : compare(a, b);
    const columns = [
        { id: 'case', label: 'Case', width: 'minmax(12rem, 3fr)', sort: flip(byId) },
        { id: 'variant', label: 'Variant', width: 'minmax(6rem, 1fr)', sort: flip(byVariant) },
        { id: 'before', label: 'Before', width: '6rem', sort: byNumber((r) => r.before) },
        { id: 'after', label: 'After', width: '6rem', sort: byNumber((r) => r.after) },
        { id: 'delta', label: 'Δ', width: '6rem', sort: byNumber((r) => r.delta) },
        { id: 'runs', label: 'Runs', width: '5.5rem', sort: byNumber((r) => r.runs) },
        { id: 'status', label: 'Status', width: '7.5rem', sort: flip(byStatus) },
    ].filter((c) => showVariant || c.id !== 'variant');
    return { columns, labels: LABELS, statuses: Object.keys(ORDER), byId, byStatus };
}

;// CONCATENATED MODULE: ./src/report/client/diff-filters.ts
/**
 * The comparison's filters, like the run's table: text (case, variant, the answers and errors on
 * either side), status (with each one's count) and variant (`variants`, null when there is only
 * the default one), and the count of the rows shown. `onChange` runs on every change; `matcher`
 * reads the filters once.
 */
function createDiffFilters(kit, data, diff, variants, onChange) {
    const { el } = kit;
    const baseline = data.baseline;
    const search = el('input', {
        className: 'search',
        attrs: {
            type: 'search',
            placeholder: 'Filter: case, variant, answer, error…',
            'aria-label': 'filter cases against the baseline',
        },
    });
    const option = (text, attrs) => el('option', { text, attrs });
    const select = (label, ...options) => el('select', { attrs: { 'aria-label': label } }, ...options);
    const counted = (s) => `${diff.labels[s]} (${kit.count(baseline.counts[s])})`;
    const statusSelect = select('status against the baseline', option('all cases'), ...diff.statuses.map((s) => option(counted(s), { 'data-status': s })));
    const variantSelect = variants ? select('variant', ...['all variants', ...variants].map((v) => option(v))) : null;
    const count = el('span', { className: 'status', attrs: { 'aria-live': 'polite' } });
    const haystacks = new Map();
    const haystack = (row) => {
        let hay = haystacks.get(row);
        if (hay === undefined) {
            const after = row.current === null ? undefined : data.records[row.current];
            const before = row.baseline === null ? undefined : baseline.records[row.baseline];
            const fields = [after?.candidate_answer, after?.error, before?.candidate_answer, before?.error];
            hay = [row.eval_id, row.prompt_id, ...fields.map((f) => f ?? '')].join('\u0000').toLowerCase();
            haystacks.set(row, hay);
        }
        return hay;
    };
    search.addEventListener('input', onChange);
    for (const s of [statusSelect, variantSelect])
        s?.addEventListener('change', onChange);
    return {
        element: el('div', { className: 'filters' }, search, statusSelect, variantSelect, count),
        matcher() {
            const status = statusSelect.selectedOptions[0]?.getAttribute('data-status');
            const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
            const needle = search.value.trim().toLowerCase();
            return (r) => (!status || r.status === status) &&
                (!variant || r.prompt_id === variant) &&
                (!needle || haystack(r).includes(needle));
        },
        /** Shows how many of the rows pass the filters. */
        count(shown, all) {
            count.textContent = `${kit.count(shown)} of ${kit.count(all)} cases`;
        },
    };
}

;// CONCATENATED MODULE: ./src/report/client/diff-row.ts
/**
 * One case × variant of the comparison (`position` is its place in the shown rows, for striping):
 * before, after, the delta toned by its sign, the runs merged on each side and the status (flaky
 * when its runs disagree); a click or Enter opens it.
 */
function renderDiffRow(kit, diff, row, position, onOpen) {
    const { el } = kit;
    if (!row)
        return el('div');
    const showVariant = diff.columns.some((c) => c.id === 'variant');
    const status = `${diff.labels[row.status] ?? row.status}${row.flaky ? ' (flaky)' : ''}`;
    const cell = (id, text, title, tone = '') => el('div', { className: `cell c-${id} ${tone}`.trim(), text, title, attrs: { role: 'cell' } });
    const element = el('div', { className: `row ${position % 2 ? 'odd' : ''}`.trim(), attrs: { role: 'row', tabindex: '0' } }, cell('case', row.eval_id, row.eval_id), showVariant ? cell('variant', row.prompt_id, row.prompt_id) : null, cell('before', kit.score(row.before)), cell('after', kit.score(row.after)), cell('delta', kit.delta(row.delta), undefined, (row.delta ?? 0) < 0 ? 'neg' : (row.delta ?? 0) > 0 ? 'pos' : ''), cell('runs', `${row.runs_before} → ${row.runs}`, `${row.runs_before} run(s) in the baseline, ${row.runs} in this run: the scores are their means`), cell('status', status, undefined, `s-${row.status}`));
    element.style.gridTemplateColumns = diff.columns.map((c) => c.width).join(' ');
    element.addEventListener('click', () => onOpen(row));
    element.addEventListener('keydown', (event) => {
        if (event.key === 'Enter')
            onOpen(row);
    });
    return element;
}

;// CONCATENATED MODULE: ./src/report/client/diff-summary.ts
/**
 * The comparison at a glance: the baseline and its threshold, then cards for the means before and
 * after, the mean delta with its 95% interval, the verdict, and the cases per status.
 */
function renderDiffSummary(kit, baseline) {
    const { el } = kit;
    const { counts } = baseline;
    const tone = (negative, positive) => (negative ? 'neg' : positive ? 'pos' : '');
    const { card } = kit;
    const ci = baseline.ci95
        ? `95% CI ${kit.delta(baseline.ci95[0])} … ${kit.delta(baseline.ci95[1])}`
        : 'no matched cases';
    const delta = baseline.mean_delta;
    const verdict = baseline.verdict;
    return [
        el('p', {
            className: 'muted',
            text: `Baseline: ${baseline.file} · a change of at least ${baseline.threshold} counts as better or worse`,
        }),
        el('div', { className: 'cards' }, card('mean before', kit.score(baseline.mean_before)), card('mean after', kit.score(baseline.mean_after)), card('mean delta', kit.delta(delta), ci, tone(delta < 0, delta > 0)), 
        // "No significant change" never stands alone beside a lower mean.
        verdict === 'no significant change' && delta < 0
            ? card('verdict', 'lower mean, not significant', verdict, 'neg')
            : card('verdict', verdict, undefined, tone(verdict === 'regressed', verdict === 'improved')), card('worse / better / same', `${kit.count(counts.loss)} / ${kit.count(counts.win)} / ${kit.count(counts.tie)}`), card('new / removed / errored', `${kit.count(counts.new)} / ${kit.count(counts.removed)} / ${kit.count(counts.errored)}`)),
    ];
}

;// CONCATENATED MODULE: ./src/report/client/diff-view.ts
/**
 * The baseline comparison: before and after means with the delta's interval and verdict, counts
 * per status, and one row per case × variant (its runs merged: means over iterations), most
 * regressed first; sortable by any column and filtered by text (case, variant, answers and errors
 * on either side), status and variant like the run's table. A row opens the case with its before
 * and after side by side.
 */
function createDiffView(kit, virtualList, data, onOpen, parts) {
    const baseline = data.baseline;
    const all = [...baseline.rows];
    const variants = [...new Set(all.map((r) => r.prompt_id))].sort();
    const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
    const diff = parts.createDiffColumns(showVariant);
    // Most regressed first: by delta, then errored, removed and new cases, then by id.
    let sortBy = { column: 'delta', descending: false };
    let shown = all;
    const list = virtualList({
        rowHeight: 30,
        label: 'cases against the baseline',
        renderRow: (position) => parts.renderDiffRow(kit, diff, shown[position], position, onOpen),
    });
    const apply = () => {
        shown = all.filter(filters.matcher());
        const column = diff.columns.find((c) => c.id === sortBy.column);
        shown.sort((a, b) => (column ? column.sort(a, b, sortBy.descending) : 0) || diff.byStatus(a, b) || diff.byId(a, b));
        filters.count(shown.length, all.length);
        header.show(sortBy);
        list.reset(shown.length);
    };
    const filters = parts.createDiffFilters(kit, data, diff, showVariant ? variants : null, apply);
    const header = kit.sortableHeader(diff.columns.map((c) => ({ id: c.id, label: c.label, sortable: true })), diff.columns.map((c) => c.width).join(' '), (id) => {
        sortBy = {
            column: id,
            descending: sortBy.column === id ? !sortBy.descending : id === 'before' || id === 'after' || id === 'runs',
        };
        apply();
    });
    const element = kit.el('div', { className: 'diff-view' }, ...parts.renderDiffSummary(kit, baseline), filters.element, header.element, list.element);
    apply();
    return { element, list };
}

;// CONCATENATED MODULE: ./src/report/client/dom-kit.ts
/**
 * The helpers every view builds with: `el` (elements with text only, see `createElementBuilder`),
 * the report's formatters, and a few recurring pieces (a section, preformatted text, a list, a
 * card, a table of text, a badge, a sortable header).
 */
function createDomKit(doc, parts) {
    const el = parts.createElementBuilder(doc);
    return {
        doc,
        el,
        ...parts.createReportFormat(),
        /** A labelled section with a heading. */
        section(title, ...children) {
            return el('section', { className: 'block' }, el('h3', { text: title }), ...children);
        },
        /** Preformatted text (class `text` unless named). */
        pre: (text, className = 'text') => el('pre', { className, text }),
        /** A list of lines with a class, or nothing when there are none. */
        list: (items, className) => items.length === 0 ? null : el('ul', { className }, ...items.map((item) => el('li', { text: item }))),
        /** See `createSortableHeader`. */
        sortableHeader: (columns, template, onSort) => parts.createSortableHeader(el, columns, template, onSort),
        /** A figure on a card: its value, its label and an optional note under them, toned by an optional class. */
        card(label, value, note, tone = '') {
            return el('div', { className: `card ${tone}`.trim() }, el('div', { className: 'card-value', text: value }), el('div', { className: 'card-label', text: label }), note ? el('div', { className: 'card-note', text: note }) : null);
        },
        /** A table of text: a header row, then a row per entry (a null cell is left out). */
        table(head, rows) {
            const cells = (tag, texts) => el('tr', {}, ...texts.map((text) => (text === null ? null : el(tag, { text }))));
            return el('table', { className: 'grid-table' }, el('thead', {}, cells('th', head)), el('tbody', {}, ...rows.map((row) => cells('td', row))));
        },
        /** A labelled badge: `label value`, coloured by an optional tone class. */
        badge(label, value, tone = '') {
            return el('span', { className: `badge ${tone}`.trim() }, el('span', { className: 'badge-label', text: label }), el('span', { className: 'badge-value', text: value }));
        },
    };
}

;// CONCATENATED MODULE: ./src/report/client/element-builder.ts
/// <reference lib="dom" />
/**
 * `el(tag, props, ...children)` for `doc`, with text only: model text reaches the page through text
 * nodes and `title`, never through innerHTML or a URL attribute, so no payload in a record can
 * become markup; an attribute that could hold a handler, a URL or a style is refused.
 */
function createElementBuilder(doc) {
    return function el(tag, props = {}, ...children) {
        const node = doc.createElement(tag);
        if (props.className)
            node.className = props.className;
        if (props.title !== undefined)
            node.title = props.title;
        for (const [name, value] of Object.entries(props.attrs ?? {})) {
            if (/^(on|href$|src$|action$|formaction$|style$)/i.test(name))
                throw new Error(`refusing attribute ${name}`);
            node.setAttribute(name, value);
        }
        if (props.text !== undefined)
            node.textContent = props.text;
        for (const child of children) {
            if (child === null || child === undefined || child === false)
                continue;
            node.append(typeof child === 'string' ? doc.createTextNode(child) : child);
        }
        return node;
    };
}

;// CONCATENATED MODULE: ./src/report/client/judgement-view.ts
/**
 * The record's verdict once: each evaluator with its own reasoning, hits and misses (and those of
 * the evaluators inside it); the record's merged reasoning only without evaluators, and of its hits
 * and misses only those no evaluator already lists (such as why a required check failed the case).
 */
function renderJudgement(kit, record) {
    const { el } = kit;
    const evaluator = (result) => el('div', { className: 'evaluator' }, el('div', { className: 'evaluator-head' }, el('strong', { text: result.name || result.type }), el('span', { className: 'muted', text: ` ${result.type}` }), kit.badge('score', kit.score(result.score)), kit.badge('verdict', result.verdict, `v-${result.verdict}`), result.weight !== 1 ? kit.badge('weight', String(result.weight)) : null), result.reasoning ? el('p', { className: 'reasoning', text: result.reasoning }) : null, kit.list(result.hits, 'hits'), kit.list(result.misses, 'misses'), result.raw ? el('details', {}, el('summary', { text: 'raw judge reply' }), kit.pre(result.raw)) : null, result.details ? el('details', {}, el('summary', { text: 'details' }), kit.pre(kit.json(result.details))) : null, ...(result.evaluator_results ?? []).map(evaluator));
    const said = new Set();
    const collect = (results) => {
        for (const r of results) {
            for (const line of [...r.hits, ...r.misses, r.reasoning])
                said.add(line);
            collect(r.evaluator_results ?? []);
        }
    };
    collect(record.evaluator_results);
    const own = (lines) => lines.filter((line) => !said.has(line));
    const evaluators = record.evaluator_results.length > 0;
    return el('div', { className: 'judgement' }, !evaluators && record.reasoning ? el('p', { className: 'reasoning', text: record.reasoning }) : null, kit.list(own(record.hits), 'hits'), kit.list(own(record.misses), 'misses'), ...record.evaluator_results.map(evaluator), !evaluators && !record.reasoning ? el('p', { className: 'muted', text: 'no evaluator results' }) : null);
}

;// CONCATENATED MODULE: ./src/report/client/label-store.ts
/**
 * Labels live in the page only: "Save labels" is a download link to a Blob made here (the page
 * fetches nothing), and a file input loads a saved file to go on labelling. A label is tied to the
 * answer's digest: one of an earlier answer is kept in the file but never shown as this answer's.
 */
function createLabelStore(kit, data) {
    const { el } = kit;
    const labels = new Map();
    const keyOf = (l) => JSON.stringify([l.eval_id, l.prompt_id || 'default', l.iteration ?? 0]);
    const status = el('span', { className: 'label-status', attrs: { 'data-labels': 'status' } });
    const save = el('a', {
        text: 'Save labels',
        attrs: { download: 'labels.json', role: 'button', tabindex: '0', 'data-labels': 'save' },
    });
    const load = el('input', { attrs: { type: 'file', accept: '.json,application/json', 'data-labels': 'load' } });
    let url = '';
    const stale = () => [...labels.values()].filter((l) => {
        const i = data.records.findIndex((r) => keyOf(r) === keyOf(l));
        return i >= 0 && data.answer_digests[i] !== l.answer_sha256;
    }).length;
    const refresh = () => {
        status.textContent = `${labels.size} label(s), ${stale()} of an earlier answer (stale, not applied)`;
    };
    // The link gets its Blob only when clicked, so the page holds no link until the reviewer saves.
    save.addEventListener('click', () => {
        if (url)
            URL.revokeObjectURL(url);
        const text = `${JSON.stringify({ version: 1, labels: [...labels.values()] }, null, 2)}\n`;
        url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
        save.href = url;
    });
    load.addEventListener('change', async () => {
        const file = load.files?.[0];
        if (!file)
            return;
        try {
            const parsed = JSON.parse(await file.text());
            if (parsed.version !== 1 || !Array.isArray(parsed.labels))
                throw new Error('not a labels file (version 1)');
            for (const l of parsed.labels)
                if (l && typeof l.eval_id === 'string' && typeof l.answer_sha256 === 'string')
                    labels.set(keyOf(l), l);
            refresh();
        }
        catch (error) {
            status.textContent = `cannot load ${file.name}: ${error instanceof Error ? error.message : String(error)}`;
        }
    });
    refresh();
    function formFor(index) {
        const record = data.records[index];
        const digest = data.answer_digests[index] ?? '';
        if (!record)
            return el('div');
        const key = keyOf(record);
        const found = labels.get(key);
        const current = found && found.answer_sha256 === digest ? found : undefined;
        let verdict = current?.verdict;
        const buttons = ['right', 'wrong'].map((v) => el('button', { text: `Verdict ${v}`, attrs: { type: 'button', 'data-label-verdict': v } }));
        const score = el('input', {
            attrs: {
                type: 'number',
                min: '0',
                max: '1',
                step: '0.05',
                'data-label': 'score',
                'aria-label': 'corrected score',
            },
        });
        const note = el('textarea', { attrs: { 'data-label': 'note', 'aria-label': 'note', rows: '2' } });
        score.value = current?.score === undefined ? '' : String(current.score);
        note.value = current?.note ?? '';
        const paint = () => {
            for (const b of buttons)
                b.setAttribute('aria-pressed', String(b.dataset.labelVerdict === verdict));
        };
        const store = () => {
            if (!verdict)
                return;
            const n = Number(score.value);
            labels.set(key, {
                eval_id: record.eval_id,
                prompt_id: record.prompt_id || 'default',
                iteration: record.iteration ?? 0,
                answer_sha256: digest,
                verdict,
                ...(score.value.trim() !== '' && n >= 0 && n <= 1 ? { score: n } : {}),
                ...(note.value.trim() ? { note: note.value } : {}),
                at: new Date().toISOString(),
            });
            refresh();
        };
        for (const b of buttons)
            b.addEventListener('click', () => {
                verdict = b.dataset.labelVerdict;
                paint();
                store();
            });
        score.addEventListener('input', store);
        note.addEventListener('input', store);
        paint();
        return kit.section('Your label', found && !current
            ? el('p', { text: 'A label of an earlier answer exists: stale, not applied to this one.' })
            : null, el('div', { className: 'label-form' }, ...buttons, el('label', {}, 'Corrected score ', score), note));
    }
    return { element: kit.section('Labels', save, ' ', load, ' ', status), formFor };
}

;// CONCATENATED MODULE: ./src/report/client/overview-cards.ts
/**
 * The run's headline figures as cards: cases, mean score, pass rate and errors; with repeats the
 * flaky cases, pass@k and pass^k; with sampled judges their agreement; cost, tokens and time when
 * the records carry them.
 */
function renderOverviewCards(kit, data) {
    const { card } = kit;
    const o = data.overview;
    const { repeats, judge } = o;
    return kit.el('div', { className: 'cards' }, card('cases', kit.count(o.total), o.errors > 0 ? `${kit.count(o.scored)} scored` : undefined), card('mean score', kit.score(o.mean), o.median !== null ? `median ${kit.score(o.median)}` : undefined), card('pass rate', kit.percent(o.pass_rate), o.pass_rule), card('errors', kit.count(o.errors), o.errors > 0 ? 'failed to run' : undefined), repeats ? card('flaky', kit.count(repeats.flaky), `of ${kit.count(repeats.cases)} repeated cases`) : null, repeats ? card('pass@k', kit.percent(repeats.pass_at_k), 'cases passing at least one of their k runs') : null, repeats
        ? card('pass^k', kit.percent(repeats.pass_hat_k), `cases passing all k runs (${kit.percent(repeats.run_pass_rate)} of runs pass)`)
        : null, judge
        ? card('judge agreement', kit.percent(judge.agreement), `${kit.count(judge.unstable.length)} unstable of ${kit.count(judge.criteria)} sampled criteria`)
        : null, o.cost_usd !== null ? card('cost', kit.cost(o.cost_usd)) : null, o.tokens !== null ? card('tokens', kit.count(o.tokens)) : null, o.duration_ms !== null ? card('time in cases', kit.duration(o.duration_ms)) : null);
}

;// CONCATENATED MODULE: ./src/report/client/overview-view.ts
/**
 * The run at a glance: headline figures, the score histogram, one row per prompt variant, the
 * trend of the branch, the repeated cases and the judge criteria whose samples disagreed.
 */
function renderOverview(kit, data, parts) {
    const { el } = kit;
    const o = data.overview;
    const hasCost = o.variants.some((v) => v.cost_usd !== null);
    const variants = kit.table(['variant', 'scored', 'errors', 'mean', 'pass rate', ...(hasCost ? ['cost'] : [])], o.variants.map((v) => [
        v.prompt_id,
        kit.count(v.count),
        kit.count(v.errors),
        kit.score(v.mean),
        kit.percent(v.pass_rate),
        hasCost ? kit.cost(v.cost_usd) : null,
    ]));
    // Sampled judges: the criteria whose samples disagreed, so a noisy judge is told from a changed agent.
    const judge = o.judge;
    const unstable = judge && judge.unstable.length > 0
        ? kit.section(`Unstable judge criteria (agreement below ${kit.percent(judge.unstable_threshold)})`, kit.table(['case', 'variant', 'run', 'evaluator', 'criterion', 'agreement', 'votes'], judge.unstable.map((u) => [
            u.eval_id,
            u.prompt_id,
            String(u.iteration + 1),
            u.evaluator,
            u.criterion,
            kit.percent(u.agreement),
            u.votes,
        ])))
        : null;
    return el('div', { className: 'overview' }, parts.renderOverviewCards(kit, data), el('div', { className: 'overview-row' }, kit.section('Scores', parts.renderScoreHistogram(kit, o)), kit.section('Variants', variants)), parts.renderTrend(kit, data), parts.renderRepeats(kit, o), unstable);
}

;// CONCATENATED MODULE: ./src/report/client/report-app.ts
/**
 * The page's entry point: reads the data block (JSON, never evaluated), builds the header, the
 * tabs (the run: overview and cases; the comparison when there is a baseline) and the case panel,
 * then marks `#app` with `data-ready` so a test or benchmark can tell when content is up.
 */
function startReportApp(doc, modules) {
    const app = doc.getElementById('app');
    if (!app)
        return;
    try {
        const data = JSON.parse(doc.getElementById('agentv-data')?.textContent ?? 'null');
        const kit = modules.createDomKit(doc, modules);
        const { el } = kit;
        const virtualList = modules.createVirtualList(kit);
        const labels = modules.createLabelStore(kit, data);
        const detail = modules.createCaseDetail(kit, data, modules, labels);
        const openers = modules.createRecordOpeners(data, detail);
        const table = modules.createCaseTable(kit, virtualList, data, openers.openRecord, modules);
        const diff = data.baseline ? modules.createDiffView(kit, virtualList, data, openers.openRow, modules) : null;
        const runPanel = el('div', { attrs: { role: 'tabpanel', id: 'panel-run' } }, modules.renderOverview(kit, data, modules), kit.section('Cases', table.element), labels.element);
        const panels = [['Run', runPanel, table.list.refresh]];
        if (diff)
            panels.push([
                'Compare with baseline',
                el('div', { attrs: { role: 'tabpanel', id: 'panel-diff' } }, diff.element),
                diff.list.refresh,
            ]);
        const tabs = modules.createReportTabs(kit, panels);
        const fileName = data.results_file.split(/[\\/]/).pop() ?? data.results_file;
        doc.title = `AgentV report · ${fileName}`;
        const header = el('header', { className: 'top' }, 
        // Cases that broke come first, before any statistics.
        el('h1', { text: data.headline ? `AgentV report: ❌ ${data.headline}` : 'AgentV report' }), el('p', {
            className: 'muted',
            text: `${data.results_file}${data.baseline ? ` compared with ${data.baseline.file}` : ''} · ` +
                `made ${data.generated_at}`,
        }));
        app.replaceChildren(header, tabs.element, ...panels.map(([, panel]) => panel), detail.element);
        tabs.show(0);
        app.setAttribute('data-ready', 'true');
    }
    catch (error) {
        app.textContent = `This report could not be shown: ${error instanceof Error ? error.message : String(error)}`;
        app.setAttribute('data-ready', 'error');
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/report/client/record-badges.ts
/** A record at a glance: score, verdict (`error` when it failed to run), duration, cost, tokens, retries, cache. */
function renderRecordBadges(kit, record) {
    const verdict = record.error !== undefined && record.error !== null ? 'error' : (record.verdict ?? '');
    return kit.el('div', { className: 'badges' }, kit.badge('score', kit.score(record.score)), kit.badge('verdict', verdict, `v-${verdict}`), record.duration_ms !== undefined ? kit.badge('duration', kit.duration(record.duration_ms)) : null, record.cost_usd !== undefined ? kit.badge('cost', kit.cost(record.cost_usd)) : null, record.token_usage?.total !== undefined ? kit.badge('tokens', kit.count(record.token_usage.total)) : null, record.attempts !== undefined && record.attempts > 1 ? kit.badge('attempts', String(record.attempts)) : null, record.call_retries !== undefined ? kit.badge('call retries', String(record.call_retries)) : null, record.cached ? kit.badge('cached', 'yes') : null);
}
/** The record's answer as literal text, with a note when it was cut at its size limit. */
function renderAnswer(kit, record) {
    return kit.el('div', { className: 'answer' }, kit.pre(record.candidate_answer || '(empty answer)', 'text answer-text'), record.answer_truncated
        ? kit.el('p', { className: 'muted', text: 'The answer passed its size limit; only its beginning was kept.' })
        : null);
}

;// CONCATENATED MODULE: ./src/report/client/record-openers.ts
/**
 * How a row opens the case panel. A record of the run opens with the same run of the baseline when
 * it has one, else the case's first baseline run; a comparison row merges the repeats of its case,
 * so it opens with every run of the case on each side for the panel to list and say which it shows.
 */
function createRecordOpeners(data, detail) {
    const runKey = (r) => `${r.eval_id}\u0000${r.prompt_id}\u0000${r.iteration}`;
    const baselineRuns = new Map();
    data.baseline?.records.forEach((r, i) => {
        baselineRuns.set(runKey(r), i);
    });
    const caseRow = new Map((data.baseline?.rows ?? []).map((row) => [`${row.eval_id}\u0000${row.prompt_id}`, row]));
    const runsOf = (records, evalId, promptId) => records.flatMap((r, i) => (r.eval_id === evalId && r.prompt_id === promptId ? [i] : []));
    return {
        openRecord(index) {
            const record = data.records[index];
            if (!record || !data.baseline) {
                detail.open(index, null);
                return;
            }
            const same = baselineRuns.get(runKey(record));
            detail.open(index, same ?? caseRow.get(`${record.eval_id}\u0000${record.prompt_id}`)?.baseline ?? null);
        },
        openRow(row) {
            detail.open(row.current, row.baseline, {
                current: runsOf(data.records, row.eval_id, row.prompt_id),
                baseline: runsOf(data.baseline?.records ?? [], row.eval_id, row.prompt_id),
            });
        },
    };
}

;// CONCATENATED MODULE: ./src/report/client/report-format.ts
/// <reference lib="dom" />
/**
 * How the report writes numbers and text it shows: scores, deltas, shares, durations, costs,
 * counts, bounded JSON and one-line excerpts; a missing value is a dash. Embedded in the page by
 * its source text like every client part, so it uses nothing but its own body.
 */
function createReportFormat() {
    const fixed = (value, digits) => value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
    return {
        score: (value) => fixed(value, 3),
        delta: (value) => value === null || value === undefined ? '–' : `${value < 0 ? '' : '+'}${value.toFixed(3)}`,
        percent: (value) => value === null || value === undefined ? '–' : `${(value * 100).toFixed(1)}%`,
        duration(ms) {
            if (ms === null || ms === undefined)
                return '–';
            if (ms < 1000)
                return `${Math.round(ms)} ms`;
            if (ms < 60_000)
                return `${(ms / 1000).toFixed(1)} s`;
            return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
        },
        cost: (usd) => usd === null || usd === undefined ? '–' : `$${usd < 0.01 && usd > 0 ? usd.toFixed(4) : usd.toFixed(2)}`,
        count: (n) => n.toLocaleString('en-US'),
        /** JSON of an arbitrary record field for a <pre>, bounded so one huge value cannot stall the page. */
        json(value, max = 200_000) {
            let text;
            try {
                text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
            }
            catch {
                text = String(value);
            }
            return text.length > max
                ? `${text.slice(0, max)}\n… (${(text.length - max).toLocaleString('en-US')} more characters)`
                : text;
        },
        /** The first non-empty line of a text, cut to `max` characters: a table cell's excerpt. */
        excerpt(value, max = 160) {
            const line = (value ?? '')
                .split('\n')
                .find((l) => l.trim() !== '')
                ?.trim() ?? '';
            return line.length > max ? `${line.slice(0, max - 1)}…` : line;
        },
    };
}

;// CONCATENATED MODULE: ./src/report/client/report-tabs.ts
/**
 * The tab bar over the page's panels (hidden when there is only one): `show` marks its tab
 * selected, hides the other panels and runs the tab's `onShow`.
 */
function createReportTabs(kit, panels) {
    const tabs = panels.map(([label], i) => kit.el('button', {
        className: 'tab',
        text: label,
        attrs: { type: 'button', role: 'tab', 'aria-selected': i === 0 ? 'true' : 'false' },
    }));
    const show = (index) => {
        panels.forEach(([, panel], i) => {
            panel.hidden = i !== index;
        });
        tabs.forEach((tab, i) => {
            tab.setAttribute('aria-selected', i === index ? 'true' : 'false');
        });
        panels[index]?.[2]();
    };
    tabs.forEach((tab, i) => {
        tab.addEventListener('click', () => show(i));
    });
    const element = kit.el('nav', { className: 'tabs', attrs: { role: 'tablist' } }, ...tabs);
    element.hidden = tabs.length < 2;
    return { element, show };
}

;// CONCATENATED MODULE: ./src/report/client/repeats-view.ts
/**
 * Repeated cases: whether each passes at least once in its k runs (pass@k) and every time
 * (pass^k). Nothing when no case was repeated.
 */
function renderRepeats(kit, overview) {
    const repeats = overview.repeats;
    if (!repeats || repeats.rows.length === 0)
        return null;
    return kit.section(`Repeated cases (pass@k ${kit.percent(repeats.pass_at_k)}, ` +
        `pass^k ${kit.percent(repeats.pass_hat_k)}, ${kit.percent(repeats.run_pass_rate)} of runs pass)`, kit.table(['case', 'variant', 'passes', 'label', 'pass@k', 'pass^k'], repeats.rows.map((c) => [
        c.eval_id,
        c.prompt_id,
        `${c.passes}/${c.runs}`,
        c.label,
        c.pass_at_k ? 'yes' : 'no',
        c.pass_hat_k ? 'yes' : 'no',
    ])));
}

;// CONCATENATED MODULE: ./src/report/client/run-picker.ts
/**
 * For a merged row: which of its runs the panel shows, and a button for each of the others; a
 * click calls `pick` with the run's record on each side (the baseline's run with the same
 * iteration, when there is one). Nothing when the row has a single run.
 */
function renderRunPicker(kit, data, runs, shownRecord, pick) {
    const { el } = kit;
    const iterations = [
        ...new Set([
            ...runs.current.map((i) => data.records[i]?.iteration ?? 0),
            ...runs.baseline.map((i) => data.baseline?.records[i]?.iteration ?? 0),
        ]),
    ].sort((a, b) => a - b);
    if (iterations.length < 2)
        return null;
    const shown = shownRecord?.iteration ?? 0;
    const buttons = iterations.map((iteration) => {
        const button = el('button', {
            className: `run-pick${iteration === shown ? ' on' : ''}`,
            text: `run #${iteration}`,
            attrs: { type: 'button', 'aria-pressed': String(iteration === shown) },
        });
        button.addEventListener('click', () => {
            const find = (indexes, records) => indexes.find((i) => records?.[i]?.iteration === iteration) ?? null;
            pick(find(runs.current, data.records), find(runs.baseline, data.baseline?.records));
        });
        return button;
    });
    const note = `This row merges ${runs.current.length} run(s) of this case in this run ` +
        `and ${runs.baseline.length} in the baseline (its scores are their means); the panel shows run #${shown}.`;
    return el('div', { className: 'runs-note' }, el('p', { className: 'runs-shown', text: note }), el('div', { className: 'run-picks' }, ...buttons));
}

;// CONCATENATED MODULE: ./src/report/client/score-histogram.ts
/** The scores' histogram: a bar per bin, as long as its count against the fullest bin. */
function renderScoreHistogram(kit, overview) {
    const { el } = kit;
    const peak = Math.max(1, ...overview.histogram.map((bin) => bin.count));
    return el('div', { className: 'histogram', attrs: { role: 'list', 'aria-label': 'score histogram' } }, ...overview.histogram.map((bin) => {
        const bar = el('div', { className: 'bar' });
        bar.style.width = `${(bin.count / peak) * 100}%`;
        return el('div', { className: 'hist-row', attrs: { role: 'listitem' } }, el('span', { className: 'hist-label', text: bin.label }), el('div', { className: 'bar-track' }, bar), el('span', { className: 'hist-count', text: kit.count(bin.count) }));
    }));
}

;// CONCATENATED MODULE: ./src/report/client/sortable-header.ts
/**
 * The header row of a sortable table: a button per sortable column (`data-column`), marked
 * with `aria-sort` and an arrow by `show`; a click calls `onSort` with the column's id.
 */
function createSortableHeader(el, columns, template, onSort) {
    const header = el('div', { className: 'row head', attrs: { role: 'row' } }, ...columns.map((c) => {
        if (!c.sortable)
            return el('div', { className: `cell c-${c.id}`, text: c.label, attrs: { role: 'columnheader' } });
        const button = el('button', {
            className: 'sort',
            text: c.label,
            attrs: { type: 'button', 'data-column': c.id },
        });
        button.addEventListener('click', () => onSort(c.id));
        return el('div', { className: `cell c-${c.id}`, attrs: { role: 'columnheader' } }, button);
    }));
    header.style.gridTemplateColumns = template;
    return {
        element: header,
        show(sorted) {
            header.querySelectorAll('button').forEach((button) => {
                const id = button.getAttribute('data-column');
                const on = id === sorted.column;
                button.setAttribute('aria-sort', on ? (sorted.descending ? 'descending' : 'ascending') : 'none');
                const arrow = on ? (sorted.descending ? ' ▼' : ' ▲') : '';
                button.textContent = `${columns.find((c) => c.id === id)?.label ?? ''}${arrow}`;
            });
        },
    };
}

;// CONCATENATED MODULE: ./src/report/client/trace-view.ts
/**
 * The record's trace: its summary (events, tool calls, errors), the calls per tool, and the first
 * 500 events with their text or data (each bounded), or nothing when the record has no trace.
 */
function renderTrace(kit, record) {
    const { el } = kit;
    const MAX_EVENTS = 500;
    const summary = record.trace_summary;
    const events = Array.isArray(record.trace) ? record.trace : [];
    if (!summary && events.length === 0)
        return null;
    const calls = summary ? Object.entries(summary.tool_calls_by_name) : [];
    const cell = (tag, text) => el(tag, { text });
    return kit.section('Trace', summary
        ? el('p', {}, kit.badge('events', kit.count(summary.event_count)), kit.badge('tool calls', kit.count(calls.reduce((n, [, c]) => n + c, 0))), kit.badge('errors', kit.count(summary.error_count), summary.error_count > 0 ? 'v-fail' : ''))
        : null, calls.length > 0
        ? el('table', { className: 'grid-table' }, el('thead', {}, el('tr', {}, cell('th', 'tool'), cell('th', 'calls'))), el('tbody', {}, ...calls.map(([name, n]) => el('tr', {}, cell('td', name), cell('td', String(n))))))
        : null, events.length > 0
        ? el('ol', { className: 'events' }, ...events.slice(0, MAX_EVENTS).map((e) => {
            const event = (e ?? {});
            const head = [event.type, event.name].filter((v) => typeof v === 'string').join(' ');
            const payload = event.text ?? event.data;
            return el('li', {}, el('span', { className: 'event-type', text: head || 'event' }), payload !== undefined ? kit.pre(kit.json(payload, 20_000)) : null);
        }))
        : null, events.length > MAX_EVENTS
        ? el('p', { className: 'muted', text: `… ${kit.count(events.length - MAX_EVENTS)} more events` })
        : null);
}

;// CONCATENATED MODULE: ./src/report/client/trend-view.ts
/**
 * The branch's last runs and this one last: a sparkline of the mean score and of the pass rate,
 * and every point's figures as numbers. Nothing when the report has no trend.
 */
function renderTrend(kit, data) {
    const trend = data.trend;
    if (!trend || trend.points.length === 0)
        return null;
    const spark = (values) => values.map((v) => (v === null ? ' ' : '▁▂▃▄▅▆▇█'[Math.round(Math.min(1, Math.max(0, v)) * 7)])).join('');
    const last = trend.points.length - 1;
    return kit.section(`Trend of ${trend.branch}: its last ${last} run(s), then ${trend.current_label}`, kit.el('p', {
        text: `mean score ${spark(trend.points.map((p) => p.mean_score))} · pass ` +
            `rate ${spark(trend.points.map((p) => p.pass_rate))}`,
    }), kit.table(['run', 'commit', 'recorded', 'mean score', 'pass rate', 'cost', 'cases'], trend.points.map((p, i) => [
        i === last ? trend.current_label : String(p.run_id),
        p.sha.slice(0, 7),
        p.recorded_at,
        kit.score(p.mean_score),
        kit.percent(p.pass_rate),
        kit.cost(p.cost_usd),
        kit.count(p.cases),
    ])));
}

;// CONCATENATED MODULE: ./src/report/client/virtual-list.ts
/**
 * Returns the list factory. Rows have one fixed height, so the row at any scroll position is a
 * division: 10,000 rows cost the same to show as 30, and scrolling re-renders once per frame.
 */
function createVirtualList(kit) {
    const OVERSCAN = 8;
    return function virtualList(options) {
        const rows = kit.el('div', { className: 'vlist-rows', attrs: { role: 'rowgroup' } });
        const spacer = kit.el('div', { className: 'vlist-spacer' }, rows);
        const element = kit.el('div', { className: 'vlist', attrs: { role: 'table', 'aria-label': options.label, tabindex: '0' } }, spacer);
        let count = 0;
        let scheduled = false;
        const render = () => {
            scheduled = false;
            const height = element.clientHeight || 600;
            const first = Math.max(0, Math.floor(element.scrollTop / options.rowHeight) - OVERSCAN);
            const last = Math.min(count, Math.ceil((element.scrollTop + height) / options.rowHeight) + OVERSCAN);
            rows.style.transform = `translateY(${first * options.rowHeight}px)`;
            const built = [];
            for (let index = first; index < last; index++) {
                const row = options.renderRow(index);
                row.style.height = `${options.rowHeight}px`;
                built.push(row);
            }
            rows.replaceChildren(...built);
        };
        element.addEventListener('scroll', () => {
            if (scheduled)
                return;
            scheduled = true;
            requestAnimationFrame(render);
        });
        return {
            element,
            reset(n) {
                count = n;
                spacer.style.height = `${n * options.rowHeight}px`;
                element.scrollTop = 0;
                render();
            },
            refresh: render,
        };
    };
}

;// CONCATENATED MODULE: ./src/report/client/workspace-diff-view.ts
/** The record's workspace diff, each line toned (meta, hunk, added, removed), the first 5000 lines shown. */
function renderWorkspaceDiff(kit, record) {
    const { el } = kit;
    const MAX_DIFF_LINES = 5000;
    if (!record.workspace_diff)
        return null;
    const lines = record.workspace_diff.split('\n');
    const tone = (line) => line.startsWith('+++') || line.startsWith('---') || line.startsWith('diff ') || line.startsWith('index ')
        ? 'meta'
        : line.startsWith('@@')
            ? 'hunk'
            : line.startsWith('+')
                ? 'add'
                : line.startsWith('-')
                    ? 'del'
                    : '';
    const shown = lines
        .slice(0, MAX_DIFF_LINES)
        .map((line) => el('span', { className: `diff-line ${tone(line)}`.trim(), text: `${line}\n` }));
    return kit.section('Workspace diff', el('pre', { className: 'diff' }, ...shown), lines.length > MAX_DIFF_LINES
        ? el('p', { className: 'muted', text: `… ${kit.count(lines.length - MAX_DIFF_LINES)} more lines` })
        : null);
}

// EXTERNAL MODULE: ./src/results/compare-results.ts
var compare_results = __webpack_require__(17962);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/results/eval-result.ts
var eval_result = __webpack_require__(26310);
;// CONCATENATED MODULE: ./src/results/human-labels.ts



/** A person's mark of one verdict: the verdict was right, or it was wrong. */
const markSchema = schemas/* enum */.k5n(['right', 'wrong']);
/**
 * One label: a reviewer's judgement of one answer of one case (`eval_id`, `prompt_id`,
 * `iteration`), tied to that answer by `answer_sha256` so it never judges another answer.
 */
const humanLabelSchema = schemas/* object */.Ikc({
    eval_id: schemas/* string */.YjP().min(1),
    prompt_id: schemas/* string */.YjP().min(1).default('default'),
    iteration: schemas/* number */.aig().int().min(0).default(0),
    /** sha256 (hex) of the record's `candidate_answer` as the results file holds it. */
    answer_sha256: schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, 'a sha256 in lowercase hex (64 characters)'),
    /** Whether the case's verdict (pass or not) was right. */
    verdict: markSchema,
    /** The score the reviewer would give (0..1); when set, it decides the reviewer's pass/fail. */
    score: schemas/* number */.aig().min(0).max(1).optional(),
    note: schemas/* string */.YjP().optional(),
    /** Marks of single judges: an evaluator's name, or `evaluator/criterion` for a rubric criterion. */
    marks: schemas/* record */.g1P(schemas/* string */.YjP().min(1), markSchema).optional(),
    by: schemas/* string */.YjP().optional(),
    at: schemas/* string */.YjP().optional(),
})
    .strict();
/** The labels file: `{ "version": 1, "labels": [...] }`. */
const humanLabelsFileSchema = schemas/* object */.Ikc({ version: schemas/* literal */.euz(1), labels: schemas/* array */.YOg(humanLabelSchema) }).strict();
/** The digest a label carries: sha256 (hex) of the answer's UTF-8 text. */
function answerDigest(answer) {
    return (0,external_node_crypto_.createHash)('sha256').update(answer, 'utf8').digest('hex');
}
/** Judges below this agreement with the labels are flagged (`--min-label-agreement`). */
const DEFAULT_MIN_LABEL_AGREEMENT = 0.8;
/**
 * Compares the judges of `records` with the people's `labels`. The rule: the human's pass/fail of
 * the case is the record's pass/fail when the label says `right`, its opposite when `wrong`, and
 * `score ≥ 0.8` when a corrected score is given. Each evaluator (composite members included) is a
 * judge whose pass/fail is its own verdict; it is compared with its mark in `marks` when there is
 * one, else with the case's human pass/fail. Each rubric criterion (`evaluator/criterion`) is a
 * judge whose pass/fail is `satisfied`; it is compared only where `marks` holds its mark, since a
 * case-level label says nothing about one criterion.
 */
function calibrate(records, labels, minAgreement = DEFAULT_MIN_LABEL_AGREEMENT) {
    const byKey = new Map();
    for (const r of records) {
        const key = keyOf(r.eval_id, r.prompt_id || 'default', r.iteration ?? 0);
        byKey.set(key, [...(byKey.get(key) ?? []), r]);
    }
    const tallies = new Map();
    const result = {
        applied: 0,
        stale: [],
        unmatched: [],
        judges: [],
        disagreements: [],
        min_agreement: minAgreement,
    };
    for (const label of labels) {
        const ref = { eval_id: label.eval_id, prompt_id: label.prompt_id, iteration: label.iteration };
        const candidates = byKey.get(keyOf(ref.eval_id, ref.prompt_id, ref.iteration));
        if (!candidates) {
            result.unmatched.push(ref);
            continue;
        }
        const record = candidates.find((r) => answerDigest(r.candidate_answer ?? '') === label.answer_sha256);
        if (!record) {
            result.stale.push(ref);
            continue;
        }
        if (record.error)
            continue;
        result.applied++;
        const humanCasePass = humanPass(record, label);
        for (const [judge, judgePass, caseLevel] of judgesOf(record.evaluator_results ?? [])) {
            const mark = label.marks?.[judge];
            if (!mark && !caseLevel)
                continue;
            const human = mark ? (mark === 'right' ? judgePass : !judgePass) : humanCasePass;
            const t = tallies.get(judge) ?? { a: 0, b: 0, c: 0, d: 0 };
            if (judgePass && human)
                t.a++;
            else if (judgePass)
                t.b++;
            else if (human)
                t.c++;
            else
                t.d++;
            tallies.set(judge, t);
            if (judgePass !== human)
                result.disagreements.push({
                    ...ref,
                    judge,
                    judge_pass: judgePass,
                    human_pass: human,
                    ...(label.note ? { note: label.note } : {}),
                });
        }
    }
    result.judges = [...tallies]
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
        .map(([judge, t]) => judgeFigures(judge, t, minAgreement));
    return result;
}
/** Agreement po and Cohen's kappa (po − pe)/(1 − pe) of a 2×2 table; kappa is null when pe = 1. */
function judgeFigures(judge, t, minAgreement) {
    const n = t.a + t.b + t.c + t.d;
    const po = (t.a + t.d) / n;
    const pe = ((t.a + t.b) * (t.a + t.c) + (t.c + t.d) * (t.b + t.d)) / (n * n);
    const kappa = pe >= 1 ? null : round4((po - pe) / (1 - pe));
    return {
        judge,
        n,
        agreement: round4(po),
        kappa,
        table: { both_pass: t.a, judge_pass_human_fail: t.b, judge_fail_human_pass: t.c, both_fail: t.d },
        below: po < minAgreement,
    };
}
function humanPass(record, label) {
    if (label.score !== undefined)
        return label.score >= PASS_THRESHOLD;
    const judged = record.pass ?? verdictFor(record.score) === 'pass';
    return label.verdict === 'right' ? judged : !judged;
}
/** [judge id, its pass/fail, whether a case-level label speaks for it] of every judge of a record. */
function judgesOf(entries) {
    return entries.flatMap((e) => {
        const own = [e.name, e.pass ?? e.verdict === 'pass', true];
        const checks = Array.isArray(e.details?.checks) ? e.details.checks : [];
        const criteria = checks
            .filter((c) => typeof c.satisfied === 'boolean')
            .map((c) => [`${e.name}/${String(c.id)}`, c.satisfied, false]);
        return [own, ...criteria, ...judgesOf(e.evaluator_results ?? [])];
    });
}
function keyOf(evalId, promptId, iteration) {
    return JSON.stringify([evalId, promptId, iteration]);
}
function round4(x) {
    return Math.round(x * 1e4) / 1e4;
}

// EXTERNAL MODULE: ./src/results/agentv-rows.ts
var agentv_rows = __webpack_require__(71883);
// EXTERNAL MODULE: ./src/results/compare-statistics.ts
var compare_statistics = __webpack_require__(2561);
// EXTERNAL MODULE: ./src/results/compute-summary.ts
var compute_summary = __webpack_require__(56282);
// EXTERNAL MODULE: ./src/results/format-new-failures.ts
var format_new_failures = __webpack_require__(91606);
// EXTERNAL MODULE: ./src/results/new-failures.ts
var new_failures = __webpack_require__(38942);
// EXTERNAL MODULE: ./src/results/repeats.ts
var repeats = __webpack_require__(64162);
// EXTERNAL MODULE: ./src/results/judge-agreement.ts
var judge_agreement = __webpack_require__(26668);
;// CONCATENATED MODULE: ./src/report/report-data.ts










/**
 * The report's data: records sorted by case, variant and iteration with their verdict filled in
 * (so the page never decides a verdict itself), the overview from the same statistics as the
 * console summary, and with a baseline the case-by-case comparison of `agentv compare`.
 */
function buildReportData(input) {
    const records = withVerdicts(input.records);
    const baseline = input.baseline
        ? baselineOf(withVerdicts(input.baseline.records), records, input.baseline.file, input.resultsFile)
        : null;
    const newlyFailing = input.baseline
        ? (0,new_failures/* findNewFailures */.P)(input.baseline.records, records, (0,repeats/* parsePassPolicy */.hH)(input.passPolicy ?? 'all')).newlyFailing
        : [];
    return {
        results_file: input.resultsFile,
        generated_at: input.generatedAt,
        pass_threshold: eval_result/* PASS_THRESHOLD */.Qf,
        borderline_threshold: eval_result/* BORDERLINE_THRESHOLD */.tK,
        overview: overviewOf(records),
        records,
        baseline,
        trend: input.trend ?? null,
        headline: (0,format_new_failures/* newFailuresHeadline */.sC)(newlyFailing.length, baseline?.mean_delta) ?? null,
        answer_digests: records.map((r) => answerDigest(r.candidate_answer ?? '')),
    };
}
function withVerdicts(records) {
    return [...records]
        .sort((a, b) => (0,compute_summary/* compareEntryKeys */.OQ)((0,compute_summary/* toStatsEntry */.B4)(a), (0,compute_summary/* toStatsEntry */.B4)(b)))
        .map((record) => (record.verdict ? record : { ...record, verdict: (0,eval_result/* verdictFor */.Xb)(record.score) }));
}
/** Repeated cases listed in the report's overview (the lowest pass rates first). */
const MAX_REPEAT_ROWS = 500;
/** promptfoo's pass rule (its AssertionsResult): every assertion passes, or the score reaches the test's threshold. */
const PROMPTFOO_PASS_RULE = 'every assertion passes (score ≥ threshold where the test sets one)';
function overviewOf(records) {
    const summary = (0,compute_summary/* computeSummary */.CP)(records.map(compute_summary/* toStatsEntry */.B4));
    const repeated = (0,repeats/* repeatedCasesOf */.fJ)(records);
    const totals = repeated.length > 0 ? (0,repeats/* repeatTotals */.JA)(repeated) : undefined;
    return {
        total: summary.total,
        scored: summary.scored,
        errors: summary.errors,
        mean: summary.mean ?? null,
        median: summary.median ?? null,
        pass_rate: summary.passRate ?? null,
        pass_rule: summary.passBy === 'records' ? PROMPTFOO_PASS_RULE : `score ≥ ${eval_result/* PASS_THRESHOLD */.Qf}`,
        histogram: summary.histogram.map((bin) => ({ label: bin.label, count: bin.count })),
        variants: Object.entries(summary.byPrompt).map(([promptId, variant]) => ({
            prompt_id: promptId,
            count: variant.count,
            errors: variant.errors,
            mean: variant.mean ?? null,
            pass_rate: variant.passRate ?? null,
            cost_usd: sumOf(records.filter((r) => (r.prompt_id || 'default') === promptId), (r) => r.cost_usd),
        })),
        cost_usd: sumOf(records, (r) => r.cost_usd),
        tokens: sumOf(records, (r) => r.token_usage?.total),
        duration_ms: sumOf(records, (r) => r.duration_ms),
        repeats: totals
            ? {
                cases: totals.cases,
                flaky: totals.flaky,
                stable_pass: totals.stablePass,
                stable_fail: totals.stableFail,
                run_pass_rate: repeated.reduce((a, c) => a + c.passes, 0) / Math.max(1, totals.runs),
                pass_at_k: totals.passAtK / totals.cases,
                pass_hat_k: totals.passHatK / totals.cases,
                rows: [...repeated]
                    .sort((a, b) => a.pass_rate - b.pass_rate || (a.eval_id < b.eval_id ? -1 : a.eval_id > b.eval_id ? 1 : 0))
                    .slice(0, MAX_REPEAT_ROWS)
                    .map((c) => ({
                    eval_id: c.eval_id,
                    prompt_id: c.prompt_id,
                    runs: c.runs,
                    passes: c.passes,
                    label: c.label,
                    pass_at_k: c.pass_at_k,
                    pass_hat_k: c.pass_hat_k,
                })),
            }
            : null,
        judge: judgeOverview(records),
    };
}
function judgeOverview(records) {
    const agreement = (0,judge_agreement/* judgeAgreementOf */.Zy)(records);
    return agreement ? { ...agreement, unstable_threshold: judge_agreement/* UNSTABLE_THRESHOLD */.XJ } : null;
}
/** Sum of the values present; null when no record has one. */
/** Sum of the values the records carry; a missing or unknown (null) value is left out. */
function sumOf(records, value) {
    let total = null;
    for (const record of records) {
        const v = value(record);
        if (v !== undefined && v !== null)
            total = (total ?? 0) + v;
    }
    return total;
}
function baselineOf(before, after, file, resultsFile) {
    before = (0,agentv_rows/* alignAgentvRows */.G)(before, after);
    const report = (0,compare_results/* compareResults */.ex)(before, after, { file1: file, file2: resultsFile });
    const side1 = (0,compare_statistics/* groupResultsByCase */.vW)(before, file);
    const side2 = (0,compare_statistics/* groupResultsByCase */.vW)(after, resultsFile);
    const prompts = new Set([...side1.values(), ...side2.values()].map((c) => c.prompt_id));
    // compare leaves prompt_id out when there is one variant: that variant is then the only one.
    const sole = prompts.size === 1 ? ([...prompts][0] ?? 'default') : 'default';
    const matched = new Map(report.matched.map((m) => [(0,compare_statistics/* caseKey */.u2)(m.eval_id, m.prompt_id ?? sole), m]));
    const firstIndex = (records) => {
        const index = new Map();
        records.forEach((r, i) => {
            const key = (0,compare_statistics/* caseKey */.u2)(r.eval_id, r.prompt_id || 'default');
            const seen = index.get(key);
            if (seen)
                seen.runs += 1;
            else
                index.set(key, { first: i, runs: 1 });
        });
        return index;
    };
    const index1 = firstIndex(before);
    const index2 = firstIndex(after);
    const counts = { win: 0, loss: 0, tie: 0, errored: 0, new: 0, removed: 0 };
    const rows = [...new Set([...side1.keys(), ...side2.keys()])].map((key) => {
        const one = side1.get(key);
        const two = side2.get(key);
        const m = matched.get(key);
        const status = m ? m.outcome : !one ? 'new' : !two ? 'removed' : 'errored';
        counts[status] += 1;
        return {
            eval_id: (one ?? two)?.eval_id ?? '',
            prompt_id: (one ?? two)?.prompt_id ?? 'default',
            before: one?.score ?? null,
            after: two?.score ?? null,
            delta: m ? m.delta : null,
            status,
            flaky: m?.flaky === true,
            runs: index2.get(key)?.runs ?? 0,
            runs_before: index1.get(key)?.runs ?? 0,
            current: index2.get(key)?.first ?? null,
            baseline: index1.get(key)?.first ?? null,
        };
    });
    return {
        file,
        records: before,
        rows,
        mean_before: report.mean1,
        mean_after: report.mean2,
        mean_delta: report.summary.meanDelta,
        ci95: report.statistics.meanDeltaCi95,
        verdict: report.verdict,
        threshold: report.threshold,
        counts,
    };
}

;// CONCATENATED MODULE: ./src/report/report-style.ts
/** The report's stylesheet: system fonts, light and dark colours, no external resource. */
const REPORT_CSS = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1f2328; --muted: #656d76; --line: #d0d7de; --soft: #f6f8fa; 
  --accent: #0969da;
  --pass: #1a7f37; --borderline: #9a6700; --fail: #cf222e; --error: #8250df; font: 14px/1.45 system-ui, 
  -apple-system, "Segoe UI", Roboto, sans-serif; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --fg: #e6edf3; --muted: #8d96a0; --line: #30363d; 
  --soft: #161b22; --accent: #4493f8;
  --pass: #3fb950; --borderline: #d29922; --fail: #f85149; --error: #a371f7; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); }
#app { max-width: 1400px; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h1 { font-size: 1.4rem; margin: 0 0 .2rem; } h2 { font-size: 1.2rem; margin: 0; } h3 { font-size: 1rem; margin: 0 0 
  .5rem; } h4 { margin: .6rem 0 .3rem; font-size: .9rem; }
.muted { color: var(--muted); overflow-wrap: anywhere; }
.tabs { display: flex; gap: .25rem; border-bottom: 1px solid var(--line); margin: .8rem 0 1rem; }
.tab { border: 1px solid transparent; border-bottom: none; background: none; color: var(--fg); padding: .45rem 
  .9rem; cursor: pointer; font: inherit; border-radius: 6px 6px 0 0; }
.tab[aria-selected="true"] { border-color: var(--line); background: var(--soft); font-weight: 600; }
.block { margin: 1rem 0; }
.cards { display: flex; flex-wrap: wrap; gap: .6rem; margin: .6rem 0 1rem; }
.card { border: 1px solid var(--line); border-radius: 8px; padding: .6rem .9rem; min-width: 8.5rem; background: 
  var(--soft); }
.card-value { font-size: 1.35rem; font-weight: 600; font-variant-numeric: tabular-nums; }
.card-label { color: var(--muted); } .card-note { color: var(--muted); font-size: .8rem; }
.overview-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(22rem, 1fr)); gap: 1.5rem; }
.hist-row { display: grid; grid-template-columns: 6.5rem 1fr 4rem; align-items: center; gap: .5rem; margin: .2rem 
  0; font-variant-numeric: tabular-nums; }
.bar-track { background: var(--soft); border-radius: 4px; height: 1rem; } .bar { background: var(--accent); height: 
  100%; border-radius: 4px; min-width: 1px; }
.hist-count { text-align: right; }
.grid-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.grid-table th, .grid-table td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; 
  overflow-wrap: anywhere; }
.filters { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: .5rem 0; }
.filters input, .filters select { font: inherit; padding: .3rem .5rem; border: 1px solid var(--line); 
  border-radius: 6px; background: var(--bg); color: var(--fg); }
.search { min-width: 18rem; flex: 1; max-width: 30rem; }
.status { color: var(--muted); }
.row { display: grid; align-items: center; border-bottom: 1px solid var(--line); cursor: pointer; }
.row.odd { background: var(--soft); } .row:hover, .row:focus { outline: 2px solid var(--accent); outline-offset: -2px; }
.row.head { cursor: default; font-weight: 600; background: var(--bg); border-bottom: 2px solid var(--line); }
.row.head:hover { outline: none; }
.cell { padding: 0 .5rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-variant-numeric: 
  tabular-nums; line-height: 30px; }
.sort { font: inherit; font-weight: 600; background: none; border: none; color: var(--fg); cursor: pointer; 
  padding: 0; }
.vlist { height: 70vh; overflow-y: auto; position: relative; border: 1px solid var(--line); border-top: none; }
.vlist-spacer { position: relative; } .vlist-rows { position: absolute; left: 0; right: 0; top: 0; will-change: 
  transform; }
.v-pass { color: var(--pass); } .v-borderline { color: var(--borderline); } .v-fail { color: var(--fail); } 
  .v-error { color: var(--error); }
.neg, .s-loss { color: var(--fail); } .pos, .s-win { color: var(--pass); } .s-errored { color: var(--error); }
.detail { position: fixed; top: 0; right: 0; bottom: 0; width: min(1100px, 92vw); background: var(--bg); 
  border-left: 1px solid var(--line);
  box-shadow: -8px 0 24px rgba(0,0,0,.2); display: flex; flex-direction: column; z-index: 10; }
.detail[hidden] { display: none; }
.detail-head { display: flex; justify-content: space-between; gap: 1rem; align-items: center; padding: .8rem 
  1.2rem; border-bottom: 1px solid var(--line); }
.detail-title { overflow-wrap: anywhere; }
.detail-body { overflow-y: auto; padding: 0 1.2rem 2rem; }
.close { font: inherit; padding: .3rem .7rem; border: 1px solid var(--line); border-radius: 6px; background: 
  var(--soft); color: var(--fg); cursor: pointer; }
.badges { display: flex; flex-wrap: wrap; gap: .4rem; margin: .4rem 0; }
.badge { display: inline-flex; border: 1px solid var(--line); border-radius: 999px; overflow: hidden; font-size: 
  .85rem; margin-right: .3rem; }
.badge-label { background: var(--soft); padding: .05rem .5rem; color: var(--muted); } .badge-value { padding: 
  .05rem .5rem; font-weight: 600; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: var(--soft); border: 1px solid var(--line); 
  border-radius: 6px; padding: .6rem .8rem; margin: .3rem 0;
  font: 12.5px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; max-height: 60vh; overflow: auto; }
.reasoning { white-space: pre-wrap; overflow-wrap: anywhere; }
.hits li::marker { content: "✓ "; color: var(--pass); } .misses li::marker { content: "✗ "; color: var(--fail); }
.evaluator { border: 1px solid var(--line); border-radius: 8px; padding: .5rem .8rem; margin: .5rem 0; }
.evaluator .evaluator { margin-left: 1rem; }
.evaluator-head { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; overflow-wrap: anywhere; }
.sides { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; } .side { min-width: 0; }
.message { margin: .3rem 0; } .role { font-weight: 600; color: var(--muted); text-transform: capitalize; }
.events { padding-left: 1.5rem; } .event-type { font-weight: 600; }
.diff .add { color: var(--pass); } .diff .del { color: var(--fail); } .diff .hunk { color: var(--accent); } .diff 
  .meta { color: var(--muted); }
.error-text { border-color: var(--fail); }
.runs-note { border: 1px solid var(--accent); border-radius: 8px; padding: .4rem .8rem; margin: .5rem 0; 
  background: var(--soft); }
.runs-shown { margin: .2rem 0 .4rem; }
.run-picks { display: flex; flex-wrap: wrap; gap: .3rem; }
.run-pick { font: inherit; padding: .15rem .6rem; border: 1px solid var(--line); border-radius: 999px; background: 
  var(--bg); color: var(--fg); cursor: pointer; }
.run-pick.on { border-color: var(--accent); font-weight: 600; }
`;

;// CONCATENATED MODULE: ./src/report/html-report.ts






































/**
 * The page's one script: the client parts by their source text, started on this document. Built
 * once; its hash goes into the page's Content-Security-Policy, so no other script could run.
 */
const CLIENT_PARTS = {
    createElementBuilder: createElementBuilder,
    createReportFormat: createReportFormat,
    createSortableHeader: createSortableHeader,
    createDomKit: createDomKit,
    createVirtualList: createVirtualList,
    renderOverviewCards: renderOverviewCards,
    renderTrend: renderTrend,
    renderScoreHistogram: renderScoreHistogram,
    renderRepeats: renderRepeats,
    renderOverview: renderOverview,
    createCaseLookups: createCaseLookups,
    createCaseColumns: createCaseColumns,
    createCaseFilters: createCaseFilters,
    renderCaseRow: renderCaseRow,
    createCaseTable: createCaseTable,
    renderConversation: renderConversation,
    renderJudgement: renderJudgement,
    renderTrace: renderTrace,
    renderWorkspaceDiff: renderWorkspaceDiff,
    renderRecordBadges: renderRecordBadges,
    renderAnswer: renderAnswer,
    renderRunPicker: renderRunPicker,
    renderCaseBody: renderCaseBody,
    createCaseDetail: createCaseDetail,
    createDiffColumns: createDiffColumns,
    createDiffFilters: createDiffFilters,
    renderDiffRow: renderDiffRow,
    renderDiffSummary: renderDiffSummary,
    createDiffView: createDiffView,
    createRecordOpeners: createRecordOpeners,
    createReportTabs: createReportTabs,
    createLabelStore: createLabelStore,
};
const APP_SCRIPT = inlineScript(startReportApp, CLIENT_PARTS);
/**
 * The data as the text of a `<script type="application/json">` block: every `<` written as
 * `\u003c`, so no string in a record (`</script>`, `<!--`) can end the block or start markup.
 */
function embedJson(value) {
    return JSON.stringify(value)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}
/**
 * One self-contained HTML file: inline style and script, the data embedded once as JSON, nothing
 * fetched. The script renders with DOM text only, so model text is never parsed as markup.
 */
function renderHtmlReport(data) {
    return selfContainedPage({
        title: 'AgentV report',
        css: REPORT_CSS,
        script: APP_SCRIPT,
        dataId: 'agentv-data',
        data,
    });
}
/**
 * A page's one script: `start` called on the document with the parts by their source text. Its
 * hash goes into the page's Content-Security-Policy, so no other script could run.
 */
function inlineScript(start, parts) {
    const script = `"use strict";(${String(start)})(document, {
${Object.entries(parts)
        .map(([name, part]) => `${name}: ${String(part)}`)
        .join(',\n')}
});`;
    if (/<\/script|<!--/i.test(script))
        throw new Error('a page script must not contain "</script" or "<!--"');
    return script;
}
const sha256 = (text) => `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/**
 * One self-contained HTML file: inline style and script, the data embedded once as JSON, nothing
 * fetched: its Content-Security-Policy allows no network (not even images) and only the inline
 * script and stylesheet with these exact hashes.
 */
function selfContainedPage(page) {
    const csp = `default-src 'none'; script-src ${sha256(page.script)}; style-src ${sha256(page.css)}; img-src data:; ` +
        `base-uri 'none'; form-action 'none'`;
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        `<title>${page.title}</title>`,
        `<style>${page.css}</style>`,
        '</head>',
        '<body>',
        '<div id="app"><noscript>This page needs JavaScript to show its data.</noscript></div>',
        `<script type="application/json" id="${page.dataId}">${embedJson(page.data)}</script>`,
        `<script>${page.script}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}
/** Builds the report of `input` and writes it to `file`, creating its folder; `flag` names the option in errors. */
async function writeHtmlReport(file, input, flag) {
    const html = renderHtmlReport(buildReportData(input));
    try {
        await (0,promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(file)), { recursive: true });
        await (0,promises_.writeFile)(file, html);
    }
    catch (cause) {
        throw (0,config_error/* outputFileError */.M5)(file, 'HTML report', cause, flag);
    }
}


/***/ })

};
