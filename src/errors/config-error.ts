import { AgentvError } from './agentv-error.js';

/** Where in a file a configuration problem sits. Lines and columns are 1-based. */
export interface SourceLocation {
  file?: string;
  line?: number;
  col?: number;
  /** Field path inside the document, e.g. `evalcases[2].input_messages`. */
  path?: string;
}

/**
 * Bad configuration or input: rendered as one line `file:line:col: message (at path). Fix: …`.
 */
export class ConfigError extends AgentvError {
  readonly location: SourceLocation;
  readonly fix: string | undefined;
  readonly detail: string;

  constructor(detail: string, location: SourceLocation = {}, fix?: string) {
    super(renderConfigMessage(detail, location, fix), { code: 'CONFIG', exitCode: 2 });
    this.location = location;
    this.fix = fix;
    this.detail = detail;
  }
}

export function renderConfigMessage(detail: string, loc: SourceLocation, fix?: string): string {
  let where = loc.file ?? '';
  if (where && loc.line !== undefined) where += `:${loc.line}`;
  if (where && loc.line !== undefined && loc.col !== undefined) where += `:${loc.col}`;
  const at = loc.path ? ` (at ${loc.path})` : '';
  const tail = fix ? `. Fix: ${fix}` : '';
  return `${where ? `${where}: ` : ''}${detail}${at}${tail}`;
}

/**
 * A file the run must write (results, events log) cannot be created: one ConfigError line naming
 * the file, the reason and the flag to change, raised before any case starts.
 */
export function outputFileError(file: string, what: string, cause: unknown, flag: string): ConfigError {
  return new ConfigError(
    `cannot write the ${what}: ${fileErrorReason(cause)}`,
    { file },
    `pass ${flag} with a path in a folder you can write to, or fix the folder's permissions`,
  );
}

const REASONS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  ENOSPC: 'the disk is full',
  EEXIST: 'a part of the path exists and is not a folder',
};

/**
 * Why a file-system call failed, in plain words decided by the errno code (the raw message, which
 * repeats the path and the code, is only the fallback), for one-line error messages.
 */
export function fileErrorReason(cause: unknown): string {
  const code = (cause as NodeJS.ErrnoException | undefined)?.code;
  if (code && REASONS[code]) return REASONS[code];
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * A YAML file whose aliases cannot be turned into values: an alias to no anchor, or an alias bomb
 * (the parser stops past 100 expansions). Exit 2 naming the file and the first alias's line: for
 * `compare`, exit 1 means "regressed", so a broken file must never end that way.
 */
export function yamlAliasError(file: string, line: number | undefined, cause: unknown): ConfigError {
  const why = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
  return new ConfigError(
    `YAML aliases cannot be resolved: ${why}`,
    { file, ...(line !== undefined ? { line } : {}) },
    'define every anchor (&name) before its alias (*name), and do not nest aliases to expand a document many times',
  );
}
