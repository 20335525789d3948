import { AgentvError, ProviderError } from '../errors/agentv-error.js';
import { parseRateLimitHeaders, type HeaderReader } from './rate-limit-headers.js';

export type { HeaderReader } from './rate-limit-headers.js';

export interface SdkErrorContext {
  /** Provider kind, for the message. */
  provider: string;
  /** Clock reading, to turn a `Retry-After` HTTP date into a wait. */
  nowMs: number;
  /** Values that must never appear in a message (API keys). */
  secrets?: Array<string | undefined>;
}

/**
 * Turns whatever an SDK threw into a ProviderError the call limiter can reason about:
 * - an HTTP error keeps its status, the server's `retry-after-ms` / `Retry-After` wait and its
 *   rate-limit headers;
 * - a reset connection or a malformed body has no status and is retryable;
 * - an abort (our timeout or cancellation) is passed through untouched, the limiter already knows why.
 * The OpenAI and Anthropic SDKs share one error shape (`status`, `headers`); Gemini's fetch error
 * has `status` but hides the response headers, so Retry-After is not available for Gemini.
 */
export function toProviderError(error: unknown, context: SdkErrorContext): unknown {
  if (error instanceof AgentvError) return error;
  if (isAbort(error)) return error;
  const message = redact(isErrorLike(error) ? error.message : String(error), context.secrets);
  const status = statusOf(error);
  if (status !== undefined) {
    const headers = headersOf(error);
    const retryAfterMs = parseRetryAfterMs(headers, context.nowMs);
    const rateLimit = parseRateLimitHeaders(headers, context.nowMs);
    return new ProviderError(`${context.provider} request failed with HTTP ${status}: ${message}`, {
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
    return new ProviderError(`${context.provider} connection failed: ${message}`, { retryable: true, cause: error });
  }
  if (isErrorLike(error) && error.name === 'SyntaxError') {
    return new ProviderError(`${context.provider} returned a malformed response body: ${message}`, {
      retryable: true,
      cause: error,
    });
  }
  return new ProviderError(`${context.provider} request failed: ${message}`, { retryable: false, cause: error });
}

/** A 2xx answer whose body lacks what the wire format promises: transient, so retryable. */
export function malformedResponse(provider: string, what: string): ProviderError {
  return new ProviderError(`${provider} returned a malformed response body: ${what}`, { retryable: true });
}

/**
 * Errors are checked by shape and name, never `instanceof`: fetch's errors (and JSON.parse's
 * SyntaxError inside it) may come from another realm than ours (jest's VM, bundlers).
 */
function isErrorLike(error: unknown): error is { name: string; message: string; constructor: { name: string } } {
  return error !== null && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string';
}

function className(error: unknown): string {
  return isErrorLike(error) ? (error.constructor?.name ?? '') : '';
}

function isAbort(error: unknown): boolean {
  if (!isErrorLike(error)) return false;
  return (
    error.name === 'AbortError' ||
    className(error) === 'APIUserAbortError' ||
    className(error) === 'GoogleGenerativeAIAbortError'
  );
}

function statusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object' || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' && status >= 100 && status < 600 ? status : undefined;
}

function headersOf(error: unknown): HeaderReader | undefined {
  if (error === null || typeof error !== 'object' || !('headers' in error)) return undefined;
  const headers = (error as { headers: unknown }).headers;
  if (headers !== null && typeof headers === 'object' && typeof (headers as HeaderReader).get === 'function')
    return headers as HeaderReader;
  return undefined;
}

function isConnectionFailure(error: unknown): boolean {
  if (!isErrorLike(error)) return false;
  const name = className(error);
  if (name === 'APIConnectionError' || name === 'APIConnectionTimeoutError') return true;
  // Gemini wraps fetch failures as `Error fetching from <url>: fetch failed`; a body cut off
  // mid-stream surfaces from undici as `terminated`.
  return /fetch failed|socket hang up|ECONNRESET|ECONNREFUSED|other side closed|terminated/i.test(error.message);
}

function redact(text: string, secrets: Array<string | undefined> = []): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join('***');
  return out;
}

/**
 * The wait a server asked for: `retry-after-ms` (milliseconds, OpenAI/Azure) first, then
 * `Retry-After` as seconds or as an HTTP date. The call limiter caps it at the maximum delay.
 */
export function parseRetryAfterMs(headers: HeaderReader | undefined, nowMs: number): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return value;
  }
  const after = headers.get('retry-after');
  if (after === null || after.trim() === '') return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const date = Date.parse(after);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

/**
 * A client built on first use: the SDK module is imported then, not when the tool starts, so a dry
 * run or a run of agents and mocks never loads the OpenAI, Anthropic or Gemini SDKs.
 */
export function lazyClient<T>(build: () => Promise<T>): () => Promise<T> {
  let client: Promise<T> | undefined;
  return () => {
    client ??= build();
    // A failed import may succeed on the next call; do not keep the rejection.
    client.catch(() => (client = undefined));
    return client;
  };
}
