import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { InvokeOptions, Provider, ProviderResponse } from '../provider.js';
import { type CacheKeyParts, cacheKey, hashKeyParts } from './cache-key.js';
import { layerOver, type ProviderLayer } from './provider-layer.js';
import { CacheMissError } from '../../errors/agentv-error.js';
import { isSecretName } from '../redactor.js';
import { DEFAULT_CACHE_TTL_HOURS } from '../run/run-defaults.js';
import { z } from 'zod';

/** How the cache behaves. */
export interface ResponseCacheOptions {
  /** The run's clock (Runtime.now). */
  now: () => number;
  /** Entries older than this answer no more and are removed; none expire when absent. */
  ttlMs?: number;
}

/** The part of a response worth keeping (no `raw`: it may hold request details). */
type StoredResponse = Pick<ProviderResponse, 'text' | 'value' | 'outputMessages' | 'tokenUsage' | 'costUsd'>;

const count = z.number().int().min(0).optional();

/** One cache file as {@link ResponseCache.set} writes it; anything else reads as a miss. */
const entrySchema = z.object({
  key: z.string(),
  created_at: z.number().optional(),
  response: z.object({
    text: z.string(),
    value: z.unknown().optional(),
    outputMessages: z
      .array(
        z.looseObject({
          role: z.enum(['system', 'user', 'assistant', 'tool']),
          content: z.string(),
          tool_calls: z.array(z.looseObject({ tool: z.string() })).optional(),
        }),
      )
      .optional(),
    tokenUsage: z
      .object({ input: count, output: count, total: count, cachedInput: count, cacheWriteInput: count })
      .optional(),
    costUsd: z.number().min(0).nullable().optional(),
  }),
}) satisfies z.ZodType<{ key: string; created_at?: number; response: StoredResponse }>;

/**
 * An on-disk response cache: one JSON file per answer under `<dir>/<2 hex>/<sha256>.json`.
 * Writes go to a temp file then rename, so a reader never sees half a file even when several
 * workers or runs write the same key. Off by default (`--cache` turns it on). An entry past the
 * TTL is a miss and is removed; `prune()` sweeps every such entry at the start of a run.
 */
export class ResponseCache {
  private lookups = 0;
  private hitCount = 0;

  constructor(
    readonly dir: string,
    private readonly options: ResponseCacheOptions,
  ) {}

  /** Lookups made and answered from the cache so far (the run's hit rate). */
  get stats(): { lookups: number; hits: number } {
    return { lookups: this.lookups, hits: this.hitCount };
  }

  /** The hash of explicit key parts; a call's key is {@link cacheKey}, which hashes with it. */
  static readonly keyFor: (parts: CacheKeyParts) => string = hashKeyParts;

  private fileFor(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The stored answer, or undefined on a miss (a missing or unreadable entry is a miss). */
  async get(key: string): Promise<StoredResponse | undefined> {
    this.lookups++;
    const file = this.fileFor(key);
    let entry: z.infer<typeof entrySchema>;
    try {
      // Checked field by field: an entry written by another version or edited by hand is a miss,
      // never copied into a record as it stands.
      const parsed = entrySchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success) return undefined;
      entry = parsed.data;
    } catch {
      return undefined;
    }
    if (entry.key !== key) return undefined;
    if (this.expired(entry.created_at)) {
      await rm(file, { force: true }).catch(() => undefined);
      return undefined;
    }
    this.hitCount++;
    return entry.response;
  }

  /**
   * Removes every entry past the TTL, and temp files a killed run left, by their file time (an
   * entry is written once, by rename); returns how many.
   */
  async prune(): Promise<number> {
    if (this.options.ttlMs === undefined) return 0;
    let removed = 0;
    const entries = await readdir(this.dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(json|tmp)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (
        !this.expired(
          await stat(file).then(
            (s) => s.mtimeMs,
            () => undefined,
          ),
        )
      )
        continue;
      await rm(file, { force: true }).catch(() => undefined);
      removed++;
    }
    return removed;
  }

  private expired(createdAt: number | undefined): boolean {
    const { ttlMs, now } = this.options;
    // An entry without a time was written before entries had one: it is as old as the TTL allows.
    return ttlMs !== undefined && (createdAt === undefined || now() - createdAt > ttlMs);
  }

  async set(key: string, response: ProviderResponse): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    const stored: StoredResponse = {
      text: response.text,
      ...(response.value !== undefined ? { value: response.value } : {}),
      outputMessages: response.outputMessages,
      tokenUsage: response.tokenUsage,
      costUsd: response.costUsd,
    };
    const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, JSON.stringify({ key, created_at: this.options.now(), response: stored }), 'utf8');
      await rename(temp, file);
    } finally {
      await rm(temp, { force: true });
    }
  }
}

/** The run's response cache: on with `--cache` (its folder), entries answering for `--cache-ttl` hours. */
export function openResponseCache(
  options: { cacheDir?: string | undefined; cacheTtlHours?: number | undefined },
  now: () => number,
): ResponseCache | undefined {
  if (!options.cacheDir) return undefined;
  return new ResponseCache(options.cacheDir, {
    now,
    ttlMs: (options.cacheTtlHours ?? DEFAULT_CACHE_TTL_HOURS) * 3_600_000,
  });
}

/** How the response cache layer treats a call. */
export interface CacheWrapOptions {
  /** The repeats of a case may replay one answer (`--cache-share-repeats`). */
  shareRepeats?: boolean;
  /**
   * `--cache-only`: a miss is a {@link CacheMissError} and the wrapped provider is never called
   * (nor an agent, whose answers are not cached), so nothing is paid and nothing leaves the machine.
   * A provider that works offline (the mock) still answers.
   */
  only?: boolean;
}

/**
 * The response cache layer, over the call limiter: a hit answers at once, takes no slot and is
 * marked `cached: true`; a miss calls through and stores a successful answer (a failed call, or an
 * empty answer such as a blocked prompt, is never stored). Only model calls are cached, keyed by
 * {@link cacheKey}; agents and mocks pass straight through. A failed write never fails the call:
 * the cache is an optimisation.
 */
export function responseCacheLayer(cache: ResponseCache, options: CacheWrapOptions = {}): ProviderLayer {
  return (provider) => {
    const only = (options.only ?? false) && !provider.offline;
    if (!provider.isModelCall) return only ? neverCalled(provider) : provider;
    const missed = (what: string) =>
      new CacheMissError(
        `not in cache: target "${provider.targetName}" has no cached ${what} (--cache-only makes no call)`,
      );
    const embed = provider.embed?.bind(provider);
    return layerOver(provider, {
      async invoke(request, invokeOptions) {
        const key = cacheKey(provider, { request, iteration: invokeOptions.meter?.iteration }, options.shareRepeats);
        const hit = await cache.get(key);
        if (hit) return { ...hit, cached: true };
        if (only) throw missed('answer to this request');
        const response = await provider.invoke(request, invokeOptions);
        if (response.text !== '') await cache.set(key, response).catch(() => undefined);
        return response;
      },
      // Batches would bypass the lookup; under --cache-only every call goes through it one by one.
      ...(only ? { invokeBatch: null, healthcheck: null } : {}),
      ...(embed
        ? {
            // Stored as an answer whose text is the vectors' JSON; keyed apart from any chat request.
            async embed(texts: string[], invokeOptions: InvokeOptions) {
              const key = cacheKey(provider, { texts });
              const hit = await cache.get(key);
              const vectors = hit ? embeddingsOf(hit.text, texts.length) : undefined;
              if (hit && vectors)
                return { embeddings: vectors, tokenUsage: hit.tokenUsage, costUsd: hit.costUsd, cached: true };
              if (only) throw missed('embedding of these texts');
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
export function withResponseCache(provider: Provider, cache: ResponseCache, options: CacheWrapOptions = {}): Provider {
  return responseCacheLayer(cache, options)(provider);
}

/** Cached vectors, or undefined when the entry is not `count` arrays of numbers (a miss). */
function embeddingsOf(text: string, count: number): number[][] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    const ok =
      Array.isArray(parsed) &&
      parsed.length === count &&
      parsed.every((v) => Array.isArray(v) && v.every((x) => typeof x === 'number'));
    return ok ? (parsed as number[][]) : undefined;
  } catch {
    return undefined;
  }
}

/** An agent under `--cache-only`: its answers are never cached, so its cases are not in the cache. */
function neverCalled(provider: Provider): Provider {
  const message =
    `not in cache: target "${provider.targetName}" is an agent (${provider.kind}), ` +
    'whose answers are never cached (--cache-only makes no call)';
  return layerOver(provider, {
    invoke: () => Promise.reject(new CacheMissError(message)),
    invokeBatch: null,
    embed: null,
    healthcheck: null,
  });
}

/** What an unset key reads as under `--cache-only`: it is never sent, since no call is made. */
export const CACHE_ONLY_KEY = 'agentv-cache-only-no-key';

/**
 * The run's environment under `--cache-only`: an unset (or empty) secret-looking variable reads as
 * {@link CACHE_ONLY_KEY}, so targets that need a key still resolve (a fork's pull request has no
 * secrets) and their cache identity (model, settings) is the one they had when the cache was
 * filled. The placeholders are not enumerable, so no child process ever receives them.
 */
export function cacheOnlyEnv(env: Record<string, string | undefined>): Record<string, string | undefined> {
  // Empty secrets are dropped (a fork's `${{ secrets.X }}` is empty), so only reads see the placeholder.
  const kept = Object.fromEntries(Object.entries(env).filter(([name, value]) => !(value === '' && isSecretName(name))));
  return new Proxy(kept, {
    get: (target, name) => {
      const value: unknown = Reflect.get(target, name);
      return typeof name === 'string' && value === undefined && isSecretName(name) ? CACHE_ONLY_KEY : value;
    },
  });
}
