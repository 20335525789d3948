export const id = 255;
export const ids = [255];
export const modules = {

/***/ 17255:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createPromptfooEvaluator: () => (/* binding */ createPromptfooEvaluator)
});

// EXTERNAL MODULE: ./src/errors/agentv-error.ts
var agentv_error = __webpack_require__(35465);
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
    };
}
/** What the assertions see of the answer: its text, the test, the call's facts, the graders to call. */
function assertionInput(config, deps, context, options) {
    const { test } = config;
    const { response } = context;
    const finishReason = finishReasonOf(response.raw);
    const answer = promptfooAnswerOf(response.raw);
    const logProbs = logProbsOf(response.raw);
    return {
        // A tool call, or an object a provider of promptfoo's kinds (http, file:// JS) answered, is graded as
        // the value, as promptfoo grades it; replayed from the cache it is the value the cache kept.
        output: response.value ??
            (answer?.output !== undefined && typeof answer.output !== 'string' ? answer.output : context.candidateAnswer),
        ...(answer?.metadata ? { metadata: answer.metadata } : {}),
        prompt: test.prompt,
        vars: test.vars,
        test: {
            ...(test.description !== undefined ? { description: test.description } : {}),
            ...(test.threshold !== undefined ? { threshold: test.threshold } : {}),
            ...(test.metadata ? { metadata: test.metadata } : {}),
            ...(test.options ? { options: test.options } : {}),
        },
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
        provider: {
            id: test.provider.id,
            ...(test.provider.label !== undefined ? { label: test.provider.label } : {}),
            ...(test.provider.config ? { config: test.provider.config } : {}),
        },
        configDir: test.configDir,
        ...(test.dialect ? { dialect: test.dialect } : {}),
        ...(test.rootRule ? { rootRule: test.rootRule } : {}),
        env: deps.runtime.env,
        grader: graderCall(config, deps, context, options),
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
/** The test's grading as the case's score: its verdict and score, one entry per assertion. */
function scoreOf(result) {
    const entries = (result.componentResults ?? []).flatMap(listed);
    return {
        score: result.score,
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
    const failed = (0,required_gate/* requiredGate */.j)(asserts.flatMap((a, i) => {
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
        score: result.score,
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
            chat: (0,build_cases/* chatOf */.S)(prompt),
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
