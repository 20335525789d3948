import type { ProviderRequest } from '../engine/provider.js';
import type { CliSettings } from './cli-settings.js';
import { formatFileList } from './format-file-list.js';
import { shellEscape } from './shell-escape.js';

/**
 * Shell-escaped values of the cli placeholders for one request. `{FILES}` lists every referenced
 * file (guidelines, then attachments); `{ATTACHMENTS}` only the non-guideline input files.
 */
export function cliPlaceholderValues(request: ProviderRequest, settings: CliSettings, outputFile: string): Record<string, string> {
  const guidelines = request.guidelineFiles.map((f) => f.absolutePath);
  const attachments = request.inputFiles.map((f) => f.absolutePath);
  return {
    PROMPT: shellEscape(request.prompt),
    EVAL_ID: shellEscape(request.evalId),
    ATTEMPT: shellEscape(String(request.attempt)),
    FILES: formatFileList([...new Set([...guidelines, ...attachments])], settings.files_format),
    ATTACHMENTS: formatFileList(attachments, settings.attachments_format),
    OUTPUT_FILE: shellEscape(outputFile),
  };
}
