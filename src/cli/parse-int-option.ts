import { ConfigError } from '../errors/config-error.js';

/** Parses a whole-number flag, rejecting text, fractions and values outside [min, max] with the valid range. */
export function parseIntOption(flag: string, raw: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  const range = max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${flag} must be ${range}, got "${raw}"`, {}, `pass ${flag} with ${range}`);
  }
  return value;
}

/** Parses a non-negative number of seconds or milliseconds (fractions allowed). */
export function parseNumberOption(flag: string, raw: string, min = 0): number {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value) || value < min) {
    throw new ConfigError(`${flag} must be a number ≥ ${min}, got "${raw}"`, {}, `pass ${flag} with a number ≥ ${min}`);
  }
  return value;
}
