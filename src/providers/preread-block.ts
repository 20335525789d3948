import { pathToFileURL } from 'node:url';

/** A file the agent must open before answering. */
export interface PrereadFile {
  kind: 'guideline' | 'attachment';
  /** Repository-relative name shown to the agent. */
  displayPath: string;
  /** Absolute path the link points at. */
  path: string;
  /** Hex sha256 of the content, so the agent (and a reader of the prompt) can tell the exact version. */
  sha256: string;
}

/**
 * The preread block shared by the codex and vscode providers (seed 001): links to every guideline
 * and attachment file with its sha256 token, and the instruction to read them all first. Empty
 * when there are no files.
 */
export function prereadBlock(files: PrereadFile[]): string {
  if (files.length === 0) return '';
  const section = (kind: PrereadFile['kind'], title: string): string[] => {
    const listed = files.filter((f) => f.kind === kind);
    if (listed.length === 0) return [];
    return [title, ...listed.map((f) => `- [${f.displayPath}](${pathToFileURL(f.path).href}) sha256:${f.sha256}`), ''];
  };
  return [
    '[[ ## preread ## ]]',
    'Before answering, open and read every file listed below in full. Each link is followed by the',
    'sha256 of the file content. If a file cannot be opened, answer only "ERROR: missing file <name>".',
    '',
    ...section('guideline', 'Guidelines (rules to follow while answering):'),
    ...section('attachment', 'Attachments (material the question refers to):'),
  ].join('\n');
}
