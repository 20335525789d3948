import type { ProviderRequest, ProviderResponse } from '../engine/provider.js';
import { ProviderError } from '../errors/agentv-error.js';
import { cliAnswerFromObject } from './cli-answer.js';
import { cliPlaceholderValues } from './cli-command.js';
import type { CliSettings } from './cli-settings.js';
import { formatFileList } from './cli-command.js';
import { shellEscape } from './cli-command.js';
import { tailText } from '../process/run-process.js';

/*
 * Provider-level batching for `cli` targets (`settings.provider_batching: true`).
 *
 * Enabled only when the target sets `settings.provider_batching: true` AND its command template
 * names `{BATCH_FILE}`. The provider then writes one JSONL line per case to that file:
 *   {"id": "<eval id>", "prompt": "<rendered prompt>", "attempt": 1, "files": [...], "attachments": [...]}
 * runs the command once, and reads one JSONL answer per case, from `{OUTPUT_FILE}` when the template
 * names it, else from stdout:
 *   {"id": "<eval id>", "text": "...", "token_usage": {...}, "cost_usd": 0.01, "trace": [...]}
 * Answers are mapped back to their cases by `id`, in any order. A batch the agent did not fully
 * answer (a missing id, a line that is not JSON, duplicate case ids, cases with their own
 * workspaces) throws, and the engine then dispatches the cases one by one: with such a template a
 * single case runs as a batch of one, so the fallback uses the same command.
 */

/** The JSONL batch file content for `requests`; throws when ids are not unique or a case has a workspace. */
export function cliBatchFile(requests: ProviderRequest[]): string {
  const ids = new Set<string>();
  for (const request of requests) {
    if (ids.has(request.evalId)) throw new ProviderError(`cannot batch: case id "${request.evalId}" appears twice`);
    if (request.workspaceDir && requests.length > 1)
      throw new ProviderError(`cannot batch: case "${request.evalId}" runs in its own workspace`);
    ids.add(request.evalId);
  }
  return requests
    .map((r) =>
      JSON.stringify({
        id: r.evalId,
        prompt: r.prompt,
        attempt: r.attempt,
        files: [...r.guidelineFiles, ...r.inputFiles].map((f) => f.absolutePath),
        attachments: r.inputFiles.map((f) => f.absolutePath),
      }),
    )
    .join('\n')
    .concat('\n');
}

/** Placeholder values for the one batch command: the case's own for a batch of one, else empty or merged. */
export function cliBatchPlaceholderValues(
  requests: ProviderRequest[],
  settings: CliSettings,
  files: { batchFile: string; outputFile: string },
  { agentvStyle = false } = {},
): Record<string, string> {
  const [only] = requests;
  if (only && requests.length === 1 && !agentvStyle) {
    return { ...cliPlaceholderValues(only, settings, files.outputFile), BATCH_FILE: shellEscape(files.batchFile) };
  }
  const all = [...new Set(requests.flatMap((r) => [...r.guidelineFiles, ...r.inputFiles].map((f) => f.absolutePath)))];
  const attachments = [...new Set(requests.flatMap((r) => r.inputFiles.map((f) => f.absolutePath)))];
  return {
    PROMPT: shellEscape(''),
    EVAL_ID: shellEscape('batch'),
    ATTEMPT: shellEscape(String(requests[0]?.attempt ?? 1)),
    FILES: formatFileList(all, settings.files_format),
    ATTACHMENTS: formatFileList(attachments, settings.attachments_format),
    OUTPUT_FILE: shellEscape(files.outputFile),
    BATCH_FILE: shellEscape(files.batchFile),
  };
}

/**
 * AgentV's batch answers (`provider_batching: true` with a template that does not name
 * {BATCH_FILE}): one JSONL record per case, keyed by its string `id`, in any order, read as a
 * single answer is read; a case the output leaves out fails on its own with AgentV's reason. A
 * line that is not a JSON object with an id fails the whole batch, as in AgentV.
 */
export function mapAgentvBatchAnswers(requests: ProviderRequest[], raw: string, what: string): ProviderResponse[] {
  const byId = new Map<string, ProviderResponse>();
  for (const { line, value } of batchLines(raw, what)) {
    const id = (value as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '')
      throw new ProviderError(`${what} printed a batch answer line without a string id`, {
        details: { line: tailText(line, 300) },
      });
    if (byId.has(id)) throw new ProviderError(`${what} printed two batch answers for id "${id}"`);
    byId.set(id, cliAnswerFromObject(value) ?? { text: '' });
  }
  return requests.map(
    (request) => byId.get(request.evalId) ?? { text: '', failure: `batch output missing id '${request.evalId}'` },
  );
}

/** Maps JSONL answers back to `requests` (same order); throws when any case is left unanswered. */
export function mapCliBatchAnswers(requests: ProviderRequest[], raw: string, what: string): ProviderResponse[] {
  const byId = new Map<string, ProviderResponse>();
  for (const { value } of batchLines(raw, what)) {
    const id = (value as { id?: unknown } | null)?.id;
    const response = cliAnswerFromObject(value);
    if (typeof id === 'string' && response) byId.set(id, response);
  }
  const responses: ProviderResponse[] = [];
  const missing: string[] = [];
  for (const request of requests) {
    const found = byId.get(request.evalId);
    if (found) responses.push(found);
    else missing.push(request.evalId);
  }
  if (missing.length > 0) {
    throw new ProviderError(`${what} gave no batch answer for: ${missing.join(', ')}`, {
      details: { missing_ids: missing },
    });
  }
  return responses;
}

/** The JSON value of each non-blank line of a batch answer; a line that is not JSON fails the batch. */
function batchLines(raw: string, what: string): Array<{ line: string; value: unknown }> {
  return raw
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return { line, value: JSON.parse(line) as unknown };
      } catch {
        throw new ProviderError(`${what} printed a batch answer line that is not JSON`, {
          details: { line: tailText(line, 300) },
        });
      }
    });
}
