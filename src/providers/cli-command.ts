import type { ProviderRequest } from '../engine/provider.js';
import type { CliSettings } from './cli-settings.js';
import path from 'node:path';

/**
 * Replaces every `{NAME}` whose name is in `values` with its value, in one pass: a value that itself
 * contains `{PROMPT}` is never expanded again. Values must already be shell-escaped words; other
 * braces (`awk '{print $1}'`) are left alone.
 */
export function renderCommandTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Z][A-Z_]*)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? match) : match,
  );
}

/**
 * POSIX single-quote escaping: the value reaches the command as one literal word, so nothing in it
 * (quotes, `$()`, backticks, `;`, newlines, `$HOME`) is expanded or executed by `/bin/sh`.
 */
export function shellEscape(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * Shell-escaped values of the cli placeholders for one request. `{FILES}` lists every referenced
 * file (guidelines, then attachments); `{ATTACHMENTS}` only the non-guideline input files.
 */
export function cliPlaceholderValues(
  request: ProviderRequest,
  settings: CliSettings,
  outputFile: string,
): Record<string, string> {
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

/**
 * A file list for `{FILES}` / `{ATTACHMENTS}`: each path rendered through `format` (`{path}` is the
 * escaped absolute path, `{basename}` the escaped file name), joined by spaces.
 */
export function formatFileList(paths: string[], format = '{path}'): string {
  return paths
    .map((file) =>
      format.replaceAll('{path}', shellEscape(file)).replaceAll('{basename}', shellEscape(path.basename(file))),
    )
    .join(' ');
}
