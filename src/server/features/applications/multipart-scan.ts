import { MultipartError, type MultipartLimits } from './multipart-limits';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * Watches the raw multipart bytes ahead of busboy for the two limits busboy cannot apply while a
 * part is still arriving: the size of a part's headers (busboy allows 16 KB) and the size of text
 * parts (busboy buffers a text part whole before it reports it). It only finds boundaries and
 * header ends; busboy does the parsing.
 */
export class MultipartScanner {
  private readonly delimiter: Buffer;
  // busboy's trick: a virtual CRLF before the first boundary makes every delimiter look alike.
  private carry = Buffer.from('\r\n');
  private mode: 'body' | 'after-delimiter' | 'headers' | 'done' = 'body';
  private header: Buffer[] = [];
  private headerBytes = 0;
  private textField: string | undefined;
  private inPreamble = true;
  private textBytes = 0;
  /** Parts whose headers were read; busboy must report as many (it skips what it cannot parse). */
  parts = 0;

  constructor(
    boundary: string,
    private readonly limits: Pick<MultipartLimits, 'fieldBytes' | 'maxHeaderBytes'>,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** Throws a MultipartError as soon as the bytes seen so far pass a limit. */
  push(chunk: Buffer): void {
    let buf = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    let pos = 0;
    for (;;) {
      if (this.mode === 'done') {
        this.carry = Buffer.alloc(0);
        return;
      }
      if (this.mode === 'body') {
        const at = buf.indexOf(this.delimiter, pos);
        const end = at >= 0 ? at : Math.max(pos, buf.length - (this.delimiter.length - 1));
        this.countText(end - pos);
        if (at < 0) {
          buf = buf.subarray(end);
          break;
        }
        pos = at + this.delimiter.length;
        this.mode = 'after-delimiter';
        this.inPreamble = false;
      }
      if (this.mode === 'after-delimiter') {
        if (buf.length - pos < 2) {
          buf = buf.subarray(pos);
          break;
        }
        if (buf[pos] === 0x2d && buf[pos + 1] === 0x2d) {
          this.mode = 'done';
          continue;
        }
        this.mode = 'headers';
        this.header = [];
        this.headerBytes = 0;
      }
      if (this.mode === 'headers') {
        const at = buf.indexOf(HEADER_END, pos);
        const end = at >= 0 ? at : Math.max(pos, buf.length - (HEADER_END.length - 1));
        this.headerBytes += end - pos;
        if (this.headerBytes > this.limits.maxHeaderBytes) {
          throw new MultipartError('malformed', 'Part headers are too large');
        }
        this.header.push(Buffer.from(buf.subarray(pos, end)));
        if (at < 0) {
          buf = buf.subarray(end);
          break;
        }
        this.startPart(Buffer.concat(this.header).toString('utf8'));
        pos = at + HEADER_END.length;
        this.mode = 'body';
      }
    }
    this.carry = Buffer.from(buf);
  }

  private startPart(rawHeaders: string) {
    this.parts++;
    const disposition = /^content-disposition:(.*)$/im.exec(rawHeaders)?.[1]?.trim();
    const parsed = parseDisposition(disposition);
    // Like busboy: a file name or an octet-stream type makes a file part (limited elsewhere).
    const isFile =
      parsed?.filename !== undefined || /^content-type:\s*application\/octet-stream/im.test(rawHeaders);
    this.textField = isFile ? undefined : (parsed?.name ?? '');
  }

  private countText(bytes: number) {
    if (this.inPreamble || this.textField === undefined || bytes <= 0) return;
    this.textBytes += bytes;
    if (this.textBytes > this.limits.fieldBytes) {
      throw new MultipartError('too_large', 'The form fields are too large', this.textField || undefined);
    }
  }
}

/** Browsers escape only '"', CR and LF in a multipart file name (WHATWG HTML, form submission). */
export function decodeBrowserEscapes(filename: string): string {
  return filename.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/** `form-data; name="x"; filename="y"` -> { name, filename }; null if not form-data. */
export function parseDisposition(value: string | undefined): { name?: string; filename?: string } | null {
  if (!value || !/^\s*form-data\s*(;|$)/i.test(value)) return null;
  const params = new Map<string, string>();
  const re = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const m of value.matchAll(re)) {
    const key = m[1]!.toLowerCase();
    const raw = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3]!.trim();
    if (!params.has(key)) params.set(key, raw);
  }
  let filename = params.has('filename') ? decodeBrowserEscapes(params.get('filename')!) : undefined;
  const extended = params.get('filename*');
  if (extended) {
    const m = /^utf-8''(.*)$/i.exec(extended);
    if (m) {
      try {
        filename = decodeURIComponent(m[1]!);
      } catch {
        /* keep the plain filename */
      }
    }
  }
  return { name: params.get('name'), filename };
}
