import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReferencedFile } from '../config/types.js';
import { fileSha256 } from './file-sha256.js';
import type { PrereadFile } from './preread-block.js';

/**
 * Copies guideline and attachment files into `dir` (`guidelines/<display path>`,
 * `attachments/<display path>`), so an agent working in a scratch workspace can open them without
 * reaching into the repository. The bytes on disk are copied; the loaded text stands in when the
 * source has gone.
 */
export async function mirrorFiles(guidelines: ReferencedFile[], attachments: ReferencedFile[], dir: string): Promise<PrereadFile[]> {
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
  const parts = (file.displayPath || path.basename(file.absolutePath)).split(/[\\/]+/).filter((p) => p && p !== '.' && p !== '..');
  return parts.length > 0 ? path.join(...parts) : path.basename(file.absolutePath);
}
