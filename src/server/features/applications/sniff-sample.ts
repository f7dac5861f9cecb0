import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../../storage/types';

/**
 * The bytes the sniffer needs from a file that is streamed to storage rather than held in memory:
 * its head for magic numbers, its tail for a ZIP's central directory (DOCX, PPTX), or the whole
 * file when it may be SVG (text that is checked whole; the logo limit keeps it at 5 MB at most).
 */
const HEAD_BYTES = 64 * 1024;
/** A ZIP's end record plus its central directory; an Office file's directory is a few KB. */
const TAIL_BYTES = 256 * 1024;
const binaryMagics = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP)
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xd0, 0xcf, 0x11, 0xe0], // CFB (DOC, PPT)
  [0x50, 0x4b, 0x03, 0x04], // ZIP (DOCX, PPTX)
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (b: Uint8Array, sig: number[]) =>
  b.length >= sig.length && sig.every((v, i) => b[i] === v);

export class SniffSample {
  /** Every byte while the file is small (or may be text); then the last TAIL_BYTES or so. */
  private chunks: Buffer[] = [];
  private kept = 0;
  private head: Buffer | undefined;
  /** undefined until the first bytes tell whether this could be text. */
  private keepAll: boolean | undefined;
  size = 0;

  constructor(private readonly mayBeText: boolean) {}

  add(chunk: Buffer): void {
    this.size += chunk.length;
    this.chunks.push(chunk);
    this.kept += chunk.length;
    if (this.keepAll === undefined && this.kept >= 8) {
      const first = Buffer.concat(this.chunks);
      this.chunks = [first];
      this.keepAll = this.mayBeText && !binaryMagics.some((m) => startsWith(first, m));
    }
    if (this.keepAll !== false) return;
    if (!this.head && this.kept > HEAD_BYTES + TAIL_BYTES) {
      const all = Buffer.concat(this.chunks);
      this.head = Buffer.from(all.subarray(0, HEAD_BYTES));
      this.chunks = [all.subarray(HEAD_BYTES)];
      this.kept = all.length - HEAD_BYTES;
    }
    while (this.head && this.chunks.length > 1 && this.kept - this.chunks[0]!.length >= TAIL_BYTES) {
      this.kept -= this.chunks.shift()!.length;
    }
  }

  /** Bytes to give the sniffer: the whole file when it is small or may be text. */
  bytes(): Buffer {
    if (!this.head) return Buffer.concat(this.chunks);
    if (!startsWith(this.head, ZIP)) return this.head;
    return zipDirectory(Buffer.concat(this.chunks), this.size) ?? this.head;
  }
}

/**
 * A small stand-in ZIP: a local-header signature, the central directory and the end record from
 * the file's tail, the directory offset rewritten to where it now sits. null when the directory
 * is not within the tail.
 */
function zipDirectory(tail: Buffer, fileSize: number): Buffer | null {
  const start = fileSize - tail.length;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 0xffff); i--) {
    if (tail.readUInt32LE(i) !== 0x06054b50) continue;
    const size = tail.readUInt32LE(i + 12);
    const offset = tail.readUInt32LE(i + 16) - start;
    if (offset < 0 || offset + size > i) return null;
    const end = Buffer.from(tail.subarray(i));
    end.writeUInt32LE(ZIP.length, 16);
    return Buffer.concat([Buffer.from(ZIP), tail.subarray(offset, offset + size), end]);
  }
  return null;
}

/**
 * Streams an uploaded part into storage at `key` while `sample` sees its bytes on the way, so the
 * type check needs no second read and nothing else keeps the file in memory.
 */
export async function stageSampled(
  storage: Pick<Storage, 'put'>,
  stream: Readable,
  key: string,
  sample: SniffSample,
): Promise<void> {
  const body = new PassThrough();
  const copied = pipeline(
    stream,
    async function* (source) {
      for await (const chunk of source) {
        sample.add(chunk as Buffer);
        yield chunk as Buffer;
      }
    },
    body,
  );
  await Promise.all([storage.put(key, body, { contentType: 'application/octet-stream' }), copied]);
}
