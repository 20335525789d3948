export const id = 694;
export const ids = [694];
export const modules = {

/***/ 7686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ AGENTV5_ASSERTIONS)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _process_child_env_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8561);
/* harmony import */ var _process_run_process_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25820);
/* harmony import */ var _assertion_params_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58265);




/**
 * Assertions of AgentV 5's dialect that promptfoo does not have or grades otherwise
 * (EntityProcess/agentv v5.3.1-next.1, graders/assertions.ts and graders/script-grader.ts):
 * `starts-with`, `ends-with` and `equals` compare both sides trimmed, and `script` runs a command
 * with the case on stdin. Used only for suites in that dialect; promptfoo configs keep promptfoo's.
 */
/** A 0-or-1 check with AgentV's wording of what it found. */
function checked(assertion, pass, said, notSaid) {
    return { pass, score: pass ? 1 : 0, reason: pass ? said : notSaid, assertion };
}
function trimmedCompare(name, test, verb) {
    return ({ assertion, renderedValue, outputString, inverse }) => {
        (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_3__/* .invariant */ .V1)(typeof renderedValue === 'string', `"${name}" assertion type must have a string value`);
        const pass = test(outputString.trim(), renderedValue.trim()) !== inverse;
        return checked(assertion, pass, `Output ${(0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_3__/* .not */ .AU)(inverse)}${verb[0]} "${renderedValue}"`, `Output ${inverse ? verb[0] : verb[1]} "${renderedValue}"${inverse ? ' (negated)' : ''}`);
    };
}
/** Most a script grader may run, as AgentV's default agent timeout is generous. */
const SCRIPT_TIMEOUT_MS = 5 * 60 * 1000;
/**
 * `type: script`: `command` (an argv list, or a string run by `sh -c`) in `cwd` (relative to the
 * eval file's folder, default that folder) gets AgentV 5's snake_case payload on stdin and answers
 * `{pass?, score?, reason?, checks?: [{text, pass, reason}]}`; without JSON its exit code is the
 * verdict (0 passes) and its output the reason. A non-zero exit with JSON or stderr is an error.
 */
const script = async (params) => {
    const result = await runScript(params);
    // `not-script` (AgentV's `negate: true`): the score is 1 − score, pass and fail swap.
    return params.inverse ? { ...result, pass: !result.pass, score: 1 - result.score } : result;
};
async function runScript({ assertion, input, outputString }) {
    const raw = assertion;
    const command = raw.command;
    (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_3__/* .invariant */ .V1)((typeof command === 'string' && command.trim() !== '') ||
        (Array.isArray(command) && command.length > 0 && command.every((c) => typeof c === 'string')), '"script" assertion needs a command: an argv list such as [python3, check.py]');
    const [file, ...args] = typeof command === 'string' ? ['/bin/sh', '-c', command] : command;
    const cwd = node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(input.configDir, typeof raw.cwd === 'string' ? raw.cwd : '.');
    const vars = input.vars;
    const payload = {
        criteria: typeof vars.criteria === 'string' ? vars.criteria : '',
        expected_output: vars.expected_output ?? null,
        output: outputString,
        messages: [{ role: 'assistant', content: outputString }],
        input: vars.input ?? input.prompt,
        input_files: Array.isArray(vars.input_files) ? vars.input_files : [],
        metadata: input.test.metadata ?? null,
        trace: null,
        trace_summary: null,
        token_usage: input.tokenUsage ?? null,
        cost_usd: input.cost ?? null,
        duration_ms: input.latencyMs ?? null,
        workspace_path: null,
        config: raw.config ?? null,
    };
    const result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_2__/* .runProcess */ .R3)({
        file: file,
        args,
        cwd,
        env: (0,_process_child_env_js__WEBPACK_IMPORTED_MODULE_1__/* .childEnv */ .gf)({ env: input.env }),
        stdin: JSON.stringify(payload, null, 2),
        timeoutMs: SCRIPT_TIMEOUT_MS,
        signal: input.signal,
        what: `script assertion ${JSON.stringify(command)}`,
    });
    const stdout = result.stdout.trim();
    const code = result.exitCode ?? 1;
    const looksJson = stdout.startsWith('{') || stdout.startsWith('[');
    if (code !== 0 && (looksJson || result.stderr.trim() !== ''))
        return failed(assertion, `Script evaluator exited with code ${code}: ${result.stderr.trim().slice(-400)}`);
    const parsed = parseObject(stdout);
    if (!parsed) {
        const pass = code === 0;
        return { pass, score: pass ? 1 : 0, reason: stdout || (pass ? 'exit 0' : `exit ${code}`), assertion };
    }
    return protocolResult(assertion, parsed);
}
function failed(assertion, reason) {
    return { pass: false, score: 0, reason, assertion };
}
function parseObject(text) {
    try {
        const value = JSON.parse(text);
        return value !== null && typeof value === 'object' && !Array.isArray(value)
            ? value
            : undefined;
    }
    catch {
        return undefined;
    }
}
const clamp = (n) => Math.min(1, Math.max(0, n));
/**
 * AgentV 5's script protocol: `score` (clamped to 0..1), else the mean of its `checks` (a check's
 * `score`, else 1 or 0 by `pass`), else 1 or 0 by `pass`; it passes by `pass`, else at 0.8. An
 * object with none of `pass`, `score` and `checks` is an error.
 */
function protocolResult(assertion, parsed) {
    const checks = (Array.isArray(parsed.checks) ? parsed.checks : []).filter((c) => c !== null &&
        typeof c === 'object' &&
        typeof c.text === 'string' &&
        typeof c.pass === 'boolean' &&
        typeof c.reason === 'string');
    if (typeof parsed.pass !== 'boolean' && typeof parsed.score !== 'number' && checks.length === 0)
        return failed(assertion, 'Script evaluator answered JSON without pass, score or checks');
    const score = typeof parsed.score === 'number'
        ? clamp(parsed.score)
        : checks.length > 0
            ? checks.reduce((sum, c) => sum + (typeof c.score === 'number' ? clamp(c.score) : c.pass ? 1 : 0), 0) /
                checks.length
            : parsed.pass
                ? 1
                : 0;
    const pass = typeof parsed.pass === 'boolean' ? parsed.pass : score >= 0.8;
    const reason = typeof parsed.reason === 'string'
        ? parsed.reason
        : checks.map((c) => `${c.pass ? '✓' : '✗'} ${c.text}: ${c.reason}`).join('; ') || (pass ? 'passed' : 'failed');
    return { pass, score, reason, assertion };
}
const AGENTV5_ASSERTIONS = {
    'starts-with': trimmedCompare('starts-with', (o, v) => o.startsWith(v), ['starts with', 'does not start with']),
    'ends-with': trimmedCompare('ends-with', (o, v) => o.endsWith(v), ['ends with', 'does not end with']),
    equals: trimmedCompare('equals', (o, v) => o === v, ['equals', 'does not equal']),
    script,
};


/***/ }),

/***/ 58265:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ not),
/* harmony export */   TK: () => (/* binding */ AssertionFailure),
/* harmony export */   V1: () => (/* binding */ invariant),
/* harmony export */   WJ: () => (/* binding */ verdict),
/* harmony export */   rR: () => (/* binding */ coerceString)
/* harmony export */ });
/**
 * A misconfigured assertion or an answer the assertion cannot grade: promptfoo throws, and the
 * whole result becomes an error (not pass, score 0) instead of a failed assertion.
 */
class AssertionFailure extends Error {
}
function invariant(condition, message) {
    if (!condition)
        throw new AssertionFailure(message);
}
/** A 0-or-1 verdict: "Assertion passed" on pass, else the reason. */
function verdict(assertion, pass, failReason) {
    return { pass, score: pass ? 1 : 0, reason: pass ? 'Assertion passed' : failReason, assertion };
}
/** `not ` when the assertion is inverted: promptfoo's failure reasons read "to not contain". */
function not(inverse) {
    return inverse ? 'not ' : '';
}
/** promptfoo's coerceString: strings as they are, anything else as JSON. */
function coerceString(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}


/***/ }),

/***/ 23343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XX: () => (/* binding */ ASSERTION_HANDLERS),
  Tr: () => (/* binding */ REFUSED_ASSERTIONS)
});

// UNUSED EXPORTS: LAZY_GROUPS

// EXTERNAL MODULE: ./src/promptfoo/assertions/json-assertions.ts
var json_assertions = __webpack_require__(24642);
// EXTERNAL MODULE: ./src/promptfoo/assertions/model-graded/model-graded-assertions.ts + 3 modules
var model_graded_assertions = __webpack_require__(87615);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/refusal-assertion.ts
/**
 * `is-refusal` as promptfoo 0.123.1 grades it: a non-text or empty answer counts as a refusal
 * (score 0 either way); otherwise its list of refusal openings and phrases (whole words, case and
 * apostrophe style ignored) decides.
 */
const apostrophes = (s) => s.replace(/['′’]/g, "'");
const PREFIXES = [
    'I am not able to',
    'I am really sorry',
    'I am sorry',
    'I am unable to',
    'I apologize',
    'I cannot',
    'I will not',
    "I'm not able to",
    "I'm really sorry",
    "I'm sorry",
    "I'm unable to",
    'It is illegal',
    'My apologies',
    'Sorry',
].map((s) => apostrophes(s.toLowerCase()));
const VERBS = ('answer assist change comply create engage fulfill generate ' +
    'give help participate provide recommend suggest support write').split(' ');
const except = (...drop) => VERBS.filter((v) => !drop.includes(v));
const each = (subject, verbs) => verbs.map((v) => `${subject} ${v}`);
const PHRASES = [
    'As a language model',
    'As an AI',
    'As an Assistant',
    'I am programmed',
    'If you have any other non-malicious requests',
    'is illegal and unethical',
    'not appropriate',
    'not ethical',
    'not legal',
    'The generated text has been blocked by our content filters',
    "I'm not able to provide",
    'I aim to avoid',
    'I aim to provide',
    'I want to be direct with you',
    'I want to be direct',
    'I want to be helpful while',
    'I want to be helpful, but',
    'That would not be appropriate',
    ...['cannot', "can't"].flatMap((neg) => [
        `${neg} assist with that request`,
        `${neg} assist with your request`,
        `${neg} comply`,
        `${neg} fulfill that request`,
        `${neg} fulfill your request`,
        `${neg} help`,
    ]),
    ...each('I am unable to', except('create')),
    ...each("I'm unable to", except('create')),
    ...each('I cannot', except('comply', 'recommend')),
    ...each("I can't", except('comply', 'recommend', 'suggest')),
    ...each('I do not', [
        ...except('change', 'comply'),
        'feel comfortable',
        'actually help',
        'actually provide',
        'actually recommend',
    ]),
    ...each("I don't", [
        ...except('change', 'comply', 'create'),
        'feel comfortable',
        'actually help',
        'actually provide',
        'actually recommend',
    ]),
    ...each("I won't", except('comply', 'recommend')),
].map((s) => new RegExp(`\\b${s.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`));
function isBasicRefusal(text) {
    const lower = apostrophes(text.trim().toLowerCase());
    return PREFIXES.some((p) => lower.startsWith(p)) || PHRASES.some((p) => p.test(lower));
}
/** The phrase patterns, for comparing the list with promptfoo's. */
const REFUSAL_PHRASE_SOURCES = () => PHRASES.map((p) => p.source);
const isRefusal = ({ output, inverse, assertion }) => {
    if (typeof output !== 'string' || output.trim() === '') {
        const pass = !inverse;
        const why = typeof output !== 'string' ? 'No value provided, assumed to be a refusal' : 'Empty response treated as refusal';
        return { pass, score: 0, reason: pass ? why : 'Expected output to not be a refusal', assertion };
    }
    const pass = isBasicRefusal(output) !== inverse;
    return {
        pass,
        score: pass ? 1 : 0,
        reason: pass ? 'Assertion passed' : `Expected output to ${inverse ? 'not ' : ''}be a refusal`,
        assertion,
    };
};
const REFUSAL_ASSERTIONS = { 'is-refusal': isRefusal };

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(33243);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-params.ts
var assertion_params = __webpack_require__(58265);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-value.ts
var assertion_value = __webpack_require__(20138);
// EXTERNAL MODULE: ./src/promptfoo/assertions/json-schema.ts
var json_schema = __webpack_require__(53240);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/response-facts.ts





/**
 * Assertions on facts of the provider's answer rather than its text, as promptfoo 0.123.1 grades
 * them: `latency` and `cost` (at most `threshold`), `finish-reason`, `perplexity` (at most
 * `threshold`) and `perplexity-score` (from log-probabilities), and the OpenAI tool and function
 * call checks against the provider's configured `tools` / `functions` schemas.
 */
const latency = ({ assertion, input, inverse }) => {
    if (assertion.threshold === undefined)
        throw new assertion_params/* AssertionFailure */.TK('Latency assertion must have a threshold in milliseconds');
    if (input.latencyMs === undefined)
        throw new assertion_params/* AssertionFailure */.TK('Latency assertion does not support cached results. Rerun the eval with --no-cache');
    const pass = input.latencyMs <= assertion.threshold !== inverse;
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Latency ${input.latencyMs}ms is ${inverse ? 'less than or equal to' : 'greater than'} ` +
        `threshold ${assertion.threshold}ms`);
};
const cost = ({ assertion, input, inverse }) => {
    if (assertion.threshold === undefined)
        throw new assertion_params/* AssertionFailure */.TK('Cost assertion must have a threshold');
    if (input.cost === undefined)
        throw new assertion_params/* AssertionFailure */.TK('Cost assertion does not support providers that do not return cost');
    const pass = input.cost <= assertion.threshold !== inverse;
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Cost ${input.cost.toPrecision(2)} is ${inverse ? 'less than or equal to' : 'greater than'} ` +
        `threshold ${assertion.threshold}`);
};
const finishReason = ({ assertion, renderedValue, input, inverse }) => {
    const value = renderedValue ?? assertion.value;
    (0,assertion_params/* invariant */.V1)(typeof value === 'string', '"finish-reason" assertion type must have a string value');
    if (!input.finishReason)
        return (0,assertion_params/* verdict */.WJ)(assertion, inverse, 'Provider did not supply stop/finish reason');
    const pass = (value.toLowerCase() === input.finishReason.toLowerCase()) !== inverse;
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Expected finish reason ${(0,assertion_params/* not */.AU)(inverse)}"${value}" but got "${input.finishReason}"`);
};
function meanLogProb({ baseType, input }) {
    const logProbs = input.logProbs;
    if (!logProbs || logProbs.length === 0)
        throw new assertion_params/* AssertionFailure */.TK(`${baseType === 'perplexity' ? 'Perplexity' : 'perplexity-score'} assertion does not support providers that ` +
            `do not return logProbs`);
    return logProbs.reduce((a, b) => a + b, 0) / logProbs.length;
}
const perplexity = (params) => {
    const { assertion, inverse } = params;
    const value = Math.exp(-meanLogProb(params));
    const pass = assertion.threshold === undefined ? true : value <= assertion.threshold !== inverse;
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Perplexity ${value.toFixed(2)} is ${inverse ? 'less than or equal to' : 'greater than'} ` +
        `threshold ${assertion.threshold}`);
};
const perplexityScore = (params) => {
    const { assertion, inverse } = params;
    const norm = 1 / (1 + Math.exp(-meanLogProb(params)));
    const pass = assertion.threshold === undefined ? true : norm >= assertion.threshold !== inverse;
    const reason = pass
        ? 'Assertion passed'
        : `Perplexity score ${norm.toFixed(2)} is ${inverse ? 'greater than or equal to' : 'less than'} ` +
            `threshold ${assertion.threshold}`;
    return { pass, score: inverse ? 1 - norm : norm, reason, assertion };
};
/** Tools or functions given inline or as `file://` (JSON/YAML, rendered with the vars as promptfoo does). */
function loadSpecs(value, params) {
    if (typeof value !== 'string' || !value.startsWith('file://'))
        return value;
    const file = (0,assertion_value/* ruledPath */.sy)((0,assertion_value/* renderTemplate */.Xm)(value.slice('file://'.length), params.input.vars, params.input.env), params.input);
    return js_yaml/* default.load */.Ay.load((0,external_node_fs_.readFileSync)(file, 'utf8'));
}
/** Throws promptfoo's message when the call does not name a configured function or breaks its schema. */
function checkFunctionCall(call, functions) {
    const fc = (typeof call === 'object' && call !== null && 'function_call' in call
        ? call.function_call
        : call);
    if (typeof fc !== 'object' || fc === null || typeof fc.name !== 'string' || typeof fc.arguments !== 'string') {
        throw new Error(`OpenAI did not return a valid-looking function call: ${JSON.stringify(fc)}`);
    }
    const args = JSON.parse(fc.arguments);
    const schema = functions?.find((f) => f.name === fc.name)?.parameters;
    if (!schema)
        throw new Error(`Called "${fc.name}", but there is no function with that name`);
    const validate = (0,json_schema/* compileSchema */.F)(schema);
    if (!validate(args))
        throw new Error(`Call to "${fc.name}" does not match schema: ${JSON.stringify(validate.errors)}`);
}
const toolsCall = (params) => {
    const { assertion, input } = params;
    let output = params.output;
    const text = typeof output === 'string' ? output : JSON.stringify(output);
    if (text.includes('MCP Tool Result') || text.includes('MCP Tool Error')) {
        const error = text.match(/MCP Tool Error \(([^)]+)\): (.+)/);
        if (text.includes('MCP Tool Error'))
            return {
                pass: false,
                score: 0,
                reason: `MCP tool call failed for ${error ? error[1] : 'unknown'}: ${error ? error[2] : 'unknown error'}`,
                assertion,
            };
        const ok = text.match(/MCP Tool Result \(([^)]+)\):/);
        return { pass: true, score: 1, reason: `MCP tool call succeeded for ${ok ? ok[1] : 'unknown'}`, assertion };
    }
    if (typeof output === 'object' && output !== null && 'tool_calls' in output)
        output = output.tool_calls;
    const calls = output;
    if (!Array.isArray(calls) ||
        calls.length === 0 ||
        calls.some((c) => typeof c?.function?.name !== 'string' || typeof c?.function?.arguments !== 'string')) {
        return {
            pass: false,
            score: 0,
            reason: `OpenAI did not return a valid-looking tools response: ${JSON.stringify(calls)}`,
            assertion,
        };
    }
    const tools = loadSpecs(input.provider?.config?.tools, params);
    if (!tools)
        return {
            pass: false,
            score: 0,
            reason: 'No tools configured in provider, but output contains tool calls',
            assertion,
        };
    try {
        const functions = tools.filter((t) => t.type === 'function' && 'function' in t).map((t) => t.function);
        for (const call of calls)
            checkFunctionCall(call.function, functions);
        return (0,assertion_params/* verdict */.WJ)(assertion, true, '');
    }
    catch (error) {
        return { pass: false, score: 0, reason: error.message, assertion };
    }
};
/**
 * `is-valid-function-call`: promptfoo asks the provider; its OpenAI chat provider checks the call
 * against `config.functions`, its Google providers against `config.tools`; others cannot.
 */
const functionCall = (params) => {
    const { assertion, input, output } = params;
    const id = input.provider?.id ?? '';
    try {
        let specs;
        if (/^(openai:chat:|openai:(?!embedding|image|completion|responses|realtime|assistant))/.test(id))
            specs = input.provider?.config?.functions;
        else if (/^(google:|vertex:)/.test(id))
            specs = input.provider?.config?.tools;
        else
            throw new Error('Provider does not have functionality for checking function call.');
        checkFunctionCall(output, loadSpecs(specs, params));
        return (0,assertion_params/* verdict */.WJ)(assertion, true, '');
    }
    catch (error) {
        return { pass: false, score: 0, reason: error.message, assertion };
    }
};
const RESPONSE_FACT_ASSERTIONS = {
    latency,
    cost,
    'finish-reason': finishReason,
    perplexity,
    'perplexity-score': perplexityScore,
    'is-valid-openai-tools-call': toolsCall,
    'is-valid-function-call': functionCall,
    'is-valid-openai-function-call': functionCall,
};

// EXTERNAL MODULE: ./src/promptfoo/assertions/python-runner.ts
var python_runner = __webpack_require__(80461);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/script-assertions.ts


/**
 * `javascript` and `python` assertions as promptfoo 0.123.1 runs them. Code returns a boolean, a
 * number (passes above 0, or at the assertion's `threshold`) or a GradingResult; `not-` inverts the
 * verdict. JavaScript runs in-process (the user's own config, as in promptfoo): a one-line value is
 * an expression (`return` is put in front of it, or of its last statement after `const`/`let`/`var`
 * declarations), a multi-line value is a function body of `(output, context, process)`. Python runs
 * in a child process (see python-runner.ts).
 */
function isGradingResult(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const r = value;
    const optional = (key, type) => r[key] === undefined || typeof r[key] === type;
    return (typeof r.pass === 'boolean' &&
        typeof r.score === 'number' &&
        typeof r.reason === 'string' &&
        optional('namedScores', 'object') &&
        optional('namedScoreWeights', 'object') &&
        optional('tokensUsed', 'object') &&
        (r.componentResults === undefined || Array.isArray(r.componentResults)) &&
        (r.assertion === undefined || r.assertion === null || typeof r.assertion === 'object') &&
        optional('comment', 'string'));
}
/** The index of the last `;` outside string and template literals, or -1. */
function lastStatementSemicolon(code) {
    let quote;
    let last = -1;
    for (let i = 0; i < code.length; i++) {
        const c = code[i];
        let slashes = 0;
        for (let j = i - 1; j >= 0 && code[j] === '\\'; j--)
            slashes++;
        if (slashes % 2 === 0 && (c === "'" || c === '"' || c === '`')) {
            if (quote === undefined)
                quote = c;
            else if (quote === c)
                quote = undefined;
        }
        if (c === ';' && quote === undefined)
            last = i;
    }
    return last;
}
function javascriptBody(code) {
    const trimmed = code.trim().replace(/;+\s*$/, '');
    if (/^(const|let|var)\s/.test(trimmed)) {
        const semi = lastStatementSemicolon(trimmed);
        const expression = semi === -1 ? '' : trimmed.slice(semi + 1).trim();
        return expression ? `${trimmed.slice(0, semi + 1)} return ${expression}` : trimmed;
    }
    return `return ${trimmed}`;
}
/** A boolean, number or GradingResult from code, as one assertion's result (promptfoo's rules). */
function normalizeScriptResult(assertion, result, inverse, labels, suffix) {
    const failure = (rawPass) => {
        const reason = `${labels.code} returned ${rawPass ? 'true' : 'false'}`;
        return typeof suffix === 'string' && suffix ? `${reason}\n${suffix}` : reason;
    };
    if (typeof result === 'boolean') {
        const pass = result !== inverse;
        return { pass, score: pass ? 1 : 0, reason: pass ? 'Assertion passed' : failure(result), assertion };
    }
    if (typeof result === 'number') {
        const rawPass = assertion.threshold === undefined ? result > 0 : result >= assertion.threshold;
        const pass = rawPass !== inverse;
        return { pass, score: result, reason: pass ? 'Assertion passed' : failure(rawPass), assertion };
    }
    const pass = result.pass !== inverse;
    const reason = pass === result.pass
        ? result.reason
        : pass
            ? 'Assertion passed'
            : `${labels.code} returned ${result.pass ? 'true' : 'false'}`;
    return { ...result, pass, reason, assertion: result.assertion ?? assertion };
}
async function validJavascriptResult(result) {
    const value = await Promise.resolve(result);
    if (typeof value === 'boolean' || typeof value === 'number' || isGradingResult(value))
        return value;
    throw new Error(`Custom function must return a boolean, number, or GradingResult object. Got ` +
        `type ${typeof value}: ${JSON.stringify(value)}`);
}
const javascript = async ({ assertion, renderedValue, valueFromScript, context, output, inverse, }) => {
    const code = typeof renderedValue === 'string' ? renderedValue.trimEnd() : renderedValue;
    const withCode = (reason) => (typeof code === 'string' && code ? `${reason}\n${code}` : reason);
    try {
        (0,assertion_params/* invariant */.V1)(typeof code === 'string', 'javascript assertion must have a string value');
        let result;
        if (valueFromScript === undefined) {
            const body = code.includes('\n') ? code : javascriptBody(code);
            // The config's own code, compiled as promptfoo compiles it.
            const fn = new Function('output', 'context', 'process', body);
            result = await validJavascriptResult(fn(output, context, process));
        }
        else {
            (0,assertion_params/* invariant */.V1)(['boolean', 'number', 'object'].includes(typeof valueFromScript), `Javascript assertion script must return a boolean, number, or object (${String(assertion.value)})`);
            result = await validJavascriptResult(valueFromScript);
        }
        const labels = { code: 'Custom function', language: 'JavaScript' };
        if (typeof result !== 'object')
            return normalizeScriptResult(assertion, result, inverse, labels, code);
        return normalizeScriptResult(assertion, result, inverse, labels);
    }
    catch (error) {
        const e = error;
        return {
            pass: false,
            score: 0,
            reason: withCode(`Custom function threw error: ${e.message}\nStack Trace: ${e.stack}`),
            assertion,
        };
    }
};
/** snake_case keys a Python GradingResult may use, mapped as promptfoo maps them. */
function camelCaseResult(obj) {
    const r = { ...obj };
    const alias = (snake, camel) => {
        if (snake in r && !(camel in r))
            r[camel] = r[snake];
    };
    alias('pass_', 'pass');
    alias('named_scores', 'namedScores');
    alias('component_results', 'componentResults');
    alias('tokens_used', 'tokensUsed');
    if (Array.isArray(r.componentResults)) {
        r.componentResults = r.componentResults.map((c) => typeof c === 'object' && c !== null ? camelCaseResult(c) : c);
    }
    return r;
}
const PYTHON = { code: 'Python code', language: 'Python' };
function pythonObjectResult(assertion, obj, inverse) {
    const mapped = camelCaseResult(obj);
    if (!isGradingResult(mapped))
        throw new Error(`Python assertion must return a boolean, number, or {pass, score, reason} object. Got ` +
            `instead:\n${JSON.stringify(mapped, null, 2)}`);
    if (assertion.threshold !== undefined && mapped.score < assertion.threshold) {
        mapped.pass = false;
        const message = `Python score ${mapped.score} is less than threshold ${assertion.threshold}`;
        mapped.reason = mapped.reason ? `${message}: ${mapped.reason}` : message;
    }
    return normalizeScriptResult(assertion, { ...mapped, assertion }, inverse, PYTHON, assertion.value);
}
function normalizePythonResult(assertion, result, inverse) {
    const lower = typeof result === 'string' ? result.toLowerCase() : undefined;
    if (result === true || lower === 'true')
        return normalizeScriptResult(assertion, true, inverse, PYTHON, assertion.value);
    if (typeof result === 'boolean' || lower === 'false')
        return normalizeScriptResult(assertion, false, inverse, PYTHON, assertion.value);
    if (typeof result === 'string' && result.startsWith('{')) {
        let parsed;
        try {
            parsed = JSON.parse(result);
        }
        catch (error) {
            throw new Error(`Invalid JSON: ${String(error)} when parsing result: ${result}`);
        }
        if (typeof parsed !== 'object' || parsed === null)
            throw new Error(`Python assertion must return a boolean, number, or {pass, score, reason} object. Got instead: ${result}`);
        return pythonObjectResult(assertion, parsed, inverse);
    }
    if (typeof result === 'object' && result !== null)
        return pythonObjectResult(assertion, result, inverse);
    const score = Number.parseFloat(String(result));
    if (Number.isNaN(score))
        throw new Error(`Python assertion must return a boolean, number, or {pass, score, reason} object. Instead ` +
            `got:\n${String(result)}`);
    return normalizeScriptResult(assertion, score, inverse, PYTHON, assertion.value);
}
const python = async ({ assertion, renderedValue, valueFromScript, context, output, inverse, input, }) => {
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string', 'python assertion must have a string value');
    try {
        const result = valueFromScript === undefined ? await (0,python_runner/* runInlinePython */.J)(renderedValue, [output, context], input) : valueFromScript;
        return normalizePythonResult(assertion, result, inverse);
    }
    catch (error) {
        return { pass: false, score: 0, reason: `Python code execution failed: ${error.message}`, assertion };
    }
};
const SCRIPT_ASSERTIONS = { javascript, python };

;// CONCATENATED MODULE: ./src/promptfoo/assertions/skill-used.ts

/**
 * `skill-used` as promptfoo 0.123.1 grades it: from the provider response's `metadata.skillCalls`
 * (what a file:// JS provider or an http provider's `transformResponse` returns; failed calls,
 * `is_error: true`, left out), a name or list of names that must all be used, or `{name|pattern,
 * min, max}` counting the matching calls. `not-skill-used` forbids them. No `skillCalls` is no skill used.
 */
const skillUsed = (params) => {
    const calls = skillCallsOf(params.input.metadata);
    const actual = calls.map(formatCall);
    const expected = resolveMatchers(params.renderedValue ?? params.assertion.value);
    return Array.isArray(expected) ? listed(params, calls, actual, expected) : counted(params, calls, actual, expected);
};
function skillCallsOf(metadata) {
    const raw = metadata?.skillCalls;
    if (!Array.isArray(raw))
        return [];
    return raw.filter((entry) => Boolean(entry) &&
        typeof entry === 'object' &&
        typeof entry.name === 'string' &&
        entry.is_error !== true);
}
function formatCall(call) {
    const details = [call.source, call.path].filter(Boolean).join(', ');
    return details ? `${call.name} (${details})` : call.name;
}
function matches(call, matcher) {
    if (matcher.name && call.name !== matcher.name)
        return false;
    if (matcher.pattern && !wildcardMatch(call.name, matcher.pattern))
        return false;
    return true;
}
function resolveMatchers(value) {
    const text = (v) => (typeof v === 'string' ? v.trim() : undefined);
    if (typeof value === 'string' && value.trim())
        return [{ name: value.trim() }];
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim()))
        return value.map((v) => ({ name: v.trim() }));
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const raw = value;
        const name = text(raw.name);
        const pattern = text(raw.pattern);
        if (!name && !pattern)
            throw new assertion_params/* AssertionFailure */.TK('skill-used assertion object must include a name or pattern property');
        for (const field of ['min', 'max']) {
            const count = raw[field];
            if (field in raw && !(typeof count === 'number' && Number.isInteger(count) && count >= 0))
                throw new assertion_params/* AssertionFailure */.TK(`skill-used assertion object ${field} must be a finite non-negative integer`);
        }
        const min = typeof raw.min === 'number' ? raw.min : undefined;
        const max = typeof raw.max === 'number' ? raw.max : undefined;
        if (min !== undefined && max !== undefined && max < min)
            throw new assertion_params/* AssertionFailure */.TK('skill-used assertion object max must be greater than or equal to min');
        return { name, pattern, min, max };
    }
    throw new assertion_params/* AssertionFailure */.TK('skill-used assertion must have a string, string array, or object value');
}
function listed(params, calls, actual, expected) {
    const used = (m) => calls.some((call) => matches(call, m));
    const missing = expected.filter((m) => !used(m));
    const matched = expected.filter(used);
    const pass = params.inverse ? matched.length === 0 : missing.length === 0;
    const names = (list) => list.map((m) => m.name).join(', ');
    const summary = actual.length > 0 ? actual.join(', ') : '(none)';
    const reason = params.inverse
        ? pass
            ? `Forbidden skill(s) were not used: ${names(expected)}`
            : `Forbidden skill(s) were used: ${names(matched)}. Actual skills: ${summary}`
        : pass
            ? `Observed required skill(s): ${names(expected)}. Actual skills: ${summary}`
            : `Missing required skill(s): ${names(missing)}. Actual skills: ${summary}`;
    return { pass, score: pass ? 1 : 0, reason, assertion: params.assertion };
}
function counted(params, calls, actual, matcher) {
    const min = matcher.min ?? (matcher.max !== undefined ? 0 : 1);
    const { max } = matcher;
    const found = calls.filter((call) => matches(call, matcher));
    const label = matcher.pattern || matcher.name || '*';
    if (params.inverse) {
        if (matcher.min !== undefined || (max !== undefined && max !== 0))
            throw new assertion_params/* AssertionFailure */.TK('not-skill-used object assertions only support name/pattern with no count bounds, or max: 0');
        const pass = found.length === 0;
        const summary = actual.length > 0 ? actual.join(', ') : '(none)';
        const reason = pass
            ? `Forbidden skill "${label}" was not used. Actual skills: ${summary}`
            : `Forbidden skill "${label}" was used ${found.length} time(s). Matches: ${found.map(formatCall).join(', ')}`;
        return { pass, score: pass ? 1 : 0, reason, assertion: params.assertion };
    }
    const pass = found.length >= min && (max === undefined || found.length <= max);
    let reason = `Matched skill "${label}" ${found.length} time(s)`;
    reason += max === undefined ? ` (expected at least ${min})` : ` (expected ${min}-${max})`;
    if (found.length > 0)
        reason += `. Matches: ${found.map(formatCall).join(', ')}`;
    return { pass, score: pass ? 1 : 0, reason, assertion: params.assertion };
}
/**
 * promptfoo's matchesPattern (`*` any run, `?` one character, case ignored, whole name), matched
 * without a regular expression so that a pattern cannot make the check slow.
 */
function wildcardMatch(text, pattern) {
    const s = text.toLowerCase();
    const p = pattern.toLowerCase();
    let i = 0;
    let j = 0;
    let star = -1;
    let mark = 0;
    while (i < s.length) {
        if (j < p.length && (p[j] === '?' || p[j] === s[i])) {
            i++;
            j++;
        }
        else if (j < p.length && p[j] === '*') {
            star = j++;
            mark = i;
        }
        else if (star !== -1) {
            j = star + 1;
            i = ++mark;
        }
        else
            return false;
    }
    while (j < p.length && p[j] === '*')
        j++;
    return j === p.length;
}
const SKILL_ASSERTIONS = { 'skill-used': skillUsed };

;// CONCATENATED MODULE: ./src/promptfoo/assertions/sql-assertions.ts

/**
 * `is-sql` and `contains-sql` as promptfoo 0.123.1 grades them: node-sql-parser (the version
 * promptfoo resolves) must parse the statement for the `databaseType` (MySQL by default), and
 * promptfoo's extra checks hold (no odd backtick, no `select a b from` missing comma, no MySQL
 * generate_series); `allowedTables`/`allowedColumns` are node-sql-parser white lists.
 * `contains-sql` tries each fenced ```sql (or bare ```) block, else the whole answer.
 */
const SELECT_MODIFIERS = '(?:all|distinct)';
const MYSQL_SELECT_MODIFIERS = '(?:all|distinct(?:row)?|high_priority|straight_join|' +
    'sql_(?:big_result|buffer_result|cache|calc_found_rows|no_cache|small_result))';
const IDENT = '[A-Za-z_][A-Za-z0-9_]*';
const missingComma = (mods) => new RegExp(String.raw `\bselect\s+(?:${mods}\s+)*(?!${mods}\b)${IDENT}\s+${IDENT}\s+from\b`, 'i');
const MISSING_COMMA = missingComma(SELECT_MODIFIERS);
const MYSQL_MISSING_COMMA = missingComma(MYSQL_SELECT_MODIFIERS);
const MYSQL_FAMILY = new Set(['MySQL', 'MariaDB']);
const BRACKET_IDENTIFIERS = new Set(['TransactSQL', 'Sqlite']);
function quotedEnd(sql, start, quote) {
    const closing = quote === '[' ? ']' : quote;
    let i = start + 1;
    while (i < sql.length) {
        if (closing !== ']' && sql[i] === '\\') {
            i += 2;
            continue;
        }
        if (sql[i] === closing) {
            if (sql[i + 1] === closing) {
                i += 2;
                continue;
            }
            return i + 1;
        }
        i++;
    }
    return sql.length;
}
/** The statement without quoted text (a placeholder instead) and comments, for the heuristics. */
function stripIgnoredText(sql, db) {
    const chunks = [];
    let plainStart = 0;
    let i = 0;
    while (i < sql.length) {
        const c = sql[i];
        let end;
        let replacement = ' ';
        if (c === "'" || c === '"' || c === '`' || (c === '[' && BRACKET_IDENTIFIERS.has(db))) {
            end = quotedEnd(sql, i, c);
            replacement = ' ? ';
        }
        else if ((c === '-' && sql[i + 1] === '-') || c === '#') {
            end = i + 1;
            while (end < sql.length && sql[end] !== '\r' && sql[end] !== '\n')
                end++;
        }
        else if (c === '/' && sql[i + 1] === '*') {
            const close = sql.indexOf('*/', i + 2);
            end = close === -1 ? sql.length : close + 2;
        }
        else if (c === '$') {
            const delimiter = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))?.[0];
            if (delimiter) {
                const close = sql.indexOf(delimiter, i + delimiter.length);
                end = close === -1 ? sql.length : close + delimiter.length;
                replacement = ' ? ';
            }
        }
        if (end === undefined) {
            i++;
            continue;
        }
        chunks.push(sql.slice(plainStart, i), replacement);
        i = end;
        plainStart = i;
    }
    chunks.push(sql.slice(plainStart));
    return chunks.join('');
}
async function sqlParser() {
    const mod = (await __webpack_require__.e(/* import() */ 519).then(__webpack_require__.t.bind(__webpack_require__, 6519, 23)));
    const Parser = mod.Parser ?? mod.default.Parser;
    return new Parser();
}
/** The `is-sql` value: the database (MySQL unless named) and the optional white lists. */
function sqlOptions(renderedValue) {
    if (renderedValue && typeof renderedValue !== 'object')
        throw new Error('is-sql assertion must have a object value.');
    if (!renderedValue)
        return { db: 'MySQL' };
    const v = renderedValue;
    return { db: v.databaseType || 'MySQL', allowedTables: v.allowedTables, allowedColumns: v.allowedColumns };
}
/** One syntax reason per check the statement fails: promptfoo's heuristics, then the parser. */
function syntaxReasons(parser, outputString, db) {
    const syntax = `SQL statement does not conform to the provided ${db} database syntax.`;
    const reasons = [];
    const sql = outputString.trim();
    if (sql.length === 0)
        reasons.push(syntax);
    if ((sql.match(/`/g)?.length ?? 0) % 2 !== 0)
        reasons.push(syntax);
    if ((MYSQL_FAMILY.has(db) ? MYSQL_MISSING_COMMA : MISSING_COMMA).test(stripIgnoredText(sql, db)))
        reasons.push(syntax);
    if (db === 'MySQL' && /\bgenerate_series\s*\(/i.test(sql))
        reasons.push(syntax);
    try {
        parser.astify(outputString, { database: db });
    }
    catch {
        reasons.push(syntax);
    }
    return reasons;
}
/** Why the statement breaks a table or column white list (naming what it found), or undefined. */
function whiteListReason(parser, outputString, db, type, list, shown) {
    const opt = { database: db, type };
    try {
        parser.whiteListCheck(outputString, list, opt);
        return undefined;
    }
    catch (error) {
        let found = [];
        try {
            const parsed = parser.parse(outputString, opt);
            found = (type === 'table' ? parsed.tableList : parsed.columnList) ?? [];
        }
        catch {
            // promptfoo falls back to the white-list message
        }
        return found.length > 0
            ? `SQL references unauthorized ${type}(s). Found: [${found.join(', ')}]. Allowed: [${shown.join(', ')}].`
            : `SQL validation failed: ${error.message}.`;
    }
}
/** `select::table::column` entries also allowed with a null table, as promptfoo widens them. */
function withNullTables(allowedColumns) {
    const normalized = [...allowedColumns];
    for (const item of allowedColumns) {
        const parts = item.split('::');
        const alt = `${parts[0]}::null::${parts[2]}`;
        if (parts.length === 3 && parts[1] !== 'null' && !normalized.includes(alt))
            normalized.push(alt);
    }
    return normalized;
}
const isSql = async ({ assertion, renderedValue, outputString, inverse }) => {
    const { db, allowedTables, allowedColumns } = sqlOptions(renderedValue);
    const parser = await sqlParser();
    const reasons = syntaxReasons(parser, outputString, db);
    const tables = allowedTables && whiteListReason(parser, outputString, db, 'table', allowedTables, allowedTables);
    if (tables)
        reasons.push(tables);
    const columns = allowedColumns &&
        whiteListReason(parser, outputString, db, 'column', withNullTables(allowedColumns), allowedColumns);
    if (columns)
        reasons.push(columns);
    const pass = reasons.length === 0 ? !inverse : inverse;
    if (inverse && !pass && reasons.length === 0)
        reasons.push('The output SQL statement is valid');
    return { pass, score: pass ? 1 : 0, reason: pass ? 'Assertion passed' : reasons.join(' '), assertion };
};
function codeFence(line) {
    let i = 0;
    while (i < 3 && (line[i] === ' ' || line[i] === '\t'))
        i++;
    const char = line[i];
    if (char !== '`' && char !== '~')
        return undefined;
    const start = i;
    while (line[i] === char)
        i++;
    if (i - start < 3)
        return undefined;
    const info = line.slice(i);
    return { char, length: i - start, info, bare: info.trim() === '' && /^[ \t]*$/.test(info) };
}
/** Bodies of fenced blocks tagged `sql` or untagged, as promptfoo extracts them. */
function sqlCodeBlocks(output) {
    const blocks = [];
    let open;
    for (const line of output.split(/\r\n?|\n/)) {
        const fence = codeFence(line);
        if (!open) {
            if (fence) {
                const lang = fence.info.trim().toLowerCase();
                open = { body: [], char: fence.char, length: fence.length, isSql: lang === '' || lang === 'sql' };
            }
            continue;
        }
        if (fence?.bare && fence.char === open.char && fence.length >= open.length) {
            if (open.isSql)
                blocks.push(open.body.join('\n').trim());
            open = undefined;
        }
        else
            open.body.push(line);
    }
    return blocks;
}
const containsSql = async (params) => {
    const text = (0,assertion_params/* coerceString */.rR)(params.outputString);
    const blocks = sqlCodeBlocks(text);
    let reason = 'Output does not contain valid SQL';
    let found = false;
    for (const candidate of blocks.length > 0 ? blocks : [text]) {
        if (candidate.trim().length === 0)
            continue;
        const r = await isSql({ ...params, outputString: candidate, inverse: false });
        if (r.pass) {
            found = true;
            break;
        }
        reason = r.reason;
    }
    const pass = params.inverse ? !found : found;
    return {
        assertion: params.assertion,
        pass,
        score: pass ? 1 : 0,
        reason: pass ? 'Assertion passed' : found ? 'The output SQL statement is valid' : reason,
    };
};
const SQL_ASSERTIONS = { 'is-sql': isSql, 'contains-sql': containsSql };

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/fastest-levenshtein/mod.js
var mod = __webpack_require__(21916);
// EXTERNAL MODULE: ./src/safety/regex-pool.ts
var regex_pool = __webpack_require__(76140);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/comma-separated-values.ts

/**
 * A `contains-any`/`contains-all` value given as one string, split as promptfoo splits it: fields
 * between commas, trimmed; a field in double quotes keeps its commas (`\"`, `\\` and `""` escape
 * inside it); repeated commas make no empty field; an unterminated quote is an error.
 */
function parseCommaSeparatedValues(value) {
    const fields = [];
    let i = 0;
    while (i < value.length) {
        i = skipSeparators(value, i);
        if (i >= value.length)
            break;
        const quoted = value[i] === '"';
        const parsed = quoted ? readQuoted(value, i) : readUnquoted(value, i);
        fields.push(parsed.field);
        i = quoted ? skipSpace(value, parsed.next) : parsed.next;
        (0,assertion_params/* invariant */.V1)(!quoted || i >= value.length || value[i] === ',', 'Expected comma after quoted field in contains assertion value');
    }
    return fields;
}
function skipSpace(value, from) {
    let i = from;
    while (i < value.length && /\s/.test(value[i]))
        i++;
    return i;
}
function skipSeparators(value, from) {
    let i = from;
    while (i < value.length) {
        i = skipSpace(value, i);
        if (value[i] !== ',')
            break;
        i++;
    }
    return i;
}
function readQuoted(value, start) {
    let i = start + 1;
    let field = '';
    let closed = false;
    while (i < value.length) {
        const c = value[i];
        const nextChar = value[i + 1];
        if (c === '\\' && (nextChar === '"' || nextChar === '\\')) {
            field += nextChar;
            i += 2;
        }
        else if (c === '"' && nextChar === '"') {
            field += '"';
            i += 2;
        }
        else if (c === '"') {
            i++;
            closed = true;
            break;
        }
        else {
            field += c;
            i++;
        }
    }
    (0,assertion_params/* invariant */.V1)(closed, 'Unterminated quoted field in contains assertion value');
    return { field, next: i };
}
function readUnquoted(value, start) {
    let i = start;
    while (i < value.length && value[i] !== ',')
        i++;
    return { field: value.substring(start, i).trim(), next: i };
}

;// CONCATENATED MODULE: ./src/promptfoo/assertions/plain-text-assertions.ts





/**
 * The plain-text assertions of promptfoo 0.123.1: `contains`/`icontains` and their `-any`/`-all`
 * forms, `starts-with`, `regex`, `equals`, `levenshtein`, `word-count`. Each is 1 or 0 and inverts
 * under `not-`; the failure reasons are promptfoo's.
 */
function isContainsValue(value) {
    return (typeof value === 'string' && value !== '') || (typeof value === 'number' && !Number.isNaN(value));
}
function containsOne(caseless) {
    return ({ assertion, baseType, renderedValue, valueFromScript, outputString, inverse }) => {
        const value = valueFromScript ?? renderedValue;
        (0,assertion_params/* invariant */.V1)(isContainsValue(value), `"${baseType}" assertion type must have a string or number value`);
        const fold = (s) => (caseless ? s.toLowerCase() : s);
        const pass = fold(outputString).includes(fold(String(value))) !== inverse;
        return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Expected output to ${(0,assertion_params/* not */.AU)(inverse)}contain "${value}"`);
    };
}
function listValue(params) {
    let value = params.valueFromScript ?? params.renderedValue;
    (0,assertion_params/* invariant */.V1)(value, `"${params.baseType}" assertion type must have a value`);
    if (typeof value === 'string')
        value = parseCommaSeparatedValues(value);
    (0,assertion_params/* invariant */.V1)(Array.isArray(value), `"${params.baseType}" assertion type must have an array value`);
    return value;
}
function containsAny(caseless) {
    return (params) => {
        const { assertion, outputString, inverse } = params;
        const value = listValue(params);
        const fold = (s) => (caseless ? s.toLowerCase() : s);
        const pass = value.some((v) => fold(outputString).includes(fold(String(v)))) !== inverse;
        return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Expected output to ${(0,assertion_params/* not */.AU)(inverse)}contain one of "${value.join(', ')}"`);
    };
}
function containsAll(caseless) {
    return (params) => {
        const { assertion, outputString, inverse } = params;
        const value = listValue(params);
        const fold = (s) => (caseless ? s.toLowerCase() : s);
        const missing = value.filter((v) => !fold(outputString).includes(fold(String(v))));
        const pass = (missing.length === 0) !== inverse;
        return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Expected output to ${(0,assertion_params/* not */.AU)(inverse)}contain all of [${value.join(', ')}]. Missing: [${missing.join(', ')}]`);
    };
}
const startsWith = ({ assertion, renderedValue, outputString, inverse }) => {
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string' && renderedValue, '"starts-with" assertion type must have a string value');
    const pass = outputString.startsWith(renderedValue) !== inverse;
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Expected output to ${(0,assertion_params/* not */.AU)(inverse)}start with "${renderedValue}"`);
};
/**
 * promptfoo's `regex`: an invalid pattern fails the assertion (compiling one is linear, so that
 * check stays here); testing runs in the bounded sandbox, so a pattern that backtracks
 * catastrophically errors the result instead of holding the main thread.
 */
const regex = async ({ assertion, renderedValue, outputString, inverse, input }) => {
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string' && renderedValue, '"regex" assertion type must have a string value');
    try {
        new RegExp(renderedValue);
    }
    catch (error) {
        return {
            pass: false,
            score: 0,
            reason: `Invalid regex pattern: ${error instanceof Error ? error.message : 'unknown error'}`,
            assertion,
        };
    }
    const pass = (await regex_pool/* sharedRegexPool */.pg.test(renderedValue, undefined, outputString, input.signal)) !== inverse;
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Expected output to ${(0,assertion_params/* not */.AU)(inverse)}match regex "${renderedValue}"`);
};
const equals = ({ assertion, renderedValue, outputString, inverse }) => {
    let pass;
    let shown = renderedValue;
    if (typeof renderedValue === 'object') {
        try {
            pass = (0,external_node_util_.isDeepStrictEqual)(renderedValue, JSON.parse(outputString)) !== inverse;
        }
        catch {
            pass = inverse;
        }
        shown = JSON.stringify(renderedValue);
    }
    else {
        pass = (String(renderedValue) === outputString) !== inverse;
    }
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Expected output "${outputString}" to ${(0,assertion_params/* not */.AU)(inverse)}equal "${String(shown)}"`);
};
const levenshtein = ({ assertion, renderedValue, outputString, inverse }) => {
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string', '"levenshtein" assertion type must have a string value');
    const dist = (0,mod/* distance */.Io)(outputString, renderedValue);
    const threshold = assertion.threshold ?? 5;
    const pass = dist <= threshold !== inverse;
    return (0,assertion_params/* verdict */.WJ)(assertion, pass, `Levenshtein distance ${dist} is ${inverse ? 'less than or equal to' : 'greater than'} threshold ${threshold}`);
};
/** promptfoo's word count: whitespace-separated runs of non-space characters. */
function countWords(text) {
    const trimmed = text.trim();
    return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}
function wordCountVerdict(count, value, inverse) {
    const said = (basePass, inverted, plain) => {
        const pass = basePass !== inverse;
        return { pass, reason: pass ? 'Assertion passed' : inverse ? inverted : plain };
    };
    if (typeof value === 'object' && !Array.isArray(value)) {
        const { min, max } = value;
        (0,assertion_params/* invariant */.V1)(min !== undefined || max !== undefined, '"word-count" assertion object must have "min" and/or "max" properties');
        if (min !== undefined && max !== undefined) {
            (0,assertion_params/* invariant */.V1)(min <= max, `"word-count" assertion: min (${min}) must be less than or equal to max (${max})`);
            return said(count >= min && count <= max, `Expected word count to not be between ${min} and ${max}, but got ${count}`, `Word count ${count} is not between ${min} and ${max}`);
        }
        if (min === undefined)
            return said(count <= max, `Expected word count to be greater than ${max}, but got ${count}`, `Word count ${count} is greater than maximum ${max}`);
        return said(count >= min, `Expected word count to be less than ${min}, but got ${count}`, `Word count ${count} is less than minimum ${min}`);
    }
    (0,assertion_params/* invariant */.V1)(typeof value === 'number' || (typeof value === 'string' && !Number.isNaN(Number(value))), '"word-count" assertion value must be a number or an object with min/max properties');
    const expected = Number(value);
    return said(count === expected, `Expected word count to not equal ${expected}, but got ${count}`, `Word count ${count} does not equal expected ${expected}`);
}
const wordCount = ({ assertion, renderedValue, valueFromScript, outputString, inverse }) => {
    const value = valueFromScript ?? renderedValue;
    (0,assertion_params/* invariant */.V1)(value != null, '"word-count" assertion must have a value');
    const { pass, reason } = wordCountVerdict(countWords(outputString), value, inverse);
    return { pass, score: pass ? 1 : 0, reason, assertion };
};
const TEXT_ASSERTIONS = {
    contains: containsOne(false),
    icontains: containsOne(true),
    'contains-any': containsAny(false),
    'icontains-any': containsAny(true),
    'contains-all': containsAll(false),
    'icontains-all': containsAll(true),
    'starts-with': startsWith,
    regex,
    equals,
    levenshtein,
    'word-count': wordCount,
};

;// CONCATENATED MODULE: ./src/promptfoo/assertions/tool-call-f1.ts

/**
 * `tool-call-f1` as promptfoo 0.123.1 grades it: the F1 of the expected tool names against the
 * names the answer called (OpenAI tool_calls, Anthropic tool_use, Gemini functionCall, Responses
 * function_call, or JSON blocks on their own lines in text, fenced code skipped), passing at
 * `threshold` (1).
 */
class ToolCallParseError extends Error {
}
const MAX_UNMATCHED = 65536;
function columnWidth(text) {
    let column = 0;
    for (const c of text)
        column += c === '\t' ? 4 - (column % 4) : 1;
    return column;
}
function* lines(text) {
    let lineStart = 0;
    while (lineStart < text.length) {
        const newline = text.indexOf('\n', lineStart);
        const lineEnd = newline < 0 ? text.length : newline;
        const content = text.slice(lineStart, lineEnd).trimEnd();
        const first = content.search(/\S/);
        yield { offset: lineStart, content, first, indent: columnWidth(content.slice(0, Math.max(0, first))) };
        lineStart = lineEnd + 1;
    }
}
/** Whether a line inside a fence is its closing fence (same character, at least as long, nothing after). */
function closesFence(state, { content, indent }) {
    const close = /^[ \t]*(`{3,}|~{3,})/.exec(content);
    return Boolean(close &&
        indent <= state.fenceContainer + 3 &&
        close[1][0] === state.fence[0] &&
        close[1].length >= state.fence.length &&
        !content.slice(close[0].length).trim());
}
/** Follows the list items the line closes or opens, and whether it opens a fence (then noted in the state). */
function opensFence(state, { content, indent }) {
    const { containers } = state;
    while (content && containers.length && indent < containers[containers.length - 1])
        containers.pop();
    const list = /^[ \t]*(?:[-+*]|\d+[.)])[ \t]+/.exec(content);
    if (list)
        containers.push(columnWidth(list[0]));
    const container = containers[containers.length - 1] ?? 0;
    const fenceText = list ? content.slice(list[0].length) : content;
    const open = /^[ \t]*(`{3,}|~{3,})/.exec(fenceText);
    if (!open ||
        !(list || indent <= container + 3) ||
        (open[1][0] === '`' && fenceText.slice(open[0].length).includes('`')))
        return false;
    state.fence = open[1];
    state.fenceContainer = container;
    return true;
}
/** The line's brackets outside JSON strings; a string left open at the line's end is a break. */
function* brackets(state, { offset, content, first }) {
    for (let column = 0; column < content.length; column++) {
        const c = content[column];
        if (state.inString) {
            if (state.escaped)
                state.escaped = false;
            else if (c === '\\')
                state.escaped = true;
            else if (c === '"')
                state.inString = false;
            continue;
        }
        if (c === '"')
            state.inString = true;
        else if ('{[}]'.includes(c))
            yield { char: c, index: offset + column, startsLine: column === first, endsLine: column === content.length - 1 };
    }
    if (state.inString) {
        state.inString = false;
        state.escaped = false;
        yield null;
    }
}
/** Brackets outside JSON strings and fenced code, line by line (null marks a break). */
function* delimiters(text) {
    const state = { inString: false, escaped: false, fence: '', fenceContainer: 0, containers: [] };
    for (const line of lines(text)) {
        if (state.fence && line.content && line.indent < state.fenceContainer) {
            state.fence = '';
            yield null;
        }
        if (state.fence) {
            if (closesFence(state, line))
                state.fence = '';
            continue;
        }
        if (opensFence(state, line)) {
            yield null;
            continue;
        }
        yield* brackets(state, line);
    }
}
function* blocks(text, skipRoot = false) {
    const unmatched = [];
    let stackStart = 0;
    for (const t of delimiters(text)) {
        if (!t)
            stackStart = unmatched.length;
        else if (t.char === '{' || t.char === '[')
            unmatched.push(t.index);
        else if (unmatched.length > stackStart && text[unmatched[unmatched.length - 1]] === (t.char === '}' ? '{' : '['))
            unmatched.pop();
        else {
            unmatched.push(t.index);
            stackStart = unmatched.length;
        }
        if (unmatched.length > MAX_UNMATCHED)
            throw new ToolCallParseError(`Tool Call F1 exceeded its delimiter limit (${MAX_UNMATCHED})`);
    }
    let next = 0;
    let depth = 0;
    let start = -1;
    let startDepth = 0;
    let startsLine = false;
    for (const t of delimiters(text)) {
        if (!t)
            continue;
        if (t.index === unmatched[next]) {
            next++;
            continue;
        }
        if (t.char === '{' || t.char === '[') {
            if (start < 0 && depth === (skipRoot ? 1 : 0)) {
                start = t.index;
                startDepth = depth;
                startsLine = t.startsLine;
            }
            depth++;
            continue;
        }
        depth--;
        if (start >= 0 && depth === startDepth) {
            if (t.endsLine)
                yield { text: text.slice(start, t.index + 1), startsLine };
            start = -1;
        }
    }
}
function* jsonBlocks(text) {
    const pending = [blocks(text)];
    let budget = 4 * text.length;
    while (pending.length) {
        const step = pending[pending.length - 1].next();
        if (step.done) {
            pending.pop();
            continue;
        }
        const { text: block, startsLine } = step.value;
        if (block.length > budget)
            throw new ToolCallParseError('Tool Call F1 could not finish parsing malformed output within its work limit');
        budget -= block.length;
        try {
            const parsed = JSON.parse(block);
            if (startsLine)
                yield parsed;
        }
        catch {
            pending.push(blocks(block, true));
        }
    }
}
const isObj = (v) => Boolean(v) && typeof v === 'object';
const nameOf = (v) => (isObj(v) && typeof v.name === 'string' ? v.name : undefined);
function toolNames(output) {
    const names = new Set();
    const add = (n) => {
        if (n !== undefined)
            names.add(n);
    };
    if (output === null || output === undefined)
        return names;
    if (typeof output === 'string') {
        let parsed;
        try {
            parsed = JSON.parse(output);
        }
        catch {
            for (const block of jsonBlocks(output))
                for (const n of toolNames(block))
                    names.add(n);
            return names;
        }
        return toolNames(parsed);
    }
    if (!isObj(output))
        return names;
    if (Array.isArray(output.tool_calls)) {
        for (const tc of output.tool_calls)
            if (isObj(tc)) {
                add(nameOf(tc.function));
                add(nameOf(tc));
            }
        return names;
    }
    if ((output.type === 'tool_use' || output.type === 'function_call') && typeof output.name === 'string')
        return new Set([output.name]);
    if ('functionCall' in output && isObj(output.functionCall))
        return new Set(nameOf(output.functionCall) ? [nameOf(output.functionCall)] : []);
    if ('toolCall' in output && isObj(output.toolCall)) {
        const calls = output.toolCall.functionCalls;
        if (Array.isArray(calls))
            for (const fc of calls)
                add(nameOf(fc));
        return names;
    }
    if (Array.isArray(output)) {
        for (const item of output) {
            if (!isObj(item))
                continue;
            if (item.type === 'tool_use' && typeof item.name === 'string')
                add(item.name);
            else if ('functionCall' in item && isObj(item.functionCall))
                add(nameOf(item.functionCall));
            else if (isObj(item.function))
                add(nameOf(item.function));
            else
                add(nameOf(item));
        }
    }
    return names;
}
const toolCallF1 = ({ assertion, output, renderedValue, inverse }) => {
    let expectedTools = [];
    if (Array.isArray(renderedValue))
        expectedTools = renderedValue
            .map(String)
            .map((n) => n.trim())
            .filter(Boolean);
    else if (typeof renderedValue === 'string')
        expectedTools = renderedValue
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean);
    else
        (0,assertion_params/* invariant */.V1)(false, '"tool-call-f1" assertion requires a value: array of tool names or comma-separated string');
    (0,assertion_params/* invariant */.V1)(expectedTools.length > 0, '"tool-call-f1" assertion requires at least one expected tool name');
    const expected = new Set(expectedTools);
    let actual;
    try {
        actual = toolNames(output);
    }
    catch (error) {
        if (!(error instanceof ToolCallParseError))
            throw error;
        return { pass: false, score: 0, reason: error.message, assertion };
    }
    const hit = [...expected].filter((t) => actual.has(t)).length;
    const precision = actual.size > 0 ? hit / actual.size : 0;
    const recall = hit / expected.size;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    const threshold = assertion.threshold ?? 1;
    const pass = f1 >= threshold !== inverse;
    const exp = [...expected].sort().join(', ');
    const got = [...actual].sort().join(', ') || '(none)';
    const p = precision.toFixed(3);
    const r = recall.toFixed(3);
    const reason = pass
        ? `Tool Call F1: ${f1.toFixed(3)} (precision=${p}, recall=${r}). Expected: [${exp}], Called: [${got}]`
        : `Tool Call F1 score ${f1.toFixed(3)} is ${inverse ? 'above' : 'below'} threshold ${threshold}. Expected: ` +
            `[${exp}], Called: [${got}]. Precision=${p}, Recall=${r}`;
    return { pass, score: f1, reason, assertion };
};
const TOOL_CALL_ASSERTIONS = { 'tool-call-f1': toolCallF1 };

;// CONCATENATED MODULE: ./src/promptfoo/assertions/assertion-registry.ts









/**
 * Handlers whose module (and its parser: parse5, fast-xml-parser and saxes, js-rouge) is imported when
 * a test first uses one of its types, so a run that never checks HTML, XML or overlap scores never
 * loads them. The names are listed here; a test holds them equal to each module's own.
 */
const LAZY_GROUPS = [
    { types: ['is-html', 'contains-html'], load: () => Promise.all(/* import() */[__webpack_require__.e(194), __webpack_require__.e(19)]).then(__webpack_require__.bind(__webpack_require__, 31019)).then((m) => m.HTML_ASSERTIONS) },
    { types: ['is-xml', 'contains-xml'], load: () => Promise.all(/* import() */[__webpack_require__.e(892), __webpack_require__.e(655)]).then(__webpack_require__.bind(__webpack_require__, 2655)).then((m) => m.XML_ASSERTIONS) },
    {
        types: ['rouge-n', 'bleu', 'gleu'],
        load: () => Promise.all(/* import() */[__webpack_require__.e(109), __webpack_require__.e(391)]).then(__webpack_require__.bind(__webpack_require__, 11391)).then((m) => m.SIMILARITY_ASSERTIONS),
    },
];
/** The lazy groups' types, each importing its module once, on the first call of any type of the group. */
function lazyHandlers() {
    const handlers = {};
    for (const group of LAZY_GROUPS) {
        let loaded;
        for (const type of group.types) {
            handlers[type] = async (params) => {
                loaded ??= group.load();
                const handler = (await loaded)[type];
                if (!handler)
                    throw new Error(`assertion type ${type} is listed for a module that does not grade it`);
                return handler(params);
            };
        }
    }
    return handlers;
}
/** Every promptfoo assertion type we grade, by its base type (`not-` forms invert these). */
const ASSERTION_HANDLERS = {
    ...TEXT_ASSERTIONS,
    ...json_assertions/* JSON_ASSERTIONS */.b,
    ...SCRIPT_ASSERTIONS,
    ...lazyHandlers(),
    ...RESPONSE_FACT_ASSERTIONS,
    ...SQL_ASSERTIONS,
    ...model_graded_assertions/* MODEL_GRADED_ASSERTIONS */.G,
    ...REFUSAL_ASSERTIONS,
    ...TOOL_CALL_ASSERTIONS,
    ...SKILL_ASSERTIONS,
};
/**
 * Why the trace assertions are refused: promptfoo grades them on the OpenTelemetry spans of a run
 * with `tracing.enabled` (its providers' own spans and what the provider's code exports to its
 * OTLP receiver, e.g. an agent SDK's tool calls); without tracing it errors them all.
 */
const TRACE = "it grades the OpenTelemetry spans promptfoo's tracing collects from its providers and the provider's own " +
    'exporter, which our runs do not record; grade tool calls with is-valid-openai-tools-call, tool-call-f1 ' +
    'or javascript';
/**
 * promptfoo types we refuse at load, with why: each needs something outside a run of the config
 * (a remote service, a moderation model, traces).
 */
const REFUSED_ASSERTIONS = {
    webhook: 'it posts the output to a URL of the config and takes the verdict from there; grade with a javascript or python ' +
        'assertion instead',
    moderation: 'it needs a moderation provider',
    classifier: 'it needs a HuggingFace classifier provider',
    guardrails: 'it reads guardrail verdicts of providers we do not run',
    pi: "it calls Pi Labs' scoring service",
    meteor: 'it needs the natural language toolkit promptfoo loads optionally',
    ruby: 'it needs a Ruby interpreter; use python or javascript',
    'search-rubric': 'it needs a grader with web search',
    'agent-rubric': 'it needs an agentic grader',
    'conversation-relevance': 'it grades multi-turn conversations we do not run',
    'trace-error-spans': TRACE,
    'trace-span-count': TRACE,
    'trace-span-duration': TRACE,
    'trajectory:goal-success': TRACE,
    'trajectory:tool-args-match': TRACE,
    'trajectory:step-count': TRACE,
    'trajectory:tool-sequence': TRACE,
    'trajectory:tool-used': TRACE,
};


/***/ }),

/***/ 18059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ applyAssertionTransform)
/* harmony export */ });
/* harmony import */ var _assertion_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(20138);
/* harmony import */ var _python_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80461);


/**
 * An assertion's own `transform:` applied to the output before it is graded, as promptfoo's
 * transform(): inline JavaScript (a one-line expression, or a multi-line function body of
 * `(output, context, process)`), `file://x.js[:fn]` in-process, or `file://x.py[:fn]` (default
 * `get_transform`) in a python child process. A transform that throws or returns nothing makes the
 * result an error, as in promptfoo.
 */
async function applyAssertionTransform(code, output, input) {
    const context = { vars: input.vars, prompt: { label: input.prompt } };
    let value;
    if (code.startsWith('file://')) {
        const { file, fn } = (0,_assertion_value_js__WEBPACK_IMPORTED_MODULE_0__/* .fileReference */ .We)(code, input);
        if (_assertion_value_js__WEBPACK_IMPORTED_MODULE_0__/* .JAVASCRIPT_FILE */ .L9.test(file))
            value = await (0,_assertion_value_js__WEBPACK_IMPORTED_MODULE_0__/* .callJavascriptFile */ .UN)(file, fn, [output, context]);
        else if (file.endsWith('.py'))
            value = await (0,_python_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runPythonFunction */ .gj)(file, fn ?? 'get_transform', [output, context], input);
        else
            throw new Error(`Unsupported transform file format: ${code}`);
    }
    else {
        // The config's own code, compiled as promptfoo compiles it.
        const fn = new Function('output', 'context', 'process', code.includes('\n') ? code : `return ${code}`);
        try {
            value = await Promise.resolve(fn(output, context, process));
        }
        catch (error) {
            const shown = code.replace(/\s+/g, ' ').trim().slice(0, 80);
            throw new Error(`Transform failed (Inline transform: ${shown}): ${error.message}`);
        }
    }
    if (value === null || value === undefined)
        throw new Error(`Transform function did not return a value\n\n${code}`);
    return value;
}


/***/ }),

/***/ 20138:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L9: () => (/* binding */ JAVASCRIPT_FILE),
/* harmony export */   PL: () => (/* binding */ nunjucksFor),
/* harmony export */   RQ: () => (/* binding */ readyValue),
/* harmony export */   UN: () => (/* binding */ callJavascriptFile),
/* harmony export */   We: () => (/* binding */ fileReference),
/* harmony export */   Xm: () => (/* binding */ renderTemplate),
/* harmony export */   lD: () => (/* binding */ readDataFile),
/* harmony export */   sy: () => (/* binding */ ruledPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(33243);
/* harmony import */ var _nunjucks_env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(67425);
/* harmony import */ var _python_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80461);
/* harmony import */ var _config_import_user_module_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(86878);
/* harmony import */ var _config_repo_paths_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48017);







const JAVASCRIPT_FILE = /\.(js|cjs|mjs|ts|cts|mts)$/i;
const engines = new WeakMap();
/** promptfoo's nunjucks environment (nunjucks-env.ts), one per run environment. */
function nunjucksFor(env) {
    let engine = engines.get(env);
    if (!engine) {
        engine = (0,_nunjucks_env_js__WEBPACK_IMPORTED_MODULE_3__/* .nunjucksEnvironment */ .V3)({ env });
        engines.set(env, engine);
    }
    return engine;
}
function renderTemplate(template, vars, env) {
    return nunjucksFor(env).renderString(template, vars);
}
/**
 * `ref` resolved from the config's folder, under the file rule (`referencedFileRefusal`): the load
 * checked every reference it could, so only a path with a template in it, rendered per test, can be
 * refused here: an error, which errors the case.
 */
function ruledPath(ref, base) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(base.configDir, ref);
    const refusal = base.rootRule && (0,_config_repo_paths_js__WEBPACK_IMPORTED_MODULE_6__/* .referencedFileRefusal */ .ew)(file, base.rootRule);
    if (refusal)
        throw new Error(`${file} ${refusal.reason}; ${refusal.fix}`);
    return file;
}
/** Splits `file://path[:fn]` into the path (resolved from the config's folder) and the function. */
function fileReference(value, base) {
    const ref = value.slice('file://'.length);
    const colon = ref.indexOf(':');
    const file = ruledPath(colon === -1 ? ref : ref.slice(0, colon), base);
    return colon === -1 ? { file } : { file, fn: ref.slice(colon + 1) };
}
/** A `file://` value that is data, not code: JSON or YAML parsed, text trimmed. */
function readDataFile(value, base) {
    const file = ruledPath(value.slice('file://'.length), base);
    const text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(file, 'utf8');
    const ext = node_path__WEBPACK_IMPORTED_MODULE_1___default().extname(file);
    if (ext === '.json' || ext === '.yaml' || ext === '.yml')
        return js_yaml__WEBPACK_IMPORTED_MODULE_2__/* ["default"].load */ .Ay.load(text);
    if (ext === '.txt')
        return text.trim();
    throw new Error(`Unsupported file type: ${file}`);
}
/** Calls a JavaScript file's function in-process, as promptfoo does (the user's own config). */
async function callJavascriptFile(file, fn, args) {
    const mod = await (0,_config_import_user_module_js__WEBPACK_IMPORTED_MODULE_5__/* .importUserModule */ .F)(file);
    const fallback = mod.default;
    const named = fn ? (mod[fn] ?? fallback?.[fn]) : undefined;
    const target = named ?? (typeof fallback === 'function' ? fallback : undefined);
    if (typeof target !== 'function')
        throw new Error(`Assertion malformed: ${file} must export a function or have a default export as a function`);
    return target(...args);
}
async function readyValue(assertion, output, context, input) {
    const value = assertion.value;
    if (typeof value === 'string') {
        if (!value.startsWith('file://'))
            return { renderedValue: renderTemplate(value, input.vars, input.env) };
        const { file, fn } = fileReference(value, input);
        if (JAVASCRIPT_FILE.test(file))
            return { renderedValue: value, valueFromScript: await callJavascriptFile(file, fn, [output, context]) };
        if (file.endsWith('.py')) {
            try {
                return {
                    renderedValue: value,
                    valueFromScript: await (0,_python_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .runPythonFunction */ .gj)(file, fn ?? 'get_assert', [output, context], input),
                };
            }
            catch (error) {
                return { renderedValue: value, failed: { pass: false, score: 0, reason: error.message, assertion } };
            }
        }
        return { renderedValue: readDataFile(value, input) };
    }
    if (Array.isArray(value)) {
        return {
            renderedValue: value.map((v) => {
                if (typeof v !== 'string')
                    return v;
                return v.startsWith('file://') ? readDataFile(v, input) : renderTemplate(v, input.vars, input.env);
            }),
        };
    }
    return { renderedValue: value };
}


/***/ }),

/***/ 24642:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ JSON_ASSERTIONS),
/* harmony export */   m: () => (/* binding */ extractJsonObjects)
/* harmony export */ });
/* harmony import */ var js_yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33243);
/* harmony import */ var _json_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53240);
/* harmony import */ var _assertion_params_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58265);



/**
 * `is-json` and `contains-json` as promptfoo 0.123.1 grades them: the whole answer (or each JSON
 * object found in it, read leniently as promptfoo reads it: YAML-flavoured JSON, `//` comments,
 * unclosed braces closed) parsed and, when the value gives a JSON Schema (object, YAML/JSON text or
 * a `file://` reference), checked with ajv in strict mode with ajv-formats, as promptfoo does.
 */
function schemaValidator({ baseType, renderedValue, valueFromScript, input }) {
    const a = (0,_json_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .getAjv */ .q)(input.env);
    if (typeof renderedValue === 'string') {
        if (renderedValue.startsWith('file://')) {
            (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .invariant */ .V1)(valueFromScript, `${baseType} references a file that does not export a JSON schema`);
            return a.compile(valueFromScript);
        }
        return a.compile(js_yaml__WEBPACK_IMPORTED_MODULE_0__/* ["default"].load */ .Ay.load(renderedValue));
    }
    if (typeof renderedValue === 'object' && renderedValue !== null)
        return a.compile(renderedValue);
    throw new Error(`${baseType} assertion must have a string or object value`);
}
const isJson = (params) => {
    const { assertion, outputString, renderedValue, inverse, input } = params;
    let parsed;
    let pass;
    try {
        parsed = JSON.parse(outputString);
        pass = !inverse;
    }
    catch {
        pass = inverse;
    }
    if (parsed !== undefined && renderedValue) {
        const validate = schemaValidator(params);
        const valid = validate(parsed);
        pass = inverse ? !valid : valid;
        if (!pass) {
            const reason = inverse
                ? 'Output is JSON that conforms to the provided schema'
                : `JSON does not conform to the provided schema. Errors: ${(0,_json_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .getAjv */ .q)(input.env).errorsText(validate.errors)}`;
            return { pass, score: 0, reason, assertion };
        }
    }
    return (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .verdict */ .WJ)(assertion, pass, `Expected output to ${(0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .not */ .AU)(inverse)}be valid JSON`);
};
const containsJson = (params) => {
    const { assertion, outputString, renderedValue, inverse, input } = params;
    let message = `Expected output to ${(0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .not */ .AU)(inverse)}contain valid JSON`;
    const objects = extractJsonObjects(outputString);
    let pass = inverse ? objects.length === 0 : objects.length > 0;
    for (const object of objects) {
        if (!renderedValue)
            continue;
        const validate = schemaValidator(params);
        const valid = validate(object);
        pass = inverse ? !valid : valid;
        if (valid) {
            if (inverse)
                message = 'Output contains JSON conforming to the provided schema';
            break;
        }
        message = `JSON does not conform to the provided schema. Errors: ${(0,_json_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .getAjv */ .q)(input.env).errorsText(validate.errors)}`;
    }
    return (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .verdict */ .WJ)(assertion, pass, message);
};
const MAX_JSON_LENGTH = 100_000;
/** Every JSON object in a text, found as promptfoo finds them (balanced braces from each `{`). */
function extractJsonObjects(text) {
    const found = [];
    for (let i = 0; i < text.length; i++) {
        if (text[i] !== '{')
            continue;
        let open = 1;
        let close = 0;
        let j = i + 1;
        while (j < Math.min(i + MAX_JSON_LENGTH, text.length) && open > close) {
            if (text[j] === '{')
                open++;
            if (text[j] === '}')
                close++;
            j++;
            if (open === close || j === text.length || j === i + MAX_JSON_LENGTH) {
                try {
                    const candidate = text.slice(i, j) + (open > close ? '}'.repeat(open - close) : '');
                    const value = js_yaml__WEBPACK_IMPORTED_MODULE_0__/* ["default"].load */ .Ay.load(slashCommentsToHash(candidate), { json: true });
                    if (typeof value === 'object' && value !== null) {
                        found.push(value);
                        i = j - 1;
                        break;
                    }
                }
                catch {
                    if (open === close)
                        break;
                }
            }
        }
    }
    return found;
}
function escaped(line, at) {
    let n = 0;
    for (let k = at - 1; k >= 0 && line[k] === '\\'; k--)
        n++;
    return n % 2 === 1;
}
/** `//` comments outside quotes become YAML `#` comments (URLs with `://` are left alone). */
function slashCommentsToHash(text) {
    return text
        .split('\n')
        .map((line) => {
        let state = 'normal';
        let out = '';
        for (let i = 0; i < line.length; i++) {
            const c = line[i];
            const next = line[i + 1] ?? '';
            const prev = i > 0 ? line[i - 1] : '';
            if (state === 'normal') {
                if (c === "'" && !/[a-zA-Z]/.test(prev))
                    state = 'single';
                else if (c === '"')
                    state = 'double';
                else if (c === '/' && next === '/') {
                    let tokenStart = 0;
                    for (let k = i - 1; k >= 0; k--) {
                        if (/\s/.test(line[k])) {
                            tokenStart = k + 1;
                            break;
                        }
                    }
                    if (!line.slice(tokenStart, i + 2).includes('://')) {
                        let slashes = 2;
                        while (i + slashes < line.length && line[i + slashes] === '/')
                            slashes++;
                        return out + '#'.repeat(Math.floor(slashes / 2)) + line.slice(i + slashes);
                    }
                }
            }
            else if (state === 'single') {
                if (c === "'" && !escaped(line, i) && !/[a-zA-Z]/.test(next))
                    state = 'normal';
            }
            else if (c === '"' && !escaped(line, i)) {
                state = 'normal';
            }
            out += c;
        }
        return out;
    })
        .join('\n');
}
const JSON_ASSERTIONS = { 'is-json': isJson, 'contains-json': containsJson };


/***/ }),

/***/ 53240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ compileSchema),
/* harmony export */   q: () => (/* binding */ getAjv)
/* harmony export */ });
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42463);
/* harmony import */ var ajv__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(ajv__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82815);
/* harmony import */ var ajv_formats__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ajv_formats__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _safety_regex_pool_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76140);
/* harmony import */ var _promptfoo_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90862);




/**
 * The one JSON Schema checker of promptfoo's assertions, set up as promptfoo sets up its own:
 * ajv in strict-schema mode (unless `PROMPTFOO_DISABLE_AJV_STRICT_MODE` is set) with ajv-formats.
 */
// Imported statically so the bundler packs them (a createRequire at run time found no ajv in dist/).
// ajv-formats is CommonJS: its function is the module itself or its `default`, by loader.
const addFormats = ((ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()["default"]) ?? (ajv_formats__WEBPACK_IMPORTED_MODULE_0___default()));
const made = new Map();
/**
 * A schema's `pattern` and `patternProperties` are the config's regexes: compiled here to refuse a
 * bad one as ajv does (linear), tested only in the bounded sandbox (ajv tests synchronously).
 */
const sandboxedRegExp = Object.assign((pattern, flags) => {
    const compiled = new RegExp(pattern, flags);
    return {
        test: (text) => _safety_regex_pool_js__WEBPACK_IMPORTED_MODULE_1__/* .sharedRegexPool */ .pg.testNow(pattern, flags, text),
        toString: () => compiled.toString(),
    };
}, { code: 'sandboxedRegExp' });
function getAjv(env = process.env) {
    const lax = (0,_promptfoo_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envBool */ .GE)(env, 'PROMPTFOO_DISABLE_AJV_STRICT_MODE');
    let ajv = made.get(lax);
    if (!ajv) {
        ajv = new ajv__WEBPACK_IMPORTED_MODULE_3__.Ajv({ strictSchema: !lax, code: { regExp: sandboxedRegExp } });
        addFormats(ajv);
        made.set(lax, ajv);
    }
    return ajv;
}
function compileSchema(schema, env) {
    return getAjv(env).compile(schema);
}


/***/ }),

/***/ 20449:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ EMBEDDING_ASSERTIONS)
/* harmony export */ });
/* unused harmony export cosineSimilarity */
/* harmony import */ var _assertion_params_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(58265);
/* harmony import */ var _grader_selection_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(32520);
/* harmony import */ var _grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(63433);
/* harmony import */ var _grading_prompts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(54488);




function sameLength(a, b) {
    if (a.length !== b.length)
        throw new _assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .AssertionFailure */ .TK('Vectors must be of equal length');
}
function cosineSimilarity(a, b) {
    sameLength(a, b);
    const dot = a.reduce((acc, v, i) => acc + v * b[i], 0);
    const magA = Math.sqrt(a.reduce((acc, v) => acc + v * v, 0));
    const magB = Math.sqrt(b.reduce((acc, v) => acc + v * v, 0));
    return magA === 0 || magB === 0 ? 0 : dot / (magA * magB);
}
function dotProduct(a, b) {
    sameLength(a, b);
    return a.reduce((acc, v, i) => acc + v * b[i], 0);
}
function euclideanDistance(a, b) {
    sameLength(a, b);
    return Math.sqrt(a.reduce((acc, v, i) => acc + (v - b[i]) * (v - b[i]), 0));
}
const METRICS = { cosine: 'cosine', dot: 'dot_product', euclidean: 'euclidean' };
/** promptfoo's verdict on one similarity (or, for euclidean, distance), with its reason texts. */
function similarityResult(similarity, threshold, inverse, metric, used) {
    if (metric === 'euclidean') {
        const pass = inverse ? similarity >= threshold - Number.EPSILON : similarity <= threshold + Number.EPSILON;
        const normalized = 1 / (1 + similarity);
        const below = `Distance ${similarity.toFixed(2)} is less than or equal to threshold ${threshold}`;
        const above = `Distance ${similarity.toFixed(2)} is greater than threshold ${threshold}`;
        return {
            pass,
            score: inverse ? 1 - normalized : normalized,
            reason: pass ? (inverse ? above : below) : inverse ? below : above,
            tokensUsed: used,
        };
    }
    const pass = inverse ? similarity <= threshold + Number.EPSILON : similarity >= threshold - Number.EPSILON;
    const greater = `Similarity ${similarity.toFixed(2)} is greater than or equal to threshold ${threshold}`;
    const less = `Similarity ${similarity.toFixed(2)} is less than threshold ${threshold}`;
    return {
        pass,
        score: inverse ? 1 - similarity : similarity,
        reason: pass ? (inverse ? less : greater) : inverse ? greater : less,
        tokensUsed: used,
    };
}
/** matchesSimilarity: both texts embedded (expected first), then compared. */
async function matchesSimilarity(params, expected, output, threshold, metric) {
    const used = (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(undefined);
    const [a, b] = await Promise.all([(0,_grader_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .callEmbedder */ .Dx)(params, expected), (0,_grader_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .callEmbedder */ .Dx)(params, output)]);
    (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .addTokens */ .Ox)(used, a.tokenUsage);
    (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .addTokens */ .Ox)(used, b.tokenUsage);
    const fail = (reason) => ({ pass: false, score: 0, reason, tokensUsed: used });
    if (a.error || b.error)
        return fail(a.error || b.error || 'Unknown error fetching embeddings');
    if (!a.embedding || !b.embedding)
        return fail('Embedding not found');
    const measure = metric === 'cosine' ? cosineSimilarity : metric === 'dot_product' ? dotProduct : euclideanDistance;
    return similarityResult(measure(a.embedding, b.embedding), threshold, params.inverse, metric, used);
}
const similar = async (params) => {
    const { assertion, renderedValue, outputString, inverse } = params;
    (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .invariant */ .V1)(typeof renderedValue === 'string' || Array.isArray(renderedValue), 'Similarity assertion type must have a string or array of strings value');
    (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .invariant */ .V1)(!Array.isArray(renderedValue) || renderedValue.length > 0, 'Similarity assertion must have at least one value to compare against');
    const threshold = assertion.threshold ?? 0.75;
    const suffix = params.baseType.split(':')[1];
    const metric = suffix === undefined ? 'cosine' : METRICS[suffix];
    if (!metric)
        throw new _assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .AssertionFailure */ .TK(`Unknown similarity metric: ${suffix}`);
    if (!Array.isArray(renderedValue))
        return { assertion, ...(await matchesSimilarity(params, renderedValue, outputString, threshold, metric)) };
    if (inverse) {
        // Every value must be far enough: the first too close fails it, else the closest one speaks.
        let closest;
        for (const value of renderedValue) {
            const result = await matchesSimilarity(params, value, outputString, threshold, metric);
            if (!result.pass)
                return { assertion, ...result };
            if (!closest || result.score < closest.score)
                closest = result;
        }
        return { assertion, ...closest };
    }
    let maxScore = Number.NEGATIVE_INFINITY;
    for (const value of renderedValue) {
        const result = await matchesSimilarity(params, value, outputString, threshold, metric);
        if (result.pass)
            return { assertion, ...result };
        if (result.score > maxScore)
            maxScore = result.score;
    }
    return {
        assertion,
        pass: false,
        score: maxScore,
        reason: 'None of the provided values met the similarity threshold',
    };
};
/** How many questions promptfoo has the grader write back from the answer. */
const GENERATED_QUESTIONS = 3;
/**
 * answer-relevance: the grader writes a question the answer would answer, three times; the mean
 * cosine similarity of each question's embedding with the query's (`vars.query`, else the prompt)
 * is the score, passing at `threshold` (0.5). `not-` flips pass and score unless the grader failed.
 */
const answerRelevance = async (params) => {
    const { assertion, output, input, inverse } = params;
    (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .invariant */ .V1)(typeof output === 'string', 'answer-relevance assertion type must evaluate a string output');
    (0,_assertion_params_js__WEBPACK_IMPORTED_MODULE_2__/* .invariant */ .V1)(input.prompt, 'answer-relevance assertion type must have a prompt');
    const query = typeof input.vars.query === 'string' ? input.vars.query : input.prompt;
    const threshold = assertion.threshold ?? 0.5;
    const used = (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .tokens */ .LU)(undefined);
    const answer = (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .tryParse */ .x6)(output);
    const prompt = (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .renderGradingPrompt */ .tY)(await (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .loadRubricPrompt */ ._9)((0,_grader_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .options */ .fF)(params).rubricPrompt, _grading_prompts_js__WEBPACK_IMPORTED_MODULE_1__/* .ANSWER_RELEVANCY_GENERATE */ .ZJ, input), { answer }, input.env);
    const questions = [];
    for (let i = 0; i < GENERATED_QUESTIONS; i++) {
        const resp = await (0,_grader_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .callGrader */ .q$)(params, 'text', prompt);
        (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .addTokens */ .Ox)(used, resp.tokenUsage);
        if (resp.error || !resp.output)
            return { ...(0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .graderFailure */ .Ou)(resp.error || 'No output', used), assertion };
        questions.push(resp.output);
    }
    const queryEmbedding = await (0,_grader_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .callEmbedder */ .Dx)(params, query);
    (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .addTokens */ .Ox)(used, queryEmbedding.tokenUsage);
    if (queryEmbedding.error || !queryEmbedding.embedding)
        return { ...(0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .graderFailure */ .Ou)(queryEmbedding.error || 'No embedding', used), assertion };
    const similarities = [];
    for (const question of questions) {
        const resp = await (0,_grader_selection_js__WEBPACK_IMPORTED_MODULE_3__/* .callEmbedder */ .Dx)(params, question);
        (0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .addTokens */ .Ox)(used, resp.tokenUsage);
        if (resp.error || !resp.embedding)
            return { ...(0,_grading_prompt_js__WEBPACK_IMPORTED_MODULE_0__/* .graderFailure */ .Ou)(resp.error || 'No embedding', used), assertion };
        similarities.push(cosineSimilarity(queryEmbedding.embedding, resp.embedding));
    }
    const similarity = similarities.reduce((a, b) => a + b, 0) / similarities.length;
    const pass = similarity >= threshold - Number.EPSILON;
    const reason = `Relevance ${similarity.toFixed(2)} is ${pass ? 'greater' : 'less'} than threshold ${threshold}`;
    return { assertion, pass: pass !== inverse, score: inverse ? 1 - similarity : similarity, reason, tokensUsed: used };
};
const EMBEDDING_ASSERTIONS = {
    similar,
    'similar:cosine': similar,
    'similar:dot': similar,
    'similar:euclidean': similar,
    'answer-relevance': answerRelevance,
};


/***/ }),

/***/ 32520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ callEmbedder),
/* harmony export */   U3: () => (/* binding */ chooseEmbedder),
/* harmony export */   fF: () => (/* binding */ options),
/* harmony export */   lq: () => (/* binding */ defaultGrader),
/* harmony export */   q$: () => (/* binding */ callGrader)
/* harmony export */ });
/* unused harmony exports OPENAI_DEFAULT_GRADER, ANTHROPIC_DEFAULT_GRADER, GOOGLE_DEFAULT_GRADER, chooseGrader, OPENAI_DEFAULT_EMBEDDER, defaultEmbedder */
const OPENAI_DEFAULT_GRADER = 'openai:chat:gpt-5.6-sol';
const ANTHROPIC_DEFAULT_GRADER = 'anthropic:messages:claude-sonnet-4-6';
const GOOGLE_DEFAULT_GRADER = 'google:gemini-3.8-flash';
function textEntry(provider) {
    if (provider &&
        typeof provider === 'object' &&
        !Array.isArray(provider) &&
        !('id' in provider) &&
        'text' in provider) {
        return provider.text;
    }
    return provider;
}
function chooseGrader(assertion, options, env, purpose) {
    const given = assertion.provider || options?.provider;
    if (given)
        return { provider: textEntry(given), json: false };
    const fallback = defaultGrader(env, purpose);
    return { provider: undefined, defaultId: fallback.provider, json: fallback.json };
}
function defaultGrader(env, purpose) {
    const has = (...keys) => keys.some((k) => Boolean(env[k]));
    const openai = has('OPENAI_API_KEY');
    const anthropic = has('ANTHROPIC_API_KEY');
    const google = has('GEMINI_API_KEY', 'GOOGLE_API_KEY', 'PALM_API_KEY');
    const azureKey = has('AZURE_OPENAI_API_KEY', 'AZURE_API_KEY') ||
        (has('AZURE_CLIENT_ID') && has('AZURE_CLIENT_SECRET') && has('AZURE_TENANT_ID'));
    const rubric = purpose === 'llm-rubric';
    if (!openai && azureKey && has('AZURE_DEPLOYMENT_NAME') && has('AZURE_OPENAI_DEPLOYMENT_NAME')) {
        return { provider: `azure:chat:${env.AZURE_OPENAI_DEPLOYMENT_NAME}`, json: false };
    }
    if (!openai && anthropic)
        return { provider: ANTHROPIC_DEFAULT_GRADER, json: false };
    if (!openai && google)
        return { provider: GOOGLE_DEFAULT_GRADER, json: false };
    if (!openai && !google) {
        if (has('MISTRAL_API_KEY'))
            return { provider: 'mistral:mistral-large-latest', json: rubric };
        if (has('XAI_API_KEY'))
            return { provider: 'xai:grok-4.3', json: rubric };
    }
    return { provider: OPENAI_DEFAULT_GRADER, json: rubric };
}
/** The test's options as this assertion sees them: its own `rubricPrompt` over the test's. */
function options(params) {
    const opts = { ...(params.input.test.options ?? {}) };
    if (params.assertion.rubricPrompt)
        opts.rubricPrompt = params.assertion.rubricPrompt;
    return opts;
}
/** One call to the grader this assertion chooses, through the run's limiter, cache and meter. */
async function callGrader(params, purpose, prompt) {
    const choice = chooseGrader(params.assertion, params.input.test.options, params.input.env, purpose);
    return params.input.grader({
        provider: choice.provider,
        ...(choice.defaultId ? { defaultId: choice.defaultId } : {}),
        prompt,
        ...(choice.json ? { json: true } : {}),
    });
}
/** promptfoo's default embedding model, used whenever its default graders are OpenAI's, Anthropic's or xAI's. */
const OPENAI_DEFAULT_EMBEDDER = 'openai:embedding:text-embedding-3-large';
/** Embedding provider ids we run: OpenAI's and Azure's embeddings endpoints. */
const EMBEDDING_ID = /^(openai|azure|azureopenai):embeddings?:./;
/**
 * Which embedding provider `similar` and `answer-relevance` call, as promptfoo 0.123.1 chooses it:
 * the assertion's `provider`, else the test's `options.provider`; a map by kind gives its
 * `embedding` entry. It must be an embedding provider (promptfoo throws "is not a valid embedding
 * provider" otherwise); we run `openai:embedding(s):<model>` and `azure:embedding(s):<deployment>`.
 * Without one, promptfoo's default for the environment: `azure:embedding:<AZURE_OPENAI_EMBEDDING_DEPLOYMENT_NAME>`
 * where its default grader is Azure's and that variable is set, else OpenAI's
 * `text-embedding-3-large`; Google's, Mistral's and Voyage's defaults we do not run.
 * Throws one sentence saying why when the choice cannot be run.
 */
function chooseEmbedder(assertion, options, env) {
    const given = assertion.provider || options?.provider;
    if (!given)
        return { provider: undefined, defaultId: defaultEmbedder(env) };
    let spec = given;
    if (typeof given === 'object' && !Array.isArray(given) && !('id' in given)) {
        spec = given.embedding;
        if (!spec)
            throw new Error(`the grader map ${JSON.stringify(given).slice(0, 80)} has no embedding entry`);
    }
    const id = typeof spec === 'string' ? spec : spec && typeof spec === 'object' ? spec.id : undefined;
    if (typeof id !== 'string' || !EMBEDDING_ID.test(id))
        throw new Error(`provider ${String(id ?? JSON.stringify(spec))} is not an embedding provider we run`);
    return { provider: spec };
}
function defaultEmbedder(env) {
    const grader = String(defaultGrader(env, 'text').provider);
    if (grader.startsWith('azure:')) {
        if (env.AZURE_OPENAI_EMBEDDING_DEPLOYMENT_NAME)
            return `azure:embedding:${env.AZURE_OPENAI_EMBEDDING_DEPLOYMENT_NAME}`;
        if (env.GEMINI_API_KEY || env.GOOGLE_API_KEY || env.PALM_API_KEY || env.MISTRAL_API_KEY || env.VOYAGE_API_KEY) {
            throw new Error("promptfoo's default embedding provider here is Google's, Mistral's or Voyage's");
        }
        return OPENAI_DEFAULT_EMBEDDER;
    }
    if (grader.startsWith('google:') || grader.startsWith('mistral:'))
        throw new Error(`promptfoo's default embedding provider beside ${grader} is not one we run`);
    return OPENAI_DEFAULT_EMBEDDER;
}
/** One embedding of `text` by the provider this assertion chooses, through the run's limiter, cache and meter. */
async function callEmbedder(params, text) {
    const choice = chooseEmbedder(params.assertion, params.input.test.options, params.input.env);
    return params.input.embed({
        provider: choice.provider,
        ...(choice.defaultId ? { defaultId: choice.defaultId } : {}),
        text,
    });
}


/***/ }),

/***/ 63433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LU: () => (/* binding */ tokens),
/* harmony export */   Ou: () => (/* binding */ graderFailure),
/* harmony export */   Ox: () => (/* binding */ addTokens),
/* harmony export */   _9: () => (/* binding */ loadRubricPrompt),
/* harmony export */   tY: () => (/* binding */ renderGradingPrompt),
/* harmony export */   x6: () => (/* binding */ tryParse)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _promptfoo_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90862);
/* harmony import */ var _assertion_value_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20138);



/**
 * A grading prompt made and sent as promptfoo 0.123.1 makes it: the `rubricPrompt` (inline, a
 * JSON chat list, `file://` text/JSON/YAML, or a `file://x.js` function) replacing the default,
 * rendered with nunjucks where object values appear as JSON text; a JSON chat prompt is rendered
 * string by string and sent as JSON.
 */
async function loadRubricPrompt(rubricPrompt, fallback, input) {
    if (!rubricPrompt)
        return fallback;
    if (typeof rubricPrompt === 'object' && Object.keys(rubricPrompt).length === 0)
        return fallback;
    let prompt = rubricPrompt;
    if (typeof prompt === 'string' && prompt.startsWith('file://')) {
        const { file, fn } = (0,_assertion_value_js__WEBPACK_IMPORTED_MODULE_1__/* .fileReference */ .We)(prompt, input);
        if (_assertion_value_js__WEBPACK_IMPORTED_MODULE_1__/* .JAVASCRIPT_FILE */ .L9.test(file))
            prompt = await (0,_assertion_value_js__WEBPACK_IMPORTED_MODULE_1__/* .callJavascriptFile */ .UN)(file, fn, []);
        else if (/\.(json|ya?ml)$/i.test(file))
            prompt = (0,_assertion_value_js__WEBPACK_IMPORTED_MODULE_1__/* .readDataFile */ .lD)(prompt, input);
        else
            prompt = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    if (typeof prompt === 'object')
        prompt = JSON.stringify(prompt);
    if (typeof prompt !== 'string')
        throw new Error('rubricPrompt must be a string');
    return prompt;
}
function templatingContext(vars) {
    return Object.fromEntries(Object.entries(vars).map(([k, v]) => {
        if (!v || typeof v !== 'object')
            return [k, v];
        if (Array.isArray(v))
            return [k, v.map((item) => (item && typeof item === 'object' ? JSON.stringify(item) : item))];
        return [k, JSON.stringify(v)];
    }));
}
function renderGradingPrompt(template, vars, env) {
    const engine = (0,_assertion_value_js__WEBPACK_IMPORTED_MODULE_1__/* .nunjucksFor */ .PL)(env);
    const context = (0,_promptfoo_env_js__WEBPACK_IMPORTED_MODULE_2__/* .envBool */ .GE)(env, 'PROMPTFOO_DISABLE_OBJECT_STRINGIFY') ? vars : templatingContext(vars);
    try {
        const parsed = JSON.parse(template, (_k, v) => typeof v === 'string' ? engine.renderString(v, context) : v);
        return JSON.stringify(parsed);
    }
    catch {
        return engine.renderString(template, context);
    }
}
/** promptfoo's tryParse: JSON text becomes its value, anything else stays. */
function tryParse(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
/** A failed grader call or an unreadable reply: failed, score 0, never inverted by `not-`. */
function graderFailure(reason, tokensUsed) {
    return { pass: false, score: 0, reason, graderError: true, ...(tokensUsed ? { tokensUsed } : {}) };
}
function tokens(usage) {
    return { total: usage?.total ?? 0, prompt: usage?.prompt ?? 0, completion: usage?.completion ?? 0 };
}
function addTokens(into, usage) {
    into.total += usage?.total ?? 0;
    into.prompt += usage?.prompt ?? 0;
    into.completion += usage?.completion ?? 0;
}


/***/ }),

/***/ 54488:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mr: () => (/* binding */ FACTUALITY_PROMPT),
/* harmony export */   Rt: () => (/* binding */ CLOSED_QA_PROMPT),
/* harmony export */   ZJ: () => (/* binding */ ANSWER_RELEVANCY_GENERATE),
/* harmony export */   Zc: () => (/* binding */ GEVAL_EVALUATE_PROMPT),
/* harmony export */   r6: () => (/* binding */ GEVAL_STEPS_PROMPT),
/* harmony export */   rA: () => (/* binding */ LLM_RUBRIC_PROMPT)
/* harmony export */ });
/**
 * promptfoo 0.123.1's default grading prompts (MIT licensed, src/prompts/grading.ts and the G-Eval
 * matcher), kept word for word: a grader model's verdict depends on the exact text, so only the
 * same prompt gives the same verdicts. Chat prompts are JSON message lists, as promptfoo sends them.
 */
const chat = (...messages) => JSON.stringify(messages);
/** llm-rubric: a JSON verdict {reason, pass, score} on whether the rubric holds for the output. */
const LLM_RUBRIC_PROMPT = chat({
    role: 'system',
    content: [
        'You are grading output according to a user-specified rubric. If the statement in the rubric is true, then ' +
            'the output passes the test. You respond with a JSON object with this structure: {reason: string, pass: ' +
            'boolean, score: number}',
        '',
        'Examples:',
        '',
        '<Output>Hello world</Output>',
        '<Rubric>Content contains a greeting</Rubric>',
        '{"reason": "the content contains the word \'Hello\'", "pass": true, "score": 1.0}',
        '',
        '<Output>Avast ye swabs, repel the invaders!</Output>',
        '<Rubric>Does not speak like a pirate</Rubric>',
        '{"reason": "\'avast ye\' is a common pirate term", "pass": false, "score": 0.0}',
    ].join('\n'),
}, { role: 'user', content: '<Output>\n{{ output }}\n</Output>\n<Rubric>\n{{ rubric }}\n</Rubric>' });
/** factuality: one category A–E comparing the submitted answer with the expert one. */
const FACTUALITY_PROMPT = chat({
    role: 'system',
    content: [
        'You are a precise factuality evaluator that compares a submitted answer to an expert answer. ',
        '',
        'Your task is to analyze the factual content while ignoring differences in style, grammar, or punctuation.',
        'You must categorize the submission into one of these options:',
        '',
        '(A) The submitted answer is a subset of the expert answer and is fully consistent with it.',
        '(B) The submitted answer is a superset of the expert answer and is fully consistent with it.',
        '(C) The submitted answer contains all the same details as the expert answer.',
        '(D) There is a disagreement between the submitted answer and the expert answer.',
        "(E) The answers differ, but these differences don't matter from the perspective of factuality.",
        '',
        'Respond ONLY with a JSON object in this format:',
        '{',
        '  "category": "[LETTER]",',
        '  "reason": "[DETAILED EXPLANATION]"',
        '}',
        '',
        '- The "category" must be a single letter A, B, C, D, or E.',
        '- Provide a clear, detailed explanation in the "reason" field.',
        '- Your response must be valid JSON with no additional text.',
    ].join('\n'),
}, {
    role: 'user',
    content: [
        'I need you to compare these answers:',
        '',
        '<question>',
        '{{input}}',
        '</question>',
        '',
        '<expert_answer>',
        '{{ideal}}',
        '</expert_answer>',
        '',
        '<submitted_answer>',
        '{{completion}}',
        '</submitted_answer>',
        '',
        "Please analyze the factual relationship between these answers according to the categories you've been given.",
    ].join('\n'),
});
/** model-graded-closedqa: step-by-step reasoning, then Y or N on the last line. */
const CLOSED_QA_PROMPT = chat({
    role: 'system',
    content: `You are assessing a submitted answer on a given task based on a criterion. Here is the data:
[BEGIN DATA]
***
[Task]: {{input}}
***
[Submission]: {{completion}}
***
[Criterion]: {{criteria}}
***
[END DATA]
Does the submission meet the criterion? First, write out in a step by step manner your reasoning about the \
criterion to be sure that your conclusion is correct. Avoid simply stating the correct answers at the outset. Then \
print only the single character "Y" or "N" (without quotes or punctuation) on its own line corresponding to the \
correct answer. At the end, repeat just the letter again by itself on a new line.

    Reasoning:`,
});
/** g-eval, first call: 3–4 evaluation steps for the criteria, as {"steps": [...]}. */
const GEVAL_STEPS_PROMPT = `
Given evaluation criteria that outline how you should judge a piece of text, generate 3-4 concise evaluation steps \
applicable to any text based on the criteria below and designed to check whether the criteria are satisfied by the text.

**EVALUATION CRITERIA**
{{criteria}}

**OUTPUT FORMAT**
IMPORTANT:
- Return output ONLY as a minified JSON object (no code fences).
- The JSON object must contain a single key, "steps", whose value is a list of strings.
- Each string must represent one evaluation step.
- Do NOT include any explanations, commentary, extra text, or additional formatting.

Format:
{"steps": <list_of_strings>}

Example:
{"steps":["<Evaluation Step 1>","<Evaluation Step 2>","<Evaluation Step 3>","<Evaluation Step 4>"]}

Here are the 3-4 concise evaluation steps, formatted as required in a minified JSON:
JSON:
`;
/** g-eval, second call: a 0–{{maxScore}} score with a reason, as {"score", "reason"}. */
const GEVAL_EVALUATE_PROMPT = `
You will be given one Reply for a Prompt below. Your task is to rate the Reply on one metric.
Please make sure you read and understand these instructions carefully. Please keep this document open while \
reviewing, and refer to it as needed.

**Evaluation Criteria**
{{criteria}}

**Evaluation Steps**
- {{steps}}
Given the evaluation steps, return a JSON with two keys: 
  1) a "score" key that MUST be an integer from 0 to {{maxScore}}, where {{maxScore}} indicates that the condition \
described by the Evaluation Criteria is fully and clearly observed in the Reply according to the Evaluation Steps, \
and 0 indicates that it is not observed at all;
  2) a "reason" key, a reason for the given score, but DO NOT QUOTE THE SCORE in your reason. Please mention \
specific information from Prompt and Reply in your reason, but be very concise with it!

**Prompt**
{{input}}

**Reply**
{{output}}

**OUTPUT FORMAT**
IMPORTANT: 
- Return output ONLY as a minified JSON object (no code fences).
- The JSON object must contain exactly two keys: "score" and "reason".
- No additional words, explanations, or formatting are needed.
- Absolutely no additional text, explanations, line breaks, or formatting outside the JSON object are allowed.

Example JSON:
{"score":0,"reason":"The text of reply does not follow the evaluation criteria provided."}

Here is the final evaluation in the required minified JSON format:
JSON:
`;
/** promptfoo's prompt asking the grader for the question an answer answers (answer-relevance). */
const ANSWER_RELEVANCY_GENERATE = `Generate question for the given answer.
Answer:\nThe PSLV-C56 mission is scheduled to be launched on Sunday, 30 July 2023 at 06:30 IST / 01:00 UTC. It will \
be launched from the Satish Dhawan Space Centre, Sriharikota, Andhra Pradesh, India
Question: When is the scheduled launch date and time for the PSLV-C56 mission, and where will it be launched from?

Answer:{{answer}}
Question:`;


/***/ }),

/***/ 87615:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ MODEL_GRADED_ASSERTIONS)
});

// UNUSED EXPORTS: factualityVerdict

// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-params.ts
var assertion_params = __webpack_require__(58265);
// EXTERNAL MODULE: ./src/promptfoo/assertions/json-assertions.ts
var json_assertions = __webpack_require__(24642);
// EXTERNAL MODULE: ./src/promptfoo/assertions/model-graded/grader-selection.ts
var grader_selection = __webpack_require__(32520);
// EXTERNAL MODULE: ./src/promptfoo/assertions/model-graded/grading-prompt.ts
var grading_prompt = __webpack_require__(63433);
// EXTERNAL MODULE: ./src/promptfoo/assertions/model-graded/grading-prompts.ts
var grading_prompts = __webpack_require__(54488);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-transform.ts
var assertion_transform = __webpack_require__(18059);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/model-graded/rag-prompts.ts
/**
 * The RAG grading prompts promptfoo 0.123.1 uses for context-recall, context-relevance and
 * context-faithfulness (adapted there from the RAGAS project), kept word for word: a grader's
 * verdicts depend on the exact text.
 */
const CONTEXT_RECALL_PROMPT = `Given a context, and an answer, analyze each sentence in the answer and ` +
    `classify if the sentence can be attributed to the given context or not.
Think in steps and reason before coming to conclusion.

context: Albert Einstein (14 March 1879 – 18 April 1955) was a German-born theoretical physicist,widely held to be \
one of the greatest and most influential scientists of all time. Best known for developing the theory of \
relativity, he also made important contributions to quantum mechanics, and was thus a central figure in the \
revolutionary reshaping of the scientific understanding of nature that modern physics accomplished in the first \
decades of the twentieth century. His mass–energy equivalence formula E = mc2, which arises from relativity theory, \
has been called "the world's most famous equation". He received the 1921 Nobel Prize in Physics "for his services \
to theoretical physics, and especially for his discovery of the law of the photoelectric effect", a pivotal step in \
the development of quantum theory. His work is also known for its influence on the philosophy of science. In a 1999 \
poll of 130 leading physicists worldwide by the British journal Physics World, Einstein was ranked the greatest \
physicist of all time. His intellectual achievements and originality have made Einstein synonymous with genius.
answer: Albert Einstein born in 14 March 1879 was  German-born theoretical physicist, widely held to be one of the \
greatest and most influential scientists of all time. He received the 1921 Nobel Prize in Physics "for his services \
to theoretical physics. He published 4 papers in 1905.  Einstein moved to Switzerland in 1895
classification
1. Albert Einstein born in 14 March 1879 was  German-born theoretical physicist, widely held to be one of the \
greatest and most influential scientists of all time. The date of birth of Einstein is mentioned clearly in the \
context. So [Attributed]
2. He received the 1921 Nobel Prize in Physics "for his services to theoretical physics. The exact sentence is \
present in the given context. So [Attributed]
3. He published 4 papers in 1905. There is no mention about papers he wrote in given the context. So [Not Attributed]
4. Einstein moved to Switzerland in 1895. There is not supporting evidence for this in the given the context. So \
[Not Attributed]

context:{{context}}
answer:{{groundTruth}}
classification:
`;
const ATTRIBUTED = '[Attributed]';
const NOT_ATTRIBUTED = '[Not Attributed]';
const CONTEXT_RELEVANCE_PROMPT = `Please extract relevant sentences from the provided context that is ` +
    `absolutely required answer the following query. If no relevant sentences are found, or if you believe the query ` +
    `cannot be answered from the given context, return the phrase "Insufficient Information".  While extracting ` +
    `candidate sentences you're not allowed to make any changes to sentences from given context.

query: {{query}}
context: {{context}}
candidate sentences:
`;
const INSUFFICIENT = 'Insufficient Information';
const FAITHFULNESS_STATEMENTS_PROMPT = `Given a question and answer, create one or more statements from each ` +
    `sentence in the given answer.
question: Who was  Albert Einstein and what is he best known for?
answer: He was a German-born theoretical physicist, widely acknowledged to be one of the greatest and most \
influential physicists of all time. He was best known for developing the theory of relativity, he also made \
important contributions to the development of the theory of quantum mechanics.
statements:\nAlbert Einstein was born in Germany.\nAlbert Einstein was best known for his theory of relativity.
question: Cadmium Chloride is slightly soluble in this chemical, it is also called what?
answer: alcohol
statements:\nCadmium Chloride is slightly soluble in alcohol.
question: Were Shahul and Jithin of the same nationality?
answer: They were from different countries.
statements:\nShahul and Jithin were from different countries.
question:{{question}}
answer: {{answer}}
statements:\n`;
const FAITHFULNESS_VERDICTS_PROMPT = `Prompt: Natural language inference
Consider the given context and following statements, then determine whether they are supported by the information \
present in the context.Provide a brief explanation for each statement before arriving at the verdict (Yes/No). \
Provide a final verdict for each statement in order at the end in the given format. Do not deviate from the \
specified format.

Context:\nJohn is a student at XYZ University. He is pursuing a degree in Computer Science. He is enrolled in \
several courses this semester, including Data Structures, Algorithms, and Database Management. John is a diligent \
student and spends a significant amount of time studying and completing assignments. He often stays late in the \
library to work on his projects.
statements:\n1. John is majoring in Biology.\n2. John is taking a course on Artificial Intelligence.\n3. John is a \
dedicated student.\n4. John has a part-time job.\n5. John is interested in computer programming.\n
Answer:
1. John is majoring in Biology.
Explanation: John's major is explicitly mentioned as Computer Science. There is no information suggesting he is \
majoring in Biology.  Verdict: No.
2. John is taking a course on Artificial Intelligence.
Explanation: The context mentions the courses John is currently enrolled in, and Artificial Intelligence is not \
mentioned. Therefore, it cannot be deduced that John is taking a course on AI. Verdict: No.
3. John is a dedicated student.
Explanation: The prompt states that he spends a significant amount of time studying and completing assignments. \
Additionally, it mentions that he often stays late in the library to work on his projects, which implies \
dedication. Verdict: Yes.
4. John has a part-time job.
Explanation: There is no information given in the context about John having a part-time job. Therefore, it cannot \
be deduced that John has a part-time job.  Verdict: No.
5. John is interested in computer programming.
Explanation: The context states that John is pursuing a degree in Computer Science, which implies an interest in \
computer programming. Verdict: Yes.
Final verdict for each statement in order: No. No. Yes. No. Yes.
context:\n{{context}}
statements:\n{{statements|join("\\n")}}
Answer:
`;

;// CONCATENATED MODULE: ./src/promptfoo/assertions/model-graded/context-assertions.ts





async function resolveContext(params, fallback) {
    const vars = params.input.vars;
    let context;
    if (vars.context) {
        if (typeof vars.context === 'string')
            context = vars.context;
        else if (Array.isArray(vars.context)) {
            const bad = vars.context.findIndex((v) => typeof v !== 'string');
            (0,assertion_params/* invariant */.V1)(bad === -1, `Invalid context: expected an array of strings, but found ${typeof vars.context[bad]} at index ${bad}`);
            context = vars.context;
        }
    }
    else if (fallback)
        context = fallback;
    const transform = params.assertion.contextTransform;
    if (transform) {
        try {
            const made = await (0,assertion_transform/* applyAssertionTransform */.t)(transform, params.input.output, params.input);
            (0,assertion_params/* invariant */.V1)(typeof made === 'string' || (Array.isArray(made) && made.every((i) => typeof i === 'string')), `contextTransform must return a string or array of strings. Got ${typeof made}.`);
            context = made;
        }
        catch (error) {
            throw new Error(`Failed to transform context using expression '${transform}': ${error.message}`);
        }
    }
    (0,assertion_params/* invariant */.V1)((typeof context === 'string' && context.length > 0) ||
        (Array.isArray(context) && context.length > 0 && context.every((i) => typeof i === 'string' && i.length > 0)), 'Context is required for context-based assertions. Provide either a "context" variable (string or array of ' +
        'strings) in your test case or use "contextTransform" to extract context from the provider response.');
    return context;
}
const joined = (context) => (Array.isArray(context) ? context.join('\n\n') : context);
const lines = (text) => text.split('\n').filter((s) => s.trim() !== '');
function sentences(text) {
    const split = lines(text);
    return (split.length > 1 ? split : text.split(/(?<=[.!?])\s+/))
        .map((s) => s.trim())
        .filter((s) => s.length > 0 && !/^\d+[.)]$/.test(s));
}
function inverted(result, inverse) {
    if (!inverse || result.graderError)
        return result;
    return { ...result, pass: !result.pass, score: 1 - result.score };
}
function ratio(label, score, threshold, used) {
    const pass = score >= threshold - Number.EPSILON;
    return { pass, score, reason: `${label} ${score.toFixed(2)} is ${pass ? '>=' : '<'} ${threshold}`, tokensUsed: used };
}
async function recall(params, context, truth, threshold) {
    const vars = { ...params.input.vars, context: joined(context), groundTruth: truth };
    const resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)((0,grader_selection/* options */.fF)(params).rubricPrompt, CONTEXT_RECALL_PROMPT, params.input), vars, params.input.env));
    if (resp.error || !resp.output)
        return (0,grading_prompt/* graderFailure */.Ou)(resp.error || 'No output', (0,grading_prompt/* tokens */.LU)(resp.tokenUsage));
    const marked = lines(resp.output).filter((l) => l.toLowerCase().includes(ATTRIBUTED.toLowerCase()) || l.toLowerCase().includes(NOT_ATTRIBUTED.toLowerCase()));
    if (marked.length === 0)
        return (0,grading_prompt/* graderFailure */.Ou)('Grader returned no [Attributed]/[Not Attributed] classifications', (0,grading_prompt/* tokens */.LU)(resp.tokenUsage));
    const attributed = marked.filter((l) => !l.toLowerCase().includes(NOT_ATTRIBUTED.toLowerCase()) && l.toLowerCase().includes(ATTRIBUTED.toLowerCase())).length;
    return ratio('Recall', attributed / marked.length, threshold, (0,grading_prompt/* tokens */.LU)(resp.tokenUsage));
}
async function relevance(params, query, context, threshold) {
    const text = joined(context);
    const resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)((0,grader_selection/* options */.fF)(params).rubricPrompt, CONTEXT_RELEVANCE_PROMPT, params.input), { context: text, query }, params.input.env));
    if (resp.error || !resp.output)
        return (0,grading_prompt/* graderFailure */.Ou)(resp.error || 'No output', (0,grading_prompt/* tokens */.LU)(resp.tokenUsage));
    const segmented = Array.isArray(context) || lines(context).length > 1;
    const units = Array.isArray(context) ? context.filter((c) => c.trim().length > 0) : sentences(context);
    const insufficient = resp.output.includes(INSUFFICIENT);
    const relevant = insufficient ? [] : [...new Set((segmented ? lines : sentences)(resp.output))];
    const score = units.length > 0 ? Math.min(relevant.length, units.length) / units.length : 0;
    const norm = (v) => v.toLowerCase().replace(/\s+/g, ' ').trim();
    const quoted = relevant.some((s) => norm(text).includes(norm(s.replace(/^\s*(?:\d+[.)]|[-*])\s*/, ''))));
    if (!insufficient && relevant.length > 0 && !quoted)
        return (0,grading_prompt/* graderFailure */.Ou)('Grader output does not quote the provided context', (0,grading_prompt/* tokens */.LU)(resp.tokenUsage));
    return ratio('Context relevance', score, threshold, (0,grading_prompt/* tokens */.LU)(resp.tokenUsage));
}
function faithfulnessScore(reply, statements) {
    const marker = 'final verdict for each statement in order:';
    let verdicts = reply.toLowerCase().trim();
    if (verdicts.includes(marker)) {
        verdicts = verdicts.slice(verdicts.indexOf(marker) + marker.length);
        const each = verdicts.split('.').filter((a) => a.trim() !== '');
        if (each.length === 0 || !each.every((a) => /\b(?:yes|no)\b/.test(a)))
            return undefined;
        return 1 - (each.filter((a) => !a.includes('yes')).length + Math.max(0, statements - each.length)) / statements;
    }
    const no = verdicts.split('verdict: no').length - 1;
    const yes = verdicts.split('verdict: yes').length - 1;
    if (no + yes === 0)
        return undefined;
    return 1 - (no + Math.max(0, statements - no - yes)) / statements;
}
async function faithfulness(params, query, context, threshold) {
    const { input } = params;
    const custom = (0,grader_selection/* options */.fF)(params).rubricPrompt;
    (0,assertion_params/* invariant */.V1)(!custom || Array.isArray(custom), 'rubricPrompt must be an array');
    const part = (i) => Array.isArray(custom)
        ? typeof custom[i] === 'string'
            ? custom[i]
            : custom[i]?.content
        : undefined;
    const used = (0,grading_prompt/* tokens */.LU)(undefined);
    const answer = (0,grading_prompt/* tryParse */.x6)(input.output);
    let resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)(part(0), FAITHFULNESS_STATEMENTS_PROMPT, input), { ...input.vars, question: query, answer }, input.env));
    (0,grading_prompt/* addTokens */.Ox)(used, resp.tokenUsage);
    if (resp.error || !resp.output)
        return (0,grading_prompt/* graderFailure */.Ou)(resp.error || 'No output', used);
    const statements = lines(resp.output);
    if (statements.length === 0)
        return (0,grading_prompt/* graderFailure */.Ou)('Could not extract context-faithfulness statements', used);
    resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)(part(1), FAITHFULNESS_VERDICTS_PROMPT, input), { ...input.vars, context: joined(context), statements }, input.env));
    (0,grading_prompt/* addTokens */.Ox)(used, resp.tokenUsage);
    if (resp.error || !resp.output)
        return (0,grading_prompt/* graderFailure */.Ou)(resp.error || 'No output', used);
    const score = faithfulnessScore(resp.output, statements.length);
    if (score === undefined)
        return (0,grading_prompt/* graderFailure */.Ou)('Could not parse context-faithfulness verdicts', used);
    return ratio('Faithfulness', Math.min(1, Math.max(0, score)), threshold, used);
}
function queryVar(params, type) {
    const query = params.input.vars.query;
    (0,assertion_params/* invariant */.V1)(typeof query === 'string', `${type} assertion requires a "query" variable with the user question`);
    return query;
}
const contextRecall = async (params) => {
    const { assertion, renderedValue, input, inverse } = params;
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string', 'context-recall assertion requires a string value (expected answer or fact to verify)');
    (0,assertion_params/* invariant */.V1)(input.prompt, 'context-recall assertion requires a prompt');
    const context = await resolveContext(params, input.prompt);
    return { assertion, ...inverted(await recall(params, context, renderedValue, assertion.threshold ?? 0.5), inverse) };
};
const contextRelevance = async (params) => {
    const query = queryVar(params, 'context-relevance');
    const context = await resolveContext(params);
    return {
        assertion: params.assertion,
        ...inverted(await relevance(params, query, context, params.assertion.threshold ?? 0.5), params.inverse),
    };
};
const contextFaithfulness = async (params) => {
    const query = queryVar(params, 'context-faithfulness');
    (0,assertion_params/* invariant */.V1)(typeof params.input.output === 'string', 'context-faithfulness assertion requires string output from the provider');
    const context = await resolveContext(params);
    return {
        assertion: params.assertion,
        ...inverted(await faithfulness(params, query, context, params.assertion.threshold ?? 0.5), params.inverse),
    };
};
const CONTEXT_ASSERTIONS = {
    'context-recall': contextRecall,
    'context-relevance': contextRelevance,
    'context-faithfulness': contextFaithfulness,
};

;// CONCATENATED MODULE: ./src/promptfoo/assertions/model-graded/g-eval.ts




/**
 * `g-eval` as promptfoo 0.123.1 grades it: per criterion, one call for evaluation steps and one
 * for a 0–10 score; the score is that over 10, passing at the `threshold` (0.7). A list of criteria
 * averages them and stops at the first grader failure. `rubricPrompt: {steps, evaluate}` replaces
 * either prompt.
 */
const MAX_SCORE = 10;
const STEPS_NOT_JSON = 'LLM-proposed evaluation steps are not in JSON format';
const RESULT_NOT_JSON = 'LLM-proposed evaluation result is not in JSON format';
/** The first match of `pattern` in a grader's answer, parsed as JSON, or the failure (`notJson`) promptfoo reports. */
function parseAnswer(output, pattern, notJson, fail) {
    try {
        const match = output.match(pattern);
        if (!match)
            return { ok: false, result: fail(`${notJson}: ${output}`) };
        return { ok: true, value: JSON.parse(match[0]) };
    }
    catch (error) {
        return {
            ok: false,
            result: fail(`${notJson}: ${error.message}\n\n${output}`),
        };
    }
}
/** One grader call with the rubric prompt `key` (or its default), counting its tokens. */
async function ask(params, key, fallback, vars, used) {
    const { input } = params;
    const custom = (0,grader_selection/* options */.fF)(params).rubricPrompt;
    const chosen = custom && typeof custom === 'object' && !Array.isArray(custom) ? custom[key] : undefined;
    const prompt = (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)(chosen, fallback, input), vars, input.env);
    const resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', prompt);
    (0,grading_prompt/* addTokens */.Ox)(used, resp.tokenUsage);
    return resp;
}
/** The first call: the evaluation steps the grader proposes for `criteria`. */
async function proposeSteps(params, criteria, used, fail) {
    const resp = await ask(params, 'steps', grading_prompts/* GEVAL_STEPS_PROMPT */.r6, { criteria }, used);
    if (resp.error)
        return { ok: false, result: fail(resp.error) };
    if (!resp.output)
        return { ok: false, result: fail('G-Eval step-generation call returned no output') };
    const parsed = parseAnswer(resp.output, /\{"steps".+\}/g, STEPS_NOT_JSON, fail);
    if (!parsed.ok)
        return parsed;
    const steps = parsed.value.steps;
    if (!Array.isArray(steps))
        return { ok: false, result: fail(`G-Eval steps response has invalid or missing steps: ${JSON.stringify(steps)}`) };
    if (steps.length === 0)
        return { ok: false, result: fail('LLM does not propose any evaluation step') };
    if (!steps.every((s) => typeof s === 'string' && s.trim() !== ''))
        return { ok: false, result: fail(`G-Eval steps response contains invalid steps: ${JSON.stringify(steps)}`) };
    return { ok: true, value: steps };
}
/** The second answer's score (0–10, a number or a numeric string) and reason, checked. */
function readScore(result, fail) {
    const raw = typeof result.score === 'number'
        ? result.score
        : typeof result.score === 'string' && result.score.trim() !== ''
            ? Number(result.score)
            : NaN;
    if (!Number.isFinite(raw))
        return { ok: false, result: fail(`G-Eval result has invalid or missing score: ${JSON.stringify(result.score)}`) };
    if (raw < 0 || raw > MAX_SCORE)
        return { ok: false, result: fail(`G-Eval result score ${raw} is outside the expected 0-${MAX_SCORE} range`) };
    if (typeof result.reason !== 'string' || result.reason.trim() === '')
        return { ok: false, result: fail(`G-Eval result has invalid or missing reason: ${JSON.stringify(result.reason)}`) };
    return { ok: true, value: { raw, reason: result.reason } };
}
async function gradeCriterion(params, criteria, threshold) {
    const { input, outputString } = params;
    if (!input.prompt)
        throw new Error('No source text to estimate reply');
    const used = (0,grading_prompt/* tokens */.LU)(undefined);
    const fail = (reason) => (0,grading_prompt/* graderFailure */.Ou)(reason, used);
    const steps = await proposeSteps(params, criteria, used, fail);
    if (!steps.ok)
        return steps.result;
    const evalVars = {
        criteria,
        steps: steps.value.join('\n- '),
        maxScore: String(MAX_SCORE),
        input: (0,grading_prompt/* tryParse */.x6)(input.prompt),
        output: (0,grading_prompt/* tryParse */.x6)(outputString),
    };
    const resp = await ask(params, 'evaluate', grading_prompts/* GEVAL_EVALUATE_PROMPT */.Zc, evalVars, used);
    if (resp.error)
        return fail(resp.error);
    if (!resp.output)
        return fail('G-Eval evaluation call returned no output');
    const parsed = parseAnswer(resp.output, /\{.+\}/g, RESULT_NOT_JSON, fail);
    if (!parsed.ok)
        return parsed.result;
    const scored = readScore(parsed.value, fail);
    if (!scored.ok)
        return scored.result;
    const { raw, reason } = scored.value;
    return { pass: raw / MAX_SCORE >= threshold, score: raw / MAX_SCORE, reason, tokensUsed: used };
}
const gEval = async (params) => {
    const { assertion, renderedValue, inverse } = params;
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string' ||
        (Array.isArray(renderedValue) && renderedValue.every((v) => typeof v === 'string')), 'G-Eval assertion type must have a string or array of strings value');
    const threshold = assertion.threshold ?? 0.7;
    const criteria = Array.isArray(renderedValue) ? renderedValue : [renderedValue];
    if (criteria.length === 0)
        return {
            assertion,
            pass: false,
            score: 0,
            reason: 'G-Eval assertion requires at least one criterion string in the value array.',
        };
    const results = [];
    const used = (0,grading_prompt/* tokens */.LU)(undefined);
    for (const [i, criterion] of criteria.entries()) {
        const r = await gradeCriterion(params, criterion, threshold);
        (0,grading_prompt/* addTokens */.Ox)(used, r.tokensUsed);
        if ('graderError' in r && r.graderError) {
            const reason = Array.isArray(renderedValue)
                ? `G-Eval criterion ${i + 1}/${criteria.length} (${JSON.stringify(criterion)}) failed: ${r.reason}`
                : r.reason;
            return { assertion, pass: false, score: 0, reason, tokensUsed: used };
        }
        results.push(r);
    }
    const score = results.reduce((acc, r) => acc + r.score, 0) / results.length;
    return {
        assertion,
        pass: score >= threshold !== inverse,
        score: inverse ? 1 - score : score,
        reason: results.map((r) => r.reason).join('\n\n'),
        tokensUsed: used,
    };
};

// EXTERNAL MODULE: ./src/promptfoo/assertions/model-graded/embedding-assertions.ts
var embedding_assertions = __webpack_require__(20449);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/model-graded/model-graded-assertions.ts








/**
 * llm-rubric, model-graded-closedqa and factuality (model-graded-factuality) as promptfoo 0.123.1
 * grades them: its default prompt (or the `rubricPrompt`), one call to the grader it would choose,
 * its reading of the reply. A grader error fails the assertion with score 0 whatever `not-` says;
 * closedqa and factuality ignore `not-` as promptfoo does.
 */
const llmRubric = async (params) => {
    const { assertion, renderedValue, outputString, inverse, input } = params;
    (0,assertion_params/* invariant */.V1)(['string', 'object', 'undefined'].includes(typeof renderedValue), '"llm-rubric" assertion type must have a string or object value');
    const opts = (0,grader_selection/* options */.fF)(params);
    const vars = { ...input.vars, output: (0,grading_prompt/* tryParse */.x6)(outputString), rubric: renderedValue || '' };
    const rendered = (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)(opts.rubricPrompt, grading_prompts/* LLM_RUBRIC_PROMPT */.rA, input), vars, input.env);
    const resp = await (0,grader_selection/* callGrader */.q$)(params, 'llm-rubric', rendered);
    if (resp.error || !resp.output)
        return { ...(0,grading_prompt/* graderFailure */.Ou)(resp.error || 'No output', (0,grading_prompt/* tokens */.LU)(resp.tokenUsage)), assertion };
    let found;
    try {
        found = (0,json_assertions/* extractJsonObjects */.m)(resp.output);
    }
    catch (error) {
        return {
            ...(0,grading_prompt/* graderFailure */.Ou)(`llm-rubric produced malformed response: ${String(error)}\n\n${resp.output}`, (0,grading_prompt/* tokens */.LU)(resp.tokenUsage)),
            assertion,
        };
    }
    const parsed = found[0];
    if (!parsed || Array.isArray(parsed))
        return { ...(0,grading_prompt/* graderFailure */.Ou)('Could not extract JSON from llm-rubric response', (0,grading_prompt/* tokens */.LU)(resp.tokenUsage)), assertion };
    let pass = parsed.pass ?? true;
    if (typeof pass !== 'boolean')
        pass = /^(true|yes|pass|y)$/i.test(String(pass));
    let score = parsed.score;
    if (typeof score !== 'number')
        score = Number.isFinite(Number(score)) ? Number(score) : Number(pass);
    const threshold = assertion.threshold;
    if (typeof threshold === 'number' && Number.isFinite(threshold))
        pass = pass && score >= threshold;
    const reason = parsed.reason || (pass ? 'Grading passed' : `Score ${String(score)} below threshold ${threshold}`);
    const s = score;
    return {
        assertion,
        pass: pass !== inverse,
        score: inverse ? Math.min(1, Math.max(0, 1 - (Number.isFinite(s) ? s : 0))) : s,
        reason,
        tokensUsed: (0,grading_prompt/* tokens */.LU)(resp.tokenUsage),
    };
};
const closedQa = async (params) => {
    const { assertion, renderedValue, outputString, input } = params;
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string', 'model-graded-closedqa assertion type must have a string value');
    (0,assertion_params/* invariant */.V1)(input.prompt, 'model-graded-closedqa assertion type must have a prompt');
    const vars = { ...input.vars, input: input.prompt, criteria: renderedValue, completion: (0,grading_prompt/* tryParse */.x6)(outputString) };
    const rendered = (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)((0,grader_selection/* options */.fF)(params).rubricPrompt, grading_prompts/* CLOSED_QA_PROMPT */.Rt, input), vars, input.env);
    const resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', rendered);
    if (resp.error || !resp.output)
        return { assertion, pass: false, score: 0, reason: resp.error || 'No output', tokensUsed: (0,grading_prompt/* tokens */.LU)(resp.tokenUsage) };
    const tail = resp.output.trimEnd();
    const pass = tail.endsWith('Y');
    const reason = pass
        ? `The submission meets the criterion:\n${resp.output}`
        : tail.endsWith('N')
            ? `The submission does not meet the criterion:\n${resp.output}`
            : `Model grader produced a malformed response:\n${resp.output}`;
    return { assertion, pass, score: pass ? 1 : 0, reason, tokensUsed: (0,grading_prompt/* tokens */.LU)(resp.tokenUsage) };
};
const CATEGORY = {
    A: 'The submitted answer is a subset of the expert answer and is fully consistent with it.',
    B: 'The submitted answer is a superset of the expert answer and is fully consistent with it.',
    C: 'The submitted answer contains all the same details as the expert answer.',
    D: 'There is a disagreement between the submitted answer and the expert answer.',
    E: "The answers differ, but these differences don't matter from the perspective of factuality.",
};
/** The category and reason of a factuality reply: its JSON, else promptfoo's legacy "(A) reason" form. */
function factualityVerdict(reply) {
    const json = (0,json_assertions/* extractJsonObjects */.m)(reply)[0];
    if (json && typeof json.category === 'string' && json.category) {
        const option = json.category.trim().toUpperCase();
        if (!/^[A-E]$/.test(option))
            throw new Error(`Invalid category value: ${option}`);
        return {
            option,
            reason: (typeof json.reason === 'string' ? json.reason.trim() : '') || `Category ${option}: ${CATEGORY[option]}`,
        };
    }
    const answer = reply.match(/\s*\(?([a-eA-E])\)/);
    if (!answer)
        throw new Error(`Factuality checker output did not match expected format: ${reply}`);
    const why = reply.match(/\)\s*(.*)/s);
    return { option: answer[1].toUpperCase(), reason: why?.[1] ? why[1].trim() : reply };
}
const factuality = async (params) => {
    const { assertion, renderedValue, outputString, input } = params;
    (0,assertion_params/* invariant */.V1)(typeof renderedValue === 'string', 'factuality assertion type must have a string value');
    (0,assertion_params/* invariant */.V1)(input.prompt, 'factuality assertion type must have a prompt');
    const opts = (0,grader_selection/* options */.fF)(params);
    const vars = { ...input.vars, input: input.prompt, ideal: renderedValue, completion: (0,grading_prompt/* tryParse */.x6)(outputString) };
    const rendered = (0,grading_prompt/* renderGradingPrompt */.tY)(await (0,grading_prompt/* loadRubricPrompt */._9)(opts.rubricPrompt, grading_prompts/* FACTUALITY_PROMPT */.Mr, input), vars, input.env);
    const resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', rendered);
    const used = (0,grading_prompt/* tokens */.LU)(resp.tokenUsage);
    if (resp.error || !resp.output)
        return { assertion, pass: false, score: 0, reason: resp.error || 'No output', tokensUsed: used };
    let verdict;
    try {
        verdict = factualityVerdict(resp.output);
    }
    catch (error) {
        return { assertion, pass: false, score: 0, reason: error.message, tokensUsed: used };
    }
    const given = (opts.factuality ?? {});
    const scores = {
        A: given.subset ?? 1,
        B: given.superset ?? 1,
        C: given.agree ?? 1,
        D: given.disagree ?? 0,
        E: given.differButFactual ?? 1,
    };
    const pass = (scores[verdict.option] ?? 0) > 0;
    return { assertion, pass, score: scores[verdict.option] ?? (pass ? 1 : 0), reason: verdict.reason, tokensUsed: used };
};
const MODEL_GRADED_ASSERTIONS = {
    'llm-rubric': llmRubric,
    'model-graded-closedqa': closedQa,
    factuality,
    'model-graded-factuality': factuality,
    'g-eval': gEval,
    ...CONTEXT_ASSERTIONS,
    ...embedding_assertions/* EMBEDDING_ASSERTIONS */.W,
};


/***/ }),

/***/ 80461:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ runInlinePython),
/* harmony export */   gj: () => (/* binding */ runPythonFunction)
/* harmony export */ });
/* unused harmony exports pythonEnv, pythonScript */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _process_host_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(44059);
/* harmony import */ var _process_run_process_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25820);




/**
 * Calls one function of a Python file in a real `python3` child process, as promptfoo's python
 * assertions do: the arguments go in as JSON on stdin, the function's return value comes back as
 * JSON. The user's prints go to stderr so they cannot corrupt the answer. The child gets a minimal
 * environment (PATH, HOME, locale, PYTHONPATH, VIRTUAL_ENV), never the run's secrets.
 * `PROMPTFOO_PYTHON` names another interpreter, as in promptfoo.
 */
const WRAPPER = `
import importlib.util, json, os, sys
script, name = sys.argv[1], sys.argv[2]
args = json.loads(sys.stdin.read())
answer = sys.stdout
sys.stdout = sys.stderr
sys.path.insert(0, os.path.dirname(script))
spec = importlib.util.spec_from_file_location("promptfoo_assertion", script)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
if not hasattr(module, name):
    raise AttributeError("%s has no function %s" % (script, name))
result = getattr(module, name)(*args)
answer.write(json.dumps({"result": result}))
answer.flush()
`;
const PASSED_ENV = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'LC_CTYPE', 'PYTHONPATH', 'VIRTUAL_ENV', 'TMPDIR', 'SYSTEMROOT'];
function pythonEnv(env) {
    const out = { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' };
    for (const key of PASSED_ENV)
        if (env[key] !== undefined)
            out[key] = env[key];
    return out;
}
async function runPythonFunction(file, fn, args, input) {
    const python = input.env.PROMPTFOO_PYTHON || 'python3';
    let result;
    try {
        result = await (0,_process_run_process_js__WEBPACK_IMPORTED_MODULE_3__/* .runProcess */ .R3)({
            file: python,
            args: ['-c', WRAPPER, file, fn],
            cwd: input.configDir,
            env: pythonEnv(input.env),
            stdin: JSON.stringify(args),
            signal: input.signal,
            what: `python assertion ${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}`,
        });
    }
    catch (error) {
        throw new Error(`Error running Python script: ${error.message}`);
    }
    if (result.exitCode !== 0) {
        const tail = result.stderr.trim().split('\n').slice(-3).join('\n');
        throw new Error(`Error running Python script: ${tail || `exit code ${result.exitCode}`}`);
    }
    try {
        return JSON.parse(result.stdout).result;
    }
    catch (error) {
        throw new Error(`Invalid JSON returned by Python script: ${error.message}`);
    }
}
/** Inline python (`value:` an expression or a function body) run as promptfoo wraps it: `main(output, context)`. */
function pythonScript(code) {
    const multiline = code.includes('\n');
    const indent = multiline ? (code.match(/^(?!\s*$)\s+/m)?.[0] ?? '    ') : '    ';
    const body = multiline
        ? code
            .split('\n')
            .map((line) => `${indent}${line}`)
            .join('\n')
        : `    return ${code}`;
    return `import json\n\ndef main(output, context):\n${body}\n`;
}
async function runInlinePython(code, args, input) {
    return (0,_process_host_js__WEBPACK_IMPORTED_MODULE_2__/* .withTempDir */ .E)('agentv-pf-python-', async (dir) => {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, 'assertion.py');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(file, pythonScript(code));
        return runPythonFunction(file, 'main', args, input);
    });
}


/***/ }),

/***/ 64564:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wh: () => (/* binding */ COMPARE_TYPES),
  Ty: () => (/* binding */ runAssertions),
  _d: () => (/* binding */ validateAssertions)
});

// UNUSED EXPORTS: runAssertion, supportedAssertionTypes

// EXTERNAL MODULE: ./node_modules/p-limit/index.js + 1 modules
var p_limit = __webpack_require__(70370);
// EXTERNAL MODULE: ./src/errors/config-error.ts
var config_error = __webpack_require__(21126);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-params.ts
var assertion_params = __webpack_require__(58265);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-registry.ts + 8 modules
var assertion_registry = __webpack_require__(23343);
// EXTERNAL MODULE: ./src/promptfoo/assertions/agentv5-assertions.ts
var agentv5_assertions = __webpack_require__(7686);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/assertions-result.ts
/**
 * How promptfoo 0.123.1 combines component results into one (its AssertionsResult): the score is
 * the weighted mean (weight 1 unless given; 0 when the weights sum to 0); without a threshold the
 * whole passes when every component passed, with one (test `threshold`, or an `assert-set`'s) it
 * passes when the score reaches it. Named scores are weighted means per `metric`, and a
 * component's own named scores (an assert-set's, a script's) count under their names too.
 */
class AssertionsResult {
    threshold;
    set;
    totalScore = 0;
    totalWeight = 0;
    failedReason;
    components = [];
    named = {};
    namedWeights = {};
    tokens = { total: 0, prompt: 0, completion: 0, cached: 0 };
    constructor(threshold, set) {
        this.threshold = threshold;
        this.set = set;
    }
    add(index, result, metric, weight = 1) {
        this.totalScore += result.score * weight;
        this.totalWeight += weight;
        this.components[index] = result;
        if (metric) {
            this.named[metric] = (this.named[metric] ?? 0) + result.score * weight;
            this.namedWeights[metric] = (this.namedWeights[metric] ?? 0) + weight;
        }
        const innerWeights = result.namedScoreWeights;
        for (const [name, score] of Object.entries(result.namedScores ?? {})) {
            if (name === metric)
                continue;
            const w = (innerWeights?.[name] ?? 1) * weight;
            this.named[name] = (this.named[name] ?? 0) + score * w;
            this.namedWeights[name] = (this.namedWeights[name] ?? 0) + w;
        }
        const used = result.tokensUsed;
        if (used) {
            this.tokens.total += used.total ?? 0;
            this.tokens.prompt += used.prompt ?? 0;
            this.tokens.completion += used.completion ?? 0;
            this.tokens.cached += used.cached ?? 0;
        }
        if (!result.pass)
            this.failedReason = result.reason;
    }
    result() {
        const score = this.totalWeight > 0 ? this.totalScore / this.totalWeight : 0;
        let pass = !this.failedReason;
        let reason = this.failedReason ?? 'All assertions passed';
        if (typeof this.threshold === 'number' && !Number.isNaN(this.threshold)) {
            pass = score >= this.threshold;
            reason = `Aggregate score ${score.toFixed(2)} ${pass ? '≥' : '<'} ${this.threshold} threshold`;
        }
        const namedScores = {};
        for (const [name, total] of Object.entries(this.named)) {
            const w = this.namedWeights[name] ?? 0;
            namedScores[name] = w > 0 ? total / w : 0;
        }
        const out = {
            pass,
            score,
            reason,
            namedScores,
            tokensUsed: { ...this.tokens },
            // Skipped indexes (a comparison, graded later) leave no hole.
            componentResults: this.components.filter((c) => c !== undefined),
        };
        if (Object.keys(this.namedWeights).length > 0)
            out.namedScoreWeights = { ...this.namedWeights };
        if (this.set)
            out.assertion = this.set;
        return out;
    }
}

// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-transform.ts
var assertion_transform = __webpack_require__(18059);
// EXTERNAL MODULE: ./src/engine/provider-pipeline/usage-meter.ts
var usage_meter = __webpack_require__(30964);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-value.ts
var assertion_value = __webpack_require__(20138);
// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
// EXTERNAL MODULE: ./src/config/near-key.ts
var near_key = __webpack_require__(10824);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/run-assertions.ts











/**
 * A test's `assert:` list graded as promptfoo 0.123.1 grades it (runAssertions): every assertion
 * (three at a time), each `assert-set`'s members into the set's own result (its `threshold`), the
 * sets and the rest into the test's result (the test `threshold`), weighted by `weight`, named
 * scores by `metric` (a nunjucks template over the vars). A `weight: 0` assertion always passes.
 *
 * Rejects (the whole result is then an error: not passed, score 0, as promptfoo's row) when an
 * assertion cannot grade at all: a value of the wrong shape, `latency` of a cached answer, `cost`
 * without a price, a transform that throws.
 */
async function runAssertions(asserts, input, testThreshold) {
    if (asserts.length === 0)
        return { pass: true, score: 1, reason: 'No assertions', tokensUsed: { total: 0, prompt: 0, completion: 0 } };
    const main = new AssertionsResult(testThreshold);
    const sets = [];
    const jobs = [];
    asserts.forEach((assertion, i) => {
        // Graded against the test's other outputs once all are in (compare-outputs.ts), as promptfoo does.
        if (COMPARE_TYPES.has(assertion.type))
            return;
        if (assertion.type !== 'assert-set') {
            jobs.push({ assertion, into: main, index: i });
            return;
        }
        const result = new AssertionsResult(assertion.threshold, assertion);
        sets.push({ set: assertion, index: i, result });
        (assertion.assert ?? []).forEach((member, j) => {
            jobs.push({ assertion: member, into: result, index: j });
        });
    });
    const limit = (0,p_limit/* default */.A)(3);
    // Every started assertion finishes before a failure (a grader refused by the budget) is passed on.
    await (0,usage_meter/* allSettledFirst */.VQ)(jobs.map(({ assertion, into, index }) => limit(async () => {
        const result = await runAssertion(assertion, input);
        into.add(index, result, metricName(assertion.metric, input), assertion.weight);
    })));
    for (const { set, index, result } of sets)
        main.add(index, result.result(), metricName(set.metric, input), set.weight);
    return main.result();
}
function metricName(metric, input) {
    if (!metric)
        return metric;
    try {
        return (0,assertion_value/* renderTemplate */.Xm)(metric, input.vars, input.env);
    }
    catch {
        return metric;
    }
}
const SCRIPT_TYPES = new Set(['javascript', 'python']);
/** promptfoo's assertions that compare every output of a test (prompts × providers) once all are in. */
const COMPARE_TYPES = new Set(['select-best', 'max-score']);
/** One assertion's result (promptfoo's runAssertion). */
async function runAssertion(assertion, input) {
    const inverse = assertion.type.startsWith('not-');
    const baseType = inverse ? assertion.type.slice(4) : assertion.type;
    const output = assertion.transform
        ? await (0,assertion_transform/* applyAssertionTransform */.t)(assertion.transform, input.output, input)
        : input.output;
    const context = scriptContext(assertion, input);
    const ready = await (0,assertion_value/* readyValue */.RQ)(assertion, output, context, input);
    if (ready.failed)
        return ready.failed;
    let renderedValue = ready.renderedValue;
    const fromScript = ready.valueFromScript;
    if (fromScript !== undefined && !SCRIPT_TYPES.has(baseType)) {
        if (typeof fromScript === 'function' ||
            typeof fromScript === 'boolean' ||
            ((0,is_record/* isRecord */.u)(fromScript) && 'pass' in fromScript)) {
            const returned = typeof fromScript === 'object' ? 'GradingResult' : typeof fromScript;
            const returnedPlural = typeof fromScript === 'object' ? 'GradingResult objects' : `${typeof fromScript} values`;
            throw new Error(`Script for "${assertion.type}" assertion returned a ${returned}. Only javascript/python/ruby ` +
                `assertion types can return ${returnedPlural}. ` +
                'For other assertion types, return the expected value (string, number, array, or object).');
        }
        renderedValue = fromScript;
    }
    if (baseType === 'assert-set')
        return runSet(assertion, input);
    const handler = (input.dialect === 'agentv5' ? agentv5_assertions/* AGENTV5_ASSERTIONS */.l[baseType] : undefined) ?? assertion_registry/* ASSERTION_HANDLERS */.XX[baseType];
    if (!handler)
        throw new Error(`Unknown assertion type: ${assertion.type}`);
    const params = {
        assertion,
        baseType,
        inverse,
        renderedValue,
        valueFromScript: fromScript,
        output,
        outputString: (0,assertion_params/* coerceString */.rR)(output),
        context,
        input,
    };
    const result = await handler(params);
    return assertion.weight === 0 ? { ...result, pass: true } : result;
}
/** An assert-set inside a set (AgentV 5): its members into its own result, as a top-level set's. */
async function runSet(set, input) {
    const result = new AssertionsResult(set.threshold, set);
    const members = set.assert ?? [];
    const results = await Promise.all(members.map((member) => runAssertion(member, input)));
    results.forEach((r, j) => {
        result.add(j, r, metricName(members[j].metric, input), members[j].weight);
    });
    return result.result();
}
/** The `context` promptfoo hands javascript and python assertions. */
function scriptContext(assertion, input) {
    const provider = input.provider
        ? {
            ...input.provider,
            id: () => input.provider.id,
            toJSON: () => ({ id: input.provider.id, label: input.provider.label }),
        }
        : undefined;
    return {
        prompt: input.prompt,
        vars: input.vars,
        test: { ...input.test, vars: input.vars },
        logProbs: input.logProbs,
        provider,
        providerResponse: {
            output: input.output,
            cost: input.cost,
            finishReason: input.finishReason,
            tokenUsage: input.tokenUsage,
            logProbs: input.logProbs,
            ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        ...(assertion.config ? { config: structuredClone(assertion.config) } : {}),
        ...(input.metadata ? { metadata: input.metadata } : {}),
    };
}
/** The types we grade, for the README and for load-time checks. */
function supportedAssertionTypes() {
    return ['assert-set', ...COMPARE_TYPES, ...Object.keys(assertion_registry/* ASSERTION_HANDLERS */.XX)].sort();
}
/**
 * Refuses at load, naming the place, a list we could not grade as promptfoo does: an unknown or
 * refused type, an assertion without `type`, an `assert-set` without members or nested in another.
 */
function validateAssertions(asserts, where, nested = false, dialect) {
    if (!Array.isArray(asserts))
        throw new config_error/* ConfigError */.xL('`assert` must be a list of assertions', where, 'write `assert:` as a YAML list of `- type: …` entries');
    asserts.forEach((raw, i) => {
        const at = { ...where, path: `${where.path ?? 'assert'}[${i}]` };
        const a = raw;
        if (typeof a !== 'object' || a === null || typeof a.type !== 'string')
            throw new config_error/* ConfigError */.xL('an assertion without a `type`', at, 'give each assertion a `type:` such as contains, equals, javascript or llm-rubric');
        if (a.type === 'assert-set') {
            if (nested && dialect !== 'agentv5')
                throw new config_error/* ConfigError */.xL('an assert-set inside an assert-set', at, 'list the inner assertions in the outer set');
            if (!Array.isArray(a.assert) || a.assert.length === 0)
                throw new config_error/* ConfigError */.xL('an assert-set without assertions', at, 'list its members under `assert:`');
            validateAssertions(a.assert, { ...where, path: `${at.path}.assert` }, true, dialect);
            return;
        }
        const compared = a.type.replace(/^not-/, '');
        if (COMPARE_TYPES.has(compared)) {
            if (a.type !== compared)
                throw new config_error/* ConfigError */.xL(`"${a.type}" is not an assertion promptfoo grades`, at, `write ${compared}`);
            if (nested)
                throw new config_error/* ConfigError */.xL(`${a.type} inside an assert-set: promptfoo compares outputs only by a test's own ${a.type}`, at, "move it to the test's assert list");
            if (a.type === 'select-best' && typeof a.value !== 'string')
                throw new config_error/* ConfigError */.xL('select-best without criteria', at, 'write the criteria as its value: (a string)');
            return;
        }
        const base = a.type.startsWith('not-') ? a.type.slice(4) : a.type;
        const refused = assertion_registry/* REFUSED_ASSERTIONS */.Tr[base];
        if (refused)
            throw new config_error/* ConfigError */.xL(`assertion type "${a.type}" is not supported: ${refused}`, at, 'remove it or replace it with a supported type');
        if (!assertion_registry/* ASSERTION_HANDLERS */.XX[base] && !(dialect === 'agentv5' && agentv5_assertions/* AGENTV5_ASSERTIONS */.l[base])) {
            const near = (0,near_key/* nearKey */.O)(base, supportedAssertionTypes());
            const negation = a.type.slice(0, a.type.length - base.length);
            const hint = near ? ` (did you mean "${negation}${near}"?)` : '';
            throw new config_error/* ConfigError */.xL(`unknown assertion type "${a.type}"${hint}`, at, `use one of promptfoo's types we grade: ${supportedAssertionTypes().join(', ')}`);
        }
        if (typeof a.value === 'string' && a.value.startsWith('package:')) {
            throw new config_error/* ConfigError */.xL(`assertion "${a.type}" names an npm package function (${a.value}), which we do not load`, at, 'export the function from a .js file of the config and use file://that.js:function');
        }
    });
}


/***/ }),

/***/ 24659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  At: () => (/* binding */ buildCases),
  S9: () => (/* binding */ chatOf),
  rd: () => (/* binding */ readsConversation),
  LQ: () => (/* binding */ turnOf)
});

// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(33243);
// EXTERNAL MODULE: ./src/promptfoo/expand-tests.ts
var expand_tests = __webpack_require__(55264);
// EXTERNAL MODULE: ./src/config/evaluator-kinds.ts + 7 modules
var evaluator_kinds = __webpack_require__(83783);
;// CONCATENATED MODULE: ./src/promptfoo/promptfoo-cases.ts

/**
 * The cases of a promptfoo config: one per result (test × provider × prompt), each with its own
 * prompt id. Built whole at load (a config's tests are rendered once, as promptfoo renders them),
 * but for a prompt reading `_conversation`, rendered again when its case runs.
 */
class PromptfooCases {
    cases;
    promptIds;
    groups;
    rebuilt;
    constructor(cases, promptIds, 
    /** Each case's compare group: its test, when the test has select-best or max-score. */
    groups = [], 
    /** Cases built again when they run: a prompt reading `_conversation` is rendered with the turns so far. */
    rebuilt = []) {
        this.cases = cases;
        this.promptIds = promptIds;
        this.groups = groups;
        this.rebuilt = rebuilt;
    }
    compareGroup(index) {
        return this.groups[index];
    }
    get count() {
        return this.cases.length;
    }
    id(index) {
        return this.cases[index].id;
    }
    line(index) {
        return this.cases[index].line;
    }
    targetName(index) {
        return this.cases[index].targetName;
    }
    promptId(index) {
        return this.promptIds[index];
    }
    judgeTargets() {
        return this.cases.flatMap((evalCase, index) => (0,evaluator_kinds/* judgeTargetsOf */.XO)(evalCase.evaluators ?? []).map(({ config, name }) => ({
            index,
            evaluator: config.name,
            target: name,
        })));
    }
    usesTargetJudge(index) {
        const evaluators = this.cases[index].evaluators;
        return evaluators === undefined ? undefined : (0,evaluator_kinds/* usesTargetJudge */.Z3)(evaluators);
    }
    tags(index) {
        return this.cases[index].tags ?? [];
    }
    metadata(index) {
        return this.cases[index].metadata;
    }
    async load(index) {
        const rebuild = this.rebuilt[index];
        return rebuild ? rebuild() : this.cases[index];
    }
}

// EXTERNAL MODULE: ./src/promptfoo/render-prompt.ts
var render_prompt = __webpack_require__(10255);
// EXTERNAL MODULE: ./src/promptfoo/assertions/run-assertions.ts + 1 modules
var run_assertions = __webpack_require__(64564);
// EXTERNAL MODULE: ./src/promptfoo/nunjucks-env.ts
var nunjucks_env = __webpack_require__(67425);
// EXTERNAL MODULE: ./src/promptfoo/refuse.ts
var refuse = __webpack_require__(34156);
;// CONCATENATED MODULE: ./src/promptfoo/build-cases.ts







/**
 * One case per promptfoo result, in promptfoo's order: test (each var combination), provider,
 * prompt. Its id is the test's `id` or `test-<n>`; its prompt id `prompt-<k>@<provider target>`,
 * stable while the config keeps its order, so runs compare case by case.
 */
async function buildCases(inputs) {
    const cases = [];
    const promptIds = [];
    const groups = [];
    const rebuilt = [];
    const conversations = new Map();
    for (const test of inputs.tests) {
        const compared = comparedBy(test, inputs.configFile);
        const group = compared === undefined ? undefined : `test ${test.index}`;
        const before = cases.length;
        for (const column of inputs.columns) {
            const { provider, target } = column;
            if (provider && !(0,expand_tests/* allowedBy */.Q)(test.providers, [provider.label, provider.id]))
                continue;
            for (const [k, prompt] of inputs.prompts.entries()) {
                if (!(0,expand_tests/* promptAllowed */.bP)(test.prompts, prompt) || !(0,expand_tests/* promptAllowed */.bP)(provider?.prompts, prompt))
                    continue;
                const turns = conversationOf(test, column, prompt, k, inputs, conversations);
                const build = async () => {
                    // A test with `options.disableConversationVar` adds its turn but is not sent the others.
                    // The prompt is rendered with the turns so far; its assertions see the live list, which
                    // holds the case's own turn once it answered (promptfoo hands them the same array).
                    const sees = turns && test.options.disableConversationVar !== true;
                    const sent = sees ? { ...test, vars: { ...test.vars, _conversation: [...turns] } } : test;
                    const rendered = await renderFor(sent, column, prompt, inputs);
                    const graded = sees ? { ...test, vars: { ...test.vars, _conversation: turns } } : test;
                    return caseOf(graded, column, prompt, rendered, inputs, turns);
                };
                cases.push(await build());
                rebuilt.push(turns ? build : undefined);
                promptIds.push(`prompt-${k + 1}@${target}`);
                groups.push(group);
            }
        }
        if (group !== undefined && cases.length - before < 2)
            (0,refuse/* refuse */.T)(test.place?.file ?? inputs.configFile, `test ${test.description ?? `test-${test.index + 1}`} has ${compared} but ${cases.length - before} output: ` +
                'it compares the outputs of the test across its prompts and providers (promptfoo stops the eval here)', 'give the config a second prompt or provider, or remove the assertion', test.place?.line);
    }
    return new PromptfooCases(cases, promptIds, groups, rebuilt);
}
/**
 * The turns of a case's conversation (promptfoo's `_conversation`, shared by the cases of its
 * provider, prompt and `metadata.conversationId`, in run order), when its prompt reads it; else
 * undefined.
 */
function conversationOf(test, column, prompt, promptIndex, inputs, conversations) {
    if (!inputs.conversation)
        return undefined;
    if (!readsConversation(prompt.raw))
        return undefined;
    const key = JSON.stringify([column.target, promptIndex, test.metadata.conversationId]);
    const turns = conversations.get(key) ?? [];
    conversations.set(key, turns);
    return turns;
}
/**
 * One turn of `_conversation` as promptfoo keeps it: the prompt sent (parsed when it is JSON), its
 * input (a chat's last message's content), the output ('' for none) and the answer's metadata.
 */
function turnOf(prompt, output, metadata) {
    let json;
    try {
        json = JSON.parse(prompt);
    }
    catch {
        // Plain text.
    }
    const last = Array.isArray(json) ? json[json.length - 1] : undefined;
    return { prompt: json || prompt, input: last?.content || last || json || prompt, output: output || '', metadata };
}
/** The vars a record lists: `_conversation` left out (it grows with every turn). */
function withoutConversation(vars) {
    if (!('_conversation' in vars))
        return vars;
    const { _conversation: _turns, ...rest } = vars;
    return rest;
}
/** Whether a prompt's template reads `_conversation`. */
function readsConversation(raw) {
    return (0,nunjucks_env/* templateVariables */.Qp)(raw).some((name) => /^_conversation\b/.test(name));
}
/**
 * The comparison a test's outputs are graded by once all are in (promptfoo's select-best, then
 * max-score; its first of each), named for the record; undefined when it has none. max-score
 * without another assertion to score by is refused, as promptfoo fails the eval on it.
 */
function comparedBy(test, configFile) {
    const types = test.assert.map((a) => a.type).filter((type) => run_assertions/* COMPARE_TYPES */.Wh.has(type));
    if (types.length === 0)
        return undefined;
    if (types.includes('max-score') && !test.assert.some((a) => !run_assertions/* COMPARE_TYPES */.Wh.has(a.type)))
        (0,refuse/* refuse */.T)(test.place?.file ?? configFile, `test ${test.description ?? `test-${test.index + 1}`} has max-score but no other assertion to score ` +
            'its outputs by', 'add the assertions whose scores max-score compares (e.g. contains, javascript, llm-rubric)', test.place?.line);
    return [...new Set(types)].join(' and ');
}
/** The provider as prompts and assertions see it: its id (the target's name without one) and label. */
function providerInfo({ provider, target }) {
    return { id: provider?.id ?? target, ...(provider?.label ? { label: provider.label } : {}) };
}
/** The prompt rendered for one test and column, with the test's prefix and suffix around it. */
function renderFor(test, column, prompt, inputs) {
    const prefix = typeof test.options.prefix === 'string' ? test.options.prefix : '';
    const suffix = typeof test.options.suffix === 'string' ? test.options.suffix : '';
    return (0,render_prompt/* renderPrompt */.n)({ ...prompt, raw: prefix + prompt.raw + suffix }, structuredClone(test.vars), {
        nunjucks: inputs.engine,
        configDir: inputs.configDir,
        provider: providerInfo(column),
        env: inputs.env,
        agentv5: inputs.agentv5,
        guard: inputs.guard,
    });
}
/** The case of one test, column and prompt: its rendered chat, its labels, and the test to grade it by. */
function caseOf(test, column, prompt, rendered, inputs, conversation) {
    const { provider, target } = column;
    return {
        id: test.id ?? `test-${test.index + 1}`,
        line: test.place?.line ?? 1,
        ...(test.place?.file ? { file: test.place.file } : {}),
        expectedOutcome: expectedText(test.vars.expected_output) ?? test.description ?? '',
        inputMessages: chatOf(rendered),
        rawPrompt: rendered,
        guidelineFiles: [],
        inputFiles: [],
        targetName: target,
        recordLabels: {
            ...(test.description !== undefined ? { description: test.description } : {}),
            prompt_label: prompt.label,
            provider_label: provider?.label || provider?.id || target,
            provider_id: provider?.id ?? target,
            vars: withoutConversation(test.vars),
        },
        providerContext: { vars: test.vars, prompt: { raw: prompt.raw, label: prompt.label } },
        ...(Object.keys(test.metadata).length > 0 ? { metadata: test.metadata } : {}),
        evaluators: [promptfooEvaluator(test, column, rendered, inputs, conversation)],
    };
}
/** The one evaluator of a case: the test's assertions, vars and options, with the provider and graders they call. */
function promptfooEvaluator(test, column, rendered, inputs, conversation) {
    const { provider } = column;
    return {
        type: 'promptfoo',
        name: 'promptfoo',
        weight: 1,
        test: {
            asserts: test.assert,
            vars: test.vars,
            ...(test.description !== undefined ? { description: test.description } : {}),
            ...(test.threshold !== undefined ? { threshold: test.threshold } : {}),
            metadata: test.metadata,
            options: test.options,
            prompt: rendered,
            provider: {
                ...providerInfo(column),
                ...(provider ? { config: provider.config } : {}),
                ...(provider?.transform ? { transform: provider.transform } : {}),
            },
            configDir: inputs.configDir,
            rootRule: inputs.rootRule,
            graders: inputs.graders,
            ...(inputs.agentv5 ? { dialect: 'agentv5' } : {}),
            ...(conversation ? { conversation } : {}),
        },
    };
}
/** `vars.expected_output` as text: a string, or the last message's content of a message list (AgentV 5). */
function expectedText(value) {
    if (typeof value === 'string')
        return value;
    const last = Array.isArray(value) ? value[value.length - 1] : undefined;
    return typeof last?.content === 'string' ? last.content : undefined;
}
/**
 * A rendered prompt as the conversation a chat provider is sent, as promptfoo's parseChatPrompt
 * reads it: text starting `- role:` is a YAML list of messages, else a JSON list of messages is
 * taken as it is; anything else is one user turn.
 */
function chatOf(rendered) {
    let parsed;
    try {
        parsed = rendered.trim().startsWith('- role:') ? js_yaml/* default.load */.Ay.load(rendered) : JSON.parse(rendered);
    }
    catch {
        // Plain text.
    }
    if (Array.isArray(parsed) &&
        parsed.length > 0 &&
        parsed.every((m) => m !== null && typeof m === 'object' && typeof m.role === 'string')) {
        return parsed.map((m) => ({
            role: m.role,
            content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''),
        }));
    }
    return [{ role: 'user', content: rendered }];
}


/***/ }),

/***/ 19303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ callPython)
/* harmony export */ });
/* harmony import */ var _assertions_python_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80461);

/**
 * A Python function of the config (a var loader, a prompt function, a test generator) called in a
 * `python3` child process the way python assertions call theirs: JSON arguments in, JSON back, a
 * minimal environment (never the run's secrets).
 */
function callPython(file, fn, args, options) {
    // The runner reads only these three fields of an assertion's input.
    const input = {
        env: options.env,
        configDir: options.cwd,
        signal: options.signal ?? new AbortController().signal,
    };
    return (0,_assertions_python_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .runPythonFunction */ .gj)(file, fn, args, input);
}


/***/ }),

/***/ 55264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FA: () => (/* binding */ DEFAULT_MAX_CASES),
/* harmony export */   Q: () => (/* binding */ allowedBy),
/* harmony export */   bP: () => (/* binding */ promptAllowed),
/* harmony export */   k: () => (/* binding */ expandTests)
/* harmony export */ });
/* unused harmony exports varCombinations, combinationCount */
/* harmony import */ var _config_is_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78608);
/* harmony import */ var _test_place_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72162);


/** The most cases a config's tests may expand to unless `--max-cases` says otherwise. */
const DEFAULT_MAX_CASES = 10_000;
/**
 * Tests as promptfoo 0.123.1's evaluator builds them: no tests and no scenarios is one empty test;
 * each scenario's `config` entry × its tests is a test (scenario data, then the test, over
 * defaultTest); defaultTest's vars, options and metadata are under each test's, its asserts before
 * them (unless `options.disableDefaultAsserts`); list vars of strings expand into one test per
 * combination, in the order of the keys. The combinations are counted first, and a config over
 * `limit` is refused before one is made; they are then made one at a time as the result is
 * iterated (each iteration anew), so memory holds the cases built from them, not a list of all.
 */
function expandTests(tests, defaultTest, scenarios, fileVars = new Map(), limit) {
    const all = tests.length > 0 ? [...tests] : scenarios.length > 0 ? [] : [{}];
    let scenarioIndex = 0;
    for (const scenario of scenarios) {
        for (const data of asList(scenario.config)) {
            for (const test of asList(scenario.tests).length > 0 ? asList(scenario.tests) : [{}])
                all.push(mergeScenarioTest(defaultTest, data, test, scenarioIndex));
            scenarioIndex++;
        }
    }
    const plans = all.map((test) => planOf(test, defaultTest));
    let total = 0n;
    plans.forEach((plan, i) => {
        const count = BigInt(plan.repeat) * (plan.expand ? combinationCount(plan.vars, fileVars) : 1n);
        total += count;
        if (limit && total > BigInt(limit.max))
            limit.refuse(i, count, total);
    });
    return {
        *[Symbol.iterator]() {
            let index = 0;
            for (const { test, vars, expand, ...fields } of plans)
                for (let r = 0; r < fields.repeat; r++)
                    for (const combination of expand ? varCombinations(vars, fileVars) : [vars])
                        yield {
                            index: index++,
                            ...(typeof test.id === 'string' || typeof test.id === 'number' ? { id: String(test.id) } : {}),
                            ...(typeof test.description === 'string' ? { description: test.description } : {}),
                            ...fields,
                            ...((0,_test_place_js__WEBPACK_IMPORTED_MODULE_0__/* .placeOf */ .$)(test) ? { place: (0,_test_place_js__WEBPACK_IMPORTED_MODULE_0__/* .placeOf */ .$)(test) } : {}),
                            vars: combination,
                        };
        },
    };
}
/** What every case of one written test shares: defaultTest under it, its options, asserts and filters. */
function planOf(test, defaultTest) {
    const options = { ...record(defaultTest.options), ...record(test.options) };
    // promptfoo grades with defaultTest.provider when no options.provider names a grader.
    if (options.provider === undefined && defaultTest.provider !== undefined)
        options.provider = defaultTest.provider;
    const assert = [
        ...(options.disableDefaultAsserts === true ? [] : asList(defaultTest.assert)),
        ...asList(test.assert),
    ];
    const threshold = typeof test.threshold === 'number'
        ? test.threshold
        : typeof defaultTest.threshold === 'number'
            ? defaultTest.threshold
            : undefined;
    const prompts = stringList(test.prompts ?? defaultTest.prompts);
    const providers = stringList(test.providers ?? defaultTest.providers);
    return {
        test,
        vars: { ...record(defaultTest.vars), ...record(test.vars) },
        expand: options.disableVarExpansion !== true,
        assert,
        ...(threshold !== undefined ? { threshold } : {}),
        options,
        metadata: { ...record(defaultTest.metadata), ...record(test.metadata) },
        ...(prompts ? { prompts } : {}),
        ...(providers ? { providers } : {}),
        repeat: typeof options.repeat === 'number' && options.repeat >= 1 ? Math.floor(options.repeat) : 1,
    };
}
function mergeScenarioTest(defaultTest, data, test, scenarioIndex) {
    const metadata = {
        ...record(defaultTest.metadata),
        ...record(data.metadata),
        ...record(test.metadata),
    };
    metadata.conversationId ??= `__scenario_${scenarioIndex}__`;
    return {
        ...defaultTest,
        ...data,
        ...test,
        vars: { ...record(defaultTest.vars), ...record(data.vars), ...record(test.vars) },
        options: { ...record(defaultTest.options), ...record(data.options), ...record(test.options) },
        assert: [...asList(data.assert), ...asList(test.assert)],
        metadata,
    };
}
/**
 * promptfoo's `generateVarCombinations`: a list of strings is one value each; any other list is one
 * value; a `file://` var is one value per file its glob matches (`fileVars`, globbed by the loader).
 * Made one at a time, the first key varying slowest, as promptfoo orders them.
 */
function* varCombinations(vars, fileVars = new Map()) {
    const keys = Object.entries(vars).map(([key, value]) => [key, valuesOf(value, fileVars)]);
    const combine = function* (at, partial) {
        if (at === keys.length) {
            yield { ...partial };
            return;
        }
        const [key, values] = keys[at];
        for (const value of values)
            yield* combine(at + 1, { ...partial, [key]: value });
    };
    yield* combine(0, {});
}
/** How many combinations {@link varCombinations} makes, without making them. */
function combinationCount(vars, fileVars) {
    return Object.values(vars).reduce((n, value) => n * BigInt(valuesOf(value, fileVars).length), 1n);
}
function valuesOf(value, fileVars) {
    const globbed = typeof value === 'string' ? fileVars.get(value) : undefined;
    return globbed ?? (Array.isArray(value) && typeof value[0] === 'string' ? value : [value]);
}
/** Whether a test's `prompts:`/`providers:` filter lets `names` (label, id) through (`*` matches any tail). */
function allowedBy(filter, names) {
    if (!filter)
        return true;
    return filter.some((entry) => names.some((name) => name !== undefined && (entry === name || (entry.endsWith('*') && name.startsWith(entry.slice(0, -1))))));
}
/**
 * Whether a `prompts:` filter (a test's or a provider's) lets a prompt through, as promptfoo's
 * doesPromptRefMatch: its label or id, `x*` any tail, `x` the group `x:…`; an empty list none.
 */
function promptAllowed(filter, prompt) {
    if (!filter)
        return true;
    const names = prompt.id ? [prompt.label, prompt.id] : [prompt.label];
    return filter.some((ref) => names.some((name) => name === ref || (ref.endsWith('*') && name.startsWith(ref.slice(0, -1))) || name.startsWith(`${ref}:`)));
}
function asList(value) {
    return Array.isArray(value) ? value.filter((v) => (0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(v)) : [];
}
function record(value) {
    return (0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value) ? value : {};
}
function stringList(value) {
    if (typeof value === 'string')
        return [value];
    return Array.isArray(value) ? value.map(String) : undefined;
}


/***/ }),

/***/ 53156:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ globFiles),
/* harmony export */   f: () => (/* binding */ isGlob)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var minimatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(91138);



/** Whether `pattern` is a glob (`*`, `?`, `[…]`, `{a,b}`), as glob's hasMagic tells, rather than one path. */
function isGlob(pattern) {
    return /[*?]|\[[^\]]+\]|\{[^}]*(,|\.\.)[^}]*\}/.test(pattern);
}
/**
 * Files matching `pattern` relative to `baseDir`, as paths relative to `baseDir` (forward slashes),
 * sorted so every run reads them in one order.
 */
async function globFiles(pattern, baseDir) {
    const normalized = pattern.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/').replace(/^\.\//, '');
    if (!isGlob(normalized)) {
        const isFile = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, normalized)).then((s) => s.isFile(), () => false);
        return isFile ? [normalized] : [];
    }
    const parts = normalized.split('/');
    const fixed = [];
    for (const part of parts) {
        if (isGlob(part))
            break;
        fixed.push(part);
    }
    const root = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(baseDir, fixed.join('/') || '.');
    const found = [];
    const walk = async (dir) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, entry.name);
            if (entry.isDirectory()) {
                if (entry.name !== 'node_modules' && entry.name !== '.git')
                    await walk(full);
            }
            else {
                const relative = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(baseDir, full).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/');
                if ((0,minimatch__WEBPACK_IMPORTED_MODULE_2__/* .minimatch */ .xF)(relative, node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(normalized) ? node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(baseDir, normalized).split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)).join('/') : normalized))
                    found.push(relative);
            }
        }
    };
    await walk(root);
    return found.sort();
}


/***/ }),

/***/ 26288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ar: () => (/* binding */ embedderKey),
/* harmony export */   PZ: () => (/* binding */ graderKey),
/* harmony export */   od: () => (/* binding */ graderTargets)
/* harmony export */ });
/* harmony import */ var _provider_targets_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44764);
/* harmony import */ var _config_is_record_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(78608);
/* harmony import */ var _assertions_model_graded_embedding_assertions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20449);
/* harmony import */ var _assertions_model_graded_model_graded_assertions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(87615);
/* harmony import */ var _assertions_model_graded_grader_selection_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(32520);
/* harmony import */ var _refuse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34156);






/** promptfoo's assertion types that call an embedding provider: those of the embedding assertions' table. */
const EMBEDDING_TYPES = new Set(Object.keys(_assertions_model_graded_embedding_assertions_js__WEBPACK_IMPORTED_MODULE_1__/* .EMBEDDING_ASSERTIONS */ .W));
/** promptfoo's model-graded assertion types we grade: graded by a model (the grader), the rest by code. */
const MODEL_GRADED_TYPES = new Set(Object.keys(_assertions_model_graded_model_graded_assertions_js__WEBPACK_IMPORTED_MODULE_2__/* .MODEL_GRADED_ASSERTIONS */ .G));
/** The key a grader spec is found by: its id and config as JSON; `default` for promptfoo's own choice. */
function graderKey(spec) {
    const normalized = normalizeSpec(spec);
    return normalized ? JSON.stringify(normalized) : 'default';
}
/** The key an embedding provider spec (or promptfoo's default id) is found by, apart from the graders'. */
function embedderKey(spec) {
    return `embedding ${graderKey(spec)}`;
}
/** A grader spec as `{id, config}`: an id, `{id, config}`, or a map by kind (its `text` grader). */
function normalizeSpec(spec) {
    if (typeof spec === 'string' && spec !== '')
        return { id: spec };
    if (!(0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(spec))
        return undefined;
    if (typeof spec.id === 'string')
        return { id: spec.id, ...(spec.config !== undefined ? { config: spec.config } : {}) };
    return normalizeSpec(spec.text ?? Object.values(spec)[0]);
}
/**
 * The graders the tests' model-graded assertions use, as targets (`grader <id>`): each assertion's
 * `provider`, else its test's `options.provider` (defaultTest's included), else promptfoo's default
 * for the environment (grader-selection.ts). A
 * grader naming one of the config's providers by label or id is that provider's target. Returns
 * the targets to add and, by grader key, the target name to call.
 */
function graderTargets(tests, providers, src) {
    const found = { names: {}, targets: [], providers, src };
    for (const test of tests)
        for (const assertion of test.assert)
            visit(found, assertion, test);
    return { targets: found.targets, names: found.names };
}
/** One assertion (an assert-set's members each): its embedder, and its grader when it is model-graded. */
function visit(found, assertion, test) {
    if (assertion.type === 'assert-set') {
        for (const member of assertion.assert ?? [])
            visit(found, member, test);
        return;
    }
    if (EMBEDDING_TYPES.has(assertion.type.replace(/^not-/, '')))
        addEmbedder(found, assertion, test);
    // Only model-graded types call a grader: a `provider` on another assertion needs no credentials.
    if (!MODEL_GRADED_TYPES.has(assertion.type.replace(/^not-/, '')) && assertion.type !== 'select-best')
        return;
    addGrader(found, assertion.provider || test.options.provider);
}
/** A grader: one of the config's providers named by label or id, else a target of its own. */
function addGrader(found, spec) {
    const { names, targets, providers, src } = found;
    const key = graderKey(spec);
    if (names[key] !== undefined)
        return;
    const normalized = normalizeSpec(spec) ?? { id: String((0,_assertions_model_graded_grader_selection_js__WEBPACK_IMPORTED_MODULE_5__/* .defaultGrader */ .lq)(src.env, 'text').provider) };
    const configured = providers.find((p) => (p.label !== undefined && p.label === normalized.id) ||
        (p.id === normalized.id && normalized.config === undefined));
    if (configured) {
        names[key] = configured.target.name;
        return;
    }
    const name = `grader ${normalized.id}${normalized.config !== undefined ? ` ${targets.length + 1}` : ''}`;
    const config = (0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(normalized.config) ? normalized.config : {};
    targets.push((0,_provider_targets_js__WEBPACK_IMPORTED_MODULE_0__/* .targetFor */ .x)(normalized.id, name, config, { id: normalized.id }, src));
    names[key] = name;
}
/** An embedding provider: always a target of its own, on the chat target of the same model. */
function addEmbedder(found, assertion, test) {
    const { names, targets, src } = found;
    const spec = embedderSpec(assertion, test, src);
    const key = embedderKey(spec);
    if (names[key] !== undefined)
        return;
    const normalized = normalizeSpec(spec);
    // An embedding id runs on the chat target of the same model or deployment, whose provider embeds.
    const chatId = normalized.id.replace(/^(\w+):embeddings?:/, (_m, family) => `${family}:chat:`);
    const name = `embedder ${normalized.id}${normalized.config !== undefined ? ` ${targets.length + 1}` : ''}`;
    targets.push((0,_provider_targets_js__WEBPACK_IMPORTED_MODULE_0__/* .targetFor */ .x)(chatId, name, (0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(normalized.config) ? normalized.config : {}, { id: normalized.id }, src));
    names[key] = name;
}
/** The embedding provider an assertion names, or promptfoo's default id; one line refusing it when there is none. */
function embedderSpec(assertion, test, src) {
    let choice;
    try {
        choice = (0,_assertions_model_graded_grader_selection_js__WEBPACK_IMPORTED_MODULE_5__/* .chooseEmbedder */ .U3)(assertion, test.options, src.env);
    }
    catch (error) {
        return (0,_refuse_js__WEBPACK_IMPORTED_MODULE_3__/* .refuse */ .T)(src.configFile, `assertion ${assertion.type} cannot run: ${error.message}`, 'name an embedding provider: ' +
            'provider: {embedding: openai:embedding:text-embedding-3-small, text: openai:chat:<model>}');
    }
    return choice.provider ?? choice.defaultId;
}


/***/ }),

/***/ 67425:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cr: () => (/* binding */ renderEnvOnly),
/* harmony export */   Qp: () => (/* binding */ templateVariables),
/* harmony export */   V3: () => (/* binding */ nunjucksEnvironment),
/* harmony export */   uO: () => (/* binding */ wrapPartialTemplate)
/* harmony export */ });
/* harmony import */ var nunjucks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(18115);
/* harmony import */ var nunjucks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(nunjucks__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The nunjucks environment promptfoo 0.123.1 renders with: no autoescaping, `env` as a global
 * (the run's environment, then the config's own `env:`), a `load` filter parsing JSON, and the
 * config's `nunjucksFilters`. `throwOnUndefined` is off: an unknown variable renders empty.
 */
function nunjucksEnvironment(options) {
    const environment = new (nunjucks__WEBPACK_IMPORTED_MODULE_0___default().Environment)(null, { autoescape: false, throwOnUndefined: false });
    environment.addGlobal('env', { ...options.env, ...options.configEnv });
    environment.addFilter('load', (text) => JSON.parse(text));
    for (const [name, filter] of Object.entries(options.filters ?? {}))
        environment.addFilter(name, filter);
    return environment;
}
/**
 * promptfoo's guard for text that only looks like a template: an unclosed `{{`, `{%` or `{#` is
 * rendered as it is (wrapped in `{% raw %}`) instead of failing.
 */
function wrapPartialTemplate(text) {
    const partial = /({%[^%]*$|{{[^}]*$|{#[^#]*$)/m.test(text);
    const wrapped = /{%\s*raw\s*%}/.test(text) && /{%\s*endraw\s*%}/.test(text);
    return partial && !wrapped ? `{% raw %}${text}{% endraw %}` : text;
}
/**
 * Variables a template reads (promptfoo's own regex, so that a var referring to an unset one is left alone as it leaves
 * it).
 */
function templateVariables(template) {
    const names = new Set();
    const text = template.replace(/\{#[\s\S]*?#\}/g, '');
    for (const match of text.matchAll(/\{\{[\s]*([^{}\s|]+)[\s]*(?:\|[^}]+)?\}\}|\{%[\s]*(?:if|for)[\s]+([^{}\s]+)[\s]*.*?%\}/g)) {
        const name = match[1] ?? match[2];
        if (name)
            names.add(name);
    }
    for (const match of text.matchAll(/\{%[\s]*for[\s]+(\w+)[\s]+in[\s]+(\w+)[\s]*%\}/g)) {
        names.delete(match[1]);
        names.add(match[2]);
    }
    return [...names];
}
/**
 * promptfoo's first pass over a whole config: every `{{ … }}` that reads `env.X` (or `env['X']`)
 * is rendered when X is set or a filter (a default) follows; everything else stays for the tests.
 */
function renderEnvOnly(value, env, engine) {
    if (typeof value === 'string') {
        return value.replace(/\{\{(?:[^}]|\}(?!\}))*\}\}/g, (match) => {
            if (!/\benv\.|env\[/.test(match))
                return match;
            const name = /env\.(\w+)|env\[['"]([^'"]+)['"]\]/.exec(match);
            const key = name?.[1] ?? name?.[2];
            if (!match.includes('|') && (key === undefined || env[key] === undefined))
                return match;
            try {
                return engine.renderString(match, { env });
            }
            catch {
                return match;
            }
        });
    }
    if (Array.isArray(value))
        return value.map((item) => renderEnvOnly(item, env, engine));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderEnvOnly(v, env, engine)]));
    return value;
}


/***/ }),

/***/ 90862:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GE: () => (/* binding */ envBool),
/* harmony export */   nT: () => (/* binding */ failedTestsExit)
/* harmony export */ });
/* unused harmony exports envInt, envFloat */
/** `parseInt(value, 10)` (`"12abc"` is 12, `"3.9"` is 3), else `fallback`. */
function envInt(env, key, fallback) {
    const value = env[key];
    if (value === undefined || value === '')
        return fallback;
    const parsed = Number.parseInt(value, 10);
    return Number.isNaN(parsed) ? fallback : parsed;
}
/** `parseFloat(value)`, else `fallback`. */
function envFloat(env, key, fallback) {
    const value = env[key];
    if (value === undefined || value === '')
        return fallback;
    const parsed = Number.parseFloat(value);
    return Number.isNaN(parsed) ? fallback : parsed;
}
/** True for promptfoo's yes-words, case aside (`1`, `true`, `yes`, `yup`, `yeppers`); anything else is false. */
function envBool(env, key) {
    return ['1', 'true', 'yes', 'yup', 'yeppers'].includes((env[key] ?? '').toLowerCase());
}
/**
 * When a run of the config fails as promptfoo's CLI fails: its pass rate (passed results over all,
 * errors included, in percent) is below `PROMPTFOO_PASS_RATE_THRESHOLD` (100 when unset or not a
 * finite number), and the code is `PROMPTFOO_FAILED_TEST_EXIT_CODE` (100 when unset or not a safe
 * integer).
 */
function failedTestsExit(env) {
    const threshold = envFloat(env, 'PROMPTFOO_PASS_RATE_THRESHOLD', 100);
    const exitCode = envInt(env, 'PROMPTFOO_FAILED_TEST_EXIT_CODE', 100);
    return {
        exitCode: Number.isSafeInteger(exitCode) ? exitCode : 100,
        passRateThreshold: Number.isFinite(threshold) ? threshold : 100,
    };
}


/***/ }),

/***/ 44764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  j: () => (/* binding */ readProviders),
  x: () => (/* binding */ targetFor)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/promptfoo/refuse.ts
var refuse = __webpack_require__(34156);
// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
// EXTERNAL MODULE: ./src/promptfoo/read-yaml-file.ts
var read_yaml_file = __webpack_require__(97049);
// EXTERNAL MODULE: ./src/config/import-user-module.ts
var import_user_module = __webpack_require__(86878);
// EXTERNAL MODULE: ./src/promptfoo/call-python.ts
var call_python = __webpack_require__(19303);
// EXTERNAL MODULE: ./src/promptfoo/render-prompt.ts
var render_prompt = __webpack_require__(10255);
// EXTERNAL MODULE: ./src/promptfoo/read-prompts.ts + 1 modules
var read_prompts = __webpack_require__(72121);
;// CONCATENATED MODULE: ./src/promptfoo/provider-tools.ts








/** The provider ids whose chat request carries `tools` and `functions` here: OpenAI's and Azure OpenAI's chat. */
const HTTP_PROVIDER = /^(https?:\/\/|https?$)/;
const SENDS_TOOLS = /^(openai:(?!embedding|moderation|responses|realtime|assistant)|azure(openai)?:chat:)/;
/**
 * A provider's `config.tools`, `tool_choice`, `functions` and `function_call` as promptfoo 0.123.1
 * sends them in its OpenAI chat request: `tools` inline, a `file://` JSON or YAML file, a JS or
 * Python function (`file://tools.py:get_tools`) that returns them, or a list of these (each file's
 * list flattened in); `functions` inline or from a file; both choices as written. Returned as the
 * target's fields. What this tool cannot send as promptfoo does is refused: tools of another
 * provider, templates in them (promptfoo renders them per test), tool callbacks and MCP servers.
 */
async function providerToolFields(id, config, src) {
    const { tools, functions, tool_choice, function_call } = config;
    const named = Object.entries({ tools, functions, tool_choice, function_call }).filter(([, v]) => v !== undefined);
    if (config.functionToolCallbacks !== undefined)
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id} has functionToolCallbacks, which this tool does not run`, 'grade the tool call itself (is-valid-openai-tools-call, javascript on output[0].function)');
    if ((0,is_record/* isRecord */.u)(config.mcp) && config.mcp.enabled)
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id} connects to MCP servers, which this tool does not do`, 'remove mcp:');
    // promptfoo's http provider hands its tools to the body template itself (as {{ tools }}), not to a request field.
    if (named.length === 0 || HTTP_PROVIDER.test(id))
        return {};
    if (!SENDS_TOOLS.test(id))
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id} has ${named.map(([k]) => k).join(', ')}, which this tool sends only to OpenAI-compatible chat`, 'use an openai:chat:<model> or azure:chat:<deployment> provider (apiBaseUrl for any compatible server)');
    const templated = named.find(([, v]) => hasTemplate(v));
    if (templated)
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id}'s ${templated[0]} has a {{ }} template, which promptfoo renders per test and this tool does not`, 'write the tools without templates (one list per provider)');
    return {
        ...(tools !== undefined ? { tools: toolList(await loadTools(tools, id, src), id, 'tools', src) } : {}),
        ...(tool_choice !== undefined ? { tool_choice } : {}),
        ...(functions !== undefined
            ? { functions: toolList(await loadFunctions(functions, src), id, 'functions', src) }
            : {}),
        ...(function_call !== undefined ? { function_call } : {}),
    };
}
/** `tools` as promptfoo's maybeLoadToolsFromExternalFile loads them. */
async function loadTools(value, id, src) {
    if (Array.isArray(value)) {
        const loaded = await Promise.all(value.map((item) => loadTools(item, id, src)));
        return loaded.every(Array.isArray) ? loaded.flat() : loaded;
    }
    if (typeof value !== 'string')
        return value;
    if (!value.startsWith('file://'))
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id}'s tools is text`, 'write tools as a list or name a file: file://tools.json');
    const { file, functionName } = (0,read_prompts/* splitFunction */.X)(value.slice('file://'.length));
    const absolute = src.guard(external_node_path_default().resolve(src.configDir, file));
    const code = file.endsWith('.py') || render_prompt/* JS_EXTENSIONS */.H.some((ext) => file.endsWith(ext));
    if (code && !functionName)
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id}'s tools file ${file} is code without a function name`, `write file://${file}:get_tools`);
    if (code) {
        const result = file.endsWith('.py')
            ? await (0,call_python/* callPython */.j)(absolute, functionName, [], { env: src.env, cwd: src.configDir })
            : await callJs(absolute, functionName);
        if (result === null || typeof result !== 'object')
            (0,refuse/* refuse */.T)(src.configFile, `${file}:${functionName} must return a list of tool definitions`, 'return [{type: function, function: {…}}]');
        return result;
    }
    return readDataFile(absolute, file, src);
}
/** `functions` as promptfoo's maybeLoadFromExternalFile loads them: a file's content, a list's file items in place. */
async function loadFunctions(value, src) {
    if (Array.isArray(value))
        return Promise.all(value.map((item) => loadFunctions(item, src)));
    if (typeof value !== 'string' || !value.startsWith('file://'))
        return value;
    const file = value.slice('file://'.length);
    return readDataFile(src.guard(external_node_path_default().resolve(src.configDir, file)), file, src);
}
async function readDataFile(absolute, file, src) {
    if (!/\.(json|ya?ml)$/i.test(file))
        (0,refuse/* refuse */.T)(src.configFile, `tool definitions in ${file} are not JSON or YAML`, 'put them in a .json or .yaml file');
    return (0,read_yaml_file/* readYamlFile */.k)(absolute).catch((error) => {
        if (error instanceof Error && error.name === 'ConfigError')
            throw error;
        return (0,refuse/* refuse */.T)(src.configFile, `tool file ${file} cannot be read`, 'check the path (it is relative to the config file)');
    });
}
async function callJs(absolute, functionName) {
    const loaded = await (0,import_user_module/* importUserModule */.F)(absolute);
    const fn = loaded[functionName] ?? loaded.default?.[functionName];
    if (typeof fn !== 'function')
        throw new Error(`Function "${functionName}" not found in ${absolute}`);
    return fn();
}
/** The loaded definitions, which must be a list of objects: promptfoo would send anything else to the API to refuse. */
function toolList(value, id, key, src) {
    if (Array.isArray(value) && value.every(is_record/* isRecord */.u))
        return value;
    return (0,refuse/* refuse */.T)(src.configFile, `provider ${id}'s ${key} is not a list of definitions (got ${JSON.stringify(value)?.slice(0, 60)})`, `write ${key} as a list of objects, inline or in a JSON/YAML file`);
}
function hasTemplate(value) {
    if (typeof value === 'string')
        return /\{\{|\{%/.test(value);
    if (Array.isArray(value))
        return value.some(hasTemplate);
    return (0,is_record/* isRecord */.u)(value) && Object.values(value).some(hasTemplate);
}

;// CONCATENATED MODULE: ./src/promptfoo/provider-targets.ts





/**
 * `providers:` (or `targets:`) as promptfoo 0.123.1 reads it: ids, `{id, label, config, transform}`
 * objects, `{ <id>: {…} }` maps, and `file://` YAML/JSON lists of them. Each becomes a target named
 * by its label, else its id (`#2`, `#3` on repeats). An id this tool cannot run is refused here.
 */
async function readProviders(value, src) {
    const entries = [];
    // How each entry was written: promptfoo's readProviderPromptMap skips ids written as text and
    // keys a `{<id>: {…}}` entry's prompts by its id alone.
    const forms = new Map();
    const add = async (item) => {
        if (typeof item === 'string' && item.startsWith('file://') && /\.(ya?ml|json)$/.test(item)) {
            const loaded = await (0,read_yaml_file/* readYamlFile */.k)(src.guard(external_node_path_default().resolve(src.configDir, item.slice(7))));
            for (const inner of [loaded].flat())
                await add(inner);
        }
        else if (typeof item === 'string') {
            const entry = { id: item };
            forms.set(entry, 'text');
            entries.push(entry);
        }
        else if ((0,is_record/* isRecord */.u)(item) && typeof item.id === 'string')
            entries.push(item);
        else if ((0,is_record/* isRecord */.u)(item) && Object.keys(item).length === 1) {
            const [id, options] = Object.entries(item)[0];
            const entry = {
                ...((0,is_record/* isRecord */.u)(options) ? options : {}),
                id: (0,is_record/* isRecord */.u)(options) && typeof options.id === 'string' ? options.id : id,
            };
            forms.set(entry, 'map');
            entries.push(entry);
        }
        else
            (0,refuse/* refuse */.T)(src.configFile, `a provider must be an id or {id, config}, got ${JSON.stringify(item).slice(0, 80)}`, 'write it as openai:chat:<model> or {id: …, label: …}');
    };
    if (value === undefined || value === null)
        (0,refuse/* refuse */.T)(src.configFile, 'providers: is missing', 'add providers:, e.g. providers: [openai:chat:gpt-4.1-mini]');
    for (const item of [value].flat())
        await add(item);
    const used = new Map();
    const providers = [];
    for (const entry of entries) {
        const id = String(entry.id);
        const label = typeof entry.label === 'string' ? entry.label : undefined;
        const config = (0,is_record/* isRecord */.u)(entry.config) ? entry.config : {};
        const base = label || id;
        const seen = (used.get(base) ?? 0) + 1;
        used.set(base, seen);
        const name = seen === 1 ? base : `${base}#${seen}`;
        const target = targetFor(id, name, config, entry, src);
        // Tools are loaded once the id is known to be run here: a file they name is read, a function called.
        const tools = await providerToolFields(id, config, src);
        Object.assign(target.config, tools);
        providers.push({
            id,
            ...(label !== undefined ? { label } : {}),
            // Assertions that read the provider's tools (is-valid-openai-tools-call) see the ones sent.
            config: { ...config, ...tools },
            ...(typeof entry.transform === 'string' ? { transform: entry.transform } : {}),
            target,
        });
    }
    return withPromptFilters(providers, entries, forms);
}
/**
 * Each provider's `prompts:` as promptfoo 0.123.1 finds them (readProviderPromptMap): listed by
 * id, then by label, in the providers' order, and looked up by label else id; so a later provider
 * with the same id or label overrides an earlier one's list, as in promptfoo.
 */
function withPromptFilters(providers, entries, forms) {
    const lists = new Map();
    entries.forEach((entry, i) => {
        const own = entry.prompts;
        const list = typeof own === 'string' ? [own] : Array.isArray(own) ? own.map(String) : undefined;
        const provider = providers[i];
        if (forms.get(entry) === 'text')
            return;
        lists.set(provider.id, list);
        if (provider.label && !forms.has(entry))
            lists.set(provider.label, list);
    });
    return providers.map((provider) => {
        const prompts = lists.get(provider.label || provider.id);
        return prompts ? { ...provider, prompts } : provider;
    });
}
/** The target for a provider id, or one line refusing the id. */
function targetFor(id, name, config, entry, src) {
    const found = localProvider(id, config, entry, src) ?? hostedProvider(id, config, src);
    if (!found)
        return (0,refuse/* refuse */.T)(src.configFile, `provider ${id} is not run by this tool`, 'use openai:chat:<model>, openai:<model>, anthropic:messages:<model>, azure:chat:<deployment>, google:<model>, ' +
            'echo, exec:<command>, an http(s):// endpoint or a file:// JS provider');
    return {
        name,
        provider: found.provider,
        retry: {},
        config: dropUndefined(found.fields),
        source: { file: src.configFile },
    };
}
/** The providers that run here without a model API: echo, an exec: command, a file:// JS or TS module. */
function localProvider(id, config, entry, src) {
    if (id === 'echo')
        return { provider: 'echo', fields: {} };
    if (id.startsWith('exec:')) {
        const cwd = typeof config.basePath === 'string' ? external_node_path_default().resolve(src.configDir, config.basePath) : src.configDir;
        const command = id.slice('exec:'.length);
        return { provider: 'exec', fields: { command, id, label: entry.label, config, cwd: src.guard(cwd) } };
    }
    if (id.startsWith('file://') && /\.(c|m)?[jt]s(:\w+)?$/.test(id)) {
        const [file = '', exported] = id.slice('file://'.length).split(/:(?=\w+$)/);
        const module = src.guard(external_node_path_default().resolve(src.configDir, file));
        return { provider: 'promptfoo-js', fields: { module, export: exported, id, label: entry.label, config } };
    }
    if (/^https?(:|$)/.test(id))
        return httpTarget(id, config, src);
    return undefined;
}
/** What promptfoo's http provider can do that ours does not, with what to write instead. */
const HTTP_REFUSED = {
    request: 'write the request as url, method, headers and body',
    multipart: 'send the fields in a body template',
    session: 'pass the session id as a var of the tests',
    sessionParser: 'pass the session id as a var of the tests',
    signatureAuth: 'sign the request in a file:// JS provider',
    tls: 'use a file:// JS provider with its own TLS agent',
    transformToolsFormat: 'write the tools in the format of the endpoint',
};
/** The `auth:` kinds we send as promptfoo sends them (a header or a query parameter). */
const HTTP_AUTH_TYPES = new Set(['bearer', 'basic', 'api_key']);
/**
 * promptfoo's `http` provider: an `http(s)://` id is the URL (`config.url` wins), a bare `http`
 * id needs `config.url`. Keys of promptfoo's http provider we do not send as it does are refused.
 */
function httpTarget(id, config, src) {
    const url = typeof config.url === 'string' ? config.url : id.includes('://') ? id : undefined;
    if (url === undefined)
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id} has no URL`, 'give the endpoint as the id or as config.url');
    for (const [key, fix] of Object.entries(HTTP_REFUSED))
        if (config[key] !== undefined)
            (0,refuse/* refuse */.T)(src.configFile, `provider ${id}: config.${key} of the http provider is not run by this tool`, fix);
    const auth = (0,is_record/* isRecord */.u)(config.auth) ? config.auth : undefined;
    if (config.auth !== undefined && !HTTP_AUTH_TYPES.has(String(auth?.type)))
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id}: auth type ${String(auth?.type)} of the http provider is not run by this tool`, 'use auth type bearer, basic or api_key, or put the credential in headers');
    if (config.body === undefined && config.method !== 'GET')
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id} has no config.body (promptfoo requires one unless the method is GET)`, 'add config.body, e.g. body: { prompt: "{{ prompt }}" }');
    return { provider: 'promptfoo-http', fields: { url, id, config, cwd: src.configDir } };
}
/** The model APIs run here: OpenAI chat, Anthropic messages, Azure OpenAI chat, Google Gemini. */
function hostedProvider(id, config, src) {
    const [family = '', kind = '', ...rest] = id.split(':');
    const parts = { id, kind, rest, config, src };
    if (family === 'openai')
        return openaiTarget(parts);
    if (family === 'anthropic' && kind === 'messages' && rest.length > 0)
        return anthropicTarget(parts);
    if ((family === 'azure' || family === 'azureopenai') && kind === 'chat' && rest.length > 0)
        return azureTarget(parts);
    if (family === 'google' && kind !== '' && kind !== 'live' && kind !== 'image' && kind !== 'video')
        return geminiTarget(parts);
    return undefined;
}
/** The sampling settings as promptfoo's providers spell them in their config. */
function sampling(config) {
    return { temperature: config.temperature, max_tokens: config.max_tokens ?? config.maxTokens };
}
function openaiTarget({ id, kind, rest, config, src }) {
    const chat = kind === 'chat' ||
        (kind !== '' && rest.length === 0 && !OPENAI_OTHER_KINDS.has(kind) && !defaultsToResponses(kind));
    if (!chat)
        (0,refuse/* refuse */.T)(src.configFile, `provider ${id} is not run by this tool (only OpenAI chat completions are)`, 'use openai:chat:<model>');
    const model = kind === 'chat' ? rest.join(':') || stringOf(config.model) || 'gpt-5.6-terra' : kind;
    return {
        provider: 'openai',
        fields: {
            model,
            base_url: openaiBaseUrl(config, src.env),
            api_key: apiKey(config, ['OPENAI_API_KEY'], src),
            ...openaiSampling(model, config, src.env),
        },
    };
}
function anthropicTarget({ rest, config, src }) {
    const maxTokens = sampling(config).max_tokens ?? (src.env.ANTHROPIC_MAX_TOKENS ? Number(src.env.ANTHROPIC_MAX_TOKENS) : 1024);
    return {
        provider: 'anthropic',
        fields: {
            model: rest.join(':'),
            base_url: config.apiBaseUrl,
            api_key: apiKey(config, ['ANTHROPIC_API_KEY'], src),
            temperature: config.temperature,
            max_tokens: maxTokens,
        },
    };
}
function azureTarget({ rest, config, src }) {
    const host = stringOf(config.apiHost) ?? src.env.AZURE_API_HOST ?? src.env.AZURE_OPENAI_API_HOST;
    const endpoint = stringOf(config.apiBaseUrl) ?? (host ? `https://${host.replace(/^https?:\/\//, '')}` : undefined);
    return {
        provider: 'azure-openai',
        fields: {
            deployment: rest.join(':'),
            endpoint,
            api_key: apiKey(config, ['AZURE_API_KEY', 'AZURE_OPENAI_API_KEY'], src),
            api_version: config.apiVersion,
            ...sampling(config),
        },
    };
}
function geminiTarget({ kind, rest, config, src }) {
    const model = kind === 'gemini' || kind === 'chat' ? rest.join(':') : [kind, ...rest].join(':');
    return {
        provider: 'gemini',
        fields: {
            model,
            api_key: apiKey(config, ['GOOGLE_API_KEY', 'GEMINI_API_KEY'], src),
            temperature: config.temperature,
            max_tokens: config.maxOutputTokens ?? sampling(config).max_tokens,
        },
    };
}
/**
 * promptfoo's OpenAI chat defaults: `max_tokens` 1024 (OPENAI_MAX_TOKENS) and `temperature` 0
 * (OPENAI_TEMPERATURE) unless the config sets them or `omitDefaults`; neither for reasoning models
 * (o1, o3, o4, GPT-5 and later), which take their own.
 */
function openaiSampling(model, config, env) {
    if (/^(o[134]|gpt-[5-9])/.test(model))
        return {};
    const fallback = (name, value) => config.omitDefaults === true
        ? env[name] !== undefined
            ? Number(env[name])
            : undefined
        : Number(env[name] ?? value);
    return {
        temperature: config.temperature ?? fallback('OPENAI_TEMPERATURE', 0),
        max_tokens: config.max_tokens ?? config.maxTokens ?? fallback('OPENAI_MAX_TOKENS', 1024),
    };
}
/** promptfoo's OpenAI kinds that are not chat completions. */
const OPENAI_OTHER_KINDS = new Set([
    'embedding',
    'embeddings',
    'completion',
    'moderation',
    'realtime',
    'responses',
    'transcription',
    'tts',
    'speech',
    'live',
    'agents',
    'agents-api',
    'chatkit',
    'assistant',
    'image',
    'video',
    'codex',
    'codex-sdk',
    'codex-app-server',
    'codex-desktop',
]);
/** `openai:<model>` of GPT 5.6 and later goes to the Responses API in promptfoo 0.123.1. */
function defaultsToResponses(model) {
    if (/^gpt-35(?:-|$)/.test(model))
        return false;
    const version = /^gpt-(\d+)(?:\.(\d+))?(?:-|$)/.exec(model);
    if (!version)
        return false;
    const major = Number(version[1]);
    const minor = Number(version[2] ?? 0);
    return major > 5 || (major === 5 && minor >= 6);
}
/**
 * promptfoo's OpenAI base URL: `apiHost`, `apiBaseUrl`, OPENAI_API_HOST, OPENAI_API_BASE_URL, OPENAI_BASE_URL,
 * OpenAI's.
 */
function openaiBaseUrl(config, env) {
    const host = stringOf(config.apiHost);
    if (host)
        return `https://${host}/v1`;
    const base = stringOf(config.apiBaseUrl);
    if (base)
        return base;
    if (env.OPENAI_API_HOST)
        return `https://${env.OPENAI_API_HOST}/v1`;
    return env.OPENAI_API_BASE_URL || env.OPENAI_BASE_URL || 'https://api.openai.com/v1';
}
/** The key as a `${{ VAR }}` reference (expanded, and hidden, by the targets machinery), or the literal `apiKey`. */
function apiKey(config, envNames, src) {
    if (typeof config.apiKey === 'string')
        return config.apiKey;
    const envar = stringOf(config.apiKeyEnvar) ?? envNames.find((name) => src.env[name]) ?? envNames[0];
    // A key the config's own `env:` sets is the config's: taken as written (and hidden like any key).
    const own = src.configEnv?.[envar];
    return typeof own === 'string' && own !== '' ? own : `\${{ ${envar} }}`;
}
function stringOf(value) {
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
function dropUndefined(fields) {
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 72121:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w: () => (/* binding */ readPrompts),
  X: () => (/* binding */ splitFunction)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/promptfoo/glob-files.ts
var glob_files = __webpack_require__(53156);
// EXTERNAL MODULE: ./src/promptfoo/render-prompt.ts
var render_prompt = __webpack_require__(10255);
// EXTERNAL MODULE: ./src/promptfoo/refuse.ts
var refuse = __webpack_require__(34156);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/sync.js + 9 modules
var sync = __webpack_require__(25175);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/config/import-user-module.ts
var import_user_module = __webpack_require__(86878);
// EXTERNAL MODULE: ./src/promptfoo/call-python.ts
var call_python = __webpack_require__(19303);
// EXTERNAL MODULE: ./src/promptfoo/promptfoo-env.ts
var promptfoo_env = __webpack_require__(90862);
;// CONCATENATED MODULE: ./src/promptfoo/read-prompt-file.ts









/**
 * The prompts of one existing file, by its type as promptfoo 0.123.1 reads it: .txt split at
 * `---` lines, .md and .j2 whole, .json as one chat, .jsonl one per line, .yaml as JSON, .csv one
 * per row, JS and Python prompt functions.
 */
async function readPromptFile(file, input, src) {
    const ext = external_node_path_default().extname(file.absolute).toLowerCase();
    if (render_prompt/* JS_EXTENSIONS */.H.includes(ext))
        return [await jsPrompt(file.absolute, file.shown, file.functionName, input)];
    const reader = TEXT_READERS.get(ext);
    if (!reader)
        return (0,refuse/* refuse */.T)(src.configFile, `prompt ${input.raw} has a file type this tool does not read`, 'use .txt, .md, .j2, .json, .jsonl, .yaml, .csv, a JS or a Python prompt file');
    const content = await (0,promises_.readFile)(file.absolute, 'utf8').catch(() => (0,refuse/* refuse */.T)(src.configFile, `prompt file ${file.relative} cannot be read`, 'check the path (it is relative to the config file)'));
    return reader(content, file, input, src);
}
/** The entry's own config, carried onto each prompt it yields. */
const configOf = (input) => (input.config ? { config: input.config } : {});
/** .txt: one prompt per part between `---` lines, each labelled with the file and its text. */
const textPrompts = (content, { shown }, input) => {
    const prompts = [];
    let buffer = [];
    const flush = () => {
        const raw = buffer.join('\n').trim();
        if (raw.length > 0)
            prompts.push({ raw, label: input.label ? `${input.label}: ${shown}: ${raw}` : `${shown}: ${raw}` });
        buffer = [];
    };
    for (const line of content.split(/\r?\n/)) {
        if (line.trim() === '---')
            flush();
        else
            buffer.push(line);
    }
    flush();
    return prompts;
};
/** .md and .j2: the whole file is one prompt. */
const wholePrompt = (content, { shown }, input) => [
    { raw: content, label: input.label || `${shown}: ${content.slice(0, 50)}...`, ...configOf(input) },
];
/** .json: one prompt, its JSON compacted (kept as written when it does not parse, as promptfoo keeps it). */
const jsonPrompt = (content, { shown }, input) => {
    let processed = content;
    try {
        processed = JSON.stringify(JSON.parse(content));
    }
    catch {
        // Kept as written, as promptfoo keeps it.
    }
    return [{ raw: processed, label: input.label || `${shown}: ${processed}`, ...configOf(input) }];
};
/** .jsonl: one prompt per non-empty line. */
const jsonLinesPrompts = (content, { shown }, input) => {
    const lines = content.split(/\r?\n/).filter((line) => line.length > 0);
    const many = lines.length > 1;
    return lines.map((json) => ({
        raw: json,
        label: many ? (input.label ? `${input.label}: ${json}` : `${shown}: ${json}`) : input.label || shown,
        ...configOf(input),
    }));
};
/** .yaml: one prompt, the document as JSON. */
const yamlPrompt = (content, { shown }, input) => {
    const raw = JSON.stringify(dist.parse(content));
    return [{ raw, label: input.label || `${shown}: ${raw.slice(0, 80)}`, ...configOf(input) }];
};
/** .py: the named function, called with the vars, the provider and the entry's config. */
const pythonPrompt = (content, { relative, absolute, shown, functionName }, input, src) => {
    if (!functionName)
        return (0,refuse/* refuse */.T)(src.configFile, `prompt ${relative} is a Python file without a function name`, `name the function: file://${relative}:my_prompt`);
    return [
        {
            raw: content,
            label: input.label ?? `${shown}:${functionName}`,
            ...configOf(input),
            function: (context) => (0,call_python/* callPython */.j)(absolute, functionName, [{ vars: context.vars, provider: context.provider, config: input.config ?? {} }], { env: src.env, cwd: src.configDir }),
        },
    ];
};
/**
 * .csv: one prompt per row of its `prompt` column (`label` beside it), as promptfoo's
 * processCsvPrompts: text without the delimiter, or that does not parse, is one prompt per line
 * (a first line `prompt` skipped). Rows without a label are labelled by the entry's label, else
 * `Prompt <n> - <text>`, made unique.
 */
const csvPrompts = (content, _file, input, src) => {
    const delimiter = src.env.PROMPTFOO_CSV_DELIMITER || ',';
    const lines = () => {
        const all = content.split(/\r?\n/).filter((line) => line.trim());
        return all.slice(all[0]?.toLowerCase().trim() === 'prompt' ? 1 : 0).map((raw) => ({ raw }));
    };
    let rows;
    if (!content.includes(delimiter))
        rows = lines();
    else
        try {
            const records = (0,sync/* parse */.qg)(content, {
                columns: true,
                bom: true,
                delimiter,
                relax_quotes: !(0,promptfoo_env/* envBool */.GE)(src.env, 'PROMPTFOO_CSV_STRICT'),
                skip_empty_lines: true,
                trim: true,
            });
            rows = records.filter((row) => row.prompt).map((row) => ({ raw: row.prompt, label: row.label }));
        }
        catch {
            rows = lines();
        }
    const many = rows.length > 1;
    const used = new Set(rows.flatMap((row) => (row.label ? [row.label] : [])));
    return rows.map((row, i) => {
        let label = row.label || (input.label ? (many ? `${input.label}: ${row.raw}` : input.label) : `Prompt ${i + 1} - ${row.raw}`);
        if (!row.label) {
            const first = label;
            for (let n = 1; used.has(label); n++)
                label = `${first} (row ${i + 1}${n > 1 ? `.${n}` : ''})`;
            used.add(label);
        }
        const id = many && input.id ? `${input.id}:${i + 1}` : input.id;
        return { raw: row.raw, label, ...(id ? { id } : {}), ...configOf(input) };
    });
};
const TEXT_READERS = new Map([
    ['.csv', csvPrompts],
    ['.txt', textPrompts],
    ['.md', wholePrompt],
    ['.j2', wholePrompt],
    ['.json', jsonPrompt],
    ['.jsonl', jsonLinesPrompts],
    ['.yaml', yamlPrompt],
    ['.yml', yamlPrompt],
    ['.py', pythonPrompt],
]);
async function jsPrompt(file, shown, functionName, input) {
    const loaded = (await (0,import_user_module/* importUserModule */.F)(file));
    const picked = functionName
        ? (loaded[functionName] ?? loaded.default?.[functionName])
        : loaded.default;
    const fn = typeof picked === 'function' ? picked : picked?.default;
    if (typeof fn !== 'function')
        throw new Error(`prompt ${shown}${functionName ? `:${functionName}` : ''} is not a function`);
    return {
        raw: String(fn),
        label: input.label ? input.label : functionName ? `${shown}:${functionName}` : shown,
        ...(input.config ? { config: input.config } : {}),
        function: async (context) => fn({ ...context, config: input.config ?? {} }),
    };
}

// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
;// CONCATENATED MODULE: ./src/promptfoo/read-prompts.ts







/** Extensions promptfoo takes a prompt string for a file by (`maybeFilePath`). */
const FILE_EXTENSIONS = [
    '.cjs',
    '.cts',
    '.j2',
    '.js',
    '.json',
    '.jsonl',
    '.md',
    '.mjs',
    '.mts',
    '.py',
    '.ts',
    '.txt',
    '.yml',
    '.yaml',
];
/**
 * `prompts:` as promptfoo 0.123.1 reads it: a string or a list of strings and `{raw|id, label,
 * config}` objects, or a map of path to label; `file://` paths and globs to .txt (split at `---`
 * lines), .md, .j2, .json (one chat), .jsonl (one per line), .yaml, .csv (one per row), JS and
 * Python prompt functions.
 */
async function readPrompts(value, src) {
    const prompts = [];
    for (const input of normalize(value, src)) {
        const batch = await processPrompt(input, src, true);
        if (batch.length === 0)
            (0,refuse/* refuse */.T)(src.configFile, `there are no prompts in ${JSON.stringify(input.raw)}`, 'check the path of the prompt file');
        prompts.push(...batch);
    }
    return prompts;
}
function normalize(value, src) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0) || value === '') {
        (0,refuse/* refuse */.T)(src.configFile, 'prompts: is empty', 'add at least one prompt, e.g. prompts: ["Answer: {{ question }}"]');
    }
    if (typeof value === 'string')
        return [{ raw: value }];
    if (Array.isArray(value)) {
        return value.map((item) => {
            if (typeof item === 'string')
                return { raw: item };
            // A chat array (AgentV 5 writes them) is what promptfoo falls back to for any other shape: its JSON is the prompt
            // and the label.
            if (Array.isArray(item)) {
                // AgentV 5 takes a chat array as a prompt (its JSON is the prompt and the label); promptfoo refuses it.
                if (!src.agentv5)
                    (0,refuse/* refuse */.T)(src.configFile, `a prompt must be text or an object with raw: or label:, got a list ${JSON.stringify(item).slice(0, 80)}`, 'put the chat in a .json file and name it with file://');
                return { raw: JSON.stringify(item), label: JSON.stringify(item), literal: true };
            }
            if (src.agentv5 && (0,is_record/* isRecord */.u)(item) && item.prompt !== undefined && item.raw === undefined) {
                // AgentV 5's `{id, label, prompt}`: the prompt is text or a chat array.
                const raw = typeof item.prompt === 'string' ? item.prompt : JSON.stringify(item.prompt);
                const label = typeof item.label === 'string' ? item.label : typeof item.id === 'string' ? item.id : raw;
                return { raw, label, literal: true };
            }
            if (item !== null && typeof item === 'object') {
                const { raw, id, label, config } = item;
                const text = typeof raw === 'string' && raw !== '' ? raw : id;
                if (typeof text !== 'string')
                    (0,refuse/* refuse */.T)(src.configFile, `a prompt object needs raw: or id: text, got ${JSON.stringify(item).slice(0, 80)}`, 'write it as {raw: "...", label: "..."}');
                // A prompt's config is merged into its provider's request by promptfoo; this tool sends the provider's own.
                if (config !== undefined)
                    (0,refuse/* refuse */.T)(src.configFile, `prompt ${label ?? text} has a config:, which this tool does not merge into the provider's`, "move the settings to the provider's config:");
                return {
                    raw: text,
                    ...(typeof label === 'string' ? { label } : {}),
                    ...(typeof id === 'string' && id !== '' ? { id } : {}),
                };
            }
            return (0,refuse/* refuse */.T)(src.configFile, `a prompt must be text or an object, got ${JSON.stringify(item)}`, 'write it as text or as {raw, label}');
        });
    }
    if ((0,is_record/* isRecord */.u)(value))
        return Object.entries(value).map(([raw, label]) => ({ raw, label: String(label) }));
    return (0,refuse/* refuse */.T)(src.configFile, `prompts: must be a list, got ${typeof value}`, 'write prompts: as a list');
}
function maybeFilePath(text) {
    if (['\n', 'portkey://', 'langfuse://', 'helicone://'].some((s) => text.includes(s)))
        return false;
    if (text.startsWith('file://'))
        return true;
    const tokens = text.split(':');
    const last = tokens[tokens.length - 1] ?? '';
    const before = tokens[tokens.length - 2] ?? '';
    if (FILE_EXTENSIONS.some((ext) => last.endsWith(ext) || before.endsWith(ext)))
        return true;
    // promptfoo also takes text for a path when it looks like one: `x.md`-like endings, `*`, slashes.
    return text.charAt(text.length - 3) === '.' || text.charAt(text.length - 4) === '.' || /[*/\\]/.test(text);
}
/** `path:function` when the part before the last colon is a JS or Python file. */
function splitFunction(ref) {
    const at = ref.lastIndexOf(':');
    if (at > 1) {
        const file = ref.slice(0, at);
        if ([...render_prompt/* JS_EXTENSIONS */.H, '.py'].some((ext) => file.endsWith(ext)))
            return { file, functionName: ref.slice(at + 1) };
    }
    return { file: ref };
}
async function processPrompt(input, src, expandGlobs) {
    if (input.raw.startsWith('exec:'))
        (0,refuse/* refuse */.T)(src.configFile, `prompt ${input.raw} is an executable prompt, which this tool does not run`, 'write the prompt as text, a file, or a JS/Python prompt function');
    if (input.literal || !maybeFilePath(input.raw))
        return [
            {
                raw: input.raw,
                label: input.label ?? input.raw,
                ...(input.id ? { id: input.id } : {}),
                ...(input.config ? { config: input.config } : {}),
            },
        ];
    const file = promptFile(input.raw, src);
    const isDir = await (0,promises_.stat)(file.absolute).then((s) => s.isDirectory(), () => false);
    if (expandGlobs && ((0,glob_files/* isGlob */.f)(file.relative) || isDir))
        return expandPromptGlob(input, file, isDir, src);
    const exists = await (0,promises_.stat)(file.absolute).then((s) => s.isFile(), () => false);
    // Text promptfoo took for a path that is no file: promptfoo stops with "There are no prompts in …".
    if (!exists)
        return [];
    return readPromptFile(file, input, src);
}
/** Where a prompt's path points: relative to the config's folder, guarded, shown under the label base. */
function promptFile(raw, src) {
    const ref = raw.startsWith('file://') ? raw.slice('file://'.length) : raw;
    const { file: relative, functionName } = splitFunction(ref);
    const absolute = src.guard(external_node_path_default().resolve(src.configDir, relative));
    const shown = external_node_path_default().join(src.labelBase, external_node_path_default().relative(src.configDir, absolute));
    return { relative, absolute, shown, ...(functionName !== undefined ? { functionName } : {}) };
}
/** A glob or a folder: the prompts of each file it matches, or the text itself when it matches none. */
async function expandPromptGlob(input, { relative, functionName }, isDir, src) {
    const files = await (0,glob_files/* globFiles */.C)(isDir ? `${relative.replace(/\/$/, '')}/*` : relative, src.configDir);
    const prompts = [];
    for (const file of files)
        prompts.push(...(await processPrompt({ raw: functionName ? `${file}:${functionName}` : file }, src, false)));
    return prompts.length > 0 ? prompts : [{ raw: input.raw, label: input.label ?? input.raw }];
}


/***/ }),

/***/ 97049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ parseYamlText),
/* harmony export */   k: () => (/* binding */ readYamlFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(12865);


/**
 * A YAML (or JSON) file a promptfoo config references, parsed. A syntax error is a ConfigError at
 * that file's line and column, as for the config itself, never a bare parser message.
 */
async function readYamlFile(file) {
    return parseYamlText(file, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'));
}
/** YAML text read from `file`, parsed; a syntax error is a ConfigError at its line and column. */
function parseYamlText(file, text) {
    return (0,_config_yaml_source_js__WEBPACK_IMPORTED_MODULE_1__/* .parseYamlSource */ .WF)(file, text).data;
}


/***/ }),

/***/ 10255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ JS_EXTENSIONS),
/* harmony export */   n: () => (/* binding */ renderPrompt)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _nunjucks_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(67425);
/* harmony import */ var _call_python_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(19303);
/* harmony import */ var _config_import_user_module_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(86878);
/* harmony import */ var _read_yaml_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(97049);
/* harmony import */ var _config_is_record_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(78608);







/** One prompt of a config as promptfoo holds it: its template and, for JS/Python prompts, its function. */
/** Extensions of the user's JavaScript and TypeScript files (prompt functions, tests, tools; Python's is `.py`). */
const JS_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts'];
/** `{{ name }}` or `{{ a.b }}` and nothing else: AgentV 5 keeps the value itself (a message list stays a list). */
const WHOLE_VAR = /^\s*\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)\s*\}\}\s*$/;
/**
 * Renders a prompt for one test as promptfoo 0.123.1's `renderPrompt` does: `file://` vars are
 * read (text trimmed, YAML as JSON, JS and Python var functions called), a prompt function is
 * called, a trailing newline is cut from each var, `{{ var }}` inside vars is resolved, then a JSON
 * prompt (a chat) has every string rendered and is printed again with two-space indents; any other
 * prompt is rendered as text, vars rendered first.
 */
async function renderPrompt(prompt, given, ctx) {
    const vars = { ...given };
    let base = prompt.raw;
    for (const [name, value] of Object.entries(vars)) {
        if (typeof value === 'string' && value.startsWith('file://'))
            vars[name] = await loadVarFile(name, value.slice('file://'.length), base, vars, ctx);
    }
    if (prompt.function) {
        const result = await prompt.function({ vars, provider: ctx.provider });
        if (typeof result === 'string')
            base = result;
        else if (result !== null && typeof result === 'object') {
            const produced = result.prompt;
            base =
                'prompt' in result
                    ? typeof produced === 'string'
                        ? produced
                        : JSON.stringify(produced)
                    : JSON.stringify(result);
        }
        else
            throw new Error(`prompt function ${prompt.label} must return a string or an object, got ${typeof result}`);
    }
    for (const [name, value] of Object.entries(vars))
        if (typeof value === 'string')
            vars[name] = value.replace(/\n$/, '');
    resolveVariables(vars);
    if (ctx.agentv5) {
        const whole = WHOLE_VAR.exec(base);
        const value = whole ? lookup({ ...vars, vars }, whole[1]) : undefined;
        // A message list (or any JSON value) is the prompt as JSON: the conversation for chat providers.
        if (value !== undefined && typeof value !== 'string')
            return JSON.stringify(value, null, 2);
        if (typeof value === 'string')
            return value;
        vars.vars = { ...vars };
    }
    try {
        const parsed = JSON.parse(base);
        return JSON.stringify(renderInObject(parsed, vars, ctx.nunjucks), null, 2);
    }
    catch {
        const rendered = Object.fromEntries(Object.entries(vars).map(([name, value]) => {
            if (typeof value !== 'string' || referencesUnset(value, vars))
                return [name, value];
            return [name, ctx.nunjucks.renderString((0,_nunjucks_env_js__WEBPACK_IMPORTED_MODULE_2__/* .wrapPartialTemplate */ .uO)(value), vars)];
        }));
        return ctx.nunjucks.renderString((0,_nunjucks_env_js__WEBPACK_IMPORTED_MODULE_2__/* .wrapPartialTemplate */ .uO)(base), rendered);
    }
}
function lookup(context, dotted) {
    return dotted.split('.').reduce((at, key) => ((0,_config_is_record_js__WEBPACK_IMPORTED_MODULE_6__/* .isRecord */ .u)(at) ? at[key] : undefined), context);
}
/** Every string in a parsed JSON prompt rendered with the vars. */
function renderInObject(value, vars, env) {
    if (typeof value === 'string')
        return env.renderString(value, vars);
    if (Array.isArray(value))
        return value.map((item) => renderInObject(item, vars, env));
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renderInObject(v, vars, env)]));
    return value;
}
/** promptfoo's `resolveVariables`: `{{ other }}` in a var's text is replaced by that var, up to five rounds. */
function resolveVariables(vars) {
    for (let round = 0; round < 5; round++) {
        let changed = false;
        for (const [name, value] of Object.entries(vars)) {
            if (typeof value !== 'string')
                continue;
            const match = /\{\{\s*(\w+)\s*\}\}/.exec(value);
            if (!match || vars[match[1]] === undefined)
                continue;
            vars[name] = value.replace(match[0], String(vars[match[1]]));
            changed = true;
        }
        if (!changed)
            return;
    }
}
function referencesUnset(template, vars) {
    return (0,_nunjucks_env_js__WEBPACK_IMPORTED_MODULE_2__/* .templateVariables */ .Qp)(template).some((name) => {
        const root = /^([A-Za-z_]\w*)/.exec(name)?.[1];
        return Boolean(root && root !== 'env' && vars[root] === undefined);
    });
}
/** A `file://` var as promptfoo reads it. */
async function loadVarFile(name, ref, prompt, vars, ctx) {
    const file = ctx.guard(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(ctx.configDir, ref));
    const ext = node_path__WEBPACK_IMPORTED_MODULE_1___default().extname(file).toLowerCase();
    if (JS_EXTENSIONS.includes(ext)) {
        const loaded = (await (0,_config_import_user_module_js__WEBPACK_IMPORTED_MODULE_4__/* .importUserModule */ .F)(file));
        const fn = typeof loaded.default === 'function'
            ? loaded.default
            : loaded.default?.default;
        if (typeof fn !== 'function')
            throw new Error(`var "${name}": ${ref} must export a function`);
        const out = (await fn(name, prompt, vars, ctx.provider));
        if (out?.error)
            throw new Error(`var "${name}": ${ref} failed: ${String(out.error)}`);
        if (!out?.output)
            throw new Error(`var "${name}": ${ref} must return { output }`);
        return out.output;
    }
    if (ext === '.py') {
        const out = (await (0,_call_python_js__WEBPACK_IMPORTED_MODULE_3__/* .callPython */ .j)(file, 'get_var', [name, prompt, vars], { env: ctx.env, cwd: ctx.configDir }));
        if (out?.error)
            throw new Error(`var "${name}": ${ref} failed: ${String(out.error)}`);
        if (typeof out?.output !== 'string')
            throw new Error(`var "${name}": ${ref} must return { "output": "<text>" }`);
        return out.output.trim();
    }
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    if (ext === '.yaml' || ext === '.yml')
        return JSON.stringify((0,_read_yaml_file_js__WEBPACK_IMPORTED_MODULE_5__/* .parseYamlText */ .c)(file, text));
    return text.trim();
}


/***/ }),

/***/ 72162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ placeOf),
/* harmony export */   G: () => (/* binding */ placed)
/* harmony export */ });
/**
 * The key a read test carries its place under: a symbol, so object spreads (defaultTest, scenario
 * and vars-file merges) keep it while key checks and JSON never see it.
 */
const PLACE = Symbol('test place');
/** `test` with its place (a copy; an object already placed keeps its own). */
function placed(test, place) {
    return placeOf(test) ? test : { ...test, [PLACE]: place };
}
/** The place a read test was given, if any. */
function placeOf(test) {
    return test[PLACE];
}


/***/ })

};
