export const id = 914;
export const ids = [914];
export const modules = {

/***/ 58914:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEvalCommand: () => (/* binding */ runEvalCommand)
});

// UNUSED EXPORTS: BUDGET_EXIT_CODE

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/results/repeats.ts
var repeats = __webpack_require__(64162);
// EXTERNAL MODULE: ./src/results/new-failures.ts
var new_failures = __webpack_require__(38942);
// EXTERNAL MODULE: ./src/results/judge-agreement.ts
var judge_agreement = __webpack_require__(26668);
// EXTERNAL MODULE: ./src/results/format-new-failures.ts
var format_new_failures = __webpack_require__(91606);
// EXTERNAL MODULE: ./src/config/resolve-eval-paths.ts
var resolve_eval_paths = __webpack_require__(63424);
// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(22143);
// EXTERNAL MODULE: ./src/safety/neutralize-output.ts
var neutralize_output = __webpack_require__(77349);
;// CONCATENATED MODULE: ./src/engine/runtime.ts



/** The real clock's timer. Node fires a timer past 2^31 − 1 ms after 1 ms: a longer one is capped to it. */
const nodeTimer = (ms, fire) => {
    const handle = setTimeout(fire, Math.min(Math.max(0, ms), types/* MAX_TIMER_MS */._o));
    return () => clearTimeout(handle);
};
/**
 * Logger writing to stderr; debug lines only when verbose. Messages quote untrusted text (judge
 * replies, provider errors), so every line is neutralised ({@link neutralizeOutput}).
 */
function createStderrLogger(verbose, sink = (l) => process.stderr.write(l)) {
    const write = (line) => sink((0,neutralize_output/* neutralizeOutput */.z)(line));
    return {
        info: (m) => write(`${m}\n`),
        warn: (m) => write(`warning: ${m}\n`),
        error: (m) => write(`error: ${m}\n`),
        debug: (m) => {
            if (verbose)
                write(`debug: ${m}\n`);
        },
    };
}
/** The real runtime, built once by a door. */
function createNodeRuntime(options = {}) {
    return {
        ...(options.withheld ? { withheld: options.withheld } : {}),
        env: options.env ?? { ...process.env },
        cwd: options.cwd ?? process.cwd(),
        now: () => Date.now(),
        // Node fires a timer past 2^31 − 1 ms after 1 ms: a longer wait is capped, never shortened to nothing.
        sleep: (ms, signal) => (0,promises_.setTimeout)(Math.min(ms, types/* MAX_TIMER_MS */._o), undefined, signal ? { signal } : undefined),
        timer: nodeTimer,
        random: () => Math.random(),
        logger: options.logger ?? createStderrLogger(options.verbose ?? false),
    };
}
/** A logger that redacts every line before it reaches `inner`. */
function redactingLogger(inner, redactor) {
    return {
        info: (m) => inner.info(redactor.text(m)),
        warn: (m) => inner.warn(redactor.text(m)),
        error: (m) => inner.error(redactor.text(m)),
        debug: (m) => inner.debug(redactor.text(m)),
    };
}
/** The run's runtime with `redactor` attached and its logger redacting. */
function withRedaction(runtime, redactor) {
    return { ...runtime, redactor, logger: redactingLogger(runtime.logger, redactor) };
}

// EXTERNAL MODULE: ./src/results/compare-results.ts
var compare_results = __webpack_require__(17962);
// EXTERNAL MODULE: ./src/results/format-score.ts
var format_score = __webpack_require__(91988);
// EXTERNAL MODULE: ./src/results/read-results.ts + 1 modules
var read_results = __webpack_require__(74246);
// EXTERNAL MODULE: ./src/results/run-gates.ts
var run_gates = __webpack_require__(32970);
// EXTERNAL MODULE: external "node:fs/promises"
var external_node_fs_promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: ./src/errors/config-error.ts
var config_error = __webpack_require__(21126);
// EXTERNAL MODULE: ./src/results/eval-result.ts
var eval_result = __webpack_require__(26310);
;// CONCATENATED MODULE: ./src/cli/eval-output.ts





function isMachineStdout(flags) {
    return flags.out === '-' || flags.summaryJson === '-';
}
/**
 * Where a run's output goes. With `--out -` the records stream to stdout as they finish (the run
 * keeps its file in a temporary folder for the summary, the reports and the comparison, removed
 * at the end); with `--summary-json -` the summary JSON is stdout's. Either way stdout holds only
 * that: every line meant for a person goes to stderr, and so does what in-process user code
 * prints; `--quiet` drops our lines for people but keeps warnings, errors and failed gates.
 */
class EvalOutput {
    io;
    flags;
    streamFile;
    releaseStdout;
    constructor(io, flags, 
    /** The temporary results file behind `--out -`. */
    streamFile, 
    /** Gives stdout back to the rest of the process (see {@link CliIO.claimStdout}). */
    releaseStdout) {
        this.io = io;
        this.flags = flags;
        this.streamFile = streamFile;
        this.releaseStdout = releaseStdout;
    }
    static async open(flags, io) {
        if (flags.out === '-' && flags.summaryJson === '-') {
            throw new config_error/* ConfigError */.xL('--out - and --summary-json - both want stdout', {}, 'write one of them to a file, e.g. --summary-json summary.json');
        }
        if (flags.out === '-' && flags.resume !== undefined)
            throw new config_error/* ConfigError */.xL('--out - cannot be resumed', {}, 'drop --out - when resuming: --resume appends to the file it names');
        const streamFile = flags.out === '-' ? external_node_path_default().join(await (0,external_node_fs_promises_.mkdtemp)(external_node_path_default().join(external_node_os_default().tmpdir(), 'agentv-out-')), 'results.jsonl') : undefined;
        // The one place stdout is kept for machines: from before the suites load (a promptfoo config
        // runs its filters and var loaders then) to the end, user code in this process prints to stderr.
        const release = (isMachineStdout(flags) ? io.claimStdout?.() : undefined) ?? (() => undefined);
        return new EvalOutput(io, flags, streamFile, release);
    }
    /** Whether stdout belongs to machine output. */
    get machineStdout() {
        return isMachineStdout(this.flags);
    }
    /** The `--out` the run uses: the temporary file behind `--out -`. */
    get outFlag() {
        return this.streamFile ?? this.flags.out;
    }
    /** A line for a person: stdout, or stderr when stdout is machine output; nothing with --quiet. */
    human(text) {
        if (this.flags.quiet)
            return;
        if (this.machineStdout)
            this.io.stderr(text);
        else
            this.io.stdout(text);
    }
    /** Machine output for stdout (the summary JSON). */
    machine(text) {
        this.io.stdout(text);
    }
    /** With `--out -`: the sink that writes each record to stdout as it finishes. */
    recordSink(format) {
        if (this.streamFile === undefined)
            return undefined;
        return { append: (record) => this.io.stdout((0,eval_result/* serializeResult */.sf)(record, format)), close: () => undefined };
    }
    /** Gives stdout back and removes the temporary folder behind `--out -`. */
    async close() {
        this.releaseStdout();
        if (this.streamFile !== undefined)
            await (0,external_node_fs_promises_.rm)(external_node_path_default().dirname(this.streamFile), { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/cli/exit-codes.ts
/**
 * `agentv eval`'s exit codes, the table the README documents for CI systems. When several apply,
 * the first in this order wins: results not written, stopped by a signal, bad configuration
 * (raised before anything runs), nothing scored, budget reached, gates failed, passed.
 */
const EXIT = {
    /** The run completed and passed its gates (or none were given). */
    passed: 0,
    /** `--min-score`, `--min-pass-rate` or `--fail-on-regression` failed. */
    gatesFailed: 1,
    /**
     * Bad flags, eval files, targets or baseline: nothing was run. Also, under AgentV's threshold
     * (`--threshold` or `execution.threshold`), every case errored: agentv 4.42.4's code for it.
     */
    badConfig: 2,
    /** `--budget-usd` (or `--cache-only`) left cases unrun; they are recorded as skipped. */
    budgetReached: 3,
    /** Not one case could be scored: every case errored or was skipped. */
    nothingScored: 4,
    /** Results, the run summary or a report could not be written. */
    notWritten: 5,
};
/** The exit code of a completed run (signals and configuration errors are decided before). */
function runExitCode({ summary, writeFailures, gateFailures, threshold }) {
    if (writeFailures > 0)
        return EXIT.notWritten;
    if (threshold && summary.total > 0 && summary.errors === summary.total)
        return EXIT.badConfig;
    if (summary.total > 0 && summary.scored === 0)
        return EXIT.nothingScored;
    if (summary.skipped.length > 0)
        return EXIT.budgetReached;
    if (gateFailures.length > 0)
        return EXIT.gatesFailed;
    return EXIT.passed;
}

;// CONCATENATED MODULE: ./src/cli/gate-flags.ts




/**
 * Reads the gate flags and the `--baseline` results before anything runs, so a bad threshold or
 * an unreadable baseline fails with exit 2 before any paid call.
 */
async function readGateFlags(flags, cwd, warn) {
    const settings = {
        failOnRegression: flags.failOnRegression ?? false,
        failOnNewFailures: flags.failOnNewFailures ?? false,
    };
    if (flags.minScore !== undefined)
        settings.minScore = (0,run_gates/* parseGateThreshold */.Kn)(flags.minScore, '--min-score');
    if (flags.minPassRate !== undefined)
        settings.minPassRate = (0,run_gates/* parseGateThreshold */.Kn)(flags.minPassRate, '--min-pass-rate');
    if (flags.threshold !== undefined)
        settings.threshold = (0,run_gates/* parseGateThreshold */.Kn)(flags.threshold, '--threshold');
    if (settings.failOnRegression && flags.baseline === undefined) {
        throw new config_error/* ConfigError */.xL('--fail-on-regression needs results to compare with', {}, 'add --baseline <results file of the default branch>, e.g. --baseline baseline.jsonl');
    }
    if (settings.failOnNewFailures && flags.baseline === undefined) {
        throw new config_error/* ConfigError */.xL('--fail-on-new-failures needs results to compare with', {}, 'add --baseline <results file of the default branch>, e.g. --baseline baseline.jsonl');
    }
    if (flags.baseline === undefined)
        return { settings };
    if (flags.baseline.trim() === '')
        throw new config_error/* ConfigError */.xL('--baseline needs a results file', {}, 'pass the JSONL or YAML results of the run to compare with');
    const file = external_node_path_default().resolve(cwd, flags.baseline);
    const { records, warnings } = await (0,read_results/* readResults */.x8)(file);
    for (const warning of warnings)
        warn(warning);
    if (records.length === 0)
        warn(`${file}: no results in the baseline file: nothing to compare with`);
    return { settings, baseline: { file, records } };
}

// EXTERNAL MODULE: ./src/config/evaluator-kinds.ts + 7 modules
var evaluator_kinds = __webpack_require__(83783);
// EXTERNAL MODULE: ./src/errors/agentv-error.ts
var agentv_error = __webpack_require__(35465);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./src/engine/provider-pipeline/grader-request.ts
var grader_request = __webpack_require__(12916);
;// CONCATENATED MODULE: ./src/evaluators/target-proxy.ts



/** AgentV's default cap on a code grader's target calls. */
const DEFAULT_PROXY_MAX_CALLS = 50;
/** Most bytes of a request body the proxy reads. */
const MAX_BODY = 4 * 1024 * 1024;
/**
 * AgentV's target proxy for code graders that set `target:` (4.42.4 `runtime/target-proxy.ts`,
 * which its SDK's `createTargetClient()` speaks): an HTTP server on 127.0.0.1 with a bearer token
 * made for this one run of the script. `POST /invoke` `{question, systemPrompt?, target?}` asks the
 * judge (or the named target) and answers `{output, rawText, tokenUsage}`; `POST /invokeBatch`
 * `{requests}` answers `{responses}`; `GET /info` describes it. At most `maxCalls` calls (429 after).
 */
async function startTargetProxy(options) {
    const state = { options, token: (0,external_node_crypto_.randomBytes)(32).toString('hex'), calls: 0, closed: false };
    const server = (0,external_node_http_.createServer)((req, res) => {
        void handleRequest(state, req, res).catch((error) => send(res, 500, { error: error instanceof Error ? error.message : String(error) }));
    });
    await new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(0, '127.0.0.1', () => done());
    });
    const { port } = server.address();
    return {
        env: { AGENTV_TARGET_PROXY_URL: `http://127.0.0.1:${port}`, AGENTV_TARGET_PROXY_TOKEN: state.token },
        close: () => {
            state.closed = true;
            server.closeAllConnections();
            return new Promise((done) => server.close(() => done()));
        },
    };
}
/** Checks the token, then routes: `GET /info`, `POST /invoke`, `POST /invokeBatch`. */
async function handleRequest(state, req, res) {
    const { options } = state;
    if (req.headers.authorization !== `Bearer ${state.token}`)
        return send(res, 401, { error: 'Unauthorized' });
    if (state.closed)
        return send(res, 503, { error: 'Proxy is shutting down' });
    if (req.method === 'GET' && req.url === '/info') {
        return send(res, 200, {
            targetName: options.judge.targetName,
            maxCalls: options.maxCalls,
            callCount: state.calls,
            availableTargets: [options.judge.targetName],
        });
    }
    if (req.method !== 'POST' || (req.url !== '/invoke' && req.url !== '/invokeBatch'))
        return send(res, 404, { error: 'Not found' });
    const body = JSON.parse(await readBody(req));
    if (req.url === '/invoke') {
        if (state.calls >= options.maxCalls)
            return send(res, 429, { error: `Max calls exceeded (limit: ${options.maxCalls})` });
        const { status, json } = await ask(state, body);
        return send(res, status, json);
    }
    return answerBatch(state, body.requests, res);
}
/** `POST /invokeBatch`: all or none of the batch within the limit; a failed request is an error text. */
async function answerBatch(state, requests, res) {
    const { maxCalls } = state.options;
    if (!Array.isArray(requests))
        return send(res, 400, { error: 'Missing required field: requests (array)' });
    if (state.calls + requests.length > maxCalls) {
        return send(res, 429, {
            error: `Batch would exceed max calls (current: ${state.calls}, batch: ${requests.length}, limit: ${maxCalls})`,
        });
    }
    const responses = [];
    for (const request of requests) {
        try {
            const { status, json } = await ask(state, request ?? {});
            responses.push(status === 200 ? json : { output: [], rawText: `Error: ${String(json.error)}` });
        }
        catch (error) {
            responses.push({ output: [], rawText: `Error: ${error instanceof Error ? error.message : String(error)}` });
        }
    }
    return send(res, 200, { responses });
}
/** One question to the judge or the named target; a call is counted once it is made. */
async function ask(state, body) {
    const { options } = state;
    if (typeof body.question !== 'string' || body.question === '')
        return { status: 400, json: { error: 'Missing required field: question' } };
    const provider = resolveTarget(options, body.target);
    if (!provider)
        return {
            status: 400,
            json: { error: `Unknown target '${String(body.target)}'. Available: ${options.judge.targetName}` },
        };
    state.calls++;
    const response = await provider.invoke(proxyRequest(body, provider, options.dimension), options.invoke);
    const usage = response.tokenUsage;
    return {
        status: 200,
        json: {
            output: response.outputMessages ?? [{ role: 'assistant', content: response.text }],
            rawText: response.text,
            ...(usage ? { tokenUsage: { input: usage.input ?? 0, output: usage.output ?? 0 } } : {}),
        },
    };
}
/** The judge when no target (or the judge's own name) is given, else the named target if there is one. */
function resolveTarget(options, name) {
    if (name === undefined || name === null || name === options.judge.targetName)
        return options.judge;
    if (typeof name !== 'string')
        return undefined;
    try {
        return options.judgeFor(name);
    }
    catch {
        return undefined;
    }
}
function proxyRequest(body, provider, dimension) {
    const system = typeof body.systemPrompt === 'string' && body.systemPrompt !== '' ? body.systemPrompt : undefined;
    return (0,grader_request/* graderRequest */.p)({
        evalId: typeof body.evalCaseId === 'string' ? body.evalCaseId : 'proxy',
        attempt: typeof body.attempt === 'number' ? body.attempt : 1,
        system,
        user: body.question,
        label: { agent: provider.targetName, dimension },
    });
}
function send(res, status, body) {
    if (res.headersSent)
        return;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
}
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        req.on('data', (chunk) => {
            size += chunk.length;
            if (size > MAX_BODY) {
                reject(new Error('request body too large'));
                req.destroy();
            }
            else
                chunks.push(chunk);
        });
        req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        req.on('error', reject);
    });
}

// EXTERNAL MODULE: ./src/engine/provider-pipeline/usage-meter.ts
var usage_meter = __webpack_require__(30964);
// EXTERNAL MODULE: ./src/process/run-process.ts
var run_process = __webpack_require__(25820);
;// CONCATENATED MODULE: ./src/evaluators/parse-judge-reply.ts
const MAX_ITEMS = 4;
function strings(value) {
    if (!Array.isArray(value))
        return [];
    return value
        .filter((v) => typeof v === 'string')
        .map((v) => v.trim())
        .filter((v) => v !== '')
        .slice(0, MAX_ITEMS);
}
/**
 * The parsing rules: the first JSON object, score clamped to [0, 1], hits and misses as
 * non-empty trimmed strings. No valid object → score 0, `valid: false`, raw reply kept.
 */
function parseJudgeReply(reply) {
    const object = firstJsonObject(reply);
    const rawScore = object?.score;
    const score = typeof rawScore === 'number' ? rawScore : typeof rawScore === 'string' ? Number(rawScore) : Number.NaN;
    if (!object || !Number.isFinite(score)) {
        return {
            valid: false,
            score: 0,
            hits: [],
            misses: [],
            reasoning: 'judge reply had no valid JSON object with a score',
            raw: reply,
        };
    }
    return {
        valid: true,
        score: Math.min(1, Math.max(0, score)),
        hits: strings(object.hits),
        misses: strings(object.misses),
        reasoning: typeof object.reasoning === 'string' ? object.reasoning.trim() : '',
    };
}
/**
 * The first JSON object embedded in `text` (code fences and prose around it allowed), or
 * undefined. Scans for balanced braces outside strings, so braces in prose before it are skipped.
 */
function firstJsonObject(text) {
    for (let start = text.indexOf('{'); start !== -1; start = text.indexOf('{', start + 1)) {
        const end = matchingBrace(text, start);
        if (end === -1)
            continue;
        try {
            const value = JSON.parse(text.slice(start, end + 1));
            if (value && typeof value === 'object' && !Array.isArray(value))
                return value;
        }
        catch {
            // not JSON from this brace; try the next one
        }
    }
    return undefined;
}
function matchingBrace(text, start) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
        const ch = text[i];
        if (inString) {
            if (ch === '\\')
                i++;
            else if (ch === '"')
                inString = false;
            continue;
        }
        if (ch === '"')
            inString = true;
        else if (ch === '{')
            depth++;
        else if (ch === '}' && --depth === 0)
            return i;
    }
    return -1;
}

// EXTERNAL MODULE: ./src/process/child-env.ts
var child_env = __webpack_require__(8561);
;// CONCATENATED MODULE: ./src/engine/case/trace-summary.ts
/**
 * AgentV's trace summary (`computeTraceSummary`, 2.x and 4.x alike): `event_count` is the number
 * of tool calls, counted by name; `llm_call_count` the assistant turns; `tool_durations` the
 * reported milliseconds per tool, when any call reported one. Error events (codex, claude-code)
 * are counted too. Undefined only when there is no trace at all (a trace dump of a failed attempt).
 */
function summarizeTrace(trace, llmCalls = 1) {
    if (!trace)
        return undefined;
    const byName = {};
    const durations = {};
    let calls = 0;
    let errors = 0;
    for (const event of trace) {
        if (event.type === 'error')
            errors++;
        if (event.type !== 'tool_call')
            continue;
        calls++;
        const name = event.name ?? 'unknown';
        byName[name] = (byName[name] ?? 0) + 1;
        const data = event.data;
        if (typeof data?.duration_ms === 'number') {
            durations[name] ??= [];
            durations[name].push(data.duration_ms);
        }
    }
    return {
        event_count: calls,
        tool_names: Object.keys(byName).sort(),
        tool_calls_by_name: byName,
        error_count: errors,
        llm_call_count: llmCalls,
        ...(Object.keys(durations).length > 0 ? { tool_durations: durations } : {}),
    };
}
/**
 * The summary of every answer, as AgentV gives one for every answer: an answer without a trace
 * (plain text, a model's reply) is one assistant turn that called no tool.
 */
function summarizeAnswer(response) {
    return summarizeTrace(response.trace ?? [], llmCallCount(response));
}
/**
 * The assistant turns of an answer: its assistant messages when it reported messages, else its
 * message events (agent streams), else one.
 */
function llmCallCount(response) {
    if (response.outputMessages)
        return response.outputMessages.filter((m) => m.role === 'assistant').length;
    return Math.max(1, (response.trace ?? []).filter((e) => e.type === 'message').length);
}

;// CONCATENATED MODULE: ./src/evaluators/agentv4-trace.ts


/**
 * The `trace` an AgentV 4.x code grader reads (`buildTraceFromMessages` in agentv 4.42.4): the
 * trace summary's counts, the transcript as `messages` (the case's input, then the answer's
 * messages, unless those already hold the user turn), one event per message, tool call, tool
 * result and the final response, and the answer's usage, cost and duration. Camel-case keys the
 * caller turns to snake_case with the rest of the payload, as AgentV does.
 */
function agentv4Trace(context, durationMs) {
    const { response, request, evalCase } = context;
    const summary = context.traceSummary ?? summarizeAnswer(response);
    const output = answerMessages(context);
    const input = request.messages.map(({ role, content }) => ({ role, content }));
    const messages = transcript(input, output);
    return {
        eventCount: summary.event_count,
        toolCalls: summary.tool_calls_by_name,
        errorCount: summary.error_count,
        llmCallCount: summary.llm_call_count,
        ...(summary.tool_durations ? { toolDurations: summary.tool_durations } : {}),
        messages,
        events: traceEvents(messages, context.candidateAnswer),
        tokenUsage: (0,usage_meter/* recordTokenUsage */.W_)(response.tokenUsage),
        costUsd: response.costUsd ?? undefined,
        durationMs: durationMs ?? undefined,
        metadata: { evalCaseId: evalCase.id },
    };
}
/**
 * The transcript's events in order: each message, then each of its tool calls and their results;
 * last, the final response, child of the last assistant message.
 */
function traceEvents(messages, finalAnswer) {
    const events = [];
    messages.forEach((message, messageIndex) => {
        const messageId = `message-${messageIndex}`;
        events.push({
            eventId: messageId,
            ordinal: events.length,
            type: 'message',
            message: { role: message.role, content: message.content },
            metadata: { messageIndex },
        });
        (message.toolCalls ?? []).forEach((call, toolIndex) => {
            pushToolEvents(events, call, messageId, { messageIndex, toolIndex });
        });
    });
    const finalIndex = messages.map((m) => m.role).lastIndexOf('assistant');
    if (finalIndex >= 0) {
        events.push({
            eventId: 'final-response',
            parentEventId: `message-${finalIndex}`,
            ordinal: events.length,
            type: 'final_response',
            message: { role: 'assistant', content: finalAnswer },
            metadata: { messageIndex: finalIndex },
        });
    }
    return events;
}
/** A tool call's event, and its result's when the call has an output. */
function pushToolEvents(events, call, messageId, metadata) {
    const toolId = `${messageId}-tool-${metadata.toolIndex}`;
    const tool = { name: call.tool, callId: call.id, input: call.input, output: call.output, status: 'ok' };
    events.push({
        eventId: toolId,
        parentEventId: messageId,
        ordinal: events.length,
        type: 'tool_call',
        durationMs: call.durationMs,
        tool,
        metadata,
    });
    if (call.output === undefined)
        return;
    events.push({
        eventId: `${toolId}-result`,
        parentEventId: toolId,
        ordinal: events.length,
        type: 'tool_result',
        tool: { name: call.tool, callId: call.id, output: call.output, status: 'ok' },
        metadata: { ...metadata },
    });
}
/**
 * The answer as messages: those the agent reported; else one assistant message with the answer
 * and the tool calls of its trace (codex, claude-code), as AgentV's agent providers report them.
 */
function answerMessages(context) {
    const { response } = context;
    if (response.outputMessages)
        return response.outputMessages.map(toTraceMessage);
    const calls = traceToolCalls(response.trace ?? []);
    return [{ role: 'assistant', content: context.candidateAnswer, ...(calls.length > 0 ? { toolCalls: calls } : {}) }];
}
function toTraceMessage(message) {
    const calls = message.tool_calls?.map(toCall);
    return { role: message.role, content: message.content, ...(calls ? { toolCalls: calls } : {}) };
}
function toCall(call) {
    return { tool: call.tool, input: call.input, output: call.output, id: call.id, durationMs: call.duration_ms };
}
/** Each tool call of a trace, with the output of the result that follows it. */
function traceToolCalls(trace) {
    const calls = [];
    for (const event of trace) {
        const data = (event.data ?? {});
        if (event.type === 'tool_call') {
            calls.push({
                tool: event.name ?? 'unknown',
                input: data.input ?? data.arguments,
                ...(typeof data.id === 'string' ? { id: data.id } : {}),
                ...(typeof data.duration_ms === 'number' ? { durationMs: data.duration_ms } : {}),
            });
        }
        else if (event.type === 'tool_result' && calls.length > 0) {
            const last = calls[calls.length - 1];
            if (last.output === undefined)
                last.output = data.output ?? event.text;
        }
    }
    return calls;
}
/** AgentV's transcript: output alone when it holds a user or system turn or repeats a lone input turn. */
function transcript(input, output) {
    if (output.length === 0)
        return input;
    if (output.some((m) => m.role === 'user' || m.role === 'system'))
        return output;
    const first = output[0];
    if (input.length === 1 && first && input[0]?.role === first.role && input[0]?.content === first.content)
        return output;
    return [...input, ...output];
}
/**
 * AgentV's `toSnakeCaseDeep`: every object key from camelCase to snake_case, at any depth (tool
 * inputs and config included), except keys that start with a capital (tool names like `Read`).
 */
function snakeCaseDeep(value) {
    if (Array.isArray(value))
        return value.map(snakeCaseDeep);
    if (typeof value !== 'object' || value === null)
        return value;
    const out = {};
    for (const [key, field] of Object.entries(value)) {
        out[/^[A-Z]/.test(key) ? key : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] = snakeCaseDeep(field);
    }
    return out;
}

// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
;// CONCATENATED MODULE: ./src/evaluators/grader-messages.ts
/** A case's messages as the target saw them: role, rendered text and tool calls (AgentV 2.x's payload). */
function renderedMessages(messages) {
    return messages.map(({ written: _written, ...message }) => message);
}
/**
 * A case's messages as AgentV 4.x hands them to code graders and prompt scripts: content that was
 * not one string stays as written (a mapping is an object, not JSON text), a text segment as
 * `{type, value}`, a file segment with its file read: `path` (the reference as written), `text` and
 * `resolvedPath`, plus the `value` written for input messages (agentv 4.42.4 drops it from expected
 * ones). A grader can then read `expected_output[0].content.invoice_number` as AgentV's examples do.
 */
function writtenMessages(messages, side) {
    return messages.map(({ written, ...message }) => written === undefined ? message : { ...message, content: writtenContent(written, side) });
}
function writtenContent(written, side) {
    if (!Array.isArray(written))
        return written;
    return written.map((segment) => {
        if (segment.type === 'text')
            return segment;
        const { value, file } = segment;
        return {
            type: 'file',
            ...(side === 'input' ? { value } : {}),
            path: value.replace(/^[/\\]+/, ''),
            text: file.content.replace(/\r\n/g, '\n'),
            resolvedPath: file.absolutePath,
        };
    });
}

;// CONCATENATED MODULE: ./src/evaluators/code-evaluator.ts











const DEFAULT_TIMEOUT_S = 60;
class CodeEvaluator {
    config;
    runtime;
    deps;
    /** As the suite wrote it: `code_judge` (AgentV) or `code`. */
    type;
    name;
    weight;
    constructor(config, runtime, deps) {
        this.config = config;
        this.runtime = runtime;
        this.deps = deps;
        this.type = (0,evaluator_kinds/* recordedType */.HT)(config);
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context, options) {
        const limit = this.config.target_proxy;
        if (!limit || !this.deps)
            return this.run(context, options, {});
        const { judge, judgeFor } = this.deps;
        const proxy = await startTargetProxy({
            judge,
            judgeFor,
            maxCalls: limit.max_calls,
            invoke: options,
            dimension: `${context.evalCase.id}/${this.name}`,
        });
        try {
            return await this.run(context, options, proxy.env);
        }
        finally {
            await proxy.close();
        }
    }
    async run(context, options, extraEnv) {
        const agentv4 = this.config.wire === 'agentv4';
        const input = JSON.stringify(agentv4 ? codeGraderPayload(context, this.config.config) : codeJudgePayload(context, this.config.config));
        const script = this.config.script;
        const [file, args] = typeof script === 'string' ? ['/bin/sh', ['-c', script]] : [script[0] ?? '', script.slice(1)];
        const timeoutS = this.config.timeout_seconds ?? DEFAULT_TIMEOUT_S;
        let result;
        try {
            result = await (0,run_process/* runProcess */.R3)({
                file,
                args,
                cwd: context.workspaceDir ?? this.config.cwd,
                env: { ...(0,child_env/* childEnv */.gf)(this.runtime), ...extraEnv },
                stdin: input,
                timeoutMs: timeoutS * 1000,
                signal: options.signal,
                what: `code evaluator "${this.name}"`,
            });
        }
        catch (error) {
            if (options.signal.aborted)
                throw error;
            const why = error instanceof agentv_error/* TimeoutError */.MU
                ? `script timed out after ${timeoutS} s`
                : `script could not run: ${error.message}`;
            return { score: 0, hits: [], misses: [why], reasoning: why };
        }
        return agentv4 ? interpretAgentv4(result) : interpret(result);
    }
}
/**
 * What a code judge reads on stdin, in AgentV's spelling (snake_case keys, `config` null when the
 * suite gave none), plus our `workspace_dir`.
 */
function codeJudgePayload(context, config) {
    const { evalCase } = context;
    return {
        question: context.request.metadata?.question ?? context.request.prompt,
        expected_outcome: evalCase.expectedOutcome,
        expected_messages: renderedMessages(evalCase.expectedMessages ?? []),
        reference_answer: evalCase.referenceAnswer ?? '',
        candidate_answer: context.candidateAnswer,
        // AgentV 2.x: every answer is messages; a plain one is one assistant message.
        output_messages: context.response?.outputMessages ?? [{ role: 'assistant', content: context.candidateAnswer }],
        guideline_files: evalCase.guidelineFiles.map((f) => f.absolutePath),
        input_files: evalCase.inputFiles.map((f) => f.absolutePath),
        input_messages: renderedMessages(evalCase.inputMessages),
        trace_summary: context.traceSummary ?? null,
        config: config ?? null,
        workspace_dir: context.workspaceDir ?? null,
    };
}
/**
 * What an AgentV 4.x code grader reads on stdin (its raw wire format): the answer as `output`, the
 * transcript as `messages` and in `trace` (agentv4-trace.ts), the case's `input` and
 * `expected_output` as messages; every key in snake_case at any depth, as AgentV converts them.
 * Fields we do not keep (timings, file changes) are null, as AgentV sends them when unknown.
 */
function codeGraderPayload(context, config) {
    const { evalCase, response } = context;
    const summary = context.traceSummary ?? summarizeAnswer(response);
    // The duration the agent reported, else the measured one (AgentV's `durationMs`).
    const durationMs = response?.durationMs ?? context.durationMs ?? null;
    const trace = agentv4Trace(context, durationMs);
    return snakeCaseDeep({
        criteria: evalCase.expectedOutcome,
        expected_output: writtenMessages(evalCase.expectedMessages ?? [], 'expected'),
        output: context.candidateAnswer,
        messages: trace.messages,
        input_files: evalCase.inputFiles.map((f) => f.absolutePath),
        input: writtenMessages(evalCase.inputMessages, 'input'),
        metadata: null,
        trace,
        trace_summary: {
            event_count: summary.event_count,
            tool_calls: summary.tool_calls_by_name,
            error_count: summary.error_count,
            tool_durations: summary.tool_durations,
            llm_call_count: summary.llm_call_count,
        },
        token_usage: (0,usage_meter/* recordTokenUsage */.W_)(response?.tokenUsage) ?? null,
        cost_usd: response?.costUsd ?? null,
        duration_ms: durationMs,
        start_time: null,
        end_time: null,
        file_changes: null,
        workspace_path: context.workspaceDir ?? null,
        config: config ?? null,
    });
}
/**
 * AgentV 4.x's reading of a code grader: a JSON object on stdout gives `score` (or, without one,
 * the share of its `assertions` that passed); anything else is pass/fail by exit code, stdout the
 * assertion's text. A non-zero exit that printed JSON or wrote to stderr scores 0 with why, as
 * agentv 4.42.4 records it (a failed check, not a failed case).
 */
function interpretAgentv4(outcome) {
    const stdout = outcome.stdout.trim();
    const failed = outcome.exitCode !== 0;
    if (failed && (/^[[{]/.test(stdout) || outcome.stderr.trim() !== ''))
        return zeroForExit(outcome);
    const parsed = parseObject(stdout);
    const assertions = parsed
        ? (Array.isArray(parsed.assertions) ? parsed.assertions : []).flatMap((a) => typeof a === 'object' && a !== null && typeof a.text === 'string'
            ? [{ text: a.text, passed: Boolean(a.passed) }]
            : [])
        : [{ text: stdout || (failed ? `exit ${outcome.exitCode ?? outcome.signal}` : 'exit 0'), passed: !failed }];
    const passedShare = assertions.length > 0 ? assertions.filter((a) => a.passed).length / assertions.length : 0;
    const score = parsed
        ? typeof parsed.score === 'number' && Number.isFinite(parsed.score)
            ? parsed.score
            : passedShare
        : failed
            ? 0
            : 1;
    return {
        score: Math.min(1, Math.max(0, score)),
        hits: assertions.filter((a) => a.passed).map((a) => a.text),
        misses: assertions.filter((a) => !a.passed).map((a) => a.text),
        reasoning: parsed && typeof parsed.reasoning === 'string' ? parsed.reasoning : '',
    };
}
/** stdout as one JSON object, or undefined (a scalar, a list or plain text is not the JSON protocol). */
function parseObject(stdout) {
    try {
        const value = JSON.parse(stdout);
        return (0,is_record/* isRecord */.u)(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** Score 0 for a script that exited non-zero, saying so with the end of its stderr. */
function zeroForExit(outcome) {
    const tail = outcome.stderr.trim().split('\n').slice(-3).join(' | ');
    return zero(outcome, `script exited with ${outcome.exitCode ?? outcome.signal}${tail ? `: ${tail}` : ''}`);
}
function zero(outcome, why) {
    return { score: 0, hits: [], misses: [why], reasoning: why, raw: outcome.stdout.slice(0, 2000) };
}
function interpret(outcome) {
    if (outcome.exitCode !== 0)
        return zeroForExit(outcome);
    const object = firstJsonObject(outcome.stdout);
    const score = object?.score;
    if (!object || typeof score !== 'number' || !Number.isFinite(score))
        return zero(outcome, 'script printed no JSON object with a numeric score');
    const list = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x.trim() !== '') : [];
    return {
        score: Math.min(1, Math.max(0, score)),
        hits: list(object.hits),
        misses: list(object.misses),
        reasoning: typeof object.reasoning === 'string' ? object.reasoning : '',
    };
}
function createCodeEvaluator(config, deps) {
    return new CodeEvaluator(config, deps.runtime, deps);
}

;// CONCATENATED MODULE: ./src/evaluators/prompt-script.ts





const TIMEOUT_MS = 60_000;
/**
 * AgentV's executable prompt template: the script (the argv's last element) runs in its own folder
 * with the case on stdin, the 4.x code grader payload plus `answer` (the same text as `output`)
 * and `config` from `prompt.config`; its trimmed stdout is the judge prompt. A failure or an empty
 * prompt fails the judge, as in AgentV.
 */
async function runPromptScript(argv, context, config, runtime, signal) {
    const payload = codeGraderPayload(context, config);
    const stdin = JSON.stringify({ ...payload, answer: payload.output });
    const [file, ...args] = argv;
    const what = `prompt script ${argv[argv.length - 1] ?? ''}`;
    const result = await (0,run_process/* runProcess */.R3)({
        file: file ?? '',
        args,
        cwd: external_node_path_default().dirname(argv[argv.length - 1] ?? '.'),
        env: (0,child_env/* childEnv */.gf)(runtime),
        stdin,
        timeoutMs: TIMEOUT_MS,
        signal,
        what,
    }).catch((error) => {
        throw new agentv_error/* EvaluatorError */.AF(`Prompt template execution failed: ${error.message}`, error);
    });
    if (result.exitCode !== 0)
        throw new agentv_error/* EvaluatorError */.AF(`Prompt template execution failed: ${what} exited ` +
            `with ${result.exitCode ?? result.signal}: ${result.stderr.trim().split('\n').pop() ?? ''}`);
    const prompt = result.stdout.trim();
    if (prompt === '')
        throw new agentv_error/* EvaluatorError */.AF('Prompt template execution failed: Prompt template produced empty output');
    return prompt;
}

;// CONCATENATED MODULE: ./src/evaluators/judge-samples.ts


/**
 * Judge sampling (`--judge-samples`, `judge_samples:`, `--judge-audit`): a judge asked k times in k
 * separate requests, each its own response-cache entry and each paid and counted against the
 * budget like any call. A criterion's verdict is the majority of its k votes and its agreement the
 * share of votes that agree with it; below {@link UNSTABLE_AGREEMENT} the criterion is unstable.
 */
/** A criterion (or an LLM judge's pass/fail) is unstable when fewer than 80% of samples agree with the majority. */
const UNSTABLE_AGREEMENT = 0.8;
/** Samples taken under `--judge-audit` when neither `--judge-samples` nor `judge_samples:` says how many. */
const DEFAULT_AUDIT_SAMPLES = 3;
/**
 * How many times the judge is asked for this case: `--judge-samples`, else the evaluator's
 * `judge_samples:`, else 1; under `--judge-audit` a case outside the seeded share asks once.
 */
function judgeSamplesFor(configured, sampling, evalId) {
    const audit = sampling?.audit;
    const samples = sampling?.samples ?? configured ?? (audit !== undefined ? DEFAULT_AUDIT_SAMPLES : 1);
    if (audit !== undefined && !auditPicks(sampling?.seed ?? 0, evalId, audit))
        return 1;
    return samples;
}
/**
 * Whether `--judge-audit <fraction>` samples this case: the first 32 bits of sha256(seed, case id)
 * as a share of 2^32 fall below the fraction. The same seed and case id always give the same
 * answer, whatever the order or the machine the cases run on; every repeat and variant of a case
 * is picked alike.
 */
function auditPicks(seed, evalId, fraction) {
    const hash = (0,external_node_crypto_.createHash)('sha256').update(`${seed}\u0000${evalId}`).digest();
    return hash.readUInt32BE(0) / 2 ** 32 < fraction;
}
/** Sample `index` (0-based) of a request: from the second on it carries `sample`, which keys its cache entry. */
function sampledRequest(request, index) {
    return index === 0 ? request : { ...request, sample: index + 1 };
}
/** Runs `ask` for samples 0…k−1 at once (the call limiter bounds them); a failure waits for the other samples. */
function takeSamples(k, ask) {
    return (0,usage_meter/* allSettledFirst */.VQ)(Array.from({ length: k }, (_, index) => ask(index)));
}
/**
 * The majority of yes/no votes and the share agreeing with it. A tie (2 of 4) is a "no", the
 * stricter reading: a criterion the judge cannot settle is not satisfied.
 */
function majorityVote(votes) {
    const yes = votes.filter(Boolean).length;
    const verdict = yes * 2 > votes.length;
    const agreeing = verdict ? yes : votes.length - yes;
    return { verdict, agreement: votes.length === 0 ? 1 : Math.round((agreeing / votes.length) * 1e4) / 1e4 };
}

;// CONCATENATED MODULE: ./src/evaluators/llm-judge.ts







/** Asks a judge model for a JSON verdict on the candidate answer. */
class LlmJudgeEvaluator {
    config;
    judge;
    deps;
    type = 'llm_judge';
    name;
    weight;
    customPrompt;
    constructor(config, judge, deps) {
        this.config = config;
        this.judge = judge;
        this.deps = deps;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context, options) {
        const fields = {
            expected_outcome: context.evalCase.expectedOutcome,
            request: String(context.request.metadata?.question ?? context.request.prompt),
            reference_answer: context.evalCase.referenceAnswer ?? '',
            generated_answer: context.candidateAnswer,
        };
        const script = this.config.prompt_script;
        const custom = script
            ? await runPromptScript(script, context, this.config.prompt_config, this.deps.runtime, options.signal)
            : await this.loadCustomPrompt();
        const system = judgeSystemPrompt(custom, fields);
        const user = JSON.stringify(fields, null, 2);
        const request = (0,grader_request/* graderRequest */.p)({
            evalId: context.evalCase.id,
            system,
            user,
            json: true,
            label: { agent: this.judge.targetName, dimension: `${context.evalCase.id}/${this.name}` },
            metadata: { ...fields },
        });
        const k = judgeSamplesFor(this.config.judge_samples, this.deps.judgeSampling, context.evalCase.id);
        const samples = await takeSamples(k, async (index) => {
            const response = await this.judge.invoke(sampledRequest(request, index), options);
            const parsed = parseJudgeReply(response.text);
            if (!parsed.valid) {
                this.deps.runtime.logger.warn(`${context.evalCase.id}: judge "${this.name}" returned ` +
                    `no valid JSON; scored 0 (raw reply kept in the result)`);
            }
            const { valid: _valid, ...score } = parsed;
            return score;
        });
        return k === 1 ? samples[0] : combineJudgeSamples(samples);
    }
    loadCustomPrompt() {
        this.customPrompt ??= this.config.prompt_path
            ? (0,external_node_fs_promises_.readFile)(this.config.prompt_path, 'utf8').catch((error) => {
                throw new agentv_error/* EvaluatorError */.AF(`cannot read prompt_path ${this.config.prompt_path}: ${error.message}`, error);
            })
            : Promise.resolve(this.config.prompt);
        return this.customPrompt;
    }
}
/**
 * A sampled judge's score: the mean of its samples. Its one criterion is pass or fail (score ≥
 * PASS_THRESHOLD): the majority of the samples' verdicts, with their agreement; hits, misses and
 * reasoning are those of the first sample that agrees with the majority.
 */
function combineJudgeSamples(samples) {
    const scores = samples.map((s) => s.score);
    const { verdict, agreement } = majorityVote(scores.map((score) => score >= eval_result/* PASS_THRESHOLD */.Qf));
    const shown = samples.find((s) => s.score >= eval_result/* PASS_THRESHOLD */.Qf === verdict) ?? samples[0];
    const mean = Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 1e4) / 1e4;
    return {
        ...shown,
        score: mean,
        details: {
            ...shown.details,
            judge_samples: samples.length,
            sample_scores: scores,
            agreement,
            unstable: agreement < UNSTABLE_AGREEMENT,
        },
    };
}
function createLlmJudge(config, deps) {
    const judge = config.target ? deps.judgeFor(config.target) : deps.judge;
    return new LlmJudgeEvaluator(config, judge, deps);
}
/** The judge contract: the fields, the JSON schema, and "only that object". */
const QUALITY_SYSTEM_PROMPT = `You are an expert evaluator. Grade how well the generated_answer achieves the ` +
    `expected_outcome for the request.
You receive a JSON object with the fields: expected_outcome, request, reference_answer, generated_answer.
Use reference_answer as guidance when it is not empty; it is not the only acceptable answer.

Respond with ONLY one JSON object, no prose and no code fences, of this exact schema:
{"score": float, "hits": string[], "misses": string[], "reasoning": string}
- score: a number in [0.0, 1.0]; 1.0 means the expected outcome is fully achieved.
- hits: at most 4 short strings naming what the answer got right.
- misses: at most 4 short strings naming what it missed or got wrong.
- reasoning: one or two sentences explaining the score.`;
const PLACEHOLDERS = {
    candidate_answer: 'generated_answer',
    generated_answer: 'generated_answer',
    expected_outcome: 'expected_outcome',
    reference_answer: 'reference_answer',
    question: 'request',
    request: 'request',
};
/** Fills `{{candidate_answer}}`, `{{expected_outcome}}`, `{{reference_answer}}`, `{{question}}` in a custom prompt. */
function fillJudgeTemplate(template, fields) {
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name) => {
        const key = PLACEHOLDERS[name];
        return key ? fields[key] : whole;
    });
}
/** A custom prompt replaces the default instructions; the JSON contract is kept so replies stay parseable. */
function judgeSystemPrompt(custom, fields) {
    if (custom === undefined)
        return QUALITY_SYSTEM_PROMPT;
    const contract = QUALITY_SYSTEM_PROMPT.slice(QUALITY_SYSTEM_PROMPT.indexOf('Respond with ONLY'));
    return `${fillJudgeTemplate(custom, fields)}\n\n${contract}`;
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
;// CONCATENATED MODULE: ./src/evaluators/rubric-prompt.ts



/**
 * The rubric judge contract: one JSON object with a check per criterion. Single
 * criterion calls use the same shape with one entry, so one parser serves both.
 */
const RUBRIC_SYSTEM_PROMPT = `You are an expert evaluator. For each criterion in "criteria", decide whether ` +
    `the generated_answer satisfies it, given the request and the expected_outcome.
You receive a JSON object with the fields: expected_outcome, request, reference_answer, generated_answer, criteria \
(a list of {id, description}).
Use reference_answer as guidance when it is not empty; it is not the only acceptable answer.

Respond with ONLY one JSON object, no prose and no code fences, of this exact schema:
{"checks": [{"id": string, "satisfied": boolean, "reasoning": string}], "overall_reasoning": string}
- checks: exactly one entry per criterion, its id copied exactly from criteria.
- satisfied: true only when the answer clearly meets the criterion.
- reasoning: one short sentence per criterion.
- overall_reasoning: one or two sentences about the answer as a whole.`;
/**
 * A judge request grading `criteria` (all of them in a batch, or one). `metadata.rubric_criteria`
 * tells providers that answer without a model (the mock) which reply shape is wanted.
 */
function rubricRequest(evalId, fields, criteria, label) {
    const briefs = criteria.map(({ id, description }) => ({ id, description }));
    return (0,grader_request/* graderRequest */.p)({
        evalId,
        system: RUBRIC_SYSTEM_PROMPT,
        user: JSON.stringify({ ...fields, criteria: briefs }, null, 2),
        json: true,
        metadata: { ...fields, rubric_criteria: briefs },
        label,
    });
}
/** One graded criterion as the judge must write it. */
const rubricCheckSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().trim().min(1),
    satisfied: schemas/* boolean */.zMY(),
    reasoning: schemas/* string */.YjP().trim().optional(),
});
/** The judge's reply: entries are validated one by one so a corrupt entry spoils only itself. */
const rubricReplySchema = schemas/* object */.Ikc({
    checks: schemas/* array */.YOg(schemas/* unknown */.L5J()),
    overall_reasoning: schemas/* string */.YjP().trim().optional(),
});
/**
 * Parses a rubric reply: valid entries of known criteria are kept; entries that
 * break the schema, name an unknown criterion or repeat one are dropped with their raw text.
 * Criteria absent from `checks` afterwards are the caller's to grade again.
 */
function parseRubricBatch(reply, knownIds) {
    const checks = new Map();
    const dropped = [];
    const parsed = rubricReplySchema.safeParse(firstJsonObject(reply));
    if (!parsed.success)
        return { valid: false, checks, dropped };
    for (const entry of parsed.data.checks) {
        const check = rubricCheckSchema.safeParse(entry);
        const raw = JSON.stringify(entry) ?? String(entry);
        if (!check.success) {
            const issue = check.error.issues[0];
            dropped.push({
                raw,
                reason: issue ? `${issue.path.join('.') || 'entry'}: ${issue.message}` : 'schema violation',
            });
        }
        else if (!knownIds.has(check.data.id)) {
            dropped.push({ raw, reason: `unknown criterion id "${check.data.id}"` });
        }
        else if (checks.has(check.data.id)) {
            dropped.push({ raw, reason: `criterion "${check.data.id}" answered twice` });
        }
        else {
            checks.set(check.data.id, check.data);
        }
    }
    return {
        valid: true,
        checks,
        dropped,
        ...(parsed.data.overall_reasoning ? { overallReasoning: parsed.data.overall_reasoning } : {}),
    };
}
/**
 * Reads the answer to a one-criterion request: the `{checks: [...]}` shape asked for, or a bare
 * `{satisfied, reasoning}` object (models often drop the wrapper when there is one criterion).
 * Undefined when neither is there.
 */
function parseRubricCheck(reply, criterionId) {
    const batch = parseRubricBatch(reply, new Set([criterionId]));
    const hit = batch.checks.get(criterionId);
    if (hit)
        return hit;
    if (batch.valid)
        return undefined;
    const bare = rubricCheckSchema.safeParse({ id: criterionId, ...firstJsonObject(reply) });
    return bare.success && bare.data.id === criterionId ? bare.data : undefined;
}

;// CONCATENATED MODULE: ./src/evaluators/score-range-rubric.ts




/** AgentV's attempts at a reply it can read before the grader gives up. */
const ATTEMPTS = 3;
/** AgentV 4.42.4's system prompt for analytic rubrics (`buildScoreRangeOutputSchema`). */
const SCORE_RANGE_SYSTEM_PROMPT = `You are an expert grader. Score the candidate answer on each criterion.
You must return a valid JSON object matching this schema:
{
  "checks": [
    {
      "id": "string (criterion id)",
      "score": integer (0-10),
      "reasoning": "string (brief explanation for score)"
    }
  ],
  "overall_reasoning": "string (summary, optional)"
}

Important: The "score" must be an integer from 0 to 10 that falls within one of the defined score ranges for that ` +
    `criterion.`;
const replySchema = schemas/* object */.Ikc({
    checks: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), score: schemas/* number */.aig(), reasoning: schemas/* string */.YjP().optional() })),
    overall_reasoning: schemas/* string */.YjP().optional(),
});
/**
 * AgentV's analytic rubric (rubric items with `score_ranges`): one judge call scores every
 * criterion 0–10; each score / 10, weighted, averages to the grade. A criterion passes at 7 or more
 * and at its `min_score` (`required: true` means 10); one below its `min_score` fails the verdict.
 * A reply that cannot be read after three attempts scores 0, as in AgentV.
 */
async function gradeScoreRanges(evalId, fields, criteria, judge, options, dimension) {
    const request = scoreRangeRequest(evalId, fields, criteria, judge, dimension);
    let problem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const response = await judge.invoke({ ...request, attempt }, options);
        const parsed = replySchema.safeParse(firstJsonObject(response.text));
        if (parsed.success)
            return scoreChecks(parsed.data, criteria);
        problem =
            response.text.trim() === '' ? 'empty reply' : 'the reply is not a JSON object with "checks" [{id, score}]';
    }
    const why = `Grader parse failure after ${ATTEMPTS} attempts: ${problem}`;
    return { score: 0, hits: [], misses: [why], reasoning: why };
}
function scoreChecks(reply, criteria) {
    const byId = new Map(criteria.map((c) => [c.id, c]));
    const hits = [];
    const misses = [];
    const rawScores = {};
    let weight = 0;
    let sum = 0;
    let failedRequired = false;
    for (const check of reply.checks) {
        const criterion = byId.get(check.id);
        if (!criterion)
            continue;
        const raw = Math.max(0, Math.min(10, check.score));
        rawScores[criterion.id] = raw;
        weight += criterion.weight;
        sum += (raw / 10) * criterion.weight;
        const min = criterion.minScore ?? (criterion.required ? 1 : undefined);
        const belowMin = min !== undefined && raw / 10 < min;
        if (belowMin)
            failedRequired = true;
        const range = criterion.scoreRanges?.find((r) => raw >= r.min && raw <= r.max)?.outcome ?? '';
        const text = `[${criterion.id}] ${criterion.description || criterion.id} - Score: ${raw}/10 (${range})`;
        (!belowMin && raw >= 7 ? hits : misses).push(text);
    }
    const score = weight > 0 ? Math.min(1, Math.max(0, sum / weight)) : 0;
    return {
        score,
        verdict: failedRequired ? 'fail' : (0,eval_result/* verdictFor */.Xb)(score),
        hits,
        misses,
        reasoning: reply.overall_reasoning ?? '',
        details: { raw_scores: rawScores, normalization: 'score / 10', aggregation: 'weighted_average' },
    };
}
/** AgentV's analytic rubric prompt (`buildScoreRangePrompt`), over our judge fields. */
function scoreRangeRequest(evalId, fields, criteria, judge, dimension) {
    const parts = [
        'You are an expert grader. Score the candidate answer on each criterion below using the provided score ranges.',
        'For each criterion, output an integer score from 0 to 10 based on which score range best matches the answer.',
        '',
        '[[ ## question ## ]]',
        fields.request,
        '',
        '[[ ## criteria ## ]]',
        fields.expected_outcome,
        '',
    ];
    if (fields.reference_answer.trim() !== '')
        parts.push('[[ ## reference_answer ## ]]', fields.reference_answer, '');
    parts.push('[[ ## answer ## ]]', fields.generated_answer, '', '[[ ## scoring_criteria ## ]]');
    for (const c of criteria) {
        const weight = c.weight !== 1 ? ` (weight: ${c.weight})` : '';
        const min = c.minScore !== undefined ? ` [REQUIRED: min score ${c.minScore}]` : '';
        parts.push('', `### Criterion: ${c.id}${weight}${min}`);
        if (c.description)
            parts.push(`Description: ${c.description}`);
        if (c.scoreRanges?.length) {
            parts.push('Score ranges:');
            for (const r of c.scoreRanges)
                parts.push(`  - Score ${r.min === r.max ? `${r.min}` : `${r.min}-${r.max}`}: ${r.outcome}`);
        }
    }
    parts.push('', 'For each criterion, provide an integer score 0-10 that matches one of its defined score ranges.');
    return (0,grader_request/* graderRequest */.p)({
        evalId,
        system: SCORE_RANGE_SYSTEM_PROMPT,
        user: parts.join('\n'),
        json: true,
        label: { agent: judge.targetName, dimension },
        metadata: { ...fields, score_range_criteria: criteria.map((c) => c.id) },
    });
}

;// CONCATENATED MODULE: ./src/evaluators/rubric-evaluator.ts





/** Longest raw judge text quoted in a warning: enough to see what went wrong, bounded for logs. */
const MAX_RAW_IN_WARNING = 2000;
/**
 * Grades a case against rubric criteria. With batching (`batch: true` or the run's
 * BATCHING_ENABLED) and a judge that supports structured output, one call grades every criterion;
 * whatever that call leaves missing or malformed is graded again one criterion at a time.
 * Otherwise every criterion is its own call; they run concurrently and the call limiter bounds them.
 */
class RubricEvaluator {
    config;
    judge;
    deps;
    type = 'rubric';
    name;
    weight;
    constructor(config, judge, deps) {
        this.config = config;
        this.judge = judge;
        this.deps = deps;
        this.name = config.name;
        this.weight = config.weight;
    }
    /** Whether this evaluator grades all criteria in one call (only with structured output). */
    get batching() {
        const wanted = this.config.batch ?? this.deps.batching ?? false;
        return wanted && this.judge.supportsStructuredOutput === true && this.config.criteria.length > 1;
    }
    async evaluate(context, options) {
        const fields = {
            expected_outcome: context.evalCase.expectedOutcome,
            request: String(context.request.metadata?.question ?? context.request.prompt),
            reference_answer: context.evalCase.referenceAnswer ?? '',
            generated_answer: context.candidateAnswer,
        };
        // AgentV: one item with score_ranges makes the whole rubric analytic (every item scored 0–10).
        if (this.config.criteria.some((c) => c.scoreRanges !== undefined)) {
            return gradeScoreRanges(context.evalCase.id, fields, this.config.criteria, this.judge, options, `${context.evalCase.id}/${this.name}`);
        }
        const k = judgeSamplesFor(this.config.judge_samples, this.deps.judgeSampling, context.evalCase.id);
        const samples = await takeSamples(k, (index) => this.gradeAll(context.evalCase.id, fields, options, index));
        if (options.signal.aborted)
            throw options.signal.reason;
        const failed = samples.flatMap((s) => s.failed);
        if (failed.length > 0) {
            throw new agentv_error/* EvaluatorError */.AF(`rubric "${this.name}" could not grade ${failed.length} criteria (${failed.join('; ')})`);
        }
        const ordered = k === 1 ? samples[0].ordered : majorityOfSamples(samples.map((s) => s.ordered));
        const calls = samples.reduce((sum, s) => sum + s.calls, 0);
        const overall = samples[0]?.overall;
        // Each criterion's verdict is its majority; the score is the mean of the samples' scores.
        const sampleScores = samples.map((s) => scoreRubric(s.ordered).score);
        const scored = k === 1 ? scoreRubric(ordered) : meanOfSamples(ordered, sampleScores);
        const satisfied = ordered.filter((g) => g.satisfied).length;
        const summary = [`${satisfied} of ${ordered.length} criteria satisfied`];
        if (scored.failedRequired.length > 0)
            summary.push(`required not satisfied: ${scored.failedRequired.join(', ')}`);
        return {
            score: scored.score,
            verdict: scored.verdict,
            hits: scored.hits,
            misses: scored.misses,
            reasoning: [summary.join('; '), overall].filter(Boolean).join('. '),
            details: {
                judge_calls: calls,
                batched: this.batching,
                checks: ordered.map((g) => ({
                    id: g.criterion.id,
                    satisfied: g.satisfied,
                    weight: g.criterion.weight,
                    required: g.criterion.required,
                    reasoning: g.reasoning,
                    graded_by: g.gradedBy,
                    ...(g.agreement !== undefined
                        ? { votes: g.votes, agreement: g.agreement, unstable: g.agreement < UNSTABLE_AGREEMENT }
                        : {}),
                })),
                ...(k > 1
                    ? { judge_samples: k, sample_scores: sampleScores.map(round4), agreement: meanAgreement(ordered) }
                    : {}),
            },
        };
    }
    /**
     * Every criterion graded once (sample `sample`, 0-based): in one batch call when batching, the rest one call each.
     */
    async gradeAll(evalId, fields, options, sample) {
        const graded = new Map();
        let overall;
        let calls = 0;
        if (this.batching) {
            calls++;
            const batch = await this.gradeBatch(evalId, fields, options, sample);
            overall = batch.overall;
            for (const g of batch.graded)
                graded.set(g.criterion.id, g);
        }
        const remaining = this.config.criteria.filter((c) => !graded.has(c.id));
        calls += remaining.length;
        const singles = await Promise.allSettled(remaining.map((c) => this.gradeOne(evalId, fields, c, options, sample)));
        const failed = [];
        singles.forEach((outcome, i) => {
            if (outcome.status === 'fulfilled')
                graded.set(outcome.value.criterion.id, outcome.value);
            else
                failed.push(`${remaining[i]?.id}: ${describe(outcome.reason)}`);
        });
        const ordered = this.config.criteria
            .map((c) => graded.get(c.id))
            .filter((g) => g !== undefined);
        return { ordered, overall, calls, failed };
    }
    /** One structured call for every criterion; returns only the entries that passed validation. */
    async gradeBatch(evalId, fields, options, sample) {
        const { criteria } = this.config;
        const request = rubricRequest(evalId, fields, criteria, {
            agent: this.judge.targetName,
            dimension: `${evalId}/batch`,
        });
        const response = await this.judge.invoke(sampledRequest(request, sample), options);
        const reply = parseRubricBatch(response.text, new Set(criteria.map((c) => c.id)));
        const { logger } = this.deps.runtime;
        if (!reply.valid) {
            logger.warn(`${evalId}: rubric "${this.name}" batch reply was not a JSON object with "checks"; grading every criterion ` +
                `one at a time. Raw reply: ${clip(response.text)}`);
        }
        for (const entry of reply.dropped) {
            logger.warn(`${evalId}: rubric "${this.name}" dropped a malformed batch entry (${entry.reason}); grading it one at a ` +
                `time. Raw entry: ${clip(entry.raw)}`);
        }
        const missing = criteria.filter((c) => !reply.checks.has(c.id)).length;
        if (reply.valid && missing > 0)
            logger.debug(`${evalId}: rubric "${this.name}" batch left ${missing} criteria ungraded; grading them one at a time`);
        const graded = criteria.flatMap((criterion) => {
            const check = reply.checks.get(criterion.id);
            return check
                ? [{ criterion, satisfied: check.satisfied, reasoning: check.reasoning ?? '', gradedBy: 'batch' }]
                : [];
        });
        return reply.overallReasoning ? { graded, overall: reply.overallReasoning } : { graded };
    }
    /** One call for one criterion. A reply without a valid answer counts as not satisfied, with a warning. */
    async gradeOne(evalId, fields, criterion, options, sample) {
        const request = rubricRequest(evalId, fields, [criterion], {
            agent: this.judge.targetName,
            dimension: `${evalId}/${criterion.id}`,
        });
        const response = await this.judge.invoke(sampledRequest(request, sample), options);
        const check = parseRubricCheck(response.text, criterion.id);
        if (!check) {
            this.deps.runtime.logger.warn(`${evalId}: rubric "${this.name}" got no valid answer for criterion "${criterion.id}"; counted as not ` +
                `satisfied. Raw reply: ${clip(response.text)}`);
            return { criterion, satisfied: false, reasoning: 'judge gave no valid answer', gradedBy: 'invalid' };
        }
        return { criterion, satisfied: check.satisfied, reasoning: check.reasoning ?? '', gradedBy: 'single' };
    }
}
/** Builds a rubric evaluator; an evaluator-level `target` picks another judge. */
function createRubricEvaluator(config, deps) {
    const judge = config.target ? deps.judgeFor(config.target) : deps.judge;
    return new RubricEvaluator(config, judge, deps);
}
function clip(text) {
    return text.length <= MAX_RAW_IN_WARNING ? text : `${text.slice(0, MAX_RAW_IN_WARNING)}… (${text.length} chars)`;
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * Each criterion's verdict over the samples (each sample grades every criterion, in the rubric's
 * order): the majority, a tie counting as not satisfied; its reasoning that of the first sample
 * agreeing with the majority; `votes` as `satisfied/k`.
 */
function majorityOfSamples(samples) {
    const first = samples[0] ?? [];
    return first.map((g, i) => {
        const votes = samples.map((s) => s[i]?.satisfied === true);
        const { verdict, agreement } = majorityVote(votes);
        const shown = samples.map((s) => s[i]).find((x) => x?.satisfied === verdict) ?? g;
        return {
            ...shown,
            criterion: g.criterion,
            satisfied: verdict,
            votes: `${votes.filter(Boolean).length}/${votes.length}`,
            agreement,
        };
    });
}
/** The mean agreement of a rubric's sampled criteria. */
function meanAgreement(graded) {
    const values = graded.map((g) => g.agreement ?? 1);
    return round4(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length));
}
/**
 * A sampled rubric's score: the mean of its samples' scores (as documented), with hits, misses and
 * the required gate from the majority verdicts; a failed required criterion still forces `fail`.
 */
function meanOfSamples(majority, sampleScores) {
    const scored = scoreRubric(majority);
    const score = round4(sampleScores.reduce((a, b) => a + b, 0) / Math.max(1, sampleScores.length));
    return { ...scored, score, verdict: scored.failedRequired.length > 0 ? 'fail' : (0,eval_result/* verdictFor */.Xb)(score) };
}
function round4(value) {
    return Math.round(value * 1e4) / 1e4;
}
/**
 * Score = satisfied weight / total weight. When every weight is 0 each criterion
 * counts the same, so a rubric of zero weights still means something. A failed `required`
 * criterion forces the verdict `fail` whatever the score.
 */
function scoreRubric(graded) {
    const total = graded.reduce((sum, g) => sum + g.criterion.weight, 0);
    const weightOf = (g) => (total > 0 ? g.criterion.weight : 1);
    const denominator = total > 0 ? total : graded.length;
    const satisfied = graded.filter((g) => g.satisfied).reduce((sum, g) => sum + weightOf(g), 0);
    const score = denominator > 0 ? satisfied / denominator : 0;
    const failedRequired = graded.filter((g) => g.criterion.required && !g.satisfied).map((g) => g.criterion.id);
    return {
        score,
        verdict: failedRequired.length > 0 ? 'fail' : (0,eval_result/* verdictFor */.Xb)(score),
        hits: graded.filter((g) => g.satisfied).map((g) => `${g.criterion.id}: ${g.criterion.description}`),
        misses: graded
            .filter((g) => !g.satisfied)
            .map((g) => `${g.criterion.id}${g.criterion.required ? ' (required)' : ''}: ${g.criterion.description}`),
        failedRequired,
    };
}

;// CONCATENATED MODULE: ./src/evaluators/composite.ts








const AGGREGATOR_TIMEOUT_MS = 60_000;
/** AgentV's default aggregator prompt (its wording), used when the suite gives none. */
const DEFAULT_AGGREGATOR_PROMPT = `Review the following evaluation results:
{{EVALUATOR_RESULTS_JSON}}

Decide the final score and verdict based on all evaluator results.
Return a JSON object with: score (0.0-1.0), verdict (pass/fail/borderline), and reasoning.`;
const AGGREGATOR_SYSTEM_PROMPT = 'You combine the results of several evaluators into one grade. Reply with exactly one JSON object: {"score": ' +
    'number between 0 and 1, "hits": string[] (at most 4), "misses": string[] (at most 4), "reasoning": string}.';
/**
 * AgentV's `composite`: its members grade the answer side by side, then an aggregator turns
 * their results into one score. `weighted_average` weighs each member by `aggregator.weights[name]`
 * (default 1; a member's own `weight` does not count here, as in AgentV). A `code_judge`
 * aggregator is a script that reads `{"results": {name: {score, verdict, hits, misses, reasoning}}}`
 * on stdin and prints `{score, verdict?, hits?, misses?, reasoning?}`; an `llm_judge` aggregator
 * asks the case's judge with the members' results. Members are kept in the
 * record as `evaluator_results`.
 */
class CompositeEvaluator {
    config;
    deps;
    type = 'composite';
    name;
    weight;
    members;
    constructor(config, deps, build) {
        this.config = config;
        this.deps = deps;
        this.name = config.name;
        this.weight = config.weight;
        this.members = config.evaluators.map((member) => build(member, deps));
    }
    async evaluate(context, options) {
        const aggregator = this.config.aggregator;
        const weights = aggregator.type === 'weighted_average' ? (aggregator.weights ?? {}) : {};
        const results = await (0,usage_meter/* allSettledFirst */.VQ)(this.members.map(async (member) => {
            // A member's own calls go into its entry; they count into the composite's entry as well.
            const run = await (0,usage_meter/* metered */.F3)((meter) => member.evaluate(context, { ...options, meter }), {
                parent: options.meter,
            });
            if (!run.ok)
                throw run.error;
            const { verdict, ...scored } = run.value;
            return {
                name: member.name,
                type: member.type,
                weight: weights[member.name] ?? 1,
                ...scored,
                verdict: verdict ?? (0,eval_result/* verdictFor */.Xb)(scored.score),
                ...run.meter.fields(),
            };
        }));
        if (aggregator.type === 'weighted_average')
            return { ...weightedAverage(results), evaluator_results: results };
        if (aggregator.type === 'threshold')
            return { ...shareThatPassed(results, aggregator.threshold), evaluator_results: results };
        if (aggregator.type === 'llm_judge')
            return { ...(await this.runJudgeAggregator(aggregator, results, context, options)), evaluator_results: results };
        return { ...(await this.runCodeAggregator(aggregator, results, options.signal)), evaluator_results: results };
    }
    /** AgentV's llm_judge aggregator: the judge reads every member's result and decides the score. */
    async runJudgeAggregator(aggregator, results, context, options) {
        const template = aggregator.prompt_path
            ? await (0,external_node_fs_promises_.readFile)(aggregator.prompt_path, 'utf8')
            : (aggregator.prompt ?? DEFAULT_AGGREGATOR_PROMPT);
        const members = Object.fromEntries(results.map((r) => [
            r.name,
            { score: r.score, verdict: r.verdict, hits: r.hits, misses: r.misses, reasoning: r.reasoning },
        ]));
        const user = template.replaceAll('{{EVALUATOR_RESULTS_JSON}}', JSON.stringify(members, null, 2));
        const judge = this.deps.judge;
        const request = (0,grader_request/* graderRequest */.p)({
            evalId: context.evalCase.id,
            system: AGGREGATOR_SYSTEM_PROMPT,
            user,
            json: true,
            label: { agent: judge.targetName, dimension: `${context.evalCase.id}/${this.name}` },
        });
        const response = await judge.invoke(request, options);
        const { valid: _valid, ...score } = parseJudgeReply(response.text);
        return score;
    }
    async runCodeAggregator(aggregator, results, signal) {
        const payload = Object.fromEntries(results.map((r) => [
            r.name,
            { score: r.score, verdict: r.verdict, hits: r.hits, misses: r.misses, reasoning: r.reasoning },
        ]));
        const fail = (why) => ({
            score: 0,
            verdict: 'fail',
            hits: [],
            misses: [`Code aggregator failed: ${why}`],
            reasoning: why,
        });
        try {
            const outcome = await (0,run_process/* runProcess */.R3)({
                file: '/bin/sh',
                args: ['-c', aggregator.path],
                cwd: aggregator.cwd,
                env: (0,child_env/* childEnv */.gf)(this.deps.runtime),
                stdin: JSON.stringify({ results: payload }),
                timeoutMs: AGGREGATOR_TIMEOUT_MS,
                signal,
                what: `composite aggregator "${this.name}"`,
            });
            if (outcome.exitCode !== 0)
                return fail(`script exited with ${outcome.exitCode ?? outcome.signal}: ` +
                    outcome.stderr.trim().split('\n').slice(-2).join(' | '));
            const parsed = firstJsonObject(outcome.stdout);
            const raw = typeof parsed?.score === 'number' && Number.isFinite(parsed.score) ? parsed.score : 0;
            const score = Math.min(1, Math.max(0, raw));
            const list = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string' && x.trim() !== '') : [];
            const verdict = parsed?.verdict;
            return {
                score,
                hits: list(parsed?.hits),
                misses: list(parsed?.misses),
                reasoning: typeof parsed?.reasoning === 'string' ? parsed.reasoning : '',
                ...(verdict === 'pass' || verdict === 'borderline' || verdict === 'fail'
                    ? { verdict: verdict }
                    : {}),
            };
        }
        catch (error) {
            if (signal.aborted)
                throw error;
            return fail(error instanceof agentv_error/* TimeoutError */.MU ? `timed out after ${AGGREGATOR_TIMEOUT_MS / 1000} s` : error.message);
        }
    }
}
/** Σ score·weight / Σ weight, hits and misses prefixed with the member's name. */
function weightedAverage(results) {
    const total = results.reduce((sum, r) => sum + r.weight, 0);
    const score = total > 0 ? results.reduce((sum, r) => sum + r.score * r.weight, 0) / total : 0;
    return {
        score: Math.min(1, Math.max(0, score)),
        hits: results.flatMap((r) => r.hits.map((h) => `[${r.name}] ${h}`)),
        misses: results.flatMap((r) => r.misses.map((m) => `[${r.name}] ${m}`)),
        reasoning: results
            .filter((r) => r.reasoning)
            .map((r) => `${r.name}: ${r.reasoning}`)
            .join('; '),
    };
}
/** AgentV 4's `threshold` aggregator: score = share of members that passed; pass when it reaches `threshold`. */
function shareThatPassed(results, threshold) {
    const passed = results.filter((r) => r.verdict === 'pass').length;
    const score = results.length > 0 ? passed / results.length : 0;
    const verdict = score >= threshold ? 'pass' : 'fail';
    return {
        score,
        verdict,
        hits: results.flatMap((r) => r.hits.map((h) => `[${r.name}] ${h}`)),
        misses: results.flatMap((r) => r.misses.map((m) => `[${r.name}] ${m}`)),
        reasoning: `${passed}/${results.length} evaluators passed (threshold: ${threshold})`,
    };
}
function createCompositeEvaluator(config, deps, build) {
    return new CompositeEvaluator(config, deps, build);
}

;// CONCATENATED MODULE: ./src/evaluators/trace-facts.ts


function traceFacts(context) {
    const { response } = context;
    const facts = {};
    // AgentV has a transcript for every answer: one without a trace called no tool.
    facts.toolCalls = (response.trace ?? []).filter((e) => e.type === 'tool_call').map(toToolCall);
    facts.llmCallCount = llmCallCount(response);
    const usage = response.tokenUsage;
    if (usage) {
        const total = usage.input !== undefined && usage.output !== undefined ? usage.input + usage.output : usage.total;
        if (total !== undefined)
            facts.totalTokens = total;
    }
    if (typeof response.costUsd === 'number')
        facts.costUsd = response.costUsd;
    const duration = response.durationMs ?? context.durationMs;
    if (duration !== undefined)
        facts.durationMs = duration;
    return facts;
}
/**
 * Arguments under whichever key the stream used: `input` (claude, AgentV), `args`, or `arguments` (JSON text in
 * OpenAI's shape).
 */
function toToolCall(event) {
    const data = (0,is_record/* isRecord */.u)(event.data) ? event.data : {};
    const call = { name: event.name ?? 'unknown' };
    const args = pickArgs(data);
    if (args)
        call.args = args;
    const duration = data.duration_ms ?? data.durationMs;
    if (typeof duration === 'number')
        call.durationMs = duration;
    if (data.output !== undefined && data.output !== null)
        call.output = data.output;
    return call;
}
function pickArgs(data) {
    for (const key of ['input', 'args', 'arguments']) {
        let value = data[key];
        if (typeof value === 'string') {
            try {
                value = JSON.parse(value);
            }
            catch {
                continue;
            }
        }
        if ((0,is_record/* isRecord */.u)(value))
            return value;
    }
    return undefined;
}
/** AgentV's deep equality: primitives, arrays in order, plain objects with the same keys. */
function deepEqual(a, b) {
    if (a === b)
        return true;
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object')
        return false;
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((v, i) => deepEqual(v, b[i]));
    const ao = a;
    const bo = b;
    const keys = Object.keys(ao);
    return keys.length === Object.keys(bo).length && keys.every((k) => Object.hasOwn(bo, k) && deepEqual(ao[k], bo[k]));
}

;// CONCATENATED MODULE: ./src/evaluators/execution-metrics.ts

/** Read-only tools (AgentV's list) whose share of all tool calls is the exploration ratio. */
const EXPLORATION_TOOLS = new Set([
    'read',
    'grep',
    'glob',
    'search',
    'list',
    'Read',
    'Grep',
    'Glob',
    'WebSearch',
    'WebFetch',
]);
/**
 * AgentV's `execution_metrics`: every configured threshold is one check (values must be at most
 * the maximum; the exploration ratio within `exploration_tolerance`, default 0.2, of its target).
 * Missing data is a miss. Score = hits / checks. Without any trace the score is 0.
 */
class ExecutionMetricsEvaluator {
    config;
    type = 'execution_metrics';
    name;
    weight;
    constructor(config) {
        this.config = config;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context) {
        return gradeMetrics(this.config, traceFacts(context));
    }
}
function gradeMetrics(config, facts) {
    const calls = facts.toolCalls;
    if (calls === undefined) {
        return {
            score: 0,
            hits: [],
            misses: ['No trace summary available'],
            reasoning: 'Execution metrics not available - no trace summary provided',
        };
    }
    const tally = { hits: [], misses: [], actual: [] };
    const usd = (n) => `$${n.toFixed(4)}`;
    checkAtMost(tally, 'Tool calls', 'tool_calls', calls.length, config.max_tool_calls);
    checkAtMost(tally, 'LLM calls', 'llm_calls', facts.llmCallCount, config.max_llm_calls);
    checkAtMost(tally, 'Total tokens', 'tokens', facts.totalTokens, config.max_tokens);
    checkAtMost(tally, 'Cost', 'cost', facts.costUsd, config.max_cost_usd, usd);
    checkAtMost(tally, 'Duration', 'duration', facts.durationMs, config.max_duration_ms, (n) => `${n}ms`);
    const target = config.target_exploration_ratio;
    if (target !== undefined)
        checkExploration(tally, calls, target, config.exploration_tolerance ?? 0.2);
    const { hits, misses, actual } = tally;
    const checks = hits.length + misses.length;
    return {
        score: checks > 0 ? hits.length / checks : 0,
        hits,
        misses,
        reasoning: actual.length > 0 ? `execution_metrics ${actual.join(', ')}` : 'No metrics evaluated',
    };
}
/** One "at most" threshold: skipped when not configured, a miss when the value is not known. */
function checkAtMost(tally, label, key, value, max, show = String) {
    if (max === undefined)
        return;
    if (value === undefined) {
        tally.misses.push(`${label} data not available`);
        return;
    }
    tally.actual.push(`${key}=${show(value)}`);
    (value <= max ? tally.hits : tally.misses).push(`${label} ${show(value)} ${value <= max ? '<=' : '>'} ${show(max)} max`);
}
/** The share of read-only tool calls, within `tolerance` of `target`; no tool calls is a miss. */
function checkExploration(tally, calls, target, tolerance) {
    if (calls.length === 0) {
        tally.misses.push('Exploration ratio not available (no tool calls)');
        return;
    }
    const ratio = calls.filter((c) => EXPLORATION_TOOLS.has(c.name)).length / calls.length;
    const diff = Math.abs(ratio - target);
    tally.actual.push(`exploration_ratio=${ratio.toFixed(2)}`);
    // A small epsilon so that 0.8 vs 0.6 ± 0.2 is inside, as written, despite binary fractions.
    if (diff <= tolerance + 1e-9) {
        tally.hits.push(`Exploration ratio ${ratio.toFixed(2)} within tolerance of target ${target}`);
        return;
    }
    tally.misses.push(`Exploration ratio ${ratio.toFixed(2)} outside tolerance of target ${target} (diff: ${diff.toFixed(2)}, ` +
        `tolerance: ${tolerance})`);
}
/** AgentV's `latency`: 1 when the execution took at most `threshold` ms, else 0; no duration is 0. */
class LatencyEvaluator {
    config;
    type = 'latency';
    name;
    weight;
    constructor(config) {
        this.config = config;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context) {
        return gradeLatency(this.config.threshold, traceFacts(context).durationMs);
    }
}
function gradeLatency(threshold, durationMs) {
    if (durationMs === undefined) {
        return {
            score: 0,
            hits: [],
            misses: ['No duration data available in trace'],
            reasoning: 'Execution duration not reported by provider',
        };
    }
    const passed = durationMs <= threshold;
    return {
        score: passed ? 1 : 0,
        hits: passed ? [`Duration ${durationMs}ms <= ${threshold}ms threshold`] : [],
        misses: passed ? [] : [`Duration ${durationMs}ms > ${threshold}ms threshold`],
        reasoning: `Execution took ${durationMs}ms (threshold: ${threshold}ms)`,
    };
}
/** AgentV's single-metric `cost` and `token_usage`: 1 when every limit holds, else 0; no data is 0. */
class BudgetEvaluator {
    config;
    type;
    name;
    weight;
    constructor(config) {
        this.config = config;
        this.type = config.type;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context) {
        const { response } = context;
        return this.config.type === 'cost'
            ? gradeCost(this.config.budget, response.costUsd ?? undefined)
            : gradeTokens(this.config, response.tokenUsage);
    }
}
function gradeCost(budget, costUsd) {
    if (costUsd === undefined)
        return {
            score: 0,
            hits: [],
            misses: ['No cost data available in trace'],
            reasoning: 'Cost not reported by provider',
        };
    const usd = (n) => `$${n.toFixed(4)}`;
    const passed = costUsd <= budget;
    return {
        score: passed ? 1 : 0,
        hits: passed ? [`Cost ${usd(costUsd)} <= ${usd(budget)} budget`] : [],
        misses: passed ? [] : [`Cost ${usd(costUsd)} > ${usd(budget)} budget`],
        reasoning: `Execution cost ${usd(costUsd)} (budget: ${usd(budget)})`,
    };
}
function gradeTokens(config, usage) {
    if (usage?.input === undefined || usage.output === undefined) {
        return {
            score: 0,
            hits: [],
            misses: ['No token usage data available in trace'],
            reasoning: 'Token usage not reported by provider',
        };
    }
    const { input, output } = usage;
    const hits = [];
    const misses = [];
    const check = (label, value, max) => {
        if (max !== undefined)
            (value <= max ? hits : misses).push(`${label} tokens ${value} ${value <= max ? '<=' : '>'} ${max}`);
    };
    check('Input', input, config.max_input);
    check('Output', output, config.max_output);
    check('Total', input + output, config.max_total);
    return {
        score: misses.length === 0 ? 1 : 0,
        hits,
        misses,
        reasoning: `token_usage input=${input}, output=${output}, total=${input + output}`,
    };
}
function createBudgetEvaluator(config) {
    return new BudgetEvaluator(config);
}
function createExecutionMetricsEvaluator(config) {
    return new ExecutionMetricsEvaluator(config);
}
function createLatencyEvaluator(config) {
    return new LatencyEvaluator(config);
}

;// CONCATENATED MODULE: ./src/evaluators/field-accuracy.ts


/**
 * AgentV's `field_accuracy`: the answer is JSON (code fences allowed); each configured field is
 * looked up by dot path (`items[0].amount`) in it and in the expected JSON (the last expected
 * message), and compared `exact`, `numeric_tolerance` (absolute, or `relative` to the expected
 * value) or `date` (same calendar day across formats). A field the expected data lacks counts as a
 * hit; a missing required field (the default) is a miss; a missing optional one weighs nothing.
 * Score = weighted mean of field scores, or 1/0 with `aggregation: all_or_nothing`.
 */
class FieldAccuracyEvaluator {
    config;
    type = 'field_accuracy';
    name;
    weight;
    constructor(config) {
        this.config = config;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context) {
        return gradeFields(this.config, context.candidateAnswer, context.evalCase.referenceAnswer);
    }
}
function gradeFields(config, candidate, reference) {
    const actual = parseJsonObject(candidate);
    if (!actual)
        return {
            score: 0,
            hits: [],
            misses: ['Failed to parse candidate answer as JSON'],
            reasoning: 'Candidate answer is not valid JSON',
        };
    const expected = reference === undefined ? undefined : parseJsonObject(reference);
    if (!expected)
        return {
            score: 0,
            hits: [],
            misses: ['No expected data found in expected_messages'],
            reasoning: 'Could not extract expected data from expected_messages',
        };
    const results = config.fields.map((field) => gradeField(field, resolvePath(actual, field.path), resolvePath(expected, field.path)));
    const hits = results.filter((r) => r.hit).map((r) => r.message);
    const misses = results.filter((r) => !r.hit).map((r) => r.message);
    let score;
    if (config.aggregation === 'all_or_nothing') {
        score = misses.length === 0 ? 1 : 0;
    }
    else {
        const total = results.reduce((sum, r) => sum + r.weight, 0);
        score =
            total === 0 ? (results.length === 0 ? 1 : 0) : results.reduce((sum, r) => sum + r.score * r.weight, 0) / total;
    }
    return {
        score,
        hits: hits.slice(0, 4),
        misses: misses.slice(0, 4),
        reasoning: `${hits.length}/${results.length} fields matched`,
    };
}
function gradeField(field, actual, expected) {
    const { path, required = true, weight = 1 } = field;
    const hit = (message) => ({ score: 1, weight, hit: true, message });
    const miss = (message) => ({ score: 0, weight, hit: false, message });
    if (expected === undefined)
        return hit(`${path}: no expected value`);
    if (actual === undefined)
        return required
            ? miss(`${path} (required, missing)`)
            : { score: 1, weight: 0, hit: true, message: `${path}: optional field missing` };
    switch (field.match) {
        case 'exact':
            if (deepEqual(actual, expected))
                return hit(path);
            return miss(typeof actual !== typeof expected
                ? `${path} (type mismatch: got ${typeof actual}, expected ${typeof expected})`
                : `${path} (value mismatch)`);
        case 'numeric_tolerance': {
            const a = toNumber(actual);
            const e = toNumber(expected);
            if (a === undefined || e === undefined)
                return miss(`${path} (non-numeric value)`);
            const tolerance = field.tolerance ?? 0;
            const diff = Math.abs(a - e);
            const measured = field.relative && e !== 0 ? diff / Math.abs(e) : diff;
            return measured <= tolerance
                ? hit(`${path} (within tolerance: diff=${diff.toFixed(2)})`)
                : miss(`${path} (outside tolerance: diff=${diff.toFixed(2)}, tolerance=${tolerance})`);
        }
        case 'date': {
            const formats = field.formats ?? [];
            const a = parseDay(String(actual), formats);
            const e = parseDay(String(expected), formats);
            if (!a)
                return miss(`${path} (unparseable candidate date)`);
            if (!e)
                return miss(`${path} (unparseable expected date)`);
            return a === e ? hit(path) : miss(`${path} (date mismatch: got ${a}, expected ${e})`);
        }
    }
}
/** The first JSON object in the text, code fences stripped (AgentV's parseJsonFromText). */
function parseJsonObject(text) {
    const cleaned = text.replace(/```json\n?|```/g, '').trim();
    const blob = cleaned.match(/\{[\s\S]*\}/)?.[0] ?? cleaned;
    try {
        const value = JSON.parse(blob);
        return (0,is_record/* isRecord */.u)(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}
/** `a.b[0].c` → value, or undefined when any step is missing. */
function resolvePath(root, path) {
    let current = root;
    for (const part of path.split(/\.|\[|\]/).filter((p) => p !== '')) {
        if (typeof current !== 'object' || current === null)
            return undefined;
        current =
            Array.isArray(current) && /^\d+$/.test(part) ? current[Number(part)] : current[part];
    }
    return current;
}
function toNumber(value) {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN;
    return Number.isFinite(n) ? n : undefined;
}
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/**
 * A date string → `YYYY-MM-DD`, or undefined. ISO dates keep their calendar day (time ignored);
 * `15-JAN-2025` and month names are read; for `NN/NN/YYYY` (or dashes) the listed `formats` decide
 * day-first or month-first, and without a decisive format the values do (a number over 12 is the
 * day), defaulting to month-first as AgentV does.
 */
function parseDay(text, formats) {
    const s = text.trim();
    const iso = s.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/);
    if (iso)
        return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const named = s.match(/^(\d{1,2})[-\s]([A-Za-z]{3,9})[-\s,]*(\d{4})$/);
    if (named)
        return day(Number(named[3]), monthOf(named[2] ?? ''), Number(named[1]));
    const numeric = s.match(/^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/);
    if (numeric) {
        const [first, second, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
        const us = formats.some((f) => f.includes('MM/DD') || f.includes('MM-DD'));
        const eu = formats.some((f) => f.includes('DD/MM') || f.includes('DD-MM'));
        if (us && !eu)
            return day(year, first, second);
        if (eu && !us)
            return day(year, second, first);
        return first > 12 && second <= 12 ? day(year, second, first) : day(year, first, second);
    }
    const fallback = new Date(s);
    return Number.isNaN(fallback.getTime())
        ? undefined
        : day(fallback.getFullYear(), fallback.getMonth() + 1, fallback.getDate());
}
function monthOf(name) {
    return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}
function day(year, month, date) {
    if (month < 1 || month > 12 || date < 1 || date > 31)
        return undefined;
    return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}
function createFieldAccuracyEvaluator(config) {
    return new FieldAccuracyEvaluator(config);
}

;// CONCATENATED MODULE: ./src/evaluators/tool-trajectory.ts

/**
 * AgentV's `tool_trajectory`: grades the tool calls an agent made.
 * - `any_order`: each tool in `minimums` called at least that often; score = tools satisfied / tools listed.
 * - `in_order`: the expected calls appear as a subsequence; a same-named call with other args
 *   consumes the position and counts as a miss.
 * - `exact`: the same calls at the same positions, and as many of them.
 * - `superset` (4.x): each expected call is found among the calls (each call used once).
 * - `subset` (4.x): each call the agent made is one of the expected (reusable) items.
 * Arguments compare as `args_match` says (per item, else per evaluator): 2.x suites default to
 * `superset` (the call has every expected key), 4.x suites to `exact` (the loader sets it).
 * A `max_duration_ms` on an expected call adds one assertion, counted only when the call carries a
 * duration (otherwise it is skipped, as AgentV does). Score = assertions met / assertions counted.
 */
class ToolTrajectoryEvaluator {
    config;
    type = 'tool_trajectory';
    name;
    weight;
    constructor(config) {
        this.config = config;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context) {
        return gradeTrajectory(this.config, traceFacts(context).toolCalls);
    }
}
function gradeTrajectory(config, calls) {
    if (calls === undefined)
        return {
            score: 0,
            hits: [],
            misses: ['No trace available for evaluation'],
            reasoning: 'the target reported no trace',
        };
    if (config.mode === 'any_order')
        return anyOrder(config.minimums ?? {}, calls);
    const expected = config.expected ?? [];
    const match = (item, call) => argsMatch(item.args, call.args, item.args_match ?? config.args_match ?? 'superset');
    if (config.mode === 'subset')
        return subset(expected, calls, match);
    if (expected.length === 0)
        return { score: 1, hits: ['No tool sequence specified'], misses: [], reasoning: '' };
    if (config.mode === 'superset')
        return superset(expected, calls, match);
    return config.mode === 'in_order' ? inOrder(expected, calls, match) : exact(expected, calls, match);
}
/** Each expected call found among the calls, greedily, each call used at most once. */
function superset(expected, calls, match) {
    const used = new Set();
    const hits = [];
    const misses = [];
    for (const item of expected) {
        const at = calls.findIndex((call, j) => !used.has(j) && call.name === item.tool && match(item, call));
        if (at === -1) {
            misses.push(`Expected ${item.tool} not found in actual trajectory`);
        }
        else {
            used.add(at);
            hits.push(`Found ${item.tool} at position ${at}`);
        }
    }
    return finish(hits, misses, hits.length, expected.length);
}
/** Every call the agent made is allowed by some expected item (items are reusable). */
function subset(expected, calls, match) {
    if (calls.length === 0)
        return {
            score: 1,
            hits: [
                expected.length === 0 ? 'No tool calls and no expected tools' : 'No actual tool calls (trivially a subset)',
            ],
            misses: [],
            reasoning: '',
        };
    const hits = [];
    const misses = [];
    calls.forEach((call, i) => {
        const allowed = expected.some((item) => call.name === item.tool && match(item, call));
        (allowed ? hits : misses).push(`Position ${i}: ${call.name} is ${allowed ? '' : 'not '}in allowed set`);
    });
    return finish(hits, misses, hits.length, calls.length);
}
function anyOrder(minimums, calls) {
    const tools = Object.keys(minimums);
    if (tools.length === 0)
        return { score: 1, hits: ['No tool requirements specified'], misses: [], reasoning: '' };
    const counts = new Map();
    for (const call of calls)
        counts.set(call.name, (counts.get(call.name) ?? 0) + 1);
    const hits = [];
    const misses = [];
    for (const tool of tools) {
        const required = minimums[tool] ?? 0;
        const actual = counts.get(tool) ?? 0;
        (actual >= required ? hits : misses).push(`${tool}: called ${actual} times (required ≥${required})`);
    }
    return finish(hits, misses, hits.length, tools.length);
}
/** Tally of sequence and latency assertions for in_order / exact. */
class Tally {
    hits = [];
    misses = [];
    met = 0;
    counted;
    constructor(expected) {
        this.counted = expected.length + expected.filter((e) => e.max_duration_ms !== undefined).length;
    }
    matched(item, call, hit) {
        this.hits.push(hit);
        this.met++;
        const limit = item.max_duration_ms;
        if (limit === undefined)
            return;
        if (call.durationMs === undefined) {
            this.counted--; // no timing data: the latency assertion is skipped, not failed
        }
        else if (call.durationMs <= limit) {
            this.hits.push(`${item.tool} completed in ${call.durationMs}ms (max: ${limit}ms)`);
            this.met++;
        }
        else {
            this.misses.push(`${item.tool} took ${call.durationMs}ms (max: ${limit}ms)`);
        }
    }
    result() {
        return finish(this.hits, this.misses, this.met, this.counted);
    }
}
function inOrder(expected, calls, match) {
    const tally = new Tally(expected);
    let at = 0;
    expected.forEach((item, i) => {
        while (at < calls.length && calls[at]?.name !== item.tool)
            at++;
        const call = calls[at];
        if (!call) {
            tally.misses.push(`Expected ${item.tool} at position ${i}, not found in remaining trace`);
            return;
        }
        if (match(item, call))
            tally.matched(item, call, `Found ${item.tool} at position ${at}`);
        else
            tally.misses.push(`Expected ${item.tool} at position ${i}: tool found at ${at} but args mismatch`);
        at++;
    });
    return tally.result();
}
function exact(expected, calls, match) {
    const tally = new Tally(expected);
    if (calls.length !== expected.length)
        tally.misses.push(`Expected ${expected.length} tool calls, got ${calls.length}`);
    expected.forEach((item, i) => {
        const call = calls[i];
        if (!call)
            tally.misses.push(`Position ${i}: expected ${item.tool}, got nothing`);
        else if (call.name !== item.tool)
            tally.misses.push(`Position ${i}: expected ${item.tool}, got ${call.name}`);
        else if (!match(item, call))
            tally.misses.push(`Position ${i}: ${item.tool} args mismatch`);
        else
            tally.matched(item, call, `Position ${i}: ${item.tool}`);
    });
    return tally.result();
}
/** `any` or absent matches anything; otherwise as `mode` says (AgentV 4.x's argsMatch). */
function argsMatch(expected, actual, mode) {
    if (expected === undefined || expected === 'any' || mode === 'ignore')
        return true;
    if (actual === undefined)
        return false;
    if (Array.isArray(mode)) {
        return mode.every((field) => {
            const want = valueAtPath(expected, field);
            return want === undefined || deepEqual(want, valueAtPath(actual, field));
        });
    }
    switch (mode) {
        case 'exact':
            return deepEqual(expected, actual);
        case 'subset':
            return Object.entries(actual).every(([key, value]) => Object.hasOwn(expected, key) && deepEqual(value, expected[key]));
        case 'superset':
            return Object.entries(expected).every(([key, value]) => Object.hasOwn(actual, key) && deepEqual(value, actual[key]));
    }
}
function valueAtPath(value, dotted) {
    return dotted
        .split('.')
        .reduce((current, key) => current !== null && typeof current === 'object' ? current[key] : undefined, value);
}
function finish(hits, misses, met, counted) {
    const score = counted > 0 ? met / counted : 1;
    return { score, hits, misses, reasoning: `${met}/${counted} trajectory checks met` };
}
function createToolTrajectoryEvaluator(config) {
    return new ToolTrajectoryEvaluator(config);
}

// EXTERNAL MODULE: ./src/safety/regex-pool.ts
var regex_pool = __webpack_require__(76140);
;// CONCATENATED MODULE: ./src/evaluators/assertion-evaluator.ts

const quoted = (values) => values.map((v) => `"${v}"`).join(', ');
const list = (value) => Array.isArray(value) ? value : value === undefined ? [] : [value];
const one = (value) => (typeof value === 'string' ? value : '');
const caseInsensitive = (s) => s.toLowerCase();
const asWritten = (s) => s;
function containsFinding(answer, value) {
    const v = one(value);
    const passed = answer.includes(v);
    return { passed, text: passed ? `Output contains "${v}"` : `Output does not contain "${v}"` };
}
function icontainsFinding(answer, value) {
    const v = one(value);
    const passed = answer.toLowerCase().includes(v.toLowerCase());
    return { passed, text: `${passed ? 'Output contains' : 'Output does not contain'} "${v}" (case-insensitive)` };
}
/** `contains-any` (as written) or `icontains-any` (`fold` lowers the case): the first value found. */
function containsAny(fold) {
    const suffix = fold === caseInsensitive ? ' (case-insensitive)' : '';
    return (answer, value) => {
        const values = list(value);
        const hay = fold(answer);
        const matched = values.find((v) => hay.includes(fold(v)));
        return matched !== undefined
            ? { passed: true, text: `Output contains "${matched}"${suffix}` }
            : { passed: false, text: `Output does not contain any of: ${quoted(values)}${suffix}` };
    };
}
/** `contains-all` (as written) or `icontains-all` (`fold` lowers the case): the values missing. */
function containsAll(fold) {
    const suffix = fold === caseInsensitive ? ' (case-insensitive)' : '';
    return (answer, value) => {
        const values = list(value);
        const hay = fold(answer);
        const missing = values.filter((v) => !hay.includes(fold(v)));
        if (missing.length === 0)
            return { passed: true, text: `Output contains all ${values.length} expected strings${suffix}` };
        return { passed: false, text: `Output missing${suffix}: ${quoted(missing)}` };
    };
}
/** A comparison of the trimmed answer with the trimmed value, and its two sentences. */
function trimmedCheck(test, verbs) {
    return (answer, value) => {
        const v = one(value);
        const passed = test(answer.trim(), v.trim());
        return { passed, text: `Output ${passed ? verbs.yes : verbs.no} "${v}"` };
    };
}
function isJsonFinding(answer) {
    let passed = true;
    try {
        JSON.parse(answer);
    }
    catch {
        passed = false;
    }
    return { passed, text: passed ? 'Output is valid JSON' : 'Output is not valid JSON' };
}
/**
 * AgentV 4.x's deterministic assertions, with its semantics (graders/assertions.ts at v4.42.4):
 * `contains*` match substrings as written, `icontains*` ignore case, `starts-with`, `ends-with` and
 * `equals` compare both sides trimmed, `is-json` parses the whole answer ({@link regexFinding}
 * tests a `regex`). Each scores 1 or 0.
 */
const TEXT_CHECKS = {
    contains: containsFinding,
    icontains: icontainsFinding,
    'contains-any': containsAny(asWritten),
    'icontains-any': containsAny(caseInsensitive),
    'contains-all': containsAll(asWritten),
    'icontains-all': containsAll(caseInsensitive),
    'starts-with': trimmedCheck((a, v) => a.startsWith(v), { yes: 'starts with', no: 'does not start with' }),
    'ends-with': trimmedCheck((a, v) => a.endsWith(v), { yes: 'ends with', no: 'does not end with' }),
    equals: trimmedCheck((a, v) => a === v, { yes: 'equals', no: 'does not equal' }),
    'is-json': isJsonFinding,
};
/**
 * A `regex` check: a JavaScript pattern tested against the whole answer (a `g` or `y` pattern from
 * its start every time), in the bounded sandbox (src/safety/regex-pool.ts), so a pattern that
 * backtracks catastrophically fails this check instead of stopping the run.
 */
async function regexFinding(pattern, flags, answer, signal) {
    const passed = await regex_pool/* sharedRegexPool */.pg.test(pattern, flags, answer, signal);
    const shown = `/${pattern}/${flags ?? ''}`;
    return { passed, text: passed ? `Output matches pattern ${shown}` : `Output does not match pattern ${shown}` };
}
/** One deterministic assertion: no model call, no judge target. */
class TextAssertion {
    config;
    type;
    name;
    weight;
    constructor(config) {
        this.config = config;
        this.type = config.check;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context, options) {
        const { check: kind, value, flags } = this.config;
        const { passed, text } = kind === 'regex'
            ? await regexFinding(one(value), flags, context.candidateAnswer, options?.signal)
            : TEXT_CHECKS[kind](context.candidateAnswer, value);
        return { score: passed ? 1 : 0, hits: passed ? [text] : [], misses: passed ? [] : [text], reasoning: text };
    }
}
function createTextAssertion(config) {
    return new TextAssertion(config);
}

;// CONCATENATED MODULE: ./src/evaluators/skill-trigger.ts

/**
 * AgentV 4.x's `skill-trigger`: the skill counts as triggered when a `Skill` tool call names it,
 * a `Read` call loads a file under `skills/<skill>/`, or a tool's output mentions that folder.
 * Scores 1 when that matches `should_trigger` (default true), else 0.
 */
class SkillTriggerEvaluator {
    config;
    type = 'skill-trigger';
    name;
    weight;
    constructor(config) {
        this.config = config;
        this.name = config.name;
        this.weight = config.weight;
    }
    async evaluate(context) {
        const skill = this.config.skill;
        const shouldTrigger = this.config.should_trigger !== false;
        const calls = traceFacts(context).toolCalls ?? [];
        let evidence;
        for (const call of calls) {
            const tool = call.name.toLowerCase();
            const input = call.args ?? {};
            if (tool === 'skill' && String(input.skill ?? '').includes(skill))
                evidence = `Skill tool invoked with skill="${String(input.skill)}"`;
            else if (tool === 'read' && String(input.file_path ?? input.path ?? '').includes(`skills/${skill}/`))
                evidence = `Read tool loaded skill file: ${String(input.file_path ?? input.path)}`;
            else if (call.output !== undefined &&
                (typeof call.output === 'string' ? call.output : JSON.stringify(call.output)).includes(`skills/${skill}/`)) {
                evidence = `Tool "${call.name}" output referenced skill file for "${skill}"`;
            }
            if (evidence !== undefined)
                break;
        }
        const triggered = evidence !== undefined;
        const passed = triggered === shouldTrigger;
        const text = passed
            ? shouldTrigger
                ? (evidence ?? `Skill "${skill}" triggered as expected`)
                : `Skill "${skill}" correctly did not trigger`
            : shouldTrigger
                ? calls.length > 0
                    ? `Skill "${skill}" not found in ${calls.length} tool call(s)`
                    : 'No tool calls recorded'
                : (evidence ?? `Skill "${skill}" triggered unexpectedly`);
        return { score: passed ? 1 : 0, hits: passed ? [text] : [], misses: passed ? [] : [text], reasoning: text };
    }
}
function createSkillTriggerEvaluator(config) {
    return new SkillTriggerEvaluator(config);
}

;// CONCATENATED MODULE: ./src/evaluators/negate.ts

/**
 * AgentV 4.x's `negate: true`: the score becomes 1 - score, pass and fail swap, and what was a hit
 * is now a miss (and the other way round). Wrapping here covers composite members too, since they
 * are built through the same registry.
 */
function negated(inner) {
    return {
        type: inner.type,
        name: inner.name,
        weight: inner.weight,
        async evaluate(context, options) {
            const scored = await inner.evaluate(context, options);
            const score = Math.min(1, Math.max(0, 1 - scored.score));
            const original = scored.verdict ?? (0,eval_result/* verdictFor */.Xb)(scored.score);
            const verdict = original === 'pass' ? 'fail' : original === 'fail' ? 'pass' : (0,eval_result/* verdictFor */.Xb)(score);
            return {
                ...scored,
                score,
                verdict,
                hits: scored.misses.map((m) => `[negated] ${m}`),
                misses: scored.hits.map((h) => `[negated] ${h}`),
                reasoning: scored.reasoning ? `[negated] ${scored.reasoning}` : scored.reasoning,
            };
        },
    };
}

;// CONCATENATED MODULE: ./src/evaluators/registry.ts











/** Built-in evaluator kinds. The mapped type makes a kind without an entry fail compilation. */
const FACTORIES = {
    llm_judge: createLlmJudge,
    code: createCodeEvaluator,
    rubric: createRubricEvaluator,
    // Members are built through this registry, so a composite may hold any kind, composites included.
    composite: (config, deps) => createCompositeEvaluator(config, deps, createEvaluator),
    tool_trajectory: createToolTrajectoryEvaluator,
    field_accuracy: createFieldAccuracyEvaluator,
    execution_metrics: createExecutionMetricsEvaluator,
    latency: createLatencyEvaluator,
    cost: createBudgetEvaluator,
    token_usage: createBudgetEvaluator,
    assertion: createTextAssertion,
    'skill-trigger': createSkillTriggerEvaluator,
    // Built by the promptfoo room, which the composition root hands the engine beside this registry.
    promptfoo: undefined,
};
function createEvaluator(config, deps) {
    const factory = FACTORIES[config.type];
    if (!factory) {
        const known = Object.entries(FACTORIES)
            .filter(([, f]) => f)
            .map(([k]) => k);
        throw new agentv_error/* EvaluatorError */.AF(`evaluator type "${config.type}" is not available in this build; use one of: ${known.join(', ')}`);
    }
    const evaluator = factory(config, deps);
    return config.negate === true ? negated(evaluator) : evaluator;
}

// EXTERNAL MODULE: ./src/promptfoo/promptfoo-config-file.ts
var promptfoo_config_file = __webpack_require__(20206);
;// CONCATENATED MODULE: ./src/compose/lazy-promptfoo.ts

/**
 * The promptfoo room on first use. Its loader, nunjucks and its assertions' parsers are most of the
 * bundle's code, so an AgentV run (and every door's start) never loads them: a file is looked at
 * first (name and text, nothing parsed) and the room is imported only for one that may be a config.
 */
const loadPromptfooSuiteLazily = async (file, options) => {
    if (!(await (0,promptfoo_config_file/* mayBePromptfooFile */.B2)(file)))
        return undefined;
    const { loadPromptfooSuite } = await Promise.all(/* import() */[__webpack_require__.e(115), __webpack_require__.e(237), __webpack_require__.e(694), __webpack_require__.e(836)]).then(__webpack_require__.bind(__webpack_require__, 19836));
    return loadPromptfooSuite(file, options);
};
/** A promptfoo test's evaluator whose grading code is imported when it first grades an answer. */
function createPromptfooEvaluatorLazily(config, deps) {
    let made;
    const evaluator = () => (made ??= Promise.all(/* import() */[__webpack_require__.e(115), __webpack_require__.e(237), __webpack_require__.e(694), __webpack_require__.e(832)]).then(__webpack_require__.bind(__webpack_require__, 77832)).then((m) => m.createPromptfooEvaluator(config, deps)));
    return {
        type: 'promptfoo',
        name: config.name,
        weight: config.weight,
        async evaluate(context, options) {
            return (await evaluator()).evaluate(context, options);
        },
        async compare(members, options) {
            const made = await evaluator();
            return made.compare ? made.compare(members, options) : [];
        },
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/coerce.js
var coerce = __webpack_require__(49567);
// EXTERNAL MODULE: ./src/config/targets-file-schema.ts
var targets_file_schema = __webpack_require__(13195);
// EXTERNAL MODULE: ./src/config/near-key.ts
var near_key = __webpack_require__(10824);
// EXTERNAL MODULE: ./src/config/unknown-keys.ts
var unknown_keys = __webpack_require__(53469);
// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(12865);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/config/repo-paths.ts
var repo_paths = __webpack_require__(48017);
;// CONCATENATED MODULE: ./src/config/load-targets-file.ts










/**
 * Reads and validates a targets file. Errors (bad provider, duplicate names, out-of-range
 * workers, misspelt keys) point at file:line:col; snake/camel duplicates and unknown keys (top
 * level, and a target's keys its provider does not read, given `keys`) are warnings at their line.
 * A judge_target that names no target is set aside on its target for the run to decide.
 */
function loadTargetsFile(file, keys) {
    const src = (0,yaml_source/* readYamlSourceSync */.YF)(file, 'targets file');
    const entries = parseTargetsFile(src);
    const warnings = (0,unknown_keys/* unknownKeyWarnings */.HX)(src, targets_file_schema/* targetsFileSchema */.Iz);
    const targets = new Map();
    for (const [i, entry] of entries.entries()) {
        const line = (0,yaml_source/* positionOf */.df)(src, ['targets', i]).line;
        checkTargetEntry(src, i, entry, line, targets);
        warnings.push(...snakeCamelWarnings(entry, file, line));
        targets.set(entry.name, toRawTarget(entry, file, line, keyLinesOf(src, i), fieldPositionsOf(src, i)));
        if (keys)
            warnings.push(...unknownTargetKeys(src, i, entry, keys));
    }
    setAsideUndefinedJudges(src, entries, targets);
    return { targets, warnings };
}
/** The file validated; a bad provider's error lists the provider kinds. */
function parseTargetsFile(src) {
    const parsed = targets_file_schema/* targetsFileSchema */.Iz.safeParse(src.data ?? {});
    if (parsed.success)
        return parsed.data.targets;
    refuseMisspeltRequiredKey(src);
    const error = (0,yaml_source/* zodIssueError */.ly)(src, parsed.error);
    const badProvider = parsed.error.issues[0]?.path.at(-1) === 'provider';
    if (!badProvider)
        throw error;
    throw new config_error/* ConfigError */.xL(error.detail, error.location, `use one of: ${types/* PROVIDER_KINDS */.ik.join(', ')}`);
}
/**
 * A target without `name` or `provider` that has a key near it (`provder`) is told so, rather
 * than that the key is missing: the provider kinds' own keys are only known once it parses.
 */
function refuseMisspeltRequiredKey(src) {
    const targets = (0,yaml_source/* valueAt */.fK)(src.data, ['targets']);
    if (!Array.isArray(targets))
        return;
    for (const [i, entry] of targets.entries()) {
        if (entry === null || typeof entry !== 'object' || Array.isArray(entry))
            continue;
        const keys = Object.keys(entry);
        const missing = ['name', 'provider'].filter((key) => !(key in entry) && !(key === 'provider' && 'use_target' in entry));
        for (const required of missing) {
            const key = keys.find((k) => !targets_file_schema/* TARGET_COMMON_KEYS */.Bm.has(k) && (0,near_key/* nearKey */.O)(k, [required]) !== undefined);
            if (key !== undefined)
                throw (0,unknown_keys/* typoError */.f0)(src, { mapPath: ['targets', i], key, typo: required });
        }
    }
}
/** Refuses target `i` when an earlier target has its name or it has a malformed `${{ … }}`. */
function checkTargetEntry(src, i, entry, line, targets) {
    const earlier = targets.get(entry.name);
    if (earlier) {
        throw (0,yaml_source/* configErrorAt */.C3)(src, ['targets', i, 'name'], `duplicate target name "${entry.name}" (lines ${earlier.source.line} and ${line})`, 'give every target a unique name');
    }
    const malformed = malformedReferences(entry)[0];
    if (malformed !== undefined) {
        throw (0,yaml_source/* configErrorAt */.C3)(src, ['targets', i], `target "${entry.name}" has a malformed variable reference "${malformed}"`, 
        // biome-ignore lint/suspicious/noTemplateCurlyInString: `${{ NAME }}` is the targets file's reference syntax
        'write a reference as ${{ NAME }}: a letter or _ first, then the closing }}');
    }
}
/** A key set both in snake_case and camelCase: the snake_case one is used. */
function snakeCamelWarnings(entry, file, line) {
    return targets_file_schema/* SNAKE_CAMEL_PAIRS */.IJ.filter(([snake, camel]) => entry[snake] !== undefined && entry[camel] !== undefined).map(([snake, camel]) => ({
        message: `target "${entry.name}" sets both ${snake} and ${camel}; ${snake} is used`,
        file,
        line,
    }));
}
/**
 * A judge target this file does not define is set aside on its target (`missingJudge`): AgentV
 * ignores a grader target it cannot resolve (its examples name one they do not define), so a run of
 * deterministic checks must not stop on it, but a run whose cases it would grade is refused
 * (engine/provider-pipeline/judge-targets.ts) rather than silently judged by the target itself.
 */
function setAsideUndefinedJudges(src, entries, targets) {
    for (const [i, entry] of entries.entries()) {
        const judge = judgeTargetOf(entry);
        if (judge === undefined || targets.has(judge) || judge.includes('${{'))
            continue;
        const key = ['judge_target', 'judgeTarget', 'grader_target', 'graderTarget'].find((k) => entry[k] !== undefined) ??
            'judge_target';
        const target = targets.get(entry.name);
        if (!target)
            continue;
        delete target.judgeTarget;
        const { line, col } = (0,yaml_source/* keyPositionOf */.Y_)(src, ['targets', i], key);
        target.missingJudge = { name: judge, key, line, col, known: [...targets.keys()] };
    }
}
/**
 * Keys of target `i` that neither the loader nor its provider reads: a typo (`api_kee`) would
 * otherwise change the run without a word. An alias (`use_target`) takes the common keys only;
 * a provider this tool does not have is not checked.
 */
function unknownTargetKeys(src, i, entry, keys) {
    const raw = (0,yaml_source/* valueAt */.fK)(src.data, ['targets', i]);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        return [];
    const supported = types/* PROVIDER_KINDS */.ik.includes(entry.provider);
    const own = entry.use_target !== undefined ? [] : supported ? keys.configKeys(entry.provider) : undefined;
    if (own === undefined)
        return [];
    const map = raw;
    const known = [...targets_file_schema/* TARGET_COMMON_KEYS */.Bm, 'settings', ...own];
    const warnings = (0,unknown_keys/* unknownMapKeyWarnings */.LP)(src, ['targets', i], map, [...known, 'config']);
    // AgentV 5 may nest the provider's keys under `config:`.
    const nested = map.config;
    if (nested !== null && typeof nested === 'object' && !Array.isArray(nested))
        warnings.push(...(0,unknown_keys/* unknownMapKeyWarnings */.LP)(src, ['targets', i, 'config'], nested, known));
    const settings = map.settings;
    if ((0,is_record/* isRecord */.u)(settings)) {
        const settingsKeys = entry.use_target !== undefined ? [] : keys.settingsKeys(entry.provider);
        warnings.push(...(0,unknown_keys/* unknownMapKeyWarnings */.LP)(src, ['targets', i, 'settings'], settings, [
            ...targets_file_schema/* SETTINGS_COMMON_KEYS */.Ln,
            ...settingsKeys,
        ]));
    }
    return warnings;
}
/** The line of each key of target `i`, as written. */
function keyLinesOf(src, i) {
    const raw = (0,yaml_source/* valueAt */.fK)(src.data, ['targets', i]);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        return {};
    return Object.fromEntries(Object.keys(raw).map((key) => [key, (0,yaml_source/* keyPositionOf */.Y_)(src, ['targets', i], key).line]));
}
/**
 * Where the value of each field of target `i` sits, its `settings:` fields as `settings.<key>`, so
 * a provider that refuses a value points at it (line and column).
 */
function fieldPositionsOf(src, i) {
    const at = ['targets', i];
    const raw = (0,yaml_source/* valueAt */.fK)(src.data, at);
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        return {};
    const out = {};
    for (const key of Object.keys(raw))
        out[key] = (0,yaml_source/* positionOf */.df)(src, [...at, key]);
    const settings = raw.settings;
    if ((0,is_record/* isRecord */.u)(settings)) {
        for (const key of Object.keys(settings))
            out[`settings.${key}`] = (0,yaml_source/* positionOf */.df)(src, [...at, 'settings', key]);
    }
    return out;
}
function toRawTarget(entry, file, line, keyLines = {}, fieldPositions = {}) {
    const config = {};
    for (const [key, value] of Object.entries(entry)) {
        if (!targets_file_schema/* TARGET_COMMON_KEYS */.Bm.has(key))
            config[key] = value;
    }
    const judgeTarget = judgeTargetOf(entry);
    const maxRetries = entry.max_retries ?? entry.maxRetries;
    const initialDelayMs = entry.retry_initial_delay_ms ?? entry.retryInitialDelayMs;
    const maxDelayMs = entry.retry_max_delay_ms ?? entry.retryMaxDelayMs;
    const statusCodes = entry.retry_status_codes ?? entry.retryStatusCodes;
    const retry = {
        ...(maxRetries !== undefined ? { maxRetries } : {}),
        ...(initialDelayMs !== undefined ? { initialDelayMs } : {}),
        ...(maxDelayMs !== undefined ? { maxDelayMs } : {}),
        ...(statusCodes !== undefined ? { statusCodes } : {}),
    };
    const supported = types/* PROVIDER_KINDS */.ik.includes(entry.provider);
    return {
        name: entry.name,
        // The stand-in is never built: looking the target up for a case throws (unsupportedTargetError).
        provider: supported ? entry.provider : 'mock',
        ...(supported ? {} : { unsupportedProvider: entry.provider }),
        ...(judgeTarget !== undefined ? { judgeTarget } : {}),
        ...(entry.use_target !== undefined ? { useTarget: entry.use_target } : {}),
        ...(entry.workers !== undefined ? { workers: entry.workers } : {}),
        ...(entry.workspace ? { workspace: (0,targets_file_schema/* toWorkspaceConfig */.Lo)(entry.workspace, file, line) } : {}),
        ...(entry.pricing ? { pricing: (0,targets_file_schema/* toModelPricing */.jh)(entry.pricing) } : {}),
        retry,
        config,
        source: { file, line, keyLines, fieldPositions },
    };
}
/** `judge_target` (2.x) or `grader_target` (4.x), either spelling. */
function judgeTargetOf(entry) {
    return entry.judge_target ?? entry.judgeTarget ?? entry.grader_target ?? entry.graderTarget;
}
/** One line naming the target, the AgentV provider it uses, and the providers we have. */
function unsupportedTargetError(target) {
    return new config_error/* ConfigError */.xL(`target "${target.name}" uses provider "${target.unsupportedProvider}", which agentv-action does not have ` +
        `(it has: ${types/* PROVIDER_KINDS */.ik.join(', ')})`, target.source, 'point the cases at another target, or run this agent through a "cli" target with a command_template');
}
/** Names checked in each folder, in order. */
const CANDIDATES = ['targets.yaml', 'targets.yml', '.agentv/targets.yaml', '.agentv/targets.yml'];
/**
 * Finds the targets file (docs/cli.md documents the order): the explicit path when given, else
 * the first candidate in the eval file's folder and each parent up to the repo root, then the
 * cwd. Undefined when none exists.
 */
function findTargetsFile(opts) {
    if (opts.explicit !== undefined)
        return explicitTargetsFile(external_node_path_default().resolve(opts.cwd, opts.explicit));
    const dirs = [...(0,repo_paths/* ancestorDirs */.cR)(opts.evalFileDir, opts.repoRoot), external_node_path_default().resolve(opts.cwd)];
    for (const dir of dirs) {
        const found = firstCandidate(dir);
        if (found)
            return found;
    }
    return undefined;
}
function explicitTargetsFile(given) {
    const kind = kindOf(given);
    if (kind === 'file')
        return given;
    const found = kind === 'dir' ? firstCandidate(given) : undefined;
    if (found)
        return found;
    throw new config_error/* ConfigError */.xL(kind === 'dir' ? `no targets.yaml found in folder ${given}` : `targets file ${given} does not exist`, {}, `pass --targets a targets.yaml file or a folder containing ${CANDIDATES.join(' / ')}`);
}
function firstCandidate(dir) {
    return CANDIDATES.map((name) => external_node_path_default().join(dir, name)).find((file) => kindOf(file) === 'file');
}
function kindOf(p) {
    try {
        const stat = (0,external_node_fs_.statSync)(p);
        return stat.isFile() ? 'file' : stat.isDirectory() ? 'dir' : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Which target a suite runs against (AgentV's target resolution): the CLI override unless it is
 * absent or the literal "default", else the eval file's target, else "default".
 */
function selectTargetName(cliTarget, suiteTarget) {
    if (cliTarget && cliTarget !== 'default')
        return cliTarget;
    if (suiteTarget)
        return suiteTarget;
    return 'default';
}
/**
 * Every `${{` in the strings of `value` that does not start a well-formed `${{ NAME }}` (an
 * unclosed `${{ API_KEY`, a `${{ 1BAD }}`), cut to 40 characters. Taken literally it would be sent
 * as a key or a URL, so the loader refuses it.
 */
function malformedReferences(value) {
    if (typeof value === 'string') {
        const found = [];
        for (let at = value.indexOf('${{'); at >= 0; at = value.indexOf('${{', at + 3)) {
            const rest = value.slice(at);
            if (!/^\$\{\{\s*[A-Za-z_][A-Za-z0-9_]*\s*\}\}/.test(rest))
                found.push(rest.slice(0, 40));
        }
        return found;
    }
    if (Array.isArray(value))
        return value.flatMap(malformedReferences);
    if (value !== null && typeof value === 'object')
        return Object.values(value).flatMap(malformedReferences);
    return [];
}
/**
 * A target's `cwd` as an absolute folder (relative paths start at the targets file's folder), or a
 * ConfigError at the target when it is not a folder.
 */
function targetWorkingDir(target, cwd) {
    const dir = external_node_path_default().resolve(external_node_path_default().dirname(target.source.file), cwd);
    if ((0,external_node_fs_.statSync)(dir, { throwIfNoEntry: false })?.isDirectory())
        return dir;
    throw new config_error/* ConfigError */.xL(`target "${target.name}": cwd "${cwd}" is not a folder (resolved to ${dir})`, {
        file: target.source.file,
        ...(target.source.line !== undefined ? { line: target.source.line } : {}),
        path: `targets.${target.name}.cwd`,
    }, 'create the folder or point cwd at an existing one (relative paths start at the targets file)');
}

// EXTERNAL MODULE: ./src/process/host.ts
var host = __webpack_require__(44059);
;// CONCATENATED MODULE: ./src/providers/agent-settings.ts





/**
 * `pass_env`: variables withheld from child processes by default (GITHUB_TOKEN, GH_TOKEN,
 * CI_JOB_TOKEN, CI_REGISTRY_PASSWORD) that a target's process receives.
 */
const passEnvSchema = schemas/* array */.YOg(schemas/* string */.YjP({ error: 'must be a list of variable names' })
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a list of variable names'), { error: 'must be a list of variable names' })
    .optional();
/** A timeout past what a timer holds (Node would fire it after 1 ms). */
const TIMER_LIMIT = 'about 24.8 days, the longest a timer can wait';
const TIMER_BOUND_MESSAGE = `must be at most ${types/* MAX_TIMER_SECONDS */.Zu} seconds (${TIMER_LIMIT})`;
/** Fields every agent target (codex, claude-code, vscode) shares, snake_case after key normalising. */
const agentSettingsShape = {
    executable: schemas/* string */.YjP({ error: 'must be a command name or path' })
        .trim()
        .min(1, 'must be a command name or path')
        .optional(),
    args: schemas/* array */.YOg(schemas/* string */.YjP({ error: 'must be a list of strings' }), { error: 'must be a list of strings' }).optional(),
    cwd: schemas/* string */.YjP({ error: 'must be a folder path' }).min(1, 'must be a folder path').optional(),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]).transform(String), {
        error: 'must be a map of variable names to values',
    })
        .optional(),
    timeout_seconds: coerce/* number */.ai({ error: 'must be a number of seconds' })
        .positive('must be a number of seconds greater than 0')
        .max(types/* MAX_TIMER_SECONDS */.Zu, TIMER_BOUND_MESSAGE)
        .optional(),
    pass_env: passEnvSchema,
};
/**
 * The keys a target settings schema declares (a z.object, possibly behind z.preprocess), for the
 * unknown-key check of targets files (`ProviderFactory.configKeys`).
 */
function schemaKeys(schema) {
    let inner = schema;
    while (inner instanceof schemas/* ZodPipe */.utH)
        inner = inner._zod.def.out;
    return inner instanceof schemas/* ZodObject */.bvH ? Object.keys(inner.shape) : [];
}
/** How to fix each shared field. */
const AGENT_FIXES = {
    executable: 'set executable to the command name on PATH or an absolute path',
    args: 'write args as a list, e.g. args: ["--verbose"]',
    cwd: 'set cwd to a folder, relative to the targets file',
    env: 'write env as a map, e.g. env: { MY_FLAG: "1" }',
    pass_env: 'write pass_env as a list of variable names, e.g. pass_env: [GITHUB_TOKEN]',
    timeout_seconds: 'set timeout_seconds (alias timeoutSeconds) to a positive number, e.g. 600',
    model: 'set model to a model name, e.g. model: "gpt-5"',
};
/**
 * Validates a target's provider fields with `schema`. The first problem becomes a one-line
 * ConfigError at the target's file and line that names the field and, from `fixes` (keyed by
 * field path or top-level field), how to fix it.
 */
function parseTargetConfig(schema, target, fixes = {}) {
    const parsed = schema.safeParse(target.config);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const field = issue ? issue.path.map(String).join('.') : '';
    const message = issue?.message ?? 'is invalid';
    const detail = `target "${target.name}" (provider ${target.provider}): ${field ? `field "${field}" ` : ''}${message}`;
    const fix = fixes[field] ??
        fixes[field.split('.')[0] ?? ''] ??
        `check the ${target.provider} target's fields (docs/providers.md, "Agent targets")`;
    throw new config_error/* ConfigError */.xL(detail, {
        file: target.source.file,
        ...fieldPosition(target, field.split('.')[0] ?? ''),
        path: `targets.${target.name}${field ? `.${field}` : ''}`,
    }, fix);
}
/**
 * Where a target's field (`timeout_seconds`, however it was spelled) sits: its value's line and
 * column when it was written, else the target's line.
 */
function fieldPosition(target, key) {
    const { keyLines = {}, fieldPositions = {}, line } = target.source;
    const written = Object.keys(keyLines).find((name) => name === key || name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) === key);
    if (written === undefined)
        return line === undefined ? {} : { line };
    return fieldPositions[written] ?? { line: keyLines[written] };
}
/**
 * Top-level keys of `value` in snake_case (`commandTemplate` → `command_template`); when a user
 * wrote both spellings the snake_case one wins. Nested objects (e.g. `env`) keep their keys, so
 * variable names such as `MY_TOKEN` pass through untouched. Non-objects are returned as they are.
 */
function snakeCaseKeys(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return value;
    const out = {};
    const entries = Object.entries(value);
    for (const [key, field] of entries) {
        const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        if (snake !== key && Object.hasOwn(value, snake))
            continue;
        out[snake] = field;
    }
    return out;
}
/**
 * Where an agent runs: the case's workspace copy when it has one, else the target's `cwd`
 * (relative to the targets file's folder), else `fallback`. A configured `cwd` that is not a
 * folder is a ConfigError at the target, not a cryptic spawn failure.
 */
async function agentWorkingDir(target, cwd, workspaceDir, fallback) {
    if (workspaceDir)
        return workspaceDir;
    return cwd === undefined ? fallback : targetWorkingDir(target, cwd);
}
/**
 * The absolute path of an agent's executable, or a ConfigError at the target saying how to make it
 * available. Agents check this on their first call (and in `healthcheck`), so a missing CLI stops
 * the run with one line instead of failing every case with ENOENT.
 */
function agentExecutable(target, name, env, cwd, installHint) {
    const found = (0,host/* findExecutable */.o)(name, env, cwd);
    if (found)
        return found;
    const where = name.includes('/') ? `"${name}" is not an executable file` : `"${name}" was not found on PATH`;
    throw new config_error/* ConfigError */.xL(`target "${target.name}" (provider ${target.provider}): ${where}`, { file: target.source.file, line: target.source.line, path: `targets.${target.name}.executable` }, `${installHint}, or set executable to its full path`);
}

;// CONCATENATED MODULE: ./src/providers/mock-settings.ts



/** A number, or a numeric string (what a `${{ VAR }}` reference expands to). */
const numeric = (what) => schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP().trim().min(1).pipe(coerce/* number */.ai())], { error: `must be ${what}` });
const delay = numeric(`a number of milliseconds from 0 to ${types/* MAX_TIMER_MS */._o}`).pipe(schemas/* number */.aig()
    .min(0, `must be a number of milliseconds from 0 to ${types/* MAX_TIMER_MS */._o}`)
    .max(types/* MAX_TIMER_MS */._o, `must be a number of milliseconds from 0 to ${types/* MAX_TIMER_MS */._o}`));
const share = numeric('a number from 0 to 1').pipe(schemas/* number */.aig().min(0, 'must be a number from 0 to 1').max(1, 'must be a number from 0 to 1'));
/** A mock target's fields, snake_case or camelCase (snake_case wins), checked like every target's. */
const mockSettingsSchema = schemas/* preprocess */.vkY(snakeCaseKeys, schemas/* object */.Ikc({
    response: schemas/* string */.YjP({ error: 'must be text' }).optional(),
    responses: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP({ error: 'each answer must be text' }), {
        error: 'must be a map of case id to answer',
    })
        .optional(),
    delay_ms: delay.optional(),
    delay_min_ms: delay.optional(),
    delay_max_ms: delay.optional(),
    judge_score: share.optional(),
    pass_probability: schemas/* union */.KCZ([share, schemas/* record */.g1P(schemas/* string */.YjP(), share)], {
        error: 'must be a number from 0 to 1, or a map of case id (and default) to one',
    })
        .optional(),
    seed: numeric('a number').optional(),
}));
/** The keys a mock target reads, for the unknown-key check. */
const MOCK_CONFIG_KEYS = schemaKeys(mockSettingsSchema);
const FIXES = {
    response: 'write response as text (quote it)',
    responses: 'write responses as a map, e.g. responses: { case-1: "the answer" }',
    delay_ms: 'set delay_ms to a number of milliseconds, e.g. delay_ms: 50',
    delay_min_ms: 'set delay_min_ms to a number of milliseconds, e.g. delay_min_ms: 10',
    delay_max_ms: 'set delay_max_ms to a number of milliseconds, e.g. delay_max_ms: 100',
    judge_score: 'set judge_score to a score from 0 to 1, e.g. judge_score: 0.8',
    pass_probability: 'set pass_probability to a number from 0 to 1, or a map such as { default: 0.5, case-1: 1 }',
    seed: 'set seed to a number, e.g. seed: 42',
};
/** A mock target's settings; a value of the wrong type is a ConfigError at the target's field. */
function parseMockSettings(target) {
    const parsed = parseTargetConfig(mockSettingsSchema, target, FIXES);
    return {
        response: parsed.response,
        responses: parsed.responses && Object.keys(parsed.responses).length > 0 ? parsed.responses : undefined,
        delayMs: parsed.delay_ms,
        delayMinMs: parsed.delay_min_ms,
        delayMaxMs: parsed.delay_max_ms,
        judgeScore: parsed.judge_score,
        passProbability: parsed.pass_probability,
        seed: parsed.seed,
    };
}

;// CONCATENATED MODULE: ./src/providers/mock-provider.ts


/**
 * Answers without any external call. As an answering target it returns `response` (or echoes the
 * last user turn); asked for JSON (as a judge) it returns a valid judge object, so a dry run
 * exercises the whole pipeline.
 */
class MockProvider {
    targetName;
    settings;
    runtime;
    kind = 'mock';
    isModelCall = false;
    offline = true;
    supportsStructuredOutput = true;
    constructor(targetName, settings, runtime) {
        this.targetName = targetName;
        this.settings = settings;
        this.runtime = runtime;
    }
    /** Every answer costs nothing (`costUsd: 0`): no model is called. */
    async invoke(request, options) {
        return { text: await this.answer(request, options.signal), costUsd: 0 };
    }
    /** Deterministic vectors (hashed bag of words), costing nothing: equal texts embed equally. */
    async embed(texts) {
        return { embeddings: texts.map(hashedBagOfWords), costUsd: 0 };
    }
    async answer(request, signal) {
        if (request.responseFormat === 'json') {
            // An analytic rubric (score_ranges): every criterion gets the top score.
            const scored = request.metadata?.score_range_criteria;
            if (Array.isArray(scored))
                return JSON.stringify({ checks: scored.map((id) => ({ id: String(id), score: 10, reasoning: 'mock judge' })) });
            const criteria = rubricCriteria(request.metadata?.rubric_criteria);
            return JSON.stringify(criteria ? this.rubric(request, criteria) : this.judge(request));
        }
        const wait = this.delay();
        if (wait > 0)
            await this.runtime.sleep(wait, signal);
        const pass = this.passes(request);
        if (pass !== undefined)
            return pass ? String(request.metadata?.expected_outcome ?? '') : FAILING_ANSWER;
        return this.settings.responses?.[request.evalId] ?? this.settings.response ?? echo(request);
    }
    /** Whether this run of a flaky mock passes; undefined when the mock is not flaky. */
    passes(request) {
        const setting = this.settings.passProbability;
        if (setting === undefined)
            return undefined;
        const p = typeof setting === 'number' ? setting : (setting[request.evalId] ?? setting.default ?? 1);
        const key = [
            this.settings.seed ?? 0,
            request.evalId,
            request.metadata?.prompt_id ?? 'default',
            request.metadata?.iteration ?? 0,
        ].join('\u0000');
        const u = Number.parseInt((0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 8), 16) / 2 ** 32;
        return u < p;
    }
    delay() {
        const { delayMs, delayMinMs, delayMaxMs } = this.settings;
        if (delayMinMs !== undefined || delayMaxMs !== undefined) {
            const lo = delayMinMs ?? 0;
            const hi = Math.max(lo, delayMaxMs ?? lo);
            return lo + this.runtime.random() * (hi - lo);
        }
        return delayMs ?? 0;
    }
    judge(request) {
        const expected = String(request.metadata?.expected_outcome ?? '');
        const answer = String(request.metadata?.generated_answer ?? '');
        const score = this.settings.judgeScore ?? lexicalOverlap(expected, answer);
        return {
            score,
            hits: score > 0 ? ['mock judge: answer shares words with the expected outcome'] : [],
            misses: score < 1 ? ['mock judge: some expected words are missing'] : [],
            reasoning: `mock judge (no model called): word overlap ${score.toFixed(2)}`,
        };
    }
    /**
     * A valid rubric reply (`{checks, overall_reasoning}`) for the criteria the rubric evaluator
     * listed in `metadata.rubric_criteria`: a criterion is satisfied when the answer shares a word
     * with its description, or, with a fixed `judgeScore`, when that score is at least 0.5.
     */
    rubric(request, criteria) {
        const answer = String(request.metadata?.generated_answer ?? '');
        const checks = criteria.map(({ id, description }) => {
            const satisfied = this.settings.judgeScore !== undefined
                ? this.settings.judgeScore >= 0.5
                : lexicalOverlap(description, answer) > 0;
            return {
                id,
                satisfied,
                reasoning: `mock judge (no model called): answer shares ${satisfied ? 'words' : 'no word'} with the criterion`,
            };
        });
        const met = checks.filter((c) => c.satisfied).length;
        return { checks, overall_reasoning: `mock judge (no model called): ${met} of ${checks.length} criteria met` };
    }
}
/** The criteria a rubric request lists, or undefined when the request is not a rubric request. */
function rubricCriteria(value) {
    if (!Array.isArray(value))
        return undefined;
    const criteria = [];
    for (const item of value) {
        if (!item || typeof item !== 'object')
            return undefined;
        const { id, description } = item;
        if (typeof id !== 'string')
            return undefined;
        criteria.push({ id, description: typeof description === 'string' ? description : '' });
    }
    return criteria;
}
/** What a failing run of the flaky mock answers: no word the word-overlap judge could match. */
const FAILING_ANSWER = '✗';
function echo(request) {
    const lastUser = [...request.messages].reverse().find((m) => m.role === 'user');
    return `mock answer for ${request.evalId}: ${lastUser?.content ?? request.prompt}`;
}
const mockProviderFactory = {
    create: (target, { runtime }) => new MockProvider(target.name, parseMockSettings(target), runtime),
    configKeys: MOCK_CONFIG_KEYS,
};
const WORD = /[\p{L}\p{N}]{3,}/gu;
/** Share of the distinct words (3+ letters) of `expected` that appear in `answer`, rounded to 0.01. */
function lexicalOverlap(expected, answer) {
    const wanted = new Set(expected.toLowerCase().match(WORD) ?? []);
    if (wanted.size === 0)
        return 1;
    const have = new Set(answer.toLowerCase().match(WORD) ?? []);
    let found = 0;
    for (const word of wanted)
        if (have.has(word))
            found++;
    return Math.round((found / wanted.size) * 100) / 100;
}
/** Dimensions of the mock's vectors. */
const MOCK_EMBEDDING_DIMENSIONS = 64;
/** Each lower-cased word adds 1 at the slot its SHA-256 picks. */
function hashedBagOfWords(text) {
    const vector = new Array(MOCK_EMBEDDING_DIMENSIONS).fill(0);
    for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
        const slot = (0,external_node_crypto_.createHash)('sha256').update(word).digest().readUInt32BE(0) % MOCK_EMBEDDING_DIMENSIONS;
        vector[slot] = (vector[slot] ?? 0) + 1;
    }
    return vector;
}

;// CONCATENATED MODULE: ./src/providers/chat-turns.ts
/**
 * Splits a request into the system message (guidelines / variant prompt) and the chat turns.
 * `tool` turns become user turns labelled as tool output, because plain chat calls carry no tool
 * ids; consecutive turns of one role are merged (Anthropic and Gemini want alternation); an empty
 * conversation falls back to the rendered prompt as a single user turn.
 */
function toConversation(request) {
    const systemParts = request.messages.filter((m) => m.role === 'system').map((m) => m.content);
    const system = request.systemPrompt ?? (systemParts.length > 0 ? systemParts.join('\n\n') : undefined);
    const turns = [];
    for (const message of request.messages) {
        if (message.role === 'system')
            continue;
        const role = message.role === 'assistant' ? 'assistant' : 'user';
        const content = message.role === 'tool' ? `[tool output]\n${message.content}` : message.content;
        const last = turns[turns.length - 1];
        if (last && last.role === role)
            last.content = `${last.content}\n\n${content}`;
        else
            turns.push({ role, content });
    }
    if (turns.length === 0)
        turns.push({ role: 'user', content: request.prompt });
    return { system: system && system.trim() !== '' ? system : undefined, turns };
}

;// CONCATENATED MODULE: ./src/providers/rate-limit-headers.ts
/**
 * The rate-limit headers of one answer, OpenAI's or Anthropic's, as the call limiter reads them;
 * undefined when the answer carried none (Gemini, most proxies, agents).
 *
 * - OpenAI (and Azure OpenAI): `x-ratelimit-{limit,remaining,reset}-{requests,tokens}`, the reset
 *   as a duration such as `1s`, `6m0s` or `20ms`;
 * - Anthropic: `anthropic-ratelimit-{requests,tokens}-{limit,remaining,reset}`, the reset as an
 *   RFC 3339 time, turned into a wait from `nowMs` (pass when the request was sent: the server
 *   counted it then, and OpenAI's durations count from then too).
 *
 * Both say when the budget is full again, so the limiter learns how fast it refills from the
 * headers themselves, whatever the window's length.
 */
function parseRateLimitHeaders(headers, nowMs) {
    if (!headers)
        return undefined;
    const openai = (dimension) => budget(headers.get(`x-ratelimit-limit-${dimension}`), headers.get(`x-ratelimit-remaining-${dimension}`), durationMs(headers.get(`x-ratelimit-reset-${dimension}`)));
    const anthropic = (dimension) => budget(headers.get(`anthropic-ratelimit-${dimension}-limit`), headers.get(`anthropic-ratelimit-${dimension}-remaining`), untilMs(headers.get(`anthropic-ratelimit-${dimension}-reset`), nowMs));
    const requests = openai('requests') ?? anthropic('requests');
    const tokens = openai('tokens') ?? anthropic('tokens');
    if (!requests && !tokens)
        return undefined;
    return { ...(requests ? { requests } : {}), ...(tokens ? { tokens } : {}) };
}
function budget(limit, remaining, resetMs) {
    const out = {};
    const l = count(limit);
    const r = count(remaining);
    if (l !== undefined)
        out.limit = l;
    if (r !== undefined)
        out.remaining = r;
    if (resetMs !== undefined)
        out.resetMs = resetMs;
    return r === undefined && l === undefined ? undefined : out;
}
function count(raw) {
    if (raw === null || raw.trim() === '')
        return undefined;
    const value = Number(raw);
    return Number.isFinite(value) && value >= 0 ? value : undefined;
}
const UNIT_MS = {
    h: 3_600_000,
    m: 60_000,
    s: 1000,
    ms: 1,
    us: 0.001,
    µs: 0.001,
    ns: 0.000001,
};
/** A Go-style duration (`1m30.5s`, `20ms`) or a bare number of seconds, in milliseconds. */
function durationMs(raw) {
    if (raw === null)
        return undefined;
    const text = raw.trim();
    if (text === '')
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Number(text) * 1000;
    if (!/^(\d+(\.\d+)?(h|ms|m|s|us|µs|ns))+$/.test(text))
        return undefined;
    let total = 0;
    for (const [, value, unit] of text.matchAll(/(\d+(?:\.\d+)?)(h|ms|m|s|us|µs|ns)/g))
        total += Number(value) * (UNIT_MS[unit ?? 's'] ?? 0);
    return total;
}
/** An RFC 3339 time as milliseconds from `nowMs` (never negative). */
function untilMs(raw, nowMs) {
    if (raw === null || raw.trim() === '')
        return undefined;
    const at = Date.parse(raw);
    return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

;// CONCATENATED MODULE: ./src/providers/sdk-error.ts


/**
 * Turns whatever an SDK threw into a ProviderError the call limiter can reason about:
 * - an HTTP error keeps its status, the server's `retry-after-ms` / `Retry-After` wait and its
 *   rate-limit headers;
 * - a reset connection or a malformed body has no status and is retryable;
 * - an abort (our timeout or cancellation) is passed through untouched, the limiter already knows why.
 * The OpenAI and Anthropic SDKs share one error shape (`status`, `headers`); Gemini's fetch error
 * has `status` but hides the response headers, so Retry-After is not available for Gemini.
 */
function toProviderError(error, context) {
    if (error instanceof agentv_error/* AgentvError */._n)
        return error;
    if (isAbort(error))
        return error;
    const message = redact(isErrorLike(error) ? error.message : String(error), context.secrets);
    const status = statusOf(error);
    if (status !== undefined) {
        const headers = headersOf(error);
        const retryAfterMs = parseRetryAfterMs(headers, context.nowMs);
        const rateLimit = parseRateLimitHeaders(headers, context.nowMs);
        return new agentv_error/* ProviderError */.mZ(`${context.provider} request failed with HTTP ${status}: ${message}`, {
            status,
            // With an HTTP status the run's retry policy decides (its status list); the flag is not read.
            retryable: false,
            retryAfterMs,
            ...(rateLimit ? { rateLimit } : {}),
            details: { status },
            cause: error,
        });
    }
    if (isConnectionFailure(error)) {
        return new agentv_error/* ProviderError */.mZ(`${context.provider} connection failed: ${message}`, { retryable: true, cause: error });
    }
    if (isErrorLike(error) && error.name === 'SyntaxError') {
        return new agentv_error/* ProviderError */.mZ(`${context.provider} returned a malformed response body: ${message}`, {
            retryable: true,
            cause: error,
        });
    }
    return new agentv_error/* ProviderError */.mZ(`${context.provider} request failed: ${message}`, { retryable: false, cause: error });
}
/** A 2xx answer whose body lacks what the wire format promises: transient, so retryable. */
function malformedResponse(provider, what) {
    return new agentv_error/* ProviderError */.mZ(`${provider} returned a malformed response body: ${what}`, { retryable: true });
}
/**
 * Errors are checked by shape and name, never `instanceof`: fetch's errors (and JSON.parse's
 * SyntaxError inside it) may come from another realm than ours (jest's VM, bundlers).
 */
function isErrorLike(error) {
    return error !== null && typeof error === 'object' && typeof error.message === 'string';
}
function className(error) {
    return isErrorLike(error) ? (error.constructor?.name ?? '') : '';
}
function isAbort(error) {
    if (!isErrorLike(error))
        return false;
    return (error.name === 'AbortError' ||
        className(error) === 'APIUserAbortError' ||
        className(error) === 'GoogleGenerativeAIAbortError');
}
function statusOf(error) {
    if (error === null || typeof error !== 'object' || !('status' in error))
        return undefined;
    const status = error.status;
    return typeof status === 'number' && status >= 100 && status < 600 ? status : undefined;
}
function headersOf(error) {
    if (error === null || typeof error !== 'object' || !('headers' in error))
        return undefined;
    const headers = error.headers;
    if (headers !== null && typeof headers === 'object' && typeof headers.get === 'function')
        return headers;
    return undefined;
}
function isConnectionFailure(error) {
    if (!isErrorLike(error))
        return false;
    const name = className(error);
    if (name === 'APIConnectionError' || name === 'APIConnectionTimeoutError')
        return true;
    // Gemini wraps fetch failures as `Error fetching from <url>: fetch failed`; a body cut off
    // mid-stream surfaces from undici as `terminated`.
    return /fetch failed|socket hang up|ECONNRESET|ECONNREFUSED|other side closed|terminated/i.test(error.message);
}
function redact(text, secrets = []) {
    let out = text;
    for (const secret of secrets)
        if (secret && secret.length >= 4)
            out = out.split(secret).join('***');
    return out;
}
/**
 * The wait a server asked for: `retry-after-ms` (milliseconds, OpenAI/Azure) first, then
 * `Retry-After` as seconds or as an HTTP date. The call limiter caps it at the maximum delay.
 */
function parseRetryAfterMs(headers, nowMs) {
    if (!headers)
        return undefined;
    const ms = headers.get('retry-after-ms');
    if (ms !== null && ms.trim() !== '') {
        const value = Number(ms);
        if (Number.isFinite(value) && value >= 0)
            return value;
    }
    const after = headers.get('retry-after');
    if (after === null || after.trim() === '')
        return undefined;
    const seconds = Number(after);
    if (Number.isFinite(seconds))
        return seconds >= 0 ? seconds * 1000 : undefined;
    const date = Date.parse(after);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}
/**
 * A client built on first use: the SDK module is imported then, not when the tool starts, so a dry
 * run or a run of agents and mocks never loads the OpenAI, Anthropic or Gemini SDKs.
 */
function lazyClient(build) {
    let client;
    return () => {
        client ??= build();
        // A failed import may succeed on the next call; do not keep the rejection.
        client.catch(() => (client = undefined));
        return client;
    };
}

;// CONCATENATED MODULE: ./src/providers/target-fields.ts



/**
 * Text: a string, or a number read as its digits (`api_version: 2024`, as YAML parses it). Blank
 * text is unset, so the environment variable or the default applies.
 */
const textValue = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()], { error: 'must be text' })
    .transform((value) => String(value).trim() || undefined);
/** A number, or a numeric string (what a `${{ VAR }}` reference expands to); `must` says what it must be. */
const target_fields_numeric = (must) => schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP().trim().min(1).pipe(coerce/* number */.ai())], { error: must })
    .refine((value) => Number.isFinite(value), { error: must });
const numberValue = target_fields_numeric('must be a number');
/** A count of tokens: a whole number above 0, as every model API requires. */
const WHOLE = 'must be a whole number above 0';
const tokenCount = target_fields_numeric(WHOLE).pipe(schemas/* number */.aig().int({ error: WHOLE }).positive({ error: WHOLE }));
/** A text field read from `keys` (the first is the spelling named in the fix). */
function textField(keys) {
    return { keys, schema: textValue, fix: `write ${keys[0]} as text, e.g. ${keys[0]}: "value"` };
}
/** The fields of {@link ChatSettings}, in the spellings read (AgentV writes `max_output_tokens`). */
const CHAT_FIELDS = {
    temperature: {
        keys: ['temperature'],
        schema: numberValue,
        fix: 'set temperature to a number, e.g. temperature: 0.2 (or remove it for the model default)',
    },
    maxTokens: {
        keys: ['max_tokens', 'maxTokens', 'max_output_tokens', 'maxOutputTokens'],
        schema: tokenCount,
        fix: 'set max_tokens (or max_output_tokens) to a whole number of tokens, e.g. max_tokens: 1024',
    },
};
/** A model provider's fields: its own and the chat settings. */
function modelFields(own) {
    return { ...own, ...CHAT_FIELDS };
}
/**
 * The values of `fields` that `target` sets, validated by one schema built from the fields; the
 * first bad value is a one-line ConfigError at that value's line and column naming the fix.
 */
function readModelFields(target, fields) {
    const found = new Map();
    for (const [name, field] of Object.entries(fields)) {
        const hit = lookup(target.config, field.keys);
        if (hit)
            found.set(name, hit);
    }
    const schema = schemas/* object */.Ikc(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.schema.optional()])));
    const parsed = schema.safeParse(Object.fromEntries([...found].map(([name, hit]) => [name, hit.value])));
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? '');
    const key = found.get(name)?.key ?? name;
    const position = target.source.fieldPositions?.[key];
    throw new config_error/* ConfigError */.xL(`target "${target.name}" (provider ${target.provider}): field "${key}" ${issue?.message ?? 'is invalid'}`, {
        file: target.source.file,
        ...(position ? position : target.source.line !== undefined ? { line: target.source.line } : {}),
        path: `targets.${target.name}.${key}`,
    }, fields[name]?.fix ?? `check the ${target.provider} target's fields`);
}
/** The first set variable of `names` in `env`, trimmed. */
function fromEnv(env, names) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return value;
    }
    return undefined;
}
function settingsOf(config) {
    const settings = config.settings;
    return (0,is_record/* isRecord */.u)(settings) ? settings : {};
}
/** The first of `keys` set (not null, not empty) at the top of the target, else under `settings`. */
function lookup(config, keys) {
    for (const [scope, prefix] of [
        [config, ''],
        [settingsOf(config), 'settings.'],
    ]) {
        for (const key of keys) {
            const value = scope[key];
            if (value !== undefined && value !== null && value !== '')
                return { key: `${prefix}${key}`, value };
        }
    }
    return undefined;
}
/**
 * A model provider's keys for the unknown-key check: its fields and the chat settings, read at
 * the top of the target or under `settings:` alike.
 */
function modelTargetKeys(fields) {
    const keys = Object.values(modelFields(fields)).flatMap((field) => field.keys);
    return { configKeys: keys, settingsKeys: keys };
}

;// CONCATENATED MODULE: ./src/providers/hosted-model.ts


/** Spellings several hosted providers read alike. AgentV 4.x reads `deployment` and `variant` as the model too. */
const API_KEY_KEYS = ['api_key', 'apiKey'];
const MODEL_KEYS = ['model', 'deployment', 'variant'];
const BASE_URL_KEYS = ['base_url', 'baseUrl', 'baseURL', 'endpoint'];
/**
 * A hosted model provider described once: its settings in the order they are checked, each with
 * its spellings, environment variable and default; the chat settings (temperature, max tokens)
 * are read beside them.
 */
function hostedModel(settings) {
    const entries = Object.entries(settings);
    const own = Object.fromEntries(entries.map(([name, setting]) => [name, textField(setting.keys)]));
    const fields = modelFields(own);
    const required = entries.filter(([, setting]) => setting.required);
    function settingsFrom(target, env) {
        const values = readModelFields(target, fields);
        const resolved = Object.fromEntries(entries.map(([name, setting]) => [
            name,
            values[name] ?? (setting.env === undefined ? undefined : fromEnv(env, [setting.env])) ?? setting.default,
        ]));
        return { ...resolved, temperature: values.temperature, maxTokens: values.maxTokens };
    }
    function missingIn(resolved) {
        return required.filter(([name]) => resolved[name] === undefined).map(([name, setting]) => setting.env ?? name);
    }
    function require(target, env) {
        const resolved = settingsFrom(target, env);
        const absent = missingIn(resolved);
        if (absent.length === 0)
            return resolved;
        const [only] = required;
        const fix = required.length === 1 && only
            ? `set ${only[1].env ?? only[0]} or the target's ${only[1].keys[0]}`
            : 'set them in the environment or on the target';
        throw new config_error/* ConfigError */.xL(`target "${target.name}" needs ${absent.join(', ')}`, target.source, fix);
    }
    const missingEnv = (target, env) => missingIn(settingsFrom(target, env));
    return { settingsFrom, require, targetChecks: { missingEnv, ...modelTargetKeys(own) } };
}

;// CONCATENATED MODULE: ./src/providers/model-price.ts
let catalogue;
/** The catalogue, loaded on the first priced answer: its data is large and `--help` never needs it. */
function loadCatalogue() {
    catalogue ??= __webpack_require__.e(/* import() */ 294).then(__webpack_require__.bind(__webpack_require__, 82294)).then((module) => module.calcPrice);
    return catalogue;
}
/**
 * Starts loading the catalogue while a call is in flight (unless the target's own `pricing` makes it
 * unneeded): compiling its data takes tens of milliseconds, which the first answer of a run would
 * otherwise spend in its call slot, after the answer came back.
 */
function warmCatalogue(override) {
    if (!override)
        loadCatalogue().catch(() => undefined);
}
/**
 * The price in USD of one answer's tokens, or `null` when it cannot be known: no usage was
 * reported, or neither the target's `pricing` nor the catalogue knows the model. Never 0 for
 * "unknown". Cached prompt tokens take the cached rate (the input rate when none is given);
 * prompt-cache writes take the catalogue's write rate, or the input rate under a target's pricing.
 */
async function priceAnswer(usage, query) {
    if (!usage || (usage.input === undefined && usage.output === undefined))
        return null;
    const input = usage.input ?? 0;
    const output = usage.output ?? 0;
    const cached = Math.min(usage.cachedInput ?? 0, input);
    const written = Math.min(usage.cacheWriteInput ?? 0, input - cached);
    if (query.override) {
        const { inputPerMtok, outputPerMtok, cachedInputPerMtok } = query.override;
        const dollars = (input - cached) * inputPerMtok + cached * (cachedInputPerMtok ?? inputPerMtok) + output * outputPerMtok;
        return roundUsd(dollars / 1_000_000);
    }
    const calcPrice = await loadCatalogue();
    try {
        const priced = calcPrice({
            input_tokens: input,
            output_tokens: output,
            ...(cached > 0 ? { cache_read_tokens: cached } : {}),
            ...(written > 0 ? { cache_write_tokens: written } : {}),
        }, query.model, { providerId: query.source, timestamp: new Date(query.atMs) });
        return priced ? roundUsd(priced.total_price) : null;
    }
    catch {
        // A catalogue entry that cannot price this usage (a unit it lacks) is an unknown price.
        return null;
    }
}
/** To a ten-billionth of a dollar, so records read 0.000105 rather than 0.00010499999999999999. */
function roundUsd(value) {
    return Math.round(value * 1e10) / 1e10;
}

;// CONCATENATED MODULE: ./src/providers/anthropic-provider.ts





const ANTHROPIC_DEFAULT_BASE_URL = 'https://api.anthropic.com';
const ANTHROPIC_DEFAULT_MODEL = 'claude-sonnet-4-6';
/** The Messages API requires max_tokens; this is used when the target sets none. */
const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
const SDK_TIMEOUT_MS = 60 * 60 * 1000;
/** An `anthropic` target's settings: its fields win over the ANTHROPIC_* variables, then the defaults. */
const ANTHROPIC = hostedModel({
    apiKey: { keys: API_KEY_KEYS, env: 'ANTHROPIC_API_KEY', required: true },
    baseUrl: { keys: BASE_URL_KEYS, env: 'ANTHROPIC_BASE_URL', default: ANTHROPIC_DEFAULT_BASE_URL },
    model: { keys: MODEL_KEYS, env: 'ANTHROPIC_MODEL', default: ANTHROPIC_DEFAULT_MODEL },
});
const anthropicSettingsFrom = ANTHROPIC.settingsFrom;
/**
 * Claude through `@anthropic-ai/sdk`. The Messages API has no schema-free JSON mode, so
 * `supportsStructuredOutput` is false: rubric batching falls back to one call per criterion,
 * and judges rely on their prompt asking for a JSON object.
 */
class AnthropicProvider {
    targetName;
    client;
    settings;
    runtime;
    pricing;
    kind = 'anthropic';
    isModelCall = true;
    offline = false;
    supportsStructuredOutput = false;
    /**
     * The target's own max_tokens only: the 4096 sent when it sets none is not reserved, since which
     * budget `anthropic-ratelimit-tokens-*` describes (input or output tokens) the headers do not say.
     */
    maxTokens;
    constructor(targetName, client, settings, runtime, pricing) {
        this.targetName = targetName;
        this.client = client;
        this.settings = settings;
        this.runtime = runtime;
        this.pricing = pricing;
        this.maxTokens = settings.maxTokens;
    }
    cacheIdentity() {
        const { model, temperature, maxTokens, baseUrl } = this.settings;
        return { model, settings: { temperature, maxTokens, endpoint: baseUrl } };
    }
    async invoke(request, { signal }) {
        const { system, turns } = toConversation(request);
        const { model, temperature, apiKey } = this.settings;
        let message;
        let rateLimit;
        // Resets are times; the limiter reads them as waits from when the server counted the call.
        const sentAt = this.runtime.now();
        try {
            // withResponse: the answer's rate-limit headers pace this target's next calls.
            const call = (await this.client()).messages
                .create({
                model,
                max_tokens: this.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS,
                messages: turns.map((turn) => ({ role: turn.role, content: turn.content })),
                ...(system ? { system } : {}),
                ...(temperature !== undefined ? { temperature } : {}),
            }, { signal, maxRetries: 0 })
                .withResponse();
            warmCatalogue(this.pricing);
            const { data, response } = await call;
            message = data;
            rateLimit = parseRateLimitHeaders(response.headers, sentAt);
        }
        catch (error) {
            throw toProviderError(error, { provider: this.kind, nowMs: this.runtime.now(), secrets: [apiKey] });
        }
        if (!Array.isArray(message?.content))
            throw malformedResponse(this.kind, 'no content blocks');
        const text = message.content
            .filter((block) => block.type === 'text')
            .map((block) => block.text)
            .join('');
        if (text === '')
            throw malformedResponse(this.kind, `an empty answer (stop_reason ${message.stop_reason ?? 'none'})`);
        const tokenUsage = anthropicUsage(message.usage);
        return {
            text,
            outputMessages: [{ role: 'assistant', content: text }],
            tokenUsage,
            costUsd: await priceAnswer(tokenUsage, {
                source: 'anthropic',
                model,
                override: this.pricing,
                atMs: this.runtime.now(),
            }),
            raw: { id: message.id, model: message.model, stop_reason: message.stop_reason },
            ...(rateLimit ? { rateLimit } : {}),
        };
    }
}
/**
 * Anthropic's `input_tokens` leaves out the prompt-cache reads and writes, which it reports apart;
 * they are added in so `input` counts every prompt token, as for the other providers.
 */
function anthropicUsage(usage) {
    if (!usage)
        return undefined;
    const cachedInput = usage.cache_read_input_tokens ?? 0;
    const cacheWriteInput = usage.cache_creation_input_tokens ?? 0;
    const input = usage.input_tokens + cachedInput + cacheWriteInput;
    return { input, output: usage.output_tokens, total: input + usage.output_tokens, cachedInput, cacheWriteInput };
}
/** `provider: anthropic`. */
const anthropicProviderFactory = {
    ...ANTHROPIC.targetChecks,
    create(target, { runtime }) {
        const settings = ANTHROPIC.require(target, runtime.env);
        // Explicit options so the SDK reads no credentials, profiles or base URL of its own. The call
        // limiter owns the timeout; an explicit SDK timeout (an upper bound only) also skips the SDK's
        // refusal of non-streaming calls with a large max_tokens.
        const apiKey = settings.apiKey;
        const client = lazyClient(async () => {
            const { default: Anthropic } = await __webpack_require__.e(/* import() */ 573).then(__webpack_require__.bind(__webpack_require__, 90573));
            return new Anthropic({
                apiKey,
                authToken: null,
                baseURL: settings.baseUrl,
                maxRetries: 0,
                timeout: SDK_TIMEOUT_MS,
            });
        });
        return new AnthropicProvider(target.name, client, settings, runtime, target.pricing);
    },
};

;// CONCATENATED MODULE: ./src/providers/openai-tools.ts


const objectList = (what) => schemas/* array */.YOg(schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()), { error: `must be a list of ${what} objects` });
const choice = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())], {
    error: 'must be a name (auto, none, required) or an object',
});
const TOOL_FIELDS = {
    tools: {
        keys: ['tools'],
        schema: objectList('tool'),
        fix: 'write tools as a list, e.g. tools: [{type: function, function: {name: …, parameters: {…}}}]',
    },
    tool_choice: { keys: ['tool_choice'], schema: choice, fix: 'write tool_choice as auto, none, required or {…}' },
    functions: {
        keys: ['functions'],
        schema: objectList('function'),
        fix: 'write functions as a list, e.g. functions: [{name: …, parameters: {…}}]',
    },
    function_call: { keys: ['function_call'], schema: choice, fix: 'write function_call as auto, none or {name: …}' },
};
/** The target keys the tool settings are read from, for the unknown-key check. */
const OPENAI_TOOL_KEYS = Object.keys(TOOL_FIELDS);
/** The target's tool settings (validated: a bad value is a one-line ConfigError at its line). */
function readOpenAITools(target) {
    const values = readModelFields(target, TOOL_FIELDS);
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}
/**
 * An answer that called tools, as a value, by promptfoo 0.123.1's OpenAI chat provider's rule (the
 * output its assertions see): the whole message when it has text and calls, the `function_call`
 * or `tool_calls` when it has no text; undefined when the answer is the message's text.
 */
function toolCallAnswer(message) {
    const { content, tool_calls: calls, function_call: fn } = message;
    if (content && (fn || calls))
        return Array.isArray(calls) && calls.length === 0 ? undefined : message;
    if (content === null || content === undefined || (content === '' && calls))
        return fn || calls || undefined;
    return undefined;
}

;// CONCATENATED MODULE: ./src/providers/output-message-trace.ts

/**
 * A cli agent's `output_messages`: chat messages whose assistant turns may carry tool calls in
 * OpenAI's shape (`tool_calls: [{id, type: function, function: {name, arguments}}]`, arguments as
 * JSON text) or AgentV's (`toolCalls: [{tool, input, output, id, durationMs}]`). Both become one
 * shape, and the calls become trace events, so trajectories and metrics can grade what an agent
 * did even when it reports no trace of its own.
 */
const openAiCallSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP().optional(),
    function: schemas/* object */.Ikc({ name: schemas/* string */.YjP().min(1), arguments: schemas/* unknown */.L5J().optional() }),
});
const agentvCallSchema = schemas/* object */.Ikc({
    tool: schemas/* string */.YjP().min(1),
    input: schemas/* unknown */.L5J().optional(),
    args: schemas/* unknown */.L5J().optional(),
    output: schemas/* unknown */.L5J().optional(),
    id: schemas/* string */.YjP().optional(),
    durationMs: schemas/* number */.aig().nonnegative().optional(),
    duration_ms: schemas/* number */.aig().nonnegative().optional(),
});
const toolCallSchema = schemas/* union */.KCZ([openAiCallSchema, agentvCallSchema]).transform((call) => {
    if ('function' in call) {
        const input = parseArguments(call.function.arguments);
        return { tool: call.function.name, ...(input !== undefined ? { input } : {}), ...(call.id ? { id: call.id } : {}) };
    }
    const input = call.input ?? call.args;
    const duration = call.duration_ms ?? call.durationMs;
    return {
        tool: call.tool,
        ...(input !== undefined ? { input } : {}),
        ...(call.output !== undefined ? { output: call.output } : {}),
        ...(call.id ? { id: call.id } : {}),
        ...(duration !== undefined ? { duration_ms: duration } : {}),
    };
});
/** One output message; a malformed tool call is dropped rather than failing the case. */
const outputMessageSchema = schemas/* object */.Ikc({
    role: schemas/* enum */.k5n(['system', 'user', 'assistant', 'tool']),
    content: schemas/* unknown */.L5J().optional(),
    tool_calls: schemas/* array */.YOg(toolCallSchema.optional().catch(undefined)).optional().catch(undefined),
    toolCalls: schemas/* array */.YOg(toolCallSchema.optional().catch(undefined)).optional().catch(undefined),
})
    .transform((m) => {
    const calls = [...(m.tool_calls ?? []), ...(m.toolCalls ?? [])].filter((c) => c !== undefined);
    const content = m.content === undefined || m.content === null ? '' : (messageText(m.content) ?? JSON.stringify(m.content));
    return { role: m.role, content, ...(calls.length > 0 ? { tool_calls: calls } : {}) };
});
const CONTENT_BLOCK_TYPES = new Set(['text', 'image', 'file']);
/**
 * A message's text as AgentV reads it: a string as it is; a list of content blocks (`text`,
 * `image`, `file`) as its `text` parts joined by newlines; undefined for anything else.
 */
function messageText(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content) || content.length === 0)
        return undefined;
    const blocks = content;
    if (!blocks.every((b) => typeof b === 'object' && b !== null && typeof b.type === 'string' && CONTENT_BLOCK_TYPES.has(b.type)))
        return undefined;
    return blocks.flatMap((b) => (b?.type === 'text' && typeof b.text === 'string' ? [b.text] : [])).join('\n');
}
/** OpenAI sends arguments as JSON text; anything that does not parse is kept as it came. */
function parseArguments(value) {
    if (typeof value !== 'string')
        return value;
    try {
        return JSON.parse(value);
    }
    catch {
        return value;
    }
}
/**
 * Trace events for the tool calls in `messages`, in order: a `tool_call` per call (data: `input`,
 * `duration_ms`), followed by a `tool_result` when the call reported its output.
 */
function traceFromOutputMessages(messages) {
    const trace = [];
    for (const message of messages) {
        for (const call of message.tool_calls ?? []) {
            const data = {};
            if (call.id !== undefined)
                data.id = call.id;
            if (call.input !== undefined)
                data.input = call.input;
            if (call.duration_ms !== undefined)
                data.duration_ms = call.duration_ms;
            trace.push({ type: 'tool_call', name: call.tool, data });
            if (call.output !== undefined)
                trace.push({ type: 'tool_result', name: call.tool, data: { output: call.output } });
        }
    }
    return trace;
}

;// CONCATENATED MODULE: ./src/providers/openai-chat.ts






/** Chat completions through the official `openai` SDK; shared by the `openai` and `azure-openai` kinds. */
class OpenAIChatProvider {
    options;
    kind;
    targetName;
    isModelCall = true;
    offline = false;
    supportsStructuredOutput = true;
    maxTokens;
    constructor(options) {
        this.options = options;
        this.kind = options.kind;
        this.targetName = options.targetName;
        this.maxTokens = options.settings.maxTokens;
    }
    /** What, besides the messages, decides the answer (for the response cache key). */
    cacheIdentity() {
        const { model, settings, endpoint, tools } = this.options;
        return { model, settings: { ...settings, endpoint, ...(tools && Object.keys(tools).length > 0 ? { tools } : {}) } };
    }
    async invoke(request, { signal }) {
        const { client, model, settings, runtime, apiKey } = this.options;
        const body = { model, messages: toMessages(request) };
        if (settings.temperature !== undefined)
            body.temperature = settings.temperature;
        // max_tokens is deprecated and refused by reasoning models; max_completion_tokens works for all.
        if (this.maxTokens !== undefined)
            body.max_completion_tokens = this.maxTokens;
        if (request.responseFormat === 'json')
            body.response_format = { type: 'json_object' };
        // Sent as written: the API, not this tool, judges the tool definitions.
        Object.assign(body, this.options.tools);
        let completion;
        let rateLimit;
        try {
            // withResponse: the answer's rate-limit headers pace this target's next calls.
            const call = (await client()).chat.completions.create(body, { signal, maxRetries: 0 }).withResponse();
            warmCatalogue(this.options.pricing);
            const { data, response } = await call;
            completion = data;
            rateLimit = parseRateLimitHeaders(response.headers, runtime.now());
        }
        catch (error) {
            throw toProviderError(error, { provider: this.kind, nowMs: runtime.now(), secrets: [apiKey] });
        }
        const choice = completion?.choices?.[0];
        if (!choice?.message)
            throw malformedResponse(this.kind, 'no choices[0].message');
        // A model that called tools answered with the calls, whether or not it wrote text too.
        const value = choice.message.refusal ? undefined : toolCallAnswer(choice.message);
        const text = value !== undefined && !choice.message.content
            ? JSON.stringify(value)
            : (choice.message.content ?? choice.message.refusal);
        // A 200 with no answer is the provider's failure, retried by the policy, never an answer scored 0.
        if (text === null || text === undefined || text === '')
            throw malformedResponse(this.kind, `an empty answer (finish_reason ${choice.finish_reason ?? 'none'})`);
        const content = value === undefined ? text : (choice.message.content ?? '');
        const message = outputMessageSchema.parse({ ...choice.message, role: 'assistant', content });
        const usage = completion.usage;
        // prompt_tokens already counts the cached ones; cached_tokens says how many of them were.
        const tokenUsage = usage
            ? {
                input: usage.prompt_tokens,
                output: usage.completion_tokens,
                total: usage.total_tokens,
                cachedInput: usage.prompt_tokens_details?.cached_tokens ?? 0,
            }
            : undefined;
        return {
            text,
            ...(value !== undefined ? { value } : {}),
            outputMessages: [message],
            ...(message.tool_calls ? { trace: traceFromOutputMessages([message]) } : {}),
            tokenUsage,
            costUsd: await priceAnswer(tokenUsage, {
                source: this.kind === 'azure-openai' ? 'azure' : 'openai',
                model,
                override: this.options.pricing,
                atMs: runtime.now(),
            }),
            raw: {
                id: completion.id,
                model: completion.model,
                finish_reason: choice.finish_reason,
                // Token log-probabilities when the server gave them (promptfoo's perplexity assertions read them).
                ...(choice.logprobs?.content ? { logprobs: choice.logprobs.content.map((token) => token.logprob) } : {}),
            },
            ...(rateLimit ? { rateLimit } : {}),
        };
    }
    /**
     * The embeddings endpoint with the target's model (promptfoo's `openai:embedding:<model>`).
     * Floats asked for explicitly: the SDK's default base64 would round every value to float32.
     */
    async embed(texts, { signal }) {
        const { client, model, runtime, apiKey } = this.options;
        let data;
        let rateLimit;
        try {
            const result = await (await client()).embeddings
                .create({ model, input: texts, encoding_format: 'float' }, { signal, maxRetries: 0 })
                .withResponse();
            data = result.data;
            rateLimit = parseRateLimitHeaders(result.response.headers, runtime.now());
        }
        catch (error) {
            throw toProviderError(error, { provider: this.kind, nowMs: runtime.now(), secrets: [apiKey] });
        }
        const rows = Array.isArray(data?.data) ? [...data.data].sort((a, b) => a.index - b.index) : [];
        if (rows.length !== texts.length || !rows.every((row) => Array.isArray(row.embedding)))
            throw malformedResponse(this.kind, `${rows.length} embeddings for ${texts.length} texts`);
        const tokenUsage = data.usage
            ? { input: data.usage.prompt_tokens, output: 0, total: data.usage.total_tokens }
            : undefined;
        const costUsd = await priceAnswer(tokenUsage, {
            source: this.kind === 'azure-openai' ? 'azure' : 'openai',
            model,
            override: this.options.pricing,
            atMs: runtime.now(),
        });
        return { embeddings: rows.map((row) => row.embedding), tokenUsage, costUsd, ...(rateLimit ? { rateLimit } : {}) };
    }
}
function toMessages(request) {
    // A chat of system messages only (promptfoo's select-best grading prompt) is sent as it is, as
    // promptfoo sends it: OpenAI takes it, where other APIs need the user turn made up below.
    if (request.systemPrompt === undefined &&
        request.messages.length > 0 &&
        request.messages.every((m) => m.role === 'system'))
        return request.messages.map((m) => ({ role: 'system', content: m.content }));
    const { system, turns } = toConversation(request);
    const messages = [];
    if (system)
        messages.push({ role: 'system', content: system });
    for (const turn of turns)
        messages.push({ role: turn.role, content: turn.content });
    return messages;
}

;// CONCATENATED MODULE: ./src/providers/azure-openai-provider.ts




/** The GA data-plane version; override with the target's `api_version` or AZURE_OPENAI_API_VERSION. */
const AZURE_DEFAULT_API_VERSION = '2024-10-21';
/** An `azure-openai` target's settings: its fields win over the AZURE_* variables, then the default. */
const AZURE = hostedModel({
    endpoint: { keys: ['endpoint', 'base_url', 'baseUrl', 'resource'], env: 'AZURE_OPENAI_ENDPOINT', required: true },
    apiKey: { keys: API_KEY_KEYS, env: 'AZURE_OPENAI_API_KEY', required: true },
    deployment: {
        keys: ['deployment', 'deployment_name', 'deploymentName', 'model'],
        env: 'AZURE_DEPLOYMENT_NAME',
        required: true,
    },
    // `version` is AgentV 4.x's spelling.
    apiVersion: {
        keys: ['api_version', 'apiVersion', 'version'],
        env: 'AZURE_OPENAI_API_VERSION',
        default: AZURE_DEFAULT_API_VERSION,
    },
});
const azureSettingsFrom = AZURE.settingsFrom;
/** `provider: azure-openai` — Azure OpenAI deployments through the SDK's `AzureOpenAI` client. */
const azureOpenAIProviderFactory = {
    ...AZURE.targetChecks,
    configKeys: [...AZURE.targetChecks.configKeys, ...OPENAI_TOOL_KEYS],
    create(target, { runtime }) {
        const s = AZURE.require(target, runtime.env);
        // baseURL (not `endpoint`) so the SDK never consults OPENAI_BASE_URL from process.env.
        const baseURL = `${s.endpoint.replace(/\/+$/, '')}/openai`;
        const { apiKey, apiVersion, deployment } = s;
        const client = lazyClient(async () => {
            const { AzureOpenAI } = await __webpack_require__.e(/* import() */ 674).then(__webpack_require__.bind(__webpack_require__, 93674));
            return new AzureOpenAI({ apiKey, baseURL, apiVersion, deployment, maxRetries: 0, timeout: 60 * 60 * 1000 });
        });
        return new OpenAIChatProvider({
            kind: 'azure-openai',
            targetName: target.name,
            client,
            model: s.deployment,
            settings: { temperature: s.temperature, maxTokens: s.maxTokens },
            tools: readOpenAITools(target),
            endpoint: `${baseURL}/deployments/${s.deployment}?api-version=${s.apiVersion}`,
            apiKey: s.apiKey,
            runtime,
            pricing: target.pricing,
        });
    },
};

;// CONCATENATED MODULE: ./src/providers/agent-streams.ts



/** The JSON values of a JSONL stream; blank lines are skipped, unparsable ones collected. */
function parseJsonLines(text) {
    const values = [];
    const malformed = [];
    for (const line of text.split('\n')) {
        const trimmed = line.trim();
        if (!trimmed)
            continue;
        try {
            values.push(JSON.parse(trimmed));
        }
        catch {
            malformed.push(trimmed);
        }
    }
    return { values, malformed };
}
/** `value` as an object, or undefined for arrays, null and primitives. */
function asRecord(value) {
    return (0,is_record/* isRecord */.u)(value) ? value : undefined;
}
/** `value` when it is a string. */
function asString(value) {
    return typeof value === 'string' ? value : undefined;
}
/** `value` when it is a finite number. */
function asNumber(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
const RESULT_MAX = 4000;
/**
 * Reads Claude Code's stream-json events: assistant `text` blocks are messages, `tool_use` blocks
 * tool calls, `tool_result` blocks (in user events) tool results named after their call; the
 * final `result` event carries the answer, usage and cost. Prompt-cache reads and writes count
 * as input and are also kept apart (`cachedInput`, `cacheWriteInput`).
 */
function parseClaudeStream(events) {
    const run = { trace: [] };
    const toolNames = new Map();
    let lastText;
    for (const value of events) {
        const event = asRecord(value);
        const blocks = asRecord(event?.message)?.content;
        if (event?.type === 'assistant' && Array.isArray(blocks)) {
            for (const block of blocks.map(asRecord)) {
                if (block?.type === 'text' && typeof block.text === 'string') {
                    lastText = block.text;
                    run.trace.push({ type: 'message', text: block.text });
                }
                else if (block?.type === 'tool_use') {
                    const name = asString(block.name) ?? 'unknown';
                    if (typeof block.id === 'string')
                        toolNames.set(block.id, name);
                    run.trace.push({ type: 'tool_call', name, data: { id: block.id, input: block.input } });
                }
            }
        }
        else if (event?.type === 'user' && Array.isArray(blocks)) {
            for (const block of blocks.map(asRecord)) {
                if (block?.type !== 'tool_result')
                    continue;
                const id = asString(block.tool_use_id);
                run.trace.push({
                    type: 'tool_result',
                    name: (id && toolNames.get(id)) || 'unknown',
                    text: (0,run_process/* tailText */.QR)(resultText(block.content), RESULT_MAX),
                    data: { id, is_error: block.is_error === true },
                });
            }
        }
        else if (event?.type === 'result') {
            readResult(event, run);
        }
    }
    run.text ??= lastText;
    return run;
}
function readResult(event, run) {
    const subtype = asString(event.subtype) ?? '';
    const result = asString(event.result);
    if (event.is_error === true || subtype.startsWith('error')) {
        run.error = result || subtype || 'error';
        run.trace.push({ type: 'error', text: run.error });
    }
    else if (result !== undefined) {
        run.text = result;
    }
    run.costUsd = asNumber(event.total_cost_usd) ?? asNumber(event.cost_usd);
    const usage = asRecord(event.usage);
    if (usage) {
        const cachedInput = asNumber(usage.cache_read_input_tokens) ?? 0;
        const cacheWriteInput = asNumber(usage.cache_creation_input_tokens) ?? 0;
        const input = (asNumber(usage.input_tokens) ?? 0) + cachedInput + cacheWriteInput;
        const output = asNumber(usage.output_tokens) ?? 0;
        run.tokenUsage = { input, output, total: input + output, cachedInput, cacheWriteInput };
    }
}
function resultText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content))
        return content.map((part) => asString(asRecord(part)?.text) ?? '').join('');
    return content === undefined ? '' : JSON.stringify(content);
}
const MESSAGE_ITEMS = new Set(['agent_message', 'assistant_message']);
const SILENT_ITEMS = new Set(['reasoning', 'todo_list']);
const OUTPUT_MAX = 4000;
/**
 * Reads Codex's JSONL event stream liberally: the current shape (`item.completed` with typed items,
 * `turn.completed` usage, `turn.failed`) and the older `{msg: {type, ...}}` shape. The last
 * assistant message is the answer; tool activity becomes `tool_call`/`tool_result` trace events.
 */
function parseCodexEvents(events) {
    const run = { trace: [] };
    for (const value of events) {
        const event = asRecord(value);
        if (!event)
            continue;
        const type = asString(event.type);
        if (type === 'item.completed')
            readItem(asRecord(event.item), run);
        else if (type === 'turn.completed')
            addUsage(run, asRecord(event.usage));
        else if (type === 'turn.failed')
            fail(run, asString(asRecord(event.error)?.message) ?? 'turn failed');
        else if (type === 'error')
            fail(run, asString(event.message) ?? 'error');
        const legacy = asRecord(event.msg);
        if (legacy)
            readLegacy(legacy, run);
    }
    return run;
}
function readItem(item, run) {
    if (!item)
        return;
    const type = asString(item.type) ?? asString(item.item_type) ?? 'unknown';
    if (MESSAGE_ITEMS.has(type)) {
        const text = asString(item.text) ?? contentText(item.content);
        if (text !== undefined)
            message(run, text);
    }
    else if (type === 'error') {
        fail(run, asString(item.message) ?? 'error');
    }
    else if (type === 'command_execution') {
        run.trace.push({ type: 'tool_call', name: 'command_execution', data: { command: item.command } });
        run.trace.push({
            type: 'tool_result',
            name: 'command_execution',
            text: (0,run_process/* tailText */.QR)(asString(item.aggregated_output) ?? '', OUTPUT_MAX),
            data: { exit_code: item.exit_code, status: item.status },
        });
    }
    else if (type === 'mcp_tool_call') {
        const name = asString(item.tool) ?? 'mcp_tool_call';
        run.trace.push({ type: 'tool_call', name, data: { server: item.server, arguments: item.arguments } });
        if (item.result !== undefined || item.error !== undefined) {
            run.trace.push({
                type: 'tool_result',
                name,
                data: { result: item.result, error: item.error, status: item.status },
            });
        }
    }
    else if (type === 'function_call') {
        run.trace.push({
            type: 'tool_call',
            name: asString(item.name) ?? 'function_call',
            data: { arguments: item.arguments },
        });
    }
    else if (!SILENT_ITEMS.has(type)) {
        // file_change, web_search and kinds newer than this parser are still tool activity.
        const { id: _id, type: _type, ...data } = item;
        run.trace.push({ type: 'tool_call', name: type, data });
    }
}
function readLegacy(msg, run) {
    const type = asString(msg.type);
    if (type === 'agent_message') {
        const text = asString(msg.message);
        if (text !== undefined)
            message(run, text);
    }
    else if (type === 'task_complete') {
        const last = asString(msg.last_agent_message);
        if (last !== undefined)
            run.text = last;
    }
    else if (type === 'exec_command_begin') {
        run.trace.push({ type: 'tool_call', name: 'command_execution', data: { command: msg.command } });
    }
    else if (type === 'exec_command_end') {
        const output = asString(msg.aggregated_output) ?? asString(msg.stdout) ?? '';
        run.trace.push({
            type: 'tool_result',
            name: 'command_execution',
            text: (0,run_process/* tailText */.QR)(output, OUTPUT_MAX),
            data: { exit_code: msg.exit_code },
        });
    }
    else if (type === 'mcp_tool_call_begin') {
        const invocation = asRecord(msg.invocation);
        run.trace.push({ type: 'tool_call', name: asString(invocation?.tool) ?? 'mcp_tool_call', data: invocation });
    }
    else if (type === 'token_count') {
        const info = asRecord(msg.info);
        const total = asRecord(info?.total_token_usage) ?? msg;
        const usage = readUsage(total);
        if (usage)
            run.tokenUsage = usage;
    }
    else if (type === 'error') {
        fail(run, asString(msg.message) ?? 'error');
    }
}
function message(run, text) {
    run.text = text;
    run.trace.push({ type: 'message', text });
}
function fail(run, error) {
    run.error = error;
    run.trace.push({ type: 'error', text: error });
}
function addUsage(run, usage) {
    const turn = readUsage(usage);
    if (!turn)
        return;
    const sum = (a, b) => (a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0));
    const before = run.tokenUsage;
    run.tokenUsage = {
        input: sum(before?.input, turn.input),
        output: sum(before?.output, turn.output),
        total: sum(before?.total, turn.total),
        cachedInput: sum(before?.cachedInput, turn.cachedInput),
    };
}
/** Codex's usage (`input_tokens` counts the cached ones, `cached_input_tokens` says how many). */
function readUsage(usage) {
    if (!usage)
        return undefined;
    const input = asNumber(usage.input_tokens);
    const output = asNumber(usage.output_tokens);
    if (input === undefined && output === undefined)
        return undefined;
    return {
        input,
        output,
        total: asNumber(usage.total_tokens) ?? (input ?? 0) + (output ?? 0),
        cachedInput: asNumber(usage.cached_input_tokens) ?? 0,
    };
}
function contentText(content) {
    if (!Array.isArray(content))
        return undefined;
    const parts = content.map((part) => asString(asRecord(part)?.text)).filter((t) => t !== undefined);
    return parts.length > 0 ? parts.join('') : undefined;
}
/**
 * An agent's JSON-lines stdout (codex, claude-code), read: a non-zero exit or a malformed line is a
 * ProviderError carrying the stream's tails; otherwise the events and those tails for later errors.
 */
function readAgentStream(what, result) {
    if (result.exitCode !== 0)
        throw (0,run_process/* processExitError */.gz)(what, result, { includeStdout: true });
    const { values, malformed } = parseJsonLines(result.stdout);
    const details = { exit_code: result.exitCode, stdout: (0,run_process/* tailText */.QR)(result.stdout), stderr: (0,run_process/* tailText */.QR)(result.stderr) };
    if (malformed.length > 0)
        throw new agentv_error/* ProviderError */.mZ(`${what} printed malformed JSON: ${(0,run_process/* tailText */.QR)(malformed[0] ?? '', 200)}`, { details });
    return { values, details };
}

;// CONCATENATED MODULE: ./src/providers/claude-code-provider.ts







/** Linux refuses a single argument over 128 KiB; longer prompts go through stdin. */
const MAX_PROMPT_ARG_BYTES = 100_000;
/**
 * A `claude-code` target: runs `claude -p <prompt> --output-format stream-json --verbose` with the
 * target's model, allowed tools and extra args. The prompt comes right after `-p` because
 * `--allowedTools` takes a variable number of values; a prompt that is too long for one argument,
 * or that starts with a dash, is written to stdin instead (which `claude -p` reads).
 */
class ClaudeCodeProvider {
    target;
    settings;
    runtime;
    kind = 'claude-code';
    isModelCall = false;
    offline = false;
    targetName;
    what;
    executable;
    constructor(target, settings, runtime) {
        this.target = target;
        this.settings = settings;
        this.runtime = runtime;
        this.targetName = target.name;
        this.what = `target "${target.name}" (claude-code)`;
    }
    /** Verifies the executable is there; login and model problems are Claude Code's to report. */
    async healthcheck() {
        this.resolveExecutable();
    }
    async invoke(request, { signal }) {
        const executable = this.resolveExecutable();
        const viaStdin = request.prompt.startsWith('-') || Buffer.byteLength(request.prompt) > MAX_PROMPT_ARG_BYTES;
        const timeout = this.settings.timeout_seconds;
        const result = await (0,run_process/* runProcess */.R3)({
            file: executable,
            ...(request.maxAnswerBytes !== undefined ? { maxAnswerBytes: request.maxAnswerBytes } : {}),
            args: this.args(viaStdin ? undefined : request.prompt),
            stdin: viaStdin ? request.prompt : undefined,
            cwd: await agentWorkingDir(this.target, this.settings.cwd, request.workspaceDir, this.runtime.cwd),
            env: { ...(0,child_env/* childEnv */.gf)(this.runtime, this.settings.pass_env), ...this.settings.env },
            timeoutMs: timeout === undefined ? undefined : timeout * 1000,
            signal,
            what: this.what,
        });
        return this.answer(result);
    }
    args(prompt) {
        const { model, allowed_tools: tools, args } = this.settings;
        return [
            '-p',
            ...(prompt === undefined ? [] : [prompt]),
            '--output-format',
            'stream-json',
            '--verbose',
            ...(model ? ['--model', model] : []),
            ...(tools && tools.length > 0 ? ['--allowedTools', tools.join(',')] : []),
            ...(args ?? []),
        ];
    }
    answer(result) {
        const { values, details } = readAgentStream(this.what, result);
        const run = parseClaudeStream(values);
        if (run.error !== undefined)
            throw new agentv_error/* ProviderError */.mZ(`${this.what} reported an error: ${(0,run_process/* tailText */.QR)(run.error, 300)}`, {
                retryable: true,
                details,
            });
        if (run.text === undefined)
            throw new agentv_error/* ProviderError */.mZ(`${this.what} finished without an answer`, { retryable: true, details });
        const response = { text: run.text, trace: run.trace };
        if (run.tokenUsage)
            response.tokenUsage = run.tokenUsage;
        if (run.costUsd !== undefined)
            response.costUsd = run.costUsd;
        return response;
    }
    resolveExecutable() {
        this.executable ??= agentExecutable(this.target, this.settings.executable ?? 'claude', this.runtime.env, external_node_path_default().dirname(this.target.source.file), 'install Claude Code (npm install -g @anthropic-ai/claude-code)');
        return this.executable;
    }
}
/** Factory of the `claude-code` provider kind; the target's fields are validated when it is created. */
const claudeCodeProviderFactory = {
    create: (target, { runtime }) => new ClaudeCodeProvider(target, parseClaudeCodeSettings(target), runtime),
    get configKeys() {
        return schemaKeys(claudeCodeSettingsSchema);
    },
};
/** Fields of a `claude-code` target, either spelling. `allowed_tools` may be a list or "Read,Bash". */
const claudeCodeSettingsSchema = schemas/* preprocess */.vkY(snakeCaseKeys, schemas/* object */.Ikc({
    ...agentSettingsShape,
    model: schemas/* string */.YjP({ error: 'must be a model name' }).trim().min(1, 'must be a model name').optional(),
    allowed_tools: schemas/* union */.KCZ([schemas/* array */.YOg(schemas/* string */.YjP()), schemas/* string */.YjP()], { error: 'must be a list of tool names' })
        .transform((tools) => (typeof tools === 'string' ? tools.split(',') : tools).map((t) => t.trim()).filter(Boolean))
        .optional(),
}));
const claude_code_provider_FIXES = {
    ...AGENT_FIXES,
    model: 'set model to a Claude model name or alias, e.g. model: sonnet',
    allowed_tools: 'write allowed_tools as a list, e.g. allowed_tools: [Read, Grep, "Bash(git diff:*)"]',
};
/** Validated settings of a `claude-code` target; a ConfigError naming the field and its fix otherwise. */
function parseClaudeCodeSettings(target) {
    return parseTargetConfig(claudeCodeSettingsSchema, target, claude_code_provider_FIXES);
}

;// CONCATENATED MODULE: ./src/process/read-capped-file.ts


/** The file is there but is not a regular file (a FIFO, a device, a socket, a folder). */
class NotRegularFileError extends Error {
    kind;
    constructor(kind) {
        super(`not a regular file (${kind})`);
        this.kind = kind;
    }
}
/**
 * Reads at most `maxBytes` of `file` (an agent's `{OUTPUT_FILE}`, a response file), like stdout is
 * capped: memory stays near the cap however large the file. Opened without blocking and checked on
 * the open handle, so a FIFO (which would wait for a writer forever), a device such as /dev/zero
 * (which never ends) or a folder is a NotRegularFileError, whatever a symlink pointed at.
 */
async function readCappedFile(file, maxBytes) {
    const handle = await (0,external_node_fs_promises_.open)(file, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw new NotRegularFileError(read_capped_file_kindOf(stats));
        // One byte past the cap tells a file that is exactly the cap from a longer one.
        const buffer = Buffer.alloc(Math.min(stats.size, maxBytes) + 1);
        let length = 0;
        for (;;) {
            if (length === buffer.length)
                break;
            const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
            if (bytesRead === 0)
                break;
            length += bytesRead;
        }
        const truncated = length > maxBytes || stats.size > maxBytes;
        return { text: buffer.subarray(0, Math.min(length, maxBytes)).toString('utf8'), truncated };
    }
    finally {
        await handle.close();
    }
}
function read_capped_file_kindOf(stats) {
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isDirectory())
        return 'a folder';
    return 'not a file';
}

// EXTERNAL MODULE: ./src/results/nesting-depth.ts
var nesting_depth = __webpack_require__(69804);
;// CONCATENATED MODULE: ./src/providers/cli-answer.ts




/**
 * A cli agent's answer, read as AgentV reads it (2.x and 4.x): a JSON object whose messages are
 * `output` (4.x) or `output_messages` (2.x), with or without `text`; when it has messages, the
 * answer is the last assistant message's content and `text` is ignored; otherwise `text`; a JSON
 * object with neither, or anything that is not JSON, is plain text, kept as it came (a trailing
 * newline included). Beyond AgentV we also read `trace`, and tool calls in OpenAI's shape.
 */
const cli_answer_count = schemas/* number */.aig().nonnegative().optional().catch(undefined);
const tokenUsageSchema = schemas/* preprocess */.vkY(snakeCaseKeys, schemas/* object */.Ikc({
    input: cli_answer_count,
    output: cli_answer_count,
    total: cli_answer_count,
    input_tokens: cli_answer_count,
    output_tokens: cli_answer_count,
    total_tokens: cli_answer_count,
    prompt_tokens: cli_answer_count,
    completion_tokens: cli_answer_count,
    cached: cli_answer_count,
    cached_input: cli_answer_count,
    cached_input_tokens: cli_answer_count,
    cache_read_input_tokens: cli_answer_count,
}));
const traceEventSchema = schemas/* object */.Ikc({
    type: schemas/* enum */.k5n(['tool_call', 'tool_result', 'message', 'error']),
    name: schemas/* string */.YjP().optional(),
    text: schemas/* string */.YjP().optional(),
    data: schemas/* unknown */.L5J().optional(),
    timestamp: schemas/* string */.YjP().optional(),
});
const messagesSchema = schemas/* array */.YOg(outputMessageSchema).optional().catch(undefined);
/**
 * The structured fields of an answer. Optional parts that do not fit are dropped rather than
 * failing the case: the answer's text is what matters.
 */
const cliAnswerSchema = schemas/* preprocess */.vkY(snakeCaseKeys, schemas/* object */.Ikc({
    text: schemas/* unknown */.L5J().optional(),
    output: messagesSchema,
    output_messages: messagesSchema,
    token_usage: tokenUsageSchema.optional().catch(undefined),
    cost_usd: schemas/* number */.aig().nonnegative().optional().catch(undefined),
    trace: schemas/* array */.YOg(traceEventSchema).optional().catch(undefined),
    duration_ms: schemas/* number */.aig().nonnegative().optional().catch(undefined),
}));
/**
 * The response for a structured answer object, or undefined when `value` is not one (not an
 * object, or an object with neither messages nor `text`).
 */
function cliAnswerFromObject(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const parsed = cliAnswerSchema.safeParse(value);
    if (!parsed.success)
        return undefined;
    const answer = parsed.data;
    const fields = snakeCaseKeys(value);
    // AgentV takes `output`, else `output_messages`; an empty list counts as none.
    const [messages, rawMessages] = answer.output?.length
        ? [answer.output, fields.output]
        : answer.output_messages?.length
            ? [answer.output_messages, fields.output_messages]
            : [undefined, undefined];
    let text;
    if (messages)
        text = lastAssistantText(rawMessages);
    else if (answer.text === undefined)
        return undefined;
    else
        text =
            typeof answer.text === 'string'
                ? answer.text
                : answer.text === null
                    ? 'null'
                    : typeof answer.text === 'object'
                        ? JSON.stringify(answer.text)
                        : String(answer.text);
    const response = { text };
    if (messages)
        response.outputMessages = messages;
    // An agent that reports tool calls only on its messages still has a trace (AgentV reads them so).
    if (answer.trace)
        response.trace = answer.trace;
    else if (messages)
        response.trace = traceFromOutputMessages(messages);
    if (answer.duration_ms !== undefined)
        response.durationMs = answer.duration_ms;
    if (answer.cost_usd !== undefined)
        response.costUsd = answer.cost_usd;
    const usage = answer.token_usage;
    if (usage) {
        const tokens = {
            input: usage.input ?? usage.input_tokens ?? usage.prompt_tokens,
            output: usage.output ?? usage.output_tokens ?? usage.completion_tokens,
            total: usage.total ?? usage.total_tokens,
            cachedInput: usage.cached ?? usage.cached_input ?? usage.cached_input_tokens ?? usage.cache_read_input_tokens,
        };
        if (tokens.total === undefined && tokens.input !== undefined && tokens.output !== undefined) {
            tokens.total = tokens.input + tokens.output;
        }
        response.tokenUsage = tokens;
    }
    return response;
}
/**
 * AgentV's final answer of a transcript: the content of the last assistant message that has
 * text content (a string, or content blocks whose `text` parts are joined by newlines); '' when none.
 */
function lastAssistantText(messages) {
    for (let i = messages.length - 1; i >= 0; i--) {
        const message = messages[i];
        if (message?.role !== 'assistant')
            continue;
        const text = messageText(message.content);
        if (text !== undefined)
            return text;
    }
    return '';
}
/**
 * An agent's answer: the structured fields when it is a JSON object AgentV would read so, else
 * the text itself, with CRLF line ends as LF. `{OUTPUT_FILE}` content is kept as written (AgentV keeps a trailing
 * newline);
 * stdout (`keepTrailingWhitespace: false`) loses its trailing whitespace, as `echo` adds a newline.
 */
function parseCliAnswer(raw, { keepTrailingWhitespace = false } = {}) {
    const lf = raw.replace(/\r\n?/g, '\n');
    const text = keepTrailingWhitespace ? lf : lf.trimEnd();
    if (text.trimStart().startsWith('{')) {
        try {
            const parsed = JSON.parse(text);
            // Nested deeper than a record may be, it is kept as the text it is.
            const structured = (0,nesting_depth/* nestsDeeperThan */.i)(parsed) ? undefined : cliAnswerFromObject(parsed);
            if (structured)
                return structured;
        }
        catch {
            // Not JSON after all: plain text that happens to start with a brace.
        }
    }
    return { text };
}

;// CONCATENATED MODULE: ./src/providers/cli-command.ts

/**
 * Replaces every `{NAME}` whose name is in `values` with its value, in one pass: a value that itself
 * contains `{PROMPT}` is never expanded again. Values must already be shell-escaped words; other
 * braces (`awk '{print $1}'`) are left alone.
 */
function renderCommandTemplate(template, values) {
    return template.replace(/\{([A-Z][A-Z_]*)\}/g, (match, name) => Object.hasOwn(values, name) ? (values[name] ?? match) : match);
}
/**
 * POSIX single-quote escaping: the value reaches the command as one literal word, so nothing in it
 * (quotes, `$()`, backticks, `;`, newlines, `$HOME`) is expanded or executed by `/bin/sh`.
 */
function shellEscape(value) {
    return `'${value.replaceAll("'", `'\\''`)}'`;
}
/**
 * Shell-escaped values of the cli placeholders for one request. `{FILES}` lists every referenced
 * file (guidelines, then attachments); `{ATTACHMENTS}` only the non-guideline input files.
 */
function cliPlaceholderValues(request, settings, outputFile) {
    const guidelines = request.guidelineFiles.map((f) => f.absolutePath);
    const attachments = request.inputFiles.map((f) => f.absolutePath);
    return {
        PROMPT: shellEscape(request.prompt),
        EVAL_ID: shellEscape(request.evalId),
        ATTEMPT: shellEscape(String(request.attempt)),
        FILES: formatFileList([...new Set([...guidelines, ...attachments])], settings.files_format),
        ATTACHMENTS: formatFileList(attachments, settings.attachments_format),
        OUTPUT_FILE: shellEscape(outputFile),
    };
}
/**
 * A file list for `{FILES}` / `{ATTACHMENTS}`: each path rendered through `format` (`{path}` is the
 * escaped absolute path, `{basename}` the escaped file name), joined by spaces.
 */
function formatFileList(paths, format = '{path}') {
    return paths
        .map((file) => format.replaceAll('{path}', shellEscape(file)).replaceAll('{basename}', shellEscape(external_node_path_default().basename(file))))
        .join(' ');
}

;// CONCATENATED MODULE: ./src/providers/cli-batch.ts






/*
 * Provider-level batching for `cli` targets (`settings.provider_batching: true`).
 *
 * Enabled only when the target sets `settings.provider_batching: true` AND its command template
 * names `{BATCH_FILE}`. The provider then writes one JSONL line per case to that file:
 *   {"id": "<eval id>", "prompt": "<rendered prompt>", "attempt": 1, "files": [...], "attachments": [...]}
 * runs the command once, and reads one JSONL answer per case, from `{OUTPUT_FILE}` when the template
 * names it, else from stdout:
 *   {"id": "<eval id>", "text": "...", "token_usage": {...}, "cost_usd": 0.01, "trace": [...]}
 * Answers are mapped back to their cases by `id`, in any order. A batch the agent did not fully
 * answer (a missing id, a line that is not JSON, duplicate case ids, cases with their own
 * workspaces) throws, and the engine then dispatches the cases one by one: with such a template a
 * single case runs as a batch of one, so the fallback uses the same command.
 */
/** The JSONL batch file content for `requests`; throws when ids are not unique or a case has a workspace. */
function cliBatchFile(requests) {
    const ids = new Set();
    for (const request of requests) {
        if (ids.has(request.evalId))
            throw new agentv_error/* ProviderError */.mZ(`cannot batch: case id "${request.evalId}" appears twice`);
        if (request.workspaceDir && requests.length > 1)
            throw new agentv_error/* ProviderError */.mZ(`cannot batch: case "${request.evalId}" runs in its own workspace`);
        ids.add(request.evalId);
    }
    return requests
        .map((r) => JSON.stringify({
        id: r.evalId,
        prompt: r.prompt,
        attempt: r.attempt,
        files: [...r.guidelineFiles, ...r.inputFiles].map((f) => f.absolutePath),
        attachments: r.inputFiles.map((f) => f.absolutePath),
    }))
        .join('\n')
        .concat('\n');
}
/** Placeholder values for the one batch command: the case's own for a batch of one, else empty or merged. */
function cliBatchPlaceholderValues(requests, settings, files, { agentvStyle = false } = {}) {
    const [only] = requests;
    if (only && requests.length === 1 && !agentvStyle) {
        return { ...cliPlaceholderValues(only, settings, files.outputFile), BATCH_FILE: shellEscape(files.batchFile) };
    }
    const all = [...new Set(requests.flatMap((r) => [...r.guidelineFiles, ...r.inputFiles].map((f) => f.absolutePath)))];
    const attachments = [...new Set(requests.flatMap((r) => r.inputFiles.map((f) => f.absolutePath)))];
    return {
        PROMPT: shellEscape(''),
        EVAL_ID: shellEscape('batch'),
        ATTEMPT: shellEscape(String(requests[0]?.attempt ?? 1)),
        FILES: formatFileList(all, settings.files_format),
        ATTACHMENTS: formatFileList(attachments, settings.attachments_format),
        OUTPUT_FILE: shellEscape(files.outputFile),
        BATCH_FILE: shellEscape(files.batchFile),
    };
}
/**
 * AgentV's batch answers (`provider_batching: true` with a template that does not name
 * {BATCH_FILE}): one JSONL record per case, keyed by its string `id`, in any order, read as a
 * single answer is read; a case the output leaves out fails on its own with AgentV's reason. A
 * line that is not a JSON object with an id fails the whole batch, as in AgentV.
 */
function mapAgentvBatchAnswers(requests, raw, what) {
    const byId = new Map();
    for (const { line, value } of batchLines(raw, what)) {
        const id = value?.id;
        if (typeof id !== 'string' || id === '')
            throw new agentv_error/* ProviderError */.mZ(`${what} printed a batch answer line without a string id`, {
                details: { line: (0,run_process/* tailText */.QR)(line, 300) },
            });
        if (byId.has(id))
            throw new agentv_error/* ProviderError */.mZ(`${what} printed two batch answers for id "${id}"`);
        byId.set(id, cliAnswerFromObject(value) ?? { text: '' });
    }
    return requests.map((request) => byId.get(request.evalId) ?? { text: '', failure: `batch output missing id '${request.evalId}'` });
}
/** Maps JSONL answers back to `requests` (same order); throws when any case is left unanswered. */
function mapCliBatchAnswers(requests, raw, what) {
    const byId = new Map();
    for (const { value } of batchLines(raw, what)) {
        const id = value?.id;
        const response = cliAnswerFromObject(value);
        if (typeof id === 'string' && response)
            byId.set(id, response);
    }
    const responses = [];
    const missing = [];
    for (const request of requests) {
        const found = byId.get(request.evalId);
        if (found)
            responses.push(found);
        else
            missing.push(request.evalId);
    }
    if (missing.length > 0) {
        throw new agentv_error/* ProviderError */.mZ(`${what} gave no batch answer for: ${missing.join(', ')}`, {
            details: { missing_ids: missing },
        });
    }
    return responses;
}
/** The JSON value of each non-blank line of a batch answer; a line that is not JSON fails the batch. */
function batchLines(raw, what) {
    return raw
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line) => {
        try {
            return { line, value: JSON.parse(line) };
        }
        catch {
            throw new agentv_error/* ProviderError */.mZ(`${what} printed a batch answer line that is not JSON`, {
                details: { line: (0,run_process/* tailText */.QR)(line, 300) },
            });
        }
    });
}

;// CONCATENATED MODULE: ./src/providers/cli-settings.ts




const requiredText = (what) => schemas/* string */.YjP({ error: (issue) => (issue.input === undefined ? `is missing: ${what}` : `must be a string: ${what}`) })
    .trim()
    .min(1, `must not be empty: ${what}`);
const seconds = coerce/* number */.ai({ error: 'must be a number of seconds' })
    .positive('must be a number of seconds greater than 0')
    .max(types/* MAX_TIMER_SECONDS */.Zu, TIMER_BOUND_MESSAGE);
/**
 * AgentV 4.x writes a cli target's template as `command` and a healthcheck without `type` (a `url`
 * or a `command`); both are read as the 2.x `command_template` and typed healthcheck.
 */
function fromAgentv4Cli(value) {
    const settings = snakeCaseKeys(value);
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings))
        return settings;
    const out = { ...settings };
    if (out.command_template === undefined && typeof out.command === 'string') {
        out.command_template = out.command;
        delete out.command;
    }
    return out;
}
function fromAgentv4Healthcheck(value) {
    const check = fromAgentv4Cli(value);
    if (typeof check !== 'object' || check === null || Array.isArray(check))
        return check;
    const out = check;
    if (out.type !== undefined)
        return out;
    if (out.url !== undefined)
        return { ...out, type: 'http' };
    if (out.command_template !== undefined)
        return { ...out, type: 'command' };
    return out;
}
const healthcheckSchema = schemas/* preprocess */.vkY(fromAgentv4Healthcheck, schemas/* discriminatedUnion */.gMt('type', [
    schemas/* object */.Ikc({
        type: schemas/* literal */.euz('http'),
        url: schemas/* url */.OZ5({ error: 'must be an absolute http(s) URL' }),
        timeout_seconds: seconds.optional(),
    }),
    schemas/* object */.Ikc({
        type: schemas/* literal */.euz('command'),
        command_template: requiredText('the probe command to run'),
    }),
], { error: (issue) => (issue.code === 'invalid_union' ? 'must have type "http" or "command"' : undefined) }));
/** Fields of a `cli` target (AgentV's CLI template configuration), either spelling. */
const cliSettingsSchema = schemas/* preprocess */.vkY(fromAgentv4Cli, schemas/* object */.Ikc({
    command_template: requiredText('the shell command to run for each case').refine((template) => quotedPlaceholder(template) === undefined, {
        error: (issue) => `puts {${quotedPlaceholder(String(issue.input))}} inside quotes, where a model's answer could end ` +
            'the quote and reach the shell; write it bare (each value is already escaped into one shell word)',
    }),
    cwd: schemas/* string */.YjP({ error: 'must be a folder path' }).min(1, 'must be a folder path').optional(),
    env: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]).transform(String), {
        error: 'must be a map of variable names to values',
    })
        .optional(),
    timeout_seconds: seconds.optional(),
    pass_env: passEnvSchema,
    files_format: schemas/* string */.YjP({ error: 'must be a string such as "--file {path}"' }).optional(),
    attachments_format: schemas/* string */.YjP({ error: 'must be a string such as "--attach {path}"' }).optional(),
    healthcheck: healthcheckSchema.optional(),
}));
const cli_settings_FIXES = {
    command_template: 'set command_template (alias commandTemplate) to a command such as "my-agent --prompt {PROMPT}"',
    cwd: 'set cwd to a folder, relative to the targets file',
    env: 'write env as a map, e.g. env: { MY_FLAG: "1" }',
    pass_env: AGENT_FIXES.pass_env ?? '',
    timeout_seconds: 'set timeout_seconds (alias timeoutSeconds) to a positive number, e.g. 120',
    files_format: 'use a string with {path}, e.g. files_format: "--file {path}"',
    attachments_format: 'use a string with {path}, e.g. attachments_format: "--attach {path}"',
    healthcheck: 'write healthcheck: { type: http, url: http://127.0.0.1:8080/health } or ' +
        '{ type: command, command_template: "my-agent --version" }',
    'healthcheck.url': 'give an absolute URL, e.g. http://127.0.0.1:8080/health',
    'healthcheck.timeout_seconds': 'set healthcheck.timeout_seconds to a positive number, e.g. 5',
    'healthcheck.command_template': 'set healthcheck.command_template to a command that exits 0 when the agent is ready',
};
/** Validated settings of a `cli` target; a ConfigError naming the field and its fix otherwise. */
function parseCliSettings(target) {
    return parseTargetConfig(cliSettingsSchema, target, cli_settings_FIXES);
}
/**
 * Placeholders whose values are paths this tool makes in its own temp folder, never text from a
 * case or a model: inside quotes they are as safe as bare (AgentV's examples write
 * `bash -c '… > {OUTPUT_FILE}'`).
 */
const OWN_PATHS = new Set(['OUTPUT_FILE', 'PROMPT_FILE', 'BATCH_FILE']);
/**
 * The first `{NAME}` placeholder that stands inside single or double quotes. Values are escaped
 * into one shell word each, which is safe only bare: inside quotes an answer containing a quote
 * and `$(…)` would run. Such templates are refused at load (SECURITY.md); our own temp paths are not.
 */
function quotedPlaceholder(template) {
    let quote;
    for (let i = 0; i < template.length; i++) {
        const ch = template[i];
        if (quote === '"' && ch === '\\')
            i++;
        else if (quote === undefined && (ch === '"' || ch === "'"))
            quote = ch;
        else if (ch === quote)
            quote = undefined;
        else if (quote !== undefined && ch === '{') {
            const name = /^\{([A-Z][A-Z0-9_]*)\}/.exec(template.slice(i))?.[1];
            if (name && !OWN_PATHS.has(name))
                return name;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/engine/provider-pipeline/build-request.ts

const INPUT_SLOT = '{{input}}';
/** The Guidelines section lifted into the system prompt, each file wrapped with its path. */
function renderGuidelines(files) {
    if (files.length === 0)
        return '';
    const body = files.map((f) => `<guideline path="${f.displayPath}">\n${f.content.trimEnd()}\n</guideline>`);
    return `# Guidelines\n\n${body.join('\n\n')}`;
}
/** Conversation as one string with role markers, for text-only agents; a lone user turn stays plain. */
function renderConversation(messages) {
    if (messages.length === 1 && messages[0]?.role === 'user')
        return messages[0].content;
    return messages.map((m) => `[${m.role}]\n${m.content}`).join('\n\n');
}
/**
 * Builds what the target is asked. The variant prompt is the system prompt, unless it holds
 * `{{input}}`, in which case it is the template of the last user turn. Case system messages and
 * guidelines join the system prompt.
 */
function buildRequest(task, attempt, extras = {}) {
    const { evalCase, variant } = task;
    const templated = variant?.prompt.includes(INPUT_SLOT) ?? false;
    const systemParts = [];
    if (variant && !templated)
        systemParts.push(variant.prompt);
    const turns = [];
    for (const message of evalCase.inputMessages) {
        if (message.role === 'system')
            systemParts.push(message.content);
        else {
            // The content as written stays with the case (AgentV's graders read it): the target gets the text.
            const { written: _written, ...turn } = message;
            turns.push(turn);
        }
    }
    if (variant && templated) {
        const last = findLastUser(turns);
        if (last)
            last.content = variant.prompt.split(INPUT_SLOT).join(last.content);
        else
            turns.push({ role: 'user', content: variant.prompt.split(INPUT_SLOT).join('') });
    }
    const guidelines = renderGuidelines(evalCase.guidelineFiles);
    if (guidelines)
        systemParts.push(guidelines);
    const systemPrompt = systemParts.filter((p) => p.trim() !== '').join('\n\n');
    const messages = systemPrompt ? [{ role: 'system', content: systemPrompt }, ...turns] : turns;
    const question = renderConversation(turns);
    return {
        evalId: evalCase.id,
        attempt,
        iteration: task.iteration,
        messages,
        prompt: evalCase.rawPrompt ?? (systemPrompt ? `${systemPrompt}\n\n${question}` : question),
        ...(systemPrompt ? { systemPrompt } : {}),
        guidelineFiles: evalCase.guidelineFiles,
        inputFiles: evalCase.inputFiles,
        // Never sent over the wire: read by providers that answer without a model (the flaky mock).
        metadata: {
            question,
            expected_outcome: evalCase.expectedOutcome,
            prompt_id: task.promptId,
            iteration: task.iteration,
            ...(evalCase.providerContext ? { context: evalCase.providerContext } : {}),
        },
        evalDir: external_node_path_default().dirname(task.suite.filePath),
        ...(extras.workspaceDir ? { workspaceDir: extras.workspaceDir } : {}),
        ...(extras.maxAnswerBytes !== undefined ? { maxAnswerBytes: extras.maxAnswerBytes } : {}),
    };
}
function findLastUser(turns) {
    for (let i = turns.length - 1; i >= 0; i--)
        if (turns[i]?.role === 'user')
            return turns[i];
    return undefined;
}

// EXTERNAL MODULE: ./src/engine/run/plan.ts
var plan = __webpack_require__(86681);
;// CONCATENATED MODULE: ./src/engine/provider-pipeline/batch-dispatch.ts


/**
 * Provider-level batching (`settings.provider_batching: true`). Tasks of a target that
 * asked for it and whose provider has `invokeBatch` are answered in one call, started by the first
 * of them to ask; the others wait for it. A batch holds each case id once (the cli protocol keys
 * answers by id), so prompt variants and iterations of one case go into further batches. When the
 * provider cannot batch, or the batch call fails, `responseFor` answers undefined and the case is
 * dispatched on its own; --verbose says why. The flag itself is never an error.
 */
class BatchDispatcher {
    options;
    batchOf = new Map();
    constructor(tasks, options) {
        this.options = options;
        // Only the tasks of targets that ask for batching are gathered (none, in most runs).
        const asks = new Map();
        const byTarget = new Map();
        for (const task of tasks) {
            const name = options.targetFor(task);
            let batching = asks.get(name);
            if (batching === undefined) {
                batching = providerBatchingRequested(options.providers.target(name).definition.config);
                asks.set(name, batching);
            }
            if (!batching)
                continue;
            const list = byTarget.get(name) ?? [];
            list.push(task);
            byTarget.set(name, list);
        }
        for (const [target, targetTasks] of byTarget)
            this.plan(target, targetTasks);
    }
    /** The batch's answer for `task`, or undefined when the task is to be dispatched on its own. */
    async responseFor(task) {
        if (this.batchOf.size === 0)
            return undefined;
        const key = (0,plan/* shardKey */.kQ)(task);
        const batch = this.batchOf.get(key);
        if (!batch)
            return undefined;
        batch.answers ??= this.run(batch);
        return (await batch.answers)?.get(key);
    }
    plan(target, tasks) {
        const { provider } = this.options.providers.target(target);
        const notApplied = (why) => this.options.logger.debug(`target "${target}": provider_batching requested but not applied: ${why}; dispatching cases one by one`);
        if (!provider.invokeBatch) {
            notApplied(this.options.providers.limits(target).noBatchingReason ?? `the ${provider.kind} provider cannot batch`);
            return;
        }
        const batchable = tasks.filter((task) => !this.options.hasWorkspace(task));
        if (batchable.length < tasks.length)
            notApplied(`${tasks.length - batchable.length} case(s) run in their own workspace copies`);
        if (batchable.length === 0)
            return;
        const batches = [];
        const idsOf = new Map();
        for (const task of batchable) {
            let batch = batches.find((b) => !idsOf.get(b)?.has(task.caseId));
            if (!batch) {
                batch = { target, provider, tasks: [] };
                batches.push(batch);
                idsOf.set(batch, new Set());
            }
            batch.tasks.push(task);
            idsOf.get(batch)?.add(task.caseId);
            this.batchOf.set((0,plan/* shardKey */.kQ)(task), batch);
        }
        this.options.logger.debug(`target "${target}": provider batching: ${batchable.length} case(s) in ${batches.length} batch call(s)`);
    }
    async run(batch) {
        const { logger, signal } = this.options;
        const invokeBatch = batch.provider.invokeBatch?.bind(batch.provider);
        if (!invokeBatch)
            return undefined;
        try {
            const requests = await Promise.all(batch.tasks.map(async (task) => buildRequest(await (0,plan/* withCase */.XX)(task), 1)));
            const responses = await invokeBatch(requests, { signal });
            if (responses.length !== batch.tasks.length) {
                throw new Error(`it answered ${responses.length} of ${batch.tasks.length} case(s)`);
            }
            // Providers answer in the order of the requests (the Provider contract).
            return new Map(batch.tasks.map((task, i) => [(0,plan/* shardKey */.kQ)(task), responses[i]]));
        }
        catch (error) {
            if (!signal.aborted) {
                const why = error instanceof Error ? error.message : String(error);
                logger.debug(`target "${batch.target}": provider_batching requested but not applied: the batch call failed (${why}); ` +
                    `dispatching cases one by one`);
            }
            return undefined;
        }
    }
}
/**
 * Whether a target asked for provider-level batching (`settings.provider_batching: true`, or the
 * camelCase spelling). Read leniently on purpose: the flag must never fail validation.
 */
function providerBatchingRequested(config) {
    if (agentvBatchingRequested(config))
        return true;
    const settings = config.settings;
    if (typeof settings !== 'object' || settings === null)
        return false;
    const flags = settings;
    return flags.provider_batching === true || flags.providerBatching === true;
}
/** AgentV's spelling of the flag: `provider_batching: true` on the target itself, not under `settings`. */
function agentvBatchingRequested(config) {
    return config.provider_batching === true || config.providerBatching === true;
}

// EXTERNAL MODULE: ./src/process/answer-limit.ts
var answer_limit = __webpack_require__(30613);
;// CONCATENATED MODULE: ./src/providers/run-cli-healthcheck.ts


const DEFAULT_TIMEOUT_SECONDS = 10;
/**
 * Probes a cli target once before its first case: an HTTP GET must answer 2xx within its timeout, a
 * command must exit 0. Failure is a ConfigError at the target's definition, so the run stops with
 * one clear line instead of failing every case.
 */
async function runCliHealthcheck(check, context) {
    const problem = check.type === 'http'
        ? await probeHttp(check.url, check.timeout_seconds, context.signal)
        : await probeCommand(check.command_template, context);
    if (problem === undefined)
        return;
    if (context.signal.aborted)
        throw context.signal.reason;
    const { target } = context;
    const fix = check.type === 'http'
        ? `start the agent so that GET ${check.url} answers 2xx, or fix healthcheck.url`
        : 'make the agent ready so the probe exits 0, or fix healthcheck.command_template';
    throw new config_error/* ConfigError */.xL(`target "${target.name}" failed its healthcheck: ${problem}`, { file: target.source.file, line: target.source.line, path: `targets.${target.name}.healthcheck` }, fix);
}
async function probeHttp(url, timeoutSeconds, signal) {
    const seconds = timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
    try {
        const response = await fetch(url, { signal: AbortSignal.any([signal, AbortSignal.timeout(seconds * 1000)]) });
        await response.body?.cancel();
        if (response.status >= 200 && response.status < 300)
            return undefined;
        return `GET ${url} answered HTTP ${response.status}`;
    }
    catch (error) {
        const name = error.name;
        if (name === 'TimeoutError')
            return `GET ${url} did not answer within ${seconds} s`;
        const cause = error.cause;
        return `GET ${url} failed: ${cause?.code ?? cause?.message ?? error.message}`;
    }
}
async function probeCommand(command, context) {
    try {
        const result = await (0,run_process/* runProcess */.R3)({
            file: '/bin/sh',
            args: ['-c', command],
            cwd: context.cwd,
            env: context.env,
            timeoutMs: DEFAULT_TIMEOUT_SECONDS * 3 * 1000,
            signal: context.signal,
            what: `healthcheck of target "${context.target.name}"`,
        });
        if (result.exitCode === 0)
            return undefined;
        const stderr = (0,run_process/* tailText */.QR)(result.stderr.trim(), 300);
        return `command exited with ${result.exitCode ?? result.signal}${stderr ? `: ${stderr}` : ''}`;
    }
    catch (error) {
        return error.message;
    }
}

;// CONCATENATED MODULE: ./src/providers/cli-provider.ts

















/**
 * A `cli` target: renders `command_template` with shell-escaped placeholders and runs it through
 * `/bin/sh -c` in its own process group. The answer is `{OUTPUT_FILE}`'s content when the template
 * names it, else stdout; a JSON answer with `text` carries usage, cost and trace too. A template
 * naming `{BATCH_FILE}` speaks the batch protocol of cli-batch.ts, one case at a time included.
 */
class CliProvider {
    target;
    settings;
    runtime;
    kind = 'cli';
    isModelCall = false;
    offline = false;
    targetName;
    /**
     * Present only with `provider_batching: true`: our protocol when the template names
     * `{BATCH_FILE}`; else, with the flag on the target itself as AgentV writes it, AgentV's (one run
     * that reads its own cases, JSONL answers keyed by id).
     */
    invokeBatch;
    /** Present only when the target defines `healthcheck`. */
    healthcheck;
    what;
    constructor(target, settings, runtime) {
        this.target = target;
        this.settings = settings;
        this.runtime = runtime;
        this.targetName = target.name;
        this.what = `target "${target.name}" command`;
        const batchFile = settings.command_template.includes('{BATCH_FILE}');
        if (providerBatchingRequested(target.config) && (batchFile || agentvBatchingRequested(target.config))) {
            this.invokeBatch = (requests, options) => this.runBatch(requests, options, !batchFile);
        }
        const check = settings.healthcheck;
        if (check) {
            this.healthcheck = async ({ signal }) => runCliHealthcheck(check, { target, cwd: await this.workingDir({}), env: this.env(), signal });
        }
    }
    async invoke(request, options) {
        if (this.settings.command_template.includes('{BATCH_FILE}')) {
            const [only] = await this.runBatch([request], options);
            if (only)
                return only;
        }
        const { signal } = options;
        return (0,host/* withTempDir */.E)('agentv-cli-', async (scratch) => {
            const outputFile = external_node_path_default().join(scratch, 'answer.txt');
            const values = cliPlaceholderValues(request, this.settings, outputFile);
            // AgentV 4.x's {PROMPT_FILE}: the prompt in a file, for agents that read it from disk.
            if (this.settings.command_template.includes('{PROMPT_FILE}')) {
                const promptFile = external_node_path_default().join(scratch, 'prompt.txt');
                await (0,external_node_fs_promises_.writeFile)(promptFile, request.prompt, 'utf8');
                values.PROMPT_FILE = shellEscape(promptFile);
            }
            const { raw, truncated } = await this.run(values, await this.workingDir(request), outputFile, signal, request.maxAnswerBytes);
            // {OUTPUT_FILE} is read as written, as AgentV reads it; stdout loses the newline `echo` adds.
            const keepTrailingWhitespace = this.settings.command_template.includes('{OUTPUT_FILE}');
            const response = await this.priced(parseCliAnswer(raw, { keepTrailingWhitespace }));
            return truncated ? { ...response, truncated: true } : response;
        });
    }
    async runBatch(requests, { signal }, agentvStyle = false) {
        return (0,host/* withTempDir */.E)('agentv-cli-batch-', async (scratch) => {
            const files = { batchFile: external_node_path_default().join(scratch, 'batch.jsonl'), outputFile: external_node_path_default().join(scratch, 'answers.jsonl') };
            await (0,external_node_fs_promises_.writeFile)(files.batchFile, cliBatchFile(requests));
            const values = cliBatchPlaceholderValues(requests, this.settings, files, { agentvStyle });
            if (agentvStyle) {
                // AgentV's batch run: {EVAL_ID} is "batch", {PROMPT} and {PROMPT_FILE} empty; the agent reads its own cases.
                const promptFile = external_node_path_default().join(scratch, 'prompt.txt');
                await (0,external_node_fs_promises_.writeFile)(promptFile, '');
                values.PROMPT_FILE = shellEscape(promptFile);
                values.ATTEMPT = shellEscape('0');
            }
            // AgentV runs a batch where its first case would run; a workspace is a case's own.
            const first = requests[0];
            const cwd = await this.workingDir(requests.length === 1 ? first : { evalDir: first?.evalDir });
            const { raw } = await this.run(values, cwd, files.outputFile, signal);
            const answers = agentvStyle
                ? mapAgentvBatchAnswers(requests, raw, this.what)
                : mapCliBatchAnswers(requests, raw, this.what);
            return Promise.all(answers.map((response) => this.priced(response)));
        });
    }
    /** Runs the rendered template once and returns the raw answer. */
    async run(values, cwd, outputFile, signal, maxAnswerBytes) {
        const command = renderCommandTemplate(this.settings.command_template, values);
        const timeout = this.settings.timeout_seconds;
        const result = await (0,run_process/* runProcess */.R3)({
            file: '/bin/sh',
            args: ['-c', command],
            ...(maxAnswerBytes !== undefined ? { maxAnswerBytes } : {}),
            cwd,
            env: this.env(),
            timeoutMs: timeout === undefined ? undefined : timeout * 1000,
            signal,
            what: this.what,
        });
        if (result.stderr.trim())
            this.runtime.logger.debug(`${this.what} stderr: ${(0,run_process/* tailText */.QR)(result.stderr.trim(), 500)}`);
        if (result.exitCode !== 0)
            throw (0,run_process/* processExitError */.gz)(this.what, result);
        if (!this.settings.command_template.includes('{OUTPUT_FILE}'))
            return { raw: result.stdout, truncated: result.stdoutTruncated ?? false };
        // Read like stdout: up to the same cap, and only a regular file (a FIFO would wait forever).
        try {
            const { text, truncated } = await readCappedFile(outputFile, maxAnswerBytes ?? answer_limit/* DEFAULT_MAX_ANSWER_BYTES */.k);
            return { raw: text, truncated };
        }
        catch (error) {
            if (error instanceof NotRegularFileError) {
                throw new agentv_error/* ProviderError */.mZ(`${this.what} left {OUTPUT_FILE} as ${error.kind}, not a regular file`, {
                    retryable: false,
                    details: { exit_code: 0 },
                });
            }
            throw new agentv_error/* ProviderError */.mZ(`${this.what} exited 0 but did not write {OUTPUT_FILE}`, {
                retryable: true,
                details: { exit_code: 0, stdout: (0,run_process/* tailText */.QR)(result.stdout), stderr: (0,run_process/* tailText */.QR)(result.stderr) },
            });
        }
    }
    /** An agent that reports tokens but no cost is priced by the target's `pricing`, when it has one. */
    async priced(response) {
        const { pricing } = this.target;
        if (response.costUsd !== undefined || !response.tokenUsage || !pricing)
            return response;
        return {
            ...response,
            costUsd: await priceAnswer(response.tokenUsage, {
                source: 'openai',
                model: '',
                override: pricing,
                atMs: this.runtime.now(),
            }),
        };
    }
    env() {
        return { ...(0,child_env/* childEnv */.gf)(this.runtime, this.settings.pass_env), ...this.settings.env };
    }
    /** The case's workspace, else the target's `cwd`, else the eval file's folder (AgentV's default). */
    workingDir(request) {
        return agentWorkingDir(this.target, this.settings.cwd, request?.workspaceDir, request?.evalDir ?? this.runtime.cwd);
    }
}
/** Factory of the `cli` provider kind; the target's fields are validated when it is created. */
const cliProviderFactory = {
    create: (target, { runtime }) => new CliProvider(target, parseCliSettings(target), runtime),
    limits: () => ({
        noBatchingReason: "its command_template does not name {BATCH_FILE} (AgentV's " +
            'batching is provider_batching: true on the target itself)',
    }),
    // `command` is AgentV 4.x's name of command_template.
    configKeys: [...schemaKeys(cliSettingsSchema), 'command'],
};

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/providers/agent-files.ts




/** Hex sha256 of `content`. */
function fileSha256(content) {
    return (0,external_node_crypto_.createHash)('sha256').update(content).digest('hex');
}
/**
 * The preread block shared by the codex and vscode providers: links to every guideline
 * and attachment file with its sha256 token, and the instruction to read them all first. Empty
 * when there are no files.
 */
function prereadBlock(files) {
    if (files.length === 0)
        return '';
    const section = (kind, title) => {
        const listed = files.filter((f) => f.kind === kind);
        if (listed.length === 0)
            return [];
        return [title, ...listed.map((f) => `- [${f.displayPath}](${(0,external_node_url_.pathToFileURL)(f.path).href}) sha256:${f.sha256}`), ''];
    };
    return [
        '[[ ## preread ## ]]',
        'Before answering, open and read every file listed below in full. Each link is followed by the',
        'sha256 of the file content. If a file cannot be opened, answer only "ERROR: missing file <name>".',
        '',
        ...section('guideline', 'Guidelines (rules to follow while answering):'),
        ...section('attachment', 'Attachments (material the question refers to):'),
    ].join('\n');
}
/**
 * Copies guideline and attachment files into `dir` (`guidelines/<display path>`,
 * `attachments/<display path>`), so an agent working in a scratch workspace can open them without
 * reaching into the repository. The bytes on disk are copied; the loaded text stands in when the
 * source has gone.
 */
async function mirrorFiles(guidelines, attachments, dir) {
    const mirrored = [];
    const jobs = [
        ...guidelines.map((f) => ['guideline', f]),
        ...attachments.map((f) => ['attachment', f]),
    ];
    for (const [kind, file] of jobs) {
        const target = external_node_path_default().join(dir, kind === 'guideline' ? 'guidelines' : 'attachments', safeRelative(file));
        const bytes = await (0,external_node_fs_promises_.readFile)(file.absolutePath).catch(() => Buffer.from(file.content, 'utf8'));
        await (0,external_node_fs_promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
        await (0,external_node_fs_promises_.writeFile)(target, bytes);
        mirrored.push({ kind, displayPath: file.displayPath, path: target, sha256: fileSha256(bytes) });
    }
    return mirrored;
}
/** The display path without leading slashes or `..` segments, so a copy never leaves `dir`. */
function safeRelative(file) {
    const parts = (file.displayPath || external_node_path_default().basename(file.absolutePath))
        .split(/[\\/]+/)
        .filter((p) => p && p !== '.' && p !== '..');
    return parts.length > 0 ? external_node_path_default().join(...parts) : external_node_path_default().basename(file.absolutePath);
}

;// CONCATENATED MODULE: ./src/providers/codex-provider.ts










/** Linux refuses a single argument over 128 KiB; longer prompts go through stdin (`-`). */
const codex_provider_MAX_PROMPT_ARG_BYTES = 100_000;
/**
 * A `codex` target: mirrors the case's guideline and attachment files into a scratch
 * workspace, puts the preread block in front of the prompt and runs `codex exec --json` with the
 * target's profile, model, approval preset and working directory. Profile and config resolution is
 * left to Codex itself. The answer is the final assistant message of the JSONL event stream.
 */
class CodexProvider {
    target;
    settings;
    runtime;
    kind = 'codex';
    isModelCall = false;
    offline = false;
    targetName;
    what;
    executable;
    constructor(target, settings, runtime) {
        this.target = target;
        this.settings = settings;
        this.runtime = runtime;
        this.targetName = target.name;
        this.what = `target "${target.name}" (codex)`;
    }
    /** Verifies the executable is there; profile and model problems are Codex's to report. */
    async healthcheck() {
        this.resolveExecutable();
    }
    async invoke(request, { signal }) {
        const executable = this.resolveExecutable();
        return (0,host/* withTempDir */.E)('agentv-codex-', async (scratch) => {
            const files = await mirrorFiles(request.guidelineFiles, request.inputFiles, external_node_path_default().join(scratch, 'files'));
            const block = prereadBlock(files);
            const prompt = block ? `${block}\n[[ ## question ## ]]\n${request.prompt}` : request.prompt;
            const workDir = await agentWorkingDir(this.target, this.settings.cwd, request.workspaceDir, scratch);
            const viaStdin = Buffer.byteLength(prompt) > codex_provider_MAX_PROMPT_ARG_BYTES;
            const timeout = this.settings.timeout_seconds;
            const result = await (0,run_process/* runProcess */.R3)({
                file: executable,
                ...(request.maxAnswerBytes !== undefined ? { maxAnswerBytes: request.maxAnswerBytes } : {}),
                args: codexArgs(this.settings, workDir, viaStdin ? '-' : prompt),
                stdin: viaStdin ? prompt : undefined,
                cwd: workDir,
                env: { ...(0,child_env/* childEnv */.gf)(this.runtime, this.settings.pass_env), ...this.settings.env },
                timeoutMs: timeout === undefined ? undefined : timeout * 1000,
                signal,
                what: this.what,
            });
            return this.answer(result);
        });
    }
    /**
     * Codex reports tokens, not money: they are priced as OpenAI's `model` (or by the target's
     * `pricing`); without either the cost is unknown.
     */
    async answer(result) {
        const { values, details } = readAgentStream(this.what, result);
        const run = parseCodexEvents(values);
        if (run.text === undefined) {
            const why = run.error ? `: ${run.error}` : '';
            throw new agentv_error/* ProviderError */.mZ(`${this.what} finished without a final assistant message${why}`, {
                retryable: true,
                details,
            });
        }
        const response = { text: run.text, trace: run.trace };
        if (run.tokenUsage) {
            response.tokenUsage = run.tokenUsage;
            const { model } = this.settings;
            response.costUsd =
                model || this.target.pricing
                    ? await priceAnswer(run.tokenUsage, {
                        source: 'openai',
                        model: model ?? '',
                        override: this.target.pricing,
                        atMs: this.runtime.now(),
                    })
                    : null;
        }
        return response;
    }
    resolveExecutable() {
        this.executable ??= agentExecutable(this.target, this.settings.executable ?? 'codex', this.runtime.env, external_node_path_default().dirname(this.target.source.file), 'install the Codex CLI (npm install -g @openai/codex)');
        return this.executable;
    }
}
/** Factory of the `codex` provider kind; the target's fields are validated when it is created. */
const codexProviderFactory = {
    create: (target, { runtime }) => new CodexProvider(target, parseCodexSettings(target), runtime),
    get configKeys() {
        return schemaKeys(codexSettingsSchema);
    },
};
/**
 * How an approval preset reaches `codex exec`: the three presets of Codex's `/approvals` menu map
 * to their exec flags; a bare approval policy is passed as a config override, because `exec` takes
 * `-c key=value` while `--ask-for-approval` belongs to the interactive CLI.
 */
const APPROVAL_ARGS = {
    'read-only': ['--sandbox', 'read-only'],
    auto: ['--full-auto'],
    'full-access': ['--dangerously-bypass-approvals-and-sandbox'],
    untrusted: ['-c', 'approval_policy="untrusted"'],
    'on-failure': ['-c', 'approval_policy="on-failure"'],
    'on-request': ['-c', 'approval_policy="on-request"'],
    never: ['-c', 'approval_policy="never"'],
};
/**
 * Arguments of `codex exec --json` for one run. `prompt` is the last argument, after `--` so a
 * prompt starting with a dash is never read as a flag; pass `-` to have Codex read it from stdin.
 * `--skip-git-repo-check` because scratch workspaces are not git repositories.
 */
function codexArgs(settings, workDir, prompt) {
    return [
        'exec',
        '--json',
        '--skip-git-repo-check',
        '--cd',
        workDir,
        ...(settings.profile ? ['--profile', settings.profile] : []),
        ...(settings.model ? ['--model', settings.model] : []),
        ...(settings.approval_preset ? APPROVAL_ARGS[settings.approval_preset] : []),
        ...(settings.args ?? []),
        '--',
        prompt,
    ];
}
/** Approval presets of the Codex CLI, and the approval policies it accepts directly. */
const CODEX_APPROVAL_PRESETS = [
    'read-only',
    'auto',
    'full-access',
    'untrusted',
    'on-failure',
    'on-request',
    'never',
];
/** Fields of a `codex` target (docs/providers.md, "Agent targets"), either spelling. */
const codexSettingsSchema = schemas/* preprocess */.vkY(snakeCaseKeys, schemas/* object */.Ikc({
    ...agentSettingsShape,
    profile: schemas/* string */.YjP({ error: 'must be a profile name' }).trim().min(1, 'must be a profile name').optional(),
    model: schemas/* string */.YjP({ error: 'must be a model name' }).trim().min(1, 'must be a model name').optional(),
    approval_preset: schemas/* enum */.k5n(CODEX_APPROVAL_PRESETS, { error: `must be one of: ${CODEX_APPROVAL_PRESETS.join(', ')}` })
        .optional(),
}));
const codex_provider_FIXES = {
    ...AGENT_FIXES,
    profile: 'set profile to a profile name from ~/.codex/config.toml',
    approval_preset: `use one of: ${CODEX_APPROVAL_PRESETS.join(', ')}`,
};
/** Validated settings of a `codex` target; a ConfigError naming the field and its fix otherwise. */
function parseCodexSettings(target) {
    return parseTargetConfig(codexSettingsSchema, target, codex_provider_FIXES);
}

;// CONCATENATED MODULE: ./src/providers/gemini-provider.ts




const GEMINI_DEFAULT_MODEL = 'gemini-2.5-flash';
/**
 * A `gemini` target's settings: its fields win over GOOGLE_API_KEY / GOOGLE_GEMINI_MODEL, then the
 * default model; without a base URL or API version the SDK's own apply.
 */
const GEMINI = hostedModel({
    apiKey: { keys: API_KEY_KEYS, env: 'GOOGLE_API_KEY', required: true },
    model: { keys: MODEL_KEYS, env: 'GOOGLE_GEMINI_MODEL', default: GEMINI_DEFAULT_MODEL },
    baseUrl: { keys: ['base_url', 'baseUrl', 'endpoint'] },
    apiVersion: { keys: ['api_version', 'apiVersion'] },
});
const geminiSettingsFrom = GEMINI.settingsFrom;
/**
 * Gemini through `@google/generative-ai`. The SDK never retries on its own. Its HTTP error keeps
 * the status but not the response headers, so a Gemini 429 is retried on the run's backoff
 * schedule: `Retry-After` cannot be honoured for this provider. Only the abort signal is passed
 * (not the SDK's `timeout`, whose timer the SDK never clears); the call limiter owns the timeout.
 */
class GeminiProvider {
    targetName;
    client;
    settings;
    runtime;
    pricing;
    kind = 'gemini';
    isModelCall = true;
    offline = false;
    supportsStructuredOutput = true;
    constructor(targetName, client, settings, runtime, pricing) {
        this.targetName = targetName;
        this.client = client;
        this.settings = settings;
        this.runtime = runtime;
        this.pricing = pricing;
    }
    cacheIdentity() {
        const { model, temperature, maxTokens, baseUrl, apiVersion } = this.settings;
        return { model, settings: { temperature, maxTokens, endpoint: baseUrl, apiVersion } };
    }
    async invoke(request, { signal }) {
        const { system, turns } = toConversation(request);
        const { model, temperature, maxTokens, baseUrl, apiVersion, apiKey } = this.settings;
        const generationConfig = {};
        if (temperature !== undefined)
            generationConfig.temperature = temperature;
        if (maxTokens !== undefined)
            generationConfig.maxOutputTokens = maxTokens;
        if (request.responseFormat === 'json')
            generationConfig.responseMimeType = 'application/json';
        const generative = (await this.client()).getGenerativeModel({ model, generationConfig, ...(system ? { systemInstruction: system } : {}) }, { ...(baseUrl ? { baseUrl } : {}), ...(apiVersion ? { apiVersion } : {}) });
        const contents = turns.map((turn) => ({
            role: turn.role === 'assistant' ? 'model' : 'user',
            parts: [{ text: turn.content }],
        }));
        let result;
        try {
            const call = generative.generateContent({ contents }, { signal });
            warmCatalogue(this.pricing);
            result = await call;
        }
        catch (error) {
            throw toProviderError(error, { provider: this.kind, nowMs: this.runtime.now(), secrets: [apiKey] });
        }
        const { candidates, usageMetadata: usage, promptFeedback } = result.response ?? {};
        if (!Array.isArray(candidates)) {
            if (promptFeedback?.blockReason)
                return { text: '', raw: { block_reason: promptFeedback.blockReason } };
            throw malformedResponse(this.kind, 'no candidates');
        }
        const first = candidates[0];
        const text = (first?.content?.parts ?? []).map((part) => part.text ?? '').join('');
        if (text === '')
            throw malformedResponse(this.kind, `an empty answer (finish_reason ${first?.finishReason ?? 'none'})`);
        // promptTokenCount includes the tokens served from a cached context (cachedContentTokenCount).
        const tokenUsage = usage
            ? {
                input: usage.promptTokenCount,
                output: usage.candidatesTokenCount,
                total: usage.totalTokenCount,
                cachedInput: usage.cachedContentTokenCount ?? 0,
            }
            : undefined;
        return {
            text,
            outputMessages: [{ role: 'assistant', content: text }],
            tokenUsage,
            costUsd: await priceAnswer(tokenUsage, {
                source: 'google',
                model,
                override: this.pricing,
                atMs: this.runtime.now(),
            }),
            raw: { model, finish_reason: first?.finishReason },
        };
    }
}
/** `provider: gemini`. */
const geminiProviderFactory = {
    ...GEMINI.targetChecks,
    create(target, { runtime }) {
        const settings = GEMINI.require(target, runtime.env);
        const apiKey = settings.apiKey;
        const client = lazyClient(async () => new (await __webpack_require__.e(/* import() */ 94).then(__webpack_require__.bind(__webpack_require__, 33094))).GoogleGenerativeAI(apiKey));
        return new GeminiProvider(target.name, client, settings, runtime, target.pricing);
    },
};

;// CONCATENATED MODULE: ./src/providers/echo-provider.ts
/**
 * promptfoo's `echo` provider: the answer is the prompt as sent (a chat prompt's JSON text
 * included), at no cost and no tokens, with empty metadata. Calls nothing outside.
 */
class EchoProvider {
    targetName;
    kind = 'echo';
    isModelCall = false;
    offline = true;
    constructor(targetName) {
        this.targetName = targetName;
    }
    async invoke(request) {
        // promptfoo's echo answers `metadata: {}` too, which a multi-turn test's turns carry.
        return {
            text: request.prompt,
            costUsd: 0,
            tokenUsage: { input: 0, output: 0, total: 0 },
            raw: { promptfoo: { output: request.prompt, metadata: {} } },
        };
    }
}
const echoProviderFactory = {
    create: (target) => new EchoProvider(target.name),
};

;// CONCATENATED MODULE: ./src/providers/exec-provider.ts



/** ANSI colour codes, cut from the answer as promptfoo cuts them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what it matches
const ANSI_ESCAPE = /\x1b(?:[@-Z\\-_]|\[[0-?]*[ -/]*[@-~])/g;
/** promptfoo's split of an `exec:` command: words, "double" and 'single' quoted parts; no shell. */
function commandParts(command) {
    const parts = [];
    for (const match of command.matchAll(/[^\s"']+|"([^"]*)"|'([^']*)'/g))
        parts.push(match[1] ?? match[2] ?? match[0]);
    return parts;
}
/**
 * promptfoo's `exec:` provider: the command runs without a shell (its own process group), with the
 * prompt, the provider options and the call's context as its last three arguments; the answer is
 * stdout, trimmed and without colour codes. Output on stderr alone is an error.
 */
class ExecProvider {
    target;
    runtime;
    kind = 'exec';
    isModelCall = true;
    offline = false;
    targetName;
    parts;
    constructor(target, runtime) {
        this.target = target;
        this.runtime = runtime;
        this.targetName = target.name;
        this.parts = commandParts(String(target.config.command ?? ''));
    }
    /** The answer is the command's: it is keyed on the command and the options it is given. */
    cacheIdentity() {
        return { model: this.targetName, settings: { command: this.parts, config: this.target.config.config ?? {} } };
    }
    async invoke(request, options) {
        const [file, ...args] = this.parts;
        if (!file)
            throw new agentv_error/* ProviderError */.mZ(`target "${this.targetName}" has no command`);
        const providerOptions = {
            id: this.target.config.id,
            ...(this.target.config.label !== undefined ? { label: this.target.config.label } : {}),
            config: this.target.config.config ?? {},
        };
        const result = await (0,run_process/* runProcess */.R3)({
            file,
            args: [...args, request.prompt, JSON.stringify(providerOptions), JSON.stringify(request.metadata?.context ?? {})],
            cwd: typeof this.target.config.cwd === 'string' ? this.target.config.cwd : this.runtime.cwd,
            env: (0,child_env/* childEnv */.gf)(this.runtime),
            what: `exec provider ${this.targetName}`,
            signal: options.signal,
        });
        if (result.exitCode !== 0)
            throw (0,run_process/* processExitError */.gz)(`exec provider ${this.targetName}`, result);
        const stdout = result.stdout.trim().replace(ANSI_ESCAPE, '');
        const stderr = result.stderr.trim().replace(ANSI_ESCAPE, '');
        if (stderr && !stdout)
            throw new agentv_error/* ProviderError */.mZ(`exec provider ${this.targetName}: ${stderr.slice(-500)}`);
        return { text: stdout };
    }
}
const execProviderFactory = {
    create: (target, { runtime }) => new ExecProvider(target, runtime),
};

// EXTERNAL MODULE: ./src/config/import-user-module.ts
var import_user_module = __webpack_require__(86878);
;// CONCATENATED MODULE: ./src/providers/promptfoo-js-provider.ts



/**
 * A `file://provider.js` provider class with promptfoo's interface: built once with
 * `{ id, label, config }`, asked `callApi(prompt, { vars, prompt }, { abortSignal })`. Its `error`
 * fails the case; its `tokenUsage` and `cost` are the answer's.
 */
class PromptfooJsProvider {
    target;
    kind = 'promptfoo-js';
    isModelCall = true;
    offline = false;
    targetName;
    instance;
    constructor(target) {
        this.target = target;
        this.targetName = target.name;
    }
    /** The answer is the module's: it is keyed on the module, its export and the options it is built with. */
    cacheIdentity() {
        const { module, export: name, config } = this.target.config;
        return { model: this.targetName, settings: { module, export: name, config: config ?? {} } };
    }
    async invoke(request, options) {
        this.instance ??= this.load();
        const provider = await this.instance;
        const answer = await provider.callApi(request.prompt, request.metadata?.context ?? {}, {
            abortSignal: options.signal,
        });
        if (answer?.error)
            throw new agentv_error/* ProviderError */.mZ(`provider ${this.targetName}: ${answer.error}`);
        const output = answer?.output;
        const usage = answer?.tokenUsage;
        return {
            text: typeof output === 'string' ? output : JSON.stringify(output ?? ''),
            ...(usage
                ? {
                    tokenUsage: {
                        input: usage.prompt ?? 0,
                        output: usage.completion ?? 0,
                        total: usage.total ?? (usage.prompt ?? 0) + (usage.completion ?? 0),
                        ...(usage.cached ? { cachedInput: usage.cached } : {}),
                    },
                }
                : {}),
            // promptfoo leaves cost out when it is not known; so does the record (null).
            costUsd: typeof answer?.cost === 'number' ? answer.cost : null,
            // An object answer is graded as the object (`value`, kept by the response cache), as promptfoo grades it.
            ...(typeof output === 'string' || output === undefined || output === null ? {} : { value: output }),
            // promptfoo's response as the assertions see it: an object output, and the metadata `skill-used` reads.
            raw: { promptfoo: { output, ...(answer?.metadata !== undefined ? { metadata: answer.metadata } : {}) } },
        };
    }
    async load() {
        const file = String(this.target.config.module ?? '');
        const exported = await (0,import_user_module/* importUserModule */.F)(external_node_path_default().resolve(file));
        const name = typeof this.target.config.export === 'string' ? this.target.config.export : undefined;
        let Exported = name ? exported[name] : exported.default;
        if (Exported !== null && typeof Exported === 'object' && 'default' in Exported)
            Exported = Exported.default;
        const init = {
            id: this.target.config.id,
            label: this.target.config.label,
            config: this.target.config.config ?? {},
        };
        if (typeof Exported === 'function') {
            // A class (promptfoo's documented form); a plain object with callApi is taken as it is.
            const instance = new Exported(init);
            if (typeof instance.callApi === 'function')
                return instance;
        }
        if (Exported !== null &&
            typeof Exported === 'object' &&
            typeof Exported.callApi === 'function')
            return Exported;
        throw new agentv_error/* ProviderError */.mZ(`${file} must export a provider class with callApi(prompt, context)`);
    }
}
const promptfooJsProviderFactory = {
    create: (target) => new PromptfooJsProvider(target),
};

;// CONCATENATED MODULE: ./src/providers/promptfoo-http-transforms.ts


const FUNCTION_EXPRESSION = /^(\(.*?\)\s*=>|function\s*\(.*?\))/;
/**
 * The config's transform as a function: `file://x.js[:fn]` imported (the named export, else the
 * default), inline code compiled as promptfoo compiles it. It runs in this process, as promptfoo
 * runs it and as a promptfoo config's `javascript` assertions run here.
 */
async function userFunction(spec, params, dir, kind) {
    const code = String(spec).trim();
    if (code.startsWith('file://'))
        return fileFunction(code, dir);
    const args = params.join(', ');
    let compiled;
    if (kind === 'validator') {
        compiled =
            code.includes('=>') || code.startsWith('function')
                ? new Function(`return ${code}`)()
                : new Function('status', `return ${code}`);
        return compiled;
    }
    const body = FUNCTION_EXPRESSION.test(code)
        ? `return (${code})(${args});`
        : kind === 'body' && /\breturn\b/.test(code)
            ? code
            : `return (${code});`;
    compiled = new Function(...params, 'process', body);
    const what = kind === 'expression' ? 'response' : 'request';
    return async (...values) => {
        try {
            return await compiled(...values, process);
        }
        catch (error) {
            throw new Error(`Failed to transform ${what}: ${error instanceof Error ? error.message : String(error)}`);
        }
    };
}
async function fileFunction(reference, dir) {
    const [file = '', name] = reference.slice('file://'.length).split(/:(?=[A-Za-z_$][\w$]*$)/);
    const exported = await (0,import_user_module/* importUserModule */.F)(external_node_path_default().resolve(dir, file));
    let found = name ? exported[name] : (exported.default ?? exported);
    if (!name && found !== null && typeof found === 'object' && 'default' in found)
        found = found.default;
    if (typeof found !== 'function')
        throw new Error(`Transform module malformed: ${file} must export a function or have a default export as a function`);
    return found;
}

;// CONCATENATED MODULE: ./src/providers/promptfoo-http-provider.ts


/**
 * promptfoo's `http` provider (providers/http.ts in 0.123.1) for a promptfoo config: the `url`,
 * `method` (GET unless given), `headers`, `queryParams` and `body` are nunjucks templates over the
 * test's vars and `prompt`; an object body goes as JSON, a string body as form text. The answer's
 * JSON (else its text) goes through `transformResponse` (an expression of `json`, `text` and
 * `context`, an arrow function, or `file://x.js[:fn]`, run in this process like promptfoo's);
 * `transformRequest` turns the prompt first, `validateStatus` decides which statuses fail. The
 * transformed answer is promptfoo's response: its `output` is the answer, its `error` fails the
 * call, its `metadata` is what `skill-used` reads.
 */
class PromptfooHttpProvider {
    runtime;
    kind = 'promptfoo-http';
    isModelCall = true;
    offline = false;
    targetName;
    config;
    url;
    dir;
    transforms;
    constructor(target, runtime) {
        this.runtime = runtime;
        this.targetName = target.name;
        this.config = target.config.config ?? {};
        this.url = String(target.config.url ?? '');
        this.dir = String(target.config.cwd ?? runtime.cwd);
    }
    /** The answer is the endpoint's: keyed on the URL and the whole request config. */
    cacheIdentity() {
        return { model: this.targetName, settings: { url: this.url, config: this.config } };
    }
    async invoke(request, options) {
        const context = (request.metadata?.context ?? {});
        const asText = (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);
        const vars = {
            ...context.vars,
            prompt: request.prompt,
            // promptfoo hands the provider's tools to the templates as JSON text.
            ...(this.config.tools !== undefined ? { tools: asText(this.config.tools) } : {}),
            ...(this.config.tool_choice !== undefined ? { tool_choice: asText(this.config.tool_choice) } : {}),
        };
        this.transforms ??= this.loadTransforms();
        const transforms = await this.transforms;
        // nunjucks is imported on the first call, so a run without an http provider never loads it.
        const { default: templates } = await __webpack_require__.e(/* import() */ 115).then(__webpack_require__.t.bind(__webpack_require__, 18115, 23));
        const engine = new templates.Environment(null, { autoescape: false, throwOnUndefined: false });
        engine.addGlobal('env', this.runtime.env);
        engine.addFilter('load', (text) => JSON.parse(text));
        const render = (value) => renderVarsInObject(engine, value, vars);
        const body = this.config.body;
        const headers = this.headers(body, render);
        const json = contentTypeIsJson(headers);
        if (body !== undefined && body !== null && typeof body === 'object' && !json)
            throw new agentv_error/* ProviderError */.mZ(`provider ${this.targetName}: Content-Type is not application/json, but body is an object or array. ` +
                'The body must be a string if the Content-Type is not application/json.');
        const prompt = transforms.request ? await transforms.request(request.prompt, vars, context) : request.prompt;
        const method = String(render(this.config.method ?? 'GET'));
        const sent = requestBody(json, prompt, body, vars, engine);
        const url = withQuery(String(render(this.config.url ?? this.url)), queryOf(this.config), render);
        const started = this.runtime.now();
        const response = await fetch(url, {
            method,
            headers,
            signal: options.signal,
            ...(method !== 'GET' && sent !== undefined && sent !== null
                ? { body: json ? (typeof sent === 'string' ? sent : JSON.stringify(sent)) : textBody(sent) }
                : {}),
        });
        const text = await response.text();
        if (response.status === 429)
            throw new agentv_error/* ProviderError */.mZ(`provider ${this.targetName}: HTTP 429 ${response.statusText}`, {
                status: 429,
                retryable: true,
            });
        if (transforms.status && !transforms.status(response.status))
            // promptfoo does not try again: the status is in the message, not a retryable status of ours. The
            // body is cut so that an error page does not fill the record.
            throw new agentv_error/* ProviderError */.mZ(`HTTP call failed with status ${response.status} ${response.statusText}: ${text.slice(0, 1000)}`);
        let parsed = null;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            parsed = null;
        }
        const responseFacts = {
            data: text,
            status: response.status,
            statusText: response.statusText,
            headers: headerRecord(response.headers),
            cached: false,
            latencyMs: this.runtime.now() - started,
        };
        const answer = asProviderResponse(await transforms.response(parsed, text, { response: responseFacts }));
        if (answer.error)
            throw new agentv_error/* ProviderError */.mZ(`provider ${this.targetName}: ${String(answer.error)}`);
        return answerOf(answer, parsed, this.estimate(prompt, request.prompt, answer, text));
    }
    /** promptfoo's headers: a content type for the body's kind, the config's (names lower-cased), each rendered. */
    headers(body, render) {
        const defaults = body !== null && typeof body === 'object'
            ? { 'content-type': 'application/json' }
            : typeof body === 'string'
                ? { 'content-type': 'application/x-www-form-urlencoded' }
                : {};
        const own = Object.entries(this.config.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]);
        const headers = Object.fromEntries(Object.entries({ ...defaults, ...Object.fromEntries(own) }).map(([name, value]) => [name, String(render(value))]));
        const auth = (this.config.auth ?? {});
        const text = (value) => String(render(value ?? ''));
        if (auth.type === 'bearer')
            headers.authorization = `Bearer ${text(auth.token)}`;
        if (auth.type === 'basic') {
            const pair = `${text(auth.username)}:${text(auth.password)}`;
            headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
        }
        if (auth.type === 'api_key' && auth.placement === 'header')
            headers[text(auth.keyName).toLowerCase()] = text(auth.value);
        return headers;
    }
    /** promptfoo's `tokenEstimation`: words × multiplier (1.3), rounded up, of the prompt sent and the answer. */
    estimate(sent, prompt, answer, text) {
        const options = this.config.tokenEstimation;
        if (!options?.enabled)
            return undefined;
        const multiplier = options.multiplier ?? 1.3;
        const count = (value) => Math.ceil(value.trim().split(/\s+/).filter(Boolean).length * multiplier);
        const completion = typeof answer.output === 'string' ? answer.output : text;
        const promptTokens = count(typeof sent === 'string' ? sent : prompt);
        const completionTokens = count(completion);
        return { prompt: promptTokens, completion: completionTokens, total: promptTokens + completionTokens };
    }
    async loadTransforms() {
        const spec = this.config.transformResponse ?? this.config.responseParser;
        const response = spec
            ? await userFunction(spec, ['json', 'text', 'context'], this.dir, 'expression')
            : (json, text) => ({ output: json || text });
        const request = this.config.transformRequest
            ? await userFunction(this.config.transformRequest, ['prompt', 'vars', 'context'], this.dir, 'body')
            : undefined;
        const status = this.config.validateStatus
            ? await userFunction(this.config.validateStatus, ['status'], this.dir, 'validator')
            : undefined;
        return { response, ...(request ? { request } : {}), ...(status ? { status } : {}) };
    }
}
/** promptfoo's renderVarsInObject: every string of a value rendered with the vars. */
function renderVarsInObject(engine, value, vars) {
    if (typeof value === 'string')
        return engine.renderString(value, vars);
    if (Array.isArray(value))
        return value.map((item) => renderVarsInObject(engine, item, vars));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderVarsInObject(engine, v, vars)]));
    return value;
}
function contentTypeIsJson(headers) {
    return Object.entries(headers).some(([name, value]) => name.toLowerCase().startsWith('content-type') && value.includes('application/json'));
}
/**
 * promptfoo's determineRequestBody: with a JSON content type, an object prompt (from
 * `transformRequest`) merged over the body, else the body rendered with the vars and `prompt`, its
 * strings that hold JSON parsed; without one, the body rendered as text.
 */
function requestBody(json, prompt, body, vars, engine) {
    const all = { ...vars, prompt };
    const render = (value, values) => renderVarsInObject(engine, value, values);
    let own = body;
    if (typeof body === 'string' && json) {
        try {
            own = JSON.parse(body);
        }
        catch {
            own = body;
        }
    }
    if (!json)
        return own === undefined || own === null ? own : render(own, all);
    if (prompt !== null && typeof prompt === 'object')
        return { ...own, ...prompt };
    const rendered = render(own, all);
    if (rendered !== null && typeof rendered === 'object')
        return parseNested(rendered);
    if (typeof rendered !== 'string')
        return rendered;
    try {
        return JSON.parse(rendered);
    }
    catch {
        const trimmed = rendered.trim();
        if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && typeof own === 'string') {
            // A template whose vars broke the JSON: rendered again with the string vars JSON-escaped.
            try {
                return JSON.parse(String(render(own, escapedVars(all))));
            }
            catch {
                return rendered;
            }
        }
        return rendered;
    }
}
function escapedVars(vars) {
    return Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? JSON.stringify(v).slice(1, -1) : v]));
}
/** Strings of a rendered body that hold a JSON object or list, parsed (promptfoo's processJsonBody). */
function parseNested(value) {
    if (Array.isArray(value))
        return value.map(parseNested);
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parseNested(v)]));
    if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
            try {
                const parsed = JSON.parse(value);
                return parsed !== null && typeof parsed === 'object' ? parsed : value;
            }
            catch {
                return value;
            }
        }
    }
    return value;
}
function headerRecord(headers) {
    const record = {};
    headers.forEach((value, name) => {
        record[name] = value;
    });
    return record;
}
function textBody(body) {
    return typeof body === 'string' ? body.trim() : String(body);
}
/** The config's `queryParams`, with an `api_key` auth placed in the query. */
function queryOf(config) {
    const auth = (config.auth ?? {});
    const params = (config.queryParams ?? undefined);
    if (auth.type !== 'api_key' || auth.placement !== 'query')
        return params;
    return { ...params, [String(auth.keyName)]: auth.value };
}
function withQuery(url, params, render) {
    if (params === null || typeof params !== 'object' || Object.keys(params).length === 0)
        return url;
    const target = new URL(url);
    for (const [name, value] of Object.entries(params))
        target.searchParams.append(name, String(render(value)));
    return target.toString();
}
function asProviderResponse(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value) && ('output' in value || 'error' in value)
        ? value
        : { output: value };
}
/** The answer as ours: its text, the endpoint's token counts, and promptfoo's response kept for the assertions. */
function answerOf(answer, parsed, estimated) {
    const { output } = answer;
    const bodyUsage = parsed !== null && typeof parsed === 'object' && 'tokenUsage' in parsed
        ? parsed.tokenUsage
        : undefined;
    const usage = answer.tokenUsage ?? bodyUsage ?? estimated;
    return {
        text: typeof output === 'string' ? output : output === undefined ? '' : JSON.stringify(output),
        ...(usage && typeof usage === 'object'
            ? {
                tokenUsage: {
                    input: usage.prompt ?? 0,
                    output: usage.completion ?? 0,
                    total: usage.total ?? (usage.prompt ?? 0) + (usage.completion ?? 0),
                },
            }
            : {}),
        costUsd: typeof answer.cost === 'number' ? answer.cost : null,
        // An object answer is graded as the object (`value`, kept by the response cache), as promptfoo grades it.
        ...(typeof output === 'string' || output === undefined || output === null ? {} : { value: output }),
        raw: { promptfoo: { output, ...(answer.metadata !== undefined ? { metadata: answer.metadata } : {}) } },
    };
}
const promptfooHttpProviderFactory = {
    create: (target, { runtime }) => new PromptfooHttpProvider(target, runtime),
};

;// CONCATENATED MODULE: ./src/providers/openai-provider.ts




const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';
const openai_provider_SDK_TIMEOUT_MS = 60 * 60 * 1000;
/** An `openai` target's settings: its fields win over the OPENAI_* variables, then the defaults. */
const OPENAI = hostedModel({
    apiKey: { keys: API_KEY_KEYS, env: 'OPENAI_API_KEY', required: true },
    baseUrl: { keys: BASE_URL_KEYS, env: 'OPENAI_BASE_URL', default: OPENAI_DEFAULT_BASE_URL },
    model: { keys: MODEL_KEYS, env: 'OPENAI_MODEL', default: OPENAI_DEFAULT_MODEL },
});
const openaiSettingsFrom = OPENAI.settingsFrom;
/** `provider: openai` — OpenAI or any OpenAI-compatible endpoint (`base_url`). */
const openaiProviderFactory = {
    ...OPENAI.targetChecks,
    configKeys: [...OPENAI.targetChecks.configKeys, ...OPENAI_TOOL_KEYS],
    create(target, { runtime }) {
        const settings = OPENAI.require(target, runtime.env);
        // Every option explicit so the SDK reads nothing from process.env and never retries on its own;
        // its timeout is only an upper bound, the call limiter owns the per-call timeout.
        const apiKey = settings.apiKey;
        const client = lazyClient(async () => {
            const { default: OpenAI } = await __webpack_require__.e(/* import() */ 674).then(__webpack_require__.bind(__webpack_require__, 93674));
            return new OpenAI({
                apiKey,
                baseURL: settings.baseUrl,
                organization: null,
                project: null,
                maxRetries: 0,
                timeout: openai_provider_SDK_TIMEOUT_MS,
            });
        });
        return new OpenAIChatProvider({
            kind: 'openai',
            targetName: target.name,
            client,
            model: settings.model,
            settings: { temperature: settings.temperature, maxTokens: settings.maxTokens },
            tools: readOpenAITools(target),
            endpoint: settings.baseUrl,
            apiKey: settings.apiKey,
            runtime,
            pricing: target.pricing,
        });
    },
};

;// CONCATENATED MODULE: ./src/providers/vscode-provider.ts












const vscode_provider_DEFAULT_TIMEOUT_SECONDS = 600;
const DEFAULT_POLL_MS = 500;
/**
 * A `vscode` / `vscode-insiders` target (VS Code Copilot).
 *
 * Contract with the launched program: for each case AgentV writes `prompt.md` (preread block with
 * sha256 tokens, the question, and the response path) into a fresh request folder and runs
 * `<executable> <args>`, where `args` (default `chat --mode agent --add-file {PROMPT_FILE} "<short
 * instruction>"`) may use `{PROMPT_FILE}`, `{RESPONSE_FILE}`, `{REQUEST_DIR}`, `{WORKSPACE_DIR}`
 * and `{EVAL_ID}`. The answer is the content of `{RESPONSE_FILE}` once it exists and stops
 * growing. The launcher may exit at once (as `code chat` does) or keep running; it is stopped when
 * the answer arrives. A launcher that exits non-zero before answering fails the case.
 * One VS Code window answers one question at a time: the factory's limits say so.
 */
class VscodeProvider {
    kind;
    target;
    settings;
    runtime;
    isModelCall = false;
    offline = false;
    targetName;
    what;
    executable;
    constructor(kind, target, settings, runtime) {
        this.kind = kind;
        this.target = target;
        this.settings = settings;
        this.runtime = runtime;
        this.targetName = target.name;
        this.what = `target "${target.name}" (${kind})`;
    }
    /** Verifies the executable is there. */
    async healthcheck() {
        this.resolveExecutable();
    }
    async invoke(request, { signal }) {
        const executable = this.resolveExecutable();
        return (0,host/* withTempDir */.E)('agentv-vscode-', async (dir) => {
            const promptFile = external_node_path_default().join(dir, 'prompt.md');
            const responseFile = external_node_path_default().join(dir, 'response.md');
            await (0,external_node_fs_promises_.writeFile)(promptFile, vscodePromptFile(request, responseFile));
            const cwd = await agentWorkingDir(this.target, this.settings.cwd, request.workspaceDir, this.runtime.cwd);
            const values = {
                PROMPT_FILE: promptFile,
                RESPONSE_FILE: responseFile,
                REQUEST_DIR: dir,
                WORKSPACE_DIR: cwd,
                EVAL_ID: request.evalId,
            };
            const args = (this.settings.args ?? DEFAULT_VSCODE_ARGS).map((arg) => arg.replace(/\{([A-Z_]+)\}/g, (match, name) => values[name] ?? match));
            const env = { ...(0,child_env/* childEnv */.gf)(this.runtime, this.settings.pass_env), ...this.settings.env };
            const launcher = (0,run_process/* startProcess */.kp)({
                file: executable,
                args,
                cwd,
                env,
                signal,
                what: this.what,
                leaveGroupOnExit: true,
            });
            // The launcher ending badly before the answer arrives ends the wait (checked on every poll).
            let failure;
            let exited = false;
            launcher.result.then((result) => {
                exited = true;
                if (result.exitCode !== 0)
                    failure = (0,run_process/* processExitError */.gz)(this.what, result);
            }, (error) => {
                exited = true;
                failure = error instanceof Error ? error : new Error(String(error));
            });
            try {
                const { text, truncated } = await waitForResponseFile(responseFile, {
                    ...(request.maxAnswerBytes !== undefined ? { maxAnswerBytes: request.maxAnswerBytes } : {}),
                    timeoutMs: (this.settings.timeout_seconds ?? vscode_provider_DEFAULT_TIMEOUT_SECONDS) * 1000,
                    pollMs: this.settings.poll_interval_ms ?? DEFAULT_POLL_MS,
                    signal,
                    runtime: this.runtime,
                    what: `${this.what} waiting for its response file`,
                    check: () => {
                        if (failure)
                            throw failure;
                    },
                });
                return { text: text.trimEnd(), ...(truncated ? { truncated: true } : {}) };
            }
            finally {
                // A launcher that already handed off is left alone: its group may hold the editor itself.
                if (!exited)
                    await launcher.stop();
            }
        });
    }
    resolveExecutable() {
        const fallback = this.kind === 'vscode-insiders' ? 'code-insiders' : 'code';
        this.executable ??= agentExecutable(this.target, this.settings.executable ?? fallback, this.runtime.env, external_node_path_default().dirname(this.target.source.file), `install VS Code and its "${fallback}" command`);
        return this.executable;
    }
}
function vscodeFactory(kind) {
    return {
        create: (target, { runtime }) => {
            const settings = parseVscodeSettings(target);
            if (target.workers !== undefined && target.workers > 1) {
                runtime.logger.warn(`target "${target.name}" (${kind}) answers one case at a time: workers: ${target.workers} is lowered to 1`);
            }
            return new VscodeProvider(kind, target, settings, runtime);
        },
        limits: () => ({ maxConcurrentCases: 1 }),
        get configKeys() {
            return schemaKeys(vscodeSettingsSchema);
        },
    };
}
/** Factory of the `vscode` provider kind (default executable `code`). */
const vscodeProviderFactory = vscodeFactory('vscode');
/** Factory of the `vscode-insiders` provider kind (default executable `code-insiders`). */
const vscodeInsidersProviderFactory = vscodeFactory('vscode-insiders');
/**
 * Default launch arguments: `code chat` opens an agent-mode chat with the prompt file attached and a
 * short instruction; the prompt file itself says where the answer must be written.
 */
const DEFAULT_VSCODE_ARGS = [
    'chat',
    '--mode',
    'agent',
    '--add-file',
    '{PROMPT_FILE}',
    'Follow the instructions in the attached file {PROMPT_FILE} and write your final answer to {RESPONSE_FILE}',
];
/** Fields of a `vscode` / `vscode-insiders` target. `args` replaces the default launch arguments. */
const vscodeSettingsSchema = schemas/* preprocess */.vkY(snakeCaseKeys, schemas/* object */.Ikc({
    ...agentSettingsShape,
    poll_interval_ms: coerce/* number */.ai({ error: 'must be a number of milliseconds' })
        .int()
        .min(10, 'must be at least 10 ms')
        .max(types/* MAX_TIMER_MS */._o, `must be at most ${types/* MAX_TIMER_MS */._o} ms`)
        .optional(),
}));
const vscode_provider_FIXES = {
    ...AGENT_FIXES,
    args: 'write args as a list using {PROMPT_FILE} and {RESPONSE_FILE}, e.g. args: [chat, --add-file, "{PROMPT_FILE}"]',
    poll_interval_ms: 'set poll_interval_ms to a whole number of milliseconds, e.g. 500',
};
/** Validated settings of a vscode target; a ConfigError naming the field and its fix otherwise. */
function parseVscodeSettings(target) {
    return parseTargetConfig(vscodeSettingsSchema, target, vscode_provider_FIXES);
}
/**
 * The structured prompt file handed to VS Code: a header, the preread block linking every
 * guideline and attachment file with the sha256 token of its content, the question, and where the
 * answer must be written.
 */
function vscodePromptFile(request, responseFile) {
    const files = [
        ...request.guidelineFiles.map((f) => ({
            kind: 'guideline',
            displayPath: f.displayPath,
            path: f.absolutePath,
            sha256: fileSha256(f.content),
        })),
        ...request.inputFiles.map((f) => ({
            kind: 'attachment',
            displayPath: f.displayPath,
            path: f.absolutePath,
            sha256: fileSha256(f.content),
        })),
    ];
    const block = prereadBlock(files);
    return [
        `# AgentV eval request: ${request.evalId} (attempt ${request.attempt})`,
        '',
        ...(block ? [block] : []),
        '[[ ## question ## ]]',
        request.prompt,
        '',
        '[[ ## answer ## ]]',
        'When you are done, write your complete final answer, and nothing else, to this file:',
        responseFile,
        'Write the whole answer at once: the file is read as soon as it appears and stops changing.',
        '',
    ].join('\n');
}
/**
 * Polls until `file` exists, is not empty and kept its size between two polls (so a half-written
 * answer is not taken), then returns its content, read up to `maxAnswerBytes` and only as a regular
 * file. Throws a TimeoutError after `timeoutMs` and the signal's reason when aborted.
 */
async function waitForResponseFile(file, wait) {
    const deadline = wait.runtime.now() + wait.timeoutMs;
    let lastSize = -1;
    for (;;) {
        if (wait.signal.aborted)
            throw wait.signal.reason;
        wait.check?.();
        const size = (await (0,external_node_fs_promises_.stat)(file).catch(() => undefined))?.size ?? -1;
        if (size > 0 && size === lastSize) {
            return readCappedFile(file, wait.maxAnswerBytes ?? answer_limit/* DEFAULT_MAX_ANSWER_BYTES */.k).catch((error) => {
                throw error instanceof NotRegularFileError
                    ? new agentv_error/* ProviderError */.mZ(`${wait.what}: the response file is ${error.kind}, not a regular file`, {
                        retryable: false,
                    })
                    : error;
            });
        }
        lastSize = size;
        if (wait.runtime.now() >= deadline)
            throw new agentv_error/* TimeoutError */.MU(wait.what, wait.timeoutMs);
        try {
            await wait.runtime.sleep(wait.pollMs, wait.signal);
        }
        catch (error) {
            throw wait.signal.aborted ? wait.signal.reason : error;
        }
    }
}

;// CONCATENATED MODULE: ./src/providers/registry.ts













/**
 * The factory of every provider kind. Typed by the one list of kinds (`PROVIDER_KINDS` in the
 * targets schema), so a kind without a factory here fails compilation.
 */
const PROVIDER_FACTORIES = {
    mock: mockProviderFactory,
    'azure-openai': azureOpenAIProviderFactory,
    openai: openaiProviderFactory,
    anthropic: anthropicProviderFactory,
    gemini: geminiProviderFactory,
    cli: cliProviderFactory,
    codex: codexProviderFactory,
    'claude-code': claudeCodeProviderFactory,
    vscode: vscodeProviderFactory,
    'vscode-insiders': vscodeInsidersProviderFactory,
    echo: echoProviderFactory,
    exec: execProviderFactory,
    'promptfoo-js': promptfooJsProviderFactory,
    'promptfoo-http': promptfooHttpProviderFactory,
};

;// CONCATENATED MODULE: ./src/engine/limiter/call-events.ts




/**
 * Opens (truncates) `filePath` and writes each event as one JSON line, in emission order, with a
 * `ts` (ISO time from `now`) appended. Emission order is the limiter's own order, so a running
 * count of `acquired` minus `released` over the lines is the number of calls in flight.
 * With a `redactor`, secret values (e.g. echoed in a `failed` event's error) are hidden.
 */
async function openEventsLog(filePath, now = Date.now, redactor) {
    let stream;
    try {
        await (0,external_node_fs_promises_.mkdir)(external_node_path_default().dirname(external_node_path_default().resolve(filePath)), { recursive: true });
        stream = (0,external_node_fs_.createWriteStream)(filePath, { flags: 'w', encoding: 'utf8' });
        await new Promise((resolve, reject) => {
            stream.once('open', () => resolve());
            stream.once('error', reject);
        });
    }
    catch (cause) {
        throw (0,config_error/* outputFileError */.M5)(filePath, 'events log', cause, '--events');
    }
    let failure;
    stream.on('error', (error) => {
        failure = error;
    });
    let closed = false;
    return {
        path: filePath,
        listener: (event) => {
            if (closed || failure)
                return;
            const line = { ...event, ts: new Date(now()).toISOString() };
            stream.write(`${JSON.stringify(redactor ? redactor.deep(line) : line)}\n`);
        },
        close: () => new Promise((resolve, reject) => {
            if (closed)
                return resolve();
            closed = true;
            stream.end(() => (failure ? reject(failure) : resolve()));
        }),
    };
}
/** One listener calling each given listener in turn (e.g. the events file and a debug logger). */
function combineListeners(...listeners) {
    const present = listeners.filter((l) => l !== undefined);
    return (event) => {
        for (const listener of present)
            listener(event);
    };
}
/**
 * The INFO line printed once at job start, confirming the active ceiling and
 * the run-wide retry policy. Target retry fields may still override retries per target.
 */
function ceilingInfoLine(settings) {
    const { ceiling, retry, callTimeoutMs } = settings;
    const s = (ms) => `${Number((ms / 1000).toFixed(3))} s`;
    return (`MAX_CONCURRENT_LLM_CALLS=${ceiling} (global ceiling on model calls); ` +
        `retries: up to ${retry.maxRetries} on ${retry.statusCodes.join('/')} and timeouts, ` +
        `backoff ${s(retry.initialDelayMs)} to ${s(retry.maxDelayMs)}; ` +
        `call timeout ${s(callTimeoutMs)}`);
}

;// CONCATENATED MODULE: ./src/engine/provider-pipeline/judge-targets.ts


/**
 * The judge targets evaluators name themselves (`target:` on an llm judge or rubric, composite
 * members included), checked against the targets files before any call: an unknown name is a
 * ConfigError at the case that uses it, not a failure of every case at run time.
 */
function evaluatorJudgeTargets(suites, prepared, dryRun) {
    const names = new Set();
    for (const suite of suites) {
        const check = (uses, line, caseId) => {
            for (const { evaluator, name } of uses) {
                if (!dryRun && !prepared.defines(name)) {
                    const whose = caseId === undefined ? `evaluator "${evaluator}"` : `evaluator "${evaluator}" of case "${caseId}"`;
                    throw new config_error/* ConfigError */.xL(`${whose} names judge target "${name}", which ${prepared.targetsFile ?? 'no targets file'} does not define`, { file: suite.filePath, ...(line !== undefined ? { line } : {}) }, "add the target to targets.yaml, or fix the evaluator's target:");
                }
                names.add(name);
            }
        };
        check((0,evaluator_kinds/* judgeTargetsOf */.XO)(suite.evaluators).map(({ config, name }) => ({ evaluator: config.name, name })), undefined, undefined);
        for (const use of suite.cases.judgeTargets())
            check([{ evaluator: use.evaluator, name: use.target }], suite.cases.line(use.index), suite.cases.id(use.index));
    }
    return names;
}

// EXTERNAL MODULE: ./src/engine/provider-pipeline/provider-layer.ts
var provider_layer = __webpack_require__(64846);
;// CONCATENATED MODULE: ./src/engine/limiter/limited-provider.ts

/**
 * A target's retry fields override the run's policy (environment / defaults) field by field, for
 * that target's calls only: target fields win over RETRY_* variables. snake_case vs camelCase was
 * settled by the config room (snake_case wins). 401 and 403 stay unretried whatever is listed.
 */
function retryOverrides(settings) {
    const out = {};
    if (settings?.maxRetries !== undefined)
        out.maxRetries = settings.maxRetries;
    if (settings?.initialDelayMs !== undefined)
        out.initialDelayMs = settings.initialDelayMs;
    if (settings?.maxDelayMs !== undefined)
        out.maxDelayMs = settings.maxDelayMs;
    if (settings?.statusCodes !== undefined)
        out.statusCodes = settings.statusCodes;
    return out;
}
/**
 * The call limiter layer: every call goes through the run's call limiter. Model calls are paced by
 * their target's rate-limit headers and take a slot, every call gets the retry policy (with the
 * target's `retry` fields), model calls the per-call timeout, and under a budget every call (agents
 * included: they cost money too) reserves its likely price before it starts.
 */
function limiterLayer(limiter, retry) {
    return (provider) => limitProvider(provider, limiter, retry);
}
/** {@link limiterLayer} applied to one provider. */
function limitProvider(provider, limiter, retry) {
    const through = limitedCaller(provider, limiter, retryOverrides(retry));
    const agent = provider.targetName;
    // What the provider counts of its tokens budget when it admits a request, whatever the answer takes.
    const admitted = (provider.isModelCall ? provider.maxTokens : undefined) ?? 0;
    const batch = provider.invokeBatch?.bind(provider);
    const embed = provider.embed?.bind(provider);
    return (0,provider_layer/* layerOver */.g)(provider, {
        invoke: (request, options) => through({
            label: () => request.label ?? { agent, dimension: request.evalId },
            count: 1,
            tokens: admitted,
            options,
            call: (signal) => provider.invoke(request, { signal }),
            feedback: paceFeedback,
            costOf: (response) => response.costUsd,
        }),
        ...(batch
            ? {
                invokeBatch: (requests, options) => through({
                    label: () => ({ agent, dimension: 'batch' }),
                    count: requests.length,
                    tokens: admitted * requests.length,
                    options,
                    call: (signal) => batch(requests, { signal }),
                    feedback: (responses) => ({
                        rateLimit: responses.at(-1)?.rateLimit,
                        tokens: responses.reduce((sum, r) => sum + (paceFeedback(r).tokens ?? 0), 0),
                    }),
                    costOf: (responses) => sumCosts(responses.map((r) => r.costUsd)),
                }),
            }
            : {}),
        // An embedding call is a model call like any other: the same slot, pacing, retries, timeout and budget.
        ...(embed
            ? {
                embed: (texts, options) => through({
                    label: () => ({ agent, dimension: 'embedding' }),
                    count: 1,
                    tokens: 0,
                    options,
                    call: (signal) => embed(texts, { signal }),
                    feedback: (r) => ({ rateLimit: r.rateLimit, tokens: r.tokenUsage?.total }),
                    costOf: (r) => r.costUsd,
                }),
            }
            : {}),
    });
}
/**
 * Runs a call through the limiter. Under --budget-usd the call first reserves its likely price and
 * settles with what it cost (nothing known when it fails).
 */
function limitedCaller(provider, limiter, overrides) {
    return async (limited) => {
        const run = () => limiter.run(limited.label(), limited.call, callOptions(provider, overrides, limited));
        const reservation = await limiter.budget?.reserve(provider.targetName, limited.count, limited.options.signal);
        if (!reservation)
            return run();
        try {
            const value = await run();
            reservation.settle(limited.costOf(value));
            return value;
        }
        catch (error) {
            reservation.settle(undefined);
            throw error;
        }
    };
}
/** The limiter's options for one call of `provider`: retries, slot, pacing and time limit. */
function callOptions(provider, overrides, { options, tokens, feedback }) {
    return {
        retry: overrides,
        signal: options.signal,
        // Counted for the record: the case's own calls (`call_retries`), an evaluator's in its entry.
        onRetry: () => {
            options.onRetry?.();
            options.meter?.retried();
        },
        useSlot: provider.isModelCall,
        // The target's rate limits pace its calls, judges' alike: the key is the target, not the label.
        paceKey: provider.targetName,
        paceTokens: tokens,
        feedback,
        // Agents and mocks keep their own time limits (timeout_seconds, --agent-timeout).
        ...(provider.isModelCall ? {} : { timeoutMs: Number.POSITIVE_INFINITY }),
    };
}
/** What one answer tells the pacer: its rate-limit headers and the tokens it took. */
function paceFeedback(response) {
    const usage = response.tokenUsage;
    const tokens = usage?.total ??
        (usage?.input !== undefined || usage?.output !== undefined ? (usage.input ?? 0) + (usage.output ?? 0) : undefined);
    return { rateLimit: response.rateLimit, tokens };
}
/** The batch's price: null when any answer's price is unknown, undefined when none was reported. */
function sumCosts(costs) {
    if (costs.some((c) => c === null))
        return null;
    const known = costs.filter((c) => typeof c === 'number');
    return known.length === 0 ? undefined : known.reduce((a, b) => a + b, 0);
}

;// CONCATENATED MODULE: ./src/engine/provider-pipeline/cache-key.ts

/** sha256 of the parts (provider kind, model, settings, messages, repeat), with object keys sorted. */
function hashKeyParts(parts) {
    return (0,external_node_crypto_.createHash)('sha256').update(stableJson(parts)).digest('hex');
}
/**
 * The response cache key of one call to a model provider: the provider's kind and cache identity
 * with the request, or with the texts of an embedding. The response cache and `--estimate` both
 * key with it, so an estimate finds exactly the answers a run would replay. The repeat of the case
 * is part of the key so repeats never replay one answer, unless `shareRepeats`.
 */
function cacheKey(provider, call, shareRepeats = false) {
    const { model, settings } = provider.cacheIdentity();
    if ('texts' in call)
        return hashKeyParts({
            kind: provider.kind,
            model,
            settings,
            messages: call.texts.map((content) => ({ role: 'user', content })),
            embedding: true,
        });
    const { request } = call;
    return hashKeyParts({
        kind: provider.kind,
        model,
        settings,
        messages: request.messages,
        systemPrompt: request.systemPrompt,
        responseFormat: request.responseFormat,
        iteration: shareRepeats ? undefined : (request.iteration ?? call.iteration),
        sample: request.sample,
    });
}
/** JSON with object keys sorted and undefined dropped, so equal inputs hash equally. */
function stableJson(value) {
    return JSON.stringify(value, (_key, v) => {
        if (v === null || typeof v !== 'object' || Array.isArray(v))
            return v;
        const sorted = {};
        for (const k of Object.keys(v).sort())
            sorted[k] = v[k];
        return sorted;
    });
}

// EXTERNAL MODULE: ./src/engine/redactor.ts
var engine_redactor = __webpack_require__(61916);
// EXTERNAL MODULE: ./src/engine/run/run-defaults.ts
var run_defaults = __webpack_require__(96936);
;// CONCATENATED MODULE: ./src/engine/provider-pipeline/response-cache.ts









const response_cache_count = schemas/* number */.aig().int().min(0).optional();
/** One cache file as {@link ResponseCache.set} writes it; anything else reads as a miss. */
const entrySchema = schemas/* object */.Ikc({
    key: schemas/* string */.YjP(),
    created_at: schemas/* number */.aig().optional(),
    response: schemas/* object */.Ikc({
        text: schemas/* string */.YjP(),
        value: schemas/* unknown */.L5J().optional(),
        outputMessages: schemas/* array */.YOg(schemas/* looseObject */._H3({
            role: schemas/* enum */.k5n(['system', 'user', 'assistant', 'tool']),
            content: schemas/* string */.YjP(),
            tool_calls: schemas/* array */.YOg(schemas/* looseObject */._H3({ tool: schemas/* string */.YjP() })).optional(),
        }))
            .optional(),
        tokenUsage: schemas/* object */.Ikc({ input: response_cache_count, output: response_cache_count, total: response_cache_count, cachedInput: response_cache_count, cacheWriteInput: response_cache_count })
            .optional(),
        costUsd: schemas/* number */.aig().min(0).nullable().optional(),
    }),
});
/**
 * An on-disk response cache: one JSON file per answer under `<dir>/<2 hex>/<sha256>.json`.
 * Writes go to a temp file then rename, so a reader never sees half a file even when several
 * workers or runs write the same key. Off by default (`--cache` turns it on). An entry past the
 * TTL is a miss and is removed; `prune()` sweeps every such entry at the start of a run.
 */
class ResponseCache {
    dir;
    options;
    lookups = 0;
    hitCount = 0;
    constructor(dir, options) {
        this.dir = dir;
        this.options = options;
    }
    /** Lookups made and answered from the cache so far (the run's hit rate). */
    get stats() {
        return { lookups: this.lookups, hits: this.hitCount };
    }
    /** The hash of explicit key parts; a call's key is {@link cacheKey}, which hashes with it. */
    static keyFor = hashKeyParts;
    fileFor(key) {
        return external_node_path_default().join(this.dir, key.slice(0, 2), `${key}.json`);
    }
    /** The stored answer, or undefined on a miss (a missing or unreadable entry is a miss). */
    async get(key) {
        this.lookups++;
        const file = this.fileFor(key);
        let entry;
        try {
            // Checked field by field: an entry written by another version or edited by hand is a miss,
            // never copied into a record as it stands.
            const parsed = entrySchema.safeParse(JSON.parse(await (0,external_node_fs_promises_.readFile)(file, 'utf8')));
            if (!parsed.success)
                return undefined;
            entry = parsed.data;
        }
        catch {
            return undefined;
        }
        if (entry.key !== key)
            return undefined;
        if (this.expired(entry.created_at)) {
            await (0,external_node_fs_promises_.rm)(file, { force: true }).catch(() => undefined);
            return undefined;
        }
        this.hitCount++;
        return entry.response;
    }
    /**
     * Removes every entry past the TTL, and temp files a killed run left, by their file time (an
     * entry is written once, by rename); returns how many.
     */
    async prune() {
        if (this.options.ttlMs === undefined)
            return 0;
        let removed = 0;
        const entries = await (0,external_node_fs_promises_.readdir)(this.dir, { recursive: true, withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            if (!entry.isFile() || !/\.(json|tmp)$/.test(entry.name))
                continue;
            const file = external_node_path_default().join(entry.parentPath, entry.name);
            if (!this.expired(await (0,external_node_fs_promises_.stat)(file).then((s) => s.mtimeMs, () => undefined)))
                continue;
            await (0,external_node_fs_promises_.rm)(file, { force: true }).catch(() => undefined);
            removed++;
        }
        return removed;
    }
    expired(createdAt) {
        const { ttlMs, now } = this.options;
        // An entry without a time was written before entries had one: it is as old as the TTL allows.
        return ttlMs !== undefined && (createdAt === undefined || now() - createdAt > ttlMs);
    }
    async set(key, response) {
        const file = this.fileFor(key);
        await (0,external_node_fs_promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
        const stored = {
            text: response.text,
            ...(response.value !== undefined ? { value: response.value } : {}),
            outputMessages: response.outputMessages,
            tokenUsage: response.tokenUsage,
            costUsd: response.costUsd,
        };
        const temp = `${file}.${process.pid}.${(0,external_node_crypto_.randomUUID)()}.tmp`;
        try {
            await (0,external_node_fs_promises_.writeFile)(temp, JSON.stringify({ key, created_at: this.options.now(), response: stored }), 'utf8');
            await (0,external_node_fs_promises_.rename)(temp, file);
        }
        finally {
            await (0,external_node_fs_promises_.rm)(temp, { force: true });
        }
    }
}
/** The run's response cache: on with `--cache` (its folder), entries answering for `--cache-ttl` hours. */
function openResponseCache(options, now) {
    if (!options.cacheDir)
        return undefined;
    return new ResponseCache(options.cacheDir, {
        now,
        ttlMs: (options.cacheTtlHours ?? run_defaults/* DEFAULT_CACHE_TTL_HOURS */.gJ) * 3_600_000,
    });
}
/**
 * The response cache layer, over the call limiter: a hit answers at once, takes no slot and is
 * marked `cached: true`; a miss calls through and stores a successful answer (a failed call, or an
 * empty answer such as a blocked prompt, is never stored). Only model calls are cached, keyed by
 * {@link cacheKey}; agents and mocks pass straight through. A failed write never fails the call:
 * the cache is an optimisation.
 */
function responseCacheLayer(cache, options = {}) {
    return (provider) => {
        const only = (options.only ?? false) && !provider.offline;
        if (!provider.isModelCall)
            return only ? neverCalled(provider) : provider;
        const missed = (what) => new agentv_error/* CacheMissError */.dE(`not in cache: target "${provider.targetName}" has no cached ${what} (--cache-only makes no call)`);
        const embed = provider.embed?.bind(provider);
        return (0,provider_layer/* layerOver */.g)(provider, {
            async invoke(request, invokeOptions) {
                const key = cacheKey(provider, { request, iteration: invokeOptions.meter?.iteration }, options.shareRepeats);
                const hit = await cache.get(key);
                if (hit)
                    return { ...hit, cached: true };
                if (only)
                    throw missed('answer to this request');
                const response = await provider.invoke(request, invokeOptions);
                if (response.text !== '')
                    await cache.set(key, response).catch(() => undefined);
                return response;
            },
            // Batches would bypass the lookup; under --cache-only every call goes through it one by one.
            ...(only ? { invokeBatch: null, healthcheck: null } : {}),
            ...(embed
                ? {
                    // Stored as an answer whose text is the vectors' JSON; keyed apart from any chat request.
                    async embed(texts, invokeOptions) {
                        const key = cacheKey(provider, { texts });
                        const hit = await cache.get(key);
                        const vectors = hit ? embeddingsOf(hit.text, texts.length) : undefined;
                        if (hit && vectors)
                            return { embeddings: vectors, tokenUsage: hit.tokenUsage, costUsd: hit.costUsd, cached: true };
                        if (only)
                            throw missed('embedding of these texts');
                        const response = await embed(texts, invokeOptions);
                        const stored = {
                            text: JSON.stringify(response.embeddings),
                            tokenUsage: response.tokenUsage,
                            costUsd: response.costUsd,
                        };
                        await cache.set(key, stored).catch(() => undefined);
                        return response;
                    },
                }
                : {}),
        });
    };
}
/** {@link responseCacheLayer} applied to one provider. */
function withResponseCache(provider, cache, options = {}) {
    return responseCacheLayer(cache, options)(provider);
}
/** Cached vectors, or undefined when the entry is not `count` arrays of numbers (a miss). */
function embeddingsOf(text, count) {
    try {
        const parsed = JSON.parse(text);
        const ok = Array.isArray(parsed) &&
            parsed.length === count &&
            parsed.every((v) => Array.isArray(v) && v.every((x) => typeof x === 'number'));
        return ok ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}
/** An agent under `--cache-only`: its answers are never cached, so its cases are not in the cache. */
function neverCalled(provider) {
    const message = `not in cache: target "${provider.targetName}" is an agent (${provider.kind}), ` +
        'whose answers are never cached (--cache-only makes no call)';
    return (0,provider_layer/* layerOver */.g)(provider, {
        invoke: () => Promise.reject(new agentv_error/* CacheMissError */.dE(message)),
        invokeBatch: null,
        embed: null,
        healthcheck: null,
    });
}
/** What an unset key reads as under `--cache-only`: it is never sent, since no call is made. */
const CACHE_ONLY_KEY = 'agentv-cache-only-no-key';
/**
 * The run's environment under `--cache-only`: an unset (or empty) secret-looking variable reads as
 * {@link CACHE_ONLY_KEY}, so targets that need a key still resolve (a fork's pull request has no
 * secrets) and their cache identity (model, settings) is the one they had when the cache was
 * filled. The placeholders are not enumerable, so no child process ever receives them.
 */
function cacheOnlyEnv(env) {
    // Empty secrets are dropped (a fork's `${{ secrets.X }}` is empty), so only reads see the placeholder.
    const kept = Object.fromEntries(Object.entries(env).filter(([name, value]) => !(value === '' && (0,engine_redactor/* isSecretName */.eh)(name))));
    return new Proxy(kept, {
        get: (target, name) => {
            const value = Reflect.get(target, name);
            return typeof name === 'string' && value === undefined && (0,engine_redactor/* isSecretName */.eh)(name) ? CACHE_ONLY_KEY : value;
        },
    });
}

;// CONCATENATED MODULE: ./src/engine/provider-pipeline/provider-set.ts






/**
 * The providers of one run, built once per target name through the one provider pipeline (see
 * `build`), so targets and judges share one call limiter and one ceiling.
 */
class ProviderSet {
    options;
    built = new Map();
    constructor(options) {
        this.options = options;
    }
    /**
     * Resolves the named targets and their judges, checks credentials and builds every provider
     * before any case runs: every missing variable of every target is listed in one error, and a
     * target's invalid settings are a ConfigError at its line.
     */
    prepare(targetNames) {
        const names = new Set();
        for (const name of targetNames) {
            names.add(name);
            names.add(this.options.lookup(name).judgeTarget ?? name);
        }
        if (this.options.dryRun)
            return;
        const missing = [];
        const where = [];
        for (const name of names) {
            const definition = this.options.lookup(name);
            checkWorkingDir(definition);
            const names = this.factory(definition).missingEnv?.(definition, this.options.runtime.env) ?? [];
            if (names.length > 0) {
                missing.push(...names);
                where.push(`${name} (${definition.provider})`);
            }
        }
        if (missing.length > 0) {
            const unique = [...new Set(missing)].sort();
            throw new config_error/* ConfigError */.xL(`missing environment variables for target ${where.join(', ')}: ${unique.join(', ')}`, {}, 'set them in the environment or in a .env file (or use --dry-run to run without keys)');
        }
        // Every provider is built now (building calls nothing): a judge's bad settings, such as a
        // quoted {PROMPT} in a cli judge's command, stop the run here, not after the paid answers.
        for (const name of names)
            this.target(name);
    }
    /** The provider answering cases for target `name`. */
    target(name) {
        let entry = this.built.get(name);
        if (!entry) {
            const definition = this.options.lookup(name);
            entry = { definition, provider: this.build(definition) };
            this.built.set(name, entry);
        }
        return entry;
    }
    /** The judge grading answers of target `name`: its `judge_target`, else the target itself. */
    judgeFor(name) {
        const { definition } = this.target(name);
        return this.target(definition.judgeTarget ?? name).provider;
    }
    /** What the target's provider kind says of its limits (one VS Code window, batching asked for). */
    limits(name) {
        const { definition } = this.target(name);
        return this.factory(definition).limits?.(definition) ?? {};
    }
    factory(definition) {
        const registry = this.options.parts.providers;
        const factory = registry[definition.provider];
        if (!factory) {
            throw new config_error/* ConfigError */.xL(`unknown provider "${definition.provider}"`, definition.source, `use one of: ${Object.keys(registry).join(', ')}`);
        }
        return factory;
    }
    /**
     * The provider pipeline, the one place a run's providers are built and the run's mode decides
     * what answers. From the inside out:
     * 1. the raw provider: the kind's factory, or under `--dry-run` the dry-run mock for every
     *    target and judge (nothing leaves the machine, no key is read);
     * 2. the call limiter (budget reservation, pacing, slot, per-call timeout, retries), with the
     *    target's `retry` fields (none for the dry-run mock);
     * 3. the response cache, when `--cache` is on and the run is not a dry run; under `--cache-only`
     *    it answers hits only and calls no agent and no model (a provider that works offline, such
     *    as the mock, still answers);
     * 4. the usage meter, outermost, so an evaluator's meter counts cache hits as well as paid calls.
     */
    build(definition) {
        const { runtime, limiter, dryRun, cache, parts } = this.options;
        const raw = dryRun
            ? parts.dryRunProvider(definition.name, dryRun, runtime)
            : this.factory(definition).create(definition, { runtime });
        return (0,provider_layer/* composeLayers */.D)(raw, [
            limiterLayer(limiter, dryRun ? undefined : definition.retry),
            ...(cache && !dryRun ? [responseCacheLayer(cache.store, cache)] : []),
            usage_meter/* meterLayer */.ve,
        ]);
    }
}
/** A target's `cwd` (agents run there) must be a folder when the run starts, not at its first case. */
function checkWorkingDir(target) {
    if (typeof target.config.cwd === 'string')
        targetWorkingDir(target, target.config.cwd);
}

;// CONCATENATED MODULE: ./src/engine/provider-pipeline/open-providers.ts





/**
 * The runtime a run resolves its targets with. Under `--cache-only` nothing is called, so no key is
 * needed: unset keys read as a placeholder that is never sent (`cacheOnlyEnv`). It is applied before
 * the targets are resolved, not where the providers are built, because resolving a target expands
 * its `${{ VAR }}` references (a missing one is an error at its line) and the model and settings
 * it resolves to are what its cached answers are keyed on.
 */
function providerRuntime(options, runtime) {
    if (!options.cacheOnly)
        return runtime;
    if (!options.cacheDir)
        throw new config_error/* ConfigError */.xL('--cache-only replays the response cache, which is off', {}, 'add --cache (and --cache-dir when the cache is elsewhere)');
    return { ...runtime, env: cacheOnlyEnv(runtime.env) };
}
/**
 * Opens the response cache (`--cache`, its expired entries pruned) and builds the run's providers
 * in the mode the options ask for (dry run, cache, cache-only): every target and judge is checked
 * and built before any case runs. The cache is returned for its hit rate at the end of the run.
 */
async function openProviders(options, { prepared, runtime, parts, limiter, targetNames }) {
    const ttlHours = options.cacheTtlHours ?? run_defaults/* DEFAULT_CACHE_TTL_HOURS */.gJ;
    const cache = openResponseCache(options, runtime.now);
    const pruned = await cache?.prune();
    if (pruned)
        runtime.logger.info(`response cache: removed ${pruned} entr${pruned === 1 ? 'y' : 'ies'} older than ${ttlHours} h`);
    const providers = new ProviderSet({
        lookup: prepared.lookup,
        parts,
        runtime,
        limiter,
        ...(options.dryRun ? { dryRun: options.dryRun } : {}),
        ...(cache
            ? { cache: { store: cache, shareRepeats: options.cacheShareRepeats ?? false, only: options.cacheOnly ?? false } }
            : {}),
    });
    providers.prepare([
        ...targetNames,
        ...evaluatorJudgeTargets(prepared.suites, prepared, options.dryRun !== undefined),
    ]);
    return { providers, cache };
}

// EXTERNAL MODULE: ./node_modules/dotenv/dist/index.cjs
var dist = __webpack_require__(88230);
;// CONCATENATED MODULE: ./src/config/load-dot-env.ts




/**
 * Loads the first `.env` found: the eval folder upward to the repo root, then the repo
 * root, then the cwd. Its values are merged into `env` without overriding variables already set,
 * so the real environment (CI secrets) always wins. Returns the file used, or undefined.
 */
function loadDotEnv(opts, env) {
    const dirs = [
        ...(opts.evalDir !== undefined ? (0,repo_paths/* ancestorDirs */.cR)(opts.evalDir, opts.repoRoot) : []),
        external_node_path_default().resolve(opts.repoRoot),
        external_node_path_default().resolve(opts.cwd),
    ];
    for (const dir of dirs) {
        const file = external_node_path_default().join(dir, '.env');
        const text = readIfFile(file);
        if (text === undefined)
            continue;
        // dotenv.parse only parses: unlike config() it neither logs nor touches process.env.
        for (const [key, value] of Object.entries((0,dist.parse)(text))) {
            if (env[key] === undefined)
                env[key] = value;
        }
        return file;
    }
    return undefined;
}
function readIfFile(file) {
    try {
        return (0,external_node_fs_.statSync)(file).isFile() ? (0,external_node_fs_.readFileSync)(file, 'utf8') : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/config/build-eval-case.ts
var build_eval_case = __webpack_require__(60194);
// EXTERNAL MODULE: ./src/config/case-list.ts
var case_list = __webpack_require__(17449);
// EXTERNAL MODULE: ./src/config/jsonl-dataset.ts
var jsonl_dataset = __webpack_require__(43765);
// EXTERNAL MODULE: ./src/config/eval-file-schema.ts
var eval_file_schema = __webpack_require__(25373);
// EXTERNAL MODULE: ./src/config/build-message-content.ts
var build_message_content = __webpack_require__(41356);
// EXTERNAL MODULE: ./src/config/normalize-evaluators.ts
var normalize_evaluators = __webpack_require__(81508);
// EXTERNAL MODULE: ./src/config/parse-large-yaml.ts
var parse_large_yaml = __webpack_require__(55871);
;// CONCATENATED MODULE: ./src/config/yaml-lists.ts


/**
 * The list under the top-level `key` of `src`, or undefined when that is not a list. A large
 * file's lazy list is parsed a slice at a time; when a slice does not read on its own (an alias to
 * an anchor outside it, a syntax error) the whole Document is read once: it reports the syntax
 * error at its line, or resolves the alias, and the list is then held whole.
 */
function listReader(src, key) {
    const value = src.data !== null && typeof src.data === 'object' ? src.data[key] : undefined;
    if (Array.isArray(value))
        return { length: value.length, slice: (from, to) => value.slice(from, to) };
    if (!(value instanceof parse_large_yaml/* LazyList */.Vb))
        return undefined;
    let whole;
    return {
        length: value.length,
        slice(from, to) {
            if (!whole) {
                const items = value.read(from, to);
                if (items)
                    return items;
                const { doc, lineCounter } = src.syntax();
                whole = (0,yaml_source/* toValue */.BA)(doc, lineCounter, src.file)[key] ?? [];
            }
            return whole.slice(from, to);
        },
    };
}
/**
 * `data` with each lazy list replaced by a list of as many empty items: what a check of the file's keys, not its items,
 * reads.
 */
function withListsUnread(data) {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
        return data;
    const entries = Object.entries(data);
    if (!entries.some(([, value]) => value instanceof parse_large_yaml/* LazyList */.Vb))
        return data;
    return Object.fromEntries(entries.map(([key, value]) => [key, value instanceof parse_large_yaml/* LazyList */.Vb ? new Array(value.length) : value]));
}
/** `src` with its lazy lists read whole, for a reader that takes the file's data at once. */
function withListsRead(src) {
    const data = src.data;
    if (data === null || typeof data !== 'object' || Array.isArray(data))
        return src;
    const entries = Object.entries(data);
    if (!entries.some(([, value]) => value instanceof parse_large_yaml/* LazyList */.Vb))
        return src;
    const read = (key, list) => listReader(src, key).slice(0, list.length);
    return {
        ...src,
        data: Object.fromEntries(entries.map(([key, value]) => [key, value instanceof parse_large_yaml/* LazyList */.Vb ? read(key, value) : value])),
    };
}

;// CONCATENATED MODULE: ./src/config/load-eval-suite.ts














/**
 * Reads, validates and resolves one eval file. Problems that would make the run wrong throw a
 * ConfigError pointing at file:line:col; harmless ones (unknown keys, deprecated aliases) come
 * back as warnings.
 */
async function loadEvalSuite(filePath, options) {
    const file = external_node_path_default().resolve(filePath);
    const repoRoot = external_node_path_default().resolve(options.repoRoot);
    const rule = { repoRoot, allowOutsideRoot: options.allowOutsideRoot ?? false };
    const src = (0,jsonl_dataset/* isJsonlFile */.Hq)(file)
        ? await (0,jsonl_dataset/* readJsonlSource */.uk)(file)
        : await (0,yaml_source/* readYamlSource */.tj)(file, 'eval file', { lazyLists: true });
    if (isTestsFormat(src.data)) {
        // The 4.x reader (its schemas, sources, templating) is loaded only for a 4.x file.
        const { loadTestsSuite } = await __webpack_require__.e(/* import() */ 614).then(__webpack_require__.bind(__webpack_require__, 71614));
        return loadTestsSuite(withListsRead(src), { ...rule, env: options.env ?? {} });
    }
    // A misspelt key is named before the schema's complaint about the key it misses.
    const warnings = (0,unknown_keys/* unknownKeyWarnings */.HX)(src, eval_file_schema/* evalFileHeaderSchema */.Vv);
    const raw = parseHeader(src, file);
    const casesKey = chooseCasesKey(src, raw, warnings);
    const prompts = checkPrompts(src, raw);
    const ctx = await suiteCaseContext(src, raw, rule, warnings);
    const cases = await readCases(src, casesKey, ctx);
    const targetName = raw.execution?.target ?? raw.target;
    const suite = {
        filePath: file,
        repoRoot,
        dataset: raw.dataset ?? defaultDataset(file),
        ...(raw.description !== undefined ? { description: raw.description } : {}),
        ...(targetName !== undefined ? { targetName } : {}),
        evaluators: ctx.suiteEvaluators,
        ...(prompts ? { prompts } : {}),
        iterations: raw.iterations ?? raw.repeat ?? 1,
        ...(raw.pass_policy !== undefined ? { passPolicy: raw.pass_policy.trim().toLowerCase() } : {}),
        cases,
        ...(raw.workspace ? { workspace: checkedWorkspace(src, raw.workspace, rule) } : {}),
    };
    return { suite, warnings };
}
/** The file's suite-level keys, validated; a YAML sidecar of a JSONL dataset is named as such. */
function parseHeader(src, file) {
    const parsed = eval_file_schema/* evalFileHeaderSchema */.Vv.safeParse(withListsUnread(src.data ?? {}));
    if (parsed.success)
        return parsed.data;
    const sidecarOf = (0,jsonl_dataset/* isJsonlFile */.Hq)(file) ? undefined : jsonlBeside(file);
    if (sidecarOf && !hasCases(src.data)) {
        throw new config_error/* ConfigError */.xL(`this is the sidecar of the JSONL dataset ${external_node_path_default().basename(sidecarOf)}, not a suite`, { file }, `run ${sidecarOf} instead`);
    }
    throw (0,yaml_source/* zodIssueError */.ly)(src, parsed.error);
}
/** `evalcases` wins over the deprecated `testcases`; either use of `testcases` is warned about. */
function chooseCasesKey(src, raw, warnings) {
    const casesKey = raw.evalcases !== undefined ? 'evalcases' : 'testcases';
    if (raw.testcases !== undefined) {
        const line = (0,yaml_source/* keyPositionOf */.Y_)(src, [], 'testcases').line;
        const message = casesKey === 'evalcases'
            ? '"testcases" is ignored because "evalcases" is also present'
            : '"testcases" is deprecated; rename it to "evalcases"';
        warnings.push({ message, file: src.file, line });
    }
    return casesKey;
}
/** What every case of the file shares: its folder, guideline patterns and suite evaluators. */
async function suiteCaseContext(src, raw, rule, warnings) {
    const evalDir = external_node_path_default().dirname(src.file);
    const { repoRoot, allowOutsideRoot } = rule;
    const guidelinePatterns = await (0,build_message_content/* loadGuidelinePatterns */.kG)(evalDir, warnings, repoRoot);
    const suiteKey = raw.execution?.evaluators ? ['execution', 'evaluators'] : ['evaluators'];
    const suiteEvaluators = (0,normalize_evaluators/* dedupeEvaluatorNames */.P5)((0,normalize_evaluators/* normalizeEvaluators */.w0)(raw.execution?.evaluators ?? raw.evaluators ?? [], suiteKey, {
        src,
        evalDir,
        repoRoot,
        allowOutsideRoot,
    }));
    return { src, evalDir, repoRoot, allowOutsideRoot, guidelinePatterns, suiteEvaluators, warnings };
}
/** Cases checked and built per read: one parse of the file's text each. */
const CASES_PER_READ = 10;
/**
 * Checks and builds every case a slice at a time, keeping of each only what the run plans with
 * (CaseList); a case is built again from the file when it runs. Errors are the first case's in
 * file order, at its line.
 */
async function readCases(src, casesKey, ctx) {
    const items = listReader(src, casesKey);
    const caseAt = (item, index) => {
        const parsed = eval_file_schema/* evalCaseSchema */.sV.safeParse(item);
        if (!parsed.success)
            throw (0,yaml_source/* zodIssueError */.ly)(src, parsed.error, [casesKey, index]);
        return parsed.data;
    };
    // Cases are read in file order, and run roughly so: the slice of the last case serves its neighbours.
    let read;
    const itemAt = (index) => {
        const from = index - (index % CASES_PER_READ);
        if (read?.from !== from)
            read = { from, items: items.slice(from, Math.min(from + CASES_PER_READ, items.length)) };
        return read.items[index - from];
    };
    // Built again without its warnings (said at load). A literal, not `{ ...ctx, warnings }`: V8 moves
    // such clone-then-add objects out of the young generation, one per case run.
    const { src: source, evalDir, repoRoot, allowOutsideRoot, guidelinePatterns, suiteEvaluators } = ctx;
    const cases = new case_list/* CaseList */.r(async (index) => (0,build_eval_case/* buildEvalCase */.J)(caseAt(itemAt(index), index), [casesKey, index], {
        src: source,
        evalDir,
        repoRoot,
        allowOutsideRoot,
        guidelinePatterns,
        suiteEvaluators,
        warnings: [],
    }), items.length);
    for (let index = 0; index < items.length; index++) {
        const item = itemAt(index);
        ctx.warnings.push(...(0,unknown_keys/* unknownKeyWarnings */.HX)(src, eval_file_schema/* evalCaseSchema */.sV, item, [casesKey, index]));
        const rawCase = caseAt(item, index);
        cases.add(await (0,build_eval_case/* buildEvalCase */.J)(rawCase, [casesKey, index], ctx));
    }
    const duplicate = firstDuplicate(cases);
    if (duplicate) {
        const id = cases.id(duplicate.index);
        const lines = `lines ${cases.line(duplicate.earlier)} and ${cases.line(duplicate.index)}`;
        throw (0,yaml_source/* configErrorAt */.C3)(src, [casesKey, duplicate.index, 'id'], `duplicate case id "${id}" (${lines})`, 'give every case in the file a unique id');
    }
    return cases;
}
/**
 * The first case (in file order) whose id an earlier case already has, and that earlier case.
 * Found by sorting the case numbers by id once the file is read, so no map of every id is built
 * while the cases are.
 */
function firstDuplicate(cases) {
    const order = Array.from({ length: cases.count }, (_, i) => i);
    order.sort((a, b) => (cases.id(a) < cases.id(b) ? -1 : cases.id(a) > cases.id(b) ? 1 : a - b));
    let found;
    for (let k = 1; k < order.length; k++) {
        const [before, index] = [order[k - 1], order[k]];
        if (cases.id(before) !== cases.id(index) || (k > 1 && cases.id(order[k - 2]) === cases.id(index)))
            continue;
        if (!found || index < found.index)
            found = { earlier: before, index };
    }
    return found;
}
/** True when the document is in the 4.x format (`tests:` or its deprecated `eval_cases:`). */
function isTestsFormat(data) {
    if (typeof data !== 'object' || data === null)
        return false;
    const keys = data;
    return ('tests' in keys || 'eval_cases' in keys) && !('evalcases' in keys) && !('testcases' in keys);
}
/** `d.yaml` → `d.jsonl` when that dataset exists beside it. */
function jsonlBeside(file) {
    const candidate = file.replace(/\.ya?ml$/i, '.jsonl');
    return candidate !== file && (0,external_node_fs_.existsSync)(candidate) ? candidate : undefined;
}
function hasCases(data) {
    return typeof data === 'object' && data !== null && ('evalcases' in data || 'testcases' in data || 'tests' in data);
}
/** `evals/example.test.yaml` → `example`. */
function defaultDataset(file) {
    return external_node_path_default().basename(file)
        .replace(/\.(ya?ml|jsonl)$/i, '')
        .replace(/\.test$/i, '');
}
function checkPrompts(src, raw) {
    if (!raw.prompts)
        return undefined;
    const firstLine = new Map();
    for (const [i, prompt] of raw.prompts.entries()) {
        const line = (0,yaml_source/* positionOf */.df)(src, ['prompts', i]).line;
        const earlier = firstLine.get(prompt.id);
        if (earlier !== undefined) {
            throw (0,yaml_source/* configErrorAt */.C3)(src, ['prompts', i, 'id'], `duplicate prompt id "${prompt.id}" (lines ${earlier} and ${line})`, 'give every prompt variant a unique id');
        }
        firstLine.set(prompt.id, line);
    }
    return raw.prompts.map(({ id, prompt }) => ({ id, prompt }));
}
/** The suite's `workspace:`, its template under the repository-root rule like a file segment. */
function checkedWorkspace(src, raw, rule) {
    const workspace = (0,targets_file_schema/* toWorkspaceConfig */.Lo)(raw, src.file, (0,yaml_source/* keyPositionOf */.Y_)(src, [], 'workspace').line);
    (0,repo_paths/* refuseOutsideRoot */.Uf)(workspace.template, `workspace.template "${raw.template}"`, src, ['workspace', 'template'], rule);
    return workspace;
}

;// CONCATENATED MODULE: ./src/engine/provider-pipeline/missing-judges.ts




/**
 * Targets whose `judge_target` names no target (`missingJudge`): when a case the run loads would be
 * graded by that judge (an llm judge or rubric without a `target:` of its own, the default judge
 * included), a ConfigError at the `judge_target` line listing the targets its file defines, since
 * the target would otherwise judge itself without a word; otherwise one warning each.
 */
function missingJudgeWarnings(suites, check) {
    const missing = [...check.targets.values()].filter((target) => target.missingJudge !== undefined);
    if (missing.length === 0)
        return [];
    for (const suite of suites) {
        const suiteUses = (0,evaluator_kinds/* usesTargetJudge */.Z3)(suite.evaluators.length > 0 ? suite.evaluators : check.defaultEvaluators);
        for (let i = 0; i < suite.cases.count; i++) {
            const target = check.targets.get(check.targetNameFor(suite, suite.cases.targetName(i)));
            if (target?.missingJudge === undefined || !(suite.cases.usesTargetJudge(i) ?? suiteUses))
                continue;
            const { name, key, line, col, known } = target.missingJudge;
            const meant = (0,near_key/* nearKey */.O)(name, known);
            throw new config_error/* ConfigError */.xL(`target "${target.name}" names ${key} "${name}", which its targets file does not define, and case ` +
                `"${suite.cases.id(i)}" (${external_node_path_default().basename(suite.filePath)}:${suite.cases.line(i)}) would be judged by it` +
                (meant !== undefined ? ` (did you mean "${meant}"?)` : ''), { file: target.source.file, line, col }, `name one of its targets (${known.join(', ')}), or add a target "${name}"`);
        }
    }
    return missing.map((target) => {
        const { name, key, line, known } = target.missingJudge;
        return {
            message: `target "${target.name}" names ${key} "${name}", which its targets file does not define; it is ignored, ` +
                `as no case of this run is judged by it (define it, or use one of: ${known.join(', ')})`,
            file: target.source.file,
            line,
        };
    });
}

// EXTERNAL MODULE: ./src/config/expand-variables.ts
var expand_variables = __webpack_require__(8400);
;// CONCATENATED MODULE: ./src/engine/provider-pipeline/target-lookup.ts



/**
 * Looks a target up by name, resolved once (its `${{ VAR }}` references expanded, its `use_target`
 * followed) and then remembered. An unknown name is a ConfigError listing the known ones.
 */
function targetLookup(sources) {
    const { raw, own, qualify, targetsFile, env, dryRun } = sources;
    const resolved = new Map();
    const aliasChain = [];
    const resolve = (name) => {
        const defined = own.get(name);
        // A dry run needs no credentials: the suite's own targets stay as written, the mock answers.
        if (defined)
            return dryRun ? defined : (0,expand_variables/* resolveTarget */.u1)(defined, env);
        const entry = raw.get(name);
        if (entry?.useTarget !== undefined)
            return followAlias(entry, aliasChain, env, dryRun, (target) => lookup(qualify(target, entry.source.file)));
        if (entry?.unsupportedProvider !== undefined && !dryRun)
            throw unsupportedTargetError(entry);
        // A dry run calls nothing, so it needs no credentials: references stay unexpanded.
        if (entry)
            return dryRun ? entry : (0,expand_variables/* resolveTarget */.u1)(entry, env);
        if (dryRun)
            return { name, provider: 'mock', retry: {}, config: {}, source: { file: targetsFile ?? '(dry run)' } };
        const known = [...raw.keys()].join(', ') || '(none)';
        throw new config_error/* ConfigError */.xL(`unknown target "${name}"`, { file: targetsFile }, `use one of: ${known}, or add it to the targets file`);
    };
    const lookup = (name) => {
        const hit = resolved.get(name);
        if (hit)
            return hit;
        const definition = resolve(name);
        resolved.set(name, definition);
        return definition;
    };
    return lookup;
}
/**
 * AgentV 4.x's `use_target`: the alias is the target it names (its own `judge_target` wins), under
 * the alias's name. An unset variable in the name, or an alias that leads back to itself, is a
 * ConfigError at the alias; a dry run needs neither (it runs the mock).
 */
function followAlias(alias, chain, env, dryRun, lookup) {
    const at = { file: alias.source.file, ...(alias.source.line !== undefined ? { line: alias.source.line } : {}) };
    const { value: target, missing } = (0,expand_variables/* expandVariables */.i7)(alias.useTarget ?? '', env);
    if (missing.length > 0) {
        if (dryRun)
            return { name: alias.name, provider: 'mock', retry: {}, config: {}, source: alias.source };
        throw new config_error/* ConfigError */.xL(`target "${alias.name}" is use_target ${alias.useTarget}, but ${missing.join(', ')} is not set`, at, 'set it in the environment or .env to the name of a target in this file');
    }
    if (chain.includes(alias.name))
        throw new config_error/* ConfigError */.xL(`use_target aliases form a loop: ${[...chain, alias.name].join(' → ')}`, at, 'point the alias at a target with a provider');
    chain.push(alias.name);
    try {
        const definition = lookup(target);
        return {
            ...definition,
            name: alias.name,
            ...(alias.judgeTarget !== undefined ? { judgeTarget: alias.judgeTarget } : {}),
        };
    }
    finally {
        chain.pop();
    }
}

;// CONCATENATED MODULE: ./src/engine/run/prepare-run.ts










/**
 * Loads `.env` (nearest first, never failing when absent), every eval file, and the targets
 * file. One targets file serves the run: the first found from the first eval file's folder
 * (documented in docs/cli.md). Warnings go to the logger; errors throw ConfigError.
 */
async function prepareRun(options, runtime, parts = {}) {
    const { providers, loadSuite } = parts;
    const first = options.evalFiles[0];
    if (!first)
        throw new config_error/* ConfigError */.xL('no eval files to run', {}, 'pass eval files, folders or globs');
    const evalDir = external_node_path_default().dirname(first);
    const repoRoot = (0,repo_paths/* findRepoRoot */.Gn)(evalDir, runtime.cwd);
    const envFile = loadDotEnv({ evalDir, repoRoot, cwd: runtime.cwd }, runtime.env);
    if (envFile)
        runtime.logger.debug(`loaded environment from ${envFile}`);
    const warned = [];
    const warn = (warnings) => {
        for (const w of warnings)
            runtime.logger.warn((0,yaml_source/* formatWarning */.W3)(w));
        warned.push(...warnings);
    };
    const suites = await loadSuites(options, runtime, loadSuite, warn);
    // Each eval file uses the targets file found from its own folder (AgentV resolves them per
    // file), unless --targets names one for the whole run.
    const find = (dir, root) => findTargetsFile({ explicit: options.targetsPath, evalFileDir: dir, repoRoot: root, cwd: runtime.cwd });
    const fileOf = (suite) => find(external_node_path_default().dirname(suite.filePath), suite.repoRoot);
    const targetsFile = find(evalDir, repoRoot);
    const files = loadTargetsFiles([targetsFile, ...suites.map(fileOf)], options, runtime, providers, warn);
    // Targets a suite defines itself (a promptfoo config's providers) keep their names.
    const own = new Map();
    for (const suite of suites)
        for (const target of suite.targets ?? [])
            own.set(target.name, target);
    if (files.size === 0 && !options.dryRun && suites.some((suite) => needsTargetsFile(suite, own)))
        throw new config_error/* ConfigError */.xL(`no targets.yaml found from ${external_node_path_default().relative(runtime.cwd, evalDir) || '.'} up to ${repoRoot} or in the current ` +
            `folder`, {}, 'create a targets.yaml next to your eval files, pass --targets <file>, or use --dry-run');
    // Targets of the first eval file's targets file keep their plain names; others are qualified
    // with their file (`default@sub/targets.yaml`) so two files' `default` never collide.
    const qualify = (name, file) => file === undefined || file === targetsFile || name.includes('@')
        ? name
        : `${name}@${external_node_path_default().relative(runtime.cwd, file)}`;
    const raw = qualifiedTargets(files, qualify);
    const dryRun = Boolean(options.dryRun);
    const suiteFiles = new Map(suites.map((suite) => [suite, fileOf(suite)]));
    const fileOfSuite = (suite) => suiteFiles.get(suite);
    const targetNameFor = targetNamer(options.targetOverride, { raw, own, qualify, fileOf: fileOfSuite });
    warn(missingJudgeWarnings(suites, { targets: raw, targetNameFor, defaultEvaluators: parts.defaultEvaluators ?? [] }));
    if (options.strict)
        refuseWarnings(warned);
    // --threshold wins over the files' execution.threshold (and settles files that disagree), as in agentv.
    const threshold = options.threshold ?? suiteThreshold(suites);
    return {
        suites,
        ...(threshold !== undefined ? { threshold } : {}),
        repoRoot,
        targetSecrets: [...raw.values(), ...own.values()].flatMap((target) => targetSecrets(target.config, runtime.env)),
        ...(targetsFile ? { targetsFile } : {}),
        lookup: targetLookup({ raw, own, qualify, targetsFile, env: runtime.env, dryRun }),
        defines: (name) => raw.has(name) || own.has(name),
        targetNameFor,
    };
}
/**
 * The run's `execution.threshold` from its eval files. AgentV 4.42.4 applies the first file's to the
 * whole run; here files that set different ones are refused rather than decided by their order.
 */
function suiteThreshold(suites) {
    const set = suites.filter((suite) => suite.threshold !== undefined);
    const [first] = set;
    const other = set.find((suite) => suite.threshold !== first?.threshold);
    if (first === undefined || other === undefined)
        return first?.threshold;
    throw new config_error/* ConfigError */.xL(`execution.threshold is ${first.threshold} in ${first.filePath} and ${other.threshold} in ${other.filePath}`, { file: other.filePath }, 'set the same threshold in every eval file of the run, or pass --threshold <n> for the whole run');
}
/**
 * The target name of a case: CLI override (not "default") > case > file > "default", under its
 * name in the run; a suite's own target named by a case wins unless the CLI names another.
 */
function targetNamer(override, names) {
    return (suite, caseTarget) => {
        if (override === undefined || override === 'default') {
            if (caseTarget !== undefined && names.own.has(caseTarget))
                return caseTarget;
        }
        const name = selectTargetName(override, caseTarget ?? suite.targetName);
        const qualified = names.qualify(name, names.fileOf(suite));
        return names.raw.has(qualified) ? qualified : name;
    };
}
/** Every eval file of the run, read by the door's loader when it knows the format, else by the config room. */
async function loadSuites(options, runtime, loadSuite, warn) {
    const suites = [];
    for (const file of options.evalFiles) {
        const loadOptions = {
            repoRoot: (0,repo_paths/* findRepoRoot */.Gn)(external_node_path_default().dirname(file), runtime.cwd),
            allowOutsideRoot: options.allowOutsideRoot,
            ...(options.maxCases !== undefined ? { maxCases: options.maxCases } : {}),
            env: runtime.env,
            cwd: runtime.cwd,
        };
        const { suite, warnings } = (await loadSuite?.(file, loadOptions)) ?? (await loadEvalSuite(file, loadOptions));
        warn(warnings);
        suites.push(suite);
    }
    return suites;
}
/** Each targets file the run's eval files use, read once, its targets by their names in the file. */
function loadTargetsFiles(found, options, runtime, providers, warn) {
    const files = new Map();
    for (const file of new Set(found)) {
        if (file === undefined || files.has(file))
            continue;
        const loaded = loadTargetsFile(file, providers ? targetKeysOf(providers) : undefined);
        warn(loaded.warnings);
        for (const target of loaded.targets.values())
            refuseTemplateOutsideRoot(target, (0,repo_paths/* findRepoRoot */.Gn)(external_node_path_default().dirname(file), runtime.cwd), options.allowOutsideRoot);
        files.set(file, loaded.targets);
    }
    return files;
}
/** A suite with targets of its own needs no targets file unless a case names another target. */
function needsTargetsFile(suite, own) {
    if (suite.targets === undefined)
        return true;
    for (let i = 0; i < suite.cases.count; i++) {
        const name = suite.cases.targetName(i);
        if (name !== undefined && !own.has(name))
            return true;
    }
    return false;
}
/** The targets of every targets file under their names in the run (`qualify`), judge targets too. */
function qualifiedTargets(files, qualify) {
    const raw = new Map();
    for (const [file, targets] of files) {
        for (const [name, target] of targets) {
            const key = qualify(name, file);
            const judgeTarget = target.judgeTarget === undefined ? undefined : qualify(target.judgeTarget, file);
            raw.set(key, { ...target, name: key, ...(judgeTarget !== undefined ? { judgeTarget } : {}) });
        }
    }
    return raw;
}
/** Target keys whose values are not secrets even when they come from a variable. */
const PLAIN_KEYS = new Set([
    'model',
    'deployment',
    'deployment_name',
    'deploymentName',
    'api_version',
    'apiVersion',
    'endpoint',
    'base_url',
    'baseUrl',
    'baseURL',
    'cwd',
    'workers',
]);
/**
 * What a target could leak: values written literally under secret-looking keys (`api_key: sk-…`,
 * `token:`), and the value of every variable a `${{ VAR }}` brings into it (a token in a
 * healthcheck URL or a command), except in plainly public keys such as `model` or `endpoint`.
 */
function targetSecrets(value, env, key = '') {
    if (typeof value === 'string') {
        if (PLAIN_KEYS.has(key))
            return [];
        const referenced = [...value.matchAll(/\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g)]
            .map((m) => env[m[1] ?? ''])
            .filter((v) => !!v);
        const literal = !value.includes('${{') &&
            ((0,engine_redactor/* isSecretName */.eh)(key) || /^(api_?key|auth_?token|token|secret|password|access_?key)$/i.test(key))
            ? [value]
            : [];
        return [...referenced, ...literal];
    }
    if (Array.isArray(value))
        return value.flatMap((item) => targetSecrets(item, env, key));
    if (value !== null && typeof value === 'object')
        return Object.entries(value).flatMap(([k, v]) => targetSecrets(v, env, k));
    return [];
}
/** What each provider kind reads, from the registry, for the targets files' unknown-key check. */
function targetKeysOf(providers) {
    return {
        configKeys: (kind) => providers[kind]?.configKeys,
        settingsKeys: (kind) => providers[kind]?.settingsKeys ?? [],
    };
}
/** `--strict`: the first warning about the eval or targets files is an error (exit 2), before any call. */
function refuseWarnings(warnings) {
    const [first] = warnings;
    if (first === undefined)
        return;
    const more = warnings.length > 1 ? `; ${warnings.length - 1} more warning(s) above` : '';
    throw new config_error/* ConfigError */.xL(`${first.message} (--strict makes every warning an error${more})`, {
        ...(first.file !== undefined ? { file: first.file } : {}),
        ...(first.line !== undefined ? { line: first.line } : {}),
    }, 'fix what the warning names, or run without --strict');
}
/** A target's `workspace.template` under the repository-root rule, like an eval file's. */
function refuseTemplateOutsideRoot(target, repoRoot, allowOutsideRoot) {
    const template = target.workspace?.template;
    const refusal = template === undefined ? undefined : (0,repo_paths/* referencedFileRefusal */.ew)(template, { repoRoot, allowOutsideRoot });
    if (refusal === undefined)
        return;
    const line = target.source.keyLines?.workspace ?? target.source.line;
    throw new config_error/* ConfigError */.xL(`target "${target.name}": workspace.template ${refusal.reason}`, { file: target.source.file, ...(line !== undefined ? { line } : {}) }, refusal.fix);
}

;// CONCATENATED MODULE: ./src/engine/case/case-artifacts.ts





/**
 * The prompt dump: eval id, the exact question string sent, guidelines and their paths;
 * provider settings are deliberately left out. Secret values are redacted before writing.
 */
async function dumpPrompt(dir, task, request, redactor) {
    await (0,external_node_fs_promises_.mkdir)(dir, { recursive: true });
    const payload = {
        eval_id: task.caseId,
        prompt_id: task.promptId,
        iteration: task.iteration,
        question: request.metadata?.question ?? request.prompt,
        guidelines: request.systemPrompt ?? '',
        guideline_paths: request.guidelineFiles.map((f) => f.displayPath),
        messages: request.messages,
    };
    await (0,external_node_fs_promises_.writeFile)(external_node_path_default().join(dir, `${artifactBaseName(task, redactor)}.json`), render(payload, redactor));
}
/**
 * The trace artifact: one file per case attempt, `trace: null` when the provider gave none.
 * Secret values are redacted before writing.
 */
async function dumpTrace(dir, task, attempt, target, trace, redactor) {
    await (0,external_node_fs_promises_.mkdir)(dir, { recursive: true });
    const payload = {
        eval_id: task.caseId,
        prompt_id: task.promptId,
        iteration: task.iteration,
        attempt,
        target,
        trace: trace ?? null,
        trace_summary: summarizeTrace(trace) ?? null,
    };
    const name = `${artifactBaseName(task, redactor)}_attempt-${attempt}.json`;
    await (0,external_node_fs_promises_.writeFile)(external_node_path_default().join(dir, name), render(payload, redactor));
}
function render(payload, redactor) {
    return `${JSON.stringify(redactor ? redactor.deep(payload) : payload, null, 2)}\n`;
}
/** Longest piece of an id or variant kept in a file name (names stay far below 255 bytes). */
const MAX_NAME_PART = 60;
/**
 * A file-system-safe base name for per-case artifacts (prompt dumps, traces): the eval id as far as
 * it is safe to show (secret values redacted, other characters as `_`, at most 60 of them), a hash
 * of the eval file, the full id and the variant so `a/b` and `a_b`, or one id in two files, never share a name,
 * then the variant and iteration when they are not the defaults.
 */
function artifactBaseName(task, redactor) {
    const safe = (s) => (redactor ? redactor.text(s) : s).replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, MAX_NAME_PART);
    const id = task.caseId;
    const hash = (0,external_node_crypto_.createHash)('sha256')
        .update(`${task.suite.filePath}\u0000${id}\u0000${task.promptId}`)
        .digest('hex')
        .slice(0, 8);
    const variant = task.promptId === 'default' && task.iteration === 0 ? '' : `__${safe(task.promptId)}__i${task.iteration}`;
    return `${safe(id)}__${hash}${variant}`;
}
/**
 * `--dump-prompts` and `--dump-traces` folders, checked before any call: each is created (or
 * exists) as a folder the run can write, and neither is the results file itself.
 */
async function checkArtifactDirs(dirs, outPath) {
    for (const { dir, flag } of dirs) {
        if (dir === undefined)
            continue;
        if (outPath !== undefined && external_node_path_default().resolve(dir) === external_node_path_default().resolve(outPath)) {
            throw new config_error/* ConfigError */.xL(`${flag} is the results file ${outPath}`, { file: dir }, `give ${flag} a folder of its own, e.g. .agentv/${flag === '--dump-traces' ? 'traces' : 'prompts'}`);
        }
        try {
            await (0,external_node_fs_promises_.mkdir)(dir, { recursive: true });
            await (0,external_node_fs_promises_.access)(dir, external_node_fs_promises_.constants.W_OK);
        }
        catch (error) {
            throw (0,config_error/* outputFileError */.M5)(dir, `${flag.slice(2).replace('-', ' ')} folder`, error, flag);
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/limiter/with-timeout.ts

/**
 * Runs `fn` with a signal that aborts after `timeoutMs` (no deadline when undefined or infinite)
 * or when `outer` aborts. Rejects on either even when `fn` ignores its signal.
 *
 * Hand-written rather than `AbortSignal.any([outer, AbortSignal.timeout(ms)])` on purpose: the run's
 * outer signal lives as long as the run, and on Node 20 every `any()` signal stays registered on it
 * (tens of thousands per large run), while `AbortSignal.timeout` leaves its timer pending until it
 * fires (a 120 s call timeout per call). Here the listener is removed and the timer cleared the
 * moment the call settles, so memory stays flat whatever the run's length.
 */
async function withTimeout(what, timeoutMs, outer, fn, options) {
    if (outer?.aborted)
        throw outer.reason;
    const deadline = timeoutMs !== undefined && Number.isFinite(timeoutMs);
    // A signal of its own only when there is a deadline (or nothing to forward): the outer signal is
    // all `fn` needs otherwise, and a signal made per call costs more than its size on Node 20 (V8
    // keeps every new AbortSignal past the young generation: 10,000 mock cases peaked 12 MiB higher
    // with one per case; npm run bench, engine).
    const own = deadline || !outer ? new AbortController() : undefined;
    const signal = own?.signal ?? outer;
    const forward = () => own?.abort(outer?.reason);
    if (own)
        outer?.addEventListener('abort', forward, { once: true });
    let cancel;
    if (own && deadline) {
        cancel = options.timer(timeoutMs, () => {
            options.onTimeout?.();
            own.abort(new agentv_error/* TimeoutError */.MU(what, timeoutMs));
        });
    }
    const call = Promise.resolve().then(() => fn(signal));
    try {
        return await raceAbort(signal, call);
    }
    catch (error) {
        if (signal.aborted && options.windDownMs)
            await windDown(call, options.windDownMs, options.timer);
        throw error;
    }
    finally {
        cancel?.();
        if (own)
            outer?.removeEventListener('abort', forward);
    }
}
/**
 * `call`, or the signal's reason once it aborts, whichever comes first; the listener goes when
 * `call` settles. One promise, not a `Promise.race` of two: every call of a run makes one.
 */
function raceAbort(signal, call) {
    return new Promise((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        // Handlers on `call` first, so its own later rejection is always handled.
        call.then((value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
        }, (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
        });
        if (signal.aborted)
            onAbort();
        else
            signal.addEventListener('abort', onAbort, { once: true });
    });
}
async function windDown(call, graceMs, timer) {
    let cancel;
    const grace = new Promise((resolve) => {
        cancel = timer(graceMs, resolve);
    });
    const settle = () => undefined;
    await Promise.race([call.then(settle, settle), grace]);
    cancel?.();
}

;// CONCATENATED MODULE: ./src/engine/case/answer-case.ts




/**
 * The target's answer to one task, with prompt and trace artifacts. Two loops retry, each with
 * its own count: the call limiter retries a failed call inside an attempt (its retry policy;
 * `onCallRetry`), and here a whole attempt that ran past `--agent-timeout` is made again, up to
 * `--timeout-retries` times (`attempts`). A call that failed for good reaches this loop as a
 * ProviderError and is not retried again.
 */
async function answerCase(task, run, input) {
    const artifacts = caseArtifacts(task, run, input.targetName);
    const requestFor = (attempt) => buildRequest(task, attempt, { workspaceDir: input.workspaceDir, maxAnswerBytes: run.maxAnswerBytes });
    const first = requestFor(1);
    await artifacts.prompt(first);
    if (input.precomputed) {
        input.onAttempt(1);
        await artifacts.trace(1, input.precomputed.trace);
        if (input.precomputed.failure !== undefined)
            throw new agentv_error/* ProviderError */.mZ(`target "${input.targetName}" ${input.precomputed.failure}`);
        return { request: first, response: input.precomputed, attempts: 1 };
    }
    for (let attempt = 1;; attempt++) {
        input.onAttempt(attempt);
        const request = attempt === 1 ? first : requestFor(attempt);
        try {
            const response = await invokeOnce(task, run, request, input);
            await artifacts.trace(attempt, response.trace);
            return { request, response, attempts: attempt };
        }
        catch (error) {
            await artifacts.trace(attempt, undefined);
            const { timeoutRetries } = run.options;
            if (!(error instanceof agentv_error/* TimeoutError */.MU) || attempt > timeoutRetries || run.stop.cases.signal.aborted)
                throw error;
            run.runtime.logger.debug(`${task.caseId}: attempt ${attempt} timed out; retrying`);
        }
    }
}
/** One attempt's call of the target, under `--agent-timeout` when it is set. */
function invokeOnce(task, run, request, input) {
    const { provider } = run.providers.target(input.targetName);
    const invoke = (signal) => provider.invoke(request, { signal, onRetry: input.onCallRetry });
    const signal = run.stop.cases.signal;
    const timeoutMs = run.options.agentTimeoutMs;
    // Without --agent-timeout the call limiter the provider sits behind already races the signal.
    if (timeoutMs === undefined)
        return invoke(signal);
    return withTimeout(`case ${task.caseId}`, timeoutMs, signal, invoke, { timer: run.runtime.timer });
}
/**
 * The case's `--dump-prompts` and `--dump-traces` files. One that cannot be written costs a
 * warning, never the case: its answer is already paid for.
 */
function caseArtifacts(task, run, targetName) {
    const { dumpPromptsDir, dumpTracesDir } = run.options;
    const { logger, redactor } = run.runtime;
    const keep = async (what, write) => {
        try {
            await write();
        }
        catch (error) {
            logger.warn(`${task.caseId}: could not write its ${what} (${error.message}); ` +
                "the case's answer and score are kept");
        }
    };
    return {
        prompt: async (request) => {
            if (dumpPromptsDir)
                await keep('prompt dump', () => dumpPrompt(dumpPromptsDir, task, request, redactor));
        },
        trace: async (attempt, trace) => {
            if (dumpTracesDir)
                await keep('trace dump', () => dumpTrace(dumpTracesDir, task, attempt, targetName, trace, redactor));
        },
    };
}

;// CONCATENATED MODULE: ./src/engine/case/case-record.ts


/**
 * The one builder of a case's record, whether the case was graded, skipped or failed. It is made
 * when the case starts and learns as the case goes (its attempts, its answer, its workspace), so
 * every outcome carries the same facts in the same order.
 */
class CaseRecorder {
    task;
    target;
    now;
    attempts = 0;
    /** Retries of the target's calls by the call limiter, over all attempts: beside `attempts`. */
    callRetries = 0;
    answer = '';
    usage;
    workspace;
    /** When the case started, on the run's clock. */
    started;
    /** The case built from its file (`identify`); until then the record is identified from the plan. */
    built;
    constructor(task, target, now) {
        this.task = task;
        this.target = target;
        this.now = now;
        this.started = now();
    }
    /** Identifies the record from the case built from its file. */
    identify(task) {
        this.built = task;
    }
    /** The case answered and its evaluators graded the answer. */
    graded(grade, answered) {
        const { error, evaluator_results, ...scored } = grade;
        return this.build({
            timestamp: this.timestamp(),
            ...scored,
            candidate_answer: this.answer,
            input_messages: answered.input_messages,
            ...(answered.answer_truncated ? { answer_truncated: true } : {}),
            evaluator_results,
            ...(error !== undefined ? { error } : {}),
            ...this.tries(this.attempts),
            ...this.usage,
            ...(answered.trace_summary ? { trace_summary: answered.trace_summary } : {}),
            ...(answered.trace ? { trace: answered.trace } : {}),
            ...this.workspace,
        });
    }
    /**
     * Recorded, never scored: the case (or its grading) did not run because of the budget, or
     * because `--cache-only` had no answer for one of its calls.
     */
    skipped(reason, why, evaluatorResults = []) {
        return this.build({
            timestamp: this.timestamp(),
            score: 0,
            hits: [],
            misses: [],
            reasoning: why,
            candidate_answer: this.answer,
            evaluator_results: evaluatorResults,
            skipped: reason,
            ...this.tries(this.attempts),
            ...this.usage,
            ...this.workspace,
        });
    }
    /** The case failed: it could not be built, its workspace or its target failed, or it threw. */
    failed(error) {
        return this.build({
            timestamp: this.timestamp(),
            score: 0,
            verdict: 'fail',
            hits: [],
            misses: [],
            reasoning: '',
            candidate_answer: this.answer,
            evaluator_results: [],
            error: describeError(error),
            ...(error instanceof agentv_error/* ProviderError */.mZ && Object.keys(error.details).length > 0
                ? { error_details: error.details }
                : {}),
            // A case that was built got at least one attempt under way.
            ...this.tries(this.built ? Math.max(1, this.attempts) : 0),
            ...this.workspace,
        });
    }
    // The identity first, then the rest, in one literal read from the tasks. Neither `{ ...identity,
    // ...rest }` nor an identity object cloned and extended when the case is built: V8 (Node 20)
    // moves objects made by copying another and adding properties out of the young generation, and
    // with them what they hold; a clone-then-add identity alone took 10,000 mock cases from 112 to
    // 126 MiB peak RSS (npm run bench, engine).
    build(body) {
        const { task, built } = this;
        const suite = task.suite;
        const evalCase = built?.evalCase;
        return {
            eval_id: evalCase ? evalCase.id : task.caseId,
            dataset: suite.dataset,
            ...(evalCase?.conversationId ? { conversation_id: evalCase.conversationId } : {}),
            prompt_id: task.promptId,
            iteration: task.iteration,
            target: this.target,
            eval_file: relativeFile(suite.repoRoot, evalCase?.file ?? suite.filePath),
            eval_line: evalCase ? evalCase.line : suite.cases.line(task.caseIndex),
            // What a good answer does, as the test states it (`criteria`, 2.x `expected_outcome`).
            ...(evalCase && evalCase.expectedOutcome.trim() !== '' ? { criteria: evalCase.expectedOutcome } : {}),
            ...evalCase?.recordLabels,
            // promptfoo's rule: the record's `pass` is whether every evaluator passed.
            ...(suite.verdictBy === 'evaluators' && body.skipped === undefined ? { pass: body.verdict === 'pass' } : {}),
            ...body,
        };
    }
    timestamp() {
        return new Date(this.now()).toISOString();
    }
    /** Attempts, retries of calls and time taken, in the order records hold them. */
    tries(attempts) {
        return {
            attempts,
            ...(this.callRetries > 0 ? { call_retries: this.callRetries } : {}),
            duration_ms: this.now() - this.started,
        };
    }
}
/** An error's message, or the text itself (a case's reason it cannot run). */
function describeError(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * `file` relative to the repository, with `/` on every platform. The last answer is kept: a run's
 * cases come from few files, and most follow a case of the same file.
 */
function relativeFile(repoRoot, file) {
    if (lastRelative?.repoRoot !== repoRoot || lastRelative.file !== file)
        lastRelative = { repoRoot, file, relative: external_node_path_default().relative(repoRoot, file).split((external_node_path_default()).sep).join('/') };
    return lastRelative.relative;
}
let lastRelative;

// EXTERNAL MODULE: ./src/engine/case/required-gate.ts
var required_gate = __webpack_require__(58604);
;// CONCATENATED MODULE: ./src/engine/case/grade-case.ts






/**
 * Grades an answered case with its evaluators (the case's, else its file's, else the run's
 * default), all at once. An evaluator that fails scores 0 and fails the case; one whose judge call
 * was refused (budget, `--cache-only`) leaves the case ungraded.
 */
async function gradeCase(task, context, targetName, run) {
    const chosen = task.evalCase.evaluators ??
        (task.suite.evaluators.length > 0 ? task.suite.evaluators : run.parts.defaultEvaluators);
    const deps = evaluatorDeps(task, targetName, run);
    const runs = await Promise.all(chosen.map((config) => runEvaluator(config, context, deps, targetName, run)));
    const refusedBy = runs.find((r) => r.refusedBy !== undefined)?.refusedBy;
    if (refusedBy)
        return { refusedBy, evaluatorResults: runs.map((r) => r.entry) };
    return { grade: scoreCase(chosen, runs, task.suite.verdictBy === 'evaluators') };
}
/**
 * What the evaluators of a case are built with: its judges, run in the eval file's folder. Made once
 * per target and folder of a run, not per case.
 */
function evaluatorDeps(task, targetName, run) {
    // A cli judge without `cwd` runs in the eval file's folder, as the agent does (AgentV's rule).
    const evalDir = external_node_path_default().dirname(task.evalCase.file ?? task.suite.filePath);
    let made = depsMade.get(run);
    if (!made)
        depsMade.set(run, (made = new Map()));
    const key = `${targetName}\u0000${evalDir}`;
    let deps = made.get(key);
    if (!deps)
        made.set(key, (deps = newEvaluatorDeps(targetName, evalDir, run)));
    return deps;
}
const depsMade = new WeakMap();
function newEvaluatorDeps(targetName, evalDir, run) {
    return {
        runtime: run.runtime,
        judge: inEvalDir(run.providers.judgeFor(targetName), evalDir),
        judgeFor: (name) => inEvalDir(run.providers.target(name).provider, evalDir),
        batching: run.settings.batching ?? false,
        ...(run.judgeSampling ? { judgeSampling: run.judgeSampling } : {}),
    };
}
/** Runs one evaluator, its own model calls (tokens, price, cache hits) counted into its entry. */
async function runEvaluator(config, context, deps, targetName, run) {
    const signal = run.stop.cases.signal;
    const result = await (0,usage_meter/* metered */.F3)(async (meter) => {
        const evaluator = run.evaluators.get(config, targetName, () => run.parts.createEvaluator(config, deps));
        return { evaluator, score: await evaluator.evaluate(context, { signal, meter }) };
    }, { iteration: context.iteration });
    const usage = result.meter.fields();
    if (!result.ok) {
        const refusedBy = result.meter.refusedBy;
        // AgentV 4.x: a grader that fails is a failed check scoring 0; the case is graded, not an error.
        // A text assertion's failure (a regex stopped by its time bound, which agentv lacks) stays an error.
        const asCheck = context.suite.graderFailure === 'check' && config.type !== 'assertion' && !refusedBy;
        const why = asCheck
            ? `Grader '${config.name}' failed: ${describeError(result.error)}`
            : `evaluator ${config.name} failed: ${describeError(result.error)}`;
        const entry = {
            name: config.name,
            type: (0,evaluator_kinds/* recordedType */.HT)(config),
            weight: config.weight,
            ...failedScore(why),
            ...usage,
        };
        return { entry, ...(asCheck ? {} : { failure: why }), ...(refusedBy ? { refusedBy } : {}) };
    }
    const { verdict, entries, ...scored } = result.value.score;
    const entry = {
        name: config.name,
        type: result.value.evaluator.type,
        weight: config.weight,
        ...scored,
        verdict: verdict ?? (0,eval_result/* verdictFor */.Xb)(scored.score),
        ...usage,
    };
    // With no entry of its own to list, the evaluator's entry stays: its calls were paid for.
    if (!entries || (entries.length === 0 && usage.calls !== undefined))
        return { entry };
    // The evaluator's model calls are counted on its first entry, so the record's usage holds them once.
    return { entry, lifted: entries.map((e, i) => (i === 0 ? { ...e, ...usage } : e)) };
}
function failedScore(why) {
    return { score: 0, verdict: 'fail', hits: [], misses: [why], reasoning: why };
}
/**
 * The case's grade from its evaluators' entries: the weighted mean (0 when an evaluator failed or
 * a required one scored below its minimum). By default the score decides the verdict; promptfoo's
 * rule (`byEvaluators`) passes a case only when every evaluator passed by its own rule.
 */
function scoreCase(configs, runs, byEvaluators) {
    const records = runs.map((r) => r.entry);
    const failures = runs.flatMap((r) => (r.failure !== undefined ? [r.failure] : []));
    const failure = failures.length > 0 ? failures.join('; ') : undefined;
    const merged = aggregateScores(records, failedRequirement(configs, records));
    // An evaluator that forced `fail` despite its score (a failed required criterion) fails the case.
    const forcedFail = records.some((r) => r.verdict === 'fail' && (0,eval_result/* verdictFor */.Xb)(r.score) !== 'fail');
    let verdict = (0,eval_result/* verdictFor */.Xb)(merged.score);
    if (byEvaluators)
        verdict = records.every((r) => r.verdict === 'pass') ? 'pass' : 'fail';
    if (failure !== undefined || forcedFail)
        verdict = 'fail';
    return {
        score: failure !== undefined ? 0 : merged.score,
        verdict,
        hits: merged.hits,
        misses: merged.misses,
        reasoning: merged.reasoning,
        evaluator_results: runs.flatMap((r) => r.lifted ?? [r.entry]),
        ...(failure !== undefined ? { error: failure } : {}),
    };
}
/** AgentV 4.x's gate over the case's evaluators (`required`, `min_score`), applied by {@link requiredGate}. */
function failedRequirement(configs, records) {
    return (0,required_gate/* requiredGate */.j)(configs.flatMap((config, i) => {
        const record = records[i];
        if (!record)
            return [];
        return [
            {
                label: `evaluator ${config.name}`,
                required: config.required,
                minScore: config.min_score,
                score: record.score,
            },
        ];
    }));
}
/**
 * Weighted mean of evaluator scores, with hits, misses and reasoning merged in evaluator order; 0
 * when a required evaluator failed (`requiredFailure` says which, and is listed first in misses).
 */
function aggregateScores(results, requiredFailure) {
    const totalWeight = results.reduce((sum, r) => sum + r.weight, 0);
    const mean = totalWeight > 0 ? results.reduce((sum, r) => sum + r.score * r.weight, 0) / totalWeight : 0;
    return {
        score: requiredFailure ? 0 : mean,
        hits: results.flatMap((r) => r.hits),
        misses: [...(requiredFailure ? [requiredFailure] : []), ...results.flatMap((r) => r.misses)],
        reasoning: results
            .filter((r) => r.reasoning)
            .map((r) => (results.length > 1 ? `${r.name}: ${r.reasoning}` : r.reasoning))
            .join('\n'),
    };
}
/** `provider` with `evalDir` set on every request that has none (judge requests are built without one). */
function inEvalDir(provider, evalDir) {
    const invoke = (request, options) => provider.invoke(request.evalDir ? request : { ...request, evalDir }, options);
    return Object.create(provider, { invoke: { value: invoke } });
}

;// CONCATENATED MODULE: ./src/engine/case/run-case.ts








/**
 * Runs one task end to end: its case built from the file, workspace copy and setup (when any), the
 * target's answer, the workspace diff, evaluators. Never throws: a failure becomes a record with
 * `error`, a case that can no longer be built (a file it references removed mid-run) included.
 */
async function runCase(planned, run, input = {}) {
    const targetName = run.targetFor(planned);
    const record = new CaseRecorder(planned, targetName, run.runtime.now);
    let task;
    try {
        task = await (0,plan/* withCase */.XX)(planned);
    }
    catch (error) {
        return record.failed(error);
    }
    if (task.evalCase.unrunnable !== undefined)
        return record.failed(task.evalCase.unrunnable);
    record.identify(task);
    if (run.budget?.closed)
        return record.skipped('budget', run.budget.reason);
    let workspace;
    try {
        workspace = await run.workspaces.open(task);
        await workspace?.setUp(run.stop.cases.signal);
        const answered = await answerTarget(task, targetName, run, record, workspace, input);
        await takeWorkspace(record, workspace, run);
        return await gradeAnswer(task, targetName, answered, run, record, workspace);
    }
    catch (error) {
        await takeWorkspace(record, workspace, run).catch(() => undefined);
        if (error instanceof agentv_error/* CallNotMadeError */.$I)
            return record.skipped(error.reason, error.message);
        return record.failed(error);
    }
    finally {
        await workspace
            ?.close()
            .catch((error) => run.runtime.logger.warn(`could not remove workspace ${workspace?.dir}: ${String(error)}`));
    }
}
/** The target's answer, kept in the record up to the answer limit (bounded memory per case). */
async function answerTarget(task, targetName, run, record, workspace, input) {
    const answered = await answerCase(task, run, {
        targetName,
        workspaceDir: workspace?.dir,
        precomputed: input.response,
        onAttempt: (attempt) => {
            record.attempts = attempt;
        },
        onCallRetry: () => {
            record.callRetries++;
        },
    });
    const { response } = answered;
    record.attempts = answered.attempts;
    const kept = (0,answer_limit/* limitAnswer */.T)(response.text, run.maxAnswerBytes);
    record.answer = kept.text;
    record.usage = {
        ...(response.tokenUsage ? { token_usage: (0,usage_meter/* recordTokenUsage */.W_)(response.tokenUsage) } : {}),
        // Every answer has a price: a number, or null when it is not known.
        cost_usd: response.costUsd ?? null,
        ...(response.cached ? { cached: true } : {}),
    };
    // Built whole, not `{ ...answered, truncated }`: V8 (Node 20) moves clone-then-add objects out of
    // the young generation, and with them the request and response they hold.
    const truncated = response.truncated === true || kept.truncated;
    return { request: answered.request, response, attempts: answered.attempts, truncated };
}
/** The workspace's diff and place, taken right after the agent (or its failure), before evaluators build in it. */
async function takeWorkspace(record, workspace, run) {
    if (!workspace || record.workspace)
        return;
    const signal = run.stop.cases.signal;
    const diff = signal.aborted ? undefined : await workspace.diff(signal);
    record.workspace = {
        ...(diff !== undefined ? { workspace_diff: diff } : {}),
        ...(workspace.kept ? { workspace_path: workspace.dir } : {}),
    };
}
/** The answered case graded by its evaluators; ungraded (skipped) when a judge's call was refused. */
async function gradeAnswer(task, targetName, answered, run, record, workspace) {
    const { request, response } = answered;
    const traceSummary = summarizeAnswer(response);
    const context = {
        suite: task.suite,
        evalCase: task.evalCase,
        request,
        response,
        candidateAnswer: record.answer,
        ...(traceSummary ? { traceSummary } : {}),
        durationMs: run.runtime.now() - record.started,
        promptId: task.promptId,
        iteration: task.iteration,
        ...(workspace ? { workspaceDir: workspace.dir } : {}),
    };
    const graded = await gradeCase(task, context, targetName, run);
    if ('refusedBy' in graded) {
        const why = graded.refusedBy === 'budget'
            ? (run.budget?.reason ?? 'the budget is reached')
            : "a judge's answer is not in the response cache (--cache-only)";
        return record.skipped(graded.refusedBy, `not graded: ${why}`, graded.evaluatorResults);
    }
    const fields = {
        input_messages: request.messages.map(({ role, content }) => ({ role, content })),
        ...(answered.truncated ? { answer_truncated: true } : {}),
        ...(traceSummary ? { trace_summary: traceSummary } : {}),
        ...(run.options.includeTrace && response.trace ? { trace: response.trace } : {}),
    };
    return record.graded(graded.grade, fields);
}

;// CONCATENATED MODULE: ./src/engine/case/run-trials.ts


/**
 * AgentV 4.x's `execution.trials`: the case runs up to `count` times, one attempt after another,
 * and is recorded once, as agentv 4.42.4 does: the best attempt's record (the first of equal
 * scores) with the strategy's score, each attempt in `trials` and the strategy's figures in
 * `aggregation`. `pass_at_k` stops at the first attempt that passes; every strategy stops once
 * the attempts cost `cost_limit_usd`. The record's target usage is what all its attempts cost.
 */
async function runTrials(task, run, trials, input) {
    const results = [];
    let cost = 0;
    let costLimited = false;
    for (let attempt = 0; attempt < trials.count; attempt++) {
        // An answer a batch brought is the first attempt's; later attempts ask the target again.
        const result = await runCase(task, run, attempt === 0 ? input : {});
        if (result.skipped !== undefined) {
            if (results.length === 0)
                return result;
            break;
        }
        results.push(result);
        if (typeof result.cost_usd === 'number')
            cost += result.cost_usd;
        if (trials.costLimitUsd !== undefined && cost >= trials.costLimitUsd) {
            costLimited = true;
            break;
        }
        if (trials.strategy === 'pass_at_k' && (0,eval_result/* verdictFor */.Xb)(result.score) === 'pass')
            break;
        if (run.stop.cases.signal.aborted)
            break;
    }
    return trialsRecord(results, trials, costLimited);
}
/** One record of a case's attempts: the best one's, with the strategy's score. */
function trialsRecord(results, trials, costLimited) {
    const entries = results.map((r, attempt) => ({
        attempt,
        score: r.score,
        // AgentV's trial verdict is pass or fail at the pass threshold.
        verdict: r.score >= eval_result/* PASS_THRESHOLD */.Qf ? 'pass' : 'fail',
        ...(typeof r.cost_usd === 'number' ? { cost_usd: r.cost_usd } : {}),
        ...(r.error !== undefined ? { error: r.error } : {}),
    }));
    const best = results.reduce((at, r, index) => (r.score > results[at].score ? index : at), 0);
    const { score, aggregation } = aggregateTrials(entries, trials.strategy);
    const base = results[best];
    const paid = results.map((r) => r.cost_usd);
    const tokens = results.flatMap((r) => (r.token_usage ? [r.token_usage] : []));
    return {
        ...base,
        score,
        ...(base.verdict !== undefined ? { verdict: (0,eval_result/* verdictFor */.Xb)(score) } : {}),
        // What every attempt's answer cost: null when one of them has no known price.
        ...(paid.some((c) => c !== undefined) ? { cost_usd: paid.some((c) => c === null) ? null : sum(paid) } : {}),
        ...(tokens.length > 0
            ? {
                token_usage: {
                    input: sum(tokens.map((t) => t.input)),
                    output: sum(tokens.map((t) => t.output)),
                    total: sum(tokens.map((t) => t.total)),
                    cached_input: sum(tokens.map((t) => t.cached_input)),
                },
            }
            : {}),
        trials: entries,
        aggregation,
        ...(costLimited ? { cost_limited: true } : {}),
    };
}
/** agentv 4.42.4's aggregateTrials: the score a strategy gives a case's attempts, and its figures. */
function aggregateTrials(entries, strategy) {
    const scores = entries.map((e) => e.score);
    const mean = sum(scores) / scores.length;
    if (strategy === 'pass_at_k')
        return {
            score: Math.max(...scores),
            aggregation: {
                strategy,
                passed_attempts: entries.filter((e) => e.verdict === 'pass').length,
                total_attempts: entries.length,
            },
        };
    if (strategy === 'mean')
        return { score: mean, aggregation: { strategy, mean, min: Math.min(...scores), max: Math.max(...scores) } };
    const n = scores.length;
    if (n < 2) {
        const at = clamp01(mean);
        return { score: mean, aggregation: { strategy, mean, ci95_lower: at, ci95_upper: at, stddev: 0 } };
    }
    const stddev = Math.sqrt(sum(scores.map((s) => (s - mean) ** 2)) / (n - 1));
    const margin = tCritical95(n - 1) * (stddev / Math.sqrt(n));
    const lower = clamp01(mean - margin);
    return {
        score: lower,
        aggregation: { strategy, mean, ci95_lower: lower, ci95_upper: clamp01(mean + margin), stddev },
    };
}
/** Two-sided 95% t critical values for 1-29 degrees of freedom, then 1.96, as agentv 4.42.4 tabulates them. */
const T_TABLE_95 = [
    12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
    2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045,
];
function tCritical95(df) {
    return T_TABLE_95[df - 1] ?? 1.96;
}
function clamp01(value) {
    return Math.max(0, Math.min(1, value));
}
function sum(values) {
    return values.reduce((total, v) => total + (v ?? 0), 0);
}

;// CONCATENATED MODULE: ./src/engine/run/evaluator-cache.ts
/**
 * One evaluator per (config, answering target) for the whole run, so per-evaluator state such as
 * a judge's `prompt_path` text is read once rather than once per case.
 */
class EvaluatorCache {
    byConfig = new WeakMap();
    get(config, targetName, build) {
        let byTarget = this.byConfig.get(config);
        if (!byTarget) {
            byTarget = new Map();
            this.byConfig.set(config, byTarget);
        }
        let evaluator = byTarget.get(targetName);
        if (!evaluator) {
            evaluator = build();
            byTarget.set(targetName, evaluator);
        }
        return evaluator;
    }
}

;// CONCATENATED MODULE: ./src/engine/limiter/call-budget.ts

/** Sums of float prices drift by far less than this; a budget is never judged closer than it. */
const EPSILON_USD = 1e-9;
/**
 * The run's `--budget-usd`. Before a call starts it reserves what the call could cost: the
 * dearest call of its target (or judge) seen so far. A call starts only while the money spent
 * plus every reservation in flight plus its own stays within the budget; when in-flight calls
 * could still settle below their reservation it waits for them, and once the money spent alone
 * leaves it no room it is refused. The first refusal closes the budget: no new case starts,
 * while the judges of cases already answered may still run when they fit.
 *
 * A target whose price is not known yet (no call of it has finished) sends one call alone, whose
 * cost then sets the estimate. A call whose price is unknown (`null`) cannot be counted: it is
 * warned about once per target and its estimate stays 0.
 */
class CallBudget {
    limitUsd;
    logger;
    spentUsd = 0;
    reservedUsd = 0;
    closedBy;
    /** The dearest call seen per key, USD. */
    estimates = new Map();
    /** Keys whose first call is in flight, so their price is not known yet. */
    probing = new Set();
    unpricedWarned = new Set();
    waiters = [];
    constructor(limitUsd, logger) {
        this.limitUsd = limitUsd;
        this.logger = logger;
        if (!Number.isFinite(limitUsd) || limitUsd < 0)
            throw new RangeError(`budget must be a number of USD >= 0, got ${limitUsd}`);
    }
    /** Money the run's finished calls cost. */
    get spent() {
        return this.spentUsd;
    }
    /** True once a call was refused: no new case starts. */
    get closed() {
        return this.closedBy !== undefined;
    }
    /** Why the budget closed, for skipped records. */
    get reason() {
        return this.closedBy ?? `the run's budget of $${this.limitUsd} has room`;
    }
    /**
     * Reserves room for `count` calls of `key` (a batch is several), waiting while calls in flight
     * decide whether they fit; throws BudgetExceededError when they cannot.
     */
    async reserve(key, count = 1, signal) {
        for (;;) {
            signal?.throwIfAborted();
            const estimate = this.estimates.get(key);
            const need = (estimate ?? 0) * count;
            if (this.spentUsd >= this.limitUsd + EPSILON_USD ||
                this.spentUsd + need > this.limitUsd + EPSILON_USD ||
                (need === 0 && this.spentUsd >= this.limitUsd)) {
                throw this.refuse(key, estimate ?? 0);
            }
            if (estimate === undefined && !this.probing.has(key)) {
                this.probing.add(key);
                return this.hold(key, 0, count, true);
            }
            else if (estimate !== undefined && this.spentUsd + this.reservedUsd + need <= this.limitUsd + EPSILON_USD) {
                return this.hold(key, need, count, false);
            }
            else {
                // Calls in flight decide it: the key's first call, or reservations that may settle lower.
                await this.nextSettle(signal);
            }
        }
    }
    /** The refusal of one call; the first one also closes the budget to new cases. */
    refuse(key, estimate) {
        const why = `the budget of $${this.limitUsd} is reached ($${this.spentUsd.toFixed(4)} spent; a call of "${key}" ` +
            `costs about $${estimate.toFixed(4)})`;
        if (!this.closedBy) {
            this.closedBy = `not run: ${why}`;
            this.logger?.warn(`--budget-usd: ${why}; no new case starts, and no call that could pass it`);
        }
        return new agentv_error/* BudgetExceededError */.Zq(`not run: ${why}`);
    }
    hold(key, amount, count, probe) {
        this.reservedUsd += amount;
        let settled = false;
        return {
            settle: (costUsd) => {
                if (settled)
                    return;
                settled = true;
                this.reservedUsd -= amount;
                if (probe)
                    this.probing.delete(key);
                if (typeof costUsd === 'number') {
                    this.spentUsd += costUsd;
                    this.estimates.set(key, Math.max(this.estimates.get(key) ?? 0, costUsd / count));
                }
                else if (costUsd === null) {
                    if (!this.unpricedWarned.has(key)) {
                        this.unpricedWarned.add(key);
                        this.logger?.warn(`--budget-usd: the price of "${key}" is unknown, so its calls are not counted against the budget ` +
                            `(give the target pricing:)`);
                    }
                    if (!this.estimates.has(key))
                        this.estimates.set(key, 0);
                }
                this.wake();
            },
        };
    }
    wake() {
        const waiters = this.waiters;
        this.waiters = [];
        for (const resume of waiters)
            resume();
    }
    nextSettle(signal) {
        return new Promise((resolve, reject) => {
            const onAbort = () => reject(signal?.reason);
            signal?.addEventListener('abort', onAbort, { once: true });
            this.waiters.push(() => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
            });
        });
    }
}

// EXTERNAL MODULE: ./node_modules/async-mutex/index.mjs
var async_mutex = __webpack_require__(8202);
;// CONCATENATED MODULE: ./src/engine/limiter/adaptive-ceiling.ts
/**
 * How many times longer the run of successes must be before the ceiling climbs back to a level that
 * was refused before. Each probe of a refused level costs a 429 for one call; probing it rarely
 * keeps those rare (bench/rate-limits.bench.mjs).
 */
const PROBE_SUCCESS_FACTOR = 10;
const MAX_PROBE_FACTOR = 80;
/** Statuses that mean "too many calls": they may lower the ceiling. */
const THROTTLE_STATUSES = new Set([429, 503]);
/** Successes remembered: how many the server served at once, and their latency. */
const REMEMBERED_SUCCESSES = 128;
/** A throttle is read against at least this many times the served level's worth of successes. */
const EVIDENCE_FACTOR = 2;
/** Share of a call's time at either end that is our own overhead rather than the server's. */
const END_MARGIN = 0.1;
/** Successes this many times slower than the median spent their time on our side: left out. */
const OUTLIER_FACTOR = 3;
/** Latencies of the last this many successes (at least; twice the ceiling when higher) make "recent". */
const RECENT_SUCCESSES = 10;
/**
 * Latency this many times the baseline, and at least {@link LATENCY_FLOOR_MS} more, means the
 * server queues: the ceiling comes down. (Model calls take seconds; a few ms of jitter on a busy
 * machine is not queueing.)
 */
const LATENCY_TOLERANCE = 2;
const LATENCY_FLOOR_MS = 50;
/**
 * The adaptive call ceiling (`--adaptive`), as numbers only; the limiter's gate enforces it. It
 * tells a real limit from noise the way Netflix's gradient and Vegas limiters do, by reading what
 * the server does rather than reacting to every error:
 *
 * - **429s against what the server serves.** The remembered successes say how many calls the
 *   server served at once: the most that were in flight (leaving out the ends of their time, our own
 *   overhead and hand-over) at the middle of any one of them. A 429/503 for a call
 *   admitted above that level, with enough successes to back the figure, shows a real limit: the
 *   ceiling drops to the level served. A 429 at a level the server has been serving is noise (a
 *   random rejection, someone else's burst): the ceiling stays and only that call waits for its
 *   retry.
 * - **Latency.** When the median latency of recent successes grows past {@link LATENCY_TOLERANCE}
 *   times its baseline (the tenth percentile), the server is queueing: the ceiling shrinks by that
 *   ratio (gradient), at most by half.
 * - **Recovery.** `current` successes in a row raise it by one, never above `max`; a step to or
 *   past a level refused before takes {@link PROBE_SUCCESS_FACTOR} times as many, twice that each
 *   time such a probe is refused again.
 *
 * Calls carry the `epoch` they were admitted in: only calls admitted since the last lowering move
 * it, so the 429s of one burst are one signal and old successes do not raise a fresh ceiling.
 */
class AdaptiveCeiling {
    max;
    limit;
    epochNumber = 0;
    streak = 0;
    /** The levels found refused since the ceiling last went past them all: steps into them are probes. */
    refused;
    /** Successes per level a probe of a refused level waits for; doubles each time the probe is refused again. */
    probeFactor = PROBE_SUCCESS_FACTOR;
    successes = [];
    constructor(max) {
        this.max = max;
        if (!Number.isInteger(max) || max < 1)
            throw new RangeError(`the adaptive ceiling needs a maximum >= 1, got ${max}`);
        this.limit = max;
    }
    /** Calls allowed in flight right now. */
    get current() {
        return this.limit;
    }
    /** Stamp of a call admitted now with `level` calls in flight (itself included). */
    admit(level, nowMs) {
        return { epoch: this.epochNumber, level, startMs: nowMs };
    }
    /**
     * The most calls the server was seen serving at once, over the remembered successes of usual
     * latency (calls far slower than the median waited on our side: a client starting up). Undefined
     * before any success.
     */
    get served() {
        if (this.successes.length === 0)
            return undefined;
        const usual = OUTLIER_FACTOR *
            quantile(this.successes.map((s) => s.end - s.start), 0.5);
        const typical = this.successes.filter((s) => s.end - s.start <= usual);
        let peak = 0;
        for (const a of typical) {
            const middle = (a.start + a.end) / 2;
            let overlapping = 0;
            for (const b of typical) {
                const margin = (b.end - b.start) * END_MARGIN;
                if (b.start + margin <= middle && middle <= b.end - margin)
                    overlapping++;
            }
            peak = Math.max(peak, overlapping);
        }
        return peak;
    }
    /** A call admitted with `stamp` got a throttle status. Returns the ceiling change, if any. */
    throttled(stamp) {
        if (stamp.epoch !== this.epochNumber)
            return undefined;
        const served = this.served;
        if (served === undefined)
            return undefined;
        // The measured peak may fall one short of the truth (timing jitter on a busy machine); only the
        // probe of a level refused before is judged without that slack.
        const slack = this.refused !== undefined && stamp.level >= this.refused.low ? 0 : 1;
        if (stamp.level <= served + slack || this.limit <= served + slack)
            return undefined;
        // A peak over a handful of calls is no peak: until enough successes back it, that call's
        // Retry-After is the only answer.
        if (this.successes.length < Math.min(REMEMBERED_SUCCESSES, EVIDENCE_FACTOR * (served + 1)))
            return undefined;
        // A probe refused again waits twice as long next time (capped): a steady limit costs ever fewer 429s.
        if (this.refused !== undefined && stamp.level >= this.refused.low)
            this.probeFactor = Math.min(this.probeFactor * 2, MAX_PROBE_FACTOR);
        this.refused = {
            low: Math.min(this.refused?.low ?? Number.POSITIVE_INFINITY, served + 1),
            high: Math.max(this.refused?.high ?? 0, stamp.level),
        };
        return this.lower(Math.max(1, served), 'throttled');
    }
    /** A call admitted with `stamp` got an answer that was not a throttle, at `nowMs`. */
    succeeded(stamp, nowMs) {
        this.successes.push({ start: stamp.startMs, end: nowMs });
        if (this.successes.length > REMEMBERED_SUCCESSES)
            this.successes.shift();
        if (stamp.epoch !== this.epochNumber)
            return undefined;
        const gradient = this.latencyGradient();
        if (gradient > LATENCY_TOLERANCE && this.limit > 1) {
            return this.lower(Math.max(1, Math.floor(this.limit * Math.max(0.5, LATENCY_TOLERANCE / gradient))), 'latency');
        }
        this.streak++;
        const probing = this.refused !== undefined && this.limit + 1 >= this.refused.low && this.limit + 1 <= this.refused.high;
        if (this.streak < this.limit * (probing ? this.probeFactor : 1) || this.limit >= this.max)
            return undefined;
        this.streak = 0;
        const from = this.limit;
        this.limit++;
        // Past every refused level: the probes went through, the limit moved.
        if (this.refused !== undefined && this.limit > this.refused.high) {
            this.refused = undefined;
            this.probeFactor = PROBE_SUCCESS_FACTOR;
        }
        return { from, to: this.limit, reason: 'recovered' };
    }
    /**
     * Recent latency against the baseline: the median of the last successes over the tenth
     * percentile of all remembered ones (medians and percentiles, so a slow start-up or one lucky
     * answer does not move it). 1 when too few are known or the difference is small.
     */
    latencyGradient() {
        const recent = Math.max(RECENT_SUCCESSES, 2 * this.limit);
        if (this.successes.length < 2 * recent)
            return 1;
        const durations = this.successes.map((s) => s.end - s.start);
        const median = quantile(durations.slice(-recent), 0.5);
        const baseline = quantile(durations, 0.1);
        const latest = durations[durations.length - 1] ?? 0;
        // The latest answer slow too: a server that just got faster leaves the median high a while.
        const slow = (ms) => ms - baseline >= LATENCY_FLOOR_MS && ms > LATENCY_TOLERANCE * baseline;
        return baseline > 0 && slow(median) && slow(latest) ? median / baseline : 1;
    }
    lower(to, reason) {
        this.epochNumber++;
        this.streak = 0;
        const from = this.limit;
        this.limit = Math.min(from, to);
        // The latency that lowered it is spent: the new epoch's calls measure afresh.
        if (reason === 'latency')
            this.successes.length = 0;
        return this.limit === from ? undefined : { from, to: this.limit, reason };
    }
}
function quantile(values, q) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

// EXTERNAL MODULE: ./src/engine/limiter/retry-policy.ts
var retry_policy = __webpack_require__(81770);
;// CONCATENATED MODULE: ./src/engine/limiter/slot-gate.ts
/**
 * A first-come, first-served gate whose capacity can change while calls wait: the adaptive
 * ceiling's enforcement. (async-mutex's Semaphore counts free permits, so shrinking it below the
 * calls already in flight is not expressible; here a lower limit simply admits nobody until enough
 * slots come back.)
 */
class SlotGate {
    limit;
    active = 0;
    waiting = [];
    /** @param limit calls allowed in flight, read on every admission */
    constructor(limit) {
        this.limit = limit;
    }
    /** Calls admitted and not yet released. */
    get inFlight() {
        return this.active;
    }
    /** Waits for a slot; the returned function frees it (calling it twice frees it once). */
    acquire() {
        return new Promise((resolve) => {
            this.waiting.push(() => {
                let released = false;
                resolve(() => {
                    if (released)
                        return;
                    released = true;
                    this.active--;
                    this.pump();
                });
            });
            this.pump();
        });
    }
    /** Admits whoever may go now; call it when the limit rose. */
    pump() {
        while (this.waiting.length > 0 && this.active < this.limit()) {
            this.active++;
            this.waiting.shift()?.();
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/limiter/rate-pacer.ts
/** A provider that names no window is assumed to count per minute. */
const DEFAULT_WINDOW_MS = 60_000;
/** Admissions remembered per target: enough to cover every call in flight. */
const MAX_REMEMBERED = 1024;
/**
 * Share of the learnt refill rate left unused: headers round (whole requests and tokens, reset
 * times), and a call admitted the moment the budget seems to fit would meet a 429 on any error.
 */
const RATE_MARGIN = 0.03;
/** Weight of the newest sample in the running estimates. */
const SMOOTHING = 0.2;
class TargetPace {
    requests;
    tokens;
    notBefore = Number.NEGATIVE_INFINITY;
    tokenEstimate = 0;
    nextSeq = 1;
    /** True once any call of the target was answered (or failed): its limits, if any, are known. */
    answered = false;
    /** Calls admitted and not yet settled. */
    unsettled = 0;
    /** Admitted calls in order. */
    admitted = [];
    queue = [];
    cancelTimer;
}
/**
 * Paces the calls to each target by the rate limits its provider reports in headers: a budget of
 * requests and one of tokens per window, each refilling continuously. The answer of the latest
 * admitted call says what was left when the server counted that call; every call admitted after it,
 * and every earlier one still unanswered when it came (it may have reached the server later), is
 * counted against it (a request each; tokens each: the target's usual, but never less than the
 * max_tokens its request carries, which the provider counts at admission), and the refill since
 * then is added back. A call that does not fit waits, first come first served, until the budget
 * has refilled enough. A 429 that carries the headers holds the whole target for its Retry-After;
 * a bare 429 does not (the retry policy waits for that call alone), so random 429s cost little.
 *
 * A target whose answers never carried rate-limit headers is not paced at all.
 */
class RatePacer {
    clock;
    firstRound;
    share;
    targets = new Map();
    now;
    /**
     * @param clock the run's clock: the time budgets refill by, and the timer a waiting call wakes on
     * @param firstRound calls a target may have in flight before its first answer says whether it has
     *   rate limits (the global ceiling: one round, then the headers pace the rest)
     * @param share this process's part (0..1] of each budget: 1 alone; in a `--queue` run the headers
     *   count every process's calls, so each live process takes its part of what is left and of the refill
     */
    constructor(clock, firstRound, share = () => 1) {
        this.clock = clock;
        this.firstRound = firstRound;
        this.share = share;
        this.now = () => clock.now();
    }
    /** Waits until a call to `key` fits its budgets, then admits it. */
    admit(key, { signal, onWait, tokens } = {}) {
        signal?.throwIfAborted();
        const pace = this.target(key);
        const floor = tokens !== undefined && tokens > 0 ? tokens : 0;
        if (pace.queue.length === 0 && this.delay(pace, floor).waitMs <= 0)
            return Promise.resolve(this.reserve(key, pace, floor));
        return new Promise((resolve, reject) => {
            const waiter = {
                floor,
                resolve,
                reject,
                onWait,
                waited: false,
                signal,
                onAbort: () => {
                    pace.queue = pace.queue.filter((w) => w !== waiter);
                    reject(signal?.reason);
                    this.pump(key, pace);
                },
            };
            signal?.addEventListener('abort', waiter.onAbort, { once: true });
            pace.queue.push(waiter);
            this.pump(key, pace);
        });
    }
    /** Learns from the answer (or failure) of the call `ticket` admitted. */
    settle(ticket, feedback) {
        const pace = this.target(ticket.key);
        pace.answered = true;
        pace.unsettled--;
        if (feedback.tokens !== undefined && feedback.tokens > 0) {
            pace.tokenEstimate =
                pace.tokenEstimate === 0
                    ? feedback.tokens
                    : pace.tokenEstimate + SMOOTHING * (feedback.tokens - pace.tokenEstimate);
        }
        const entry = pace.admitted.find((a) => a.seq === ticket.seq);
        if (entry)
            entry.settled = true;
        const info = feedback.rateLimit;
        if (info) {
            const carried = pace.admitted.filter((a) => a.seq < ticket.seq && !a.settled);
            const at = this.now();
            pace.requests = learn(pace.requests, info.requests, ticket.seq, at, carried);
            pace.tokens = learn(pace.tokens, info.tokens, ticket.seq, at, carried);
            if (feedback.retryAfterMs !== undefined && feedback.retryAfterMs > 0)
                pace.notBefore = Math.max(pace.notBefore, this.now() + feedback.retryAfterMs);
            const oldest = Math.min(pace.requests?.seq ?? Number.POSITIVE_INFINITY, pace.tokens?.seq ?? Number.POSITIVE_INFINITY);
            // Unanswered calls stay: a later header may still have to carry them.
            pace.admitted = pace.admitted.filter((a) => a.seq > oldest || !a.settled);
        }
        this.pump(ticket.key, pace);
    }
    /** True once `key`'s answers carried rate-limit headers. */
    paces(key) {
        const pace = this.targets.get(key);
        return pace?.requests !== undefined || pace?.tokens !== undefined;
    }
    target(key) {
        let pace = this.targets.get(key);
        if (!pace) {
            pace = new TargetPace();
            this.targets.set(key, pace);
        }
        return pace;
    }
    reserve(key, pace, floor) {
        const ticket = { key, seq: pace.nextSeq++ };
        pace.unsettled++;
        pace.admitted.push({ seq: ticket.seq, tokens: pace.tokenEstimate, floor, settled: false });
        if (pace.admitted.length > MAX_REMEMBERED)
            pace.admitted.splice(0, MAX_REMEMBERED / 2);
        return ticket;
    }
    /** How long the next call to this target, counted at least `floor` tokens, must wait, and for which budget. */
    delay(pace, floor) {
        const part = Math.min(1, Math.max(Number.MIN_VALUE, this.share()));
        // Until the first answer, one round (this process's part of it): its headers, or their absence, decide the rest.
        if (!pace.answered && pace.unsettled >= Math.max(1, Math.floor(this.firstRound * part)))
            return { waitMs: Number.POSITIVE_INFINITY, reason: 'first-answer' };
        const now = this.now();
        let waitMs = pace.notBefore - now;
        let reason = 'retry-after';
        const check = (state, need, unit, why) => {
            if (!state || need <= 0)
                return;
            const whole = refillPerMs(state);
            const rate = whole === undefined ? undefined : whole * part;
            const limit = state.limit === undefined ? undefined : state.limit * part;
            // A call admitted before the usual tokens were known counts at today's usual, and never below
            // what the provider counted for it at admission.
            const cost = (a) => (unit === 'requests' ? 1 : Math.max(a.floor, a.tokens || pace.tokenEstimate));
            let pending = 0;
            for (const a of state.carried)
                pending += cost(a);
            for (const a of pace.admitted)
                if (a.seq > state.seq)
                    pending += cost(a);
            const refilled = state.remaining * part + (rate ?? 0) * Math.max(0, now - state.atMs);
            const available = Math.min(limit ?? Number.POSITIVE_INFINITY, refilled) - pending;
            const wanted = Math.min(need, limit ?? need);
            if (available >= wanted)
                return;
            // Without a refill rate nothing predicts the budget: wait a window for the next answer.
            const wait = rate ? (wanted - available) / rate : DEFAULT_WINDOW_MS;
            if (wait > waitMs) {
                waitMs = wait;
                reason = why;
            }
        };
        check(pace.requests, 1, 'requests', 'rate-limit-requests');
        check(pace.tokens, Math.max(floor, pace.tokenEstimate), 'tokens', 'rate-limit-tokens');
        return { waitMs, reason };
    }
    /** Admits waiting calls that fit, in order; sets one timer for the first that does not. */
    pump(key, pace) {
        pace.cancelTimer?.();
        pace.cancelTimer = undefined;
        while (pace.queue.length > 0) {
            const head = pace.queue[0];
            const { waitMs, reason } = this.delay(pace, head.floor);
            if (waitMs > 0) {
                if (!head.waited) {
                    head.waited = true;
                    head.onWait?.(reason, waitMs);
                }
                // An infinite wait ends with an answer, which pumps again.
                if (Number.isFinite(waitMs))
                    pace.cancelTimer = this.clock.timer(Math.ceil(waitMs), () => this.pump(key, pace));
                return;
            }
            pace.queue.shift();
            head.signal?.removeEventListener('abort', head.onAbort);
            head.resolve(this.reserve(key, pace, head.floor));
        }
    }
}
/** The budget after an answer of `ticket`'s call; an answer older than what is known is ignored. */
function learn(state, budget, seq, atMs, carried) {
    if (!budget || budget.remaining === undefined)
        return state;
    if (state && state.seq > seq)
        return state;
    const limit = budget.limit ?? state?.limit;
    let deficit = (state?.deficit ?? 0) * (1 - SMOOTHING);
    let refillMs = (state?.refillMs ?? 0) * (1 - SMOOTHING);
    if (limit !== undefined && budget.resetMs !== undefined && budget.resetMs > 0 && budget.remaining < limit) {
        deficit += limit - budget.remaining;
        refillMs += budget.resetMs;
    }
    return { limit, remaining: budget.remaining, carried, seq, atMs, deficit, refillMs };
}
/** Units per ms the budget refills (less the margin): learnt from the resets, else its limit per minute. */
function refillPerMs(state) {
    if (state.refillMs > 0 && state.deficit > 0)
        return (1 - RATE_MARGIN) * (state.deficit / state.refillMs);
    return state.limit !== undefined && state.limit > 0
        ? (1 - RATE_MARGIN) * (state.limit / DEFAULT_WINDOW_MS)
        : undefined;
}

;// CONCATENATED MODULE: ./src/engine/limiter/call-limiter.ts







/**
 * The one object that owns every outbound model call of a run: a global ceiling, the pacing of
 * each target by the rate limits its provider reports, one retry policy with backoff, a per-call
 * timeout, and structured events. A call first waits for its target's budget, then for a slot; a
 * slot is held only while a request is in flight (never during backoff or pacing) and is released
 * on every path (try/finally).
 */
class CallLimiter {
    options;
    ceiling;
    semaphore;
    adaptive;
    gate;
    pacer;
    active = 0;
    waiting = 0;
    policies = new WeakMap();
    constructor(options) {
        this.options = options;
        if (!Number.isInteger(options.ceiling) || options.ceiling < 1) {
            throw new RangeError(`MAX_CONCURRENT_LLM_CALLS must be >= 1, got ${options.ceiling}`);
        }
        this.ceiling = options.ceiling;
        this.semaphore = new async_mutex/* Semaphore */.jf(options.ceiling);
        if (options.adaptive) {
            const adaptive = new AdaptiveCeiling(options.ceiling);
            this.adaptive = adaptive;
            this.gate = new SlotGate(() => adaptive.current);
        }
        const { sharedSlots } = options;
        this.pacer = new RatePacer(options.runtime, options.ceiling, () => sharedSlots?.paceShare?.() ?? 1);
    }
    /** Calls allowed in flight now: the ceiling, or in adaptive mode its current value. */
    get effectiveCeiling() {
        return this.adaptive?.current ?? this.ceiling;
    }
    /** The run's budget, when it has one (`--budget-usd`). */
    get budget() {
        return this.options.budget;
    }
    /** Calls in flight right now. */
    get activeSlots() {
        return this.active;
    }
    /**
     * Runs `fn` under the ceiling, timeout and retry policy. `fn` must pass its signal to the HTTP
     * request. A final failure is a ProviderError whose message and `details` give the attempts,
     * the last HTTP status and the elapsed time.
     */
    async run(label, fn, options = {}) {
        const policy = this.policyWith(options.retry);
        const { runtime } = this.options;
        const started = runtime.now();
        for (let attempt = 1;; attempt++) {
            try {
                return await this.attempt(label, fn, options);
            }
            catch (error) {
                if (options.signal?.aborted)
                    throw error;
                const status = error instanceof agentv_error/* ProviderError */.mZ ? error.status : undefined;
                if (attempt > policy.maxRetries || !(0,retry_policy/* isRetryable */.r3)(error, policy)) {
                    const elapsedMs = runtime.now() - started;
                    const failure = annotate(error, attempt, elapsedMs);
                    this.emit({
                        event: 'failed',
                        ...label,
                        attempts: attempt,
                        status_code: status ?? null,
                        elapsed_s: elapsedMs / 1000,
                        error: failure.message,
                    });
                    runtime.logger.error(`${label.agent} / ${label.dimension}: ${failure.message}`);
                    throw failure;
                }
                const retryAfter = error instanceof agentv_error/* ProviderError */.mZ ? error.retryAfterMs : undefined;
                const delayMs = (0,retry_policy/* retryDelayMs */.qO)(attempt, policy, runtime.random, retryAfter);
                this.emit({ event: 'retry', ...label, attempt, status_code: status ?? null, delay_s: delayMs / 1000 });
                options.onRetry?.();
                await runtime.sleep(delayMs, options.signal);
            }
        }
    }
    /** The run's retry policy under a target's overrides, merged once per overrides object rather than per call. */
    policyWith(overrides) {
        if (!overrides)
            return this.options.retry;
        let merged = this.policies.get(overrides);
        if (!merged) {
            merged = { ...this.options.retry, ...overrides };
            this.policies.set(overrides, merged);
        }
        return merged;
    }
    async attempt(label, fn, options) {
        const useSlot = options.useSlot ?? true;
        let release;
        let stamp;
        let ticket;
        if (useSlot) {
            await this.sharedHold(options.paceKey ?? label.agent, label, options.signal);
            ticket = await this.pacer.admit(options.paceKey ?? label.agent, {
                signal: options.signal,
                tokens: options.paceTokens,
                onWait: (reason, waitMs) => this.emit({
                    event: 'queueing',
                    ...label,
                    queue_depth: this.waiting,
                    reason,
                    ...(Number.isFinite(waitMs) ? { wait_s: waitMs / 1000 } : {}),
                }),
            });
            this.waiting++;
            this.emit({ event: 'queueing', ...label, queue_depth: this.waiting, reason: 'ceiling' });
            try {
                if (this.options.sharedSlots)
                    release = await this.options.sharedSlots.acquire(this.effectiveCeiling, options.signal);
                else if (this.gate)
                    release = await this.gate.acquire();
                else
                    [, release] = await this.semaphore.acquire();
            }
            finally {
                this.waiting--;
            }
            this.active++;
            stamp = this.adaptive?.admit(this.active, this.options.runtime.now());
            this.emit({ event: 'acquired', ...label, active_slots: this.active });
        }
        try {
            const timeoutMs = options.timeoutMs ?? this.options.callTimeoutMs;
            const value = await withTimeout(`call for ${label.dimension}`, timeoutMs, options.signal, fn, {
                onTimeout: () => {
                    this.emit({ event: 'timeout', ...label, timeout_s: timeoutMs / 1000 });
                    this.options.runtime.logger.warn(`${label.agent} / ${label.dimension}: call timed out after ${timeoutMs / 1000} s; aborted`);
                },
                windDownMs: this.options.abortGraceMs ?? 1000,
                timer: this.options.runtime.timer,
            });
            if (ticket)
                this.pacer.settle(ticket, options.feedback?.(value) ?? {});
            if (stamp)
                this.adapt(label, this.adaptive?.succeeded(stamp, this.options.runtime.now()));
            return value;
        }
        catch (error) {
            if (ticket)
                this.onPacedFailure(label, ticket, error);
            if (stamp)
                this.onFailedAttempt(label, stamp, error);
            throw error;
        }
        finally {
            if (release) {
                this.active--;
                release();
                this.emit({ event: 'released', ...label, active_slots: this.active });
            }
        }
    }
    /**
     * `--queue`: waits out a hold another process's rate-limited answer put on the target (the
     * provider's headers count every process's calls, so its Retry-After is for all of them).
     */
    async sharedHold(key, label, signal) {
        const until = await this.options.sharedSlots?.heldUntil(key);
        const waitMs = until === undefined ? 0 : until - this.options.runtime.now();
        if (waitMs <= 0)
            return;
        this.emit({ event: 'queueing', ...label, queue_depth: this.waiting, reason: 'retry-after', wait_s: waitMs / 1000 });
        await this.options.runtime.sleep(waitMs, signal);
    }
    /**
     * A failed attempt's rate-limit headers update its target's budgets; with them, its Retry-After
     * holds the whole target (the provider's limiter spoke). Without them it holds only this call.
     */
    onPacedFailure(label, ticket, error) {
        if (!(error instanceof agentv_error/* ProviderError */.mZ) || !error.rateLimit) {
            this.pacer.settle(ticket, {});
            return;
        }
        const holdMs = error.retryAfterMs;
        this.pacer.settle(ticket, { rateLimit: error.rateLimit, retryAfterMs: holdMs });
        if (holdMs !== undefined && holdMs > 0 && error.status !== undefined) {
            this.options.sharedSlots?.shareHold(ticket.key, this.options.runtime.now() + holdMs);
            this.emit({ event: 'hold', ...label, status_code: error.status, hold_s: holdMs / 1000 });
        }
    }
    /** Adaptive mode: a throttle may lower the ceiling; other failures count for nothing. */
    onFailedAttempt(label, stamp, error) {
        const status = error instanceof agentv_error/* ProviderError */.mZ ? error.status : undefined;
        if (!this.adaptive || status === undefined || !THROTTLE_STATUSES.has(status))
            return;
        this.adapt(label, this.adaptive.throttled(stamp), status);
    }
    adapt(label, change, status) {
        if (!change)
            return;
        this.emit({ event: 'ceiling', ...label, ...change, status_code: status ?? null });
        this.options.runtime.logger.debug(`call ceiling ${change.from} -> ${change.to} (${change.reason}${status ? ` by ${status}` : ''})`);
        this.options.sharedSlots?.shareCeiling(change.to);
        // A raised ceiling may admit waiting calls at once.
        this.gate?.pump();
    }
    emit(event) {
        this.options.onEvent?.(event);
    }
}
/**
 * The final failure of a call, as the result record shows it: the original message plus attempts,
 * the last HTTP status and the elapsed time, also kept in `details` for machines.
 */
function annotate(error, attempts, elapsedMs) {
    const status = error instanceof agentv_error/* ProviderError */.mZ ? error.status : undefined;
    const message = error instanceof Error ? error.message : String(error);
    const summary = `gave up after ${attempts} attempt${attempts === 1 ? '' : 's'} ` +
        `in ${(elapsedMs / 1000).toFixed(1)} s, last ` +
        `status ${status ?? (error instanceof agentv_error/* TimeoutError */.MU ? 'none (timed out)' : 'none')}`;
    return new agentv_error/* ProviderError */.mZ(`${message} (${summary})`, {
        status,
        retryable: false,
        retryAfterMs: error instanceof agentv_error/* ProviderError */.mZ ? error.retryAfterMs : undefined,
        details: {
            ...(error instanceof agentv_error/* ProviderError */.mZ ? error.details : {}),
            attempts,
            elapsed_ms: elapsedMs,
            last_status: status ?? null,
            ...(error instanceof agentv_error/* TimeoutError */.MU ? { timed_out: true } : {}),
        },
        cause: error,
    });
}

// EXTERNAL MODULE: ./src/results/result-writer.ts
var result_writer = __webpack_require__(57269);
;// CONCATENATED MODULE: ./src/engine/results/open-results-writer.ts




/**
 * Opens the run's results file before any case starts (appending with `--resume`), so an
 * unwritable folder fails at once with one ConfigError line instead of after planning.
 */
async function openResultsWriter(options, logger, nowMs = Date.now()) {
    try {
        // A run without --resume never destroys earlier results unless told to (--overwrite): they are
        // kept beside the new file.
        if (!options.resume && !options.overwrite) {
            const kept = await keepEarlierResults(options.outPath, nowMs);
            if (kept)
                logger?.warn(`${options.outPath} already held results: kept them as ${kept} (pass --resume to add to a file instead)`);
        }
        return await (0,result_writer/* createResultWriter */.H)(options.outPath, options.outputFormat, { append: options.resume ?? false });
    }
    catch (cause) {
        throw (0,config_error/* outputFileError */.M5)(options.outPath, 'results file', cause, options.resume ? '--resume' : '--out');
    }
}
/**
 * Moves a non-empty file at `file` to `<name>.previous-<time><ext>` beside it; returns where, or
 * undefined when there was nothing to keep.
 */
async function keepEarlierResults(file, nowMs) {
    const size = await (0,external_node_fs_promises_.stat)(file).then((s) => (s.isFile() ? s.size : 0), () => 0);
    if (size === 0)
        return undefined;
    const ext = external_node_path_default().extname(file);
    const stamp = new Date(nowMs).toISOString().replace(/[:.]/g, '-');
    const kept = external_node_path_default().join(external_node_path_default().dirname(file), `${external_node_path_default().basename(file, ext)}.previous-${stamp}${ext}`);
    await (0,external_node_fs_promises_.rename)(file, kept);
    return kept;
}

;// CONCATENATED MODULE: ./src/engine/run/run-healthchecks.ts


/**
 * Runs the `healthcheck()` of every target that answers cases, once each and before the first
 * case, so an agent that is not there stops the run with one clear line instead of failing every
 * case. A failure that is not already one of ours becomes a ConfigError at the target (exit 2).
 */
async function runHealthchecks(providers, targetNames, logger, signal) {
    for (const name of new Set(targetNames)) {
        const { provider, definition } = providers.target(name);
        if (!provider.healthcheck)
            continue;
        logger.debug(`healthcheck of target "${name}" (${definition.provider})`);
        try {
            await provider.healthcheck({ signal });
        }
        catch (error) {
            if (signal.aborted || ((0,agentv_error/* isAgentvError */.eT)(error) && error.exitCode === 2))
                throw error;
            const why = error instanceof Error ? error.message : String(error);
            throw new config_error/* ConfigError */.xL(`target "${name}" failed its healthcheck: ${why}`, {
                file: definition.source.file,
                ...(definition.source.line !== undefined ? { line: definition.source.line } : {}),
            }, 'make sure the agent is installed and ready, then run again');
        }
    }
}

// EXTERNAL MODULE: ./src/engine/run/run-options.ts + 1 modules
var run_options = __webpack_require__(43170);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
;// CONCATENATED MODULE: ./src/engine/run/run-stop.ts

/** Default time cases in flight get to finish once a run is asked to stop (`RunHooks.graceMs`). */
const DEFAULT_STOP_GRACE_MS = 10_000;
/**
 * How a run stops. Once its door's signal aborts no new case is scheduled, and the cases in flight
 * get `graceMs` to finish before they are aborted too (left without a record, so `--resume` runs
 * them again). The run itself stops scheduling when its results can no longer be written.
 */
class RunStop {
    signal;
    graceMs;
    timer;
    /** Aborted when no new case may start. */
    scheduling = new AbortController();
    /** Aborted when the cases in flight must end; every case and call listens on it. */
    cases = new AbortController();
    cancelGrace;
    constructor(signal, graceMs, timer) {
        this.signal = signal;
        this.graceMs = graceMs;
        this.timer = timer;
        // Every case and call in flight listens on it (two per worker and more): not a leak.
        (0,external_node_events_.setMaxListeners)(0, this.cases.signal);
        if (signal?.aborted)
            this.onAbort();
        else
            signal?.addEventListener('abort', this.onAbort, { once: true });
    }
    /** Whether the run stopped before every case was scheduled. */
    get stopped() {
        return this.scheduling.signal.aborted;
    }
    /** Stops scheduling for a reason of the run's own; cases in flight finish. */
    haltScheduling(reason) {
        if (!this.stopped)
            this.scheduling.abort(reason);
    }
    /** Forgets the door's signal and any grace timer: the run is over. */
    dispose() {
        this.cancelGrace?.();
        this.signal?.removeEventListener('abort', this.onAbort);
    }
    onAbort = () => {
        this.scheduling.abort(this.signal?.reason);
        this.cancelGrace = this.timer(this.graceMs, () => this.cases.abort(this.signal?.reason));
    };
}

// EXTERNAL MODULE: ./src/engine/run/run-selection.ts
var run_selection = __webpack_require__(50690);
;// CONCATENATED MODULE: ./src/engine/results/repeat-tracker.ts

/**
 * The repeats of a run (`iterations`): per case × prompt variant, the runs made so far and
 * the pass policy that decides it. With `--early-stop` it orders the tasks iteration by iteration
 * (every case's first run, then every case's second, …) so that a case's earlier runs have usually
 * finished when its next one is due, and it skips a run whose case is already settled.
 */
class RepeatTracker {
    earlyStop;
    groups = new Map();
    /**
     * @param policyOverride `--pass-policy`, which wins over each file's `pass_policy`
     * @param earlyStop `--early-stop`
     */
    constructor(tasks, policyOverride, earlyStop) {
        this.earlyStop = earlyStop;
        // Ids are unique within a file, so without a second iteration a case × variant can only come
        // up twice when two files share a dataset: otherwise there is nothing to group, and a large run
        // of single cases builds no group at all.
        if (!mayRepeat(tasks))
            return;
        for (const task of tasks) {
            const key = groupKey(task.suite.dataset, task.caseId, task.promptId);
            const group = this.groups.get(key);
            if (group)
                group.planned++;
            else {
                const policy = policyOverride ??
                    (task.suite.passPolicy
                        ? (0,repeats/* parsePassPolicy */.hH)(task.suite.passPolicy, `pass_policy in ${task.suite.filePath}`)
                        : repeats/* DEFAULT_PASS_POLICY */.d2);
                this.groups.set(key, { policy, planned: 1, runs: 0, passes: 0, records: [] });
            }
        }
        // A case run once has nothing to settle or report here: no group held per case of a large run.
        for (const [key, group] of this.groups)
            if (group.planned === 1)
                this.groups.delete(key);
    }
    /** True when some case × variant runs more than once. */
    get repeated() {
        for (const group of this.groups.values())
            if (group.planned > 1)
                return true;
        return false;
    }
    /**
     * The tasks in the order to run them: planned order, or iteration-major with early stopping
     * (a case's next run is then usually due after its earlier ones finished).
     */
    order(tasks) {
        if (!this.earlyStop || !this.repeated)
            return tasks;
        const iterations = Array.from(tasks, (task) => task.iteration);
        const order = iterations.map((_, index) => index).sort((a, b) => iterations[a] - iterations[b] || a - b);
        return tasks.pick(order);
    }
    /** Whether `task` may be skipped: `--early-stop` is on and its case is settled by the runs so far. */
    settled(task) {
        const group = this.groups.get(groupKey(task.suite.dataset, task.caseId, task.promptId));
        if (!this.earlyStop)
            return false;
        return group !== undefined && group.runs > 0 && (0,repeats/* settledAfter */.kz)(group.passes, group.runs, group.planned, group.policy);
    }
    /** Counts a record of this run, or of the results file a `--resume` continues. */
    record(result) {
        const group = this.groups.get(groupKey(result.dataset, result.eval_id, result.prompt_id ?? 'default'));
        // A run the budget skipped was not made.
        if (!group || result.skipped !== undefined)
            return;
        group.runs++;
        if ((0,repeats/* runPassed */.GT)(result))
            group.passes++;
        // Only repeated cases are reported per run; a case run once keeps its counts alone.
        if (group.planned > 1)
            group.records.push({
                eval_id: result.eval_id,
                prompt_id: result.prompt_id ?? 'default',
                score: result.score,
                error: result.error,
                ...(result.pass !== undefined ? { pass: result.pass } : {}),
            });
    }
    /** The pass policies in force, as written (`all`, `rate:0.8`, …), for summaries. */
    policyLabel() {
        const labels = new Set([...this.groups.values()].filter((g) => g.planned > 1).map((g) => (0,repeats/* formatPassPolicy */.Zk)(g.policy)));
        return [...labels].join(', ') || (0,repeats/* formatPassPolicy */.Zk)(repeats/* DEFAULT_PASS_POLICY */.d2);
    }
    /** Per case × variant with more than one planned run: runs, pass rate, interval, label, verdict. */
    cases() {
        const out = [];
        for (const group of this.groups.values()) {
            if (group.planned < 2 || group.runs === 0)
                continue;
            out.push(...(0,repeats/* repeatCases */.rI)(group.records, group.policy, () => group.planned));
        }
        return out;
    }
}
/** Whether some task is a second iteration, or two of the tasks' suites have the same dataset name. */
function mayRepeat(tasks) {
    const suiteOf = new Map();
    for (const { suite, iteration } of tasks) {
        if (iteration > 0)
            return true;
        const seen = suiteOf.get(suite.dataset);
        if (seen && seen !== suite)
            return true;
        suiteOf.set(suite.dataset, suite);
    }
    return false;
}
function groupKey(dataset, evalId, promptId) {
    return `${dataset ?? ''}\u0000${evalId}\u0000${promptId}`;
}

;// CONCATENATED MODULE: ./src/engine/results/resume-state.ts




/**
 * Reads the results file of `--resume` and trims a torn last record, JSONL or YAML (saying so), so appends
 * continue a valid file. A file that does not exist yet means nothing was recorded: the run
 * starts from the beginning.
 */
async function loadResumeState(file, logger) {
    if (!(await exists(file))) {
        logger.warn(`--resume: ${file} does not exist yet; running every case`);
        return { records: [], done: new Set() };
    }
    const { records, warnings } = await (0,read_results/* readResults */.x8)(file);
    for (const w of warnings)
        logger.warn(w);
    try {
        const removed = await (0,read_results/* trimTornTail */.e7)(file);
        if (removed > 0)
            logger.warn(`${file}: removed the torn last ${/\.ya?ml$/i.test(file) ? 'record' : 'line'} ` +
                `(${removed} bytes) before appending`);
    }
    catch (cause) {
        throw new config_error/* ConfigError */.xL(`cannot resume: ${(0,config_error/* fileErrorReason */.Hs)(cause)}`, { file }, 'make the results file writable, or pass a different --resume file');
    }
    // Cases the budget skipped are run again (with the budget this run has); their old records are
    // superseded by the new ones when the file is read.
    const kept = records.filter((r) => r.skipped === undefined);
    const done = new Set(kept.map((r) => (0,plan/* taskKey */.Do)({ evalId: r.eval_id, promptId: r.prompt_id, iteration: r.iteration })));
    return { records: kept, done };
}
/**
 * The tasks that have no record yet, and how many were dropped. Records hold ids as written after
 * redaction (an id carrying a secret value reads `…[REDACTED]…`), so each task's id is redacted the
 * same way before it is looked up.
 */
function dropRecordedTasks(tasks, done, redact = (text) => text) {
    const remaining = tasks.filter((t) => !done.has((0,plan/* taskKey */.Do)({ evalId: redact(t.caseId), promptId: redact(t.promptId), iteration: t.iteration })));
    return { tasks: remaining, dropped: tasks.length - remaining.length };
}
async function exists(file) {
    try {
        const info = await (0,external_node_fs_promises_.stat)(file);
        if (!info.isFile())
            throw new config_error/* ConfigError */.xL('--resume needs a results file, but this is a folder', { file }, 'pass the JSONL file the interrupted run wrote');
        return true;
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return false;
        if (error instanceof config_error/* ConfigError */.xL)
            throw error;
        throw new config_error/* ConfigError */.xL(`cannot read the results file: ${(0,config_error/* fileErrorReason */.Hs)(error)}`, { file }, 'check the --resume path and its permissions');
    }
}

;// CONCATENATED MODULE: ./src/engine/run/run-tasks.ts




/**
 * Plans the run's tasks (files × cases × variants × iterations), keeps its shard's, and with
 * `--resume` drops those the results file already records.
 */
async function planRunTasks(prepared, options, logger, redactor) {
    const planned = (0,plan/* selectShard */.Xm)((0,plan/* planTasks */.s$)(prepared.suites, {
        evalIds: options.evalIds,
        picked: await (0,run_selection/* selectCases */._H)(prepared.suites, options.evalIds, options.selection),
        iterations: options.iterations,
    }), options.shard);
    const repeats = new RepeatTracker(planned, options.passPolicy, options.earlyStop ?? false);
    const { tasks, resumed } = options.resume
        ? await resumeTasks(planned, prepared, options.outPath, logger, redactor)
        : { tasks: planned, resumed: [] };
    const targetFor = (task) => prepared.targetNameFor(task.suite, task.suite.cases.targetName(task.caseIndex));
    const targetNames = new Set();
    for (const task of tasks)
        targetNames.add(targetFor(task));
    return { tasks, repeats, resumed, targetFor, targetNames };
}
/** `--resume`: the tasks the results file does not record yet, and the records it holds. */
async function resumeTasks(planned, prepared, file, logger, redactor) {
    const resume = await loadResumeState(file, logger);
    warnOfForeignRecords(resume.records, prepared, file, logger);
    const left = dropRecordedTasks(planned, resume.done, (text) => redactor.text(text));
    logger.info(`resuming ${file}: ${left.dropped} case(s) already recorded, ${left.tasks.length} to run`);
    return { tasks: left.tasks, resumed: resume.records };
}
/** Records of none of this run's datasets: most likely another suite's file. */
function warnOfForeignRecords(records, prepared, file, logger) {
    const datasets = new Set(prepared.suites.map((suite) => suite.dataset));
    const recorded = new Set(records.map((r) => r.dataset));
    const foreign = [...recorded].filter((d) => !datasets.has(d));
    if (records.length === 0 || foreign.length !== recorded.size)
        return;
    const quoted = (names) => [...names].map((d) => `"${d}"`).join(', ');
    logger.warn(`--resume: ${file} holds results of ${quoted(foreign)}, not of this run's suites (${quoted(datasets)}); ` +
        `this run's records are added to it`);
}

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
;// CONCATENATED MODULE: ./src/engine/run/schedule.ts

/**
 * Runs every task through a p-limit pool of `workers`, each file further capped at its share
 * (file-level balancing). A new task starts the moment any finishes. Tasks are handed to the pool
 * only when it has room, so a run of 10,000 cases holds `workers` pending promises, not 10,000;
 * the queues hold task positions, and a task object is made when its task starts.
 */
function schedule(tasks, options, run) {
    const pool = (0,p_limit/* default */.A)(options.workers);
    const shares = workerShares(options.workers, Math.max(1, options.fileCount));
    // Each file's queue of task positions (a task of a file past the shares joins the last one).
    const slot = (fileIndex) => Math.min(fileIndex, shares.length - 1);
    const fileOf = Int32Array.from({ length: tasks.length }, (_, index) => slot(tasks.at(index).fileIndex));
    const sizes = shares.map(() => 0);
    for (const file of fileOf)
        sizes[file]++;
    const queues = sizes.map((size) => new Int32Array(size));
    const filled = sizes.map(() => 0);
    fileOf.forEach((file, index) => {
        queues[file][filled[file]++] = index;
    });
    const heads = queues.map(() => 0);
    const running = queues.map(() => 0);
    let remaining = tasks.length;
    let cursor = 0;
    return new Promise((resolve, reject) => {
        if (remaining === 0)
            return resolve();
        /** The next task whose file still has room, taking files in turn so none starves. */
        const pick = () => {
            for (let step = 0; step < queues.length; step++) {
                const file = (cursor + step) % queues.length;
                if (heads[file] < queues[file].length && running[file] < shares[file]) {
                    cursor = (file + 1) % queues.length;
                    return tasks.at(queues[file][heads[file]++]);
                }
            }
            return undefined;
        };
        const skipRest = () => {
            for (let file = 0; file < queues.length; file++) {
                remaining -= queues[file].length - heads[file];
                heads[file] = queues[file].length;
            }
        };
        const fill = () => {
            if (options.signal?.aborted)
                skipRest();
            while (pool.activeCount + pool.pendingCount < options.workers) {
                const task = pick();
                if (!task)
                    break;
                running[slot(task.fileIndex)]++;
                pool(() => run(task)).then(() => {
                    running[slot(task.fileIndex)]--;
                    if (--remaining === 0)
                        resolve();
                    else
                        fill();
                }, reject);
            }
            if (remaining === 0)
                resolve();
        };
        fill();
    });
}
/**
 * File-level balancing: every file gets at least one worker, and the remaining
 * workers are divided evenly (the first files take the remainder). The global pool still
 * caps the total at `workers`.
 */
function workerShares(workers, fileCount) {
    if (fileCount <= 0)
        return [];
    if (fileCount >= workers)
        return Array.from({ length: fileCount }, () => 1);
    const base = Math.floor(workers / fileCount);
    const extra = workers % fileCount;
    return Array.from({ length: fileCount }, (_, i) => base + (i < extra ? 1 : 0));
}
/**
 * Workers precedence: --workers > the target's `workers` > 1. A target that can only serve one
 * case at a time (VS Code: window focus) caps the run at 1, with a warning when more were asked.
 */
function resolveWorkers(cli, targets, logger) {
    const fromTarget = targets.map((t) => t.definition.workers).find((w) => w !== undefined);
    let workers = cli ?? fromTarget ?? 1;
    for (const { definition, limits } of targets) {
        const cap = limits.maxConcurrentCases;
        if (cap !== undefined && workers > cap) {
            logger.warn(`target "${definition.name}" (${definition.provider}) runs at most ${cap} case(s) at a time; using ${cap} ` +
                `worker(s) instead of ${workers}`);
            workers = cap;
        }
    }
    return workers;
}

;// CONCATENATED MODULE: ./src/engine/case/case-workspace.ts





/**
 * Copies `config.template` into a fresh folder under the system temp dir. Every task gets its own
 * folder, so parallel cases never share a copy. Everything is copied (it is the template); symlinks
 * are kept as they are so relative links (node_modules/.bin) keep pointing inside the copy.
 */
async function openCaseWorkspace(config, options) {
    const { runtime, keep } = options;
    const root = await (0,external_node_fs_promises_.mkdtemp)(external_node_path_default().join(external_node_os_default().tmpdir(), 'agentv-workspace-'));
    const dir = external_node_path_default().join(root, external_node_path_default().basename(config.template) || 'workspace');
    const close = async () => {
        if (!keep)
            await (0,external_node_fs_promises_.rm)(root, { recursive: true, force: true });
    };
    try {
        await (0,external_node_fs_promises_.cp)(config.template, dir, { recursive: true, verbatimSymlinks: true });
    }
    catch (error) {
        await close();
        throw error;
    }
    let snapshot;
    return {
        dir,
        kept: keep,
        close,
        setUp: async (signal) => {
            if (config.setup)
                await runSetup(config.setup, dir, runtime, signal);
            try {
                snapshot = await snapshotWorkspace(dir, external_node_path_default().join(root, 'git'), (0,child_env/* childEnv */.gf)(runtime), signal);
            }
            catch (error) {
                runtime.logger.debug(`workspace_diff not recorded for ${dir}: ${error.message}`);
            }
        },
        diff: async (signal) => {
            if (!snapshot)
                return undefined;
            try {
                return await snapshot.diff(signal);
            }
            catch (error) {
                runtime.logger.debug(`workspace_diff not recorded for ${dir}: ${error.message}`);
                return undefined;
            }
        },
    };
}
async function runSetup(command, dir, runtime, signal) {
    const what = `workspace setup "${command}"`;
    const result = await (0,run_process/* runProcess */.R3)({
        file: '/bin/sh',
        args: ['-c', command],
        cwd: dir,
        env: (0,child_env/* childEnv */.gf)(runtime),
        signal,
        what,
    });
    if (result.exitCode !== 0)
        throw (0,run_process/* processExitError */.gz)(what, result);
}
/** Longest diff kept in a record; beyond it the diff is cut with a note (a result line must stay readable). */
const MAX_DIFF_CHARS = 500_000;
/** Dependency folders are installed by `setup`, never the agent's work worth reviewing. */
const DEFAULT_EXCLUDES = 'node_modules/\n';
/**
 * How `workspace_diff` is made: a private git repository whose `.git` lives next to the copy, not
 * in it (so the agent sees the template as it is), stages the copy after setup and writes that
 * index as a tree. The diff is `git diff --cached <tree>` after staging the copy again, which
 * covers edits, new and deleted files, relative paths, and respects the template's `.gitignore`.
 * Diffing against the post-setup state rather than the template keeps what setup produced
 * (`npm ci`'s node_modules, build output) out of the agent's changes; node_modules is excluded
 * outright for the same reason.
 */
async function snapshotWorkspace(workTree, gitDir, env, signal) {
    const git = gitRunner(workTree, gitDir, env, signal);
    await git(['init', '--quiet']);
    await (0,external_node_fs_promises_.mkdir)(external_node_path_default().join(gitDir, 'info'), { recursive: true });
    await (0,external_node_fs_promises_.writeFile)(external_node_path_default().join(gitDir, 'info', 'exclude'), DEFAULT_EXCLUDES);
    await git(['add', '--all']);
    const tree = (await git(['write-tree'])).trim();
    return {
        diff: async (diffSignal) => {
            const run = gitRunner(workTree, gitDir, env, diffSignal);
            await run(['add', '--all']);
            const diff = await run([
                'diff',
                '--cached',
                '--no-color',
                '--no-ext-diff',
                '--src-prefix=a/',
                '--dst-prefix=b/',
                tree,
            ]);
            if (diff.length <= MAX_DIFF_CHARS)
                return diff;
            return `${diff.slice(0, MAX_DIFF_CHARS)}\n… (diff truncated: ${diff.length - MAX_DIFF_CHARS} more characters)\n`;
        },
    };
}
function gitRunner(workTree, gitDir, env, signal) {
    // Inherited GIT_DIR / GIT_INDEX_FILE (e.g. when run from a git hook) would point git elsewhere.
    const cleanEnv = Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('GIT_')));
    return async (args) => {
        const result = await (0,run_process/* runProcess */.R3)({
            file: 'git',
            args: [
                '-c',
                'core.autocrlf=false',
                '-c',
                'core.quotepath=false',
                `--git-dir=${gitDir}`,
                `--work-tree=${workTree}`,
                ...args,
            ],
            cwd: workTree,
            env: cleanEnv,
            signal,
            what: `git ${args[0] ?? ''} of workspace ${workTree}`,
        });
        if (result.exitCode !== 0)
            throw (0,run_process/* processExitError */.gz)(`git ${args[0] ?? ''} of workspace ${workTree}`, result);
        return result.stdout;
    };
}

;// CONCATENATED MODULE: ./src/engine/case/task-workspaces.ts



/**
 * The workspace of each task: the eval file's `workspace:` wins over its target's. Templates are
 * checked before any case runs. A dry run uses none: its mock agent changes nothing, and `setup`
 * (npm ci, …) would be the kind of external call a dry run promises not to make.
 */
async function taskWorkspaces(tasks, options) {
    // Looked up when asked (a field or two) rather than held per task.
    const declared = (task) => task.suite.workspace ?? options.providers.target(options.targetFor(task)).definition.workspace;
    const configOf = (task) => (options.dryRun ? undefined : declared(task));
    const configs = new Set();
    let inCopies = 0;
    for (const task of tasks) {
        const config = declared(task);
        if (!config)
            continue;
        configs.add(config);
        inCopies++;
    }
    if (options.dryRun && inCopies > 0)
        options.runtime.logger.debug(`dry run: ${inCopies} case(s) run without their workspace copies`);
    else
        await checkWorkspaceTemplates(configs);
    return {
        has: (task) => configOf(task) !== undefined,
        open: async (task) => {
            const config = configOf(task);
            return config
                ? openCaseWorkspace(config, { runtime: options.runtime, keep: options.keepAll || config.keep })
                : undefined;
        },
    };
}
/** Fails the run before any case when a workspace template is not a folder, naming where it was declared. */
async function checkWorkspaceTemplates(configs) {
    const seen = new Set();
    for (const config of configs) {
        if (!config || seen.has(config))
            continue;
        seen.add(config);
        const info = await (0,external_node_fs_promises_.stat)(config.template).catch(() => undefined);
        if (!info?.isDirectory()) {
            throw new config_error/* ConfigError */.xL(`workspace template ${config.template} is not a folder`, {
                file: config.source.file,
                ...(config.source.line !== undefined ? { line: config.source.line } : {}),
                path: 'workspace.template',
            }, 'point workspace.template at an existing folder (relative paths start at the file that declares it)');
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/run/run-context.ts


















/**
 * Builds a run's context: its tasks, the call limiter and providers (healthchecks run), the
 * workspaces, the workers and the results file. Everything that can refuse the run does so here,
 * before the first case.
 */
async function openRunContext(prepared, options, runtime, parts, hooks) {
    const redactor = runtime.redactor ?? new engine_redactor/* Redactor */.pO([]);
    const plan = await planRunTasks(prepared, options, runtime.logger, redactor);
    const calls = await openCalls(options, runtime, redactor, hooks);
    try {
        const { limiter } = calls;
        const { targetNames } = plan;
        const { providers, cache } = await openProviders(options, { prepared, runtime, parts, limiter, targetNames });
        await runHealthchecks(providers, targetNames, runtime.logger, hooks.signal ?? new AbortController().signal);
        const setup = await openCaseSetup(plan, prepared.suites, providers, options, runtime);
        const stop = new RunStop(hooks.signal, hooks.graceMs ?? DEFAULT_STOP_GRACE_MS, runtime.timer);
        const batches = new BatchDispatcher(plan.tasks, {
            providers,
            logger: runtime.logger,
            targetFor: plan.targetFor,
            hasWorkspace: setup.workspaces.has,
            signal: stop.cases.signal,
        });
        return {
            ...plan,
            ...calls,
            ...setup,
            options,
            runtime,
            parts,
            prepared,
            redactor,
            providers,
            cache,
            batches,
            stop,
            evaluators: new EvaluatorCache(),
            maxAnswerBytes: options.maxAnswerBytes ?? run_defaults/* DEFAULT_MAX_ANSWER_BYTES */.km,
            judgeSampling: judgeSamplingOf(options),
        };
    }
    catch (error) {
        await calls.eventsLog?.close();
        await calls.redis?.close();
        throw error;
    }
}
/**
 * The run's one call limiter, its budget (`--budget-usd`) and its events log (`--events`). With
 * `--queue` the ceiling's slots and the budget are the run's in Redis, shared with its other
 * processes; the Redis client is loaded only then.
 */
async function openCalls(options, runtime, redactor, hooks) {
    const settings = (0,retry_policy/* resolveLimiterSettings */.Yh)(runtime.env, { maxConcurrentCalls: options.maxConcurrentCalls });
    const adaptive = options.adaptive ?? false;
    const redis = options.queue
        ? await (await Promise.all(/* import() */[__webpack_require__.e(760), __webpack_require__.e(56)]).then(__webpack_require__.bind(__webpack_require__, 57592))).RedisRun.open(options.queue, runtime, adaptive)
        : undefined;
    const eventsLog = options.eventsPath ? await openEventsLog(options.eventsPath, runtime.now, redactor) : undefined;
    const budgetUsd = options.budgetUsd;
    const budget = budgetUsd === undefined ? undefined : (redis?.budget(budgetUsd) ?? new CallBudget(budgetUsd, runtime.logger));
    const limiter = new CallLimiter({
        ...settings,
        adaptive,
        runtime,
        onEvent: combineListeners(hooks.onCallEvent, eventsLog?.listener),
        ...(budget ? { budget } : {}),
        ...(redis ? { sharedSlots: redis.slots } : {}),
    });
    return { settings, limiter, budget, eventsLog, redis };
}
/**
 * What cases run in and write to: the tasks' workspaces (templates checked), how many cases run at
 * once (`--workers`, within what the targets' kinds allow), and the results file, opened before
 * anything is printed so a bad `--out` or `--dump-*` folder fails with its one error line.
 */
async function openCaseSetup(plan, suites, providers, options, runtime) {
    const workspaces = await taskWorkspaces(plan.tasks, {
        providers,
        targetFor: plan.targetFor,
        runtime,
        keepAll: options.keepWorkspaces ?? false,
        dryRun: options.dryRun !== undefined,
    });
    const targets = [...plan.targetNames].map((name) => ({
        definition: providers.target(name).definition,
        limits: providers.limits(name),
    }));
    const workers = serialWorkers(plan, suites, options, runtime) ?? resolveWorkers(options.workers, targets, runtime.logger);
    await checkArtifactDirs([
        { dir: options.dumpPromptsDir, flag: '--dump-prompts' },
        { dir: options.dumpTracesDir, flag: '--dump-traces' },
    ], options.outPath);
    const writer = await openResultsWriter(options, runtime.logger, runtime.now());
    return { workspaces, workers, writer };
}
/**
 * One worker when a suite's cases must run one after another (`EvalSuite.serial`), as promptfoo
 * sets its concurrency to 1; a run that splits, skips or reorders such cases is refused.
 */
function serialWorkers(plan, suites, options, runtime) {
    // Most runs have no such suite: their plan is not walked.
    if (!suites.some((s) => s.serial !== undefined))
        return undefined;
    let suite;
    for (const task of plan.tasks)
        if (task.suite.serial !== undefined) {
            suite = task.suite;
            break;
        }
    if (!suite?.serial)
        return undefined;
    const split = options.queue !== undefined
        ? '--queue'
        : options.shard && options.shard.count > 1
            ? '--shard'
            : options.resume
                ? '--resume'
                : options.earlyStop
                    ? '--early-stop'
                    : undefined;
    if (split)
        throw new config_error/* ConfigError */.xL(`${split} cannot run this suite: ${suite.serial}`, { file: suite.filePath }, `run it whole, without ${split}`);
    if (options.workers !== undefined && options.workers > 1)
        runtime.logger.info(`INFO one worker instead of ${options.workers}: ${suite.serial}`);
    return 1;
}
/** `--judge-samples` / `--judge-audit` as evaluators take them, when either is given. */
function judgeSamplingOf(options) {
    if (options.judgeSamples === undefined && options.judgeAudit === undefined)
        return undefined;
    return {
        samples: options.judgeSamples,
        audit: options.judgeAudit,
        seed: options.judgeAuditSeed ?? run_options/* DEFAULT_JUDGE_AUDIT_SEED */.EO,
    };
}

// EXTERNAL MODULE: ./src/results/compute-summary.ts
var compute_summary = __webpack_require__(56282);
;// CONCATENATED MODULE: ./src/engine/results/run-results.ts


/**
 * Where a run's records go as cases finish: redacted once, then the results file, the repeats,
 * the summary and the door's sinks. It keeps the counts the run's outcome reports.
 */
class RunResults {
    run;
    writeFailures = 0;
    /** Runs not made because `--early-stop` found their case settled. */
    earlyStopped = 0;
    collector = new compute_summary/* StatsCollector */.tj();
    sinks;
    /** Suites that fail as promptfoo's CLI does, by dataset: their rule and graded records so far. */
    failing;
    /** Which flags chose the run's cases, written on each record (compare reads it); undefined for a whole run. */
    selection;
    constructor(run, sinks = []) {
        this.run = run;
        this.sinks = [this.collector, ...sinks];
        this.selection = (0,run_selection/* describeSelection */.e9)(run.options.evalIds, run.options.selection);
        this.failing = new Map(run.prepared.suites.flatMap((suite) => suite.failedTests ? [[suite.dataset, { ...suite.failedTests, passed: 0, graded: 0 }]] : []));
        // With --resume the summary covers the whole file, not only the cases run this time.
        for (const record of run.resumed) {
            this.collector.append(record);
            run.repeats.record(record);
            this.count(record);
        }
    }
    /** Takes one case's record; dropped once the run's cases were aborted (`--resume` runs it again). */
    async deliver(raw) {
        return this.deliverAll([raw]);
    }
    /**
     * Takes the records of a compare group (or one case's), written one right after another with
     * nothing between them, so a `--resume` finds a group recorded whole or not at all (short of a
     * write failing part-way, when the group's missing members are run and compared again among
     * themselves).
     */
    async deliverAll(raws) {
        if (this.run.stop.cases.signal.aborted)
            return;
        const results = raws.map((raw) => this.scrub(raw));
        for (const result of results) {
            this.run.repeats.record(result);
            this.count(result);
        }
        // Every append starts before the first is awaited: each writes synchronously when called.
        await Promise.all(results.map((result) => this.write(result)));
        for (const result of results)
            for (const sink of this.sinks)
                await sink.append(result);
    }
    /** The one place records are scrubbed: the file and every sink see the redacted record. */
    scrub(raw) {
        const runId = this.run.options.queue?.runId;
        if (this.selection === undefined && runId === undefined)
            return this.run.redactor.deep(raw);
        return this.run.redactor.deep({
            ...raw,
            ...(this.selection !== undefined ? { selection: this.selection } : {}),
            ...(runId !== undefined ? { run_id: runId } : {}),
        });
    }
    /**
     * The exit code the first suite whose pass rate fell below its threshold asks for (a promptfoo
     * config's 100, as promptfoo's CLI computes it: passed over graded, errors included).
     */
    get failedCaseExitCode() {
        for (const suite of this.failing.values())
            if (suite.graded > 0 && (suite.passed / suite.graded) * 100 < suite.passRateThreshold)
                return suite.exitCode;
        return undefined;
    }
    summary() {
        return this.collector.summary();
    }
    async close() {
        for (const sink of this.sinks)
            await sink.close();
    }
    count(result) {
        const suite = this.failing.get(result.dataset);
        if (!suite || result.pass === undefined)
            return;
        suite.graded++;
        if (result.pass)
            suite.passed++;
    }
    async write(result) {
        const { writer, runtime, stop } = this.run;
        try {
            await writer.append(result);
        }
        catch (error) {
            this.writeFailures++;
            runtime.logger.error(`could not write the result of ${result.eval_id} to ${writer.path}: ${error.message}`);
            // A full disk or a lost file: every later answer would be paid for and thrown away.
            if (!stop.stopped) {
                runtime.logger.error(`results can no longer be written: no new case is started (cases in flight finish); ` +
                    `once ${writer.path} can be written, run again with --resume ${writer.path}`);
                stop.haltScheduling(error);
            }
        }
    }
}

;// CONCATENATED MODULE: ./src/engine/case/compare-groups.ts




/** The key of a task's compare group in a run (its file, group and iteration); undefined for a case graded alone. */
function compareKey(task) {
    const group = task.suite.cases.compareGroup?.(task.caseIndex);
    return group === undefined ? undefined : `${task.fileIndex}\u0000${group}\u0000${task.iteration}`;
}
/**
 * The compare groups of a run (promptfoo's tests with `select-best` or `max-score`): how many of
 * each group's tasks are still to finish, and the records of those that have. A group's records
 * are held until its last member is in, so each is written once, compared.
 */
class CompareGroups {
    left = new Map();
    held = new Map();
    /** Counts the members of each group among the run's tasks (those a `--resume` left to run). */
    constructor(tasks) {
        for (const task of tasks) {
            const key = compareKey(task);
            if (key !== undefined)
                this.left.set(key, (this.left.get(key) ?? 0) + 1);
        }
    }
    /** True when some task of the run belongs to a compare group. */
    get any() {
        return this.left.size > 0;
    }
    /**
     * Takes a finished member (`record` undefined: `--early-stop` did not run it); returns the
     * group's members in plan order once the last of them is in, else undefined.
     */
    take(task, record) {
        const key = compareKey(task);
        if (key === undefined)
            return undefined;
        const members = this.held.get(key) ?? [];
        members.push({ task, ...(record ? { record } : {}) });
        const left = (this.left.get(key) ?? 1) - 1;
        if (left > 0) {
            this.held.set(key, members);
            this.left.set(key, left);
            return undefined;
        }
        this.held.delete(key);
        this.left.delete(key);
        return members.sort((a, b) => a.task.caseIndex - b.task.caseIndex);
    }
}
/**
 * The records of a finished group, each graded against the others by the evaluator of the first
 * graded member that compares (`Evaluator.compare`); its calls are counted on the first member's
 * entries. Members that errored or were skipped are left as they are. A comparison that fails
 * errors every graded member.
 */
async function compareGroup(members, run) {
    const records = members.flatMap((m) => (m.record ? [m.record] : []));
    const graded = members.filter((m) => m.record !== undefined && m.record.error === undefined && !m.record.skipped);
    if (graded.length === 0)
        return records;
    let tasks;
    try {
        tasks = await Promise.all(graded.map((m) => (0,plan/* withCase */.XX)(m.task)));
    }
    catch (error) {
        return withGrades(records, graded, () => failed(error));
    }
    const first = tasks[0];
    const targetName = run.targetFor(first);
    const deps = evaluatorDeps(first, targetName, run);
    const comparing = (first.evalCase.evaluators ?? [])
        .map((config) => run.evaluators.get(config, targetName, () => run.parts.createEvaluator(config, deps)))
        .find((evaluator) => evaluator.compare !== undefined);
    if (!comparing?.compare)
        return records;
    const compare = comparing.compare.bind(comparing);
    const signal = run.stop.cases.signal;
    const outcome = await (0,usage_meter/* metered */.F3)((meter) => compare(graded.map((m, i) => ({ evalCase: tasks[i].evalCase, record: m.record })), { signal, meter }), { iteration: first.iteration });
    if (!outcome.ok)
        return withGrades(records, graded, () => failed(outcome.error));
    const usage = outcome.meter.fields();
    const grades = outcome.value.map((grade, i) => i === 0 && grade.entries.length > 0
        ? { ...grade, entries: grade.entries.map((e, k) => (k === 0 ? { ...e, ...usage } : e)) }
        : grade);
    return withGrades(records, graded, (i) => grades[i]);
}
/** The records with each graded member's record replaced by its compared one. */
function withGrades(records, graded, gradeOf) {
    const replaced = new Map();
    graded.forEach((m, i) => {
        const grade = gradeOf(i);
        if (grade)
            replaced.set(m.record, compared(m.record, grade));
    });
    return records.map((r) => replaced.get(r) ?? r);
}
function failed(error) {
    return { error: `the comparison of this test's outputs failed: ${describeError(error)}` };
}
/** A record after its group's comparison: its new verdict, score and reasoning, the comparison's entries added. */
function compared(record, grade) {
    if ('error' in grade)
        return { ...record, score: 0, verdict: 'fail', ...(record.pass !== undefined ? { pass: false } : {}), ...grade };
    return {
        ...record,
        score: grade.score,
        verdict: grade.verdict,
        ...(record.pass !== undefined ? { pass: grade.verdict === 'pass' } : {}),
        reasoning: grade.reasoning,
        hits: [...record.hits, ...grade.entries.flatMap((e) => e.hits)],
        misses: [...record.misses, ...grade.entries.flatMap((e) => e.misses)],
        evaluator_results: [...record.evaluator_results, ...grade.entries],
    };
}

;// CONCATENATED MODULE: ./src/engine/run/run-eval.ts














/** Plans, schedules and runs every case, streaming results to the writer as they finish. */
async function runEval(options, runtime, parts, hooks = {}) {
    runtime = providerRuntime(options, runtime);
    const prepared = await prepareRun(options, runtime, parts);
    // Built after prepareRun merged .env into the env, so secrets from there are hidden too, and so
    // are keys written literally in a targets file.
    const redactor = engine_redactor/* Redactor */.pO.fromEnv(runtime.env, [...prepared.targetSecrets, ...(runtime.withheld ?? [])]);
    try {
        return await runPrepared(prepared, options, withRedaction(runtime, redactor), parts, hooks);
    }
    catch (error) {
        // Start-up errors (a failing healthcheck, a missing executable) quote commands and URLs.
        if (error instanceof Error)
            error.message = redactor.text(error.message);
        throw error;
    }
}
/** The story of a run: its context built once, its cases scheduled, each record delivered as it comes. */
async function runPrepared(prepared, options, runtime, parts, hooks) {
    const run = await openRunContext(prepared, options, runtime, parts, hooks);
    announce(run, hooks);
    const results = new RunResults(run, hooks.sinks);
    try {
        const tasks = run.repeats.order(run.tasks);
        const signal = run.stop.scheduling.signal;
        // Only a run with compare groups (promptfoo's select-best, max-score) walks its plan for them.
        const compares = prepared.suites.some((suite) => suite.cases.compareGroup !== undefined);
        const groups = new CompareGroups(compares ? tasks : []);
        if (run.redis && groups.any)
            throw new config_error/* ConfigError */.xL("a promptfoo test with select-best or max-score compares all of its outputs in one process, which --queue's " +
                'workers do not share', {}, "run this config without --queue (--shard keeps a test's outputs in one shard)");
        const each = (task) => runTask(task, run, results, groups);
        if (run.redis)
            await run.redis.run({ tasks, keyOf: plan/* shardKey */.kQ, workers: run.workers, signal }, each, run.runtime.logger);
        else
            await schedule(tasks, { workers: run.workers, fileCount: prepared.suites.length, signal }, each);
    }
    finally {
        await closeRun(run, results);
    }
    return outcomeOf(run, results);
}
/** Says how the run will call its models, and tells the door how many cases will run. */
function announce(run, hooks) {
    const adaptive = run.options.adaptive
        ? '; adaptive: the ceiling is a maximum, lowered when 429/503 show a real limit or answers slow down, ' +
            'raised again after successes'
        : '';
    run.runtime.logger.info(`INFO ${ceilingInfoLine(run.settings)}${adaptive}`);
    hooks.onPlanned?.({ total: run.tasks.length, workers: run.workers, files: run.prepared.suites.length });
}
/**
 * One scheduled task: skipped when `--early-stop` settled its case, else run and its record
 * delivered; a case of a compare group is held until its group is in, then the group's records,
 * compared, are delivered together.
 */
async function runTask(task, run, results, groups) {
    // --early-stop: this case's label is settled by its runs so far; the rest are not made.
    if (run.repeats.settled(task)) {
        results.earlyStopped++;
        await deliverGroup(groups.take(task, undefined), run, results);
        return;
    }
    const response = await run.batches.responseFor(task);
    const input = response ? { response } : {};
    const { trials } = task.suite;
    const record = await (trials ? runTrials(task, run, trials, input) : runCase(task, run, input));
    if (compareKey(task) === undefined)
        return results.deliver(record);
    await deliverGroup(groups.take(task, record), run, results);
}
/** A finished compare group's records, compared, delivered together (nothing while the group is still open). */
async function deliverGroup(members, run, results) {
    if (!members || run.stop.cases.signal.aborted)
        return;
    await results.deliverAll(await compareGroup(members, run));
}
/** Closes what the run opened, whether it finished or failed. */
async function closeRun(run, results) {
    run.stop.dispose();
    await run.writer.close();
    await run.eventsLog?.close();
    await run.redis?.close();
    if (run.cache)
        run.runtime.logger.info(`response cache: ${cacheHitLine(run.cache.stats)}`);
    await results.close();
}
function outcomeOf(run, results) {
    const { repeats } = run;
    const selection = (0,run_selection/* describeSelection */.e9)(run.options.evalIds, run.options.selection);
    return {
        summary: results.summary(),
        resultsPath: run.writer.path,
        writeFailures: results.writeFailures,
        stopped: run.stop.stopped,
        ...(repeats.repeated
            ? { repeats: repeats.cases(), earlyStopped: results.earlyStopped, passPolicy: repeats.policyLabel() }
            : {}),
        ...(selection !== undefined ? { selection } : {}),
        ...(results.failedCaseExitCode !== undefined ? { failedCaseExitCode: results.failedCaseExitCode } : {}),
        ...(run.prepared.threshold !== undefined ? { threshold: run.prepared.threshold } : {}),
    };
}
/** `12 of 20 lookups answered from the cache (60% hit rate)`. */
function cacheHitLine({ lookups, hits }) {
    if (lookups === 0)
        return 'no lookup';
    return `${hits} of ${lookups} lookups answered from the cache (${Math.round((hits / lookups) * 100)}% hit rate)`;
}

// EXTERNAL MODULE: ./src/results/usage-totals.ts
var usage_totals = __webpack_require__(33917);
;// CONCATENATED MODULE: ./src/engine/run/estimate-run.ts








/**
 * Estimates a run without calling anything: every planned case takes what its record in the last
 * run took (the same case, variant and repeat, else another repeat of it); a target answer found
 * in the response cache costs nothing, and so do its judges' calls when they were served from the
 * cache last time (the same answer asks them the same question).
 */
async function estimateRun(options, runtime, parts, lastRun) {
    const prepared = await prepareRun(options, runtime, parts);
    const tasks = (0,plan/* selectShard */.Xm)((0,plan/* planTasks */.s$)(prepared.suites, {
        evalIds: options.evalIds,
        picked: await (0,run_selection/* selectCases */._H)(prepared.suites, options.evalIds, options.selection),
        iterations: options.iterations,
    }), options.shard);
    const records = lastRun ? (await (0,read_results/* readResults */.x8)(lastRun)).records : [];
    const find = recordFinder(records);
    const cache = openResponseCache(options, runtime.now);
    const providers = new Map();
    const providerFor = (name) => {
        if (!providers.has(name)) {
            try {
                const definition = prepared.lookup(name);
                providers.set(name, parts.providers[definition.provider].create(definition, { runtime }));
            }
            catch (error) {
                // Without its credentials a target cannot say what its answers are keyed by.
                runtime.logger.debug(`estimate: the cache is not consulted for target "${name}": ${error.message}`);
                providers.set(name, undefined);
            }
        }
        return providers.get(name);
    };
    const usage = (0,usage_totals/* emptyUsageTotals */.I0)();
    let unknownCases = 0;
    for (const task of tasks) {
        const record = find(task);
        if (!record) {
            unknownCases++;
            continue;
        }
        const provider = providerFor(prepared.targetNameFor(task.suite, task.suite.cases.targetName(task.caseIndex)));
        const cached = cache && provider ? await answerCached(cache, provider, task, options.cacheShareRepeats ?? false) : false;
        (0,usage_totals/* addUsageTotals */.Md)(usage, expectedUsage(record, cached));
    }
    return { cases: tasks.length, unknownCases, usage, ...(lastRun ? { lastRun } : {}) };
}
/** The record of the same case and variant, the same repeat first; skipped and unanswered ones do not count. */
function recordFinder(records) {
    const byCase = new Map();
    for (const record of records) {
        if (record.skipped !== undefined || (record.cost_usd === undefined && record.token_usage === undefined))
            continue;
        const key = `${record.eval_id}\u0000${record.prompt_id}`;
        byCase.set(key, [...(byCase.get(key) ?? []), record]);
    }
    return (task) => {
        const candidates = byCase.get(`${task.caseId}\u0000${task.promptId}`) ?? [];
        return candidates.find((r) => r.iteration === task.iteration) ?? candidates[0];
    };
}
/** Whether the cache holds the target's answer to this task (a model target), under the key a run would use. */
async function answerCached(cache, provider, task, shareRepeats) {
    if (!provider.isModelCall)
        return false;
    const request = buildRequest(await (0,plan/* withCase */.XX)(task), 1);
    const key = cacheKey(provider, { request, iteration: task.iteration }, shareRepeats);
    return (await cache.get(key)) !== undefined;
}
/**
 * A record's usage at full price as this run would pay it: all paid, except what the cache is
 * expected to serve (the answer, and the judges that were served from it before).
 */
function expectedUsage(record, answerCached) {
    const judgesCached = (entry) => answerCached && entry.calls !== undefined && entry.cached_calls === entry.calls;
    return (0,usage_totals/* usageOfRecord */.U3)({
        cost_usd: record.cost_usd,
        token_usage: record.token_usage,
        cached: answerCached,
        evaluator_results: record.evaluator_results.map((entry) => {
            const { cached_calls: _cached, cache_saved_usd: _saved, ...rest } = entry;
            if (!judgesCached(entry))
                return rest;
            return {
                ...rest,
                cached_calls: entry.calls,
                ...(typeof entry.cost_usd === 'number' ? { cache_saved_usd: entry.cost_usd } : {}),
            };
        }),
    });
}

;// CONCATENATED MODULE: ./src/compose/run-suites.ts







/**
 * The composition root both doors share: the only place that knows every provider and evaluator.
 * The engine gets them as `EngineParts` and never imports a provider or an evaluator by name, so a
 * new provider or evaluator is registered in its own room's registry and reaches both doors here.
 */
const BUILT_IN_PARTS = {
    providers: PROVIDER_FACTORIES,
    // promptfoo tests are graded by the promptfoo room; every other kind by the evaluators' registry.
    createEvaluator: (config, deps) => config.type === 'promptfoo' ? createPromptfooEvaluatorLazily(config, deps) : createEvaluator(config, deps),
    defaultEvaluators: evaluator_kinds/* DEFAULT_EVALUATORS */.Tn,
    // promptfoo configs (and AgentV 5's promptfoo-shaped suites) are read by the promptfoo room.
    loadSuite: loadPromptfooSuiteLazily,
    // A dry run swaps every target and judge for the mock, so no external call is made.
    dryRunProvider: (targetName, settings, runtime) => new MockProvider(targetName, settings, runtime),
};
/**
 * Runs the given options with the built-in providers and evaluators, logging the one start line
 * both doors print once planning is done.
 */
function runSuites(options, runtime, hooks = {}, parts = BUILT_IN_PARTS) {
    const { startLineSuffix = '', onPlanned, ...rest } = hooks;
    return runEval(options, runtime, parts, {
        ...rest,
        onPlanned: (info) => {
            const dry = options.dryRun ? ' (dry run: mock targets, no external calls)' : '';
            runtime.logger.info(`running ${info.total} case(s) from ${info.files} file(s) with ${info.workers} ` +
                `worker(s)${startLineSuffix}${dry}`);
            onPlanned?.(info);
        },
    });
}
/** `--estimate`: what the run would take, from the last run's records and the cache; nothing is called. */
function estimateSuites(options, runtime, lastRun, parts = BUILT_IN_PARTS) {
    return estimateRun(options, runtime, parts, lastRun);
}

// EXTERNAL MODULE: ./src/results/format-usage.ts
var format_usage = __webpack_require__(55345);
// EXTERNAL MODULE: ./src/results/format-summary.ts
var format_summary = __webpack_require__(11138);
;// CONCATENATED MODULE: ./src/engine/run/build-run-options.ts





/** Where a run started at `nowMs` writes its results unless `--out` names a file. */
function defaultResultsPath(root, nowMs, format) {
    return external_node_path_default().join(root, run_defaults/* RUN_FOLDERS */.CA.results, (0,eval_result/* defaultResultsFileName */.xc)(nowMs, format));
}
/** The response cache folder unless `--cache-dir` names one; the Action saves and restores this one. */
function defaultCacheDir(root) {
    return path.join(root, RUN_FOLDERS.cache);
}
/**
 * The run options from the values both doors parsed with the one schema; everything not given
 * takes its default here. Eval files are resolved later by the door (`evalFiles` starts empty).
 */
function buildRunOptions(given, place) {
    const abs = (p) => external_node_path_default().resolve(place.root, p);
    const outputFormat = given['output-format'] ?? run_defaults/* DEFAULT_OUTPUT_FORMAT */.Mf;
    const options = {
        evalFiles: [],
        outPath: place.resume ??
            (given.out !== undefined ? abs(given.out) : defaultResultsPath(place.root, place.nowMs, outputFormat)),
        outputFormat,
        timeoutRetries: given['timeout-retries'] ?? run_defaults/* DEFAULT_TIMEOUT_RETRIES */.vs,
        includeTrace: given['include-trace'] ?? false,
        allowOutsideRoot: given['allow-outside-root'] ?? false,
    };
    if (place.resume !== undefined)
        options.resume = true;
    if (given.target !== undefined)
        options.targetOverride = given.target;
    if (given.targets !== undefined)
        options.targetsPath = abs(given.targets);
    if (given.events !== undefined)
        options.eventsPath = abs(given.events);
    return {
        ...options,
        ...switches(given),
        ...limits(given),
        ...judging(given),
        ...cache(given, abs),
        ...dumps(given, abs),
        ...selection(given, abs),
        ...queue(given, place),
    };
}
/** `--queue` and `--run-id`, which only go together, and never with a shard or a resume. */
function queue(given, place) {
    const url = given.queue;
    const runId = given['run-id'];
    if (url === undefined && runId === undefined && given['queue-lease'] === undefined)
        return {};
    if (url === undefined || runId === undefined)
        throw new config_error/* ConfigError */.xL(url === undefined ? 'run-id and queue-lease are for a queue run' : 'a queue run needs a run id', {}, 'give both --queue redis://host:port and --run-id <id> (the same id on every process of the run)');
    if (given.shard !== undefined)
        throw new config_error/* ConfigError */.xL('--queue and --shard both split the cases', {}, 'drop --shard: the queue shares them');
    if (place.resume !== undefined)
        throw new config_error/* ConfigError */.xL('--resume finishes one results file, and a queue run has one per process', {}, 'drop --resume: a process killed in a queue run loses nothing, its cases run elsewhere');
    const seconds = given['queue-lease'] ?? run_options/* DEFAULT_QUEUE_LEASE_SECONDS */.fT;
    return { queue: { url, runId, leaseMs: Math.round(seconds * 1000) } };
}
/** The selection flags (run-selection.ts): set only when one is given. */
function selection(given, abs) {
    const picked = {
        ...(given['rerun-failed'] !== undefined ? { rerunFailed: abs(given['rerun-failed']) } : {}),
        ...(given.tag !== undefined ? { tags: given.tag } : {}),
        ...(given['exclude-tag'] !== undefined ? { excludeTags: given['exclude-tag'] } : {}),
        ...(given['filter-metadata'] !== undefined ? { metadata: given['filter-metadata'] } : {}),
        ...(given.sample !== undefined ? { sample: given.sample } : {}),
        ...(given.seed !== undefined ? { seed: given.seed } : {}),
    };
    return Object.keys(picked).length > 0 ? { selection: picked } : {};
}
/** The on/off options: set (true) only when turned on. */
function switches(given) {
    const on = (value) => value === true;
    return {
        ...(on(given.overwrite) ? { overwrite: true } : {}),
        ...(on(given['keep-workspaces']) ? { keepWorkspaces: true } : {}),
        ...(on(given.adaptive) ? { adaptive: true } : {}),
        ...(on(given['early-stop']) ? { earlyStop: true } : {}),
        ...(on(given.strict) ? { strict: true } : {}),
        // The Action has no delay inputs: its dry run answers at once.
        ...(on(given['dry-run']) ? { dryRun: dryRunSettings(given) } : {}),
    };
}
/** How much the run does and may spend: workers, repeats, the call ceiling, timeouts, the budget, the shard. */
function limits(given) {
    const mib = given['max-answer-mib'];
    const seconds = given['agent-timeout'];
    return {
        ...(given.workers !== undefined ? { workers: given.workers } : {}),
        ...(given.iterations !== undefined ? { iterations: given.iterations } : {}),
        ...(seconds !== undefined ? { agentTimeoutMs: seconds * 1000 } : {}),
        ...(given['max-concurrent-calls'] !== undefined ? { maxConcurrentCalls: given['max-concurrent-calls'] } : {}),
        ...(mib !== undefined ? { maxAnswerBytes: Math.round(mib * 1024 * 1024) } : {}),
        ...(given['pass-policy'] !== undefined ? { passPolicy: given['pass-policy'] } : {}),
        ...(given['budget-usd'] !== undefined ? { budgetUsd: given['budget-usd'] } : {}),
        ...(given['max-cases'] !== undefined ? { maxCases: given['max-cases'] } : {}),
        ...(given.shard !== undefined ? { shard: given.shard } : {}),
    };
}
/** How often the judges are asked. */
function judging(given) {
    return {
        ...(given['judge-samples'] !== undefined ? { judgeSamples: given['judge-samples'] } : {}),
        ...(given['judge-audit'] !== undefined ? { judgeAudit: given['judge-audit'] } : {}),
        ...(given['judge-audit-seed'] !== undefined ? { judgeAuditSeed: given['judge-audit-seed'] } : {}),
    };
}
/** The response cache: on with `cache` or `cache-only` (a replay needs it); its settings count only then. */
function cache(given, abs) {
    const only = given['cache-only'] === true;
    if (given.cache !== true && !only)
        return {};
    return {
        cacheDir: abs(given['cache-dir'] ?? run_defaults/* RUN_FOLDERS */.CA.cache),
        ...(only ? { cacheOnly: true } : {}),
        ...(given['cache-ttl'] !== undefined ? { cacheTtlHours: given['cache-ttl'] } : {}),
        ...(given['cache-share-repeats'] === true ? { cacheShareRepeats: true } : {}),
    };
}
/** `--dump-prompts [dir]` and `--dump-traces [dir]`: a folder given, or the default one when only switched on. */
function dumps(given, abs) {
    const folder = (value, fallback) => value === undefined || value === false ? undefined : abs(value === true ? fallback : value);
    const prompts = folder(given['dump-prompts'], run_defaults/* RUN_FOLDERS */.CA.prompts);
    const traces = folder(given['dump-traces'], run_defaults/* RUN_FOLDERS */.CA.traces);
    return { ...(prompts ? { dumpPromptsDir: prompts } : {}), ...(traces ? { dumpTracesDir: traces } : {}) };
}
function dryRunSettings(given) {
    return {
        ...(given['dry-run-delay'] !== undefined ? { delayMs: given['dry-run-delay'] } : {}),
        ...(given['dry-run-delay-min'] !== undefined ? { delayMinMs: given['dry-run-delay-min'] } : {}),
        ...(given['dry-run-delay-max'] !== undefined ? { delayMaxMs: given['dry-run-delay-max'] } : {}),
    };
}

;// CONCATENATED MODULE: ./src/cli/eval-flags.ts




const RUN_OPTION_NAMES = Object.keys(run_options/* runOptionInputsSchema */.nJ.shape);
/** Turns the flags into RunOptions through the run-options schema both doors share; a bad value names its flag. */
function toRunOptions(evalFiles, flags, cwd, nowMs) {
    const resumed = resumeTarget(flags, (p) => external_node_path_default().resolve(cwd, p));
    const given = (0,run_options/* parseRunOptionInputs */.fZ)({
        ...runOptionFlags(flags),
        'timeout-retries': flags.timeoutRetries ?? flags.maxRetries,
        'output-format': flags.outputFormat ?? resumed?.format,
        ...selectionFlags(flags),
    }, (name) => (name === 'timeout-retries' && flags.timeoutRetries === undefined ? '--max-retries' : `--${name}`));
    checkConflicts(flags, resumed !== undefined);
    const evalIds = caseIds(flags.evalId);
    const options = buildRunOptions(given, { root: cwd, nowMs, resume: resumed?.path });
    if (flags.durationsFrom !== undefined) {
        if (!options.queue)
            throw new config_error/* ConfigError */.xL('--durations-from orders the cases of a queue run', {}, 'add --queue redis://host:port and --run-id <id>, or drop --durations-from');
        options.queue.durationsFrom = external_node_path_default().resolve(cwd, flags.durationsFrom);
    }
    return { ...options, ...(evalIds ? { evalIds } : {}), evalFiles };
}
/**
 * The selection flags as the schema takes them: a repeated flag's values one a line, as the
 * Action's input writes them; `--filter-failing` as `--rerun-failed`.
 */
function selectionFlags(flags) {
    const lines = (values) => (Array.isArray(values) ? values.join('\n') : undefined);
    if (flags.filterFailing !== undefined && flags.rerunFailed !== undefined)
        throw new config_error/* ConfigError */.xL('--rerun-failed and --filter-failing are the same flag, given twice', {}, 'keep one of them');
    const rerun = flags.rerunFailed ?? flags.filterFailing;
    return {
        ...(typeof rerun === 'string' ? { 'rerun-failed': rerun } : {}),
        ...(flags.tag !== undefined ? { tag: lines(flags.tag) } : {}),
        ...(flags.excludeTag !== undefined ? { 'exclude-tag': lines(flags.excludeTag) } : {}),
        ...(flags.filterMetadata !== undefined ? { 'filter-metadata': lines(flags.filterMetadata) } : {}),
    };
}
/** `--eval-id`, once or more: ids or globs, none empty. */
function caseIds(values) {
    if (values === undefined || values.length === 0)
        return undefined;
    if (values.some((value) => value.trim() === ''))
        throw new config_error/* ConfigError */.xL('--eval-id needs a case id or a glob, got ""', {}, 'write --eval-id refund-1 or --eval-id "refund-*"');
    return [...values];
}
/** The flags that are run options, each under its schema name (the flag's own, as the Action's input is). */
function runOptionFlags(flags) {
    const byKey = flags;
    const key = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
    return Object.fromEntries(RUN_OPTION_NAMES.map((name) => [name, byKey[key(name)]]));
}
/** Flags that contradict each other, named as the user wrote them. */
function checkConflicts(flags, resuming) {
    if (flags.overwrite && resuming)
        throw new config_error/* ConfigError */.xL('--overwrite and --resume both name what to do with the results file', {}, 'drop --overwrite: --resume appends to the file');
    // --no-cache (commander's negation of --cache) leaves the cache off whatever came before it.
    if (flags.cacheOnly && flags.cache === false)
        throw new config_error/* ConfigError */.xL('--cache-only replays the response cache, and --no-cache turns it off', {}, 'drop --no-cache');
}
/**
 * `--resume <results>`: the file to finish and its format (from the extension). `--out` may only
 * repeat the same file, and `--output-format` only its format, since records are appended to it.
 */
function resumeTarget(flags, abs) {
    if (flags.resume === undefined)
        return undefined;
    if (flags.resume.trim() === '')
        throw new config_error/* ConfigError */.xL('--resume needs a results file', {}, 'pass the JSONL file of the interrupted run, e.g. --resume .agentv/results/eval_….jsonl');
    const file = abs(flags.resume);
    if (flags.out !== undefined && abs(flags.out) !== file) {
        throw new config_error/* ConfigError */.xL(`--out ${flags.out} and --resume ${flags.resume} name different files`, {}, 'drop --out: --resume appends to the file it names');
    }
    const format = /\.ya?ml$/i.test(file) ? 'yaml' : 'jsonl';
    if (flags.outputFormat !== undefined && flags.outputFormat.trim().toLowerCase() !== format) {
        throw new config_error/* ConfigError */.xL(`--output-format ${flags.outputFormat} does not match the --resume file, which is ${format}`, { file }, 'drop --output-format when resuming');
    }
    return { path: file, format };
}

;// CONCATENATED MODULE: ./src/cli/progress-sink.ts
/**
 * cli-progress when `stream` is a terminal that can move its cursor; a CI log, a pipe and a
 * `TERM=dumb` terminal get plain lines without an escape sequence, and never load it.
 */
async function progressBarsFor(stream, env = {}) {
    return stream.isTTY && env.TERM !== 'dumb' ? (await __webpack_require__.e(/* import() */ 502).then(__webpack_require__.t.bind(__webpack_require__, 98502, 23))).default : undefined;
}
const PLAIN_STEP = 0.1;
const PLAIN_EVERY_MS = 10_000;
/**
 * Live progress: a bar when stderr is a terminal; otherwise a plain line at every tenth of the
 * run and at least every ten seconds, so CI logs stay short but never look stuck.
 */
class ProgressSink {
    total;
    stream;
    now;
    done = 0;
    errors = 0;
    bar;
    nextStep = PLAIN_STEP;
    lastLine;
    constructor(total, stream, now, 
    /** From {@link progressBarsFor}: a bar is drawn only with them. */
    bars) {
        this.total = total;
        this.stream = stream;
        this.now = now;
        this.lastLine = now();
        if (bars && total > 0) {
            this.bar = new bars.SingleBar({
                stream,
                format: 'eval [{bar}] {value}/{total} cases | {errors} errors | eta {eta_formatted}',
                hideCursor: true,
                clearOnComplete: false,
            }, bars.Presets.shades_classic);
            this.bar.start(total, 0, { errors: 0 });
        }
    }
    append(result) {
        this.done++;
        if (result.error)
            this.errors++;
        if (this.bar) {
            this.bar.update(this.done, { errors: this.errors });
            return;
        }
        const share = this.done / this.total;
        if (share >= this.nextStep || this.now() - this.lastLine >= PLAIN_EVERY_MS || this.done === this.total) {
            while (this.nextStep <= share)
                this.nextStep += PLAIN_STEP;
            this.lastLine = this.now();
            this.stream.write(`progress: ${this.done}/${this.total} cases (${Math.round(share * 100)}%), ${this.errors} errors\n`);
        }
    }
    close() {
        this.bar?.stop();
    }
}

;// CONCATENATED MODULE: ./src/cli/prepare-run-reports.ts



const FLAGS = {
    junit: { flag: '--junit', what: 'JUnit report', example: 'junit.xml' },
    report: { flag: '--report', what: 'HTML report', example: 'report.html' },
    output: { flag: '--output', what: "promptfoo's results file", example: 'results.json' },
};
/**
 * Resolves `--junit`, `--report` and `--output` and checks, before any case runs, that each file can be
 * written: its folder is created and must be writable, and the path must not be a folder (that it
 * differs from every other output is checked first, by distinct-outputs.ts).
 */
async function prepareRunReports(given, cwd) {
    const files = {};
    for (const name of Object.keys(FLAGS)) {
        const raw = given[name];
        if (raw === undefined)
            continue;
        const { flag, what, example } = FLAGS[name];
        if (raw.trim() === '')
            throw new config_error/* ConfigError */.xL(`${flag} needs a file path`, {}, `pass the ${what}'s path, e.g. ${flag} ${example}`);
        const file = external_node_path_default().resolve(cwd, raw);
        try {
            await (0,external_node_fs_promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
            await (0,external_node_fs_promises_.access)(external_node_path_default().dirname(file), external_node_fs_promises_.constants.W_OK);
            if ((await (0,external_node_fs_promises_.stat)(file).catch(() => undefined))?.isDirectory())
                throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
        }
        catch (cause) {
            throw (0,config_error/* outputFileError */.M5)(file, what, cause, flag);
        }
        files[name] = file;
    }
    return files;
}

// EXTERNAL MODULE: ./src/compose/write-run-reports.ts + 3 modules
var write_run_reports = __webpack_require__(39851);
;// CONCATENATED MODULE: ./src/cli/distinct-outputs.ts




/**
 * Checks, before any call, that the outputs of a run are different paths: no two outputs name
 * the same path, and no file lies inside a dump folder. Otherwise one would overwrite the other
 * after the run was paid for (`--summary-json` over the results, `--events` over a report).
 * Paths are compared with symlinks followed as far as they exist.
 */
function checkDistinctOutputs(outputs) {
    const seen = [];
    for (const output of outputs) {
        const real = realPathSoFar(output.path);
        for (const other of seen) {
            const same = real === other.real;
            const inside = !same &&
                ((other.kind === 'folder' && (0,repo_paths/* isInside */.FK)(real, other.real)) ||
                    (output.kind === 'folder' && (0,repo_paths/* isInside */.FK)(other.real, real)));
            if (!same && !inside)
                continue;
            const detail = same
                ? output.kind === 'folder' && other.kind === 'file'
                    ? `${output.flag} is the ${describeFile(other.flag)} ${other.path}`
                    : `${output.flag} ${output.path} names a ${output.kind} another output already writes (${other.flag})`
                : output.kind === 'folder'
                    ? `${output.flag} ${output.path} is a folder the run fills, and ${other.flag} ${other.path} lies inside it`
                    : `${output.flag} ${output.path} lies inside ${other.flag} ${other.path}, a folder the run fills`;
            throw new config_error/* ConfigError */.xL(detail, { file: output.path }, `give ${output.flag} a ${output.kind === 'folder' ? 'folder' : 'path'} of its own, outside the other ` +
                `outputs' folders`);
        }
        seen.push({ ...output, real });
    }
}
/** The path with its longest existing ancestor's symlinks resolved. */
function realPathSoFar(file) {
    const absolute = external_node_path_default().resolve(file);
    let existing = absolute;
    const rest = [];
    for (;;) {
        try {
            return external_node_path_default().join((0,external_node_fs_.realpathSync)(existing), ...rest);
        }
        catch {
            const parent = external_node_path_default().dirname(existing);
            if (parent === existing)
                return absolute;
            rest.unshift(external_node_path_default().basename(existing));
            existing = parent;
        }
    }
}
/** How an output flag's file is named in an error: `--out` and `--resume` name the results file. */
function describeFile(flag) {
    return flag === '--out' || flag === '--resume' ? 'results file' : `${flag} file`;
}

;// CONCATENATED MODULE: ./src/cli/run-eval-command.ts
























/** How long in-flight cases may finish after SIGINT/SIGTERM before they are aborted. */
const GRACE_MS = 5_000;
/**
 * Runs `agentv eval` and returns its exit code, one row of the README's table ({@link EXIT}):
 * 0 passed its gates, 1 gates failed, 2 bad configuration, 3 budget reached (cases recorded as
 * skipped), 4 nothing could be scored, 5 results not written; 130/143 stopped by a signal; 100 when a
 * test of a promptfoo config failed and nothing else applies (promptfoo's own code for it).
 */
async function runEvalCommand(paths, flags, io, stderr) {
    const verbose = flags.verbose ?? false;
    const quiet = flags.quiet ?? false;
    const logger = createStderrLogger(verbose, io.stderr);
    const runtime = createNodeRuntime({ verbose, logger: quiet ? { ...logger, info: () => undefined } : logger });
    const output = await EvalOutput.open(flags, io);
    try {
        return await runWithOutput(paths, { ...flags, out: output.outFlag }, output, runtime, io, stderr);
    }
    finally {
        await output.close();
    }
}
async function runWithOutput(paths, flags, output, runtime, io, stderr) {
    // Flags are checked before anything touches the disk, so a typo fails fast.
    const options = toRunOptions([], flags, runtime.cwd, runtime.now());
    const gates = await readGateFlags(flags, runtime.cwd, (message) => runtime.logger.warn(message));
    if (gates.settings.threshold !== undefined)
        options.threshold = gates.settings.threshold;
    if (flags.maxRetries !== undefined) {
        runtime.logger.warn('--max-retries is deprecated and will be removed: use --timeout-retries (it retries a case attempt that ' +
            "timed out; a target's max_retries retries failed calls)");
    }
    checkDistinctOutputs(runOutputs(options, flags, runtime.cwd));
    options.evalFiles = await (0,resolve_eval_paths/* resolveEvalPaths */.j)(paths, runtime.cwd);
    if (flags.estimate)
        return printEstimate(options, runtime, flags, output);
    const reports = await prepareRunReports({ junit: flags.junit, report: flags.report, output: flags.output }, runtime.cwd);
    const stop = stopOnSignals(runtime.logger, io);
    const { outcome, agreement } = await runWithProgress(options, flags, output, runtime, stop, stderr);
    const head = gates.baseline ? (await (0,read_results/* readResults */.x8)(outcome.resultsPath)).records : [];
    const compare = gates.baseline ? compareWithBaseline(gates.baseline, head, outcome.resultsPath, output) : undefined;
    const fresh = gates.baseline
        ? (0,new_failures/* findNewFailures */.P)(gates.baseline.records, head, (0,repeats/* parsePassPolicy */.hH)(outcome.passPolicy ?? 'all'))
        : undefined;
    if (fresh)
        output.human((0,format_new_failures/* formatNewFailures */.jU)(fresh));
    // The outcome's threshold: --threshold, else the eval files' execution.threshold (prepare-run.ts).
    const settings = { ...gates.settings, threshold: outcome.threshold };
    const failures = (0,run_gates/* gateFailures */.XN)(settings, outcome.summary, compare, outcome.repeats, fresh);
    const gated = (0,run_gates/* hasGates */.x0)(settings) ? { gates: { passed: failures.length === 0, failures } } : {};
    try {
        await (0,write_run_reports/* writeRunReports */.w)({
            summary: summaryJsonFile(flags.summaryJson, runtime.cwd),
            junit: reports.junit,
            html: reports.report,
            promptfoo: reports.output,
        }, {
            outcome: { ...outcome, judge: agreement, ...gated },
            records: gates.baseline ? head : undefined,
            resultsName: outcome.resultsPath,
            baseline: gates.baseline,
        }, {
            runtime,
            labels: { junit: '--junit', html: '--report' },
            note: (line) => output.human(`${line}\n`),
            machine: (text) => output.machine(text),
        });
    }
    catch (error) {
        io.stderr(`error: ${error instanceof Error ? error.message : String(error)}\n`);
        return EXIT.notWritten;
    }
    return exitCodeOf(outcome, failures, settings, stop.exitCode, { io, output, runId: options.queue?.runId });
}
/** The run with its progress bar and the record sinks, then its summary printed for a person. */
async function runWithProgress(options, flags, output, runtime, stop, stderr) {
    let progress;
    const bars = flags.quiet ? undefined : await progressBarsFor(stderr, runtime.env);
    const recordSink = output.recordSink(options.outputFormat);
    const judge = new judge_agreement/* JudgeAgreementCollector */.XY();
    const outcome = await runSuites(options, runtime, {
        signal: stop.signal,
        graceMs: GRACE_MS,
        onPlanned: ({ total }) => {
            if (!flags.quiet)
                progress = new ProgressSink(total, stderr, runtime.now, bars);
        },
        sinks: [
            { append: (r) => progress?.append(r), close: () => progress?.close() },
            judge,
            ...(recordSink ? [recordSink] : []),
        ],
    }).finally(stop.dispose);
    output.human(`${(0,format_summary/* formatSummary */.kq)(outcome.summary)}\n`);
    if (outcome.selection !== undefined)
        output.human(`Selection: ${outcome.selection}\n`);
    if (outcome.repeats)
        output.human(`${(0,repeats/* formatRepeats */.YI)(outcome.repeats, outcome.passPolicy ?? 'all', outcome.earlyStopped)}\n`);
    const agreement = judge.result();
    if (agreement)
        output.human(`${(0,judge_agreement/* formatJudgeAgreement */.DG)(agreement)}\n`);
    if (output.streamFile === undefined)
        output.human(`Results: ${outcome.resultsPath}\n`);
    return { outcome, agreement };
}
/** The exit code, one row of the README's table, with the lines that explain it. */
function exitCodeOf(outcome, failures, settings, signalCode, { io, output, runId }) {
    if (signalCode !== undefined) {
        const recorded = `${outcome.summary.total} case(s) recorded in ${outcome.resultsPath}`;
        io.stderr(`stopped: ${recorded}; ${howToFinish(outcome.resultsPath, runId)}\n`);
        return signalCode;
    }
    if (outcome.writeFailures > 0)
        io.stderr(`error: ${outcome.writeFailures} result(s) could not be written to ${outcome.resultsPath}\n`);
    const { summary } = outcome;
    if (summary.total > 0 && summary.scored === 0)
        io.stderr(`error: no case could be scored: ${summary.errors} errored, ${summary.skipped.length} skipped\n`);
    reportSkipped(outcome, io, runId);
    for (const failure of failures)
        io.stderr(`gate failed: ${failure}\n`);
    if (failures.length === 0 && (0,run_gates/* hasGates */.x0)(settings))
        output.human('Gates passed\n');
    const threshold = settings.threshold !== undefined;
    const code = runExitCode({ summary, writeFailures: outcome.writeFailures, gateFailures: failures, threshold });
    // A promptfoo config exits as promptfoo does when a test failed (100; PROMPTFOO_FAILED_TEST_EXIT_CODE),
    // unless another row applies.
    return code === EXIT.passed && outcome.failedCaseExitCode !== undefined ? outcome.failedCaseExitCode : code;
}
/**
 * How to finish a stopped run: `--resume` its file; a `--queue` run (which refuses `--resume`) keeps
 * in Redis which cases are done, so the same command with the same `--run-id` runs the rest.
 */
function howToFinish(resultsPath, runId) {
    if (runId === undefined)
        return `run again with --resume ${resultsPath} to finish`;
    return (`the queue keeps the cases not done: run the same command again with --run-id ${runId} ` +
        '(to a new --out) to finish them, then agentv merge the results files');
}
/** The comparison with `--baseline`, its verdict printed for a person. */
function compareWithBaseline(baseline, records, resultsPath, output) {
    const report = (0,compare_results/* compareResults */.ex)(baseline.records, records, { file1: baseline.file, file2: resultsPath });
    const broken = report.erroredRegressions.length > 0
        ? `, ${report.erroredRegressions.length} case(s) passed there and error now`
        : '';
    output.human(`Compared with ${baseline.file}: ${report.summary.matched} case(s) matched, ` +
        `mean delta ${(0,format_score/* formatDelta */.CW)(report.summary.meanDelta)}${broken}: ${report.verdict}\n`);
    return report;
}
/** `--summary-json <file>` (absolute), or `-` for stdout. */
function summaryJsonFile(flag, cwd) {
    return flag === undefined || flag === '-' ? flag : external_node_path_default().resolve(cwd, flag);
}
/** What the budget or `--cache-only` left unrun, and how to finish it. */
function reportSkipped(outcome, io, runId) {
    const skipped = outcome.summary.skipped;
    if (skipped.length === 0)
        return;
    const missed = skipped.filter((entry) => entry.reason === 'cache-miss').length;
    if (missed > 0)
        io.stderr(`not in cache: ${missed} case(s) not run or not graded under --cache-only (recorded as skipped); ` +
            'run without --cache-only, with keys, to fill the cache\n');
    if (missed < skipped.length) {
        // A queue run's skipped cases are done in the queue: they are finished from the merged files.
        const resume = runId === undefined
            ? `--resume ${outcome.resultsPath}`
            : `--resume on the file \`agentv merge\` makes of every process's results (one process, no --queue)`;
        io.stderr(`budget reached: ${skipped.length - missed} case(s) not run or not graded (recorded as skipped); ` +
            `run again with a larger --budget-usd and ${resume} to finish\n`);
    }
}
const EXIT_CODES = { SIGINT: 130, SIGTERM: 143, SIGPIPE: 141 };
/** `agentv eval`'s exit code when `--budget-usd` left cases unrun (BudgetExceededError's code). */
const BUDGET_EXIT_CODE = EXIT.budgetReached;
/**
 * SIGINT/SIGTERM stop the run gracefully (no new cases, in-flight ones get a grace period);
 * a second signal exits at once. `exitCode` is 130 / 143 once a signal arrived. stdout's reader
 * going away (`--out - | head`) stops the run the same way, with SIGPIPE's 141.
 */
function stopOnSignals(logger, io) {
    const controller = new AbortController();
    let exitCode;
    const handler = (signal) => {
        const code = EXIT_CODES[signal] ?? 1;
        if (exitCode !== undefined)
            process.exit(code);
        exitCode = code;
        logger.warn(`${signal}: stopping — no new cases; in-flight cases get a grace period (send it again to exit now)`);
        controller.abort(new Error(signal));
    };
    process.on('SIGINT', handler);
    process.on('SIGTERM', handler);
    const unsubscribe = io.onStdoutClosed?.(() => {
        if (exitCode !== undefined)
            return;
        exitCode = EXIT_CODES.SIGPIPE;
        logger.warn('stdout was closed by its reader: stopping — no new cases; in-flight cases get a grace period');
        controller.abort(new Error('SIGPIPE'));
    });
    return {
        signal: controller.signal,
        get exitCode() {
            return exitCode;
        },
        dispose: () => {
            process.off('SIGINT', handler);
            process.off('SIGTERM', handler);
            unsubscribe?.();
        },
    };
}
/**
 * `--estimate`: prints the expected calls, tokens and cost from the last run's results (the
 * `--resume` or `--out` file when it exists, else the newest results file in the results folder)
 * and the response cache (with `--cache`). Nothing is called; exit 0.
 */
async function printEstimate(options, runtime, flags, output) {
    const explicit = flags.resume !== undefined || flags.out !== undefined ? options.outPath : undefined;
    const lastRun = explicit && (await isFile(explicit)) ? explicit : await newestResults(external_node_path_default().dirname(options.outPath));
    const estimate = await estimateSuites(options, runtime, lastRun);
    const { target, judge } = estimate.usage;
    const source = [
        lastRun ? `the records of ${lastRun}` : 'no earlier results',
        ...(options.cacheDir ? ['the response cache'] : []),
    ].join(' and ');
    const lines = [`Estimate for ${estimate.cases} case(s), from ${source}; nothing was called.`];
    if (estimate.cases > estimate.unknownCases)
        lines.push(...(0,format_usage/* formatUsage */.pK)(estimate.usage, 'Expected'));
    if (estimate.unknownCases > 0) {
        lines.push(`  ${estimate.unknownCases} case(s) have no record in the last run: ` +
            'their calls and cost are unknown and not counted');
    }
    const unknown = target.unpricedCalls + judge.unpricedCalls > 0 ? ' + unknown' : '';
    lines.push(`  expected calls ${target.calls + judge.calls}, ` +
        `tokens ${(0,usage_totals/* formatTokens */._y)(target.tokens.total + judge.tokens.total)}, ` +
        `cost ${(0,usage_totals/* usd */.dR)(target.spentUsd + judge.spentUsd)}${unknown}`);
    output.human(`${lines.join('\n')}\n`);
    return 0;
}
async function isFile(file) {
    return (0,external_node_fs_promises_.stat)(file).then((s) => s.isFile(), () => false);
}
/** The most recently written results file (JSONL or YAML) in `dir`, if any. */
async function newestResults(dir) {
    const names = await (0,external_node_fs_promises_.readdir)(dir).catch(() => []);
    let newest;
    for (const name of names.filter((n) => /\.(jsonl|ya?ml)$/i.test(n))) {
        const file = external_node_path_default().join(dir, name);
        const mtime = await (0,external_node_fs_promises_.stat)(file).then((s) => (s.isFile() ? s.mtimeMs : -1), () => -1);
        if (mtime >= 0 && (!newest || mtime > newest.mtime))
            newest = { file, mtime };
    }
    return newest?.file;
}
/** Every path the run writes, as given (empty values are left to their own checks). */
function runOutputs(options, flags, cwd) {
    const file = (flag, value) => value ? [{ flag, path: external_node_path_default().resolve(cwd, value), kind: 'file' }] : [];
    const folder = (flag, value) => value ? [{ flag, path: value, kind: 'folder' }] : [];
    return [
        { flag: flags.resume !== undefined ? '--resume' : '--out', path: options.outPath, kind: 'file' },
        ...file('--junit', flags.junit),
        ...file('--report', flags.report),
        ...file('--output', flags.output),
        ...file('--summary-json', flags.summaryJson),
        ...file('--events', options.eventsPath),
        ...folder('--dump-prompts', options.dumpPromptsDir),
        ...folder('--dump-traces', options.dumpTracesDir),
    ];
}


/***/ }),

/***/ 64872:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ executionMetricsSchema),
/* harmony export */   $M: () => (/* binding */ costSchema),
/* harmony export */   Im: () => (/* binding */ compositeAggregatorSchema),
/* harmony export */   ZG: () => (/* binding */ toolTrajectorySchema),
/* harmony export */   gK: () => (/* binding */ latencySchema),
/* harmony export */   h_: () => (/* binding */ fieldAccuracySchema),
/* harmony export */   uX: () => (/* binding */ tokenUsageSchema)
/* harmony export */ });
/* unused harmony exports argsMatchSchema, expectedToolCallSchema, toolTrajectoryFields, fieldSpecSchema, fieldAccuracyFields, executionMetricsFields */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92857);
/* harmony import */ var _assertion_schemas_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67235);


/**
 * Config shapes of the deterministic evaluators AgentV 2.x suites use (tool_trajectory,
 * field_accuracy, execution_metrics, latency) and of `composite`'s aggregator. They are exported
 * on their own so the 4.x assertion format can reuse them under its names. Field names follow
 * AgentV (snake_case, with the camelCase spellings AgentV also reads where it does).
 */
const common = _assertion_schemas_js__WEBPACK_IMPORTED_MODULE_0__/* .graderCommonFields */ .Sx;
const nonNegative = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0);
/**
 * How a call's arguments are compared with an expected item's (AgentV 4.x): `exact` deep equality,
 * `superset` (the call has every expected key; 2.x's rule), `subset` (the call has no key the item
 * lacks), `ignore`, or a list of (dot-path) fields compared one by one.
 */
const argsMatchSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['exact', 'ignore', 'subset', 'superset']), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1)], {
    error: 'args_match must be exact, ignore, subset, superset or a list of field paths',
});
/** One expected tool call of an `in_order` / `exact` / `subset` / `superset` trajectory. */
const expectedToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    tool: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** `any`, or an argument object compared as `args_match` says. */
    args: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('any'), zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J())]).optional(),
    max_duration_ms: nonNegative.optional(),
    maxDurationMs: nonNegative.optional(),
    args_match: argsMatchSchema.optional(),
    argsMatch: argsMatchSchema.optional(),
})
    .transform(({ maxDurationMs, max_duration_ms, argsMatch, args_match, ...rest }) => {
    const limit = max_duration_ms ?? maxDurationMs;
    const match = args_match ?? argsMatch;
    return {
        ...rest,
        ...(limit !== undefined ? { max_duration_ms: limit } : {}),
        ...(match !== undefined ? { args_match: match } : {}),
    };
});
const toolTrajectoryFields = {
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('tool_trajectory'),
    ...common,
    mode: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['any_order', 'in_order', 'exact', 'subset', 'superset'], {
        error: 'mode must be any_order, in_order, exact, subset or superset',
    }),
    minimums: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), nonNegative).optional(),
    expected: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(expectedToolCallSchema).optional(),
    args_match: argsMatchSchema.optional(),
    argsMatch: argsMatchSchema.optional(),
};
const toolTrajectorySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc(toolTrajectoryFields).superRefine((value, ctx) => {
    if (value.mode === 'any_order' && value.minimums === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['minimums'],
            message: 'any_order mode needs "minimums"',
            params: { fix: 'add minimums: {toolName: count}' },
        });
    }
    if ((value.mode === 'in_order' || value.mode === 'exact') && value.expected === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['expected'],
            message: `${value.mode} mode needs "expected"`,
            params: { fix: 'add expected: [{tool: name}]' },
        });
    }
});
const fieldSpecSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** Dot path with array indexes: `invoice.line_items[0].amount`. */
    path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    match: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['exact', 'numeric_tolerance', 'date'], {
        error: 'match must be exact, numeric_tolerance or date (use a code_judge evaluator for fuzzy matching)',
    }),
    required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    weight: nonNegative.optional(),
    tolerance: nonNegative.optional(),
    relative: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    formats: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
const fieldAccuracyFields = {
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('field_accuracy'),
    ...common,
    fields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(fieldSpecSchema).min(1, { error: 'field_accuracy needs at least one entry in "fields"' }),
    aggregation: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['weighted_average', 'all_or_nothing']).optional(),
};
const fieldAccuracySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc(fieldAccuracyFields);
const THRESHOLDS = [
    'max_tool_calls',
    'max_llm_calls',
    'max_tokens',
    'max_cost_usd',
    'max_duration_ms',
    'target_exploration_ratio',
];
const executionMetricsFields = {
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('execution_metrics'),
    ...common,
    max_tool_calls: nonNegative.optional(),
    max_llm_calls: nonNegative.optional(),
    max_tokens: nonNegative.optional(),
    max_cost_usd: nonNegative.optional(),
    max_duration_ms: nonNegative.optional(),
    target_exploration_ratio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1).optional(),
    exploration_tolerance: nonNegative.optional(),
};
const executionMetricsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc(executionMetricsFields).superRefine((value, ctx) => {
    if (THRESHOLDS.every((key) => value[key] === undefined)) {
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: 'execution_metrics needs at least one threshold',
            params: { fix: `set one of ${THRESHOLDS.join(', ')}` },
        });
    }
});
const latencySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('latency'),
    ...common,
    threshold: nonNegative,
});
/** AgentV's `cost`: 1 when the reported cost is within `budget` (USD), else 0. */
const costSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('cost'), ...common, budget: nonNegative });
/** AgentV's `token_usage`: 1 when every given maximum holds (input, output, total), else 0. */
const tokenUsageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('token_usage'),
    ...common,
    max_total: nonNegative.optional(),
    max_input: nonNegative.optional(),
    max_output: nonNegative.optional(),
})
    .superRefine((value, ctx) => {
    if (value.max_total === undefined && value.max_input === undefined && value.max_output === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: 'token_usage needs a limit',
            params: { fix: 'set max_total, max_input or max_output' },
        });
    }
});
/** How a composite turns its members' scores into one. */
const compositeAggregatorSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('type', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('weighted_average'), weights: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), nonNegative).optional() }),
    /** AgentV 4's `threshold`: 1 when the share of members that passed reaches `threshold`, else 0. */
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('threshold'), threshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1) }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('code_judge'), path: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1), cwd: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional() }),
    /** `prompt`: text, or a file holding it; `{{EVALUATOR_RESULTS_JSON}}` is filled in. */
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('llm_judge'), prompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional() }),
], { error: 'aggregator type must be weighted_average, threshold, code_judge (code-grader) or llm_judge (llm-grader)' });


/***/ }),

/***/ 67235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sx: () => (/* binding */ graderCommonFields),
/* harmony export */   jd: () => (/* binding */ assertionSchemas),
/* harmony export */   vb: () => (/* binding */ skillTriggerSchema),
/* harmony export */   z$: () => (/* binding */ ASSERTION_CHECKS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92857);

/**
 * AgentV 4.x's deterministic assertions (graders/assertions.ts at v4.42.4): string checks on the
 * answer that make no model call. Each scores 1 or 0; `negate` (common to every grader) inverts it.
 */
const ASSERTION_CHECKS = [
    'contains',
    'contains-any',
    'contains-all',
    'icontains',
    'icontains-any',
    'icontains-all',
    'starts-with',
    'ends-with',
    'regex',
    'is-json',
    'equals',
];
/** Fields every 4.x grader takes besides its own: how it weighs and gates the case score. */
const graderCommonFields = {
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional(),
    weight: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).optional(),
    /** A failed required grader makes the case score 0; a number is the score it must reach. */
    required: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().gt(0).lte(1)], { error: 'required must be true, false or a score in (0, 1]' })
        .optional(),
    /** The score this grader must reach to count as passed (0 < min_score <= 1). */
    min_score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().gt(0).lte(1, 'min_score must be a score in (0, 1]').optional(),
    /** Inverts the score (1 - score) and swaps pass and fail. */
    negate: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
};
const text = (check) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: `${check} needs "value:" (a string; quote numbers)` }).min(1, `${check} needs a non-empty "value"`);
const texts = (check) => zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: 'each value must be a string (quote numbers)' }), {
    error: `${check} needs "value:" as a list of strings`,
})
    .min(1, `${check} needs at least one value`);
const single = (check) => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(check), ...graderCommonFields, value: text(check) });
const many = (check) => zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(check), ...graderCommonFields, value: texts(check) });
const regexSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('regex'),
    ...graderCommonFields,
    value: text('regex'),
    flags: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
        .regex(/^[dgimsuyv]*$/, 'flags may only hold the JavaScript regex flags d, g, i, m, s, u, v, y')
        .optional(),
})
    .superRefine((value, ctx) => {
    try {
        new RegExp(value.value, value.flags);
    }
    catch (error) {
        ctx.addIssue({
            code: 'custom',
            path: ['value'],
            message: `invalid regular expression: ${error.message}`,
            params: { fix: 'write a JavaScript regular expression (escape backslashes inside double quotes)' },
        });
    }
});
const assertionSchemas = [
    single('contains'),
    many('contains-any'),
    many('contains-all'),
    single('icontains'),
    many('icontains-any'),
    many('icontains-all'),
    single('starts-with'),
    single('ends-with'),
    regexSchema,
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('is-json'), ...graderCommonFields }),
    single('equals'),
];
/** AgentV's `skill-trigger`: did the agent invoke (or read) the named skill? */
const skillTriggerSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('skill-trigger'),
    ...graderCommonFields,
    skill: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ error: 'skill-trigger needs "skill:" (the skill name)' }).min(1),
    should_trigger: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
});


/***/ }),

/***/ 60194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ buildEvalCase)
/* harmony export */ });
/* harmony import */ var _build_message_content_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41356);
/* harmony import */ var _normalize_evaluators_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81508);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12865);



/** A validated case → EvalCase, with every referenced file read and classified. */
async function buildEvalCase(raw, casePath, ctx) {
    const id = String(raw.id);
    const line = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .positionOf */ .df)(ctx.src, casePath).line;
    if (raw.expected_outcome !== undefined && raw.outcome !== undefined) {
        warnAt(ctx, line, `case "${id}" has both "expected_outcome" and "outcome"; "expected_outcome" is used`);
    }
    const files = { guidelineFiles: [], inputFiles: [] };
    const [inputKey, inputRaw] = raw.input_messages
        ? ['input_messages', raw.input_messages]
        : ['input', asMessages(raw.input ?? [], 'user')];
    const inputMessages = await renderMessages(inputRaw, [...casePath, inputKey], true, id, ctx, files);
    const [expectedKey, expectedRaw] = raw.expected_messages
        ? ['expected_messages', raw.expected_messages]
        : ['expected_output', raw.expected_output === undefined ? [] : asMessages(raw.expected_output, 'assistant')];
    const expected = await renderMessages(expectedRaw, [...casePath, expectedKey], false, id, ctx, files);
    const evaluators = caseEvaluators(raw, casePath, ctx);
    const target = raw.execution?.target;
    const { unrunnable } = files;
    if (unrunnable)
        warnAt(ctx, line, `case "${id}": ${unrunnable}; it will be recorded with that error`);
    return {
        id,
        ...(unrunnable ? { unrunnable } : {}),
        line,
        expectedOutcome: raw.expected_outcome ?? raw.outcome ?? '',
        inputMessages,
        ...(expected.length > 0
            ? { referenceAnswer: expected[expected.length - 1]?.content, expectedMessages: expected }
            : {}),
        ...(raw.conversation_id !== undefined ? { conversationId: raw.conversation_id } : {}),
        guidelineFiles: files.guidelineFiles,
        inputFiles: files.inputFiles,
        ...(target !== undefined ? { targetName: target } : {}),
        ...(evaluators !== undefined ? { evaluators } : {}),
    };
}
function warnAt(ctx, line, message) {
    ctx.warnings.push({ message, file: ctx.src.file, line });
}
/**
 * Renders one list of messages (input or expected). Sequential on purpose: file order in
 * guidelineFiles/inputFiles and the first error reported must not depend on I/O timing.
 */
async function renderMessages(messages, listPath, liftGuidelines, id, ctx, files) {
    const rendered = [];
    for (const [j, message] of messages.entries()) {
        const gitUrl = gitUrlSegment(message.content);
        if (gitUrl !== undefined) {
            files.unrunnable ??=
                `file segment ${gitUrl} is a git URL (AgentV fetches it from the git host); this tool reads ` +
                    `files from disk only: check the file into the repository and give its path`;
            continue;
        }
        const contentPath = [...listPath, j, 'content'];
        const content = {
            evalDir: ctx.evalDir,
            repoRoot: ctx.repoRoot,
            allowOutsideRoot: ctx.allowOutsideRoot,
            guidelinePatterns: ctx.guidelinePatterns,
            liftGuidelines,
            failAt: (k) => (detail, fix) => (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .configErrorAt */ .C3)(ctx.src, [...contentPath, k, 'value'], `${detail} (case "${id}")`, fix),
            guidelineFiles: files.guidelineFiles,
            inputFiles: files.inputFiles,
        };
        const { text, written } = message.content === undefined ? { text: '' } : await (0,_build_message_content_js__WEBPACK_IMPORTED_MODULE_0__/* .buildMessageContent */ .r0)(message.content, content);
        // Expected tool calls reach code judges as written, as AgentV passes them.
        const calls = liftGuidelines ? undefined : (message.tool_calls ?? message.toolCalls);
        rendered.push({
            role: message.role,
            content: text,
            ...(written ? { written } : {}),
            ...(calls ? { tool_calls: calls } : {}),
        });
    }
    return rendered;
}
/**
 * AgentV's shorthands: a string is one message of `role`, a mapping is one message whose content
 * is that object; a list is already messages.
 */
function asMessages(value, role) {
    if (Array.isArray(value))
        return value;
    return [{ role, content: value }];
}
/**
 * The case's own evaluators (`execution.evaluators` wins over `evaluators`). `rubrics` shorthand
 * appends a rubric judge named "rubrics"; on a case without its own list it is added to the
 * suite's evaluators, so a rubric never silently replaces them.
 */
function caseEvaluators(raw, casePath, ctx) {
    const ownKey = raw.execution?.evaluators ? ['execution', 'evaluators'] : ['evaluators'];
    const ownRaw = raw.execution?.evaluators ?? raw.evaluators;
    const own = ownRaw
        ? (0,_normalize_evaluators_js__WEBPACK_IMPORTED_MODULE_1__/* .normalizeEvaluators */ .w0)(ownRaw, [...casePath, ...ownKey], {
            src: ctx.src,
            evalDir: ctx.evalDir,
            repoRoot: ctx.repoRoot,
            allowOutsideRoot: ctx.allowOutsideRoot,
        })
        : undefined;
    if (!raw.rubrics || raw.rubrics.length === 0)
        return own ? (0,_normalize_evaluators_js__WEBPACK_IMPORTED_MODULE_1__/* .dedupeEvaluatorNames */ .P5)(own) : undefined;
    const rubric = {
        type: 'rubric',
        name: 'rubrics',
        weight: 1,
        criteria: (0,_normalize_evaluators_js__WEBPACK_IMPORTED_MODULE_1__/* .toCriteria */ .bt)(raw.rubrics, [...casePath, 'rubrics'], ctx.src),
    };
    return (0,_normalize_evaluators_js__WEBPACK_IMPORTED_MODULE_1__/* .dedupeEvaluatorNames */ .P5)([...(own ?? ctx.suiteEvaluators), rubric]);
}
/**
 * The first file segment of `content` that is a git host URL, as AgentV 2.x reads them
 * (`github.com/{owner}/{repo}/blob/…`, `gitlab.com/…/-/blob/…`, `bitbucket.org/{owner}/{repo}/src/…`).
 */
function gitUrlSegment(content) {
    if (!Array.isArray(content))
        return undefined;
    for (const segment of content) {
        if (segment.type === 'file' && GIT_URL.test(segment.value))
            return segment.value;
    }
    return undefined;
}
/** A file's page on GitHub, GitLab or Bitbucket (a URL to a file in a git repository, not the file). */
const GIT_FILE_PAGES = [
    /github\.com\/[^/]+\/[^/]+\/blob\//,
    /gitlab\.com\/.+?\/[^/]+\/-\/blob\//,
    /bitbucket\.org\/[^/]+\/[^/]+\/src\//,
];
const GIT_URL = new RegExp(`^https://(${GIT_FILE_PAGES.map((page) => page.source).join('|')}).+`);


/***/ }),

/***/ 41356:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kG: () => (/* binding */ loadGuidelinePatterns),
/* harmony export */   r0: () => (/* binding */ buildMessageContent)
/* harmony export */ });
/* unused harmony exports readReferencedFile, DEFAULT_GUIDELINE_PATTERNS, agentvSettingsSchema, isGuidelinePath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _repo_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48017);
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(91138);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(92857);
/* harmony import */ var _unknown_keys_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(53469);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(12865);







/**
 * Renders message content to text: strings as written, mappings as JSON text, segment lists
 * joined with "\n". Guideline files are lifted out (the engine puts them into the system prompt);
 * other files are embedded as `<file path="…">…</file>` so the model sees which file is which.
 * Content that is not one string is also kept as written, its files read, for AgentV's graders.
 */
async function buildMessageContent(content, ctx) {
    if (typeof content === 'string')
        return { text: content };
    if (!Array.isArray(content))
        return { text: JSON.stringify(content, null, 2), written: content };
    const parts = [];
    const written = [];
    for (const [index, segment] of content.entries()) {
        if (segment.type === 'text') {
            parts.push(segment.value);
            written.push(segment);
            continue;
        }
        const file = await readReferencedFile(segment.value, { ...ctx, fail: ctx.failAt(index) });
        written.push({ type: 'file', value: segment.value, file });
        if (ctx.liftGuidelines && isGuidelinePath(file.displayPath, ctx.guidelinePatterns)) {
            addOnce(ctx.guidelineFiles, file);
            continue;
        }
        if (ctx.liftGuidelines)
            addOnce(ctx.inputFiles, file);
        parts.push(`<file path="${file.displayPath}">\n${file.content.replace(/\n$/, '')}\n</file>`);
    }
    return { text: parts.join('\n'), written };
}
function addOnce(list, file) {
    if (!list.some((f) => f.absolutePath === file.absolutePath))
        list.push(file);
}
/**
 * Finds and reads a file referenced from an eval file: relative to the eval file's folder, then
 * each parent folder up to the repository root (so shared prompts can live higher up). A file
 * outside the repository is refused unless allowed, so an eval file cannot quietly read secrets
 * from elsewhere on the machine into a prompt.
 */
async function readReferencedFile(ref, lookup) {
    const candidates = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(ref)
        ? [ref]
        : (0,_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .ancestorDirs */ .cR)(lookup.evalDir, lookup.repoRoot).map((dir) => node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(dir, ref));
    let found;
    for (const candidate of candidates) {
        const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(candidate).catch(() => undefined);
        if (stat?.isFile()) {
            found = candidate;
            break;
        }
    }
    if (!found) {
        throw lookup.fail(`referenced file "${ref}" not found`, `fix the path; it is looked up relative to ${lookup.evalDir} and then each parent folder up ` +
            `to ${lookup.repoRoot}`);
    }
    const refusal = (0,_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .referencedFileRefusal */ .ew)(found, lookup);
    if (refusal)
        throw lookup.fail(`referenced file "${ref}" ${refusal.reason}`, refusal.fix);
    let content;
    try {
        content = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(found, 'utf8');
    }
    catch {
        throw lookup.fail(`referenced file "${ref}" could not be read`, `check the permissions of ${found}`);
    }
    const displayPath = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(lookup.repoRoot, found).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
    return { absolutePath: found, displayPath, content };
}
/** The default patterns of which referenced files are guidelines rather than task input. */
const DEFAULT_GUIDELINE_PATTERNS = [
    '**/*.instructions.md',
    '**/instructions/**',
    '**/*.prompt.md',
    '**/prompts/**',
];
/** `.agentv.yaml`, the optional per-folder settings file beside eval files. */
const agentvSettingsSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    guideline_patterns: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
});
/**
 * Guideline patterns for eval files in `evalDir`: `guideline_patterns` from `.agentv.yaml` in that
 * folder, else from AgentV's `.agentv/config.yaml` in that folder or the nearest parent up to the
 * repository root, else the defaults. Unknown keys in the settings file are pushed onto `warnings`.
 */
async function loadGuidelinePatterns(evalDir, warnings, repoRoot = evalDir) {
    const candidates = [
        node_path__WEBPACK_IMPORTED_MODULE_1___default().join(evalDir, '.agentv.yaml'),
        ...(0,_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .ancestorDirs */ .cR)(evalDir, repoRoot).map((dir) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, '.agentv', 'config.yaml')),
    ];
    const file = candidates.find((candidate) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate));
    if (!file)
        return DEFAULT_GUIDELINE_PATTERNS;
    const src = await (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_5__/* .readYamlSource */ .tj)(file, `settings file ${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}`);
    // An empty file means "no settings", not an error.
    const data = src.data ?? {};
    const parsed = agentvSettingsSchema.safeParse(data);
    if (!parsed.success)
        throw (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_5__/* .zodIssueError */ .ly)(src, parsed.error);
    warnings.push(...(0,_unknown_keys_js__WEBPACK_IMPORTED_MODULE_4__/* .unknownKeyWarnings */ .HX)(src, agentvSettingsSchema, data));
    return parsed.data.guideline_patterns ?? DEFAULT_GUIDELINE_PATTERNS;
}
/** True when the repository-relative, forward-slash `displayPath` matches any pattern. */
function isGuidelinePath(displayPath, patterns) {
    return patterns.some((pattern) => (0,minimatch__WEBPACK_IMPORTED_MODULE_3__/* .minimatch */ .xF)(displayPath, pattern, { dot: true }));
}


/***/ }),

/***/ 17449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ CaseList)
/* harmony export */ });
/* harmony import */ var _evaluator_kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83783);

/**
 * The cases of one suite as a run holds them: of each case only what planning needs (id, line,
 * target), the whole case built again when it runs. A suite of 10,000 cases holds 10,000 ids,
 * not 10,000 conversations with their files' text.
 */
class CaseList {
    build;
    #ids;
    #lines;
    #count = 0;
    /** Only the cases that name their own target. */
    #targets = new Map();
    #judgeTargets = [];
    /** Per case: 1 when its own evaluators ask its target's judge, 0 when not, -1 when it has none. */
    #usesJudge;
    /** Only the cases with tags or metadata (what the selection flags read). */
    #labels = new Map();
    /**
     * `build(i)` makes case `i` again, as the loader first made it (files read anew); `capacity` is
     * how many cases the file has, so what is held is allocated once.
     */
    constructor(build, capacity) {
        this.build = build;
        this.#ids = new Array(capacity);
        this.#lines = new Int32Array(capacity);
        this.#usesJudge = new Int8Array(capacity);
    }
    /** Cases already built, held as they are (small suites, tests). */
    static of(cases) {
        const list = new CaseList(async (index) => cases[index], cases.length);
        for (const evalCase of cases)
            list.add(evalCase);
        return list;
    }
    /** Records the next case from its first build; the caller drops the case. */
    add(evalCase) {
        const index = this.#count;
        if (index >= this.#lines.length)
            throw new RangeError(`more cases than the ${this.#lines.length} announced`);
        this.#count++;
        this.#ids[index] = interned(evalCase.id);
        this.#lines[index] = evalCase.line;
        if (evalCase.targetName !== undefined)
            this.#targets.set(index, evalCase.targetName);
        for (const { config, name } of (0,_evaluator_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .judgeTargetsOf */ .XO)(evalCase.evaluators ?? []))
            this.#judgeTargets.push({ index, evaluator: config.name, target: name });
        if (evalCase.tags !== undefined || evalCase.metadata !== undefined)
            this.#labels.set(index, { tags: evalCase.tags, metadata: evalCase.metadata });
        this.#usesJudge[index] = evalCase.evaluators === undefined ? -1 : (0,_evaluator_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .usesTargetJudge */ .Z3)(evalCase.evaluators) ? 1 : 0;
    }
    get count() {
        return this.#count;
    }
    id(index) {
        return this.#ids[index];
    }
    line(index) {
        return this.#lines[index];
    }
    targetName(index) {
        return this.#targets.get(index);
    }
    judgeTargets() {
        return this.#judgeTargets;
    }
    usesTargetJudge(index) {
        const uses = this.#usesJudge[index];
        return uses === -1 ? undefined : uses === 1;
    }
    tags(index) {
        return this.#labels.get(index)?.tags ?? [];
    }
    metadata(index) {
        return this.#labels.get(index)?.metadata;
    }
    load(index) {
        return this.build(index);
    }
}
/**
 * `text` as V8's string table holds it. An id read from YAML can be a slice of the text it was
 * parsed from (V8 slices strings of 13 characters or more), which it would keep alive for the
 * whole run; the interned copy holds only itself. Shorter ids are copies already.
 */
function interned(text) {
    return text.length < 13 ? text : (Object.keys({ [text]: 0 })[0] ?? text);
}


/***/ }),

/***/ 25373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ inputAliasSchema),
/* harmony export */   JH: () => (/* binding */ promptsSchema),
/* harmony export */   Tx: () => (/* binding */ passPolicySchema),
/* harmony export */   Vv: () => (/* binding */ evalFileHeaderSchema),
/* harmony export */   h1: () => (/* binding */ evalFileBaseSchema),
/* harmony export */   hn: () => (/* binding */ expectedOutputAliasSchema),
/* harmony export */   sV: () => (/* binding */ evalCaseSchema),
/* harmony export */   xj: () => (/* binding */ caseIdSchema)
/* harmony export */ });
/* unused harmony exports messageSchema, evalFileSchema */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22143);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92857);
/* harmony import */ var _evaluator_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8242);
/* harmony import */ var _rubric_items_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49152);
/* harmony import */ var _targets_file_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(13195);





/**
 * The eval file format (AgentV 2.x, see docs/coming-from-agentv.md). Aliases (`testcases`, `outcome`, `promptPath`)
 * are declared as their own keys so error paths match what the user wrote; the loader merges them.
 */
const segmentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .discriminatedUnion */ .gMt('type', [
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('text'), value: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('file'), value: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1) }),
], { error: 'segment "type" must be one of: text, file' });
const contentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(segmentSchema), zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J())], {
    error: 'content must be a string, a mapping, or a list of {type: text|file, value} segments',
});
/**
 * A chat message. An assistant turn may carry tool calls (OpenAI's `tool_calls` or AgentV's
 * `toolCalls`) and no `content`; any other message needs content.
 */
const messageSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    role: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['system', 'user', 'assistant', 'tool']),
    content: contentSchema.optional(),
    tool_calls: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()).optional(),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()).optional(),
    tool_call_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
})
    .superRefine((value, ctx) => {
    if (value.content === undefined && value.tool_calls === undefined && value.toolCalls === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['content'],
            message: 'missing "content"',
            params: { fix: 'add "content:" (only an assistant message with tool_calls may omit it)' },
        });
    }
});
/** AgentV's `input`: a string (one user message) or a message list. */
const inputAliasSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(messageSchema).min(1)], {
    error: 'input must be a string or a list of messages',
});
/** AgentV's `expected_output`: a string or object (one assistant message) or a message list. */
const expectedOutputAliasSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(messageSchema), zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J())], {
    error: 'expected_output must be a string, a mapping or a list of messages',
});
const executionSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    target: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
    evaluators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_evaluator_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluatorSchema */ .p).optional(),
});
// A number is kept only when it reads back as written: 1.2e29 would become "1.2e+29", 1.50 "1.5".
const caseIdSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig()
        .refine(Number.isSafeInteger, 'a numeric id must be a whole number below 2^53 (it would not be kept as written); quote it'),
], {
    error: 'id must be a non-empty string',
});
/** Prompt variants: each case runs once per variant. */
const promptsSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1), prompt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1) }))
    .min(1, 'prompts must not be an empty list');
/** How a case's repeats decide its verdict: all, any, at-least:K or rate:X (results/repeats.ts). */
const passPolicySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()
    .regex(/^\s*(all|any|at-least:[1-9]\d*|rate:(0?\.\d*[1-9]\d*|1(\.0*)?))\s*$/i, 'pass_policy must be all, any, at-least:K or rate:X (0 < X <= 1)');
const evalCaseSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    id: caseIdSchema,
    expected_outcome: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    input_messages: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(messageSchema).min(1).optional(),
    input: inputAliasSchema.optional(),
    expected_messages: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(messageSchema).optional(),
    expected_output: expectedOutputAliasSchema.optional(),
    conversation_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    execution: executionSchema.optional(),
    evaluators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_evaluator_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluatorSchema */ .p).optional(),
    rubrics: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_rubric_items_js__WEBPACK_IMPORTED_MODULE_2__/* .rubricItemSchema */ .c).optional(),
})
    .superRefine((value, ctx) => {
    if (value.expected_outcome === undefined && value.outcome === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['expected_outcome'],
            message: 'missing required field "expected_outcome"',
            params: { fix: 'add "expected_outcome:" describing what a good answer achieves' },
        });
    }
    if (value.input_messages === undefined && value.input === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['input_messages'],
            message: 'missing required field "input_messages"',
            params: { fix: 'add "input_messages:" (or AgentV\'s "input:", a string or a message list)' },
        });
    }
});
/** The eval file's keys without the cross-field rule (JSONL sidecars reuse them without the cases). */
const evalFileBaseSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    dataset: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
    target: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1).optional(),
    execution: executionSchema.optional(),
    evaluators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_evaluator_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluatorSchema */ .p).optional(),
    prompts: promptsSchema.optional(),
    iterations: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).max(_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ITERATIONS */ .ad, `iterations must be at most ${_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ITERATIONS */ .ad}`).optional(),
    /** AgentV 5's and promptfoo's name for `iterations`. */
    repeat: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1).max(_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ITERATIONS */ .ad, `repeat must be at most ${_types_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_ITERATIONS */ .ad}`).optional(),
    pass_policy: passPolicySchema.optional(),
    workspace: _targets_file_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .workspaceSchema */ .Ns.optional(),
    /** AgentV 2.x sidecars name the default evaluator type; ours is llm_judge too, so it is read and kept as is. */
    evaluator: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('llm_judge', { error: 'evaluator may only be llm_judge (list others under "evaluators:")' })
        .optional(),
    evalcases: caseList('evalcases', evalCaseSchema),
    testcases: caseList('testcases', evalCaseSchema),
});
function caseList(key, element) {
    return zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(element).min(1, `${key} must contain at least one case`).optional();
}
function requireCases(value, ctx) {
    if (value.evalcases === undefined && value.testcases === undefined) {
        ctx.addIssue({
            code: 'custom',
            path: ['evalcases'],
            message: 'missing the list of cases ("tests" in AgentV 4.x, "evalcases" in 2.x)',
            params: { fix: 'add "tests:" with a list of tests (id, input, criteria or assertions), or 2.x "evalcases:"' },
        });
    }
}
const evalFileSchema = evalFileBaseSchema.superRefine(requireCases);
/**
 * The eval file with its cases left unchecked: the loader checks each case on its own with
 * {@link evalCaseSchema} as it reads it, so it never holds every parsed case at once.
 */
const evalFileHeaderSchema = evalFileBaseSchema
    .extend({ evalcases: caseList('evalcases', zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()), testcases: caseList('testcases', zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()) })
    .superRefine(requireCases);


/***/ }),

/***/ 83783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  iF: () => (/* binding */ AGENTV4_TYPE_NAMES),
  Tn: () => (/* binding */ DEFAULT_EVALUATORS),
  zd: () => (/* binding */ EVALUATOR_SCHEMAS),
  Mn: () => (/* binding */ EVALUATOR_TYPES),
  k3: () => (/* binding */ NAMED_BY_CONTENT),
  XO: () => (/* binding */ judgeTargetsOf),
  xB: () => (/* binding */ normalizeRawEvaluator),
  HT: () => (/* binding */ recordedType),
  Z3: () => (/* binding */ usesTargetJudge)
});

// UNUSED EXPORTS: EVALUATOR_KINDS, referencedFiles, runsScript

// EXTERNAL MODULE: ./src/config/assertion-schemas.ts
var assertion_schemas = __webpack_require__(67235);
;// CONCATENATED MODULE: ./src/config/evaluator-kinds/assertion-kind.ts

/**
 * AgentV 4.x's deterministic string checks (`contains`, `regex`, `is-json`, …), one evaluator
 * kind with the check as a field. Each is named after what it checks, as AgentV names them.
 */
const ASSERTION_KIND = {
    read: {
        types: assertion_schemas/* ASSERTION_CHECKS */.z$,
        schemas: assertion_schemas/* assertionSchemas */.jd,
        defaultName: assertionName,
        normalize(entry, { name, weight }) {
            switch (entry.type) {
                case 'regex':
                    return {
                        type: 'assertion',
                        check: 'regex',
                        name,
                        weight,
                        value: entry.value,
                        ...(entry.flags !== undefined ? { flags: entry.flags } : {}),
                    };
                case 'is-json':
                    return { type: 'assertion', check: 'is-json', name, weight };
                default:
                    return { type: 'assertion', check: entry.type, name, weight, value: entry.value };
            }
        },
    },
};
/** AgentV 4.x's default names: `contains-<value>`, `contains-any-<count>`, `regex-<first 30>`, else the type. */
function assertionName(entry) {
    switch (entry.type) {
        case 'regex':
            return `regex-${entry.value.slice(0, 30)}`;
        case 'is-json':
            return entry.type;
        default:
            return typeof entry.value === 'string' ? `${entry.type}-${entry.value}` : `${entry.type}-${entry.value.length}`;
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/config/repo-paths.ts
var repo_paths = __webpack_require__(48017);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(22143);
// EXTERNAL MODULE: ./src/config/evaluator-kinds/evaluator-paths.ts
var evaluator_paths = __webpack_require__(67258);
;// CONCATENATED MODULE: ./src/config/evaluator-kinds/code-kind.ts






/**
 * The code evaluator: `code_judge` is AgentV's name, `code` ours. Keys beyond the known ones reach
 * the script as `config` (AgentV's rule), so the object is loose; an explicit `config:` wins.
 */
const codeFields = {
    ...assertion_schemas/* graderCommonFields */.Sx,
    script: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)], {
        error: 'script must be a command string or a non-empty list of arguments',
    }),
    cwd: schemas/* string */.YjP().min(1).optional(),
    config: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    timeout_seconds: schemas/* number */.aig().positive().max(types/* MAX_TIMER_SECONDS */.Zu).optional(),
    target: schemas/* unknown */.L5J().optional(),
};
const codeJudgeSchema = schemas/* looseObject */._H3({ type: schemas/* literal */.euz('code_judge'), ...codeFields });
const codeSchema = schemas/* looseObject */._H3({ type: schemas/* literal */.euz('code'), ...codeFields });
/** A script of the repository graded the answer: it is a program, and the files it names are its scripts. */
const CODE_KIND = {
    read: {
        types: ['code_judge', 'code'],
        agentv4Names: ['code-grader', 'code-judge'],
        schemas: [codeJudgeSchema, codeSchema],
        normalize(entry, { at, ctx, name, weight }) {
            const { type, name: _n, weight: _w, script, cwd, config, timeout_seconds, target, ...extra } = entry;
            const proxy = targetProxyOf(target);
            // AgentV passes every key it does not know to the script as `config`.
            const merged = { ...extra, ...(config ?? {}) };
            return {
                type: 'code',
                written_type: type,
                name,
                weight,
                script: (0,evaluator_paths/* checkedScript */.DB)(script, [...at, 'script'], ctx),
                cwd: cwd === undefined ? ctx.evalDir : external_node_path_default().resolve(ctx.evalDir, cwd),
                ...(Object.keys(merged).length > 0 ? { config: merged } : {}),
                ...(timeout_seconds !== undefined ? { timeout_seconds } : {}),
                ...(proxy ? { target_proxy: proxy } : {}),
                ...(ctx.agentv4 ? { wire: 'agentv4' } : {}),
            };
        },
    },
    files(config) {
        const argv = typeof config.script === 'string' ? config.script.split(/\s+/) : config.script;
        return { scripts: argv.filter((word) => repo_paths/* PATH_LIKE */.G8.test(word)).map((word) => external_node_path_default().resolve(config.cwd, word)) };
    },
    runsScript: () => true,
    // The target proxy a script may call answers with the target's judge unless it names another.
    usesTargetJudge: (config) => config.target_proxy !== undefined,
    // Records show the type as written: `code_judge`, `code-grader`'s 2.x name, a custom assertion's own.
    recordedType: (config) => config.written_type ?? 'code',
};
/**
 * A code judge's `target:` as AgentV reads it: `true`, or `{max_calls}` (a non-negative number,
 * default 50); anything else leaves the script without the proxy, as AgentV does.
 */
function targetProxyOf(target) {
    if (target === true)
        return { max_calls: 50 };
    if (typeof target !== 'object' || target === null || Array.isArray(target))
        return undefined;
    const max = target.max_calls;
    if (max === undefined)
        return { max_calls: 50 };
    return typeof max === 'number' && max >= 0 ? { max_calls: max } : undefined;
}

// EXTERNAL MODULE: ./src/config/evaluator-kinds/composite-kind.ts
var composite_kind = __webpack_require__(82196);
// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(12865);
;// CONCATENATED MODULE: ./src/config/evaluator-kinds/llm-judge-kind.ts





/** `judge_samples:` of an LLM judge or rubric: how many separate requests its judge gets (1–20). */
const judgeSamplesSchema = schemas/* number */.aig({ error: 'judge_samples must be a whole number from 1 to 20' })
    .int({ error: 'judge_samples must be a whole number from 1 to 20' })
    .min(1, { error: 'judge_samples must be a whole number from 1 to 20' })
    .max(20, { error: 'judge_samples must be a whole number from 1 to 20' })
    .optional();
const llmJudgeSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('llm_judge'),
    ...assertion_schemas/* graderCommonFields */.Sx,
    prompt: schemas/* string */.YjP().min(1).optional(),
    prompt_script: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
    prompt_config: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    prompt_path: schemas/* string */.YjP().min(1).optional(),
    promptPath: schemas/* string */.YjP().min(1).optional(),
    target: schemas/* string */.YjP().min(1).optional(),
    judge_samples: judgeSamplesSchema,
});
/**
 * The LLM judge: a prompt (inline, a file, or a prompt command) sent to a judge target. It reads
 * its prompt file (an input of the suite) and may name its own judge target.
 */
const LLM_JUDGE_KIND = {
    read: {
        types: ['llm_judge'],
        agentv4Names: ['llm-grader', 'llm-judge'],
        schemas: [llmJudgeSchema],
        normalize(entry, { at, ctx, name, weight }) {
            // AgentV's rule: a `prompt:` that names an existing file is that file, not literal text.
            const promptFile = entry.prompt !== undefined ? (0,evaluator_paths/* promptAsFile */.N2)(entry.prompt, ctx) : undefined;
            const key = entry.prompt_path !== undefined ? 'prompt_path' : promptFile !== undefined ? 'prompt' : 'promptPath';
            const promptPath = entry.prompt_path ?? promptFile ?? entry.promptPath;
            const resolved = promptPath === undefined ? undefined : external_node_path_default().resolve(ctx.evalDir, promptPath);
            if (resolved !== undefined && !(0,evaluator_paths/* isFile */.fo)(resolved)) {
                throw (0,yaml_source/* configErrorAt */.C3)(ctx.src, [...at, key], `judge prompt file "${promptPath}" not found`, `fix the path; it is relative to the eval file's folder ${ctx.evalDir}`);
            }
            if (resolved !== undefined)
                (0,evaluator_paths/* refuseOutsideRoot */.Uf)(resolved, `judge prompt file "${promptPath}"`, [...at, key], ctx);
            return {
                type: 'llm_judge',
                name,
                weight,
                ...(entry.prompt !== undefined && promptFile === undefined ? { prompt: entry.prompt } : {}),
                ...(resolved !== undefined ? { prompt_path: resolved } : {}),
                ...(entry.prompt_script !== undefined
                    ? { prompt_script: (0,evaluator_paths/* promptScriptOf */.Z_)(entry.prompt_script, [...at, 'prompt'], ctx) }
                    : {}),
                ...(entry.prompt_config !== undefined ? { prompt_config: entry.prompt_config } : {}),
                ...(entry.target !== undefined ? { target: entry.target } : {}),
                ...(entry.judge_samples !== undefined ? { judge_samples: entry.judge_samples } : {}),
            };
        },
    },
    files: (config) => ({ inputs: config.prompt_path ? [config.prompt_path] : [] }),
    judgeTargets: (config) => (config.target !== undefined ? [config.target] : []),
    usesTargetJudge: (config) => config.target === undefined,
};

// EXTERNAL MODULE: ./src/config/agentv-evaluator-schemas.ts
var agentv_evaluator_schemas = __webpack_require__(64872);
;// CONCATENATED MODULE: ./src/config/evaluator-kinds/metric-kinds.ts

/**
 * The deterministic evaluators of AgentV 2.x suites, graded from the answer and its trace: they
 * reference no file, run no program and call no judge. Their schemas are in
 * agentv-evaluator-schemas.ts, which the 4.x format reuses.
 */
const TOOL_TRAJECTORY_KIND = {
    read: {
        types: ['tool_trajectory'],
        agentv4Names: ['tool-trajectory'],
        schemas: [agentv_evaluator_schemas/* toolTrajectorySchema */.ZG],
        normalize(entry, { ctx, name, weight }) {
            const { argsMatch, args_match, ...rest } = entry;
            // AgentV 4.x compares arguments exactly unless `args_match` says otherwise (2.x: superset).
            const match = args_match ?? argsMatch ?? (ctx.agentv4 ? 'exact' : undefined);
            return { ...rest, name, weight, ...(match !== undefined ? { args_match: match } : {}) };
        },
    },
};
/** A kind read as written: its entry, named and weighted, is its configuration. */
function asWritten(type, schema, agentv4Names = []) {
    return {
        read: {
            types: [type],
            agentv4Names,
            schemas: [schema],
            normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
        },
    };
}
const FIELD_ACCURACY_KIND = asWritten('field_accuracy', agentv_evaluator_schemas/* fieldAccuracySchema */.h_, ['field-accuracy']);
const EXECUTION_METRICS_KIND = asWritten('execution_metrics', agentv_evaluator_schemas/* executionMetricsSchema */.$L, ['execution-metrics']);
const LATENCY_KIND = asWritten('latency', agentv_evaluator_schemas/* latencySchema */.gK);
const COST_KIND = asWritten('cost', agentv_evaluator_schemas/* costSchema */.$M);
const TOKEN_USAGE_KIND = asWritten('token_usage', agentv_evaluator_schemas/* tokenUsageSchema */.uX, ['token-usage']);

// EXTERNAL MODULE: ./src/config/rubric-items.ts
var rubric_items = __webpack_require__(49152);
;// CONCATENATED MODULE: ./src/config/evaluator-kinds/rubric-kind.ts




const rubricSchema = schemas/* object */.Ikc({
    type: schemas/* literal */.euz('rubric'),
    ...assertion_schemas/* graderCommonFields */.Sx,
    criteria: schemas/* array */.YOg(rubric_items/* rubricItemSchema */.c).min(1).optional(),
    rubrics: schemas/* array */.YOg(rubric_items/* rubricItemSchema */.c).min(1).optional(),
    batch: schemas/* boolean */.zMY().optional(),
    target: schemas/* string */.YjP().min(1).optional(),
    judge_samples: judgeSamplesSchema,
})
    .superRefine((value, ctx) => {
    if (!value.criteria && !value.rubrics) {
        ctx.addIssue({
            code: 'custom',
            path: ['criteria'],
            message: 'a rubric evaluator needs criteria',
            params: { fix: 'add "criteria:" with a list of strings or {id, description, weight, required}' },
        });
    }
});
/** A judge grades the answer criterion by criterion; it may name its own judge target. */
const RUBRIC_KIND = {
    read: {
        types: ['rubric'],
        // An `llm-grader` with `rubrics:` is one too (agentv4-grader-names.ts).
        agentv4Names: ['rubrics'],
        schemas: [rubricSchema],
        normalize(entry, { at, ctx, name, weight }) {
            const key = entry.criteria !== undefined ? 'criteria' : 'rubrics';
            return {
                type: 'rubric',
                name,
                weight,
                criteria: (0,rubric_items/* toCriteria */.b)(entry.criteria ?? entry.rubrics ?? [], [...at, key], ctx.src),
                ...(entry.batch !== undefined ? { batch: entry.batch } : {}),
                ...(entry.target !== undefined ? { target: entry.target } : {}),
                ...(entry.judge_samples !== undefined ? { judge_samples: entry.judge_samples } : {}),
            };
        },
    },
    judgeTargets: (config) => (config.target !== undefined ? [config.target] : []),
    usesTargetJudge: (config) => config.target === undefined,
};

;// CONCATENATED MODULE: ./src/config/evaluator-kinds/promptfoo-kind.ts
/**
 * One promptfoo test's assertions, built by the promptfoo loader (no eval file writes it): its
 * model-graded assertions name their grader targets.
 */
const PROMPTFOO_KIND = {
    judgeTargets: (config) => [...new Set(Object.values(config.test.graders))],
};

;// CONCATENATED MODULE: ./src/config/evaluator-kinds/skill-trigger-kind.ts

/** AgentV's `skill-trigger`: did the agent invoke (or read) the named skill? Named after the skill. */
const SKILL_TRIGGER_KIND = {
    read: {
        types: ['skill-trigger'],
        schemas: [assertion_schemas/* skillTriggerSchema */.vb],
        defaultName: (entry) => `skill-trigger-${entry.skill}`,
        normalize: (entry, { name, weight }) => ({ ...entry, name, weight }),
    },
};

;// CONCATENATED MODULE: ./src/config/evaluator-kinds.ts








/**
 * Every evaluator kind and its facts (one file each under `evaluator-kinds/`): the eval-file
 * schema, the list of types, AgentV 4.x's names, default names, the judge-target check and the
 * files `only-changed` follows all derive from this table. The mapped type makes a kind of
 * `EvaluatorConfig` without a row fail compilation; the order is the order types are listed in.
 */
const EVALUATOR_KINDS = {
    llm_judge: LLM_JUDGE_KIND,
    code: CODE_KIND,
    rubric: RUBRIC_KIND,
    composite: composite_kind/* COMPOSITE_KIND */.J,
    tool_trajectory: TOOL_TRAJECTORY_KIND,
    field_accuracy: FIELD_ACCURACY_KIND,
    execution_metrics: EXECUTION_METRICS_KIND,
    latency: LATENCY_KIND,
    cost: COST_KIND,
    token_usage: TOKEN_USAGE_KIND,
    assertion: ASSERTION_KIND,
    'skill-trigger': SKILL_TRIGGER_KIND,
    promptfoo: PROMPTFOO_KIND,
};
/** The facts of `config`'s kind (one cast here so each kind's functions take their own config). */
function kindOf(config) {
    return EVALUATOR_KINDS[config.type];
}
const READERS = Object.entries(EVALUATOR_KINDS).flatMap(([kind, facts]) => 'read' in facts ? [[kind, facts.read]] : []);
/** Every `type:` an eval file may write (AgentV 2.x names), in the table's order. */
const EVALUATOR_TYPES = READERS.flatMap(([, read]) => read.types);
/** The zod objects of every written type, the members of the eval file's discriminated union. */
const EVALUATOR_SCHEMAS = READERS.flatMap(([, read]) => read.schemas);
/** AgentV 4.x's spellings (and the 2.x types themselves) → the 2.x type they are read as. */
const AGENTV4_TYPE_NAMES = Object.fromEntries(READERS.flatMap(([, read]) => [
    ...(read.agentv4Names ?? []).map((alias) => [alias, read.types[0]]),
    ...read.types.map((type) => [type, type]),
]));
/** Written types whose default name says more than the type (`contains-Paris`, `skill-trigger-x`). */
const NAMED_BY_CONTENT = new Set(READERS.flatMap(([, read]) => (read.defaultName ? read.types : [])));
const READER_OF = new Map(READERS.flatMap(([, read]) => read.types.map((type) => [type, read])));
/** A validated entry as its kind's configuration: its `name:` or default name, `weight:` or 1. */
function normalizeRawEvaluator(entry, args) {
    const read = READER_OF.get(entry.type);
    if (!read)
        throw new Error(`no evaluator kind reads type "${entry.type}"`);
    const name = entry.name ?? read.defaultName?.(entry) ?? entry.type;
    return read.normalize(entry, { ...args, name, weight: entry.weight ?? 1 });
}
/** `configs` and, depth first, the members of each (a composite's evaluators). */
function everyEvaluator(configs) {
    return configs.flatMap((config) => [config, ...everyEvaluator(kindOf(config).members?.(config) ?? [])]);
}
/** The evaluators among `configs` (members included) that name a judge target, with the name. */
function judgeTargetsOf(configs) {
    return everyEvaluator(configs).flatMap((config) => (kindOf(config).judgeTargets?.(config) ?? []).map((name) => ({ config, name })));
}
/** Whether any of `configs` (members included) asks the judge of the case's target. */
function usesTargetJudge(configs) {
    return everyEvaluator(configs).some((config) => kindOf(config).usesTargetJudge?.(config) ?? false);
}
/** The files `configs` (members included) reference: inputs read as data, scripts run as programs. */
function referencedFiles(configs) {
    const all = everyEvaluator(configs).map((config) => kindOf(config).files?.(config) ?? {});
    return { inputs: all.flatMap((files) => files.inputs ?? []), scripts: all.flatMap((files) => files.scripts ?? []) };
}
/** Whether any of `configs` (members included) runs a program of the repository, whose imports cannot be listed. */
function runsScript(configs) {
    return everyEvaluator(configs).some((config) => kindOf(config).runsScript?.(config) ?? false);
}
/** The type a result record shows for `config` (a code evaluator's as written, else its kind). */
function recordedType(config) {
    return kindOf(config).recordedType?.(config) ?? config.type;
}
/** The evaluators a case is graded by when neither it nor its suite names any: one LLM judge. */
const DEFAULT_EVALUATORS = [{ type: 'llm_judge', name: 'llm_judge', weight: 1 }];


/***/ }),

/***/ 82196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ COMPOSITE_KIND),
/* harmony export */   P: () => (/* binding */ dedupeEvaluatorNames)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(92857);
/* harmony import */ var _agentv_evaluator_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64872);
/* harmony import */ var _assertion_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67235);
/* harmony import */ var _evaluator_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67258);





/** `composite`: member evaluators graded together, then aggregated into one score. */
const compositeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz('composite'),
    ..._assertion_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .graderCommonFields */ .Sx,
    // Members are validated one by one as they are normalized (a recursive zod type would erase the
    // inferred types); the error still points at the member's own line.
    evaluators: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J())).min(1, { error: 'a composite needs at least one evaluator' }),
    aggregator: _agentv_evaluator_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .compositeAggregatorSchema */ .Im,
});
/**
 * Members graded together and aggregated: its members' facts are its own (through `members`), and
 * its aggregator may be a script (a program) or a judge prompt file (an input).
 */
const COMPOSITE_KIND = {
    read: {
        types: ['composite'],
        schemas: [compositeSchema],
        normalize: (entry, { at, ctx, name, weight, member }) => ({
            type: 'composite',
            name,
            weight,
            evaluators: dedupeEvaluatorNames(entry.evaluators.map((raw, i) => member(raw, [...at, 'evaluators', i]))),
            aggregator: compositeAggregator(entry.aggregator, [...at, 'aggregator'], ctx),
        }),
    },
    files({ aggregator }) {
        if (aggregator.type === 'code_judge')
            return { scripts: [aggregator.path] };
        if (aggregator.type === 'llm_judge' && aggregator.prompt_path)
            return { inputs: [aggregator.prompt_path] };
        return {};
    },
    runsScript: (config) => config.aggregator.type === 'code_judge',
    usesTargetJudge: (config) => config.aggregator.type === 'llm_judge',
    members: (config) => config.evaluators,
};
/** Gives repeated names a numeric suffix (`llm_judge`, `llm_judge_2`) so results stay distinguishable. */
function dedupeEvaluatorNames(list) {
    const counts = new Map();
    return list.map((evaluator) => {
        const n = (counts.get(evaluator.name) ?? 0) + 1;
        counts.set(evaluator.name, n);
        return n === 1 ? evaluator : { ...evaluator, name: `${evaluator.name}_${n}` };
    });
}
/**
 * Paths of a composite's aggregator made absolute (a code_judge script, an llm_judge prompt file),
 * under the repository-root rule like a code evaluator's script and a judge's prompt file.
 */
function compositeAggregator(aggregator, at, ctx) {
    switch (aggregator.type) {
        case 'weighted_average':
        case 'threshold':
            return aggregator;
        case 'code_judge': {
            const checked = (0,_evaluator_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedScript */ .DB)(aggregator.path, [...at, 'path'], ctx, 'composite aggregator script file');
            return {
                type: 'code_judge',
                path: typeof checked === 'string' ? checked : aggregator.path,
                cwd: aggregator.cwd ? node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.evalDir, aggregator.cwd) : ctx.evalDir,
            };
        }
        case 'llm_judge': {
            const file = aggregator.prompt === undefined ? undefined : (0,_evaluator_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .promptAsFile */ .N2)(aggregator.prompt, ctx);
            if (file !== undefined) {
                const resolved = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(ctx.evalDir, file);
                const what = `composite aggregator prompt file "${aggregator.prompt?.trim()}"`;
                (0,_evaluator_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .refuseOutsideRoot */ .Uf)(resolved, what, [...at, 'prompt'], ctx);
                return { type: 'llm_judge', prompt_path: resolved };
            }
            return { type: 'llm_judge', ...(aggregator.prompt !== undefined ? { prompt: aggregator.prompt } : {}) };
        }
    }
}


/***/ }),

/***/ 67258:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ checkedScript),
/* harmony export */   N2: () => (/* binding */ promptAsFile),
/* harmony export */   Uf: () => (/* binding */ refuseOutsideRoot),
/* harmony export */   Z_: () => (/* binding */ promptScriptOf),
/* harmony export */   fo: () => (/* binding */ isFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _repo_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48017);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(12865);




/**
 * The files an evaluator entry names (scripts, prompt files, prompt commands), found the way
 * AgentV finds them and held to the repository-root rule.
 */
/**
 * The script with its program resolved, after the repository-root rule was applied to every
 * relative path in it that names an existing file (`../../grade.py`, `node ../x.js`). Absolute
 * paths (`/usr/bin/env`) and bare commands (`python3`) are left alone: they are tools, not files
 * the eval file brings along.
 */
function checkedScript(script, at, ctx, what = 'code evaluator script file') {
    const tokens = typeof script === 'string' ? script.split(/\s+/) : script;
    for (const token of tokens) {
        if (token === '' || node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(token) || !/[\\/]/.test(token))
            continue;
        const file = findFile(token, ctx);
        if (file !== undefined)
            refuseOutsideRoot(file, `${what} "${token}"`, at, ctx);
    }
    return resolveScript(script, ctx);
}
function refuseOutsideRoot(file, what, at, ctx) {
    (0,_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .refuseOutsideRoot */ .Uf)(file, what, ctx.src, at, ctx);
}
/**
 * A prompt script's argv with its last element (the script, AgentV's rule) found from the eval
 * file's folder upward; a script that is not there is a load error, as in AgentV.
 */
function promptScriptOf(argv, at, ctx) {
    const script = argv[argv.length - 1] ?? '';
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(script) ? (isFile(script) ? script : undefined) : findFile(script, ctx);
    if (file === undefined) {
        throw (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_3__/* .configErrorAt */ .C3)(ctx.src, at, `prompt command file "${script}" not found`, `fix the path; it is looked up from the eval file's folder ${ctx.evalDir} upward`);
    }
    refuseOutsideRoot(file, `prompt command file "${script}"`, at, ctx);
    return [...argv.slice(0, -1), file];
}
/** Only the program (first argv element) is resolved, and only when it is an existing relative file. */
function resolveScript(script, ctx) {
    if (typeof script === 'string')
        return resolveIfRelativeFile(script, ctx);
    const [first, ...rest] = script;
    return first === undefined ? script : [resolveIfRelativeFile(first, ctx), ...rest];
}
function resolveIfRelativeFile(candidate, ctx) {
    if (node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(candidate) || /\s/.test(candidate))
        return candidate;
    return findFile(candidate, ctx) ?? candidate;
}
/**
 * A relative path as an existing file, looked up like file segments: from the eval file's folder,
 * then each parent up to the repository root (AgentV's search roots: `./validators/check.py` in
 * an eval under `evals/` is the repository's `validators/check.py`).
 */
function findFile(candidate, ctx) {
    for (const base of (0,_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .ancestorDirs */ .cR)(ctx.evalDir, ctx.repoRoot)) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(base, candidate);
        if (isFile(file))
            return file;
    }
    return undefined;
}
/**
 * The prompt as a path when it is one line naming an existing file (eval folder, then each parent
 * up to the repo root).
 */
function promptAsFile(prompt, ctx) {
    const candidate = prompt.trim();
    if (candidate === '' || candidate.includes('\n') || candidate.length > 500)
        return undefined;
    const file = findFile(candidate, ctx);
    return file === undefined ? undefined : node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(ctx.evalDir, file) || candidate;
}
function isFile(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile();
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 8242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ evaluatorSchema)
});

// UNUSED EXPORTS: EVALUATOR_TYPES

// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(21916);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/config/evaluator-kinds.ts + 7 modules
var evaluator_kinds = __webpack_require__(83783);
// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
;// CONCATENATED MODULE: ./src/config/agentv4-grader-names.ts


/**
 * AgentV 4.x names its graders in kebab-case (`llm-grader`, `code-grader`, `tool-trajectory`) and
 * accepts snake_case (`llm_grader`); 2.x named the same kinds `llm_judge`, `code_judge`,
 * `tool_trajectory`. This maps a 4.x entry onto the 2.x kind it is, so both formats share one set of
 * evaluators (each kind lists its 4.x names in evaluator-kinds/). Keys 4.x renamed are renamed too:
 * a code grader's `command` is the 2.x `script`, a composite's `assertions` its `evaluators`, an
 * `llm-grader` with `rubrics` is a rubric judge.
 */
const KIND_OF = evaluator_kinds/* AGENTV4_TYPE_NAMES */.iF;
/** What a 4.x entry needs that this tool does not have, and what to do instead. */
const REFUSED_KINDS = {
    'inline-assert': "inline-assert exists only in AgentV's TypeScript API; write the check as a code-grader script",
};
const REFUSED_KEYS = {
    include: "assertion templates (include:) are not supported; paste the template's assertions here",
    preprocessors: 'content preprocessors are not supported; convert the files before the run, or grade them in a code-grader',
};
/** Kinds whose default name says more than the type (`contains-Paris`): named by the normalizer. */
const ASSERTION_NAMES = evaluator_kinds/* NAMED_BY_CONTENT */.k3;
function fromAgentv4Names(value, ctx) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return value;
    const entry = value;
    for (const [key, fix] of Object.entries(REFUSED_KEYS)) {
        if (key in entry)
            ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is not supported`, params: { fix } });
    }
    if (typeof entry.prompt === 'object' && entry.prompt !== null)
        return fromAgentv4Names(promptScript(entry, ctx), ctx);
    if (typeof entry.type !== 'string')
        return value;
    const written = entry.type.trim();
    const refused = REFUSED_KINDS[written];
    if (refused)
        ctx.addIssue({
            code: 'custom',
            path: ['type'],
            message: `grader type "${written}" is not supported`,
            params: { fix: refused },
        });
    if (written === 'composite')
        return compositeFromAgentv4(entry);
    const kind = KIND_OF[written] ?? KIND_OF[written.replaceAll('_', '-')];
    if (kind === undefined || kind === written)
        return value;
    // AgentV names an unnamed grader after its type, in kebab-case (`llm_grader` → `llm-grader`).
    const out = {
        ...entry,
        type: kind,
        ...(entry.name === undefined && !ASSERTION_NAMES.has(kind) ? { name: written.replaceAll('_', '-') } : {}),
    };
    if (kind === 'code_judge' && out.script === undefined && out.command !== undefined) {
        out.script = out.command;
        delete out.command;
    }
    if (kind === 'llm_judge' && out.rubrics !== undefined)
        out.type = 'rubric';
    return out;
}
/** A composite's 4.x `assertions` (its members) and aggregator names, as 2.x wrote them. */
function compositeFromAgentv4(entry) {
    const out = { ...entry };
    if (out.evaluators === undefined && out.assertions !== undefined) {
        out.evaluators = out.assertions;
        delete out.assertions;
    }
    const aggregator = out.aggregator;
    if (typeof aggregator === 'object' &&
        aggregator !== null &&
        typeof aggregator.type === 'string') {
        const type = aggregator.type;
        const renamed = type === 'code-grader' || type === 'code_grader'
            ? 'code_judge'
            : type === 'llm-grader' || type === 'llm_grader'
                ? 'llm_judge'
                : type;
        out.aggregator = { ...aggregator, type: renamed };
    }
    return out;
}
/**
 * AgentV's executable prompt template, `prompt: {command: [...], config?}` (`script` is its older
 * name): read as `prompt_script` and `prompt_config`, run when the judge grades (llm-judge.ts).
 */
function promptScript(entry, ctx) {
    const { prompt, ...rest } = entry;
    const spec = prompt;
    const command = spec.command ?? spec.script;
    const argv = typeof command === 'string' ? [command] : command;
    if (!Array.isArray(argv) || argv.length === 0 || !argv.every((a) => typeof a === 'string' && a !== '')) {
        ctx.addIssue({
            code: 'custom',
            path: ['prompt'],
            message: 'a prompt object needs command: a list of arguments (the script last)',
            params: { fix: 'write prompt: {command: [node, my-prompt.mjs]}, or the prompt text' },
        });
        return rest;
    }
    const config = (0,is_record/* isRecord */.u)(spec.config) ? { prompt_config: spec.config } : {};
    return { ...rest, prompt_script: argv, ...config };
}

;// CONCATENATED MODULE: ./src/config/evaluator-schema.ts





/**
 * One entry of an `evaluators` (2.x) or `assertions` (4.x) list, as written in an eval file; 4.x
 * grader names (`llm-grader`, `code-grader`, `rubrics`, …) are read as the 2.x kinds they are. The
 * members are the schemas of every evaluator kind (evaluator-kinds.ts).
 */
const evaluatorSchema = schemas/* preprocess */.vkY(fromAgentv4Names, schemas/* discriminatedUnion */.gMt('type', evaluator_kinds/* EVALUATOR_SCHEMAS */.zd, {
    error: (issue) => unknownTypeMessage(issue.input),
}));
/** Names the value and the nearest supported type: a switching user's typo or an AgentV-only type. */
function unknownTypeMessage(input) {
    const type = typeof input === 'object' && input !== null ? input.type : undefined;
    if (typeof type !== 'string')
        return `evaluator "type" must be one of: ${evaluator_kinds/* EVALUATOR_TYPES */.Mn.join(', ')}`;
    const nearest = [...evaluator_kinds/* EVALUATOR_TYPES */.Mn].sort((a, b) => (0,mod/* distance */.Io)(type, a) - (0,mod/* distance */.Io)(type, b))[0];
    return (`unknown evaluator type "${type}"; the nearest supported one is "${nearest}" ` +
        `(supported: ${evaluator_kinds/* EVALUATOR_TYPES */.Mn.join(', ')})`);
}


/***/ }),

/***/ 8400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _k: () => (/* binding */ interpolateEvalFile),
/* harmony export */   i7: () => (/* binding */ expandVariables),
/* harmony export */   to: () => (/* binding */ mapStrings),
/* harmony export */   u1: () => (/* binding */ resolveTarget)
/* harmony export */ });
/* harmony import */ var _errors_config_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21126);

/** `${{ NAME }}`, whitespace inside the braces optional (GitHub Actions style). */
const REFERENCE = /\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
/**
 * Replaces `${{ VAR }}` in every string inside `value` (arrays and plain objects recursively).
 * Unset or empty variables are collected in `missing` (sorted, unique) and left unexpanded, so the
 * caller can report all of them at once.
 */
function expandVariables(value, env) {
    const missing = new Set();
    const expanded = expand(value, env, missing);
    return { value: expanded, missing: [...missing].sort() };
}
function expand(value, env, missing) {
    return mapStrings(value, (text) => text.replace(REFERENCE, (whole, name) => {
        const found = env[name];
        if (found === undefined || found === '') {
            missing.add(name);
            return whole;
        }
        return found;
    }));
}
/** `value` with every string in it (arrays and plain objects, recursively) replaced by `map(string)`. */
function mapStrings(value, map) {
    if (typeof value === 'string')
        return map(value);
    if (Array.isArray(value))
        return value.map((item) => mapStrings(item, map));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)]));
    return value;
}
/**
 * Expands `${{ VAR }}` references in a target. Every missing variable is reported in one error
 * (names only: values are never put into messages) so the user fixes them all in one go.
 */
function resolveTarget(raw, env) {
    const config = expandVariables(raw.config, env);
    const judge = raw.judgeTarget === undefined ? undefined : expandVariables(raw.judgeTarget, env);
    const missing = [...new Set([...config.missing, ...(judge?.missing ?? [])])].sort();
    if (missing.length > 0) {
        throw new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`target "${raw.name}" needs environment variable(s) that are not set: ${missing.join(', ')}`, { file: raw.source.file, ...(raw.source.line !== undefined ? { line: raw.source.line } : {}) }, 'set them in the environment or .env');
    }
    return {
        ...raw,
        ...(judge !== undefined ? { judgeTarget: judge.value } : {}),
        config: config.value,
        retry: { ...raw.retry },
    };
}
const WHOLE_REFERENCE = /^\$\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}$/;
const PLAIN_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
/**
 * AgentV 4.x's eval-file interpolation: `${{ VAR }}` in every string; an unset variable becomes ""
 * (its name is collected in `missing` so the loader can warn); a string that is exactly one
 * reference takes the value's type (`true`/`false`, plain decimal numbers), as AgentV does.
 */
function interpolateEvalFile(value, env) {
    const missing = new Set();
    const lookup = (name) => {
        const found = env[name];
        if (found === undefined)
            missing.add(name);
        return found ?? '';
    };
    const interpolated = mapStrings(value, (text) => {
        const whole = WHOLE_REFERENCE.exec(text);
        if (!whole)
            return text.replace(REFERENCE, (_, name) => lookup(name));
        const resolved = lookup(whole[1]);
        if (resolved === 'true' || resolved === 'false')
            return resolved === 'true';
        return PLAIN_NUMBER.test(resolved) ? Number(resolved) : resolved;
    });
    return { value: interpolated, missing: [...missing].sort() };
}


/***/ }),

/***/ 86878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ importUserModule)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(98995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);




const TYPESCRIPT = /\.[cm]?ts$/i;
/**
 * Imports a JavaScript or TypeScript file of the user's config (a promptfoo provider class, prompt
 * function, var loader, filter or assertion) by its absolute path. The comment keeps the bundler
 * from resolving the import at build time: the file is the user's, found at run time.
 */
function importUserModule(file) {
    if (TYPESCRIPT.test(file))
        return requireTypeScript(file);
    return import(/* webpackIgnore: true */ (0,node_url__WEBPACK_IMPORTED_MODULE_3__.pathToFileURL)(file).href);
}
/**
 * A TypeScript file, run where JavaScript user code runs (in this process), as promptfoo runs
 * them through tsx: sucrase strips its types and turns its imports into requires, and it is
 * loaded as a CommonJS module, the TypeScript files it imports the same way. sucrase, not tsx or
 * esbuild: it is plain JavaScript that the bundle carries (no native binary to install for each
 * platform, and Node 20 has no type stripping of its own); like tsx, it never type-checks.
 * Top-level `await` and `import.meta` are not available in such a file.
 */
async function requireTypeScript(file) {
    const { transform } = await __webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 62413));
    const compile = (module, filename) => {
        const source = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(filename, 'utf8');
        module._compile(transform(source, { transforms: ['typescript', 'imports'], filePath: filename }).code, filename);
    };
    const loader = (node_module__WEBPACK_IMPORTED_MODULE_1___default());
    for (const ext of ['.ts', '.cts', '.mts'])
        loader._extensions[ext] ??= compile;
    // Built by hand rather than required: a package.json of type module would make require refuse it.
    const module = new loader(file);
    module.filename = file;
    module.paths = loader._nodeModulePaths(node_path__WEBPACK_IMPORTED_MODULE_2___default().dirname(file));
    compile(module, file);
    module.loaded = true;
    const loaded = module.exports;
    // As Node's import of a CommonJS module: its exports by name, `default` the ES default or the whole.
    const exports = loaded !== null && typeof loaded === 'object' ? loaded : {};
    return { ...exports, default: exports.__esModule ? exports.default : loaded };
}


/***/ }),

/***/ 78608:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/**
 * The one test for "a plain JSON-like object" every room reads loosely shaped YAML and JSON with
 * (configs, agents' events, scripts' replies): not null, not an array.
 */
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}


/***/ }),

/***/ 43765:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hq: () => (/* binding */ isJsonlFile),
/* harmony export */   bF: () => (/* binding */ readJsonlList),
/* harmony export */   uk: () => (/* binding */ readJsonlSource)
/* harmony export */ });
/* unused harmony export sidecarCandidates */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_config_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21126);
/* harmony import */ var _eval_file_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25373);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12865);





/** `dataset.jsonl` → `dataset.yaml` (or `.yml`): AgentV's sidecar of suite-level defaults. */
function sidecarCandidates(jsonlFile) {
    const base = jsonlFile.replace(/\.jsonl$/i, '');
    return [`${base}.yaml`, `${base}.yml`];
}
/** Sidecar keys: the eval file's top level without its cases (AgentV also writes `evaluator: llm_judge`). */
const sidecarSchema = _eval_file_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .evalFileBaseSchema */ .h1.omit({ evalcases: true, testcases: true });
/**
 * A JSONL dataset (one case per line) with its optional sidecar YAML, as one YamlSource the eval
 * file loader reads like any eval file. JSON is YAML, so the cases are laid out as one flow
 * sequence that keeps every case on its own line number: an error in a case points at
 * `dataset.jsonl:<line>`. The sidecar is validated on its own first, so its errors point at the
 * sidecar; its keys are then appended below the cases.
 */
async function readJsonlSource(file) {
    const body = await jsonlAsFlowSequence(file, 'evalcases: [');
    const sidecar = await readSidecar(file);
    return (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlSource */ .WF)(file, `${body}\n${sidecar}`);
}
/** A JSONL file of AgentV 4.x tests (`tests: ./cases.jsonl`) as a YamlSource holding the list. */
async function readJsonlList(file) {
    return (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .parseYamlSource */ .WF)(file, await jsonlAsFlowSequence(file, '['));
}
/** The lines of a JSONL file as one YAML flow sequence (opened by `open`) that keeps every line number. */
async function jsonlAsFlowSequence(file, open) {
    let bytes;
    try {
        bytes = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(file);
    }
    catch {
        throw new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('cannot read JSONL dataset', { file }, 'check that the path exists and is readable');
    }
    const text = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .decodeUtf8 */ ._6)(bytes, file, 'JSONL dataset');
    const lines = text.split(/\r?\n/);
    const caseLines = [];
    lines.forEach((line, i) => {
        if (line.trim() === '')
            return;
        try {
            const value = JSON.parse(line);
            if (typeof value !== 'object' || value === null || Array.isArray(value))
                throw new Error('not an object');
        }
        catch {
            throw new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('this line is not one JSON object', { file, line: i + 1 }, 'write one case per line as a JSON object, e.g. {"id": "a", "expected_outcome": "…", "input": "…"}');
        }
        caseLines.push(i);
    });
    if (caseLines.length === 0)
        throw new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL('JSONL dataset has no cases', { file }, 'add one JSON object per line');
    const last = caseLines[caseLines.length - 1];
    const first = caseLines[0];
    const body = lines.map((line, i) => {
        if (!caseLines.includes(i))
            return '';
        // Continuation lines are indented: a flow sequence inside a block map must be.
        return `${i === first ? open : ' '}${line.trim()}${i === last ? ']' : ','}`;
    });
    return body.join('\n');
}
async function readSidecar(file) {
    for (const candidate of sidecarCandidates(file)) {
        const exists = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(candidate).then((s) => s.isFile(), () => false);
        if (!exists)
            continue;
        const src = await (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .readYamlSource */ .tj)(candidate, 'JSONL sidecar');
        const parsed = sidecarSchema.safeParse(src.data ?? {});
        if (!parsed.success)
            throw (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_4__/* .zodIssueError */ .ly)(src, parsed.error);
        if (src.data === null || src.data === undefined)
            return '';
        return `${String(src.syntax().doc)}`;
    }
    return '';
}
/** True for `x.jsonl`. */
function isJsonlFile(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().extname(file).toLowerCase() === '.jsonl';
}


/***/ }),

/***/ 10824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ nearKey)
/* harmony export */ });
/**
 * The known key that `key` is most likely a misspelling of, or undefined when it is far from every
 * one (an extension field, kept as a warning). Near means, ignoring case:
 * - the same letters once `_` and `-` are dropped (`expected-outcome`, `judgeTarget`), or
 * - at most 2 edits apart (an insertion, deletion, substitution or swap of two neighbours: `asertions`,
 *   `critera`, `expected_outptu`) and at most one edit per three letters of `key`, so short keys
 *   (`ids`, `tag`) match only by one letter and two-letter keys never match by an edit.
 * The nearest wins; of equally near keys, the first in `known`.
 */
function nearKey(key, known) {
    const lower = key.toLowerCase();
    const folded = fold(key);
    let best;
    let bestDistance = Math.min(2, Math.floor(key.length / 3)) + 1;
    for (const candidate of known) {
        if (candidate === key)
            return undefined;
        if (fold(candidate) === folded)
            return candidate;
        const d = editDistance(lower, candidate.toLowerCase(), bestDistance);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
function fold(key) {
    return key.toLowerCase().replace(/[-_]/g, '');
}
/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit),
 * or `limit` as soon as it is known to be at least that.
 */
function editDistance(a, b, limit) {
    if (Math.abs(a.length - b.length) >= limit)
        return limit;
    let before = [];
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        let rowMin = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, before[j - 2] + 1);
            current[j] = d;
            rowMin = Math.min(rowMin, d);
        }
        if (rowMin >= limit)
            return limit;
        before = previous;
        previous = current;
    }
    return Math.min(previous[b.length], limit);
}


/***/ }),

/***/ 81508:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P5: () => (/* reexport safe */ _evaluator_kinds_composite_kind_js__WEBPACK_IMPORTED_MODULE_3__.P),
/* harmony export */   bt: () => (/* reexport safe */ _rubric_items_js__WEBPACK_IMPORTED_MODULE_4__.b),
/* harmony export */   vA: () => (/* binding */ normalizeEvaluatorEntry),
/* harmony export */   w0: () => (/* binding */ normalizeEvaluators)
/* harmony export */ });
/* harmony import */ var _evaluator_kinds_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83783);
/* harmony import */ var _evaluator_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8242);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12865);
/* harmony import */ var _evaluator_kinds_composite_kind_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(82196);
/* harmony import */ var _rubric_items_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49152);





/**
 * Validated evaluator entries → EvaluatorConfig: defaults filled in, `prompt_path` (or
 * `promptPath`; snake_case wins) and script paths made absolute against the eval file's folder.
 * Each kind normalizes its own entries (evaluator-kinds.ts).
 */
function normalizeEvaluators(raw, listPath, ctx) {
    return raw.map((entry, i) => normalizeOne(entry, [...listPath, i], ctx));
}
function normalizeOne(entry, at, ctx) {
    const member = (raw, memberAt) => normalizeEvaluatorEntry(raw, memberAt, ctx);
    return { ...(0,_evaluator_kinds_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeRawEvaluator */ .xB)(entry, { at, ctx, member }), ...gateOf(entry) };
}
/** `negate`, `required` and `min_score` as written (every kind takes them). */
function gateOf(entry) {
    return {
        ...(entry.negate !== undefined ? { negate: entry.negate } : {}),
        ...(entry.required !== undefined ? { required: entry.required } : {}),
        ...(entry.min_score !== undefined ? { min_score: entry.min_score } : {}),
    };
}
/**
 * One untyped grader entry (a composite member, a 4.x assertion), validated here so the error
 * points at the entry's own line.
 */
function normalizeEvaluatorEntry(member, at, ctx) {
    const parsed = _evaluator_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .evaluatorSchema */ .p.safeParse(member);
    if (!parsed.success)
        throw (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .zodIssueError */ .ly)(ctx.src, parsed.error, at);
    return normalizeOne(parsed.data, at, ctx);
}


/***/ }),

/***/ 48017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   G8: () => (/* binding */ PATH_LIKE),
/* harmony export */   Gn: () => (/* binding */ findRepoRoot),
/* harmony export */   Uf: () => (/* binding */ refuseOutsideRoot),
/* harmony export */   cR: () => (/* binding */ ancestorDirs),
/* harmony export */   ew: () => (/* binding */ referencedFileRefusal)
/* harmony export */ });
/* unused harmony exports escapesRepoRoot, OUTSIDE_ROOT_FIX, MAX_REFERENCED_FILE_BYTES */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12865);



/**
 * The nearest folder at or above `startDir` holding a `.git` entry (a folder, or a file for
 * worktrees and submodules). Without one, `fallback` (usually the cwd) stands in as the root.
 */
function findRepoRoot(startDir, fallback = startDir) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(startDir);
    for (;;) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, '.git')))
            return dir;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        if (parent === dir)
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(fallback);
        dir = parent;
    }
}
/** True when `child` is `parent` itself or lies somewhere below it. */
function isInside(child, parent) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(parent, child);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}`) && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel));
}
/**
 * `start` and each parent up to and including `stop`. When `start` is not below `stop`, only
 * `start` is returned: walking to the filesystem root would pick up unrelated files.
 */
function ancestorDirs(start, stop) {
    const from = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(start);
    const to = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(stop);
    if (!isInside(from, to))
        return [from];
    const dirs = [];
    let dir = from;
    for (;;) {
        dirs.push(dir);
        if (dir === to)
            return dirs;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(dir);
        if (parent === dir)
            return dirs;
        dir = parent;
    }
}
/**
 * The repository-root rule shared by file segments, `prompt_path` and code `script`: an existing
 * file whose real path (symlinks followed) lies outside `repoRoot`. Returns that real path when the
 * file escapes the root and escaping is not allowed, else undefined. Without the rule an eval file
 * could quietly read (or run) anything on the machine.
 */
function escapesRepoRoot(file, repoRoot, allowOutsideRoot) {
    if (allowOutsideRoot)
        return undefined;
    const real = realOrSelf(file);
    return isInside(real, realOrSelf(repoRoot)) ? undefined : real;
}
/** Fix text of every repository-root refusal. */
const OUTSIDE_ROOT_FIX = 'pass --allow-outside-root if that is intended';
/** The largest file an eval file or config may bring along (64 MiB); a larger one is refused. */
const MAX_REFERENCED_FILE_BYTES = 64 * 1024 * 1024;
/**
 * The one rule for every file an eval file or a config names (a prompt, a test table, a var, an
 * assertion value or script, a transform, a rubric prompt, a provider module): its real path
 * (symlinks followed) may not leave the repository root unless `allowOutsideRoot`, and it may not
 * be larger than MAX_REFERENCED_FILE_BYTES or be a device, FIFO or socket, so a config from a pull
 * request can neither read a secret elsewhere on the machine nor make the run read forever.
 * Undefined when the file may be read; a missing file is left to its reader.
 */
function referencedFileRefusal(file, rule) {
    const real = escapesRepoRoot(file, rule.repoRoot, rule.allowOutsideRoot);
    if (real !== undefined)
        return {
            reason: `resolves to ${real}, outside the repository root ${rule.repoRoot}`,
            fix: `move it into the repository, or ${OUTSIDE_ROOT_FIX}`,
        };
    const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file, { throwIfNoEntry: false });
    if (stats === undefined || stats.isDirectory())
        return undefined;
    if (!stats.isFile())
        return { reason: 'is not a regular file', fix: 'name a file (not a device, FIFO or socket)' };
    const mib = (bytes) => `${Math.round((bytes / 2 ** 20) * 10) / 10} MiB`;
    if (stats.size > MAX_REFERENCED_FILE_BYTES)
        return {
            reason: `is ${mib(stats.size)}, over the ${mib(MAX_REFERENCED_FILE_BYTES)} a referenced file may be`,
            fix: 'split the file or keep it out of the eval',
        };
    return undefined;
}
/**
 * The file rule at a key of a file: `file` (what it is, e.g. `case file "x.yaml"`) must pass
 * {@link referencedFileRefusal}; the error names the file and line of the key.
 */
function refuseOutsideRoot(file, what, src, at, rule) {
    const refusal = referencedFileRefusal(file, rule);
    if (refusal)
        throw (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .configErrorAt */ .C3)(src, at, `${what} ${refusal.reason}`, refusal.fix);
}
function realOrSelf(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(file);
    }
    catch {
        return file;
    }
}
/** A word that looks like a path: it has a slash or ends in an extension. */
const PATH_LIKE = /^(?=.*(?:\/|\.[A-Za-z0-9]{1,8}$))[A-Za-z0-9_.@~/-]+$/;


/***/ }),

/***/ 63424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ resolveEvalPaths)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91138);
/* harmony import */ var _errors_config_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(21126);




/** Eval suites: YAML files and AgentV's JSONL datasets (and a promptfoo config in JSON). */
const EVAL_FILE = /\.(ya?ml|jsonl)$|(^|[\\/])promptfooconfig\.json$/i;
/** promptfoo's config file: its folder's other YAML files are its prompts, tests and vars. */
const PROMPTFOO_CONFIG = /(^|[\\/])promptfooconfig\.(ya?ml|json)$/i;
/** Config files that live beside eval files but are never eval suites themselves. */
const NOT_EVAL_FILES = new Set(['targets.yaml', 'targets.yml', '.agentv.yaml', '.agentv.yml']);
/** `.agentv` holds targets and result files (`results/*.yaml`), which must not be run as suites. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.agentv']);
const GLOB_MAGIC = /[*?[\]{}()!]/;
/**
 * Expands eval arguments (files, folders, globs) into absolute YAML paths, deduplicated and
 * sorted so runs are deterministic. Throws a ConfigError when nothing matched at all.
 */
async function resolveEvalPaths(args, cwd) {
    const found = new Set();
    for (const arg of args) {
        for (const file of await expandArgument(arg, cwd))
            found.add(file);
    }
    if (found.size === 0) {
        const list = args.length > 0 ? args.map((a) => `"${a}"`).join(', ') : '(none given)';
        throw new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`no eval files matched ${list} (looked for *.yaml / *.yml / *.jsonl relative to ${cwd})`, {}, 'pass an existing eval file, a folder containing eval YAML files, or a quoted glob such as "evals/**/*.yaml"');
    }
    return [...found].sort();
}
async function expandArgument(arg, cwd) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, arg);
    const stat = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.stat(absolute).catch((error) => ignoreMissing(error, absolute));
    if (stat?.isFile())
        return EVAL_FILE.test(absolute) ? [absolute] : [];
    if (stat?.isDirectory())
        return suitesIn(await listYamlFiles(absolute));
    if (!GLOB_MAGIC.test(arg))
        return [];
    return expandGlob(arg, cwd);
}
/** AgentV 4.x names its suites `*.eval.yaml` (or `eval.yaml`); its case files are plain YAML. */
const AGENTV4_SUITE = /(^|[\\/])([^\\/]+\.)?eval\.ya?ml$/i;
/**
 * A folder's suites: its promptfoo configs (`promptfooconfig.yaml`, whose folders are theirs), and
 * besides them, when it holds AgentV 4.x suites (`*.eval.yaml`), only those (AgentV's own rule, so
 * the case files they reference are not run on their own); otherwise every YAML and JSONL file
 * (the 2.x layout).
 */
function suitesIn(files) {
    const { configs, rest } = promptfooOwned(files);
    const agentv4 = rest.filter((file) => AGENTV4_SUITE.test(file));
    return [...configs, ...(agentv4.length > 0 ? agentv4 : rest)];
}
/** A promptfoo config's folder belongs to it: the YAML beside and below it are its prompts, tests and vars. */
function promptfooOwned(files) {
    const configs = files.filter((file) => PROMPTFOO_CONFIG.test(file));
    const owned = configs.map((file) => node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file) + (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    return {
        configs,
        rest: files.filter((file) => !configs.includes(file) && !owned.some((dir) => file.startsWith(dir))),
    };
}
async function expandGlob(pattern, cwd) {
    const absolutePattern = toPosix(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, pattern));
    const segments = absolutePattern.split('/');
    const firstMagic = segments.findIndex((s) => GLOB_MAGIC.test(s));
    const base = segments.slice(0, firstMagic).join('/') || '/';
    const candidates = await listYamlFiles(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(base));
    const { configs, rest } = promptfooOwned(candidates.filter((file) => (0,minimatch__WEBPACK_IMPORTED_MODULE_2__/* .minimatch */ .xF)(toPosix(file), absolutePattern)));
    return [...configs, ...rest];
}
async function listYamlFiles(dir) {
    const entries = (await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readdir(dir, { withFileTypes: true }).catch((error) => ignoreMissing(error, dir))) ?? [];
    const files = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
        if (entry.isDirectory()) {
            if (!SKIPPED_DIRS.has(entry.name))
                files.push(...(await listYamlFiles(full)));
        }
        else if (entry.isFile() && EVAL_FILE.test(entry.name) && !NOT_EVAL_FILES.has(entry.name)) {
            files.push(full);
        }
    }
    // A JSONL dataset's sidecar YAML holds its defaults, not cases: it is never a suite of its own.
    const sidecars = new Set(files
        .filter((f) => /\.jsonl$/i.test(f))
        .flatMap((f) => [f.replace(/\.jsonl$/i, '.yaml'), f.replace(/\.jsonl$/i, '.yml')]));
    return files.filter((f) => !sidecars.has(f));
}
/**
 * A path that does not exist simply matches nothing; any other failure (permission denied, …)
 * must not be reported as "no match", which would send the user looking in the wrong place.
 */
function ignoreMissing(error, target) {
    const code = error?.code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return undefined;
    throw new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`cannot read eval path: ${(0,_errors_config_error_js__WEBPACK_IMPORTED_MODULE_3__/* .fileErrorReason */ .Hs)(error)}`, { file: target }, 'fix its permissions (the user running agentv must be able to read it), or pass another path');
}
function toPosix(p) {
    return p.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
}


/***/ }),

/***/ 49152:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ toCriteria),
/* harmony export */   c: () => (/* binding */ rubricItemSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92857);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(88532);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12865);


/**
 * Rubric criteria as eval files write them (AgentV 2.x and 4.x spellings, checklist and analytic
 * items) and as the rubric evaluator gets them.
 */
/**
 * An analytic rubric item (AgentV's `score_ranges`): the judge scores it 0–10. Ranges are a list of
 * `{score_range: [min, max], outcome}` or AgentV's shorthand map of lower bounds (`{0: …, 3: …, 7: …}`);
 * together they must cover 0–10 without overlapping, as AgentV requires.
 */
const scoreRangeItemSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    weight: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).optional(),
    required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    min_score: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().gt(0, 'min_score must be in (0, 1]').max(1, 'min_score must be in (0, 1]').optional(),
    required_min_score: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(10).optional(),
    score_ranges: zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY(scoreRangesShorthand, zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        score_range: zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(10), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).max(10)]),
        outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    }), {
        error: 'score_ranges must be a list of {score_range: [min, max], outcome} ' +
            'or a map of lower bounds 0-10 to outcomes',
    })),
})
    .superRefine((item, ctx) => {
    const problem = scoreRangeProblem(item.score_ranges.map((r) => r.score_range));
    if (problem)
        ctx.addIssue({
            code: 'custom',
            path: ['score_ranges'],
            message: problem,
            params: { fix: 'give ranges that cover every integer 0-10 once, e.g. {0: poor, 4: fair, 8: good}' },
        });
})
    .transform(({ outcome, description, score_ranges, min_score, required_min_score, ...rest }) => ({
    ...rest,
    description: description ?? outcome ?? '',
    scoreRanges: score_ranges.map(({ score_range: [min, max], outcome: text }) => ({ min, max, outcome: text })),
    ...(min_score !== undefined
        ? { minScore: min_score }
        : required_min_score !== undefined
            ? { minScore: required_min_score / 10 }
            : {}),
}));
/** AgentV's shorthand `{0: "bad", 3: "ok", 7: "good"}`: each key a lower bound, up to the next (10 for the last). */
function scoreRangesShorthand(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return value;
    const bounds = Object.keys(value).map(Number);
    if (bounds.length === 0 || !bounds.every((n) => Number.isInteger(n) && n >= 0 && n <= 10))
        return value;
    bounds.sort((a, b) => a - b);
    const texts = value;
    return bounds.map((min, i) => ({
        score_range: [min, (bounds[i + 1] ?? 11) - 1],
        outcome: texts[String(min)],
    }));
}
/** Why `ranges` are not a partition of 0–10, or undefined when they are. */
function scoreRangeProblem(ranges) {
    const covered = new Array(11).fill(0);
    for (const [min, max] of ranges) {
        if (min > max)
            return `score_range [${min}, ${max}] has min above max`;
        for (let i = min; i <= max; i++)
            covered[i] = (covered[i] ?? 0) + 1;
    }
    const twice = covered.findIndex((n) => n > 1);
    if (twice !== -1)
        return `score_ranges overlap at ${twice}`;
    const missing = covered.flatMap((n, i) => (n === 0 ? [i] : []));
    return missing.length > 0
        ? `score_ranges do not cover ${missing.join(', ')} (they must cover every integer 0-10)`
        : undefined;
}
/** A rubric criterion: a plain string or `{id?, description, weight?, required?}`. */
const checklistItemSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    // AgentV 4.x writes a rubric item's text as `outcome`.
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
        outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        weight: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).optional(),
        required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    })
        .transform(({ outcome, ...rest }) => ({ ...rest, description: outcome })),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
        description: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        weight: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).optional(),
        required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    }),
    // AgentV 2.x writes a rubric item's text as `expected_outcome`.
    zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
        expected_outcome: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
        weight: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).optional(),
        required: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
    })
        .transform(({ expected_outcome, ...rest }) => ({ ...rest, description: expected_outcome })),
], { error: 'a rubric must be a string or a mapping with at least "description"' });
/**
 * A rubric criterion: a checklist item, or an analytic item when it has `score_ranges` (read by
 * that schema alone, so its errors name the range at fault rather than the union).
 */
const rubricItemSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J().transform((value, ctx) => {
    const analytic = typeof value === 'object' && value !== null && 'score_ranges' in value;
    const parsed = (analytic ? scoreRangeItemSchema : checklistItemSchema).safeParse(value);
    if (parsed.success)
        return parsed.data;
    for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, code: 'custom' });
    return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
});
/**
 * Rubric items → criteria. Strings become `{id: r<n>, weight 1, required false}`; ids must be
 * unique because judge answers are matched back to criteria by id.
 */
function toCriteria(items, listPath, src) {
    const seen = new Set();
    return items.map((item, i) => {
        const criterion = typeof item === 'string'
            ? { id: `r${i + 1}`, description: item, weight: 1, required: false }
            : {
                id: item.id ?? `r${i + 1}`,
                description: item.description,
                weight: item.weight ?? 1,
                required: item.required ?? false,
                ...('scoreRanges' in item ? { scoreRanges: item.scoreRanges } : {}),
                ...('minScore' in item && item.minScore !== undefined ? { minScore: item.minScore } : {}),
            };
        if (seen.has(criterion.id)) {
            throw (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_0__/* .configErrorAt */ .C3)(src, [...listPath, i], `duplicate rubric id "${criterion.id}"`, 'give each rubric a unique id');
        }
        seen.add(criterion.id);
        return criterion;
    });
}


/***/ }),

/***/ 13195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bm: () => (/* binding */ TARGET_COMMON_KEYS),
/* harmony export */   Hd: () => (/* binding */ envTemplatesAsReferences),
/* harmony export */   IJ: () => (/* binding */ SNAKE_CAMEL_PAIRS),
/* harmony export */   Iz: () => (/* binding */ targetsFileSchema),
/* harmony export */   Ln: () => (/* binding */ SETTINGS_COMMON_KEYS),
/* harmony export */   Lo: () => (/* binding */ toWorkspaceConfig),
/* harmony export */   Ns: () => (/* binding */ workspaceSchema),
/* harmony export */   jh: () => (/* binding */ toModelPricing),
/* harmony export */   p3: () => (/* binding */ AGENTV_PROVIDER_ALIASES)
/* harmony export */ });
/* unused harmony exports pricingSchema, AGENTV_ONLY_PROVIDERS, targetSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(92857);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22143);



const name = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1);
const delayMs = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).max(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TIMER_MS */ ._o);
/**
 * `workspace:` of a target or an eval file: every task runs in a fresh copy of
 * `template`, after `setup` ran in it. Shared by both file formats so they cannot drift.
 */
const workspaceSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    template: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: 'workspace.template must be a folder path (relative to this file)' })
        .trim()
        .min(1, 'workspace.template must not be empty'),
    setup: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: 'workspace.setup must be a shell command such as "npm ci"' })
        .trim()
        .min(1, 'workspace.setup must not be empty')
        .optional(),
    keep: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY({ error: 'workspace.keep must be true or false' }).optional(),
});
/** The validated `workspace:` with its template made absolute against the declaring file's folder. */
function toWorkspaceConfig(raw, file, line) {
    return {
        template: node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file), raw.template),
        ...(raw.setup !== undefined ? { setup: raw.setup } : {}),
        keep: raw.keep ?? false,
        source: { file, ...(line !== undefined ? { line } : {}) },
    };
}
const perMtok = (key) => zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0, `pricing.${key} must not be negative (USD per million tokens)`);
/**
 * A target's own token prices in USD per million tokens; they win over the price catalogue (a
 * model it does not know, a negotiated rate, a local model at 0).
 */
const pricingSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    input_per_mtok: perMtok('input_per_mtok'),
    output_per_mtok: perMtok('output_per_mtok'),
    cached_input_per_mtok: perMtok('cached_input_per_mtok').optional(),
}, {
    error: (issue) => issue.code === 'unrecognized_keys'
        ? `pricing takes input_per_mtok, output_per_mtok and cached_input_per_mtok, not ${issue.keys.join(', ')}`
        : 'pricing must be a mapping with input_per_mtok and output_per_mtok',
});
/** The validated `pricing:` in the engine's spelling. */
function toModelPricing(raw) {
    return {
        inputPerMtok: raw.input_per_mtok,
        outputPerMtok: raw.output_per_mtok,
        ...(raw.cached_input_per_mtok !== undefined ? { cachedInputPerMtok: raw.cached_input_per_mtok } : {}),
    };
}
/** AgentV's provider names for kinds we have under another name. */
const AGENTV_PROVIDER_ALIASES = {
    azure: 'azure-openai',
    google: 'gemini',
    'google-gemini': 'gemini',
    'codex-cli': 'codex',
    // AgentV 4.x's names of the Claude Code agent (`claude-code` is its legacy alias).
    claude: 'claude-code',
    'claude-cli': 'claude-code',
};
/**
 * AgentV providers this tool does not have. A targets file naming one still loads (an AgentV
 * repository lists many targets); only a case that runs on such a target is refused.
 */
const AGENTV_ONLY_PROVIDERS = [
    'copilot-cli',
    'copilot',
    'copilot-sdk',
    'copilot_sdk',
    'copilot-log',
    'pi-coding-agent',
    'pi-agent-sdk',
    'pi-cli',
    'pi',
    'claude-sdk',
    'cc-mirror',
    'openrouter',
    'agentv',
    'transcript',
    'replay',
    'bedrock',
    'vertex',
];
const providerSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP({ error: `provider must be one of: ${_types_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_KINDS */ .ik.join(', ')}` })
    .transform((value) => AGENTV_PROVIDER_ALIASES[value] ?? value)
    .pipe(zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n([..._types_js__WEBPACK_IMPORTED_MODULE_1__/* .PROVIDER_KINDS */ .ik, ...AGENTV_ONLY_PROVIDERS], {
    error: (issue) => `unknown provider "${String(issue.input)}"`,
}));
/**
 * One target. Loose on purpose: provider-specific keys (`endpoint`, `command_template`, …) pass
 * through to the provider, which validates them. Retry fields come in snake_case or camelCase.
 */
const targetSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .preprocess */ .vkY(aliasProvider, zod__WEBPACK_IMPORTED_MODULE_2__/* .looseObject */ ._H3({
    name,
    provider: providerSchema,
    /** AgentV 4.x: this target is another one, named here (usually `${{ AGENT_TARGET }}`). */
    use_target: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional(),
    judge_target: name.optional(),
    judgeTarget: name.optional(),
    /** AgentV 4.x's name of `judge_target`. */
    grader_target: name.optional(),
    graderTarget: name.optional(),
    workers: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .CONCURRENCY_RANGE */ .Y_.min).max(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .CONCURRENCY_RANGE */ .Y_.max).optional(),
    max_retries: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).max(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TARGET_RETRIES */ .Ms).optional(),
    maxRetries: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).max(_types_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_TARGET_RETRIES */ .Ms).optional(),
    retry_initial_delay_ms: delayMs.optional(),
    retryInitialDelayMs: delayMs.optional(),
    retry_max_delay_ms: delayMs.optional(),
    retryMaxDelayMs: delayMs.optional(),
    retry_status_codes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(100).max(599)).optional(),
    retryStatusCodes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(100).max(599)).optional(),
    settings: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional(),
    workspace: workspaceSchema.optional(),
    pricing: pricingSchema.optional(),
}));
/**
 * A `use_target` alias needs no provider of its own: it gets the mock as a stand-in that is never
 * built (the run looks the alias up as the target it names). AgentV 5 names a target `id:` where
 * 4.x wrote `name:`, and may nest its provider keys under `config:`; both read as 4.x's shape.
 */
function aliasProvider(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return value;
    const { config, ...rest } = value;
    const entry = {
        ...(config !== null && typeof config === 'object' && !Array.isArray(config) ? config : {}),
        ...rest,
        ...(config !== undefined && (config === null || typeof config !== 'object' || Array.isArray(config))
            ? { config }
            : {}),
    };
    if (typeof entry.id === 'string' && entry.name === undefined)
        entry.name = entry.id;
    const out = envTemplatesAsReferences(entry);
    return out.use_target !== undefined && out.provider === undefined ? { ...out, provider: 'mock' } : out;
}
/** AgentV 5's `{{ env.NAME }}`, not preceded by `$`. */
const ENV_TEMPLATE = /(?<!\$)\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
/**
 * AgentV 5 writes a variable of a targets file `{{ env.NAME }}` where 4.x wrote `${{ NAME }}`; every
 * string is rewritten to 4.x's spelling, so both expand alike (an unset one warned about, once).
 */
function envTemplatesAsReferences(value) {
    if (typeof value === 'string')
        return value.replace(ENV_TEMPLATE, (_, name) => `\${{ ${name} }}`);
    if (Array.isArray(value))
        return value.map(envTemplatesAsReferences);
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, envTemplatesAsReferences(v)]));
    return value;
}
/** targets.yaml, as docs/cli.md's "Eval files, targets and environment" describes it. */
const targetsFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    $schema: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    targets: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(targetSchema).min(1, 'targets must contain at least one target'),
});
/** Keys the loader consumes itself; everything else goes to the provider as `config`. */
const TARGET_COMMON_KEYS = new Set([
    'name',
    /** AgentV 5's `name`. */
    'id',
    /** AgentV 5's `host` or `docker`; a target here always runs on the host. */
    'runtime',
    'provider',
    'judge_target',
    'judgeTarget',
    'grader_target',
    'graderTarget',
    'use_target',
    'workers',
    'max_retries',
    'maxRetries',
    'retry_initial_delay_ms',
    'retryInitialDelayMs',
    'retry_max_delay_ms',
    'retryMaxDelayMs',
    'retry_status_codes',
    'retryStatusCodes',
    'workspace',
    'pricing',
]);
/** Keys under a target's `settings:` that the engine reads for every kind (provider-level batching). */
const SETTINGS_COMMON_KEYS = ['provider_batching'];
/** snake_case / camelCase pairs; when both are given snake_case wins (it is the documented spelling). */
const SNAKE_CAMEL_PAIRS = [
    ['judge_target', 'judgeTarget'],
    ['max_retries', 'maxRetries'],
    ['retry_initial_delay_ms', 'retryInitialDelayMs'],
    ['retry_max_delay_ms', 'retryMaxDelayMs'],
    ['retry_status_codes', 'retryStatusCodes'],
];


/***/ }),

/***/ 53469:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HX: () => (/* binding */ unknownKeyWarnings),
/* harmony export */   LP: () => (/* binding */ unknownMapKeyWarnings),
/* harmony export */   f0: () => (/* binding */ typoError)
/* harmony export */ });
/* unused harmony export findUnknownKeys */
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21916);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(92857);
/* harmony import */ var _errors_config_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21126);
/* harmony import */ var _near_key_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(10824);
/* harmony import */ var _yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12865);
/* harmony import */ var _is_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78608);






/**
 * Walks `value` alongside `schema` and reports keys the schema does not know. zod strips such
 * keys silently; a typo (`expected_outcom`) must not silently change a run, so the loader refuses
 * the near misses and warns of the rest (extension fields). Loose objects (provider passthrough)
 * are not checked.
 */
function findUnknownKeys(schema, value, path = []) {
    const found = [];
    walkKeys(schema, value, [...path], found);
    return found;
}
/**
 * {@link findUnknownKeys} over one value, `path` a stack it pushes onto and pops: every case of a
 * large file is walked, and a walk that finds nothing should allocate next to nothing.
 */
function walkKeys(schema, value, path, found) {
    // A scalar holds no keys, whatever its schema (no union of it needs trying).
    if (value === null || typeof value !== 'object')
        return;
    const preprocessed = preprocessOf(schema);
    if (preprocessed) {
        walkKeys(preprocessed.out, preprocessed.apply(value), path, found);
        return;
    }
    const inner = unwrap(schema);
    if (inner instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodObject */ .bvH) {
        if (!(0,_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value) || inner._zod.def.catchall !== undefined)
            return;
        const shape = inner.shape;
        for (const key of Object.keys(value)) {
            const childSchema = shape[key];
            if (childSchema) {
                path.push(key);
                walkKeys(childSchema, value[key], path, found);
                path.pop();
            }
            else {
                found.push(unknownKey([...path], key, Object.keys(shape)));
            }
        }
        return;
    }
    if (inner instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodArray */ .naA && Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            path.push(i);
            walkKeys(inner.element, value[i], path, found);
            path.pop();
        }
        return;
    }
    if (inner instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodUnion */ .fZ7) {
        const options = inner.options;
        const match = options.find((option) => option.safeParse(value).success) ?? optionOfType(options, value);
        if (match)
            walkKeys(match, value, path, found);
    }
}
/**
 * The member of a discriminated union whose `type` literal the value names, for a value no member
 * accepts: a misspelt required key (`scirpt`) must still be found and named as such.
 */
function optionOfType(options, value) {
    if (!(0,_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value) || typeof value.type !== 'string')
        return undefined;
    return options.find((option) => {
        const inner = unwrap(option);
        const type = inner instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodObject */ .bvH ? inner.shape.type : undefined;
        return type instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodLiteral */ .DN5 && type.safeParse(value.type).success;
    });
}
function unknownKey(mapPath, key, known) {
    const typo = (0,_near_key_js__WEBPACK_IMPORTED_MODULE_5__/* .nearKey */ .O)(key, known);
    const suggestion = typo ?? closest(key, known);
    return { mapPath, key, ...(suggestion ? { suggestion } : {}), ...(typo ? { typo } : {}) };
}
/**
 * A `z.preprocess` schema (a pipe from a transform): its output schema and the transform, so keys
 * are checked as the schema sees them (AgentV 4.x grader names are mapped onto 2.x kinds first).
 */
function preprocessOf(schema) {
    if (!(schema instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodPipe */ .utH) || !(schema._zod.def.in instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodTransform */ .CLY))
        return undefined;
    const transform = schema._zod.def.in._zod.def.transform;
    const ctx = { addIssue: () => undefined, issues: [], value: undefined };
    return { out: schema._zod.def.out, apply: (value) => transform(value, ctx) };
}
function unwrap(schema) {
    let current = schema;
    for (;;) {
        if (current instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodOptional */ .IiU || current instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodNullable */ .l1C || current instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodDefault */ .XiL) {
            current = current._zod.def.innerType;
        }
        else if (current instanceof zod__WEBPACK_IMPORTED_MODULE_3__/* .ZodPipe */ .utH) {
            current = current._zod.def.in;
        }
        else {
            return current;
        }
    }
}
function closest(key, candidates) {
    let best;
    let bestDistance = 3;
    for (const candidate of candidates) {
        const d = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(key.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
/**
 * One warning per key in `data` that `schema` does not declare, located at the key's line; a key
 * that is a misspelling of a declared one (near-key.ts) is a ConfigError at the key instead.
 */
function unknownKeyWarnings(src, schema, data = src.data, base = []) {
    return warningsOrTypoError(src, findUnknownKeys(schema, data, base));
}
/**
 * One warning per key of the mapping at `mapPath` that is not in `known`, as written or in
 * snake_case (`commandTemplate` is `command_template`), with the nearest known key: for mappings
 * whose keys are not a zod schema's (a target's provider fields). A misspelling of a known key is
 * a ConfigError, as in {@link unknownKeyWarnings}.
 */
function unknownMapKeyWarnings(src, mapPath, map, known) {
    const names = new Set(known);
    const unknown = Object.keys(map)
        .filter((key) => !names.has(key) && !names.has(snakeCase(key)))
        .map((key) => unknownKey(mapPath, key, known));
    return warningsOrTypoError(src, unknown);
}
function warningsOrTypoError(src, found) {
    const typo = found.find((unknown) => unknown.typo !== undefined);
    if (typo)
        throw typoError(src, typo);
    return found.map((unknown) => unknownKeyWarning(src, unknown));
}
/**
 * A misspelt key, at its own line and column: it would be ignored and the run would differ from
 * what the file says (an assertion never run, a judge never asked), so it stops the load.
 */
function typoError(src, { mapPath, key, typo }) {
    const { line, col } = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .keyPositionOf */ .Y_)(src, mapPath, key);
    const where = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPath */ .jV)(mapPath);
    return new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`unknown key "${key}"${where ? ` in ${where}` : ' at top level'} (did you mean "${typo}"?)`, { file: src.file, line, col }, `rename it to "${typo}" (an extension field needs a name further from the known keys)`);
}
function unknownKeyWarning(src, { mapPath, key, suggestion }) {
    const where = (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .formatPath */ .jV)(mapPath);
    const hint = suggestion ? ` (did you mean "${suggestion}"?)` : '';
    return {
        message: `unknown key "${key}"${where ? ` in ${where}` : ' at top level'}${hint}; it is ignored`,
        file: src.file,
        line: (0,_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .keyPositionOf */ .Y_)(src, mapPath, key).line,
    };
}
function snakeCase(key) {
    return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}


/***/ }),

/***/ 58604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ requiredGate)
/* harmony export */ });
/* harmony import */ var _results_eval_result_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(26310);

/**
 * The one `required` gate of both formats: the first required check that failed, as the reason
 * the case scores 0; none when every required check held. A check fails below its minimum
 * (`min_score`, else a numeric `required`); without one, by its own verdict when it has one
 * (AgentV 5's assertions), else below the pass threshold (AgentV 4.x's evaluators).
 */
function requiredGate(checks) {
    for (const check of checks) {
        if (!check.required)
            continue;
        const minimum = check.minScore ?? (typeof check.required === 'number' ? check.required : undefined);
        if (minimum === undefined && check.pass !== undefined) {
            if (!check.pass)
                return `required ${check.label} failed, so the case scores 0`;
            continue;
        }
        const least = minimum ?? _results_eval_result_js__WEBPACK_IMPORTED_MODULE_0__/* .PASS_THRESHOLD */ .Qf;
        if (check.score < least)
            return `required ${check.label} scored ${check.score} (below ${least}), so the case scores 0`;
    }
    return undefined;
}


/***/ }),

/***/ 12916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ graderRequest)
/* harmony export */ });
/**
 * The one builder of a grader's request: LLM judges, rubrics, composite aggregators, a code
 * grader's judge proxy and promptfoo's model-graded assertions all ask through it, so a grader's
 * request has one shape (no guideline or input files, the system text also as `systemPrompt`, the
 * prompt for text-only agents as system and user joined by a blank line) whatever asks.
 */
function graderRequest(spec) {
    const { system, user } = spec;
    const messages = spec.chat ?? [
        ...(system !== undefined ? [{ role: 'system', content: system }] : []),
        { role: 'user', content: user },
    ];
    return {
        evalId: spec.evalId,
        attempt: spec.attempt ?? 1,
        ...(spec.iteration !== undefined ? { iteration: spec.iteration } : {}),
        messages,
        prompt: system !== undefined ? `${system}\n\n${user}` : user,
        ...(system !== undefined ? { systemPrompt: system } : {}),
        guidelineFiles: [],
        inputFiles: [],
        ...(spec.json ? { responseFormat: 'json' } : {}),
        ...(spec.metadata ? { metadata: spec.metadata } : {}),
        label: spec.label,
    };
}


/***/ }),

/***/ 64846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ composeLayers),
/* harmony export */   g: () => (/* binding */ layerOver)
/* harmony export */ });
/**
 * The provider a layer returns: the inner provider's facts (kind, target, whether it calls a model,
 * works offline, what the cache keys it on, the max_tokens its requests carry) with the layer's
 * calls, and the inner provider's own for every call the layer leaves alone. Every layer is built
 * with it, so none can drop a fact of the contract.
 */
function layerOver(inner, calls) {
    const own = (name) => {
        if (name in calls)
            return calls[name] ?? undefined;
        const call = inner[name];
        return call ? call.bind(inner) : undefined;
    };
    const common = {
        kind: inner.kind,
        targetName: inner.targetName,
        ...(inner.supportsStructuredOutput !== undefined
            ? { supportsStructuredOutput: inner.supportsStructuredOutput }
            : {}),
        invoke: calls.invoke,
        ...optional('invokeBatch', own('invokeBatch')),
        ...optional('embed', own('embed')),
        ...optional('healthcheck', own('healthcheck')),
    };
    if (inner.isModelCall) {
        const model = {
            ...common,
            isModelCall: true,
            offline: inner.offline,
            cacheIdentity: inner.cacheIdentity.bind(inner),
            ...(inner.maxTokens !== undefined ? { maxTokens: inner.maxTokens } : {}),
        };
        return model;
    }
    const uncached = {
        ...common,
        isModelCall: false,
        ...(inner.offline !== undefined ? { offline: inner.offline } : {}),
    };
    return uncached;
}
/** `{ [name]: value }`, or nothing when the value is absent (so `'embed' in provider` stays false). */
function optional(name, value) {
    return value === undefined ? {} : { [name]: value };
}
/**
 * Puts `raw` inside `layers`, the first innermost: `composeLayers(p, [a, b])` is `b(a(p))`, so
 * the last layer sees every call first.
 */
function composeLayers(raw, layers) {
    return layers.reduce((inner, layer) => layer(inner), raw);
}


/***/ }),

/***/ 30964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ metered),
/* harmony export */   VQ: () => (/* binding */ allSettledFirst),
/* harmony export */   W_: () => (/* binding */ recordTokenUsage),
/* harmony export */   ve: () => (/* binding */ meterLayer)
/* harmony export */ });
/* unused harmony exports UsageMeter, meterProvider */
/* harmony import */ var _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35465);
/* harmony import */ var _provider_layer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(64846);


/**
 * Counts the calls made while one evaluator grades one case: their tokens, price and cache hits.
 * A meter started inside another (a composite's member) also counts into its parent, so the
 * composite's entry covers every call it made and each member its own.
 */
class UsageMeter {
    parent;
    calls = 0;
    cachedCalls = 0;
    retries = 0;
    tokens = { input: 0, output: 0, total: 0, cached_input: 0 };
    costUsd = 0;
    unpriced = 0;
    savedUsd = 0;
    /** Set when a call was not made on purpose: refused by the run's budget, or not in the cache under `--cache-only`. */
    refusedBy;
    /** The repeat of the case being graded, for the response cache key of the judges' calls. */
    iteration;
    /** Calls through this meter (or a meter nested in it) not settled yet. */
    inFlight = new Set();
    constructor(parent, iteration) {
        this.parent = parent;
        this.iteration = iteration ?? parent?.iteration;
    }
    add(response) {
        this.calls++;
        const tokens = recordTokenUsage(response.tokenUsage);
        if (tokens) {
            this.tokens.input += tokens.input;
            this.tokens.output += tokens.output;
            this.tokens.total += tokens.total;
            this.tokens.cached_input += tokens.cached_input;
        }
        if (typeof response.costUsd === 'number')
            this.costUsd += response.costUsd;
        else
            this.unpriced++;
        if (response.cached) {
            this.cachedCalls++;
            if (typeof response.costUsd === 'number')
                this.savedUsd += response.costUsd;
        }
        this.parent?.add(response);
    }
    retried() {
        this.retries++;
        this.parent?.retried();
    }
    refused(reason) {
        this.refusedBy ??= reason;
        this.parent?.refused(reason);
    }
    track(call) {
        const settled = call.then(() => undefined, () => undefined);
        this.inFlight.add(settled);
        void settled.then(() => this.inFlight.delete(settled));
        this.parent?.track(call);
    }
    /**
     * Resolves once every call through the meter has settled: an evaluator that stops at a refused
     * call (the budget) may leave a sibling call running, which is paid for when it is answered.
     */
    async settled() {
        while (this.inFlight.size > 0)
            await Promise.all(this.inFlight);
    }
    /** The fields of an evaluator entry; none when no call was made (a code or metric evaluator). */
    fields() {
        if (this.calls === 0)
            return {};
        return {
            calls: this.calls,
            ...(this.cachedCalls > 0 ? { cached_calls: this.cachedCalls, cache_saved_usd: this.savedUsd } : {}),
            ...(this.retries > 0 ? { call_retries: this.retries } : {}),
            token_usage: { ...this.tokens },
            cost_usd: this.unpriced > 0 ? null : this.costUsd,
        };
    }
}
/**
 * Runs `fn` with a new meter (nested in `scope.parent`, if any, whose repeat it inherits), which
 * `fn` hands to its calls as `InvokeOptions.meter`; the meter is returned even when `fn` throws,
 * once every call `fn` started has settled, so a call answered after `fn` gave up still counts.
 */
async function metered(fn, scope = {}) {
    const meter = new UsageMeter(scope.parent, scope.iteration);
    let outcome;
    try {
        outcome = { ok: true, value: await fn(meter) };
    }
    catch (error) {
        outcome = { ok: false, error };
    }
    await meter.settled();
    return { meter, ...outcome };
}
/**
 * `Promise.all` for work that makes calls (a judge's samples, a composite's members, a test's
 * assertions): it rejects with the first failure only once every promise has settled, so a call
 * that one of them starts after another was refused by the budget is still made under its meter
 * and counted, never left running after the entry's figures were read.
 */
async function allSettledFirst(work) {
    const outcomes = await Promise.allSettled(work);
    const failed = outcomes.find((o) => o.status === 'rejected');
    if (failed)
        throw failed.reason;
    return outcomes.map((o) => o.value);
}
/**
 * The usage meter layer, outermost: every answer a provider gives (cache hits included) counts into
 * the meter its caller passed (if any), also one that comes after its caller stopped waiting for it
 * (the meter tracks each call until it settles), and a call not made on purpose (budget, cache
 * miss) is told to it as refused.
 */
const meterLayer = (provider) => {
    const count = (promise, meter, add) => {
        if (!meter)
            return promise;
        const counted = promise.then((value) => {
            add(value, meter);
            return value;
        }, (error) => {
            if (error instanceof _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_0__/* .CallNotMadeError */ .$I)
                meter.refused(error.reason);
            throw error;
        });
        meter.track(counted);
        return counted;
    };
    const embed = provider.embed?.bind(provider);
    const batch = provider.invokeBatch?.bind(provider);
    return (0,_provider_layer_js__WEBPACK_IMPORTED_MODULE_1__/* .layerOver */ .g)(provider, {
        invoke: (request, options) => count(provider.invoke(request, options), options.meter, (response, meter) => meter.add(response)),
        ...(embed
            ? {
                embed: (texts, options) => count(embed(texts, options), options.meter, (r, meter) => meter.add({ text: '', tokenUsage: r.tokenUsage, costUsd: r.costUsd, cached: r.cached })),
            }
            : {}),
        ...(batch
            ? {
                invokeBatch: (requests, options) => count(batch(requests, options), options.meter, (responses, meter) => {
                    for (const response of responses)
                        meter.add(response);
                }),
            }
            : {}),
    });
};
/** {@link meterLayer} applied to one provider. */
function meterProvider(provider) {
    return meterLayer(provider);
}
/** A response's token usage in the record's shape: every count present, `total` from the parts when not reported. */
function recordTokenUsage(usage) {
    if (!usage)
        return undefined;
    const input = usage.input ?? 0;
    const output = usage.output ?? 0;
    return { input, output, total: usage.total ?? input + output, cached_input: usage.cachedInput ?? 0 };
}


/***/ }),

/***/ 8561:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gf: () => (/* binding */ childEnv)
/* harmony export */ });
/* unused harmony exports PASSABLE_TOKENS, isRunnerCredential */
/**
 * Variables that carry the CI runner's own credentials and never reach a child process: every
 * Action input (`INPUT_GITHUB-TOKEN` holds the github-token), the runner's artifact, cache and
 * results services, its OIDC token request, the GitHub tokens a workflow commonly exports, and
 * GitLab's job token (`CI_JOB_TOKEN`, also given as `CI_REGISTRY_PASSWORD`), which the CLI sees
 * when it runs in a GitLab job.
 */
const RUNNER_PREFIXES = ['INPUT_', 'ACTIONS_ID_TOKEN_REQUEST_'];
const RUNNER_NAMES = new Set([
    'ACTIONS_RUNTIME_TOKEN',
    'ACTIONS_RUNTIME_URL',
    'ACTIONS_RESULTS_URL',
    'ACTIONS_CACHE_URL',
]);
/** Withheld unless a target lists them in `pass_env`. */
const PASSABLE_TOKENS = ['GITHUB_TOKEN', 'GH_TOKEN', 'CI_JOB_TOKEN', 'CI_REGISTRY_PASSWORD'];
/**
 * The environment an agent, code evaluator, setup command or healthcheck is started with: the
 * run's environment (with `.env` merged) without the runner's credentials. A name in
 * `passThrough` (a target's `pass_env`) is kept as it is, except the runner's service tokens and inputs, which no child
 * needs.
 */
function childEnv(source, passThrough = []) {
    const passed = new Set(passThrough);
    const withheld = new Set((source.withheld ?? []).filter((value) => value !== ''));
    const out = {};
    for (const [name, value] of Object.entries(source.env)) {
        if (value === undefined || isRunnerCredential(name))
            continue;
        if (!passed.has(name) && (PASSABLE_TOKENS.includes(name) || withheld.has(value) || withheld.has(value.trim())))
            continue;
        out[name] = value;
    }
    return out;
}
/** The runner's service credentials and the Action's inputs: never passed, whatever a target says. */
function isRunnerCredential(name) {
    return RUNNER_NAMES.has(name) || RUNNER_PREFIXES.some((prefix) => name.startsWith(prefix));
}


/***/ }),

/***/ 44059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ withTempDir),
/* harmony export */   o: () => (/* binding */ findExecutable)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);




/** What a child process needs from the host: its executable found on PATH, and a scratch folder. */
/**
 * Absolute path of `name` when it can be run: a name with a slash is checked as a path (relative
 * to `cwd`), a bare name is looked up on `env.PATH`. Undefined when nothing executable is found.
 */
function findExecutable(name, env, cwd) {
    if (name.includes('/')) {
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, name);
        return isExecutableFile(candidate) ? candidate : undefined;
    }
    for (const dir of (env.PATH ?? '').split((node_path__WEBPACK_IMPORTED_MODULE_1___default().delimiter))) {
        if (!dir)
            continue;
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(cwd, dir, name);
        if (isExecutableFile(candidate))
            return candidate;
    }
    return undefined;
}
function isExecutableFile(file) {
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile())
            return false;
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return true;
    }
    catch {
        return false;
    }
}
/** Runs `fn` with a fresh folder under the system temp dir, removed afterwards whatever happens. */
async function withTempDir(prefix, fn) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_os__WEBPACK_IMPORTED_MODULE_3___default().tmpdir(), prefix));
    try {
        return await fn(dir);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true });
    }
}


/***/ }),

/***/ 25820:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QR: () => (/* binding */ tailText),
/* harmony export */   R3: () => (/* binding */ runProcess),
/* harmony export */   gz: () => (/* binding */ processExitError),
/* harmony export */   kp: () => (/* binding */ startProcess)
/* harmony export */ });
/* unused harmony exports DEFAULT_KILL_GRACE_MS, stderrGist */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(35465);
/* harmony import */ var _answer_limit_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(30613);
/* harmony import */ var _process_group_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(50426);




/** Default wait between SIGTERM and SIGKILL. */
const DEFAULT_KILL_GRACE_MS = 2000;
const STDERR_KEEP = 64 * 1024;
/**
 * Starts `spec` as the leader of its own process group (detached), so a timeout or an abort can end
 * everything it spawned: SIGTERM, then SIGKILL after the grace period. `result` rejects with a
 * TimeoutError on timeout and with the signal's reason on abort, only once the group is gone.
 * Members still alive when the leader exits are killed too, so no agent process outlives its case.
 */
function startProcess(spec) {
    const grace = spec.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
    if (spec.signal?.aborted) {
        return { pid: 0, result: Promise.reject(spec.signal.reason), stop: async () => { } };
    }
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(spec.file, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        detached: true,
        stdio: [spec.stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const pid = child.pid ?? 0;
    if (pid > 0)
        (0,_process_group_js__WEBPACK_IMPORTED_MODULE_2__/* .trackGroup */ .Tq)(pid);
    const stop = async () => {
        if (pid > 0)
            await (0,_process_group_js__WEBPACK_IMPORTED_MODULE_2__/* .killProcessGroup */ .$X)(pid, grace);
    };
    const result = new Promise((resolve, reject) => {
        const ending = endOnce(spec, stop, reject);
        const output = collectOutput(child, spec.maxAnswerBytes ?? _answer_limit_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_MAX_ANSWER_BYTES */ .k);
        child.on('error', (error) => {
            ending.finish(() => reject(new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ(`${spec.what} could not start: ${error.message}`, { cause: error })));
        });
        endGroupWithLeader(child, pid, spec.leaveGroupOnExit === true);
        child.on('close', (exitCode, signal) => {
            if (ending.stopping)
                return;
            ending.finish(() => resolve({ exitCode, signal, ...output() }));
        });
        if (spec.stdin !== undefined && child.stdin) {
            // A child that exits without reading its stdin is not an error of ours.
            child.stdin.on('error', () => { });
            child.stdin.end(spec.stdin);
        }
    });
    return { pid, result, stop };
}
/** Arms the timeout and the abort signal: either stops the group, then rejects with its reason. */
function endOnce(spec, stop, reject) {
    let settled = false;
    let stopping = false;
    let timer;
    const finish = (action) => {
        if (settled)
            return;
        settled = true;
        if (timer)
            clearTimeout(timer);
        spec.signal?.removeEventListener('abort', onAbort);
        action();
    };
    const stopThenReject = (reason) => {
        if (settled || stopping)
            return;
        stopping = true;
        void stop().then(() => finish(() => reject(reason)));
    };
    const onAbort = () => stopThenReject(spec.signal?.reason);
    spec.signal?.addEventListener('abort', onAbort, { once: true });
    if (spec.timeoutMs !== undefined && spec.timeoutMs > 0) {
        timer = setTimeout(() => stopThenReject(new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_1__/* .TimeoutError */ .MU(spec.what, spec.timeoutMs ?? 0)), spec.timeoutMs);
    }
    return {
        get stopping() {
            return stopping;
        },
        finish,
    };
}
/**
 * Reads the child's stdout up to `cap` bytes (bounded memory per case: 200 MB of stdout must not
 * become a 200 MB answer) and the last 64 KiB of its stderr; returns what was kept.
 */
function collectOutput(child, cap) {
    const stdout = [];
    let kept = 0;
    let truncated = false;
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
        if (kept >= cap) {
            truncated = true;
            return;
        }
        const part = kept + chunk.length > cap ? chunk.subarray(0, cap - kept) : chunk;
        if (part.length < chunk.length)
            truncated = true;
        stdout.push(part);
        kept += part.length;
    });
    child.stderr?.on('data', (chunk) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEEP);
    });
    return () => ({
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr,
        ...(truncated ? { stdoutTruncated: true } : {}),
    });
}
/**
 * Background members left behind by the leader would be orphans: they are ended with it (unless
 * `leaveGroup`), and the group is no longer tracked once the child's streams close.
 */
function endGroupWithLeader(child, pid, leaveGroup) {
    child.on('exit', () => {
        if (pid > 0 && !leaveGroup)
            (0,_process_group_js__WEBPACK_IMPORTED_MODULE_2__/* .signalGroup */ .i8)(pid, 'SIGKILL');
    });
    child.on('close', () => {
        if (pid > 0)
            (0,_process_group_js__WEBPACK_IMPORTED_MODULE_2__/* .untrackGroup */ .eY)(pid);
    });
}
/** Runs `spec` to completion; see {@link startProcess}. */
function runProcess(spec) {
    return startProcess(spec).result;
}
/**
 * The error for a child process that ended badly: exit code (or signal) and the tail of its stderr
 * (and stdout, for agents whose stdout is an event stream). Retryable: an agent run that crashed
 * may well succeed on the next try, and the call limiter decides how often to try.
 */
function processExitError(what, result, options = {}) {
    const how = result.exitCode !== null ? `exited with code ${result.exitCode}` : `was killed by ${result.signal ?? 'a signal'}`;
    const gist = stderrGist(result.stderr);
    const reason = options.reason ?? how;
    const details = {
        exit_code: result.exitCode,
        stderr: tailText(result.stderr),
    };
    if (result.signal)
        details.signal = result.signal;
    if (options.includeStdout)
        details.stdout = tailText(result.stdout);
    return new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_1__/* .ProviderError */ .mZ(`${what} ${reason}${gist ? `: ${gist}` : ''}`, { retryable: true, details });
}
const GIST_LINES = 6;
const GIST_CHARS = 600;
/**
 * The end of a failed process's stderr that says why, on one line: its last few lines joined by
 * ` | `, without the stack frames (`    at …`) and the `Node.js v20…` line Node prints last, which
 * alone say nothing. The full tail stays in the error's details.
 */
function stderrGist(stderr) {
    const lines = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/^at\s/.test(line) && !/^Node\.js v\d/.test(line));
    return tailText(lines.slice(-GIST_LINES).join(' | '), GIST_CHARS);
}
/** The last `max` characters of `text`, marked when cut, for error details that must stay small. */
function tailText(text, max = 2000) {
    return text.length <= max ? text : `…${text.slice(text.length - max)}`;
}


/***/ }),

/***/ 20206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ mayBePromptfooFile),
/* harmony export */   Ik: () => (/* binding */ topKeyWarnings),
/* harmony export */   RG: () => (/* binding */ readConfigFile),
/* harmony export */   Uw: () => (/* binding */ TOP_LEVEL_KEYS)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12865);
/* harmony import */ var _config_is_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78608);
/* harmony import */ var _refuse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34156);





/** Top-level keys of a promptfoo config this tool reads. */
const READ_KEYS = new Set([
    'description',
    'name',
    'version',
    'prompts',
    'providers',
    'targets',
    'tests',
    'defaultTest',
    'scenarios',
    'env',
    'evaluateOptions',
    'nunjucksFilters',
    'metadata',
    'tags',
    'category',
    'author',
    'license',
    'requires',
    // Not in promptfoo's schema, which keeps it: where its docs put the assertions `$ref`s name.
    'assertionTemplates',
]);
/** Keys that only steer promptfoo's own output or sharing: ignored with a warning. */
const IGNORED_KEYS = new Set([
    'sharing',
    'outputPath',
    'writeLatestResults',
    'commandLineOptions',
    '$schema',
    'tracing',
]);
/** Keys whose behaviour this tool does not have: refused. */
const REFUSED_KEYS = {
    redteam: "red-teaming is promptfoo's own generator; run `promptfoo redteam` for it",
    extensions: 'lifecycle hooks (extensions) are not run by this tool',
    derivedMetrics: 'derived metrics are not computed by this tool',
};
/** Every top-level key promptfoo 0.123.1 declares (and this tool reads): read, ignored or refused. */
const TOP_LEVEL_KEYS = [...READ_KEYS, ...IGNORED_KEYS, ...Object.keys(REFUSED_KEYS)];
/** Whether a file is a promptfoo config (or AgentV 5's promptfoo-shaped suite): its name, or its keys. */
function isPromptfooConfig(file, data) {
    if (/^promptfooconfig\.(ya?ml|json)$/i.test(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)))
        return true;
    if (!(0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(data) || 'evalcases' in data || 'testcases' in data)
        return false;
    if ('providers' in data)
        return true;
    const prompts = data.prompts;
    if (prompts === undefined)
        return false;
    // AgentV 4.x's prompt variants are `{id, prompt}` objects; promptfoo's prompts are text or `{raw|id, label}`.
    return !(Array.isArray(prompts) && prompts.every((p) => (0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(p) && typeof p.prompt === 'string'));
}
/**
 * The promptfoo config at `filePath`, parsed: undefined for a file that is not one (another
 * format's reader takes it), a ConfigError (at the line) for one that is not valid YAML or not a mapping.
 */
async function readConfigFile(filePath) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(filePath);
    if (!/\.(ya?ml|json)$/i.test(file))
        return undefined;
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => undefined);
    if (text === undefined || !mayBePromptfoo(file, text))
        return undefined;
    // A syntax error is a ConfigError at its line and column, as in every other file this tool reads.
    const source = (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_2__/* .parseYamlSource */ .WF)(file, text);
    const { data } = source;
    if (!isPromptfooConfig(file, data))
        return undefined;
    if (!(0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(data))
        return (0,_refuse_js__WEBPACK_IMPORTED_MODULE_3__/* .refuse */ .T)(file, 'a promptfoo config must be a mapping of keys', 'start it with prompts:, providers: and tests:');
    return { file, data, source };
}
/**
 * Whether a file may be a promptfoo config, from its name and text alone (nothing parsed): the
 * composition root asks this before it loads the promptfoo room, so an AgentV run never loads it.
 */
async function mayBePromptfooFile(filePath) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(filePath);
    if (!/\.(ya?ml|json)$/i.test(file))
        return false;
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8').catch(() => undefined);
    return text !== undefined && mayBePromptfoo(file, text);
}
/** A cheap look before parsing: an AgentV eval file (often large) is parsed once, by its own reader. */
function mayBePromptfoo(file, text) {
    return (/^promptfooconfig\./i.test(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)) ||
        /^(providers|prompts)\s*:/m.test(text) ||
        /"(providers|prompts)"\s*:/.test(text));
}
/** The config's top-level keys: a refused one stops the load; ignored and unknown ones are warnings. */
function topKeyWarnings(data, file) {
    const warnings = [];
    for (const key of Object.keys(data)) {
        if (REFUSED_KEYS[key])
            (0,_refuse_js__WEBPACK_IMPORTED_MODULE_3__/* .refuse */ .T)(file, `${key}: is not supported: ${REFUSED_KEYS[key]}`, `remove ${key}: to run the config here`);
        if (IGNORED_KEYS.has(key))
            warnings.push({ message: `${key}: is ignored (it steers promptfoo's own output)`, file });
        else if (!READ_KEYS.has(key))
            warnings.push({ message: `unknown key "${key}" is ignored`, file });
    }
    return warnings;
}


/***/ }),

/***/ 34156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ refuse)
/* harmony export */ });
/* harmony import */ var _errors_config_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21126);

/** A promptfoo config this tool cannot run as written: one line naming the file and the fix (exit 2). */
function refuse(file, message, fix, line) {
    throw new _errors_config_error_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(message, { file, ...(line !== undefined ? { line } : {}) }, fix);
}


/***/ }),

/***/ 76140:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pg: () => (/* binding */ sharedRegexPool)
/* harmony export */ });
/* unused harmony exports REGEX_TIMEOUT_MS, RegexPool */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(35465);



/**
 * The longest a `regex` assertion may run on one answer. A pattern that backtracks
 * catastrophically (`^(\w+\s?)*$` against words ending in `!`) could otherwise run for hours, and
 * a regular expression cannot be interrupted on the thread running it.
 */
const REGEX_TIMEOUT_MS = 2_000;
/**
 * Workers at most, each testing one pattern at a time; further checks wait their turn (their time
 * limit starts when a worker takes them). Workers are kept between checks: starting one costs
 * more than most tests.
 */
const POOL_SIZE = Math.max(2, Math.min(4, (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)()));
/**
 * Runs in each worker thread (CommonJS, so it loads from a string in the bundle and in tests
 * alike): compiles a pattern once, tests an answer, replies with the outcome: a message, or for a
 * caller that waits synchronously ({@link RegexPool.testNow}) in the shared `state` (1 matched,
 * 0 not, 2 failed at [1]; [0] set to 1 when done).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const compiled = new Map();
parentPort.on('message', ({ pattern, flags, text, state }) => {
  let reply;
  try {
    const key = flags + '/' + pattern;
    let regex = compiled.get(key);
    if (!regex) {
      if (compiled.size >= 64) compiled.clear();
      regex = new RegExp(pattern, flags);
      compiled.set(key, regex);
    }
    regex.lastIndex = 0;
    reply = { passed: regex.test(text) };
  } catch (error) {
    reply = { error: String(error && error.message ? error.message : error) };
  }
  if (!state) return parentPort.postMessage(reply);
  Atomics.store(state, 1, reply.error !== undefined ? 2 : reply.passed ? 1 : 0);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
});
`;
/**
 * Tests regular expressions in worker threads, JavaScript's own engine and semantics, each check
 * bounded by a time limit: the main thread (other cases, the progress line, SIGINT) keeps going
 * while a pattern runs, and a check past the limit ends its worker and fails as an EvaluatorError.
 * A few workers serve every check in turn; one ended by a time limit is replaced when next needed.
 */
class RegexPool {
    timeoutMs;
    size;
    idle = [];
    waiting = [];
    running = 0;
    /** The worker {@link testNow} waits on, apart from the pool's. */
    syncWorker;
    constructor(timeoutMs = REGEX_TIMEOUT_MS, size = POOL_SIZE) {
        this.timeoutMs = timeoutMs;
        this.size = size;
    }
    /** Whether `pattern` (with `flags`) matches `text`; rejects past the time limit or on abort. */
    test(pattern, flags, text, signal) {
        signal?.throwIfAborted();
        return new Promise((resolve, reject) => {
            const check = { pattern, flags: flags ?? '', text, signal, resolve, reject };
            const onAbort = () => {
                const at = this.waiting.indexOf(check);
                if (at >= 0)
                    this.waiting.splice(at, 1);
                check.stop?.(false);
                reject(signal?.reason instanceof Error
                    ? signal.reason
                    : new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_2__/* .EvaluatorError */ .AF(`regex ${shown(check)} stopped: the case was aborted`));
            };
            signal?.addEventListener('abort', onAbort, { once: true });
            const settle = (done) => (value) => {
                signal?.removeEventListener('abort', onAbort);
                done(value);
            };
            check.resolve = settle(resolve);
            check.reject = settle(reject);
            this.waiting.push(check);
            this.next();
        });
    }
    /** Hands waiting checks to workers while fewer than `size` run. */
    next() {
        while (this.running < this.size && this.waiting.length > 0) {
            this.running++;
            this.run(this.waiting.shift(), this.idle.pop() ?? this.spawn());
        }
    }
    run(check, worker) {
        let ended = false;
        const end = (keep) => {
            if (ended)
                return;
            ended = true;
            clearTimeout(timer);
            worker.off('message', onMessage);
            worker.off('error', onError);
            if (keep)
                this.idle.push(worker);
            else
                void worker.terminate();
            this.running--;
            this.next();
        };
        check.stop = end;
        const onMessage = (reply) => {
            end(true);
            if (reply.error !== undefined)
                check.reject(new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_2__/* .EvaluatorError */ .AF(`regex ${shown(check)} failed: ${reply.error}`));
            else
                check.resolve(reply.passed === true);
        };
        const onError = (error) => {
            end(false);
            check.reject(new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_2__/* .EvaluatorError */ .AF(`regex ${shown(check)} failed: ${error.message}`, error));
        };
        const timer = setTimeout(() => {
            end(false);
            check.reject(timedOut(check, this.timeoutMs));
        }, this.timeoutMs);
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.postMessage({ pattern: check.pattern, flags: check.flags, text: check.text });
    }
    /**
     * The same check for a caller that cannot wait for a promise (ajv tests a JSON schema's
     * `pattern` synchronously): this thread sleeps until the worker answers, at most the time limit,
     * and the worker is ended past it. The wait is bounded; the pattern never runs here.
     */
    testNow(pattern, flags, text) {
        const check = { pattern, flags: flags ?? '' };
        this.syncWorker ??= this.spawn();
        const state = new Int32Array(new SharedArrayBuffer(8));
        this.syncWorker.postMessage({ ...check, text, state });
        if (Atomics.wait(state, 0, 0, this.timeoutMs) === 'timed-out') {
            void this.syncWorker.terminate();
            this.syncWorker = undefined;
            throw timedOut(check, this.timeoutMs);
        }
        if (state[1] === 2)
            throw new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_2__/* .EvaluatorError */ .AF(`regex ${shown(check)} failed on this answer`);
        return state[1] === 1;
    }
    spawn() {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(WORKER_SOURCE, { eval: true });
        // A worker never keeps the program alive: a running check holds its own timer.
        worker.unref();
        return worker;
    }
}
function shown(check) {
    return `/${check.pattern}/${check.flags}`;
}
function timedOut(check, timeoutMs) {
    return new _errors_agentv_error_js__WEBPACK_IMPORTED_MODULE_2__/* .EvaluatorError */ .AF(`regex ${shown(check)} did not finish within ${timeoutMs / 1000} s on this answer (catastrophic ` +
        'backtracking?); it is stopped and this check is scored as an error');
}
/** The pool every `regex` assertion of the process shares. */
const sharedRegexPool = new RegexPool();


/***/ })

};
