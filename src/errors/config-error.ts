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
