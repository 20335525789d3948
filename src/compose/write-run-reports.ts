import { Redactor } from '../engine/redactor.js';
import type { Runtime } from '../engine/runtime.js';
import type { ReportTrend } from '../report/report-data.js';
import type { EvalResult } from '../results/eval-result.js';
import type { HumanLabel } from '../results/human-labels.js';
import type { RunSummaryInput } from '../results/run-summary.js';

/** The files written from a run once it is over (absolute paths); `summary: '-'` is the door's machine output. */
export interface RunReportFiles {
  summary?: string | undefined;
  junit?: string | undefined;
  html?: string | undefined;
  /** promptfoo's results file (`-o results.json`). */
  promptfoo?: string | undefined;
}

/** What the reports are made of. */
export interface RunReportsInput {
  outcome: RunSummaryInput & { resultsPath: string };
  /** The records of the results file; read from it when absent (a resumed run's earlier records included). */
  records?: readonly EvalResult[] | undefined;
  /** The results file as the HTML report names it. */
  resultsName: string;
  /** The run compared with, for the HTML report's comparison tab. */
  baseline?: { file: string; records: readonly EvalResult[] } | undefined;
  trend?: ReportTrend | undefined;
  /** The run's labels (`--labels`), which the HTML report's label forms start with. */
  givenLabels?: readonly HumanLabel[] | undefined;
}

/** How a door takes part: its runtime, its words for the files, where its lines go. */
export interface RunReportsDoor {
  runtime: Runtime;
  /** How the door names the JUnit and HTML files in errors (`--junit`, `the junit input`). */
  labels: { junit: string; html: string };
  /** A line for a person: which file was written. */
  note(line: string): void;
  /** Where `summary: '-'` goes. */
  machine?(text: string): void;
  /**
   * A JUnit or HTML report that could not be written is handed here and left out; without it the
   * error is thrown. The run summary is the run's record and always throws.
   */
  onError?(error: unknown, report: 'junit' | 'html' | 'promptfoo'): void;
}

/**
 * The one redaction rule of what a run shows after it is over (reports, summaries, the pull
 * request comment): every secret-named value of the environment and the door's withheld values.
 */
export function reportRedactor(runtime: Pick<Runtime, 'env' | 'withheld'>): Redactor {
  return Redactor.fromEnv(runtime.env, runtime.withheld ?? []);
}

/**
 * The work after a run both doors do: the run summary JSON, the JUnit XML and the HTML report,
 * each when asked for, from records passed through {@link reportRedactor} once more (a resumed
 * file, a merged shard or a baseline may hold records from before a key was in the environment).
 * Returns the files written.
 */
export async function writeRunReports(
  files: RunReportFiles,
  input: RunReportsInput,
  door: RunReportsDoor,
): Promise<RunReportFiles> {
  const redactor = reportRedactor(door.runtime);
  const written: RunReportFiles = {};
  if (files.summary !== undefined) {
    const { summary: stats, repeats, passPolicy, earlyStopped, gates, judge, labels, selection } = input.outcome;
    const summary = redactor.deep({
      summary: stats,
      repeats,
      passPolicy,
      earlyStopped,
      gates,
      judge,
      labels,
      selection,
    });
    const { runSummaryJson, writeRunSummary } = await import('../results/run-summary.js');
    if (files.summary === '-' && door.machine) door.machine(runSummaryJson(summary));
    else {
      await writeRunSummary(files.summary, summary);
      door.note(`Run summary: ${files.summary}`);
    }
    written.summary = files.summary;
  }
  if (files.junit === undefined && files.html === undefined && files.promptfoo === undefined) return written;
  // Each writer is loaded when its report is asked for: a run that writes none compiles none of them.
  const records = redactor.deep(input.records ?? (await readRecords(input.outcome.resultsPath)));
  const attempt = async (file: string, key: 'junit' | 'html' | 'promptfoo', write: () => Promise<void>) => {
    try {
      await write();
      written[key] = file;
      door.note(`${REPORT_NAMES[key]}: ${file}`);
    } catch (error) {
      if (!door.onError) throw error;
      door.onError(error, key);
    }
  };
  const { junit, html } = files;
  if (junit !== undefined)
    await attempt(junit, 'junit', async () => {
      const { writeJunitReport } = await import('../results/junit-report.js');
      await writeJunitReport(junit, records, { repeats: input.outcome.repeats }, door.labels.junit);
    });
  if (html !== undefined) await attempt(html, 'html', () => writeHtml(html, records, input, door, redactor));
  const { promptfoo } = files;
  if (promptfoo !== undefined)
    await attempt(promptfoo, 'promptfoo', async () => {
      const { writePromptfooResultsFile } = await import('../results/promptfoo-results-file.js');
      await writePromptfooResultsFile(promptfoo, records, { createdAt: firstTimestamp(records, door.runtime) });
    });
  return written;
}

/**
 * Every record of a run's results file (a resumed run's earlier records too), its reader loaded
 * only by a run that reads the file back.
 */
export async function readRecords(file: string): Promise<EvalResult[]> {
  const { readResults } = await import('../results/read-results.js');
  return (await readResults(file)).records;
}

const REPORT_NAMES = { junit: 'JUnit report', html: 'HTML report', promptfoo: "promptfoo's results file" } as const;

/** When the run started as its records tell it: the earliest record's time, else now. */
function firstTimestamp(records: readonly EvalResult[], runtime: Runtime): string {
  const times = records.map((r) => r.timestamp).sort();
  return times[0] ?? new Date(runtime.now()).toISOString();
}

async function writeHtml(
  file: string,
  records: readonly EvalResult[],
  input: RunReportsInput,
  door: RunReportsDoor,
  redactor: Redactor,
): Promise<void> {
  const { writeHtmlReport } = await import('../report/html-report.js');
  const page = {
    records,
    resultsFile: input.resultsName,
    generatedAt: new Date(door.runtime.now()).toISOString(),
    trend: input.trend,
    passPolicy: input.outcome.passPolicy,
    labels: input.outcome.labels && redactor.deep(input.outcome.labels),
    givenLabels: input.givenLabels && redactor.deep(input.givenLabels),
  };
  // With a baseline the report has its comparison tab, as `agentv report --baseline` gives.
  const baseline = input.baseline && { file: input.baseline.file, records: redactor.deep(input.baseline.records) };
  await writeHtmlReport(file, baseline ? { ...page, baseline } : page, door.labels.html);
}
