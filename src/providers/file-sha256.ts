import { createHash } from 'node:crypto';

/** Hex sha256 of `content`. */
export function fileSha256(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
