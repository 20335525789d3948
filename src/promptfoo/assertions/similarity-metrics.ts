import * as rouge from 'js-rouge';
import type { AssertionHandler } from './assertion-params.js';
import { invariant } from './assertion-params.js';

/**
 * Reference-overlap scores as promptfoo 0.123.1 computes them: `rouge-n` (ROUGE-1 F-measure on
 * js-rouge's tokens with clipped counts, lower-cased; passes at 0.75), `bleu` (BLEU-4 with
 * brevity penalty, closest reference length, 1e-7 for a zero precision; passes at 0.5) and `gleu`
 * (min of n-gram precision and recall over 1..4-grams, best reference; passes at 0.5). The score
 * is the metric (1 − metric under `not-`).
 */

function nGrams(words: string[], n: number): string[] {
  if (n <= 0 || n > words.length) return [];
  const out: string[] = [];
  for (let i = 0; i <= words.length - n; i++) out.push(words.slice(i, i + n).join(' '));
  return out;
}

function counts(grams: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const g of grams) m.set(g, (m.get(g) ?? 0) + 1);
  return m;
}

function clippedOverlap(candidate: string[], reference: string[]): number {
  const ref = counts(reference);
  let overlap = 0;
  for (const [gram, count] of counts(candidate)) overlap += Math.min(count, ref.get(gram) ?? 0);
  return overlap;
}

export function rougeNScore(candidate: string, reference: string, n = 1): number {
  const candidateTokens = rouge.treeBankTokenize(candidate);
  const referenceTokens = rouge.treeBankTokenize(reference);
  if (candidateTokens.length < n || referenceTokens.length < n) return 0;
  const candidateGrams = rouge.nGram(candidateTokens, n);
  const referenceGrams = rouge.nGram(referenceTokens, n);
  const overlap = clippedOverlap(candidateGrams, referenceGrams);
  if (overlap === 0) return 0;
  return rouge.fMeasure(overlap / candidateGrams.length, overlap / referenceGrams.length, 1);
}

const tokenize = (text: string): string[] => text.toLowerCase().trim().split(/\s+/);

export function bleuScore(candidate: string, references: string[]): number {
  if (candidate.trim() === '') return 0;
  const words = tokenize(candidate);
  const refs = references.map(tokenize);
  const closest = refs
    .map((r) => r.length)
    .reduce((prev, curr) => {
      const dCurr = Math.abs(curr - words.length);
      const dPrev = Math.abs(prev - words.length);
      return dCurr < dPrev || (dCurr === dPrev && curr < prev) ? curr : prev;
    });
  const orders: number[] = [];
  for (let n = 1; n <= 4; n++) {
    const grams = nGrams(words, n);
    if (grams.length === 0) continue;
    const best = Math.max(...refs.map((r) => clippedOverlap(grams, nGrams(r, n))));
    orders.push(best / grams.length);
  }
  const penalty = words.length > closest ? 1 : Math.exp(1 - closest / words.length);
  if (orders.length === 0) return 0;
  const weight = 0.25 / (0.25 * orders.length);
  return penalty * Math.exp(orders.reduce((acc, p) => acc + weight * Math.log(p === 0 ? 1e-7 : p), 0));
}

function gleuTokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/\.+$/, ''));
  return words.some(Boolean) ? words : [];
}

export function gleuScore(candidate: string, references: string[]): number {
  const words = gleuTokens(candidate);
  if (words.length === 0) return 0;
  return Math.max(
    ...references.map((reference) => {
      const ref = gleuTokens(reference);
      if (words.length === ref.length && words.every((w, i) => w === ref[i])) return 1;
      let matches = 0;
      let candidateTotal = 0;
      let referenceTotal = 0;
      for (let n = 1; n <= 4; n++) {
        const c = nGrams(words, n);
        const r = nGrams(ref, n);
        matches += clippedOverlap(c, r);
        candidateTotal += c.length;
        referenceTotal += r.length;
      }
      if (candidateTotal === 0 || referenceTotal === 0) return 0;
      return Math.min(matches / candidateTotal, matches / referenceTotal);
    }),
  );
}

const rougeN: AssertionHandler = ({ assertion, baseType, renderedValue, outputString, inverse }) => {
  invariant(typeof renderedValue === 'string', '"rouge" assertion type must be a string value');
  const score = rougeNScore(outputString.toLowerCase(), renderedValue.toLowerCase());
  const threshold = assertion.threshold ?? 0.75;
  const above = score >= threshold;
  return {
    pass: above !== inverse,
    score: inverse ? 1 - score : score,
    reason:
      `${baseType.toUpperCase()} score ${score.toFixed(2)} ` +
      `is ${above ? 'greater than or equal to' : 'less than'} threshold ${threshold}`,
    assertion,
  };
};

function referenceMetric(name: 'BLEU' | 'GLEU', metric: (c: string, r: string[]) => number): AssertionHandler {
  return ({ assertion, baseType, renderedValue, outputString, inverse }) => {
    invariant(
      typeof renderedValue === 'string' ||
        (Array.isArray(renderedValue) && renderedValue.every((v) => typeof v === 'string')),
      `"${baseType}" assertion type must have a string or array of strings value`,
    );
    const threshold = assertion.threshold ?? 0.5;
    const score = metric(outputString, Array.isArray(renderedValue) ? (renderedValue as string[]) : [renderedValue]);
    const pass = score >= threshold !== inverse;
    const side = name === 'BLEU' ? (inverse ? 'greater' : 'less') : inverse ? 'greater than or equal to' : 'less than';
    return {
      pass,
      score: inverse ? 1 - score : score,
      reason: pass
        ? 'Assertion passed'
        : `${name} score ${score.toFixed(4)} is ${side} than threshold ${threshold}`.replace('than than', 'than'),
      assertion,
    };
  };
}

export const SIMILARITY_ASSERTIONS: Record<string, AssertionHandler> = {
  'rouge-n': rougeN,
  bleu: referenceMetric('BLEU', bleuScore),
  gleu: referenceMetric('GLEU', gleuScore),
};
