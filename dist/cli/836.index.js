export const id = 836;
export const ids = [836];
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

/***/ 19836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadPromptfooSuite: () => (/* binding */ loadPromptfooSuite)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/promptfoo/build-cases.ts + 1 modules
var build_cases = __webpack_require__(24659);
// EXTERNAL MODULE: ./src/config/targets-file-schema.ts
var targets_file_schema = __webpack_require__(13195);
// EXTERNAL MODULE: ./src/config/types.ts
var types = __webpack_require__(22143);
// EXTERNAL MODULE: ./src/promptfoo/refuse.ts
var refuse = __webpack_require__(34156);
// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
;// CONCATENATED MODULE: ./src/promptfoo/agentv5-dialect.ts





/** AgentV 5 keys that say a file is its dialect rather than a promptfoo config. */
const DIALECT_KEYS = [
    'target',
    'targets',
    'default_test',
    'evaluate_options',
    'nunjucks_filters',
    'derived_metrics',
    'environment',
    'experiment',
];
/** Whether a config is AgentV 5's dialect: no `providers:`, and one of its own keys or a slug `name`. */
function isAgentv5Suite(data) {
    if ('providers' in data)
        return false;
    return DIALECT_KEYS.some((key) => key in data) || (typeof data.name === 'string' && /^[a-z0-9-]+$/.test(data.name));
}
/** Keys of AgentV 5 this tool does not have. */
const REFUSED = {
    derived_metrics: 'derived metrics are not computed by this tool',
    extensions: 'lifecycle hooks (extensions) are not run by this tool',
};
/**
 * AgentV 5 test keys whose behaviour this tool does not have (multi-turn, dependencies, per-test runs and testbeds).
 */
const REFUSED_TEST_KEYS = [
    'turns',
    'mode',
    'depends_on',
    'on_dependency_failure',
    'run',
    'environment',
    'input',
    'input_files',
    'aggregation',
    'on_turn_failure',
    'window_size',
];
function fromAgentv5(data, file) {
    for (const key of Object.keys(REFUSED))
        if (key in data)
            (0,refuse/* refuse */.T)(file, `${key}: is not supported: ${REFUSED[key]}`, `remove ${key}: to run the suite here`);
    for (const [i, test] of (Array.isArray(data.tests) ? data.tests : []).entries()) {
        const key = (0,is_record/* isRecord */.u)(test) ? REFUSED_TEST_KEYS.find((k) => k in test) : undefined;
        if (key)
            (0,refuse/* refuse */.T)(file, `tests[${i}].${key} is not supported by this tool`, key === 'input' ? 'give the input as vars.input with prompts: ["{{ input }}"]' : `remove ${key}`);
    }
    const { default_test, evaluate_options, nunjucks_filters, target, targets, assert, threshold, tests, ...more } = data;
    const { defaults: rawDefaults, graders: rawGraders, environment, ...rest } = more;
    const workdir = readEnvironment(environment, file);
    const defaults = readDefaults(rawDefaults, file);
    const graders = readGraders(rawGraders, file);
    const defaultTest = (0,is_record/* isRecord */.u)(default_test)
        ? { ...default_test }
        : typeof default_test === 'string'
            ? { file: default_test }
            : {};
    if (Array.isArray(assert))
        defaultTest.assert = [...(Array.isArray(defaultTest.assert) ? defaultTest.assert : []), ...assert];
    // AgentV's verdict: a test passes when its score reaches its threshold (the suite's, else 0.8), not
    // when every assertion passed (orchestrator.ts classifyQualityStatus, graders/scoring.ts).
    if (defaultTest.threshold === undefined)
        defaultTest.threshold = typeof threshold === 'number' ? threshold : 0.8;
    const repeat = (0,is_record/* isRecord */.u)(evaluate_options) ? evaluate_options.repeat : undefined;
    const config = {
        ...rest,
        ...(typeof default_test === 'string' ? { defaultTest: default_test } : { defaultTest }),
        ...(nunjucks_filters !== undefined ? { nunjucksFilters: nunjucks_filters } : {}),
        ...(repeat !== undefined ? { evaluateOptions: { repeat: (0,is_record/* isRecord */.u)(repeat) ? repeat.count : repeat } } : {}),
        ...(tests !== undefined ? { tests } : {}),
    };
    if (defaults.grader !== undefined) {
        if (!graders.some((g) => g.name === defaults.grader))
            (0,refuse/* refuse */.T)(file, `defaults.grader ${defaults.grader} is not one of the suite's graders:`, `add it under graders: [{id: ${defaults.grader}, provider, config}]`);
        // The suite's graders grade its model-graded assertions unless a test names its own.
        const options = (0,is_record/* isRecord */.u)(defaultTest.options) ? defaultTest.options : {};
        if (options.provider === undefined)
            defaultTest.options = { ...options, provider: defaults.grader };
    }
    const written = [target, targets].flat().filter((entry) => entry !== undefined);
    // AgentV's resolution: the suite's target(s), else defaults.target, else the target named `default`.
    const entries = written.length > 0 ? written : [defaults.target ?? 'default'];
    // promptfoo's own provider ids (`targets:` is promptfoo's alias of `providers:`) stay providers.
    const providers = entries.filter(isProviderId);
    if (providers.length > 0)
        config.providers = providers;
    return {
        config,
        graders,
        ...(workdir !== undefined ? { workdir } : {}),
        targets: entries.filter((entry) => !isProviderId(entry)).map((entry, i) => localTarget(entry, i, file)),
    };
}
/**
 * A promptfoo provider id (`openai:chat:x`, `echo`, `file://p.js`) or `{id: <such an id>}` without an AgentV
 * `provider`.
 */
function isProviderId(entry) {
    const id = typeof entry === 'string'
        ? entry
        : (0,is_record/* isRecord */.u)(entry) && entry.provider === undefined && typeof entry.id === 'string'
            ? entry.id
            : undefined;
    return id !== undefined && (id === 'echo' || id.includes(':'));
}
/** A `target:` entry: a targets.yaml name, or an inline `{id, provider, model, config}`. */
function localTarget(entry, index, file) {
    if (typeof entry === 'string')
        return { name: entry };
    if (!(0,is_record/* isRecord */.u)(entry))
        return (0,refuse/* refuse */.T)(file, `target ${JSON.stringify(entry)} is neither a name nor a target`, 'write target: <name> or {id, provider, model}');
    const name = typeof entry.id === 'string' ? entry.id : `target-${index + 1}`;
    if (entry.provider === undefined)
        return { name };
    const kind = targets_file_schema/* AGENTV_PROVIDER_ALIASES */.p3[String(entry.provider)] ?? String(entry.provider);
    if (!types/* PROVIDER_KINDS */.ik.includes(kind))
        (0,refuse/* refuse */.T)(file, `target ${name}: provider ${String(entry.provider)} is not run by this tool`, `use one of: ${types/* PROVIDER_KINDS */.ik.join(', ')}`);
    // Its variables read as a targets file's: `{{ env.NAME }}` as `${{ NAME }}`, expanded when the target is used.
    const config = (0,targets_file_schema/* envTemplatesAsReferences */.Hd)({
        ...((0,is_record/* isRecord */.u)(entry.config) ? entry.config : {}),
        ...(typeof entry.model === 'string' ? { model: entry.model } : {}),
    });
    return {
        name,
        definition: {
            name,
            provider: kind,
            retry: {},
            config,
            source: { file: external_node_path_default().resolve(file) },
        },
    };
}
/**
 * AgentV 5's `environment:` (loaders/environment-recipe.ts): a `host` testbed's `workdir` (relative
 * to the eval file) is where the agent works; here each case gets a fresh copy of it, as a
 * `workspace.template`. Docker testbeds, `setup` commands, `env` and recipes from a file are refused.
 */
function readEnvironment(value, file) {
    if (value === undefined)
        return undefined;
    const fix = 'write environment: {type: host, workdir: <folder>} (a docker or setup testbed runs in AgentV only)';
    if (!(0,is_record/* isRecord */.u)(value))
        return (0,refuse/* refuse */.T)(file, 'environment: from a file is not read by this tool', fix);
    if (value.type !== 'host')
        return (0,refuse/* refuse */.T)(file, `environment type ${String(value.type)} is not run by this tool`, fix);
    const other = Object.keys(value).find((key) => key !== 'type' && key !== 'workdir');
    if (other !== undefined)
        (0,refuse/* refuse */.T)(file, `environment.${other} is not supported by this tool`, fix);
    if (typeof value.workdir !== 'string' || value.workdir === '')
        return (0,refuse/* refuse */.T)(file, 'environment.workdir must be a folder', fix);
    return value.workdir;
}
/** AgentV 5's `defaults:` (config-graph.ts `ConfigDefaults`): the suite's default target and grader, by id. */
function readDefaults(value, file) {
    if (value === undefined)
        return {};
    if (!(0,is_record/* isRecord */.u)(value))
        return (0,refuse/* refuse */.T)(file, 'defaults: from a file is not read by this tool', 'write defaults: {target: <id>, grader: <id>} in the suite');
    const other = Object.keys(value).find((key) => key !== 'target' && key !== 'grader');
    if (other !== undefined)
        (0,refuse/* refuse */.T)(file, `defaults.${other} is not a key of AgentV 5's defaults`, 'defaults takes target and grader only');
    const out = {};
    for (const key of ['target', 'grader']) {
        const v = value[key];
        if (v === undefined)
            continue;
        if (typeof v !== 'string' || v === '')
            (0,refuse/* refuse */.T)(file, `defaults.${key} must be an id`, `write defaults.${key}: <id>`);
        out[key] = v;
    }
    return out;
}
/** AgentV 5's `graders:` (config-graph.ts `ConfigGraderSchema`): `{id, provider, config}` each, as targets. */
function readGraders(value, file) {
    if (value === undefined)
        return [];
    if (!Array.isArray(value))
        return (0,refuse/* refuse */.T)(file, 'graders: from a file is not read by this tool', 'list the graders in the suite');
    return value.map((entry, i) => {
        if (!(0,is_record/* isRecord */.u)(entry) || typeof entry.id !== 'string' || entry.provider === undefined)
            (0,refuse/* refuse */.T)(file, `graders[${i}] needs an id and a provider`, 'write - {id: judge, provider: openai, config: {…}}');
        return localTarget(entry, i, file).definition;
    });
}
/**
 * A test's `assert` as AgentV 5 reads it: bare strings become one llm-rubric (their list as its
 * value, weight = their count) where the first string stood.
 */
function groupCriteria(asserts) {
    if (!Array.isArray(asserts) || !asserts.some((a) => typeof a === 'string'))
        return asserts;
    const criteria = asserts
        .filter((a) => typeof a === 'string')
        .map((a) => a.trim())
        .filter((a) => a !== '');
    const out = [];
    let placed = false;
    for (const item of asserts) {
        if (typeof item !== 'string')
            out.push(item);
        else if (!placed) {
            placed = true;
            if (criteria.length > 0)
                out.push({ type: 'llm-rubric', value: criteria, weight: criteria.length });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/promptfoo/grader-targets.ts
var grader_targets = __webpack_require__(26288);
// EXTERNAL MODULE: ./src/promptfoo/nunjucks-env.ts
var nunjucks_env = __webpack_require__(67425);
// EXTERNAL MODULE: ./src/config/near-key.ts
var near_key = __webpack_require__(10824);
// EXTERNAL MODULE: ./src/config/unknown-keys.ts
var unknown_keys = __webpack_require__(53469);
// EXTERNAL MODULE: ./src/promptfoo/promptfoo-config-file.ts
var promptfoo_config_file = __webpack_require__(20206);
;// CONCATENATED MODULE: ./src/promptfoo/config-key-typos.ts




/*
 * The keys promptfoo 0.123.1 declares at each level of a config (src/types: UnifiedConfigSchema,
 * TestCaseSchema, ScenarioSchema, AssertionSchema, AssertionSetSchema), with those this tool reads
 * besides; the top level's are promptfoo-config-file.ts's TOP_LEVEL_KEYS. promptfoo strips any
 * other key without a word, so a misspelt one (`asert`, `provders`, `defaultTets`) would silently
 * change the run: one near a key of its level is refused at its line. Keys far from all of them
 * stay the warnings promptfoo-config-file.ts and read-suite-tests.ts give. `options` and `metadata`
 * take any key in promptfoo and are not checked.
 */
/** A test's keys; defaultTest takes the same but `description` (TestCaseSchema.omit). */
const TEST_KEYS = [
    'description',
    'vars',
    'provider',
    'providers',
    'prompts',
    'providerOutput',
    'assert',
    'assertScoringFunction',
    'options',
    'threshold',
    'metadata',
    // AgentV 5's, read by this tool.
    'id',
    'conversation_id',
    'suite',
];
const DEFAULT_TEST_KEYS = TEST_KEYS.filter((key) => key !== 'description');
const SCENARIO_KEYS = ['description', 'config', 'tests'];
const ASSERTION_KEYS = [
    'type',
    'value',
    'config',
    'threshold',
    'weight',
    'provider',
    'rubricPrompt',
    'metric',
    'transform',
    'contextTransform',
    // An assertion template's reference (`$ref: "#/assertionTemplates/name"`), replaced at load.
    '$ref',
];
const ASSERT_SET_KEYS = ['type', 'assert', 'weight', 'metric', 'threshold', 'config'];
/** Another format's name of a key (AgentV 4.x's `assertions`), far in letters from promptfoo's. */
const OTHER_SPELLINGS = { assertions: 'assert' };
/**
 * Refuses, at its line and column, the first key of the config's own text (top level, inline
 * tests, defaultTest, scenarios and their assertions) that is a misspelling of a key promptfoo
 * reads at that place. Tests read from files are checked by {@link refuseMisspeltTestKeys}.
 */
function refuseMisspeltConfigKeys(src) {
    const data = src.data;
    if (!(0,is_record/* isRecord */.u)(data))
        return;
    const fail = (mapPath, key, typo) => {
        throw (0,unknown_keys/* typoError */.f0)(src, { mapPath, key, typo });
    };
    checkKeys(data, [], promptfoo_config_file/* TOP_LEVEL_KEYS */.Uw, fail);
    if ((0,is_record/* isRecord */.u)(data.defaultTest))
        checkTest(data.defaultTest, ['defaultTest'], DEFAULT_TEST_KEYS, fail);
    eachRecord(data.tests, ['tests'], (at, test) => {
        // `{path, config}` names a test generator, not a test.
        if (typeof test.path !== 'string')
            checkTest(test, at, TEST_KEYS, fail);
    });
    eachRecord(data.scenarios, ['scenarios'], (at, scenario) => {
        checkKeys(scenario, at, SCENARIO_KEYS, fail);
        eachRecord(scenario.config, [...at, 'config'], (where, test) => checkTest(test, where, TEST_KEYS, fail));
        eachRecord(scenario.tests, [...at, 'tests'], (where, test) => checkTest(test, where, TEST_KEYS, fail));
    });
}
/** The same check for one test as read (from a file the config names), its assertions included. */
function refuseMisspeltTestKeys(test, at, fail) {
    checkTest(test, at, TEST_KEYS, fail);
}
/** Whether `key` is a key promptfoo reads on a test. */
function isTestKey(key) {
    return TEST_KEYS.includes(key);
}
function checkTest(test, at, known, fail) {
    checkKeys(test, at, known, fail);
    checkAssertions(test.assert, [...at, 'assert'], fail);
}
function checkAssertions(asserts, at, fail) {
    eachRecord(asserts, at, (where, assertion) => {
        const set = assertion.type === 'assert-set';
        checkKeys(assertion, where, set ? ASSERT_SET_KEYS : ASSERTION_KEYS, fail);
        if (set)
            checkAssertions(assertion.assert, [...where, 'assert'], fail);
    });
}
function checkKeys(map, mapPath, known, fail) {
    for (const key of Object.keys(map)) {
        if (known.includes(key))
            continue;
        const other = OTHER_SPELLINGS[key];
        const typo = other !== undefined && known.includes(other) ? other : (0,near_key/* nearKey */.O)(key, known);
        if (typo !== undefined)
            fail(mapPath, key, typo);
    }
}
function eachRecord(list, at, visit) {
    if (!Array.isArray(list))
        return;
    list.forEach((item, i) => {
        if ((0,is_record/* isRecord */.u)(item))
            visit([...at, i], item);
    });
}

;// CONCATENATED MODULE: ./src/promptfoo/config-refs.ts


/**
 * The config with its local JSON references replaced by what they point at, as promptfoo 0.123.1's
 * dereferenceConfig (json-schema-ref-parser) does when it reads a config: `$ref:
 * "#/assertionTemplates/name"` in an `assert:` list is that template; a `$ref` with keys beside it
 * (`weight: 3`) is the target with those keys over it. The `parameters` of a provider's tools and
 * functions are left as written: their `$ref`s are the JSON schema's own. A reference to another
 * file, one that points at nothing, and a circle of references are refused at load.
 */
function dereferenceConfig(config, file) {
    const keep = toolSchemas(config.providers);
    const resolving = [];
    const walk = (value) => {
        if (Array.isArray(value))
            return value.map(walk);
        if (!(0,is_record/* isRecord */.u)(value) || keep.has(value))
            return value;
        if (typeof value.$ref === 'string')
            return resolved(value);
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    };
    const resolved = ({ $ref, ...beside }) => {
        if (!$ref.startsWith('#'))
            (0,refuse/* refuse */.T)(file, `$ref ${$ref} points into another file, which this tool does not read`, 'copy it into the config');
        if (resolving.includes($ref))
            (0,refuse/* refuse */.T)(file, `$ref ${$ref} refers back to itself`, 'break the circle of references');
        resolving.push($ref);
        const target = walk(pointAt(config, $ref, file));
        resolving.pop();
        return (0,is_record/* isRecord */.u)(target) && Object.keys(beside).length > 0 ? { ...target, ...walk(beside) } : target;
    };
    return walk(config);
}
/** The value a `#/a/b` pointer names (JSON pointer escapes `~0`, `~1` and URL escapes undone). */
function pointAt(root, ref, file) {
    let value = root;
    for (const part of ref.slice(1).split('/').slice(1)) {
        const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
        const next = Array.isArray(value) ? value[Number(key)] : (0,is_record/* isRecord */.u)(value) ? value[key] : undefined;
        if (next === undefined)
            (0,refuse/* refuse */.T)(file, `$ref ${ref} points at nothing in the config`, 'check the name, e.g. #/assertionTemplates/<name>');
        value = next;
    }
    return value;
}
/** The JSON schemas of the providers' tools and functions, which promptfoo keeps out of dereferencing. */
function toolSchemas(providers) {
    const kept = new Set();
    for (const item of Array.isArray(providers) ? providers : []) {
        if (!(0,is_record/* isRecord */.u)(item))
            continue;
        const provider = (0,is_record/* isRecord */.u)(item.config) ? item : Object.values(item)[0];
        const config = (0,is_record/* isRecord */.u)(provider) && (0,is_record/* isRecord */.u)(provider.config) ? provider.config : {};
        for (const tool of Array.isArray(config.tools) ? config.tools : [])
            if ((0,is_record/* isRecord */.u)(tool) && (0,is_record/* isRecord */.u)(tool.function) && tool.function.parameters)
                kept.add(tool.function.parameters);
        for (const fn of Array.isArray(config.functions) ? config.functions : [])
            if ((0,is_record/* isRecord */.u)(fn) && fn.parameters)
                kept.add(fn.parameters);
    }
    return kept;
}

// EXTERNAL MODULE: ./src/promptfoo/promptfoo-env.ts
var promptfoo_env = __webpack_require__(90862);
// EXTERNAL MODULE: ./src/promptfoo/read-prompts.ts + 1 modules
var read_prompts = __webpack_require__(72121);
// EXTERNAL MODULE: ./src/promptfoo/provider-targets.ts + 1 modules
var provider_targets = __webpack_require__(44764);
// EXTERNAL MODULE: ./src/config/yaml-source.ts
var yaml_source = __webpack_require__(12865);
// EXTERNAL MODULE: ./src/promptfoo/assertions/run-assertions.ts + 1 modules
var run_assertions = __webpack_require__(64564);
// EXTERNAL MODULE: ./src/config/custom-assertions.ts
var custom_assertions = __webpack_require__(69277);
// EXTERNAL MODULE: ./src/promptfoo/assertions/agentv5-assertions.ts
var agentv5_assertions = __webpack_require__(7686);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-registry.ts + 8 modules
var assertion_registry = __webpack_require__(23343);
;// CONCATENATED MODULE: ./src/promptfoo/agentv5-tests.ts







/**
 * A test of AgentV 5's dialect (v5.3.1-next.1, eval-file.schema.ts `EvalTestSchema`) in promptfoo's
 * shape: bare-string criteria grouped into one llm-rubric; its own `execution` read as AgentV reads
 * it (grader-parser.ts: the test's `assert` wins over `execution.assert`; `skip_defaults` leaves out
 * the suite's and default_test's assertions; `threshold` is the test's); `suite` (the result row's
 * suite label) kept in its metadata. `cache` and `fail_on_error` are run settings here: warned about.
 */
function agentv5Test(test, where, warnings) {
    const { file } = where;
    const { execution, suite, ...rest } = test;
    const out = { ...rest };
    if (execution !== undefined) {
        if (!(0,is_record/* isRecord */.u)(execution))
            return (0,refuse/* refuse */.T)(file, 'a test execution: must be a mapping', 'write execution: {skip_defaults: true}');
        const { assert, skip_defaults, threshold, cache, fail_on_error, failOnError, ...unknown } = execution;
        const other = Object.keys(unknown)[0];
        if (other !== undefined)
            (0,refuse/* refuse */.T)(file, `a test's execution.${other} is not supported by this tool` +
                (other === 'budget_usd' || other === 'budgetUsd' ? ' (a budget is the run’s --budget-usd)' : ''), 'use execution: {assert, skip_defaults, threshold}, or remove the key');
        if (out.assert === undefined && assert !== undefined)
            out.assert = assert;
        if (out.threshold === undefined && typeof threshold === 'number')
            out.threshold = threshold;
        if (skip_defaults === true)
            out.options = { ...((0,is_record/* isRecord */.u)(out.options) ? out.options : {}), disableDefaultAsserts: true };
        for (const [key, value] of Object.entries({ cache, fail_on_error, failOnError }))
            if (value !== undefined)
                warnings.push({
                    message: `a test's execution.${key} is ignored: here it is a setting of the whole run (--cache, exit codes)`,
                    file,
                });
    }
    if (typeof suite === 'string')
        out.metadata = { ...((0,is_record/* isRecord */.u)(out.metadata) ? out.metadata : {}), suite };
    if (Array.isArray(out.assert))
        out.assert = customAssertions(groupCriteria(out.assert), external_node_path_default().dirname(file), where.repoRoot);
    return out;
}
/**
 * AgentV 5's custom assertion types (registry/assertion-discovery.ts): a type no grader has, found
 * as `.agentv/assertions/<type>.{ts,js,mts,mjs}` from the eval file's folder up to the repository
 * root, runs as a `script` with the same payload (`defineAssertion` reads it); its metric keeps the
 * type's name. `negate: true` becomes promptfoo's `not-` form. Members of an assert-set too.
 */
function customAssertions(asserts, evalDir, repoRoot) {
    if (!Array.isArray(asserts))
        return asserts;
    return asserts.map((a) => {
        if (!(0,is_record/* isRecord */.u)(a) || typeof a.type !== 'string')
            return a;
        if (a.type === 'assert-set')
            return { ...a, assert: customAssertions(a.assert, evalDir, repoRoot) };
        // AgentV's `negate: true` (score 1 − score, pass and fail swapped) is promptfoo's `not-` form.
        if (a.negate === true && !a.type.startsWith('not-')) {
            const { negate: _negate, ...kept } = a;
            return customAssertions([{ ...kept, type: `not-${a.type}` }], evalDir, repoRoot)[0];
        }
        const base = a.type.replace(/^not-/, '');
        if (assertion_registry/* ASSERTION_HANDLERS */.XX[base] || agentv5_assertions/* AGENTV5_ASSERTIONS */.l[base] || assertion_registry/* REFUSED_ASSERTIONS */.Tr[base])
            return a;
        const found = (0,custom_assertions/* customAssertionEntry */.w)(a, evalDir, repoRoot);
        if (!found)
            return a;
        const { type: _type, ...rest } = a;
        return { ...rest, type: 'script', command: found.entry.command, metric: a.metric ?? found.type };
    });
}

// EXTERNAL MODULE: ./src/promptfoo/expand-tests.ts
var expand_tests = __webpack_require__(55264);
// EXTERNAL MODULE: ./src/promptfoo/glob-files.ts
var glob_files = __webpack_require__(53156);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/csv-parse/lib/sync.js + 9 modules
var sync = __webpack_require__(25175);
;// CONCATENATED MODULE: ./src/promptfoo/csv-test-row.ts
/** promptfoo 0.123.1's assertion types, in its order: the names `__expected` cells may start with. */
const ASSERTION_TYPES = [
    'agent-rubric',
    'answer-relevance',
    'bleu',
    'classifier',
    'contains',
    'contains-all',
    'contains-any',
    'contains-html',
    'contains-json',
    'contains-sql',
    'contains-xml',
    'context-faithfulness',
    'context-recall',
    'context-relevance',
    'conversation-relevance',
    'cost',
    'equals',
    'factuality',
    'finish-reason',
    'g-eval',
    'gleu',
    'guardrails',
    'icontains',
    'icontains-all',
    'icontains-any',
    'is-html',
    'is-json',
    'is-refusal',
    'is-sql',
    'is-valid-function-call',
    'is-valid-openai-function-call',
    'is-valid-openai-tools-call',
    'is-xml',
    'javascript',
    'latency',
    'levenshtein',
    'llm-rubric',
    'pi',
    'meteor',
    'model-graded-closedqa',
    'model-graded-factuality',
    'moderation',
    'perplexity',
    'perplexity-score',
    'python',
    'regex',
    'rouge-n',
    'ruby',
    'similar',
    'similar:cosine',
    'similar:dot',
    'similar:euclidean',
    'starts-with',
    'tool-call-f1',
    'skill-used',
    'trajectory:goal-success',
    'trajectory:tool-args-match',
    'trajectory:step-count',
    'trajectory:tool-sequence',
    'trajectory:tool-used',
    'trace-error-spans',
    'trace-span-count',
    'trace-span-duration',
    'search-rubric',
    'webhook',
    'word-count',
];
const ASSERTION_PATTERN = new RegExp(`^(not-)?(${ASSERTION_TYPES.join('|')})(?:\\((\\d+(?:\\.\\d+)?)\\))?(?::([\\s\\S]*))?$`);
const THRESHOLD_TYPES = new Set([
    'answer-relevance',
    'classifier',
    'context-faithfulness',
    'context-recall',
    'context-relevance',
    'cost',
    'latency',
    'levenshtein',
    'perplexity-score',
    'perplexity',
    'rouge-n',
    'similar',
    'starts-with',
]);
const LIST_TYPES = new Set(['contains-all', 'contains-any', 'icontains-all', 'icontains-any']);
/** A cell as a finite number, else undefined (a blank or text cell is "not set", never NaN). */
function parseFiniteNumber(value) {
    const trimmed = value?.trim() ?? '';
    if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed))
        return undefined;
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : undefined;
}
/**
 * An `__expected` cell as promptfoo reads it: `type:value`, `not-type(threshold):value`, `grade:`, `javascript:`,
 * `python:`, else `equals`.
 */
function assertionFromString(expected) {
    const isJsFile = expected.startsWith('file://') && /\.(c|m)?(j|t)s(:|$)/.test(expected.slice(7));
    if (expected.startsWith('javascript:') || expected.startsWith('fn:') || expected.startsWith('eval:') || isJsFile) {
        const cut = expected.startsWith('javascript:')
            ? 11
            : expected.startsWith('fn:')
                ? 3
                : expected.startsWith('eval:')
                    ? 5
                    : 0;
        return { type: 'javascript', value: expected.slice(cut).trim() };
    }
    if (expected.startsWith('grade:') || expected.startsWith('llm-rubric:'))
        return { type: 'llm-rubric', value: expected.slice(expected.startsWith('grade:') ? 6 : 11) };
    if (expected.startsWith('python:') ||
        (expected.startsWith('file://') && (expected.endsWith('.py') || expected.includes('.py:'))))
        return { type: 'python', value: expected.slice(7).trim() };
    const match = ASSERTION_PATTERN.exec(expected);
    if (!match)
        return { type: 'equals', value: expected };
    const [, not, type = '', thresholdText, value] = match;
    const fullType = not ? `not-${type}` : type;
    const threshold = parseFiniteNumber(thresholdText);
    if (LIST_TYPES.has(type))
        return { type: fullType, value: value ? commaSeparated(value) : value };
    if (type === 'contains-json' || type === 'is-json')
        return { type: fullType, value };
    if (THRESHOLD_TYPES.has(type))
        return { type: fullType, value: value?.trim(), threshold: threshold ?? (type === 'similar' ? 0.8 : 0.75) };
    return { type: fullType, value: value?.trim() };
}
/** `a, "b, c", d` → ['a', 'b, c', 'd'] (quotes escape commas; `""` and `\"` are a quote). */
function commaSeparated(value) {
    const out = [];
    let i = 0;
    while (i < value.length) {
        while (i < value.length && (value[i] === ',' || /\s/.test(value[i])))
            i++;
        if (i >= value.length)
            break;
        if (value[i] === '"') {
            let field = '';
            i++;
            while (i < value.length) {
                if (value[i] === '\\' && (value[i + 1] === '"' || value[i + 1] === '\\')) {
                    field += value[i + 1];
                    i += 2;
                }
                else if (value[i] === '"' && value[i + 1] === '"') {
                    field += '"';
                    i += 2;
                }
                else if (value[i] === '"') {
                    i++;
                    break;
                }
                else
                    field += value[i++];
            }
            out.push(field);
        }
        else {
            const start = i;
            while (i < value.length && value[i] !== ',')
                i++;
            out.push(value.slice(start, i).trim());
        }
    }
    return out;
}
/** One CSV row as a promptfoo test: special `__` columns, every other column a var. */
function testFromCsvRow(row) {
    const vars = {};
    const asserts = [];
    const options = {};
    const metadata = {};
    const thresholds = new Map();
    let description;
    let metric;
    let threshold;
    let providerOutput;
    for (const [rawKey, value] of Object.entries(row)) {
        const key = rawKey.trim();
        if (key.startsWith('__expected')) {
            if (value.trim() !== '')
                asserts.push(assertionFromString(value.trim()));
        }
        else if (key === '__prefix')
            options.prefix = value;
        else if (key === '__suffix')
            options.suffix = value;
        else if (key === '__description')
            description = value;
        else if (key === '__providerOutput')
            providerOutput = value;
        else if (key === '__metric')
            metric = value;
        else if (key === '__threshold')
            threshold = parseFiniteNumber(value);
        else if (key.startsWith('__metadata:')) {
            const name = key.slice('__metadata:'.length);
            if (value.trim() === '')
                continue;
            if (name.endsWith('[]'))
                metadata[name.slice(0, -2)] = value.split(/(?<!\\),/).map((v) => v.trim().replace(/\\,/g, ','));
            else
                metadata[name] = value;
        }
        else if (key.startsWith('__config:')) {
            const [target, setting] = key.slice('__config:'.length).split(':');
            const index = target === '__expected' ? 0 : Number(/^__expected(\d+)$/.exec(target ?? '')?.[1] ?? Number.NaN) - 1;
            const number = parseFiniteNumber(value);
            if (setting !== 'threshold' || !(index >= 0) || number === undefined)
                throw new Error(`column ${key}: write __config:__expected<N>:threshold with a number`);
            thresholds.set(index, number);
        }
        else if (key !== '__metadata')
            vars[key] = value;
    }
    asserts.forEach((assert, index) => {
        assert.metric = metric;
        const set = thresholds.get(index);
        if (set !== undefined) {
            assert.threshold = set;
            metadata.threshold = set;
        }
    });
    return {
        vars,
        assert: asserts,
        options,
        ...(description ? { description } : {}),
        ...(providerOutput ? { providerOutput } : {}),
        ...(threshold !== undefined ? { threshold } : {}),
        ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
    };
}

// EXTERNAL MODULE: ./src/promptfoo/call-python.ts
var call_python = __webpack_require__(19303);
// EXTERNAL MODULE: ./src/config/import-user-module.ts
var import_user_module = __webpack_require__(86878);
// EXTERNAL MODULE: ./src/promptfoo/read-yaml-file.ts
var read_yaml_file = __webpack_require__(97049);
// EXTERNAL MODULE: ./src/promptfoo/test-place.ts
var test_place = __webpack_require__(72162);
// EXTERNAL MODULE: ./src/promptfoo/render-prompt.ts
var render_prompt = __webpack_require__(10255);
;// CONCATENATED MODULE: ./src/promptfoo/read-tests.ts














/**
 * `tests:` as promptfoo 0.123.1 reads it: a path (YAML tests, or a CSV/JSON/JSONL/JS/Python file of
 * rows), a list of inline tests, paths and globs, or `{path, config}`. Inline tests read `vars:`
 * given as a file or list of files. CSV and JSON rows without a description are `Row #n`. A test
 * read from a file is placed at its line there; a generator's at the config line naming it.
 */
async function readTests(value, baseDir, src, lineOf = () => 1) {
    if (value === undefined || value === null)
        return [];
    if (typeof value === 'string') {
        if (/ya?ml$/.test(value))
            return testsFromGlob(value, baseDir, src);
        return standaloneTests(value, baseDir, src, lineOf());
    }
    if ((0,is_record/* isRecord */.u)(value) && typeof value.path === 'string')
        return standaloneTests(value.path, baseDir, src, lineOf());
    if (!Array.isArray(value))
        return (0,refuse/* refuse */.T)(src.configFile, `tests: must be a path or a list, got ${typeof value}`, 'write tests: as a list of tests or file paths');
    const tests = [];
    for (const [i, item] of value.entries()) {
        if (typeof item === 'string') {
            const { functionName } = (0,read_prompts/* splitFunction */.X)(item.replace(/^file:\/\//, ''));
            if (functionName !== undefined || /\.(c|m)?(j|t)s$|\.py$/.test(item))
                tests.push(...(await standaloneTests(item, baseDir, src, lineOf(i))));
            else
                tests.push(...(await testsFromGlob(item, baseDir, src)));
        }
        else if ((0,is_record/* isRecord */.u)(item) && typeof item.path === 'string')
            tests.push(...(await standaloneTests(item.path, baseDir, src, lineOf(i))));
        else if ((0,is_record/* isRecord */.u)(item))
            tests.push(await withVarsFiles(item, baseDir, src));
        else
            (0,refuse/* refuse */.T)(src.configFile, `a test must be an object or a file path, got ${JSON.stringify(item)}`, 'write each test as {vars, assert} or a file path');
    }
    return tests;
}
/** A test whose `vars:` is a file or a list of files: their YAML maps merged. */
async function withVarsFiles(test, baseDir, src) {
    if (typeof test.vars !== 'string' && !Array.isArray(test.vars))
        return test;
    const vars = {};
    for (const pattern of [test.vars].flat()) {
        for (const file of await (0,glob_files/* globFiles */.C)(pattern.replace(/^file:\/\//, ''), baseDir))
            Object.assign(vars, await (0,read_yaml_file/* readYamlFile */.k)(src.guard(external_node_path_default().resolve(baseDir, file))));
    }
    return { ...test, vars };
}
async function testsFromGlob(pattern, baseDir, src) {
    const files = await (0,glob_files/* globFiles */.C)(pattern.replace(/^file:\/\//, ''), baseDir);
    if (files.length === 0)
        (0,refuse/* refuse */.T)(src.configFile, `no test file matches ${pattern}`, 'check the path (it is relative to the config file)');
    const tests = [];
    for (const file of files) {
        const absolute = src.guard(external_node_path_default().resolve(baseDir, file));
        if (/\.csv$/.test(file)) {
            tests.push(...(await standaloneTests(file, baseDir, src, 1)));
            continue;
        }
        const text = await (0,promises_.readFile)(absolute, 'utf8');
        let parsed;
        if (/\.ya?ml$/.test(file) || /\.json$/.test(file))
            parsed = placedYamlTests(absolute, text);
        else if (/\.jsonl$/.test(file))
            parsed = jsonlRows(text, absolute);
        else
            (0,refuse/* refuse */.T)(src.configFile, `test file ${file} has a type this tool does not read`, 'use .yaml, .json, .jsonl or .csv test files');
        for (const test of [parsed ?? []].flat())
            if ((0,is_record/* isRecord */.u)(test))
                tests.push(await withVarsFiles(test, external_node_path_default().dirname(absolute), src));
    }
    return tests;
}
/** A YAML (or JSON) file of tests (one, or a list), each placed at its own line of that file. */
function placedYamlTests(absolute, text) {
    const source = (0,yaml_source/* parseYamlSource */.WF)(absolute, text);
    const at = (test, path) => (0,is_record/* isRecord */.u)(test) ? (0,test_place/* placed */.G)(test, { file: absolute, line: (0,yaml_source/* positionOf */.df)(source, path).line }) : test;
    return Array.isArray(source.data) ? source.data.map((test, i) => at(test, [i])) : at(source.data, []);
}
/** A file of rows (CSV, JSON, JSONL, YAML rows) or a JS/Python test generator named on config line `line`. */
async function standaloneTests(ref, baseDir, src, line) {
    if (/^(https?|huggingface|az):\/\//.test(ref))
        (0,refuse/* refuse */.T)(src.configFile, `tests from ${ref.split('/').slice(0, 3).join('/')} are not read by this tool`, 'download the tests into a local CSV, YAML or JSON file');
    const { file, functionName } = (0,read_prompts/* splitFunction */.X)(ref.replace(/^file:\/\//, ''));
    const absolute = src.guard(external_node_path_default().resolve(baseDir, file));
    const ext = external_node_path_default().extname(absolute).toLowerCase();
    const atReference = (tests) => tests.map((test) => (0,test_place/* placed */.G)(test, { line }));
    if (render_prompt/* JS_EXTENSIONS */.H.includes(ext))
        return atReference(await jsTests(absolute, functionName));
    if (ext === '.py')
        return atReference(await pythonTests(absolute, functionName, { file, baseDir, src }));
    const reader = ROW_READERS.get(ext);
    if (!reader)
        return (0,refuse/* refuse */.T)(src.configFile, `test file ${file} has a type this tool does not read`, 'use .yaml, .json, .jsonl, .csv, .js or .py test files');
    const content = await (0,promises_.readFile)(absolute, 'utf8').catch(() => (0,refuse/* refuse */.T)(src.configFile, `test file ${file} cannot be read`, 'check the path (it is relative to the config file)'));
    return reader(content, src, absolute);
}
/** A JS test generator: the named export (else the default), called when it is a function. */
async function jsTests(absolute, functionName) {
    const loaded = await (0,import_user_module/* importUserModule */.F)(absolute);
    const fn = functionName ? loaded[functionName] : loaded.default;
    const result = typeof fn === 'function' ? await fn() : fn;
    return [result ?? []].flat().filter(is_record/* isRecord */.u);
}
/** A Python test generator: the named function (`generate_tests` by default) returns the list of tests. */
async function pythonTests(absolute, functionName, { file, baseDir, src }) {
    const result = await (0,call_python/* callPython */.j)(absolute, functionName ?? 'generate_tests', [], { env: src.env, cwd: baseDir });
    if (!Array.isArray(result))
        (0,refuse/* refuse */.T)(src.configFile, `${file} must return a list of tests`, 'return a list of {vars, assert} objects');
    return result.filter(is_record/* isRecord */.u);
}
/** Rows as tests, each without a description named `Row #n`. */
function describedRows(items) {
    return items.filter(is_record/* isRecord */.u).map((item, i) => ({ ...item, description: item.description || `Row #${i + 1}` }));
}
/** The rows of a JSONL file, each placed at its line. */
function jsonlRows(content, absolute) {
    return content.split(/\r?\n/).flatMap((text, i) => {
        if (text.trim() === '')
            return [];
        const row = JSON.parse(text);
        return [(0,is_record/* isRecord */.u)(row) ? (0,test_place/* placed */.G)(row, { file: absolute, line: i + 1 }) : row];
    });
}
/**
 * CSV: a header row, then one test per row (PROMPTFOO_CSV_DELIMITER; quotes relaxed when strict
 * parsing fails), each placed at the line its row starts on (the parser tells where it ends).
 */
const csvRows = (content, src, absolute) => {
    const delimiter = src.env.PROMPTFOO_CSV_DELIMITER ?? ',';
    let records;
    try {
        records = (0,sync/* parse */.qg)(content, { columns: true, bom: true, delimiter, info: true });
    }
    catch {
        records = (0,sync/* parse */.qg)(content, { columns: true, bom: true, delimiter, info: true, relax_quotes: true });
    }
    return records.map(({ record, info }, i) => {
        const test = testFromCsvRow(record);
        const line = info.lines - Object.values(record).join('').split('\n').length + 1;
        return (0,test_place/* placed */.G)({ ...test, description: test.description || `Row #${i + 1}` }, { file: absolute, line });
    });
};
const ROW_READERS = new Map([
    ['.csv', csvRows],
    ['.json', (content, _src, absolute) => describedRows([placedYamlTests(absolute, content)].flat())],
    ['.jsonl', (content, _src, absolute) => describedRows(jsonlRows(content, absolute))],
    ['.yaml', yamlRows],
    ['.yml', yamlRows],
]);
/** YAML rows: each read as a CSV row is, its values that are not text written as JSON. */
function yamlRows(content, _src, absolute) {
    return describedRows([placedYamlTests(absolute, content)].flat()).map((row) => {
        const place = (0,test_place/* placeOf */.$)(row);
        const test = testFromCsvRow(stringRow(row));
        return place ? (0,test_place/* placed */.G)(test, place) : test;
    });
}
function stringRow(row) {
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/promptfoo/file-references.ts




/**
 * Every `file://` reference among `values` (any field, any depth: prompts, vars, assertion values
 * and their list items, `javascript`/`python` files, transforms, rubric prompts, provider ids and
 * configs), put through the guard before anything is built or called; a glob's matches each. A
 * reference with a template in it (`file://{{ name }}.json`) names a file only per test: it is
 * left to the code that reads it. A refusal points at the config's line naming the file, else at `line`.
 */
async function checkFileReferences(values, configDir, guard, line) {
    const seen = new Set();
    for (const ref of fileReferences(values, new Set())) {
        if (seen.has(ref) || /\{\{|\{%/.test(ref))
            continue;
        seen.add(ref);
        const { file } = (0,read_prompts/* splitFunction */.X)(ref.slice('file://'.length));
        if (!(0,glob_files/* isGlob */.f)(file))
            guard(external_node_path_default().resolve(configDir, file), line);
        else
            for (const found of await (0,glob_files/* globFiles */.C)(file, configDir))
                guard(external_node_path_default().resolve(configDir, found), line);
    }
}
function* fileReferences(value, visited) {
    if (typeof value === 'string') {
        if (value.startsWith('file://'))
            yield value;
        return;
    }
    if (value === null || typeof value !== 'object' || visited.has(value))
        return;
    visited.add(value);
    for (const item of Array.isArray(value) ? value : Object.values(value))
        yield* fileReferences(item, visited);
}
/**
 * The line of the config that names a file (with or without `file://`), by the file's absolute
 * path: where a refusal points. The lines are gathered on the first question, which only a refusal asks.
 */
function referenceLines(config, configDir) {
    let lines;
    return (file) => {
        if (!lines) {
            const found = new Map();
            const { doc, lineCounter } = config.syntax();
            (0,dist.visit)(doc, {
                Scalar(_key, node) {
                    if (!(0,dist.isScalar)(node) || typeof node.value !== 'string' || !node.range)
                        return;
                    const absolute = external_node_path_default().resolve(configDir, (0,read_prompts/* splitFunction */.X)(node.value.replace(/^file:\/\//, '')).file);
                    if (!found.has(absolute))
                        found.set(absolute, lineCounter.linePos(node.range[0]).line);
                },
            });
            lines = found;
        }
        return lines.get(file);
    };
}

;// CONCATENATED MODULE: ./src/promptfoo/read-suite-tests.ts














/**
 * The config's tests as they run: `defaultTest`, `tests` and `scenarios` read (AgentV 5's criteria
 * grouped), unknown test keys warned about, unsupported ones refused, expanded into one test per
 * var combination and file, and every assertion validated.
 */
async function readSuiteTests(config, agentv5, src, warnings) {
    const { configDir, configFile: file } = src;
    const repoRoot = src.rootRule?.repoRoot ?? configDir;
    const criteria = (test) => (agentv5 ? agentv5Test(test, { file, repoRoot }, warnings) : test);
    const defaultTest = criteria(await readDefaultTest(config.defaultTest, configDir, src));
    // A generator's tests are placed at the config line naming it (`tests:` or its list item).
    const referenceLine = (i) => (0,yaml_source/* positionOf */.df)(src.source, i === undefined ? ['tests'] : ['tests', i]).line;
    const listed = placedList(config.tests, ['tests'], src.source);
    const tests = (await readTests(listed, configDir, src, referenceLine)).map(criteria);
    const written = placedList(config.scenarios, ['scenarios'], src.source);
    const scenarios = (await readScenarios(written, configDir, file, src.guard)).map((scenario) => ({
        ...scenario,
        ...(Array.isArray(scenario.config) ? { config: scenario.config.filter(is_record/* isRecord */.u).map(criteria) } : {}),
        ...(Array.isArray(scenario.tests) ? { tests: scenario.tests.filter(is_record/* isRecord */.u).map(criteria) } : {}),
    }));
    // Tests, defaultTest and scenarios read from files bring their own references: refused at the key that read them.
    for (const [key, value] of [
        ['defaultTest', defaultTest],
        ['tests', tests],
        ['scenarios', scenarios],
    ])
        await checkFileReferences(value, configDir, src.guard, (0,yaml_source/* keyPositionOf */.Y_)(src.source, [], key).line);
    warnings.push(...unknownTestKeys(tests, file));
    // defaultTest.provider is its tests' grader (expand-tests.ts); a test's own provider is refused.
    refuseUnrun({ ...defaultTest, provider: undefined }, 'defaultTest', file);
    tests.forEach((test, i) => {
        refuseUnrun(test, `tests[${i}]`, file);
    });
    const everyTest = [
        defaultTest,
        ...tests,
        ...scenarios.flatMap((sc) => [...asTests(sc.config), ...asTests(sc.tests)]),
    ];
    const fileVars = await globFileVars(everyTest, configDir, file);
    const expanded = (0,expand_tests/* expandTests */.k)(tests, defaultTest, scenarios, fileVars, {
        max: src.maxCases,
        refuse: (index, count, total) => {
            // A test written in the config is named at its line; one from a file or a scenario at its key.
            const inline = Array.isArray(config.tests) && config.tests.every(is_record/* isRecord */.u);
            const at = index < tests.length ? (inline ? ['tests', index] : ['tests']) : ['scenarios'];
            const where = index < tests.length ? `tests[${index}]` : `scenario test ${index - tests.length + 1}`;
            const suite = total === count ? '' : ` (the config's tests up to it: ${total})`;
            return (0,refuse/* refuse */.T)(file, `${where} expands to ${count} cases${suite}, over the limit of ${src.maxCases} (--max-cases)`, 'split its list vars across tests, set options.disableVarExpansion, or raise --max-cases', (0,yaml_source/* positionOf */.df)(src.source, at).line);
        },
    });
    for (const test of expanded)
        (0,run_assertions/* validateAssertions */._d)(test.assert, { file, path: `tests[${test.index}].assert` }, false, agentv5 ? 'agentv5' : undefined);
    return expanded;
}
/**
 * A list the config writes (tests, scenarios, a scenario's config and tests) with each object in it
 * placed at its line, so a case's record points at the test it came from.
 */
function placedList(value, at, source) {
    if (!Array.isArray(value))
        return value;
    return value.map((item, i) => {
        if (!(0,is_record/* isRecord */.u)(item))
            return item;
        const here = [...at, i];
        const inner = Object.fromEntries(['config', 'tests']
            .filter((key) => at[0] === 'scenarios' && at.length === 1 && Array.isArray(item[key]))
            .map((key) => [key, placedList(item[key], [...here, key], source)]));
        return (0,test_place/* placed */.G)({ ...item, ...inner }, { line: (0,yaml_source/* positionOf */.df)(source, here).line });
    });
}
/**
 * Keys of the tests promptfoo does not read: a misspelling of one it does is refused (a test from
 * a file the config names is placed by its number among the config's tests), the rest warned about.
 */
function unknownTestKeys(tests, file) {
    return tests.flatMap((test, i) => {
        refuseMisspeltTestKeys(test, ['tests', i], (at, key, typo) => (0,refuse/* refuse */.T)(file, `unknown key "${key}" in ${(0,yaml_source/* formatPath */.jV)(at)} (did you mean "${typo}"?)`, `rename it to "${typo}"`));
        const unknown = Object.keys(test).filter((key) => !isTestKey(key));
        return unknown.length > 0
            ? [{ message: `tests[${i}]: unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')} ignored`, file }]
            : [];
    });
}
/** Test keys whose behaviour this tool does not have, refused rather than ignored (a verdict would silently differ). */
const UNRUN_TEST_KEYS = {
    provider: 'a test-level provider override is not run; list the provider ' +
        "under providers: and filter with the test's providers:",
    providerOutput: 'a fixed provider output is not graded here; let a provider answer (echo answers with the prompt)',
    assertScoringFunction: 'custom scoring functions are not run; use assertion weights and threshold',
};
function refuseUnrun(test, where, file) {
    for (const [key, why] of Object.entries(UNRUN_TEST_KEYS))
        if (test[key] !== undefined)
            (0,refuse/* refuse */.T)(file, `${where}.${key} is not supported: ${why}`, `remove ${key}`);
    const options = (0,is_record/* isRecord */.u)(test.options) ? test.options : {};
    if (options.transformVars !== undefined)
        (0,refuse/* refuse */.T)(file, `${where}.options.transformVars is not supported`, 'compute the vars in a file:// JS or Python var instead');
}
/** `scenarios:` inline, or `file://` YAML files each holding one scenario or a list of them. */
async function readScenarios(value, configDir, file, guard) {
    const scenarios = [];
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        if ((0,is_record/* isRecord */.u)(item))
            scenarios.push(item);
        else if (typeof item === 'string' && item.startsWith('file://')) {
            for (const found of await (0,glob_files/* globFiles */.C)(item.slice('file://'.length), configDir)) {
                const loaded = await (0,read_yaml_file/* readYamlFile */.k)(guard(external_node_path_default().resolve(configDir, found)));
                scenarios.push(...[loaded].flat().filter(is_record/* isRecord */.u));
            }
        }
        else
            (0,refuse/* refuse */.T)(file, `a scenario must be an object or a file:// path, got ${JSON.stringify(item).slice(0, 80)}`, 'write scenarios as {config, tests} or file://scenarios.yaml');
    }
    return scenarios;
}
/** Every `file://` var of the tests globbed from the config's folder, as promptfoo expands them: one test per file. */
async function globFileVars(tests, configDir, file) {
    const globbed = new Map();
    for (const test of tests) {
        for (const [name, value] of Object.entries((0,is_record/* isRecord */.u)(test.vars) ? test.vars : {})) {
            if (typeof value !== 'string' || !value.startsWith('file://') || globbed.has(value))
                continue;
            const files = await (0,glob_files/* globFiles */.C)(value.slice('file://'.length), configDir);
            if (files.length === 0)
                (0,refuse/* refuse */.T)(file, `no file matches var ${name}: ${value}`, 'check the path (it is relative to the config file)');
            globbed.set(value, files.map((f) => `file://${f}`));
        }
    }
    return globbed;
}
function asTests(value) {
    return Array.isArray(value) ? value.filter(is_record/* isRecord */.u) : [];
}
async function readDefaultTest(value, configDir, src) {
    if (value !== undefined && !(0,is_record/* isRecord */.u)(value) && !(typeof value === 'string' && value.startsWith('file://')))
        (0,refuse/* refuse */.T)(src.configFile, 'defaultTest must be a test or a file:// path', 'write defaultTest: {vars, assert, options} or file://default-test.yaml');
    if (typeof value === 'string') {
        const loaded = await (0,read_yaml_file/* readYamlFile */.k)(src.guard(external_node_path_default().resolve(configDir, value.slice(7))));
        return (0,is_record/* isRecord */.u)(loaded) ? withVarsFiles(loaded, configDir, src) : {};
    }
    return (0,is_record/* isRecord */.u)(value) ? withVarsFiles(value, configDir, src) : {};
}

// EXTERNAL MODULE: ./src/config/repo-paths.ts
var repo_paths = __webpack_require__(48017);
;// CONCATENATED MODULE: ./src/promptfoo/root-guard.ts



/**
 * The file rule of a promptfoo config, as for every eval file (`referencedFileRefusal`): a prompt,
 * test, var, filter, provider, assertion or script file whose real path leaves the repository root
 * is refused unless the run allows it (`--allow-outside-root`), and so is one over the size cap.
 * The refusal names the config and, when `lineOf` knows it, the line of the text naming the file.
 */
function rootGuard(configFile, rule, lineOf = () => undefined) {
    return (file, line) => {
        const refusal = (0,repo_paths/* referencedFileRefusal */.ew)(file, rule);
        if (refusal)
            (0,refuse/* refuse */.T)(configFile, `${file} ${refusal.reason}`, refusal.fix, lineOf(external_node_path_default().resolve(file)) ?? line);
        return file;
    };
}

;// CONCATENATED MODULE: ./src/promptfoo/load-promptfoo-suite.ts



















/**
 * Reads a promptfoo config into a suite of ours: one case per result promptfoo would record, each
 * with its provider's target, its rendered prompt and its test's assertions; the providers and
 * graders as the suite's own targets. Returns undefined for a file that is not a promptfoo config.
 */
const loadPromptfooSuite = async (filePath, options) => {
    const found = await (0,promptfoo_config_file/* readConfigFile */.RG)(filePath);
    if (!found)
        return undefined;
    const { file } = found;
    const agentv5 = isAgentv5Suite(found.data) ? fromAgentv5(found.data, file) : undefined;
    if (!agentv5)
        refuseMisspeltConfigKeys(found.source);
    const written = agentv5 ? agentv5.config : found.data;
    if (!(0,is_record/* isRecord */.u)(written))
        return undefined;
    const data = dereferenceConfig(written, file);
    const warnings = (0,promptfoo_config_file/* topKeyWarnings */.Ik)(data, file);
    const { config, engine, src } = await renderConfig(data, found, options);
    await checkFileReferences(config, src.configDir, src.guard);
    const labelBase = external_node_path_default().relative(options.cwd ?? src.configDir, src.configDir);
    const prompts = await (0,read_prompts/* readPrompts */.w)(config.prompts, { ...src, labelBase, agentv5: agentv5 !== undefined });
    const conversation = usesConversation(prompts, src);
    const { providers, columns } = await readColumns(config, agentv5, src);
    // Providers read from a file:// list bring their own references (config, transform).
    await checkFileReferences(providers, src.configDir, src.guard);
    const tests = await readSuiteTests(config, agentv5 !== undefined, src, warnings);
    // AgentV 5's suite graders are named by their id, as a config's providers are by their label.
    const suiteGraders = (agentv5?.graders ?? []).map((target) => ({
        id: target.name,
        label: target.name,
        config: {},
        target,
    }));
    const graders = (0,grader_targets/* graderTargets */.od)(tests, [...providers, ...suiteGraders], src);
    const cases = await (0,build_cases/* buildCases */.At)({
        tests,
        prompts,
        columns,
        agentv5: agentv5 !== undefined,
        graders: graders.names,
        engine,
        configDir: src.configDir,
        configFile: src.configFile,
        env: src.env,
        conversation,
        guard: src.guard,
        rootRule: src.rootRule,
    });
    const targets = [
        ...providers.map((p) => p.target),
        ...(agentv5?.targets ?? []).flatMap((t) => (t.definition ? [t.definition] : [])),
        ...suiteGraders.map((g) => g.target),
        ...graders.targets,
    ];
    const suite = suiteOf(config, { file, options, cases, targets, env: src.env });
    if (conversation)
        suite.serial =
            'a prompt reads _conversation, so its tests run one after another, each sent the earlier turns (as promptfoo)';
    // AgentV 5's host environment: every case in a fresh copy of its workdir.
    if (agentv5?.workdir !== undefined)
        suite.workspace = (0,targets_file_schema/* toWorkspaceConfig */.Lo)({ template: agentv5.workdir }, file);
    return { suite, warnings };
};
/**
 * The config with its `env:` applied: `{{ env.X }}` rendered everywhere, the run's environment
 * for its readers, and the nunjucks engine (with the config's filters) that renders its prompts.
 */
async function renderConfig(data, { file, source }, options) {
    const env = options.env ?? {};
    const configDir = external_node_path_default().dirname(file);
    const baseEngine = (0,nunjucks_env/* nunjucksEnvironment */.V3)({ env });
    const configEnv = (0,is_record/* isRecord */.u)(data.env)
        ? (0,nunjucks_env/* renderEnvOnly */.Cr)(data.env, env, baseEngine)
        : undefined;
    const config = (0,nunjucks_env/* renderEnvOnly */.Cr)(data, { ...env, ...configEnv }, baseEngine);
    const rootRule = { repoRoot: options.repoRoot, allowOutsideRoot: options.allowOutsideRoot ?? false };
    const guard = rootGuard(file, rootRule, referenceLines(source, configDir));
    const filters = await loadFilters(config.nunjucksFilters, configDir, file, guard);
    const engine = (0,nunjucks_env/* nunjucksEnvironment */.V3)({ env, ...(configEnv ? { configEnv } : {}), filters });
    const runEnv = { ...env, ...stringValues(configEnv) };
    const src = {
        configFile: file,
        configDir,
        env: runEnv,
        guard,
        rootRule,
        source,
        maxCases: options.maxCases ?? expand_tests/* DEFAULT_MAX_CASES */.FA,
        ...(configEnv ? { configEnv } : {}),
    };
    return { config, engine, src };
}
/**
 * Whether the config's prompts are sent `_conversation`: promptfoo fills it, for a prompt that
 * reads it, with the earlier turns of the same provider and prompt, running every test one after
 * another (concurrency 1), unless `PROMPTFOO_DISABLE_CONVERSATION_VAR` is set.
 */
function usesConversation(prompts, src) {
    if (/^(true|1|yes|on)$/i.test(src.env.PROMPTFOO_DISABLE_CONVERSATION_VAR ?? ''))
        return false;
    return prompts.some((p) => (0,build_cases/* readsConversation */.rd)(p.raw));
}
/** The suite's columns: the config's providers, then AgentV 5's targets; a config with none is refused. */
async function readColumns(config, agentv5, src) {
    const providers = config.providers !== undefined || (!agentv5 && config.targets !== undefined)
        ? await (0,provider_targets/* readProviders */.j)(config.providers ?? config.targets, src)
        : [];
    const columns = [
        ...providers.map((provider) => ({ provider, target: provider.target.name })),
        ...(agentv5?.targets ?? []).map((t) => ({ target: t.name })),
    ];
    if (columns.length === 0)
        (0,refuse/* refuse */.T)(src.configFile, 'the config names no provider', 'add providers: (e.g. - openai:chat:gpt-4.1-mini)');
    return { providers, columns };
}
/** The suite of the config's cases: its name, repeat count and when it fails, as promptfoo reads them. */
function suiteOf(config, built) {
    const { file, options } = built;
    const configDir = external_node_path_default().dirname(file);
    const evaluate = (0,is_record/* isRecord */.u)(config.evaluateOptions) ? config.evaluateOptions : {};
    return {
        filePath: file,
        repoRoot: options.repoRoot,
        dataset: typeof config.description === 'string' && config.description
            ? config.description
            : typeof config.name === 'string'
                ? config.name
                : external_node_path_default().basename(configDir) || 'promptfoo',
        ...(typeof config.description === 'string' ? { description: config.description } : {}),
        evaluators: [],
        iterations: typeof evaluate.repeat === 'number' && evaluate.repeat >= 1 ? Math.floor(evaluate.repeat) : 1,
        cases: built.cases,
        // The config's own; AgentV 5's `target: <name>` is found in targets.yaml.
        targets: built.targets,
        verdictBy: 'evaluators',
        failedTests: (0,promptfoo_env/* failedTestsExit */.nT)(built.env),
    };
}
/** `nunjucksFilters: { name: path/to/filter.js }`: each module's default export. */
async function loadFilters(value, configDir, file, guard) {
    const filters = {};
    if (!(0,is_record/* isRecord */.u)(value))
        return filters;
    for (const [name, ref] of Object.entries(value)) {
        const loaded = (await (0,import_user_module/* importUserModule */.F)(guard(external_node_path_default().resolve(configDir, String(ref).replace(/^file:\/\//, '')))).catch(() => undefined));
        const fn = loaded?.default;
        if (typeof fn !== 'function')
            (0,refuse/* refuse */.T)(file, `nunjucks filter ${name} (${String(ref)}) does not export a function`, "export the filter as the module's default");
        filters[name] = fn;
    }
    return filters;
}
function stringValues(record) {
    return Object.fromEntries(Object.entries(record ?? {})
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([k, v]) => [k, String(v)]));
}


/***/ })

};
