export const id = 56;
export const ids = [56];
export const modules = {

/***/ 57592:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RedisRun: () => (/* binding */ RedisRun)
});

// EXTERNAL MODULE: ./node_modules/ioredis/built/index.js
var built = __webpack_require__(67796);
var built_default = /*#__PURE__*/__webpack_require__.n(built);
// EXTERNAL MODULE: ./src/errors/config-error.ts
var config_error = __webpack_require__(21126);
// EXTERNAL MODULE: ./src/results/read-results.ts + 1 modules
var read_results = __webpack_require__(74246);
;// CONCATENATED MODULE: ./src/engine/queue/case-durations.ts

/** BullMQ's lowest priority: 1 is taken first, then 2, …; a job without one goes before all of them. */
const MAX_PRIORITY = 2_097_151;
/**
 * `--durations-from`: each case's duration in an earlier run's records (the same repeat, else
 * another repeat of the case), for the queue to hand out the longest first.
 */
async function readDurations(file) {
    const byCase = new Map();
    for (const record of (await (0,read_results/* readResults */.x8)(file)).records) {
        if (typeof record.duration_ms !== 'number' || record.skipped !== undefined)
            continue;
        const key = `${record.eval_id}\u0000${record.prompt_id}`;
        const repeats = byCase.get(key) ?? new Map();
        repeats.set(record.iteration, record.duration_ms);
        byCase.set(key, repeats);
    }
    return (task) => {
        const repeats = byCase.get(`${task.caseId}\u0000${task.promptId}`);
        return repeats?.get(task.iteration) ?? repeats?.values().next().value;
    };
}
/**
 * The BullMQ priority of each task: 1 for the longest known duration, larger for shorter ones, and
 * none (0, taken before every prioritized job) for a case with no known duration, which may be long.
 */
function longestFirst(durations) {
    const known = [...new Set(durations.filter((d) => d !== undefined))].sort((a, b) => b - a);
    const rank = new Map(known.map((duration, index) => [duration, Math.min(index + 1, MAX_PRIORITY)]));
    return durations.map((duration) => (duration === undefined ? 0 : rank.get(duration)));
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/errors/agentv-error.ts
var agentv_error = __webpack_require__(35465);
;// CONCATENATED MODULE: ./src/engine/queue/redis-budget.ts


/** How often a call that waits for reservations in flight (any process's) asks again. */
const POLL_MS = 20;
/**
 * One reservation, atomically: the same rule as CallBudget's, over the money every process spent
 * and reserved. Reservations of a process that died expire (their deadline passed) and are swept.
 * KEYS: the budget's hash, the reservations' deadlines (zset). ARGV: key, count, limit, now, id,
 * deadline. Returns: refuse|probe|ok|wait, the money spent, the key's estimate ('' when none).
 */
const RESERVE = `
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
for _, id in ipairs(expired) do
  redis.call('HDEL', KEYS[1], 'res:' .. id, 'probe:' .. id)
  redis.call('ZREM', KEYS[2], id)
end
local spent = tonumber(redis.call('HGET', KEYS[1], 'spent') or '0')
local est = redis.call('HGET', KEYS[1], 'est:' .. ARGV[1])
local limit = tonumber(ARGV[3])
local eps = 1e-9
local need = (tonumber(est or '0')) * tonumber(ARGV[2])
local shown = est or ''
if spent >= limit + eps or spent + need > limit + eps or (need == 0 and spent >= limit) then
  return {'refuse', tostring(spent), shown}
end
local reserved = 0
local probing = false
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  local name = fields[i]
  if string.sub(name, 1, 4) == 'res:' then reserved = reserved + tonumber(fields[i + 1]) end
  if string.sub(name, 1, 6) == 'probe:' and fields[i + 1] == ARGV[1] then probing = true end
end
if not est then
  if probing then return {'wait', tostring(spent), shown} end
  redis.call('HSET', KEYS[1], 'probe:' .. ARGV[5], ARGV[1], 'res:' .. ARGV[5], '0')
  redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
  return {'probe', tostring(spent), shown}
end
if spent + reserved + need <= limit + eps then
  redis.call('HSET', KEYS[1], 'res:' .. ARGV[5], tostring(need))
  redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5])
  return {'ok', tostring(spent), shown}
end
return {'wait', tostring(spent), shown}
`;
/**
 * A reservation settled: its claim dropped, the call's cost spent and the key's estimate raised to
 * its price. ARGV: id, key, cost ('' unknown, 'null' unpriced), count. Returns the money spent.
 */
const SETTLE = `
redis.call('HDEL', KEYS[1], 'res:' .. ARGV[1], 'probe:' .. ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
if ARGV[3] == 'null' then
  redis.call('HSETNX', KEYS[1], 'est:' .. ARGV[2], '0')
elseif ARGV[3] ~= '' then
  local cost = tonumber(ARGV[3])
  redis.call('HINCRBYFLOAT', KEYS[1], 'spent', cost)
  local per = cost / tonumber(ARGV[4])
  local est = tonumber(redis.call('HGET', KEYS[1], 'est:' .. ARGV[2]) or '-1')
  if per > est then redis.call('HSET', KEYS[1], 'est:' .. ARGV[2], tostring(per)) end
end
return redis.call('HGET', KEYS[1], 'spent') or '0'
`;
/**
 * `--budget-usd` of a `--queue` run: one budget for every process of the run, kept in Redis. The
 * rule is CallBudget's (a call reserves the dearest price of its key seen so far, a key's first
 * call goes alone, the first refusal closes the budget) applied to the money and the reservations
 * of all processes. A process's reservations live `leaseMs` past its last sign of life, so a killed
 * process does not hold the budget. Its closing is seen by every process within one poll.
 */
class RedisBudget {
    prefix;
    limitUsd;
    leaseMs;
    runtime;
    spentUsd = 0;
    closedBy;
    live = new Set();
    /** Settlements on their way to Redis; the run waits for them before it closes the connection. */
    settling = new Set();
    unpricedWarned = new Set();
    refresh;
    redis;
    constructor(redis, prefix, limitUsd, leaseMs, runtime) {
        this.prefix = prefix;
        this.limitUsd = limitUsd;
        this.leaseMs = leaseMs;
        this.runtime = runtime;
        if (!Number.isFinite(limitUsd) || limitUsd < 0)
            throw new RangeError(`budget must be a number of USD >= 0, got ${limitUsd}`);
        redis.defineCommand('budgetReserve', { numberOfKeys: 2, lua: RESERVE });
        redis.defineCommand('budgetSettle', { numberOfKeys: 2, lua: SETTLE });
        this.redis = redis;
        // Keeps this process's reservations alive and learns whether another process closed the budget.
        this.refresh = setInterval(() => void this.heartbeat(), Math.max(1, Math.round(leaseMs / 3)));
        this.refresh.unref();
    }
    get spent() {
        return this.spentUsd;
    }
    get closed() {
        return this.closedBy !== undefined;
    }
    get reason() {
        return this.closedBy ?? `the run's budget of $${this.limitUsd} has room`;
    }
    async reserve(key, count = 1, signal) {
        const id = (0,external_node_crypto_.randomUUID)();
        for (;;) {
            signal?.throwIfAborted();
            const now = this.runtime.now();
            const [verdict, spent, estimate] = await this.redis.budgetReserve(...this.keys(), key, String(count), String(this.limitUsd), String(now), id, String(now + this.leaseMs));
            this.spentUsd = Number(spent);
            if (verdict === 'refuse')
                throw await this.refuse(key, Number(estimate || 0));
            if (verdict === 'ok' || verdict === 'probe')
                return this.hold(id, key, count);
            await this.runtime.sleep(POLL_MS, signal);
        }
    }
    /** Waits for the settlements under way and stops the heartbeat; reservations still held expire. */
    async close() {
        clearInterval(this.refresh);
        await Promise.allSettled([...this.settling]);
    }
    keys() {
        return [`${this.prefix}budget`, `${this.prefix}budget:deadlines`];
    }
    async refuse(key, estimate) {
        const why = `the budget of $${this.limitUsd} is reached ($${this.spentUsd.toFixed(4)} spent by all processes; a call of ` +
            `"${key}" costs about $${estimate.toFixed(4)})`;
        if (!this.closedBy) {
            this.closedBy = `not run: ${why}`;
            await this.redis.hsetnx(this.keys()[0], 'closed', this.closedBy);
            this.runtime.logger.warn(`--budget-usd: ${why}; no new case starts, and no call that could pass it`);
        }
        return new agentv_error/* BudgetExceededError */.Zq(`not run: ${why}`);
    }
    hold(id, key, count) {
        this.live.add(id);
        let settled = false;
        return {
            settle: (costUsd) => {
                if (settled)
                    return;
                settled = true;
                this.live.delete(id);
                if (costUsd === null)
                    this.warnUnpriced(key);
                const cost = costUsd === null ? 'null' : typeof costUsd === 'number' ? String(costUsd) : '';
                const sent = this.redis.budgetSettle(...this.keys(), id, key, cost, String(count)).then((spent) => {
                    this.spentUsd = Number(spent);
                }, (error) => this.runtime.logger.warn(`--budget-usd: could not record a call's cost: ${error}`));
                this.settling.add(sent);
                void sent.finally(() => this.settling.delete(sent));
            },
        };
    }
    warnUnpriced(key) {
        if (this.unpricedWarned.has(key))
            return;
        this.unpricedWarned.add(key);
        this.runtime.logger.warn(`--budget-usd: the price of "${key}" is unknown, so its calls are not counted against the budget ` +
            `(give the target pricing:)`);
    }
    async heartbeat() {
        try {
            const deadline = String(this.runtime.now() + this.leaseMs);
            const [budgetKey, deadlines] = this.keys();
            for (const id of this.live)
                await this.redis.zadd(deadlines, 'XX', deadline, id);
            const closed = await this.redis.hget(budgetKey, 'closed');
            if (closed && !this.closedBy)
                this.closedBy = closed;
        }
        catch {
            // A lost connection shows in the next call's reservation.
        }
    }
}

// EXTERNAL MODULE: ./node_modules/redis-semaphore/lib/index.js
var lib = __webpack_require__(78340);
;// CONCATENATED MODULE: ./src/engine/queue/redis-slots.ts


/** How often a call waiting for a shared slot asks again (redis-semaphore polls). */
const RETRY_MS = 5;
/**
 * The call ceiling of a `--queue` run, shared by every process: each slot is a redis-semaphore
 * lock on one key, counted against the ceiling whichever process holds it. A held slot is
 * refreshed while its call runs and expires `leaseMs` after its process died, so a killed process
 * gives its slots back. Under `--adaptive` the last ceiling any process set is every process's, and a
 * target's Retry-After hold that came with rate-limit headers holds it in every process. Each
 * process paces to its part of what the providers' rate-limit headers allow: one over the processes
 * that beat within a lease (a sorted set of heartbeats), so together they keep to the provider's limit.
 */
class RedisSlots {
    redis;
    prefix;
    leaseMs;
    adaptive;
    now;
    shared;
    live = 1;
    member = `${process.pid}-${(0,external_node_crypto_.randomUUID)()}`;
    beat;
    constructor(redis, prefix, leaseMs, adaptive, 
    /** The run's clock, which the holds' times are on. */
    now) {
        this.redis = redis;
        this.prefix = prefix;
        this.leaseMs = leaseMs;
        this.adaptive = adaptive;
        this.now = now;
    }
    async acquire(limit, signal) {
        if (this.adaptive) {
            const stored = Number(await this.redis.get(`${this.prefix}ceiling`));
            this.shared = Number.isInteger(stored) && stored > 0 ? stored : undefined;
        }
        // One semaphore object per slot: its limit is the ceiling now, which the adaptive mode changes.
        const slot = new lib.Semaphore(this.redis, `${this.prefix}calls`, Math.min(limit, this.shared ?? limit), {
            lockTimeout: this.leaseMs,
            refreshInterval: Math.max(1, Math.round(this.leaseMs / 3)),
            acquireTimeout: Number.MAX_SAFE_INTEGER,
            retryInterval: RETRY_MS,
            // A refresh that finds the slot gone (the process stalled past its lease) only loses the count.
            onLockLost: () => { },
        });
        await slot.acquire(signal);
        return () => {
            slot.release().catch(() => {
                // The lease frees it anyway.
            });
        };
    }
    async heldUntil(key) {
        const until = Number(await this.redis.get(this.holdKey(key)));
        return Number.isFinite(until) && until > 0 ? until : undefined;
    }
    shareHold(key, untilMs) {
        const ms = Math.max(1, Math.ceil(untilMs - this.now()));
        this.redis.set(this.holdKey(key), String(untilMs), 'PX', ms).catch(() => { });
    }
    holdKey(key) {
        return `${this.prefix}hold:${key}`;
    }
    paceShare() {
        return 1 / this.live;
    }
    /** Counts this process among the run's live ones, now and every third of a lease until {@link leave}. */
    async join() {
        await this.refresh();
        this.beat = setInterval(() => void this.refresh(), Math.max(1, Math.round(this.leaseMs / 3)));
        this.beat.unref();
    }
    async leave() {
        clearInterval(this.beat);
        await this.redis.zrem(this.processesKey, this.member).catch(() => { });
    }
    /** Beats for this process and counts the live ones (done every third of a lease once joined). */
    async refresh() {
        const at = this.now();
        try {
            const replies = await this.redis
                .multi()
                .zadd(this.processesKey, at, this.member)
                .zremrangebyscore(this.processesKey, '-inf', at - this.leaseMs)
                .zcard(this.processesKey)
                .exec();
            const count = Number(replies?.[2]?.[1]);
            if (Number.isInteger(count) && count >= 1)
                this.live = count;
        }
        catch {
            // Redis unreachable for a moment: the last count stands.
        }
    }
    get processesKey() {
        return `${this.prefix}processes`;
    }
    shareCeiling(to) {
        this.shared = to;
        this.redis.set(`${this.prefix}ceiling`, String(to)).catch(() => { });
    }
}

// EXTERNAL MODULE: ./node_modules/bullmq/dist/cjs/index.js
var cjs = __webpack_require__(11365);
;// CONCATENATED MODULE: ./src/engine/queue/work-queue.ts




/** How often a process whose workers found the queue empty asks whether the run is done. */
const DONE_POLL_MS = 200;
/**
 * Times a case may come back from a process that stopped renewing its lease (killed, or stalled
 * past it) before BullMQ gives it up as failed; far more than any run loses processes.
 */
const MAX_RETURNS = 1000;
/**
 * Runs the cases of a `--queue` run through one BullMQ queue that every process of the run shares:
 * every process adds the whole plan (a case's job id is its key, so each case is queued once
 * however many processes add it), and its worker takes the next case whenever one of its
 * `workers` is free. A case's lease is BullMQ's job lock: renewed while the case runs, and when its
 * process dies the stalled-job check of another process puts the case back in the queue. The run is
 * done for this process when every case of the plan is completed by some process.
 */
async function runQueued(redis, prefix, queued, run) {
    const { tasks, workers, leaseMs, signal } = queued;
    const options = { connection: redis, prefix };
    const queue = new cjs.Queue('cases', options);
    let failure;
    const running = new Set();
    const worker = new cjs.Worker('cases', async (job) => {
        const task = taskOf(tasks, job.data, queued.keyOf);
        const done = run(task);
        running.add(done);
        try {
            await done;
        }
        catch (error) {
            failure ??= error;
            throw error;
        }
        finally {
            running.delete(done);
        }
    }, {
        ...options,
        concurrency: workers,
        lockDuration: leaseMs,
        stalledInterval: leaseMs,
        maxStalledCount: MAX_RETURNS,
        drainDelay: Math.max(1, Math.round(leaseMs / 1000)),
        autorun: false,
    });
    // Connection trouble is retried by ioredis; a case's own errors are its record.
    worker.on('error', () => { });
    try {
        await addPlan(queue, queued);
        void worker.run();
        while (!signal.aborted && failure === undefined && !(await allDone(queue, tasks.length))) {
            await queued.runtime.sleep(DONE_POLL_MS, signal).catch(() => { });
        }
    }
    finally {
        // On a stop the cases this process holds are not completed: their leases run out and another
        // process runs them (their records here, if any, are merged away as duplicates).
        await worker.close(signal.aborted);
        await Promise.allSettled([...running]);
        await queue.close();
    }
    if (failure !== undefined)
        throw failure;
}
/**
 * Adds every task of the plan; a job id already there (another process added it) is left alone.
 * With durations the longest case goes first (a long case taken last sets when the run ends), and a
 * case without one before them all.
 */
async function addPlan(queue, { tasks, keyOf, durationOf }) {
    const chunk = 500;
    const priorities = durationOf
        ? longestFirst(Array.from({ length: tasks.length }, (_, index) => durationOf(tasks.at(index))))
        : undefined;
    for (let start = 0; start < tasks.length; start += chunk) {
        const jobs = [];
        for (let index = start; index < Math.min(tasks.length, start + chunk); index++) {
            const key = keyOf(tasks.at(index));
            jobs.push({
                name: 'case',
                data: { index, key },
                opts: {
                    jobId: jobId(key),
                    removeOnComplete: false,
                    removeOnFail: false,
                    ...(priorities?.[index] ? { priority: priorities[index] } : {}),
                },
            });
        }
        await queue.addBulk(jobs);
    }
}
/** BullMQ refuses job ids with `:` or that are whole numbers: a hex digest of the key is neither. */
function jobId(key) {
    return `c${(0,external_node_crypto_.createHash)('sha256').update(key).digest('hex').slice(0, 32)}`;
}
async function allDone(queue, total) {
    const counts = await queue.getJobCounts('completed', 'failed');
    return (counts.completed ?? 0) + (counts.failed ?? 0) >= total;
}
/** The task a job names, checked: processes that planned different cases cannot share one run. */
function taskOf(tasks, job, keyOf) {
    const task = job.index < tasks.length ? tasks.at(job.index) : undefined;
    if (!task || keyOf(task) !== job.key) {
        throw new config_error/* ConfigError */.xL(`the queued case ${JSON.stringify(job.key.split('\u0000'))} is not case ${job.index + 1} of this process's plan`, {}, 'run every process of one --run-id with the same eval files, flags and selection, ' +
            'or give this run a new --run-id');
    }
    return task;
}

;// CONCATENATED MODULE: ./src/engine/queue/redis-run.ts






/**
 * ioredis's client class: its `Redis` export under Node's ESM loader, its default export where a
 * bundler's CommonJS interop leaves only that.
 */
const RedisClient = built.Redis ?? (built_default());
/** How long the first connection may take before the run is refused. */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * What a `--queue` run keeps in Redis, under `agentv:<run-id>:`: the queue of its cases, the call
 * ceiling's slots and the budget. Loaded only for `--queue` runs (`run-context.ts` imports this
 * module when the flag is given), so a run without it never loads a Redis client.
 */
class RedisRun {
    redis;
    settings;
    runtime;
    slots;
    budgetOf;
    constructor(redis, settings, runtime, adaptive) {
        this.redis = redis;
        this.settings = settings;
        this.runtime = runtime;
        this.slots = new RedisSlots(redis, this.prefix, settings.leaseMs, adaptive, () => runtime.now());
    }
    /** Connects (refused with one line when the server does not answer) and holds the run's shared state. */
    static async open(settings, runtime, adaptive) {
        // BullMQ's workers block on the connection, so commands must wait for a reconnect, not fail.
        const redis = new RedisClient(settings.url, {
            maxRetriesPerRequest: null,
            lazyConnect: true,
            connectTimeout: CONNECT_TIMEOUT_MS,
            retryStrategy: (times) => Math.min(times * 200, 2000),
        });
        let lastError;
        redis.on('error', (error) => {
            lastError = error;
        });
        try {
            await redis.connect();
            await redis.ping();
        }
        catch (error) {
            redis.disconnect();
            throw new config_error/* ConfigError */.xL(`--queue: cannot reach Redis at ${redactUrl(settings.url)}: ${error.message ?? lastError}`, {}, 'start a Redis server (a `redis` service in GitHub Actions or GitLab CI) and give its redis://host:port');
        }
        const run = new RedisRun(redis, settings, runtime, adaptive);
        await run.slots.join();
        return run;
    }
    /** The run's budget, shared by its processes. */
    budget(limitUsd) {
        this.budgetOf ??= new RedisBudget(this.redis, this.prefix, limitUsd, this.settings.leaseMs, this.runtime);
        return this.budgetOf;
    }
    /** Runs this process's share of the queue: cases taken as workers free up, until every case is done. */
    async run(queued, runCase, logger) {
        const { durationsFrom } = this.settings;
        const durationOf = durationsFrom === undefined ? undefined : await readDurations(durationsFrom);
        logger.info(`INFO --queue: run "${this.settings.runId}" at ${redactUrl(this.settings.url)}; ` +
            `this process takes cases with ${queued.workers} worker(s)`);
        return runQueued(this.redis, `${this.prefix}q`, { ...queued, leaseMs: this.settings.leaseMs, runtime: this.runtime, ...(durationOf ? { durationOf } : {}) }, runCase);
    }
    async close() {
        await this.slots.leave();
        await this.budgetOf?.close();
        await this.redis.quit().catch(() => this.redis.disconnect());
    }
    get prefix() {
        return `agentv:${this.settings.runId}:`;
    }
}
/** The URL without its password, for messages. */
function redactUrl(url) {
    return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}


/***/ }),

/***/ 59807:
/***/ ((module) => {

function webpackEmptyAsyncContext(req) {
	// Here Promise.resolve().then() is used instead of new Promise() to prevent
	// uncaught exception popping up in devtools
	return Promise.resolve().then(() => {
		var e = new Error("Cannot find module '" + req + "'");
		e.code = 'MODULE_NOT_FOUND';
		throw e;
	});
}
webpackEmptyAsyncContext.keys = () => ([]);
webpackEmptyAsyncContext.resolve = webpackEmptyAsyncContext;
webpackEmptyAsyncContext.id = 59807;
module.exports = webpackEmptyAsyncContext;

/***/ })

};
