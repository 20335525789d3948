import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { SourceChangedError } from '../errors/agentv-error.js';

/**
 * What the large-file reader asks of a text: a JS string is one, and so is {@link FileText}.
 * Offsets are the text's own units (UTF-16 code units of a string, bytes of a FileText); the
 * reader only compares them with ASCII characters, which UTF-8 never uses inside a longer
 * character, so both read the same.
 */
export interface TextSource {
  readonly length: number;
  charCodeAt(index: number): number;
  indexOf(searchString: string, position?: number): number;
  slice(start?: number, end?: number): string;
}

/** Bytes per block: one block is held at a time. */
const BLOCK_BYTES = 64 * 1024;
const DIGEST_BYTES = 32;
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * A large UTF-8 file's text, read from the file a block at a time by byte offset, not held: of a
 * 13 MB eval file of 100,000 cases a run keeps one 64 KB block and a digest per block, where it
 * kept the whole text as a string. The file stays open for the process's life, so a file replaced
 * mid-run (an editor's save by rename) is still read as it was; every block read is checked
 * against the digest taken when the file was first read, and a file changed in place throws a
 * {@link SourceChangedError} rather than yield cases other than those the run checked.
 */
export class FileText implements TextSource {
  readonly length: number;
  /** The block at hand and the offset it starts at (in the text: after a byte-order mark). */
  #block: Buffer;
  #blockLength = 0;
  #blockStart = -1;

  private constructor(
    private readonly file: string,
    private readonly fd: number,
    /** Where the text starts in the file: 3 after a byte-order mark. */
    private readonly skip: number,
    /** The digest of every block as first read. */
    private readonly digests: Buffer,
    length: number,
  ) {
    this.length = length;
    this.#block = Buffer.allocUnsafeSlow(BLOCK_BYTES);
  }

  /**
   * Opens `file` and reads it through once (its digests); undefined when it is not valid UTF-8,
   * which the caller's whole read then reports at its line. Throws what `open` and `read` throw.
   */
  static open(file: string): FileText | undefined {
    const fd = openSync(file, 'r');
    try {
      const block = Buffer.allocUnsafe(BLOCK_BYTES);
      const validate = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
      const digests: Buffer[] = [];
      let size = 0;
      let skip = 0;
      for (;;) {
        const read = readBlock(fd, block, size);
        if (read === 0) break;
        if (size === 0 && read >= 3 && UTF8_BOM.every((b, i) => block[i] === b)) skip = UTF8_BOM.length;
        if (!isUtf8(validate, block.subarray(0, read))) throw new NotUtf8();
        digests.push(digestOf(block.subarray(0, read)));
        size += read;
      }
      if (!isUtf8(validate)) throw new NotUtf8();
      const text = new FileText(file, fd, skip, Buffer.concat(digests), size - skip);
      closeWhenDropped.register(text, fd);
      return text;
    } catch (error) {
      closeSync(fd);
      if (error instanceof NotUtf8) return undefined;
      throw error;
    }
  }

  /** Makes the block holding text offset `offset` the one at hand; false when outside the text. */
  #load(offset: number): boolean {
    if (!(offset >= 0 && offset < this.length)) return false;
    if (offset >= this.#blockStart && offset - this.#blockStart < this.#blockLength) return true;
    const index = Math.floor((offset + this.skip) / BLOCK_BYTES);
    const read = readBlock(this.fd, this.#block, index * BLOCK_BYTES);
    const expected = this.digests.subarray(index * DIGEST_BYTES, (index + 1) * DIGEST_BYTES);
    if (expected.length !== DIGEST_BYTES || !digestOf(this.#block.subarray(0, read)).equals(expected)) {
      this.#blockStart = -1;
      this.#blockLength = 0;
      throw new SourceChangedError(this.file);
    }
    this.#blockStart = index * BLOCK_BYTES - this.skip;
    this.#blockLength = read;
    return true;
  }

  charCodeAt(index: number): number {
    const at = index - this.#blockStart;
    if (index >= 0 && at < this.#blockLength && at >= 0) return this.#block[at]!;
    return this.#load(index) ? this.#block[index - this.#blockStart]! : Number.NaN;
  }

  /** Only a one-character ASCII search (a newline), which is all the reader asks. */
  indexOf(searchString: string, position = 0): number {
    const code = searchString.charCodeAt(0);
    if (searchString.length !== 1 || code > 0x7f) throw new RangeError('FileText.indexOf takes one ASCII character');
    for (let from = Math.max(0, position); this.#load(from); from = this.#blockStart + this.#blockLength) {
      // Searched in place (a subarray per call was a Buffer per line of the file); bytes past the
      // block's length are left over from an earlier read, not text.
      const found = this.#block.indexOf(code, from - this.#blockStart);
      if (found !== -1 && found < this.#blockLength) return this.#blockStart + found;
    }
    return -1;
  }

  /** The text from byte `start` to byte `end` (exclusive), decoded. */
  slice(start = 0, end = this.length): string {
    const from = Math.max(0, Math.min(start, this.length));
    const to = Math.max(from, Math.min(end, this.length));
    const parts: Buffer[] = [];
    for (let at = from; at < to && this.#load(at); at = this.#blockStart + this.#blockLength) {
      const piece = this.#block.subarray(at - this.#blockStart, Math.min(to - this.#blockStart, this.#blockLength));
      // The block is read again for the next piece: keep a copy of this one.
      parts.push(to - this.#blockStart <= this.#blockLength ? piece : Buffer.from(piece));
    }
    return parts.length === 1 ? parts[0]!.toString('utf8') : Buffer.concat(parts).toString('utf8');
  }
}

class NotUtf8 extends Error {}

/** A FileText's file is closed once nothing reads it (a run's eval file: at the process's end). */
const closeWhenDropped = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Closed already: nothing to free.
  }
});

/** Reads up to a block at `position` into `into`; the bytes read (short only at the file's end). */
function readBlock(fd: number, into: Buffer, position: number): number {
  let read = 0;
  while (read < BLOCK_BYTES) {
    const got = readSync(fd, into, read, BLOCK_BYTES - read, position + read);
    if (got === 0) break;
    read += got;
  }
  return read;
}

function digestOf(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** Feeds `bytes` to a streaming strict decoder (its end when none); false at the first byte that is not UTF-8. */
function isUtf8(decoder: TextDecoder, bytes?: Uint8Array): boolean {
  try {
    if (bytes) decoder.decode(bytes, { stream: true });
    else decoder.decode();
    return true;
  } catch {
    return false;
  }
}
