export const id = 614;
export const ids = [614];
export const modules = {

/***/ 69277:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ customAssertionEntry)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _repo_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48017);



const EXTENSIONS = ['ts', 'js', 'mts', 'mjs'];
/**
 * AgentV 4.x's custom assertion types: `.agentv/assertions/<type>.{ts,js,mts,mjs}` in the eval
 * file's folder or a parent (here: up to the repository root; the nearest wins) defines `type:
 * <type>`, a code grader written with AgentV's SDK (`defineAssertion`), which reads the 4.x grader
 * payload on stdin. A TypeScript file runs as AgentV runs it, `bun run <file>`; a JavaScript file
 * with this Node. Like AgentV, the entry's other keys are not passed on; `name`, `weight`,
 * `required`, `negate` and `min_score` apply as to any grader. Undefined when no such file exists.
 */
function customAssertionEntry(entry, evalDir, repoRoot) {
    const type = entry.type;
    if (typeof type !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(type))
        return undefined;
    for (const dir of (0,_repo_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .ancestorDirs */ .cR)(evalDir, repoRoot)) {
        for (const ext of EXTENSIONS) {
            const file = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(dir, '.agentv', 'assertions', `${type}.${ext}`);
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
                continue;
            const command = ext === 'ts' || ext === 'mts' ? ['bun', 'run', file] : [process.execPath, file];
            const gate = Object.fromEntries(['weight', 'required', 'negate', 'min_score'].flatMap((key) => entry[key] !== undefined ? [[key, entry[key]]] : []));
            return { entry: { type: 'code-grader', name: entry.name ?? type, command, ...gate }, type };
        }
    }
    return undefined;
}


/***/ }),

/***/ 71614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadTestsSuite: () => (/* binding */ loadTestsSuite)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/config/build-message-content.ts
var build_message_content = __webpack_require__(41356);
// EXTERNAL MODULE: ./src/config/build-eval-case.ts
var build_eval_case = __webpack_require__(60194);
// EXTERNAL MODULE: ./src/config/normalize-evaluators.ts
var normalize_evaluators = __webpack_require__(81508);
// EXTERNAL MODULE: ./src/config/custom-assertions.ts
var custom_assertions = __webpack_require__(69277);
// EXTERNAL MODULE: ./src/config/evaluator-schema.ts + 1 modules
var evaluator_schema = __webpack_require__(8242);
// EXTERNAL MODULE: ./src/config/unknown-keys.ts
var unknown_keys = __webpack_require__(53469);
;// CONCATENATED MODULE: ./src/config/test-graders.ts




/** The suite's graders: `assertions` (or `assert`) at the top, else `execution.assertions`/`assert`/`evaluators`. */
function suiteGraders(raw) {
    if (raw.assertions)
        return { list: raw.assertions, at: ['assertions'] };
    if (raw.assert)
        return { list: raw.assert, at: ['assert'] };
    const execution = raw.execution;
    if (execution?.assertions)
        return { list: execution.assertions, at: ['execution', 'assertions'] };
    if (execution?.assert)
        return { list: execution.assert, at: ['execution', 'assert'] };
    if (execution?.evaluators)
        return { list: execution.evaluators, at: ['execution', 'evaluators'] };
    return undefined;
}
/**
 * A grader list → EvaluatorConfigs. Strings anywhere in the list are criteria of one rubric judge
 * placed where the first string stood, weighted by how many there are (AgentV: each criterion
 * counts as much as any other grader).
 */
function graders(list, at, ctx, warnings) {
    const criteria = list.flatMap((entry, i) => typeof entry === 'string' && entry.trim() !== '' ? [{ text: entry.trim(), i }] : []);
    const out = [];
    let rubricPlaced = false;
    for (const [i, entry] of list.entries()) {
        if (typeof entry !== 'string') {
            // A type the tool does not know may be a custom assertion of the repository's own.
            const custom = evaluator_schema/* evaluatorSchema */.p.safeParse(entry).success
                ? undefined
                : (0,custom_assertions/* customAssertionEntry */.w)(entry, ctx.evalDir, ctx.repoRoot);
            if (custom) {
                out.push({
                    ...(0,normalize_evaluators/* normalizeEvaluatorEntry */.vA)(custom.entry, [...at, i], ctx),
                    written_type: custom.type,
                });
                continue;
            }
            // A misspelt key is named before the schema's complaint about the key it misses.
            warnings.push(...(0,unknown_keys/* unknownKeyWarnings */.HX)(ctx.src, evaluator_schema/* evaluatorSchema */.p, entry, [...at, i]));
            out.push((0,normalize_evaluators/* normalizeEvaluatorEntry */.vA)(entry, [...at, i], ctx));
            continue;
        }
        if (rubricPlaced || criteria.length === 0)
            continue;
        rubricPlaced = true;
        out.push({
            type: 'rubric',
            name: 'rubrics',
            weight: criteria.length,
            criteria: criteria.map(({ text }, n) => ({ id: `r${n + 1}`, description: text, weight: 1, required: false })),
        });
    }
    return out;
}
/** A test's own graders: `assertions`, else `assert`, else the deprecated `execution.evaluators` / `evaluators`. */
function caseGraderList(raw, at) {
    if (raw.assertions)
        return { list: raw.assertions, at: [...at, 'assertions'] };
    if (raw.assert)
        return { list: raw.assert, at: [...at, 'assert'] };
    if (raw.execution?.evaluators)
        return { list: raw.execution.evaluators, at: [...at, 'execution', 'evaluators'] };
    if (raw.evaluators)
        return { list: raw.evaluators, at: [...at, 'evaluators'] };
    return undefined;
}

// EXTERNAL MODULE: ./src/config/expand-variables.ts
var expand_variables = __webpack_require__(8400);
// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
;// CONCATENATED MODULE: ./src/config/test-vars.ts


const TEMPLATE_VAR = /\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}/g;
const WHOLE_TEMPLATE_VAR = /^\{\{\s*([A-Za-z_][A-Za-z0-9_.]*)\s*\}\}$/;
/** AgentV renders `{{ var }}` (dot paths allowed) in a test's criteria, input, input_files and expected_output. */
function renderVars(test) {
    const vars = test.vars;
    if (!vars)
        return test;
    const render = (value) => renderWith(value, vars);
    return {
        ...test,
        ...(test.criteria !== undefined ? { criteria: render(test.criteria) } : {}),
        ...(test.expected_outcome !== undefined ? { expected_outcome: render(test.expected_outcome) } : {}),
        ...(test.input !== undefined ? { input: render(test.input) } : {}),
        ...(test.input_files !== undefined ? { input_files: render(test.input_files) } : {}),
        ...(test.expected_output !== undefined ? { expected_output: render(test.expected_output) } : {}),
    };
}
/**
 * `{{ var }}` replaced by the var's value (objects as JSON); an unknown name is left as written, so
 * other template syntaxes survive. A string that is exactly one reference takes the value itself.
 */
function renderWith(value, vars) {
    if (!vars)
        return value;
    const lookup = (expression) => expression
        .split('.')
        .reduce((current, key) => ((0,is_record/* isRecord */.u)(current) ? current[key] : undefined), vars);
    return (0,expand_variables/* mapStrings */.to)(value, (text) => {
        const whole = WHOLE_TEMPLATE_VAR.exec(text);
        if (whole) {
            const found = lookup(whole[1]);
            return found === undefined ? text : structuredClone(found);
        }
        return text.replace(TEMPLATE_VAR, (match, expression) => {
            const found = lookup(expression);
            return found === undefined ? match : typeof found === 'string' ? found : JSON.stringify(found);
        });
    });
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 11 modules
var schemas = __webpack_require__(92857);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(22143);
// EXTERNAL MODULE: ./src/config/eval-file-schema.ts
var eval_file_schema = __webpack_require__(25373);
// EXTERNAL MODULE: ./src/config/rubric-items.ts
var rubric_items = __webpack_require__(49152);
;// CONCATENATED MODULE: ./src/config/tests-file-schema.ts




/**
 * AgentV 4.x's eval file (`tests:`), as its eval-file.schema.ts at v4.42.4 describes it. Grader
 * entries stay untyped here (a string is a rubric criterion, a mapping a grader) and are validated
 * one by one by the loader, so an error points at the entry's own line. Keys that need something
 * this tool does not have are declared and refused with the reason (see REFUSED_*), never ignored.
 */
/**
 * AgentV's default pass threshold (DEFAULT_THRESHOLD in its scoring.ts), which is also this tool's
 * PASS_THRESHOLD (results/eval-result.ts; a test keeps the two equal).
 */
const AGENTV_PASS_THRESHOLD = 0.8;
/** A grader list: strings (rubric criteria, graded together) and grader mappings. */
const graderListSchema = schemas/* array */.YOg(schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())], {
    error: 'each assertion must be a string (a criterion) or a mapping with "type"',
}));
const refusable = schemas/* unknown */.L5J().optional();
const trialsSchema = schemas/* object */.Ikc({
    count: schemas/* number */.aig().int().min(1).max(types/* MAX_ITERATIONS */.ad, `trials.count must be at most ${types/* MAX_ITERATIONS */.ad}`),
    strategy: schemas/* enum */.k5n(['pass_at_k', 'mean', 'confidence_interval']).optional(),
    cost_limit_usd: schemas/* number */.aig().positive('trials.cost_limit_usd must be a positive number of USD').optional(),
    costLimitUsd: schemas/* number */.aig().positive('trials.costLimitUsd must be a positive number of USD').optional(),
});
/** `execution:` of the suite or of one test. */
const testsExecutionSchema = schemas/* object */.Ikc({
    target: schemas/* string */.YjP().min(1).optional(),
    assertions: graderListSchema.optional(),
    assert: graderListSchema.optional(),
    evaluators: graderListSchema.optional(),
    skip_defaults: schemas/* boolean */.zMY().optional(),
    threshold: schemas/* number */.aig().min(0).max(1).optional(),
    trials: trialsSchema.optional(),
    // Run settings that belong to the command line here.
    workers: schemas/* number */.aig().int().min(1).max(50).optional(),
    cache: schemas/* boolean */.zMY().optional(),
    fail_on_error: schemas/* boolean */.zMY().optional(),
    failOnError: schemas/* boolean */.zMY().optional(),
    targets: refusable,
    budget_usd: refusable,
    budgetUsd: refusable,
});
const refusedTestKeys = {
    workspace: refusable,
    depends_on: refusable,
    on_dependency_failure: refusable,
    mode: refusable,
    turns: refusable,
    aggregation: refusable,
    on_turn_failure: refusable,
    window_size: refusable,
};
const testSchema = schemas/* object */.Ikc({
    id: eval_file_schema/* caseIdSchema */.xj,
    vars: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    criteria: schemas/* string */.YjP().optional(),
    /** 2.x's name of `criteria` (deprecated in 4.x). */
    expected_outcome: schemas/* string */.YjP().optional(),
    input: eval_file_schema/* inputAliasSchema */.CX.optional(),
    input_files: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
    expected_output: eval_file_schema/* expectedOutputAliasSchema */.hn.optional(),
    assertions: graderListSchema.optional(),
    assert: graderListSchema.optional(),
    evaluators: graderListSchema.optional(),
    rubrics: schemas/* array */.YOg(rubric_items/* rubricItemSchema */.c).optional(),
    execution: testsExecutionSchema.optional(),
    metadata: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    conversation_id: schemas/* string */.YjP().optional(),
    suite: schemas/* string */.YjP().optional(),
    ...refusedTestKeys,
});
/** A 4.x workspace: a template copied per test, `hooks.before_each` run in each copy. */
const hookSchema = schemas/* object */.Ikc({
    command: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]).optional(),
    script: schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]).optional(),
    timeout_ms: refusable,
    timeoutMs: refusable,
    cwd: refusable,
    reset: refusable,
});
const testsWorkspaceSchema = schemas/* object */.Ikc({
    template: schemas/* string */.YjP().min(1).optional(),
    hooks: schemas/* object */.Ikc({
        enabled: schemas/* boolean */.zMY().optional(),
        before_each: hookSchema.optional(),
        before_all: refusable,
        after_each: refusable,
        after_all: refusable,
    })
        .optional(),
    isolation: schemas/* enum */.k5n(['shared', 'per_test']).optional(),
    mode: refusable,
    path: refusable,
    repos: refusable,
    docker: refusable,
});
const testsFileSchema = schemas/* object */.Ikc({
    $schema: schemas/* string */.YjP().optional(),
    name: schemas/* string */.YjP().min(1).optional(),
    description: schemas/* string */.YjP().optional(),
    category: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional(),
    author: schemas/* string */.YjP().optional(),
    tags: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    license: schemas/* string */.YjP().optional(),
    requires: schemas/* object */.Ikc({ agentv: schemas/* string */.YjP().optional() }).optional(),
    metadata: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    // AgentV's risk taxonomy of a suite (its red-team examples): metadata, not read here.
    governance: schemas/* unknown */.L5J().optional(),
    input: eval_file_schema/* inputAliasSchema */.CX.optional(),
    input_files: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
    tests: schemas/* union */.KCZ([schemas/* array */.YOg(schemas/* union */.KCZ([testSchema, schemas/* string */.YjP().startsWith('file://')])), schemas/* string */.YjP().min(1)], {
        error: 'tests must be a list of tests or the path of a case file (cases.yaml, cases.jsonl or a folder)',
    }),
    eval_cases: schemas/* unknown */.L5J().optional(),
    target: schemas/* string */.YjP().min(1).optional(),
    execution: testsExecutionSchema.optional(),
    assertions: graderListSchema.optional(),
    assert: graderListSchema.optional(),
    workspace: schemas/* union */.KCZ([testsWorkspaceSchema, schemas/* string */.YjP()]).optional(),
    preprocessors: refusable,
    // This tool's own keys, which a 4.x file may use as well.
    dataset: schemas/* string */.YjP().min(1).optional(),
    prompts: eval_file_schema/* promptsSchema */.JH.optional(),
    iterations: schemas/* number */.aig().int().min(1).max(types/* MAX_ITERATIONS */.ad, `iterations must be at most ${types/* MAX_ITERATIONS */.ad}`).optional(),
    repeat: schemas/* number */.aig().int().min(1).max(types/* MAX_ITERATIONS */.ad, `repeat must be at most ${types/* MAX_ITERATIONS */.ad}`).optional(),
    pass_policy: eval_file_schema/* passPolicySchema */.Tx.optional(),
});
/** What a present key needs that this tool lacks, and what to do instead (path from the file's top). */
const REFUSED_SUITE_KEYS = {
    preprocessors: 'content preprocessors are not supported; convert the files before the run, or grade them in a code-grader',
    'workspace.docker': 'Docker workspaces are not supported; run agentv inside the container instead (docs/docker.md)',
    'workspace.repos': 'workspace repos are not supported; commit the files into a template folder and set workspace.template',
    'workspace.mode': 'workspace modes (pooled, static) are not supported; each test gets a fresh copy of workspace.template',
    'workspace.path': 'a static workspace path is not supported; set workspace.template (copied for each test)',
    'workspace.hooks.before_all': 'before_all hooks are not supported; use hooks.before_each (run in each copy)',
    'workspace.hooks.after_each': 'after hooks are not supported; the copy is removed after each test',
    'workspace.hooks.after_all': 'after hooks are not supported; the copy is removed after each test',
    'execution.targets': 'target matrices are not supported; run once per target with --target',
    'execution.budget_usd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
    'execution.budgetUsd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
};
const REFUSED_TEST_KEYS = {
    workspace: 'a per-test workspace is not supported; set workspace at the top of the file (copied fresh for each test)',
    depends_on: 'test dependencies are not supported; tests run independently',
    on_dependency_failure: 'test dependencies are not supported; tests run independently',
    mode: 'conversation mode is not supported; write the earlier turns as input messages',
    turns: 'conversation turns are not supported; write the earlier turns as input messages',
    aggregation: 'conversation mode is not supported; write the earlier turns as input messages',
    on_turn_failure: 'conversation mode is not supported; write the earlier turns as input messages',
    window_size: 'conversation mode is not supported; write the earlier turns as input messages',
    'execution.targets': 'target matrices are not supported; run once per target with --target',
    'execution.budget_usd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
    'execution.budgetUsd': "a budget here is the whole run's: pass --budget-usd (Action input budget-usd) instead",
    'execution.trials': 'per-test trials are not supported; set execution.trials (or repeat) for the whole file',
};

// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(12865);
;// CONCATENATED MODULE: ./src/config/build-test.ts






/** One test → EvalCase: vars rendered, suite input prepended, graders = its own + the suite's. */
async function buildTest(test, facts, shared, evaluatorCtx) {
    const { src, at } = test;
    const raw = renderVars(test.raw);
    const skipDefaults = raw.execution?.skip_defaults === true;
    if (raw.execution?.threshold !== undefined)
        checkThreshold(src, [...at, 'execution', 'threshold'], raw.execution.threshold);
    const input = testInput(test, raw, facts.suite, skipDefaults);
    const all = testGraders(test, raw, skipDefaults ? [] : facts.suiteGraderConfigs, evaluatorCtx, shared.warnings);
    const criteria = raw.criteria ?? raw.expected_outcome;
    if (criteria === undefined && raw.expected_output === undefined && all.length === 0) {
        throw (0,yaml_source/* configErrorAt */.C3)(src, at, `test "${String(raw.id)}" says nothing about a good answer`, 'add criteria, expected_output or assertions');
    }
    const asCase = {
        id: raw.id,
        expected_outcome: criteria ?? '',
        input,
        ...(raw.expected_output !== undefined ? { expected_output: raw.expected_output } : {}),
        ...(raw.conversation_id !== undefined ? { conversation_id: raw.conversation_id } : {}),
        ...(raw.execution?.target !== undefined ? { execution: { target: raw.execution.target } } : {}),
    };
    const built = await (0,build_eval_case/* buildEvalCase */.J)(asCase, at, { ...shared, src, suiteEvaluators: [] });
    return {
        ...built,
        ...(src !== facts.suiteSrc ? { file: src.file } : {}),
        ...(all.length > 0 ? { evaluators: (0,normalize_evaluators/* dedupeEvaluatorNames */.P5)(all) } : {}),
        ...(facts.suite.tags?.length ? { tags: facts.suite.tags } : {}),
        ...(raw.metadata !== undefined ? { metadata: raw.metadata } : {}),
    };
}
/**
 * The test's input messages: the suite's `input` (unless skip_defaults) followed by the test's own;
 * `input_files` become file segments before the test's input, which must then be one string.
 */
function testInput(test, raw, suite, skipDefaults) {
    const { src, at } = test;
    const id = String(raw.id);
    const inputFiles = raw.input_files ?? (skipDefaults ? undefined : suite.input_files);
    if (raw.input === undefined)
        throw (0,yaml_source/* configErrorAt */.C3)(src, at, `test "${id}" has no "input"`, 'add input: (a string, or a list of messages)');
    if (inputFiles !== undefined && typeof raw.input !== 'string') {
        throw (0,yaml_source/* configErrorAt */.C3)(src, [...at, 'input'], `test "${id}" has input_files, which need "input" to be a string`, 'write input as one string, or list the files as file segments in the messages');
    }
    const testMessages = inputFiles !== undefined
        ? [
            {
                role: 'user',
                content: [
                    ...inputFiles.map((f) => ({ type: 'file', value: f })),
                    { type: 'text', value: raw.input },
                ],
            },
        ]
        : asMessages(raw.input, 'user');
    const suiteMessages = suite.input !== undefined && !skipDefaults ? asMessages(renderWith(suite.input, test.raw.vars), 'user') : [];
    return [...suiteMessages, ...testMessages];
}
/** The test's graders in AgentV's order: its inline `rubrics`, its own list, then the suite's. */
function testGraders(test, raw, suiteGraderConfigs, evaluatorCtx, warnings) {
    const { src, at } = test;
    const own = caseGraderList(raw, at);
    const ownConfigs = own ? graders(own.list, own.at, evaluatorCtx, warnings) : [];
    const inlineRubrics = raw.rubrics && raw.rubrics.length > 0
        ? [
            {
                type: 'rubric',
                name: 'rubrics',
                weight: 1,
                criteria: (0,normalize_evaluators/* toCriteria */.bt)(raw.rubrics, [...at, 'rubrics'], src),
            },
        ]
        : [];
    return [...inlineRubrics, ...ownConfigs, ...suiteGraderConfigs];
}
function asMessages(value, role) {
    return typeof value === 'string' ? [{ role, content: value }] : value;
}
/** The pass threshold is one for the whole run (PASS_THRESHOLD): another value is refused, not ignored. */
function checkThreshold(src, at, threshold) {
    if (threshold === AGENTV_PASS_THRESHOLD)
        return;
    throw (0,yaml_source/* configErrorAt */.C3)(src, at, `threshold ${threshold} is not supported: every report here uses the pass threshold ${AGENTV_PASS_THRESHOLD}`, `remove threshold (or set ${AGENTV_PASS_THRESHOLD})`);
}

// EXTERNAL MODULE: ./src/config/case-list.ts
var case_list = __webpack_require__(17449);
// EXTERNAL MODULE: ./src/config/repo-paths.ts
var repo_paths = __webpack_require__(48017);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/errors/config-error.ts
var config_error = __webpack_require__(21126);
// EXTERNAL MODULE: ./src/config/jsonl-dataset.ts
var jsonl_dataset = __webpack_require__(43765);
// EXTERNAL MODULE: ./src/config/resolve-eval-paths.ts
var resolve_eval_paths = __webpack_require__(63424);
;// CONCATENATED MODULE: ./src/config/tests-sources.ts










/** The source with `${{ VAR }}` filled in from `env`; unset variables read as empty, with one warning. */
function interpolated(src, env, warnings) {
    const { value, missing } = (0,expand_variables/* interpolateEvalFile */._k)(src.data, env);
    if (missing.length > 0) {
        warnings.push({ message: `environment variable(s) not set, read as empty: ${missing.join(', ')}`, file: src.file });
    }
    return { ...src, data: value };
}
/** Keys that need what this tool does not have: a one-line error at the key, with what to do. */
function refuseKeys(src, base, refused) {
    for (const [dotted, fix] of Object.entries(refused)) {
        const keyPath = dotted.split('.');
        if ((0,yaml_source/* valueAt */.fK)(src.data, [...base, ...keyPath]) === undefined)
            continue;
        throw (0,yaml_source/* configErrorAt */.C3)(src, [...base, ...keyPath], `"${dotted}" is not supported by agentv-action`, fix);
    }
}
/** Every test of the file with its source: inline, `file://` references, or `tests: <file or folder>`. */
async function resolveTests(src, raw, evalDir, env, warnings, rule) {
    const load = (target, at) => {
        // The repository-root rule, as for file segments: a case file or folder may not lie outside.
        (0,repo_paths/* refuseOutsideRoot */.Uf)(target, `case file "${external_node_path_default().relative(evalDir, target)}"`, src, at, rule);
        return loadCaseSource(target, src, at, env, warnings, rule);
    };
    if (typeof raw.tests === 'string')
        return load(external_node_path_default().resolve(evalDir, raw.tests), ['tests']);
    const tests = [];
    for (const [i, entry] of raw.tests.entries()) {
        if (typeof entry !== 'string') {
            refuseKeys(src, ['tests', i], REFUSED_TEST_KEYS);
            tests.push({ raw: entry, src, at: ['tests', i] });
            continue;
        }
        const pattern = entry.slice('file://'.length);
        const files = /[*?{]/.test(pattern)
            ? await (0,resolve_eval_paths/* resolveEvalPaths */.j)([pattern], evalDir).catch(() => [])
            : [external_node_path_default().resolve(evalDir, pattern)];
        if (files.length === 0)
            warnings.push({
                message: `${entry} matched no case file`,
                file: src.file,
                line: (0,yaml_source/* positionOf */.df)(src, ['tests', i]).line,
            });
        for (const file of files)
            tests.push(...(await load(file, ['tests', i])));
    }
    return tests;
}
/** An external case file (YAML list or JSONL) or a folder of `<name>/case.yaml`. */
async function loadCaseSource(target, from, at, env, warnings, rule) {
    const stat = await external_node_fs_.promises.stat(target).catch(() => undefined);
    if (!stat)
        throw (0,yaml_source/* configErrorAt */.C3)(from, at, `case file ${target} not found`, "fix the path; it is relative to the eval file's folder");
    if (stat.isDirectory())
        return loadCaseFolder(target, env, warnings, (caseFile) => (0,repo_paths/* refuseOutsideRoot */.Uf)(caseFile, `case file "${caseFile}"`, from, at, rule));
    const ext = external_node_path_default().extname(target).toLowerCase();
    if (ext !== '.yaml' && ext !== '.yml' && ext !== '.jsonl') {
        throw (0,yaml_source/* configErrorAt */.C3)(from, at, `case file ${external_node_path_default().basename(target)} has an unsupported format`, 'use a .yaml, .yml or .jsonl file, or a folder of <name>/case.yaml');
    }
    const read = ext === '.jsonl' ? await (0,jsonl_dataset/* readJsonlList */.bF)(target) : await (0,yaml_source/* readYamlSource */.tj)(target, 'case file');
    const src = interpolated(read, env, warnings);
    if (src.data === null || src.data === undefined) {
        warnings.push({ message: 'case file is empty', file: target });
        return [];
    }
    if (!Array.isArray(src.data))
        throw new config_error/* ConfigError */.xL('a case file must hold a list of tests', { file: target }, 'write the tests as a YAML list (- id: …)');
    warnings.push(...(0,unknown_keys/* unknownKeyWarnings */.HX)(src, testSchema.array()));
    const parsed = testSchema.array().safeParse(src.data);
    if (!parsed.success)
        throw (0,yaml_source/* zodIssueError */.ly)(src, parsed.error);
    for (let i = 0; i < parsed.data.length; i++)
        refuseKeys(src, [i], REFUSED_TEST_KEYS);
    return parsed.data.map((raw, i) => ({ raw, src, at: [i] }));
}
async function loadCaseFolder(dir, env, warnings, checkRoot) {
    const entries = (await external_node_fs_.promises.readdir(dir, { withFileTypes: true }))
        .filter((e) => e.isDirectory())
        .sort((a, b) => a.name.localeCompare(b.name));
    const tests = [];
    for (const entry of entries) {
        const caseFile = ['case.yaml', 'case.yml']
            .map((name) => external_node_path_default().join(dir, entry.name, name))
            .find((f) => (0,external_node_fs_.statSync)(f, { throwIfNoEntry: false })?.isFile());
        if (!caseFile) {
            warnings.push({ message: `folder ${entry.name} has no case.yaml and is skipped`, file: dir });
            continue;
        }
        checkRoot(caseFile);
        const src = interpolated(await (0,yaml_source/* readYamlSource */.tj)(caseFile, 'case file'), env, warnings);
        warnings.push(...(0,unknown_keys/* unknownKeyWarnings */.HX)(src, testSchema));
        const parsed = testSchema.safeParse(src.data);
        if (!parsed.success)
            throw (0,yaml_source/* zodIssueError */.ly)(src, parsed.error);
        refuseKeys(src, [], REFUSED_TEST_KEYS);
        tests.push({ raw: parsed.data, src, at: [] });
    }
    return tests;
}

;// CONCATENATED MODULE: ./src/config/load-tests-suite.ts










/**
 * Reads an AgentV 4.x eval file (`tests:`): suite-level `input`, `input_files` and assertions,
 * tests inline, as `file://` references or in an external case file or folder, `${{ VAR }}` from
 * the environment and per-test `vars` in `{{ var }}` templates. Each test becomes the same
 * EvalCase a 2.x case does; its graders are its own list followed by the suite's (AgentV's order),
 * unless `execution.skip_defaults`.
 */
async function loadTestsSuite(source, options) {
    const warnings = [];
    const src = interpolated(source, options.env, warnings);
    const data = withTestsKey(src, warnings);
    // A misspelt key is named before the schema's complaint about the key it misses.
    warnings.push(...(0,unknown_keys/* unknownKeyWarnings */.HX)(src, testsFileSchema, data));
    const parsed = testsFileSchema.safeParse(data);
    if (!parsed.success)
        throw (0,yaml_source/* zodIssueError */.ly)({ ...src, data }, parsed.error);
    const raw = parsed.data;
    refuseKeys(src, [], REFUSED_SUITE_KEYS);
    runSettingWarnings(src, raw, warnings);
    const evalDir = external_node_path_default().dirname(source.file);
    const tests = await resolveTests(src, raw, evalDir, options.env, warnings, options);
    checkUniqueIds(tests);
    const cases = await buildTests(tests, src, raw, options, warnings);
    return { suite: toSuite(src, raw, options, cases), warnings };
}
/**
 * Builds every test once (its warnings said at load). The tests stay as read; a built test (its
 * files read, its messages rendered) is dropped and built again when it runs.
 */
async function buildTests(tests, src, raw, rule, warnings) {
    const evalDir = external_node_path_default().dirname(src.file);
    const { repoRoot, allowOutsideRoot } = rule;
    const evaluatorCtx = (at) => ({
        src: at,
        evalDir,
        repoRoot,
        allowOutsideRoot,
        agentv4: true,
    });
    const suiteList = suiteGraders(raw);
    const suiteGraderConfigs = suiteList ? graders(suiteList.list, suiteList.at, evaluatorCtx(src), warnings) : [];
    const guidelinePatterns = await (0,build_message_content/* loadGuidelinePatterns */.kG)(evalDir, warnings, repoRoot);
    const facts = { suiteSrc: src, suite: raw, suiteGraderConfigs };
    const shared = { evalDir, repoRoot, allowOutsideRoot, guidelinePatterns };
    const cases = new case_list/* CaseList */.r((index) => buildTest(tests[index], facts, { evalDir, repoRoot, allowOutsideRoot, guidelinePatterns, warnings: [] }, evaluatorCtx(tests[index].src)), tests.length);
    for (const test of tests)
        cases.add(await buildTest(test, facts, { ...shared, warnings }, evaluatorCtx(test.src)));
    return cases;
}
/** The suite's own settings around its built cases. */
function toSuite(src, raw, rule, cases) {
    const file = src.file;
    const trials = raw.execution?.trials;
    const targetName = raw.execution?.target ?? raw.target;
    const workspace = workspaceOf(src, raw, rule);
    const passPolicy = raw.pass_policy;
    const costLimitUsd = trials?.cost_limit_usd ?? trials?.costLimitUsd;
    return {
        filePath: file,
        repoRoot: rule.repoRoot,
        dataset: raw.dataset ??
            raw.name ??
            external_node_path_default().basename(file)
                .replace(/\.(ya?ml|jsonl)$/i, '')
                .replace(/\.(eval|test)$/i, ''),
        ...(raw.description !== undefined ? { description: raw.description } : {}),
        ...(targetName !== undefined ? { targetName } : {}),
        // Suite graders are already part of every case's list (or left out by skip_defaults).
        evaluators: [],
        ...(raw.prompts ? { prompts: raw.prompts.map(({ id, prompt }) => ({ id, prompt })) } : {}),
        iterations: raw.iterations ?? raw.repeat ?? 1,
        ...(passPolicy !== undefined ? { passPolicy: passPolicy.trim().toLowerCase() } : {}),
        ...(raw.execution?.threshold !== undefined ? { threshold: raw.execution.threshold } : {}),
        graderFailure: 'check',
        // As agentv 4.42.4 reads it: one trial is no trials, and the strategy defaults to pass_at_k.
        ...(trials && trials.count > 1
            ? {
                trials: {
                    count: trials.count,
                    strategy: trials.strategy ?? 'pass_at_k',
                    ...(costLimitUsd !== undefined ? { costLimitUsd } : {}),
                },
            }
            : {}),
        cases,
        ...(workspace ? { workspace } : {}),
    };
}
/** `eval_cases:` is 4.x's deprecated name of `tests:`. */
function withTestsKey(src, warnings) {
    const data = src.data;
    if (!('eval_cases' in data))
        return data;
    const line = (0,yaml_source/* keyPositionOf */.Y_)(src, [], 'eval_cases').line;
    if ('tests' in data) {
        warnings.push({ message: '"eval_cases" is ignored because "tests" is also present', file: src.file, line });
        return data;
    }
    warnings.push({ message: '"eval_cases" is deprecated; rename it to "tests"', file: src.file, line });
    const { eval_cases, ...rest } = data;
    return { ...rest, tests: eval_cases };
}
/** Settings AgentV reads from the file that are command-line flags here: said, not silently dropped. */
function runSettingWarnings(src, raw, warnings) {
    const execution = raw.execution;
    const flags = [
        ['workers', '--workers'],
        ['cache', '--cache'],
        ['fail_on_error', 'the exit code (a case that fails to run always counts)'],
        ['failOnError', 'the exit code (a case that fails to run always counts)'],
    ];
    for (const [key, flag] of flags) {
        if (execution?.[key] === undefined)
            continue;
        warnings.push({
            message: `execution.${key} is a run setting here and is not read from the file; use ${flag}`,
            file: src.file,
            line: (0,yaml_source/* keyPositionOf */.Y_)(src, ['execution'], key).line,
        });
    }
    if (typeof raw.workspace === 'string') {
        throw (0,yaml_source/* configErrorAt */.C3)(src, ['workspace'], 'a workspace file reference is not supported', 'write the workspace inline (template and hooks.before_each)');
    }
}
function checkUniqueIds(tests) {
    const seen = new Map();
    for (const test of tests) {
        const id = String(test.raw.id);
        const earlier = seen.get(id);
        if (earlier) {
            const where = `${external_node_path_default().basename(earlier.src.file)}:${(0,yaml_source/* positionOf */.df)(earlier.src, earlier.at).line}`;
            throw (0,yaml_source/* configErrorAt */.C3)(test.src, [...test.at, 'id'], `duplicate test id "${id}" (first at ${where})`, 'give every test of the suite a unique id');
        }
        seen.set(id, test);
    }
}
/** The 4.x workspace: `template` copied per test, `hooks.before_each` run in each copy (the 2.x `setup`). */
function workspaceOf(src, raw, rule) {
    const ws = raw.workspace;
    if (ws === undefined || typeof ws === 'string')
        return undefined;
    const hook = ws.hooks?.enabled === false ? undefined : ws.hooks?.before_each;
    const command = hook?.command ?? hook?.script;
    if (ws.template === undefined) {
        if (command === undefined)
            return undefined;
        throw (0,yaml_source/* configErrorAt */.C3)(src, ['workspace'], 'workspace hooks need a workspace.template to run in', 'set workspace.template to the folder each test gets a fresh copy of');
    }
    const setup = command === undefined ? undefined : typeof command === 'string' ? command : command.map(shellWord).join(' ');
    const template = external_node_path_default().resolve(external_node_path_default().dirname(src.file), ws.template);
    (0,repo_paths/* refuseOutsideRoot */.Uf)(template, `workspace.template "${ws.template}"`, src, ['workspace', 'template'], rule);
    return {
        template,
        ...(setup !== undefined ? { setup } : {}),
        keep: false,
        source: { file: src.file, line: (0,yaml_source/* keyPositionOf */.Y_)(src, [], 'workspace').line },
    };
}
function shellWord(word) {
    return /^[A-Za-z0-9_./:=@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}


/***/ })

};
