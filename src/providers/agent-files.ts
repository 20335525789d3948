import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReferencedFile } from '../config/types.js';

/** Hex sha256 of `content`. */
export function fileSha256(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

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
 * The preread block shared by the codex and vscode providers: links to every guideline
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

/**
 * Copies guideline and attachment files into `dir` (`guidelines/<display path>`,
 * `attachments/<display path>`), so an agent working in a scratch workspace can open them without
 * reaching into the repository. The bytes on disk are copied; the loaded text stands in when the
 * source has gone.
 */
export async function mirrorFiles(
  guidelines: ReferencedFile[],
  attachments: ReferencedFile[],
  dir: string,
): Promise<PrereadFile[]> {
  const mirrored: PrereadFile[] = [];
  const jobs: Array<[PrereadFile['kind'], ReferencedFile]> = [
    ...guidelines.map((f): [PrereadFile['kind'], ReferencedFile] => ['guideline', f]),
    ...attachments.map((f): [PrereadFile['kind'], ReferencedFile] => ['attachment', f]),
  ];
  for (const [kind, file] of jobs) {
    const target = path.join(dir, kind === 'guideline' ? 'guidelines' : 'attachments', safeRelative(file));
    const bytes = await readFile(file.absolutePath).catch(() => Buffer.from(file.content, 'utf8'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    mirrored.push({ kind, displayPath: file.displayPath, path: target, sha256: fileSha256(bytes) });
  }
  return mirrored;
}

/** The display path without leading slashes or `..` segments, so a copy never leaves `dir`. */
function safeRelative(file: ReferencedFile): string {
  const parts = (file.displayPath || path.basename(file.absolutePath))
    .split(/[\\/]+/)
    .filter((p) => p && p !== '.' && p !== '..');
  return parts.length > 0 ? path.join(...parts) : path.basename(file.absolutePath);
}
