/** What replaces a secret value wherever it would be written. */
export const REDACTED = '[REDACTED]';

/** Shorter values are too likely to appear by chance ("true", "1234") to be worth hiding. */
export const MIN_SECRET_LENGTH = 6;

/**
 * True for environment variables that hold secrets by convention: `…_KEY`, `…_TOKEN`, `…_SECRET`,
 * or anything containing `API_KEY` or `PASSWORD` (case-insensitive); the runner's own tokens
 * (`ACTIONS_RUNTIME_TOKEN`, `ACTIONS_ID_TOKEN_REQUEST_TOKEN`, `GITHUB_TOKEN`) are among them.
 * An Action input (`INPUT_<NAME>`) is a setting, not a secret, whatever its name ends in
 * (`comment-key: default` labels a comment); the one secret input is the github-token.
 */
export function isSecretName(name: string): boolean {
  const upper = name.toUpperCase();
  if (upper.startsWith('INPUT_')) return upper === GITHUB_TOKEN_INPUT;
  return /[_-](KEY|TOKEN|SECRET)$/.test(upper) || upper.includes('API_KEY') || upper.includes('PASSWORD');
}

/** How the runner passes the github-token input (dashes kept, upper-cased). */
const GITHUB_TOKEN_INPUT = 'INPUT_GITHUB-TOKEN';

/**
 * Replaces known secret values with {@link REDACTED}. Built once per run from the runtime
 * environment (after `.env` was merged into it), so every variable a target could resolve from a
 * `${{ VAR }}` with a secret-looking name is covered; it is the one place output is scrubbed.
 */
export class Redactor {
  readonly #secrets: string[];

  constructor(values: Iterable<string>) {
    const unique = new Set([...values].filter((v) => v.length >= MIN_SECRET_LENGTH));
    // Longest first, so a secret containing another is replaced whole.
    this.#secrets = [...unique].sort((a, b) => b.length - a.length);
  }

  /** The secret values of `env` (see {@link isSecretName}). */
  static fromEnv(env: Readonly<Record<string, string | undefined>>, extra: Iterable<string> = []): Redactor {
    const values: string[] = [...extra];
    for (const [name, value] of Object.entries(env)) {
      if (value !== undefined && isSecretName(name)) values.push(value.trim(), value);
    }
    return new Redactor(values);
  }

  /** How many distinct values are hidden (for a debug line; never the values themselves). */
  get size(): number {
    return this.#secrets.length;
  }

  /** `text` with every secret replaced. */
  text(text: string): string {
    let out = text;
    for (const secret of this.#secrets) {
      if (out.includes(secret)) out = out.split(secret).join(REDACTED);
    }
    return out;
  }

  /**
   * `value` with every string inside it (object keys included, at any depth) redacted. Copy on
   * write: an object or array comes back as it is unless something inside it changed, so a record
   * without secrets is neither copied nor rebuilt (a rebuilt record costs its allocation twice).
   */
  deep<T>(value: T): T {
    if (this.#secrets.length === 0) return value;
    return this.#walk(value, new WeakSet()) as T;
  }

  #walk(value: unknown, seen: WeakSet<object>): unknown {
    if (typeof value === 'string') return this.text(value);
    if (value === null || typeof value !== 'object') return value;
    if (seen.has(value)) return value;
    seen.add(value);
    if (Array.isArray(value)) {
      const items = value.map((item) => this.#walk(item, seen));
      return items.some((item, i) => item !== value[i]) ? items : value;
    }
    const entries = Object.entries(value);
    const redacted = entries.map(([key, item]) => [this.text(key), this.#walk(item, seen)] as const);
    if (redacted.every(([key, item], i) => key === entries[i]![0] && item === entries[i]![1])) return value;
    // From entries: a key `__proto__` (JSON.parse makes it an own key) stays a key of its own.
    return Object.fromEntries(redacted);
  }
}
