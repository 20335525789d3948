export { verdictFor, type EvalResult, type EvaluatorResultRecord, type TraceSummary, type Verdict } from './eval-result.js';
export { evalResultSchema, type ParsedEvalResult } from './eval-result-schema.js';
export {
  OUTPUT_FORMATS,
  defaultResultsFileName,
  isOutputFormat,
  parseOutputFormat,
  resolveOutputFormat,
  type OutputFormat,
} from './output-format.js';
export { serializeResult } from './serialize-result.js';
export { createResultWriter, type ResultWriter } from './result-writer.js';
export { readResults, type ReadResultsOutcome } from './read-results.js';
export { describeNumbers, roundStat, stableMean, type NumberDescription } from './describe-numbers.js';
export { MAX_ERROR_MESSAGE_LENGTH, compareEntryKeys, toStatsEntry, type StatsEntry } from './stats-entry.js';
export { StatsCollector } from './stats-collector.js';
export {
  PASS_THRESHOLD,
  computeSummary,
  histogramBinIndex,
  type ErroredEntry,
  type HistogramBin,
  type PromptSummary,
  type Summary,
} from './compute-summary.js';
export { formatSummary, summaryLine, type FormatSummaryOptions } from './format-summary.js';
export { escapeMarkdown, escapeMarkdownInline } from './escape-markdown.js';
export { renderMarkdownReport, type MarkdownReportOptions } from './render-markdown-report.js';
export { formatDelta, formatPercent, formatScore } from './format-score.js';
export { seededRandom } from './seeded-random.js';
export { bootstrapMeanCi, type BootstrapOptions } from './bootstrap-mean-ci.js';
export { signTestP } from './sign-test.js';
export type {
  CompareOutcome,
  CompareReport,
  CompareStatistics,
  CompareSummary,
  ErroredCase,
  MatchedCase,
  PromptComparison,
} from './compare-report.js';
export { caseKey, groupResultsByCase, type CaseAggregate } from './group-results-by-case.js';
export {
  DEFAULT_COMPARE_SEED,
  DEFAULT_COMPARE_THRESHOLD,
  classify,
  compareResults,
  type CompareOptions,
} from './compare-results.js';
export { compareExitCode } from './compare-exit-code.js';
export { COMPARE_FORMATS, parseCompareFormat, type CompareFormat } from './compare-format.js';
export { formatCompare, statisticsLine, type CompareLabels } from './format-compare.js';
export { renderCompareMarkdown } from './render-compare-markdown.js';
