export const id = 832;
export const ids = [832];
export const modules = {

/***/ 77832:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPromptfooEvaluator: () => (/* binding */ createPromptfooEvaluator)
});

// EXTERNAL MODULE: ./src/errors/agentv-error.ts
var agentv_error = __webpack_require__(35465);
// EXTERNAL MODULE: ./src/config/is-record.ts
var is_record = __webpack_require__(78608);
// EXTERNAL MODULE: ./src/promptfoo/assertions/model-graded/grader-selection.ts
var grader_selection = __webpack_require__(32520);
// EXTERNAL MODULE: ./src/promptfoo/assertions/model-graded/grading-prompt.ts
var grading_prompt = __webpack_require__(63433);
;// CONCATENATED MODULE: ./src/promptfoo/assertions/compare-outputs.ts



/**
 * promptfoo 0.123.1's comparison assertions, which grade every output of one test (its prompts ×
 * providers) once all are in: `select-best` asks a grader which output fits its criteria best,
 * `max-score` passes the output whose other assertions scored highest. Each gives one result per
 * output, merged into that output's own grading as promptfoo merges it.
 */
/** promptfoo's SELECT_BEST_PROMPT. */
const SELECT_BEST_PROMPT = JSON.stringify([
    {
        role: 'system',
        content: `You are comparing multiple pieces of text to see which best fits the following criteria: {{criteria}}

Here are the pieces of text:

{% for output in outputs %}
<Text index="{{ loop.index0 }}">
{{ output }}
</Text>
{% endfor %}

Output the index of the text that best fits the criteria. You must output a single integer.`,
    },
]);
/**
 * `select-best` (matchesSelectBest): one call to the test's grader with the criteria (the
 * assertion's value as written, not rendered) and every output; the first integer of its reply
 * picks the winner (score 1), the others score 0. A failed call or a reply naming no output fails
 * them all.
 */
async function selectBest(assertion, outputs, input) {
    const criteria = assertion.value;
    if (typeof criteria !== 'string')
        throw new Error('select-best must have a string value');
    if (outputs.length < 2)
        throw new Error('select-best assertion must have at least two outputs to compare between');
    const rubricPrompt = assertion.rubricPrompt || input.test.options?.rubricPrompt;
    const template = await (0,grading_prompt/* loadRubricPrompt */._9)(rubricPrompt, SELECT_BEST_PROMPT, input);
    const vars = { ...input.vars, criteria, outputs: outputs.map((o) => (typeof o === 'string' ? (0,grading_prompt/* tryParse */.x6)(o) : o)) };
    const prompt = (0,grading_prompt/* renderGradingPrompt */.tY)(template, vars, input.env);
    const params = { assertion, input };
    const resp = await (0,grader_selection/* callGrader */.q$)(params, 'text', prompt);
    const used = (0,grading_prompt/* tokens */.LU)(resp.tokenUsage);
    const all = (reason) => outputs.map(() => ({ pass: false, score: 0, reason, tokensUsed: used, assertion }));
    if (resp.error || !resp.output)
        return all(resp.error || 'No output');
    const first = resp.output.trim().match(/\d+/);
    const verdict = first ? Number.parseInt(first[0], 10) : Number.NaN;
    if (Number.isNaN(verdict) || verdict < 0 || verdict >= outputs.length)
        return all(`Invalid select-best verdict: ${verdict}`);
    return outputs.map((_o, index) => index === verdict
        ? { pass: true, score: 1, reason: `Output selected as the best: ${criteria}`, tokensUsed: used, assertion }
        : { pass: false, score: 0, reason: `Output not selected: ${criteria}`, tokensUsed: used, assertion });
}
/**
 * `max-score` (selectMaxScore): each output's score is the mean (`method: average`, the default)
 * or the sum (`method: sum`) of its other assertions' scores, each weighted by `weights[type]`
 * (1 when not given); the first output with the highest score wins when it reaches `threshold`
 * (if given). The winner scores 1, the others 0. `components` holds each output's assertion results.
 */
function maxScore(assertion, components) {
    if (components.length < 2)
        throw new Error('max-score assertion must have at least two outputs to compare between');
    const value = (0,is_record/* isRecord */.u)(assertion.value) ? assertion.value : {};
    const method = 'method' in value ? value.method : 'average';
    const weights = ('weights' in value && (0,is_record/* isRecord */.u)(value.weights) ? value.weights : {});
    const threshold = 'threshold' in value ? value.threshold : undefined;
    const scores = components.map((results) => {
        const relevant = results.filter((r) => r.assertion && !['max-score', 'select-best'].includes(r.assertion.type));
        if (relevant.length === 0)
            throw new Error('max-score requires at least one other assertion (besides max-score or select-best) to aggregate scores from');
        let weighted = 0;
        let totalWeight = 0;
        for (const r of relevant) {
            const weight = weights[r.assertion?.type ?? 'unknown'] ?? 1;
            weighted += (r.score || 0) * weight;
            totalWeight += weight;
        }
        const score = method === 'sum' ? weighted : totalWeight > 0 ? weighted / totalWeight : 0;
        return { score, count: relevant.length, totalWeight };
    });
    let best = -Infinity;
    let winner = 0;
    scores.forEach(({ score }, i) => {
        if (score > best) {
            best = score;
            winner = i;
        }
    });
    const meets = threshold === undefined || best >= threshold;
    return scores.map(({ score, count, totalWeight }, i) => {
        const won = i === winner && meets;
        const reason = won
            ? `Selected as highest scoring output (score: ${score.toFixed(3)})`
            : score === best && !meets
                ? `Not selected - score ${score.toFixed(3)} below threshold ${threshold}`
                : `Not selected (score: ${score.toFixed(3)}, max: ${best.toFixed(3)})`;
        return {
            pass: won,
            score: won ? 1 : 0,
            reason,
            namedScores: { maxScore: score, assertionCount: count, totalWeight },
            assertion,
        };
    });
}
/**
 * select-best's result merged into an output's grading (mergeSelectBestGradingResult): a loser
 * fails with select-best's reason and score.
 */
function mergeSelectBest(prior, result) {
    if (result.pass)
        return prior;
    return { pass: false, score: result.score, reason: result.reason };
}
/**
 * max-score's result merged into an output's grading (mergeMaxScoreGradingResult): a loser fails
 * with score 0, its reason replaced only when it had passed until then.
 */
function mergeMaxScore(prior, result) {
    if (result.pass)
        return prior;
    return { pass: false, score: result.score, reason: prior.pass ? result.reason : prior.reason };
}

// EXTERNAL MODULE: ./src/engine/provider-pipeline/grader-request.ts
var grader_request = __webpack_require__(12916);
// EXTERNAL MODULE: ./src/engine/case/required-gate.ts
var required_gate = __webpack_require__(58604);
// EXTERNAL MODULE: ./src/promptfoo/assertions/assertion-transform.ts
var assertion_transform = __webpack_require__(18059);
// EXTERNAL MODULE: ./src/promptfoo/assertions/run-assertions.ts + 1 modules
var run_assertions = __webpack_require__(64564);
// EXTERNAL MODULE: ./src/promptfoo/build-cases.ts + 1 modules
var build_cases = __webpack_require__(24659);
;// CONCATENATED MODULE: ./src/promptfoo/finish-reason.ts
/** promptfoo's normalisation of providers' finish reasons (util/finishReason.ts in 0.123.1). */
const FINISH_REASONS = {
    stop: 'stop',
    length: 'length',
    content_filter: 'content_filter',
    tool_calls: 'tool_calls',
    function_call: 'tool_calls',
    end_turn: 'stop',
    stop_sequence: 'stop',
    max_tokens: 'length',
    model_context_window_exceeded: 'length',
    tool_use: 'tool_calls',
    refusal: 'content_filter',
    pause_turn: 'pause_turn',
};
/**
 * The finish reason of an answer as promptfoo names it, from what our providers keep of the raw
 * answer (`finish_reason` of OpenAI and Gemini, `stop_reason` of Anthropic); undefined when none.
 */
function finishReasonOf(raw) {
    if (raw === null || typeof raw !== 'object')
        return undefined;
    const { finish_reason: finish, stop_reason: stop } = raw;
    const value = typeof finish === 'string' ? finish : typeof stop === 'string' ? stop : undefined;
    const key = value?.trim().toLowerCase();
    return key ? (FINISH_REASONS[key] ?? key) : undefined;
}

// EXTERNAL MODULE: ./src/promptfoo/grader-targets.ts
var grader_targets = __webpack_require__(26288);
;// CONCATENATED MODULE: ./src/promptfoo/promptfoo-cost.ts
/**
 * What promptfoo 0.123.1's OpenAI providers say an answer cost (`calculateOpenAIUsageCost`), which
 * its `cost` assertion compares: each kind of token times its per-token rate (the rate per million
 * divided by 1e6, a cached token's times 1e-6, as promptfoo's two tables have them), summed
 * unrounded in promptfoo's order, so a threshold equal to the price decides as promptfoo does, with the provider's
 * `config.cost` (every token) or `config.inputCost` / `config.outputCost` in place of the model's
 * rates. A model with no rates has no cost whatever the config says, and an answer from the cache
 * costs 0, as in promptfoo. The rates are the price catalogue's (the same as promptfoo's for
 * OpenAI's models); our own records keep the run's rounded price.
 */
const PER_MILLION = 1 / 1e6;
let catalogue;
/** Loaded on the first OpenAI answer a promptfoo assertion prices, as the run's own pricing does. */
function loadCatalogue() {
    catalogue ??= __webpack_require__.e(/* import() */ 294).then(__webpack_require__.bind(__webpack_require__, 82294)).then((module) => module.calcPrice);
    return catalogue;
}
/** The billed model of an `openai:` provider id (`openai:chat:<model>`, `openai:<model>`), else undefined. */
function openAiModel(id) {
    const match = /^openai:(?:(?:chat|completion|responses):)?(.+)$/.exec(id);
    if (!match || /^(embedding|embeddings|image|moderation|realtime|assistant|transcription):/.test(match[1]))
        return undefined;
    return match[1].split('/').pop();
}
function rate(value) {
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
/**
 * promptfoo's cost of the answer for an `openai:` provider; for any other provider the answer's own
 * price (undefined when unknown).
 */
async function promptfooCost(response, provider, atMs) {
    const model = openAiModel(provider.id);
    if (model === undefined)
        return typeof response.costUsd === 'number' ? response.costUsd : undefined;
    const usage = response.tokenUsage;
    if (!usage)
        return undefined;
    const input = usage.input ?? 0;
    const output = usage.output ?? 0;
    let prices;
    try {
        const priced = (await loadCatalogue())({ input_tokens: input, output_tokens: output }, model, {
            providerId: 'openai',
            timestamp: new Date(atMs),
        });
        if (!priced)
            return undefined;
        prices = priced.model_price;
    }
    catch {
        return undefined;
    }
    const inputRate = rate(prices.input_mtok);
    if (inputRate === undefined)
        return undefined;
    if (response.cached)
        return 0;
    const config = provider.config ?? {};
    const textInput = rate(config.inputCost) ?? rate(config.cost) ?? inputRate / 1e6;
    const cachedRate = rate(prices.cache_read_mtok);
    const cachedInput = rate(config.inputCost) ?? rate(config.cost) ?? (cachedRate !== undefined ? cachedRate * PER_MILLION : textInput);
    const outputMtok = rate(prices.output_mtok);
    const outputRate = rate(config.outputCost) ?? rate(config.cost) ?? (outputMtok ?? 0) / 1e6;
    const cached = Math.min(usage.cachedInput ?? 0, input);
    return Math.max(input - cached, 0) * textInput + cached * cachedInput + output * outputRate;
}

;// CONCATENATED MODULE: ./src/promptfoo/promptfoo-evaluator.ts










/**
 * Grades one promptfoo result as promptfoo does: the answer through the provider's `transform`,
 * then the test's `options.transform`, then the test's assertions (runAssertions). The case's
 * verdict is the test's `pass`, its score the test's score; the record lists each assertion (an
 * assert-set with its members nested). Graders are called through the run's limited, cached,
 * metered providers, under the target names the loader gave them.
 */
function createPromptfooEvaluator(config, deps) {
    const test = config.test;
    return {
        type: 'promptfoo',
        name: config.name,
        weight: config.weight,
        async evaluate(context, options) {
            const input = assertionInput(config, deps, context, options);
            // promptfoo adds the turn as the provider answered, before any transform.
            test.conversation?.push((0,build_cases/* turnOf */.LQ)(test.prompt, input.output, input.metadata));
            const cost = await promptfooCost(context.response, test.provider, deps.runtime.now());
            if (cost !== undefined)
                input.cost = cost;
            let result;
            try {
                input.output = await transformed(test, input.output, input);
                result = await (0,run_assertions/* runAssertions */.Ty)(test.asserts, input, test.threshold);
            }
            catch (error) {
                // A grader not called at all (the budget, --cache-only) leaves the case ungraded (skipped), as any judge's.
                if (error instanceof agentv_error/* CallNotMadeError */.$I)
                    throw error;
                // A check the sandbox stopped (a regex past its time limit) errors the case, as in an AgentV file.
                if (error instanceof agentv_error/* EvaluatorError */.AF)
                    throw error;
                // promptfoo records a result whose grading threw as an error: not passed, score 0.
                const why = error instanceof Error ? error.message : String(error);
                return { score: 0, hits: [], misses: [why], reasoning: why, verdict: 'fail', entries: [] };
            }
            if (test.dialect === 'agentv5')
                result = requiredAssertions(test.asserts, result);
            return scoreOf(result);
        },
        compare: (members, options) => compareOutputs(members, deps, options),
    };
}
/**
 * A test's outputs graded against each other once all are in, as promptfoo does after a run's
 * rows: its first select-best, then its first max-score, each merged into every output's grading.
 * select-best sees each output after its transforms, and asks the grader of the first output's
 * test; max-score reads each output's assertion results from its record.
 */
async function compareOutputs(members, deps, options) {
    const configs = members.map((m) => promptfooConfigOf(m.evalCase));
    const first = configs[0];
    const asserts = first.test.asserts;
    const grades = members.map(({ record }) => ({
        pass: record.pass ?? record.verdict === 'pass',
        score: record.score,
        reason: record.reasoning,
    }));
    const added = members.map(() => []);
    const apply = (results, merge) => results.forEach((result, i) => {
        grades[i] = merge(grades[i], result);
        added[i].push(result);
    });
    const best = asserts.find((a) => a.type === 'select-best');
    if (best) {
        const asker = ({ evalCase, record }) => ({
            evalCase,
            candidateAnswer: record.candidate_answer,
            iteration: record.iteration,
        });
        const input = baseInput(first, deps, asker(members[0]), options);
        const outputs = await Promise.all(members.map((m, i) => transformed(configs[i].test, m.record.candidate_answer, baseInput(configs[i], deps, asker(m), options))));
        apply(await selectBest(best, outputs, input), mergeSelectBest);
    }
    const max = asserts.find((a) => a.type === 'max-score');
    if (max)
        apply(maxScore(max, members.map(({ record }) => componentsOf(record.evaluator_results))), mergeMaxScore);
    return grades.map((grade, i) => ({
        score: grade.score,
        verdict: grade.pass ? 'pass' : 'fail',
        reasoning: grade.reason,
        entries: added[i].map(toEntry),
    }));
}
/** The promptfoo evaluator of a case (every case of a promptfoo config has one). */
function promptfooConfigOf(evalCase) {
    const config = evalCase.evaluators?.find((e) => e.type === 'promptfoo');
    if (!config)
        throw new Error(`case ${evalCase.id} has no promptfoo test to compare`);
    return config;
}
/**
 * An output's assertion results as promptfoo's max-score reads them (its flattened
 * componentResults): each entry, an assert-set's members after it.
 */
function componentsOf(entries) {
    return entries.flatMap((e) => [
        {
            pass: e.pass ?? e.verdict === 'pass',
            // promptfoo's own score where the record holds it clamped to 0..1.
            score: typeof e.details?.promptfoo_score === 'number' ? e.details.promptfoo_score : e.score,
            reason: e.reasoning,
            assertion: { type: e.type },
        },
        ...componentsOf(e.evaluator_results ?? []),
    ]);
}
/** What the assertions see of the answer: its text, the test, the call's facts, the graders to call. */
function assertionInput(config, deps, context, options) {
    const { response } = context;
    const finishReason = finishReasonOf(response.raw);
    const answer = promptfooAnswerOf(response.raw);
    const logProbs = logProbsOf(response.raw);
    const base = baseInput(config, deps, context, options);
    return {
        ...base,
        // A tool call, or an object a provider of promptfoo's kinds (http, file:// JS) answered, is graded as
        // the value, as promptfoo grades it; replayed from the cache it is the value the cache kept.
        output: response.value ??
            (answer?.output !== undefined && typeof answer.output !== 'string' ? answer.output : context.candidateAnswer),
        ...(answer?.metadata ? { metadata: answer.metadata } : {}),
        // A cached answer has no latency of its own: promptfoo's latency assertion refuses it too.
        ...(context.durationMs !== undefined && !response.cached ? { latencyMs: context.durationMs } : {}),
        ...(finishReason ? { finishReason } : {}),
        ...(logProbs ? { logProbs } : {}),
        ...(response.tokenUsage
            ? {
                tokenUsage: {
                    total: response.tokenUsage.total,
                    prompt: response.tokenUsage.input,
                    completion: response.tokenUsage.output,
                },
            }
            : {}),
    };
}
/** What every assertion sees of a test besides the answer's facts: its prompt, vars, options, provider, graders. */
function baseInput(config, deps, asked, options) {
    const { test } = config;
    return {
        output: asked.candidateAnswer,
        prompt: test.prompt,
        vars: test.vars,
        test: {
            ...(test.description !== undefined ? { description: test.description } : {}),
            ...(test.threshold !== undefined ? { threshold: test.threshold } : {}),
            ...(test.metadata ? { metadata: test.metadata } : {}),
            ...(test.options ? { options: test.options } : {}),
        },
        provider: {
            id: test.provider.id,
            ...(test.provider.label !== undefined ? { label: test.provider.label } : {}),
            ...(test.provider.config ? { config: test.provider.config } : {}),
        },
        configDir: test.configDir,
        ...(test.dialect ? { dialect: test.dialect } : {}),
        ...(test.rootRule ? { rootRule: test.rootRule } : {}),
        env: deps.runtime.env,
        grader: graderCall(config, deps, asked, options),
        embed: embeddingCall(config, deps, options),
        signal: options.signal,
    };
}
/**
 * promptfoo's response as a provider of promptfoo's kinds keeps it (`raw.promptfoo`: its `output`
 * and `metadata`); a replayed answer (--cache) has only its text.
 */
function promptfooAnswerOf(raw) {
    const kept = raw !== null && typeof raw === 'object' ? raw.promptfoo : undefined;
    if (kept === null || typeof kept !== 'object')
        return undefined;
    const { output, metadata } = kept;
    return {
        output,
        ...(metadata !== null && typeof metadata === 'object' ? { metadata: metadata } : {}),
    };
}
/** The answer's token log-probabilities (OpenAI's `logprobs.content[].logprob`), which perplexity reads. */
function logProbsOf(raw) {
    const logProbs = raw?.logprobs;
    return Array.isArray(logProbs) && logProbs.length > 0 ? logProbs : undefined;
}
/** The provider's transform, then the test's (`options.transform`), as promptfoo applies them. */
async function transformed(test, output, input) {
    let value = output;
    if (test.provider.transform)
        value = await (0,assertion_transform/* applyAssertionTransform */.t)(test.provider.transform, value, input);
    const own = test.options?.transform;
    if (typeof own === 'string')
        value = await (0,assertion_transform/* applyAssertionTransform */.t)(own, value, { ...input, output: value });
    return value;
}
/**
 * A score as our records hold it: promptfoo leaves a number an assertion's code returned as it is
 * (a `javascript` assertion returning 2 scores 2, and passes), while records and their statistics are
 * on 0..1: the score is clamped there, the verdict is promptfoo's, and the assertion's entry keeps
 * its own score in `details.promptfoo_score`.
 */
function unitScore(score) {
    return Math.min(1, Math.max(0, score));
}
/** The test's grading as the case's score: its verdict and score, one entry per assertion. */
function scoreOf(result) {
    const entries = (result.componentResults ?? []).flatMap(listed);
    return {
        score: unitScore(result.score),
        hits: entries.filter((e) => e.pass).map((e) => e.reasoning),
        misses: entries.filter((e) => !e.pass).map((e) => e.reasoning),
        reasoning: result.reason,
        verdict: result.pass ? 'pass' : 'fail',
        ...(result.namedScores && Object.keys(result.namedScores).length > 0
            ? { details: { named_scores: result.namedScores } }
            : {}),
        entries,
    };
}
/**
 * AgentV 5's gate: an assertion marked `required: true` that failed fails the test with score 0
 * (its orchestrator's "required gate"), whatever the other assertions scored; applied by {@link requiredGate}.
 */
function requiredAssertions(asserts, result) {
    const failed = (0,required_gate/* requiredGate */.j)(
    // The comparisons are graded later (compareOutputs) and hold no place in componentResults.
    asserts
        .filter((a) => !run_assertions/* COMPARE_TYPES */.Wh.has(a.type))
        .flatMap((a, i) => {
        const graded = result.componentResults?.[i];
        if (!graded)
            return [];
        const required = a.required === true;
        return [{ label: `assertion ${a.type}`, required, score: graded.score, pass: graded.pass }];
    }));
    if (failed === undefined)
        return result;
    return { ...result, pass: false, score: 0, reason: `${failed}. ${result.reason}` };
}
/**
 * One assertion's entries as promptfoo lists a test's results (AssertionsResult.testResult): the
 * assertion, then the results its code returned in `componentResults`, each under its own
 * assertion or else the parent's. An assert-set's members stay nested under it.
 */
function listed(result) {
    const inner = result.assertion?.type === 'assert-set' ? [] : (result.componentResults ?? []);
    return [toEntry(result), ...inner.map((sub) => toEntry({ ...sub, assertion: sub.assertion ?? result.assertion }))];
}
/** One assertion's result as a record entry: promptfoo's type, pass and score (an assert-set's members nested). */
function toEntry(result) {
    const type = result.assertion?.type ?? 'unknown';
    const members = result.assertion?.type === 'assert-set' ? (result.componentResults ?? []).map(toEntry) : undefined;
    return {
        name: result.assertion?.metric ?? type,
        type,
        pass: result.pass,
        score: unitScore(result.score),
        ...(unitScore(result.score) !== result.score ? { details: { promptfoo_score: result.score } } : {}),
        weight: result.assertion?.weight ?? 1,
        verdict: result.pass ? 'pass' : 'fail',
        hits: result.pass && result.reason ? [result.reason] : [],
        misses: !result.pass && result.reason ? [result.reason] : [],
        reasoning: result.reason,
        ...(result.assertion?.metric ? { metric: result.assertion.metric } : {}),
        ...(members ? { evaluator_results: members } : {}),
    };
}
/** Model calls of model-graded assertions, through the grader target the loader named for the spec. */
function graderCall(config, deps, context, options) {
    return async ({ provider, prompt, json }) => {
        const name = config.test.graders[(0,grader_targets/* graderKey */.PZ)(provider)];
        if (name === undefined)
            throw new Error(`no grader was prepared for ${JSON.stringify(provider)}`);
        const request = (0,grader_request/* graderRequest */.p)({
            evalId: context.evalCase.id,
            iteration: context.iteration,
            chat: (0,build_cases/* chatOf */.S9)(prompt),
            user: prompt,
            json,
            metadata: { expected_outcome: context.evalCase.expectedOutcome, generated_answer: context.candidateAnswer },
            label: { agent: name, dimension: 'grader' },
        });
        let response;
        try {
            response = await deps.judgeFor(name).invoke(request, options);
        }
        catch (error) {
            // Not called at all (the budget, --cache-only): the case is skipped, as any judge's.
            if (error instanceof agentv_error/* CallNotMadeError */.$I)
                throw error;
            // A failed call fails that assertion only (score 0), as promptfoo's grader errors do.
            return { output: '', error: error instanceof Error ? error.message : String(error) };
        }
        const usage = response.tokenUsage;
        return {
            output: response.text,
            ...(usage ? { tokenUsage: { total: usage.total, prompt: usage.input, completion: usage.output } } : {}),
            ...(typeof response.costUsd === 'number' ? { cost: response.costUsd } : {}),
        };
    };
}
/** Embedding calls of `similar` and `answer-relevance`, through the embedding target the loader named for the spec. */
function embeddingCall(config, deps, options) {
    return async ({ provider, defaultId, text }) => {
        const name = config.test.graders[(0,grader_targets/* embedderKey */.Ar)(provider ?? defaultId)];
        if (name === undefined)
            throw new Error(`no embedding provider was prepared for ${JSON.stringify(provider ?? defaultId)}`);
        const target = deps.judgeFor(name);
        if (!target.embed)
            throw new Error(`provider ${name} cannot embed`);
        let response;
        try {
            response = await target.embed([text], options);
        }
        catch (error) {
            if (error instanceof agentv_error/* CallNotMadeError */.$I)
                throw error;
            return { error: `API call error: ${error instanceof Error ? error.message : String(error)}` };
        }
        const usage = response.tokenUsage;
        return {
            ...(response.embeddings[0]
                ? { embedding: response.embeddings[0] }
                : { error: 'No embedding found in OpenAI embeddings API response' }),
            ...(usage ? { tokenUsage: { total: usage.total, prompt: usage.input, completion: usage.output } } : {}),
        };
    };
}


/***/ })

};
