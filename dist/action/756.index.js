export const id = 756;
export const ids = [756];
export const modules = {

/***/ 3756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writeHtmlReport: () => (/* binding */ writeHtmlReport)
});

// UNUSED EXPORTS: embedJson, renderHtmlReport

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/errors/config-error.ts
var config_error = __webpack_require__(21126);
;// CONCATENATED MODULE: ./src/report/client/case-detail.ts
/**
 * One case in full: the conversation when the record carries it, the answer, the judgement and each
 * evaluator's score and reasoning, the trace and the workspace diff; with a baseline record the
 * answer and the evaluators before and after side by side. All of it is text, never markup.
 */
function createCaseDetail(kit, data) {
    const { el, section } = kit;
    const MAX_EVENTS = 500;
    const MAX_DIFF_LINES = 5000;
    const body = el('div', { className: 'detail-body' });
    const title = el('h2', { className: 'detail-title' });
    const closeButton = el('button', {
        className: 'close',
        text: 'Close ✕',
        attrs: { type: 'button', 'aria-label': 'close the case' },
    });
    const element = el('aside', { className: 'detail', attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'case details', hidden: '' } }, el('div', { className: 'detail-head' }, title, closeButton), body);
    let returnFocus = null;
    const pre = (text, className = 'text') => el('pre', { className, text });
    const list = (items, className) => items.length === 0 ? null : el('ul', { className }, ...items.map((item) => el('li', { text: item })));
    const isError = (r) => r.error !== undefined && r.error !== null;
    function messages(record) {
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
                return el('div', { className: `message role-${role.replace(/[^a-z]/gi, '')}` }, el('div', { className: 'role', text: role }), pre(kit.json(content)));
            }));
        }
        return parts.length > 0 ? section('Conversation', ...parts) : null;
    }
    function evaluator(result) {
        return el('div', { className: 'evaluator' }, el('div', { className: 'evaluator-head' }, el('strong', { text: result.name || result.type }), el('span', { className: 'muted', text: ` ${result.type}` }), kit.badge('score', kit.score(result.score)), kit.badge('verdict', result.verdict, `v-${result.verdict}`), result.weight !== 1 ? kit.badge('weight', String(result.weight)) : null), result.reasoning ? el('p', { className: 'reasoning', text: result.reasoning }) : null, list(result.hits, 'hits'), list(result.misses, 'misses'), result.raw ? el('details', {}, el('summary', { text: 'raw judge reply' }), pre(result.raw)) : null, result.details ? el('details', {}, el('summary', { text: 'details' }), pre(kit.json(result.details))) : null, ...(result.evaluator_results ?? []).map(evaluator));
    }
    /**
     * The record's verdict once: each evaluator with its own reasoning, hits and misses; the record's
     * merged reasoning only without evaluators, and of its hits and misses only those no evaluator
     * already lists (such as why a required check failed the case).
     */
    function judgement(record) {
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
        return el('div', { className: 'judgement' }, !evaluators && record.reasoning ? el('p', { className: 'reasoning', text: record.reasoning }) : null, list(own(record.hits), 'hits'), list(own(record.misses), 'misses'), ...record.evaluator_results.map(evaluator), !evaluators && !record.reasoning ? el('p', { className: 'muted', text: 'no evaluator results' }) : null);
    }
    function trace(record) {
        const summary = record.trace_summary;
        const events = Array.isArray(record.trace) ? record.trace : [];
        if (!summary && events.length === 0)
            return null;
        const calls = summary ? Object.entries(summary.tool_calls_by_name) : [];
        return section('Trace', summary
            ? el('p', {}, kit.badge('events', kit.count(summary.event_count)), kit.badge('tool calls', kit.count(calls.reduce((n, [, c]) => n + c, 0))), kit.badge('errors', kit.count(summary.error_count), summary.error_count > 0 ? 'v-fail' : ''))
            : null, calls.length > 0
            ? el('table', { className: 'grid-table' }, el('thead', {}, el('tr', {}, el('th', { text: 'tool' }), el('th', { text: 'calls' }))), el('tbody', {}, ...calls.map(([name, n]) => el('tr', {}, el('td', { text: name }), el('td', { text: String(n) })))))
            : null, events.length > 0
            ? el('ol', { className: 'events' }, ...events.slice(0, MAX_EVENTS).map((e) => {
                const event = (e ?? {});
                const head = [event.type, event.name].filter((v) => typeof v === 'string').join(' ');
                const payload = event.text ?? event.data;
                return el('li', {}, el('span', { className: 'event-type', text: head || 'event' }), payload !== undefined ? pre(kit.json(payload, 20_000)) : null);
            }))
            : null, events.length > MAX_EVENTS
            ? el('p', { className: 'muted', text: `… ${kit.count(events.length - MAX_EVENTS)} more events` })
            : null);
    }
    function workspaceDiff(record) {
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
        return section('Workspace diff', el('pre', { className: 'diff' }, ...shown), lines.length > MAX_DIFF_LINES
            ? el('p', { className: 'muted', text: `… ${kit.count(lines.length - MAX_DIFF_LINES)} more lines` })
            : null);
    }
    function badges(record) {
        const verdict = isError(record) ? 'error' : (record.verdict ?? '');
        return el('div', { className: 'badges' }, kit.badge('score', kit.score(record.score)), kit.badge('verdict', verdict, `v-${verdict}`), record.duration_ms !== undefined ? kit.badge('duration', kit.duration(record.duration_ms)) : null, record.cost_usd !== undefined ? kit.badge('cost', kit.cost(record.cost_usd)) : null, record.token_usage?.total !== undefined ? kit.badge('tokens', kit.count(record.token_usage.total)) : null, record.attempts !== undefined && record.attempts > 1 ? kit.badge('attempts', String(record.attempts)) : null, record.call_retries !== undefined ? kit.badge('call retries', String(record.call_retries)) : null, record.cached ? kit.badge('cached', 'yes') : null);
    }
    function answer(record) {
        return el('div', { className: 'answer' }, pre(record.candidate_answer || '(empty answer)', 'text answer-text'), record.answer_truncated
            ? el('p', { className: 'muted', text: 'The answer passed its size limit; only its beginning was kept.' })
            : null);
    }
    function sideBySide(heading, before, after, part) {
        const column = (label, record) => el('div', { className: `side side-${label.toLowerCase()}` }, el('h4', { text: label }), record ? badges(record) : null, record
            ? part(record)
            : el('p', { className: 'muted', text: label === 'Before' ? 'not in the baseline' : 'not in this run' }));
        return section(heading, el('div', { className: 'sides' }, column('Before', before), column('After', after)));
    }
    /**
     * For a merged row: which of its runs the panel shows, and a button for each of the others (the
     * baseline's run with the same iteration shown beside it, when there is one).
     */
    function runPicker(runs, current, before) {
        const iterations = [
            ...new Set([
                ...runs.current.map((i) => data.records[i]?.iteration ?? 0),
                ...runs.baseline.map((i) => data.baseline?.records[i]?.iteration ?? 0),
            ]),
        ].sort((a, b) => a - b);
        if (iterations.length < 2)
            return null;
        const shown = (current ?? before)?.iteration ?? 0;
        const buttons = iterations.map((iteration) => {
            const button = el('button', {
                className: `run-pick${iteration === shown ? ' on' : ''}`,
                text: `run #${iteration}`,
                attrs: { type: 'button', 'aria-pressed': String(iteration === shown) },
            });
            button.addEventListener('click', () => {
                const find = (indexes, records) => indexes.find((i) => records?.[i]?.iteration === iteration) ?? null;
                show(find(runs.current, data.records), find(runs.baseline, data.baseline?.records), runs);
            });
            return button;
        });
        const note = `This row merges ${runs.current.length} run(s) of this case in this run ` +
            `and ${runs.baseline.length} in the baseline (its scores are their means); the panel shows run #${shown}.`;
        return el('div', { className: 'runs-note' }, el('p', { className: 'runs-shown', text: note }), el('div', { className: 'run-picks' }, ...buttons));
    }
    function render(current, before, runs) {
        const record = current ?? before;
        if (!record)
            return;
        title.textContent = record.eval_id;
        const where = [
            record.prompt_id !== 'default' ? `variant ${record.prompt_id}` : '',
            record.iteration > 0 ? `run #${record.iteration}` : '',
            record.dataset ? `dataset ${record.dataset}` : '',
            record.target ? `target ${record.target}` : '',
            record.timestamp,
        ]
            .filter(Boolean)
            .join(' · ');
        const errors = [
            before && isError(before) ? `Before: ${before.error}` : '',
            current && isError(current) ? `${before ? 'After: ' : ''}${current.error}` : '',
        ].filter(Boolean);
        const details = current?.error_details ?? before?.error_details;
        // Before and after side by side whenever the baseline has the case, even if not this run of it.
        const compared = before !== undefined || (runs?.baseline.length ?? 0) > 0;
        const parts = [
            el('p', { className: 'muted', text: where }),
            runs ? runPicker(runs, current, before) : null,
            compared ? null : badges(record),
            errors.length > 0
                ? section('Error', ...errors.map((e) => pre(e, 'text error-text')), details ? pre(kit.json(details)) : null)
                : null,
            messages(record),
            compared ? sideBySide('Answer', before, current, answer) : section('Answer', answer(record)),
            compared ? sideBySide('Judgement', before, current, judgement) : section('Judgement', judgement(record)),
            trace(record),
            workspaceDiff(record),
        ];
        body.replaceChildren(...parts.filter((part) => part instanceof Node));
    }
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
        render(current === null ? undefined : data.records[current], baseline === null ? undefined : data.baseline?.records[baseline], runs);
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

;// CONCATENATED MODULE: ./src/report/client/case-table.ts
/**
 * Every record as one row: sortable by any column, filtered by text (case, variant, dataset,
 * target, error, answer), verdict, variant and change against the baseline; rows are virtual.
 */
function createCaseTable(kit, virtualList, data, onOpen) {
    const { el } = kit;
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
    const variants = [...new Set(records.map((r) => r.prompt_id))].sort();
    const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
    const showIteration = records.some((r) => r.iteration > 0);
    const showCost = records.some((r) => typeof r.cost_usd === 'number');
    const VERDICT_ORDER = { error: 0, fail: 1, borderline: 2, pass: 3 };
    const text = (s) => s ?? '';
    const byNumber = (value) => (a, b) => (value(a) ?? -Infinity) - (value(b) ?? -Infinity);
    const byCase = (a, b) => {
        const x = records[a];
        const y = records[b];
        if (!x || !y)
            return 0;
        return x.eval_id < y.eval_id
            ? -1
            : x.eval_id > y.eval_id
                ? 1
                : x.prompt_id < y.prompt_id
                    ? -1
                    : x.prompt_id > y.prompt_id
                        ? 1
                        : x.iteration - y.iteration;
    };
    const columns = [
        { id: 'case', label: 'Case', width: 'minmax(10rem, 2fr)', value: (i) => text(records[i]?.eval_id), sort: byCase },
        ...(showVariant
            ? [
                {
                    id: 'variant',
                    label: 'Variant',
                    width: 'minmax(6rem, 1fr)',
                    value: (i) => text(records[i]?.prompt_id),
                },
            ]
            : []),
        ...(showIteration
            ? [
                {
                    id: 'iteration',
                    label: 'Run',
                    width: '4rem',
                    value: (i) => `#${records[i]?.iteration ?? 0}`,
                    sort: byNumber((i) => records[i]?.iteration),
                },
            ]
            : []),
        {
            id: 'score',
            label: 'Score',
            width: '5.5rem',
            value: (i) => kit.score(records[i]?.score),
            sort: byNumber((i) => (verdictOf(i) === 'error' ? null : records[i]?.score)),
        },
        {
            id: 'verdict',
            label: 'Verdict',
            width: '7rem',
            value: verdictOf,
            sort: (a, b) => (VERDICT_ORDER[verdictOf(a)] ?? 9) - (VERDICT_ORDER[verdictOf(b)] ?? 9),
            tone: (i) => `v-${verdictOf(i)}`,
        },
        ...(data.baseline
            ? [
                {
                    id: 'delta',
                    label: 'Δ baseline',
                    width: '7.5rem',
                    value: (i) => kit.delta(deltaOf(i)),
                    sort: byNumber(deltaOf),
                    tone: (i) => ((deltaOf(i) ?? 0) < 0 ? 'neg' : (deltaOf(i) ?? 0) > 0 ? 'pos' : ''),
                },
            ]
            : []),
        // What the target answered (or why it did not), so the table reads without opening each case.
        {
            id: 'answer',
            label: 'Answer',
            width: 'minmax(12rem, 4fr)',
            value: (i) => verdictOf(i) === 'error' ? kit.excerpt(records[i]?.error) : kit.excerpt(records[i]?.candidate_answer),
            tone: (i) => (verdictOf(i) === 'error' ? 'v-error' : ''),
        },
        {
            id: 'duration',
            label: 'Duration',
            width: '6.5rem',
            value: (i) => kit.duration(records[i]?.duration_ms),
            sort: byNumber((i) => records[i]?.duration_ms),
        },
        ...(showCost
            ? [
                {
                    id: 'cost',
                    label: 'Cost',
                    width: '5.5rem',
                    value: (i) => kit.cost(records[i]?.cost_usd),
                    sort: byNumber((i) => records[i]?.cost_usd),
                },
            ]
            : []),
    ];
    const template = columns.map((c) => c.width).join(' ');
    let shown = records.map((_, i) => i);
    let sortBy = { column: 'case', descending: false };
    const list = virtualList({
        rowHeight: 30,
        label: 'cases',
        renderRow(position) {
            const index = shown[position] ?? 0;
            const row = el('div', {
                className: `row ${position % 2 ? 'odd' : ''}`.trim(),
                attrs: { role: 'row', tabindex: '0', 'data-index': String(index) },
            }, ...columns.map((c) => {
                const value = c.value(index);
                // A cell that may be cut off carries its whole text as a tooltip.
                return el('div', {
                    className: `cell c-${c.id} ${c.tone?.(index) ?? ''}`.trim(),
                    text: value,
                    ...(c.id === 'case' || c.id === 'answer' || c.id === 'variant' ? { title: value } : {}),
                    attrs: { role: 'cell' },
                });
            }));
            row.style.gridTemplateColumns = template;
            row.addEventListener('click', () => onOpen(index));
            row.addEventListener('keydown', (event) => {
                if (event.key === 'Enter')
                    onOpen(index);
            });
            return row;
        },
    });
    const search = el('input', {
        className: 'search',
        attrs: { type: 'search', placeholder: 'Filter: case, variant, answer, error…', 'aria-label': 'filter cases' },
    });
    const select = (label, options) => el('select', { attrs: { 'aria-label': label } }, ...options.map((o) => el('option', { text: o })));
    const verdictSelect = select('verdict', ['all verdicts', 'pass', 'borderline', 'fail', 'error']);
    const variantSelect = showVariant ? select('variant', ['all variants', ...variants]) : null;
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
    const apply = () => {
        const needle = search.value.trim().toLowerCase();
        const verdict = verdictSelect.selectedIndex > 0 ? verdictSelect.value : '';
        const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
        const change = changeSelect && changeSelect.selectedIndex > 0 ? changeSelect.value : '';
        shown = [];
        for (let i = 0; i < records.length; i++) {
            if (verdict && verdictOf(i) !== verdict)
                continue;
            if (variant && records[i]?.prompt_id !== variant)
                continue;
            if (change) {
                const d = deltaOf(i);
                if (d === null || (change === 'worse' ? d >= 0 : change === 'better' ? d <= 0 : d !== 0))
                    continue;
            }
            if (needle && !haystack(i).includes(needle))
                continue;
            shown.push(i);
        }
        const column = columns.find((c) => c.id === sortBy.column);
        const compare = column?.sort ?? byCase;
        shown.sort((a, b) => (sortBy.descending ? compare(b, a) : compare(a, b)) || byCase(a, b));
        status.textContent =
            shown.length === records.length
                ? `${kit.count(records.length)} cases`
                : `${kit.count(shown.length)} of ${kit.count(records.length)} cases`;
        header.show(sortBy);
        list.reset(shown.length);
    };
    const header = kit.sortableHeader(columns.map((c) => ({ id: c.id, label: c.label, sortable: c.sort !== undefined })), template, (id) => {
        sortBy = {
            column: id,
            descending: sortBy.column === id ? !sortBy.descending : id === 'score' || id === 'duration' || id === 'cost',
        };
        apply();
    });
    let timer = 0;
    search.addEventListener('input', () => {
        clearTimeout(timer);
        timer = window.setTimeout(apply, records.length > 2000 ? 150 : 0);
    });
    for (const s of [verdictSelect, variantSelect, changeSelect])
        s?.addEventListener('change', apply);
    const element = el('div', { className: 'case-table' }, el('div', { className: 'filters' }, search, verdictSelect, variantSelect, changeSelect, status), header.element, list.element);
    apply();
    return { element, list };
}

;// CONCATENATED MODULE: ./src/report/client/diff-view.ts
/**
 * The baseline comparison: before and after means with the delta's interval and verdict, counts
 * per status, and one row per case × variant (its runs merged: means over iterations), most
 * regressed first; sortable by any column and filtered by text (case, variant, answers and errors
 * on either side), status and variant like the run's table. A row opens the case with its before
 * and after side by side.
 */
function createDiffView(kit, virtualList, data, onOpen) {
    const { el } = kit;
    const baseline = data.baseline;
    const LABELS = {
        loss: 'worse',
        win: 'better',
        tie: 'same',
        errored: 'errored',
        new: 'new',
        removed: 'removed',
    };
    const ORDER = { loss: 0, errored: 1, removed: 2, new: 3, win: 4, tie: 5 };
    const byId = (a, b) => a.eval_id < b.eval_id
        ? -1
        : a.eval_id > b.eval_id
            ? 1
            : a.prompt_id < b.prompt_id
                ? -1
                : a.prompt_id > b.prompt_id
                    ? 1
                    : 0;
    const byStatus = (a, b) => (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9);
    /** Numbers ascending, rows without one last whichever the direction. */
    const byNumber = (value) => (a, b, descending) => {
        const x = value(a);
        const y = value(b);
        if (x === null || y === null)
            return x === y ? 0 : x === null ? 1 : -1;
        return descending ? y - x : x - y;
    };
    const all = [...baseline.rows];
    const variants = [...new Set(all.map((r) => r.prompt_id))].sort();
    const showVariant = variants.length > 1 || (variants[0] !== undefined && variants[0] !== 'default');
    const flip = (compare) => (a, b, descending) => descending ? compare(b, a) : compare(a, b);
    const columns = [
        { id: 'case', label: 'Case', width: 'minmax(12rem, 3fr)', sort: flip(byId) },
        ...(showVariant
            ? [
                {
                    id: 'variant',
                    label: 'Variant',
                    width: 'minmax(6rem, 1fr)',
                    sort: flip((a, b) => a.prompt_id < b.prompt_id ? -1 : a.prompt_id > b.prompt_id ? 1 : 0),
                },
            ]
            : []),
        { id: 'before', label: 'Before', width: '6rem', sort: byNumber((r) => r.before) },
        { id: 'after', label: 'After', width: '6rem', sort: byNumber((r) => r.after) },
        { id: 'delta', label: 'Δ', width: '6rem', sort: byNumber((r) => r.delta) },
        { id: 'runs', label: 'Runs', width: '5.5rem', sort: byNumber((r) => r.runs) },
        { id: 'status', label: 'Status', width: '7.5rem', sort: flip(byStatus) },
    ];
    const template = columns.map((c) => c.width).join(' ');
    // Most regressed first: by delta, then errored, removed and new cases, then by id.
    let sortBy = { column: 'delta', descending: false };
    let shown = all;
    const list = virtualList({
        rowHeight: 30,
        label: 'cases against the baseline',
        renderRow(position) {
            const row = shown[position];
            if (!row)
                return el('div');
            const status = `${LABELS[row.status] ?? row.status}${row.flaky ? ' (flaky)' : ''}`;
            const element = el('div', { className: `row ${position % 2 ? 'odd' : ''}`.trim(), attrs: { role: 'row', tabindex: '0' } }, el('div', { className: 'cell c-case', text: row.eval_id, title: row.eval_id, attrs: { role: 'cell' } }), showVariant
                ? el('div', {
                    className: 'cell c-variant',
                    text: row.prompt_id,
                    title: row.prompt_id,
                    attrs: { role: 'cell' },
                })
                : null, el('div', { className: 'cell c-before', text: kit.score(row.before), attrs: { role: 'cell' } }), el('div', { className: 'cell c-after', text: kit.score(row.after), attrs: { role: 'cell' } }), el('div', {
                className: `cell c-delta ${(row.delta ?? 0) < 0 ? 'neg' : (row.delta ?? 0) > 0 ? 'pos' : ''}`.trim(),
                text: kit.delta(row.delta),
                attrs: { role: 'cell' },
            }), el('div', {
                className: 'cell c-runs',
                text: `${row.runs_before} → ${row.runs}`,
                title: `${row.runs_before} run(s) in the baseline, ${row.runs} in this run: the scores are their means`,
                attrs: { role: 'cell' },
            }), el('div', { className: `cell c-status s-${row.status}`, text: status, attrs: { role: 'cell' } }));
            element.style.gridTemplateColumns = template;
            element.addEventListener('click', () => onOpen(row));
            element.addEventListener('keydown', (event) => {
                if (event.key === 'Enter')
                    onOpen(row);
            });
            return element;
        },
    });
    const search = el('input', {
        className: 'search',
        attrs: {
            type: 'search',
            placeholder: 'Filter: case, variant, answer, error…',
            'aria-label': 'filter cases against the baseline',
        },
    });
    const statusSelect = el('select', { attrs: { 'aria-label': 'status against the baseline' } }, el('option', { text: 'all cases' }), ...Object.keys(ORDER).map((s) => el('option', {
        text: `${LABELS[s]} (${kit.count(baseline.counts[s])})`,
        attrs: { 'data-status': s },
    })));
    const variantSelect = showVariant
        ? el('select', { attrs: { 'aria-label': 'variant' } }, ...['all variants', ...variants].map((v) => el('option', { text: v })))
        : null;
    const count = el('span', { className: 'status', attrs: { 'aria-live': 'polite' } });
    const haystacks = new Map();
    const haystack = (row) => {
        let hay = haystacks.get(row);
        if (hay === undefined) {
            const after = row.current === null ? undefined : data.records[row.current];
            const before = row.baseline === null ? undefined : baseline.records[row.baseline];
            hay = [
                row.eval_id,
                row.prompt_id,
                after?.candidate_answer ?? '',
                after?.error ?? '',
                before?.candidate_answer ?? '',
                before?.error ?? '',
            ]
                .join('\u0000')
                .toLowerCase();
            haystacks.set(row, hay);
        }
        return hay;
    };
    const apply = () => {
        const status = statusSelect.selectedOptions[0]?.getAttribute('data-status');
        const variant = variantSelect && variantSelect.selectedIndex > 0 ? variantSelect.value : '';
        const needle = search.value.trim().toLowerCase();
        shown = all.filter((r) => (!status || r.status === status) &&
            (!variant || r.prompt_id === variant) &&
            (!needle || haystack(r).includes(needle)));
        const column = columns.find((c) => c.id === sortBy.column);
        shown.sort((a, b) => (column ? column.sort(a, b, sortBy.descending) : 0) || byStatus(a, b) || byId(a, b));
        count.textContent = `${kit.count(shown.length)} of ${kit.count(all.length)} cases`;
        header.show(sortBy);
        list.reset(shown.length);
    };
    const header = kit.sortableHeader(columns.map((c) => ({ id: c.id, label: c.label, sortable: true })), template, (id) => {
        sortBy = {
            column: id,
            descending: sortBy.column === id ? !sortBy.descending : id === 'before' || id === 'after' || id === 'runs',
        };
        apply();
    });
    search.addEventListener('input', apply);
    for (const s of [statusSelect, variantSelect])
        s?.addEventListener('change', apply);
    const card = (label, value, tone = '') => el('div', { className: `card ${tone}`.trim() }, el('div', { className: 'card-value', text: value }), el('div', { className: 'card-label', text: label }));
    const ci = baseline.ci95
        ? `95% CI ${kit.delta(baseline.ci95[0])} … ${kit.delta(baseline.ci95[1])}`
        : 'no matched cases';
    const element = el('div', { className: 'diff-view' }, el('p', {
        className: 'muted',
        text: `Baseline: ${baseline.file} · a change of at least ${baseline.threshold} counts as better or worse`,
    }), el('div', { className: 'cards' }, card('mean before', kit.score(baseline.mean_before)), card('mean after', kit.score(baseline.mean_after)), el('div', { className: `card ${baseline.mean_delta < 0 ? 'neg' : baseline.mean_delta > 0 ? 'pos' : ''}`.trim() }, el('div', { className: 'card-value', text: kit.delta(baseline.mean_delta) }), el('div', { className: 'card-label', text: 'mean delta' }), el('div', { className: 'card-note', text: ci })), card('verdict', baseline.verdict, baseline.verdict === 'regressed' ? 'neg' : baseline.verdict === 'improved' ? 'pos' : ''), card('worse / better / same', `${kit.count(baseline.counts.loss)} / ${kit.count(baseline.counts.win)} / ${kit.count(baseline.counts.tie)}`), card('new / removed / errored', `${kit.count(baseline.counts.new)} / ${kit.count(baseline.counts.removed)} ` +
        `/ ${kit.count(baseline.counts.errored)}`)), el('div', { className: 'filters' }, search, statusSelect, variantSelect, count), header.element, list.element);
    apply();
    return { element, list };
}

;// CONCATENATED MODULE: ./src/report/client/dom-kit.ts
/// <reference lib="dom" />
/**
 * Browser code of the HTML report. Every function in src/report/client/ is embedded in the page
 * by its source text (`String(fn)`), so each one is self-contained: it uses only its parameters and
 * the browser's globals, never anything else of its module (imports here are types only).
 */
/**
 * Builds elements with text only: model text reaches the page through text nodes and `title`,
 * never through innerHTML or a URL attribute, so no payload in a record can become markup.
 */
function createDomKit(doc) {
    function el(tag, props = {}, ...children) {
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
    }
    const fixed = (value, digits) => value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
    return {
        doc,
        el,
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
        /** A labelled section with a heading. */
        section(title, ...children) {
            return el('section', { className: 'block' }, el('h3', { text: title }), ...children);
        },
        /**
         * The header row of a sortable table: a button per sortable column (`data-column`), marked
         * with `aria-sort` and an arrow by `show`; a click calls `onSort` with the column's id.
         */
        sortableHeader(columns, template, onSort) {
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
        },
        /** The first non-empty line of a text, cut to `max` characters: a table cell's excerpt. */
        excerpt(value, max = 160) {
            const line = (value ?? '')
                .split('\n')
                .find((l) => l.trim() !== '')
                ?.trim() ?? '';
            return line.length > max ? `${line.slice(0, max - 1)}…` : line;
        },
        /** A labelled badge: `label value`, coloured by an optional tone class. */
        badge(label, value, tone = '') {
            return el('span', { className: `badge ${tone}`.trim() }, el('span', { className: 'badge-label', text: label }), el('span', { className: 'badge-value', text: value }));
        },
    };
}

;// CONCATENATED MODULE: ./src/report/client/overview-view.ts
/** The run at a glance: headline figures, the score histogram and one row per prompt variant. */
function renderOverview(kit, data) {
    const { el } = kit;
    const o = data.overview;
    const card = (label, value, note) => el('div', { className: 'card' }, el('div', { className: 'card-value', text: value }), el('div', { className: 'card-label', text: label }), note ? el('div', { className: 'card-note', text: note }) : null);
    const cards = el('div', { className: 'cards' }, card('cases', kit.count(o.total), o.errors > 0 ? `${kit.count(o.scored)} scored` : undefined), card('mean score', kit.score(o.mean), o.median !== null ? `median ${kit.score(o.median)}` : undefined), card('pass rate', kit.percent(o.pass_rate), `score ≥ ${data.pass_threshold}`), card('errors', kit.count(o.errors), o.errors > 0 ? 'failed to run' : undefined), o.repeats ? card('flaky', kit.count(o.repeats.flaky), `of ${kit.count(o.repeats.cases)} repeated cases`) : null, o.repeats ? card('pass@k', kit.percent(o.repeats.pass_at_k), 'cases passing at least one of their k runs') : null, o.repeats
        ? card('pass^k', kit.percent(o.repeats.pass_hat_k), `cases passing all k runs (${kit.percent(o.repeats.run_pass_rate)} of runs pass)`)
        : null, o.judge
        ? card('judge agreement', kit.percent(o.judge.agreement), `${kit.count(o.judge.unstable.length)} unstable of ${kit.count(o.judge.criteria)} sampled criteria`)
        : null, o.cost_usd !== null ? card('cost', kit.cost(o.cost_usd)) : null, o.tokens !== null ? card('tokens', kit.count(o.tokens)) : null, o.duration_ms !== null ? card('time in cases', kit.duration(o.duration_ms)) : null);
    const peak = Math.max(1, ...o.histogram.map((bin) => bin.count));
    const histogram = el('div', { className: 'histogram', attrs: { role: 'list', 'aria-label': 'score histogram' } }, ...o.histogram.map((bin) => {
        const bar = el('div', { className: 'bar' });
        bar.style.width = `${(bin.count / peak) * 100}%`;
        return el('div', { className: 'hist-row', attrs: { role: 'listitem' } }, el('span', { className: 'hist-label', text: bin.label }), el('div', { className: 'bar-track' }, bar), el('span', { className: 'hist-count', text: kit.count(bin.count) }));
    }));
    const hasCost = o.variants.some((v) => v.cost_usd !== null);
    const head = ['variant', 'scored', 'errors', 'mean', 'pass rate', ...(hasCost ? ['cost'] : [])];
    const variants = el('table', { className: 'grid-table' }, el('thead', {}, el('tr', {}, ...head.map((h) => el('th', { text: h })))), el('tbody', {}, ...o.variants.map((v) => el('tr', {}, el('td', { text: v.prompt_id }), el('td', { text: kit.count(v.count) }), el('td', { text: kit.count(v.errors) }), el('td', { text: kit.score(v.mean) }), el('td', { text: kit.percent(v.pass_rate) }), hasCost ? el('td', { text: kit.cost(v.cost_usd) }) : null))));
    // Sampled judges: the criteria whose samples disagreed, so a noisy judge is told from a changed agent.
    const unstable = o.judge && o.judge.unstable.length > 0
        ? kit.section(`Unstable judge criteria (agreement below ${kit.percent(o.judge.unstable_threshold)})`, el('table', { className: 'grid-table' }, el('thead', {}, el('tr', {}, ...['case', 'variant', 'run', 'evaluator', 'criterion', 'agreement', 'votes'].map((h) => el('th', { text: h })))), el('tbody', {}, ...o.judge.unstable.map((u) => el('tr', {}, ...[
            u.eval_id,
            u.prompt_id,
            String(u.iteration + 1),
            u.evaluator,
            u.criterion,
            kit.percent(u.agreement),
            u.votes,
        ].map((text) => el('td', { text })))))))
        : null;
    // The branch's last runs and this one last: a sparkline per figure, and every point's figures as numbers.
    const trend = data.trend;
    const spark = (values) => values.map((v) => (v === null ? ' ' : '▁▂▃▄▅▆▇█'[Math.round(Math.min(1, Math.max(0, v)) * 7)])).join('');
    const trendBlock = trend && trend.points.length > 0
        ? kit.section(`Trend of ${trend.branch}: its last ${trend.points.length - 1} run(s), then ${trend.current_label}`, el('p', {
            text: `mean score ${spark(trend.points.map((p) => p.mean_score))} · pass ` +
                `rate ${spark(trend.points.map((p) => p.pass_rate))}`,
        }), el('table', { className: 'grid-table' }, el('thead', {}, el('tr', {}, ...['run', 'commit', 'recorded', 'mean score', 'pass rate', 'cost', 'cases'].map((h) => el('th', { text: h })))), el('tbody', {}, ...trend.points.map((p, i) => el('tr', {}, ...[
            i === trend.points.length - 1 ? trend.current_label : String(p.run_id),
            p.sha.slice(0, 7),
            p.recorded_at,
            kit.score(p.mean_score),
            kit.percent(p.pass_rate),
            kit.cost(p.cost_usd),
            kit.count(p.cases),
        ].map((text) => el('td', { text })))))))
        : null;
    // Repeated cases: whether each passes at least once in its k runs (pass@k) and every time (pass^k).
    const repeated = o.repeats && o.repeats.rows.length > 0
        ? kit.section(`Repeated cases (pass@k ${kit.percent(o.repeats.pass_at_k)}, ` +
            `pass^k ${kit.percent(o.repeats.pass_hat_k)}, ${kit.percent(o.repeats.run_pass_rate)} of runs pass)`, el('table', { className: 'grid-table' }, el('thead', {}, el('tr', {}, ...['case', 'variant', 'passes', 'label', 'pass@k', 'pass^k'].map((h) => el('th', { text: h })))), el('tbody', {}, ...o.repeats.rows.map((c) => el('tr', {}, ...[
            c.eval_id,
            c.prompt_id,
            `${c.passes}/${c.runs}`,
            c.label,
            c.pass_at_k ? 'yes' : 'no',
            c.pass_hat_k ? 'yes' : 'no',
        ].map((text) => el('td', { text })))))))
        : null;
    return el('div', { className: 'overview' }, cards, el('div', { className: 'overview-row' }, kit.section('Scores', histogram), kit.section('Variants', variants)), trendBlock, repeated, unstable);
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
        const kit = modules.createDomKit(doc);
        const { el } = kit;
        const virtualList = modules.createVirtualList(kit);
        const detail = modules.createCaseDetail(kit, data);
        const runKey = (r) => `${r.eval_id}\u0000${r.prompt_id}\u0000${r.iteration}`;
        const baselineRuns = new Map();
        data.baseline?.records.forEach((r, i) => {
            baselineRuns.set(runKey(r), i);
        });
        const caseRow = new Map((data.baseline?.rows ?? []).map((row) => [`${row.eval_id}\u0000${row.prompt_id}`, row]));
        const openRecord = (index) => {
            const record = data.records[index];
            if (!record || !data.baseline)
                return detail.open(index, null);
            // The same run of the baseline when it has one, else the case's first baseline run.
            const same = baselineRuns.get(runKey(record));
            detail.open(index, same ?? caseRow.get(`${record.eval_id}\u0000${record.prompt_id}`)?.baseline ?? null);
        };
        const table = modules.createCaseTable(kit, virtualList, data, openRecord);
        // A comparison row merges the repeats of its case: the panel lists them and says which it shows.
        const runsOf = (records, evalId, promptId) => records.flatMap((r, i) => (r.eval_id === evalId && r.prompt_id === promptId ? [i] : []));
        const diff = data.baseline
            ? modules.createDiffView(kit, virtualList, data, (row) => detail.open(row.current, row.baseline, {
                current: runsOf(data.records, row.eval_id, row.prompt_id),
                baseline: runsOf(data.baseline?.records ?? [], row.eval_id, row.prompt_id),
            }))
            : null;
        const runPanel = el('div', { attrs: { role: 'tabpanel', id: 'panel-run' } }, modules.renderOverview(kit, data), kit.section('Cases', table.element));
        const panels = [['Run', runPanel, table.list.refresh]];
        if (diff)
            panels.push([
                'Compare with baseline',
                el('div', { attrs: { role: 'tabpanel', id: 'panel-diff' } }, diff.element),
                diff.list.refresh,
            ]);
        const tabs = panels.map(([label], i) => el('button', {
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
        const fileName = data.results_file.split(/[\\/]/).pop() ?? data.results_file;
        doc.title = `AgentV report · ${fileName}`;
        const header = el('header', { className: 'top' }, el('h1', { text: 'AgentV report' }), el('p', {
            className: 'muted',
            text: `${data.results_file}${data.baseline ? ` compared with ${data.baseline.file}` : ''} · ` +
                `made ${data.generated_at}`,
        }));
        const nav = el('nav', { className: 'tabs', attrs: { role: 'tablist' } }, ...tabs);
        nav.hidden = tabs.length < 2;
        app.replaceChildren(header, nav, ...panels.map(([, panel]) => panel), detail.element);
        show(0);
        app.setAttribute('data-ready', 'true');
    }
    catch (error) {
        app.textContent = `This report could not be shown: ${error instanceof Error ? error.message : String(error)}`;
        app.setAttribute('data-ready', 'error');
        throw error;
    }
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

// EXTERNAL MODULE: ./src/results/compare-results.ts
var compare_results = __webpack_require__(17962);
// EXTERNAL MODULE: ./src/results/compare-statistics.ts
var compare_statistics = __webpack_require__(2561);
// EXTERNAL MODULE: ./src/results/compute-summary.ts
var compute_summary = __webpack_require__(56282);
// EXTERNAL MODULE: ./src/results/eval-result.ts
var eval_result = __webpack_require__(26310);
// EXTERNAL MODULE: ./src/results/repeats.ts
var repeats = __webpack_require__(64162);
// EXTERNAL MODULE: ./src/results/judge-agreement.ts + 1 modules
var judge_agreement = __webpack_require__(77780);
;// CONCATENATED MODULE: ./src/report/report-data.ts






/**
 * The report's data: records sorted by case, variant and iteration with their verdict filled in
 * (so the page never decides a verdict itself), the overview from the same statistics as the
 * console summary, and with a baseline the case-by-case comparison of `agentv compare`.
 */
function buildReportData(input) {
    const records = withVerdicts(input.records);
    return {
        results_file: input.resultsFile,
        generated_at: input.generatedAt,
        pass_threshold: eval_result/* PASS_THRESHOLD */.Qf,
        borderline_threshold: eval_result/* BORDERLINE_THRESHOLD */.tK,
        overview: overviewOf(records),
        records,
        baseline: input.baseline
            ? baselineOf(withVerdicts(input.baseline.records), records, input.baseline.file, input.resultsFile)
            : null,
        trend: input.trend ?? null,
    };
}
function withVerdicts(records) {
    return [...records]
        .sort((a, b) => (0,compute_summary/* compareEntryKeys */.OQ)((0,compute_summary/* toStatsEntry */.B4)(a), (0,compute_summary/* toStatsEntry */.B4)(b)))
        .map((record) => (record.verdict ? record : { ...record, verdict: (0,eval_result/* verdictFor */.Xb)(record.score) }));
}
/** Repeated cases listed in the report's overview (the lowest pass rates first). */
const MAX_REPEAT_ROWS = 500;
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
const APP_SCRIPT = `"use strict";(${String(startReportApp)})(document, {
createDomKit: ${String(createDomKit)},
createVirtualList: ${String(createVirtualList)},
renderOverview: ${String(renderOverview)},
createCaseTable: ${String(createCaseTable)},
createCaseDetail: ${String(createCaseDetail)},
createDiffView: ${String(createDiffView)}
});`;
if (/<\/script|<!--/i.test(APP_SCRIPT))
    throw new Error('the report script must not contain "</script" or "<!--"');
const sha256 = (text) => `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/**
 * Content-Security-Policy of the page: nothing is fetched (no network, not even images), the only
 * script and stylesheet are the inline ones with these exact hashes.
 */
const CSP = `default-src 'none'; script-src ${sha256(APP_SCRIPT)}; style-src ${sha256(REPORT_CSS)}; img-src data:; ` +
    `base-uri 'none'; form-action 'none'`;
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
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${CSP}">`,
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        '<title>AgentV report</title>',
        `<style>${REPORT_CSS}</style>`,
        '</head>',
        '<body>',
        '<div id="app"><noscript>This report needs JavaScript to show its data.</noscript></div>',
        `<script type="application/json" id="agentv-data">${embedJson(data)}</script>`,
        `<script>${APP_SCRIPT}</script>`,
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
