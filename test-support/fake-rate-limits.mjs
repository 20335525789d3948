// Rate limits for the fake LLM server, as providers enforce them: a requests budget and a tokens
// budget per window, each a bucket that refills continuously (OpenAI and Anthropic both describe
// their limits so), reported on every answer in OpenAI's `x-ratelimit-*` or Anthropic's
// `anthropic-ratelimit-*` headers, and a 429 with the rate-limit headers and a Retry-After when a
// request does not fit. `windowMs` is the length of the provider's minute: a shorter one scales
// time, so a bench can play minutes of traffic in seconds (the headers then say the scaled
// truth: limits per window, resets in real milliseconds).

/**
 * @typedef {object} RateLimitOptions
 * @property {'openai' | 'anthropic'} style which headers the answers carry
 * @property {number} requests requests allowed per window
 * @property {number} tokens tokens allowed per window
 * @property {number} [windowMs] the window ("minute"), default 60,000 ms
 * @property {number} [initialFill] share of each budget there at the start, 0..1 (default 1)
 * @property {(request: import('./fake-llm-server.mjs').RecordedRequest) => number} [tokensOf]
 *   tokens a request costs (default 18, the default answer's usage)
 * @property {() => number} [now] the clock (default Date.now)
 */

/**
 * @typedef {object} RateLimiter
 * @property {(request: import('./fake-llm-server.mjs').RecordedRequest) => { ok: boolean, headers: Record<string,
 * string> }} admit
 *   charges the request when it fits; the headers to send either way (a refusal adds Retry-After)
 * @property {() => { admitted: number, refused: number }} stats
 */

/**
 * @param {RateLimitOptions} options
 * @returns {RateLimiter}
 */
export function createRateLimiter(options) {
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  const fill = options.initialFill ?? 1;
  const buckets = {
    requests: bucket(options.requests, windowMs, fill, now()),
    tokens: bucket(options.tokens, windowMs, fill, now()),
  };
  let admitted = 0;
  let refused = 0;
  return {
    admit(request) {
      const at = now();
      const cost = { requests: 1, tokens: Math.min(options.tokensOf?.(request) ?? 18, options.tokens) };
      for (const b of Object.values(buckets)) refill(b, at);
      const waits = Object.entries(buckets).map(([name, b]) =>
        Math.max(0, (cost[/** @type {'requests' | 'tokens'} */ (name)] - b.level) / b.ratePerMs),
      );
      const waitMs = Math.max(...waits);
      const ok = waitMs <= 0;
      if (ok) {
        buckets.requests.level -= cost.requests;
        buckets.tokens.level -= cost.tokens;
        admitted++;
      } else {
        refused++;
      }
      const headers = options.style === 'anthropic' ? anthropicHeaders(buckets, at) : openaiHeaders(buckets);
      if (!ok) {
        // Anthropic's Retry-After is in seconds; OpenAI's SDK reads retry-after-ms first.
        if (options.style === 'anthropic') headers['retry-after'] = (Math.ceil(waitMs) / 1000).toFixed(3);
        else headers['retry-after-ms'] = String(Math.ceil(waitMs));
      }
      return { ok, headers };
    },
    stats: () => ({ admitted, refused }),
  };
}

/** @param {number} capacity @param {number} windowMs @param {number} fill @param {number} at */
function bucket(capacity, windowMs, fill, at) {
  return { capacity, level: capacity * fill, ratePerMs: capacity / windowMs, at };
}

/** @param {{ capacity: number, level: number, ratePerMs: number, at: number }} b @param {number} at */
function refill(b, at) {
  b.level = Math.min(b.capacity, b.level + (at - b.at) * b.ratePerMs);
  b.at = at;
}

/** @param {{ capacity: number, level: number, ratePerMs: number }} b */
const untilFullMs = (b) => (b.capacity - b.level) / b.ratePerMs;

/** A Go-style duration as OpenAI writes it: `6m0s`, `1.5s`, `20ms`. @param {number} ms */
export function goDuration(ms) {
  if (ms < 1000) return `${Math.ceil(ms)}ms`;
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(3))}s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes}m${Number(((ms - minutes * 60_000) / 1000).toFixed(3))}s`;
}

/** @param {Record<'requests' | 'tokens', { capacity: number, level: number, ratePerMs: number }>} buckets */
function openaiHeaders(buckets) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, b] of Object.entries(buckets)) {
    headers[`x-ratelimit-limit-${name}`] = String(b.capacity);
    headers[`x-ratelimit-remaining-${name}`] = String(Math.max(0, Math.floor(b.level)));
    headers[`x-ratelimit-reset-${name}`] = goDuration(untilFullMs(b));
  }
  return headers;
}

/**
 * @param {Record<'requests' | 'tokens', { capacity: number, level: number, ratePerMs: number }>} buckets
 * @param {number} at
 */
function anthropicHeaders(buckets, at) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, b] of Object.entries(buckets)) {
    headers[`anthropic-ratelimit-${name}-limit`] = String(b.capacity);
    headers[`anthropic-ratelimit-${name}-remaining`] = String(Math.max(0, Math.floor(b.level)));
    // RFC 3339 with milliseconds: a scaled window needs finer resets than whole seconds.
    headers[`anthropic-ratelimit-${name}-reset`] = new Date(at + untilFullMs(b)).toISOString();
  }
  return headers;
}
