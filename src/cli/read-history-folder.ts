import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ConfigError } from '../errors/config-error.js';
import {
  addRun,
  type HistoryEntry,
  type HistoryIndex,
  historyRunOf,
  parseHistoryIndex,
} from '../history/history-index.js';
import { computeSummary, toStatsEntry } from '../results/compute-summary.js';
import type { EvalResult } from '../results/eval-result.js';
import { parseResultsText, readResults } from '../results/read-results.js';

const RESULTS_FILE = /\.(jsonl|jsonl\.gz|ya?ml)$/i;
const SKIPPED_DIRS = new Set(['.git', 'node_modules']);

/**
 * Every suite's index from a folder: a checkout of a results branch (`<suite>/index.json`, its
 * runs' records beside it left unread) and results files anywhere below (`.jsonl`, `.jsonl.gz`,
 * `.yaml`), each file one run of the suite named by its folder (the given folder's own name for
 * files at its top). Keys are the folder paths relative to `root`, with forward slashes.
 */
export async function readHistoryFolder(
  root: string,
  warn: (text: string) => void,
  maxRuns: number,
): Promise<Map<string, HistoryIndex>> {
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ConfigError(`no such folder: ${root}`, { file: root }, 'give the folder that holds the results files');
  }
  const indexes = new Map<string, HistoryIndex>();
  const files: { suite: string; file: string }[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    const rel = path.relative(root, dir).split(path.sep).join('/');
    const suite = rel === '' ? path.basename(path.resolve(root)) : rel;
    if (entries.some((e) => e.isFile() && e.name === 'index.json')) {
      const file = path.join(dir, 'index.json');
      const parsed = parseHistoryIndex(await readFile(file, 'utf8'));
      if ('index' in parsed) {
        indexes.set(suite, parsed.index);
        return;
      }
      warn(`${file}: not a history index (${parsed.error}); left out`);
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !SKIPPED_DIRS.has(entry.name)) await walk(full);
      else if (entry.isFile() && RESULTS_FILE.test(entry.name)) files.push({ suite, file: full });
    }
  };
  await walk(root);
  for (const { suite, file } of files) {
    const entry = await runOfFile(root, suite, file, warn);
    if (!entry) continue;
    indexes.set(
      suite,
      addRun(indexes.get(suite), { ...entry, suite: indexes.get(suite)?.suite ?? suite }, { maxRuns }),
    );
  }
  if (indexes.size === 0) {
    throw new ConfigError(
      `no results found in ${root}`,
      { file: root },
      'give a folder with results files (.jsonl, .jsonl.gz, .yaml) or a checkout of a results branch',
    );
  }
  return indexes;
}

/** One results file as a run: named by its path, recorded at its newest record's time. */
async function runOfFile(
  root: string,
  suite: string,
  file: string,
  warn: (text: string) => void,
): Promise<HistoryEntry | undefined> {
  const records = await readRecords(file, warn);
  if (records.length === 0) {
    warn(`${file}: no results in this file; left out`);
    return undefined;
  }
  const times = records.map((r) => Date.parse(r.timestamp)).filter((t) => Number.isFinite(t));
  const recordedAt = new Date(times.length > 0 ? Math.max(...times) : (await stat(file)).mtimeMs).toISOString();
  const runId = path.relative(root, file).split(path.sep).join('/').replace(RESULTS_FILE, '');
  const summary = computeSummary(records.map(toStatsEntry));
  return historyRunOf(records, summary, { suite, runId, sha: '', recordedAt });
}

async function readRecords(file: string, warn: (text: string) => void): Promise<EvalResult[]> {
  if (!/\.gz$/i.test(file)) return report(await readResults(file), warn);
  let text: Buffer;
  try {
    text = gunzipSync(await readFile(file));
  } catch (cause) {
    throw new ConfigError(
      `cannot unpack: ${cause instanceof Error ? cause.message : String(cause)}`,
      { file },
      'give a gzip-compressed JSONL results file, or remove it from the folder',
    );
  }
  return report(parseResultsText(file, text.toString('utf8')), warn);
}

function report(outcome: { records: EvalResult[]; warnings: string[] }, warn: (text: string) => void): EvalResult[] {
  for (const warning of outcome.warnings) warn(warning);
  return outcome.records;
}
