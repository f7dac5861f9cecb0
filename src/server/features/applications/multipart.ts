/**
 * A streaming multipart/form-data reader with hard limits. It reads the request body chunk by
 * chunk and stops the moment a limit is passed, so an oversized upload is refused after about
 * `limit` bytes instead of being buffered whole.
 */

export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface MultipartResult {
  /** Text parts; the first part of a name wins. */
  fields: Map<string, string>;
  files: MultipartFile[];
}

export interface MultipartLimits {
  /** The whole body, boundaries included. */
  totalBytes: number;
  /** All text parts together. */
  fieldBytes: number;
  maxParts: number;
  maxHeaderBytes: number;
  /** Size limit of a file part by field name; undefined means no file is expected there. */
  fileLimit(field: string): number | undefined;
}

export type MultipartFailure = 'malformed' | 'too_large' | 'unexpected_file';

export class MultipartError extends Error {
  constructor(
    readonly reason: MultipartFailure,
    message: string,
    /** The part being read when it failed, when there was one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

/** The boundary of a multipart/form-data Content-Type, or null if it is not one. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const m = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^;\s]{1,70}))(?=\s*(;|$))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  // RFC 2046: 1-70 characters, not ending with a space.
  return boundary && /^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary) ? boundary : null;
}

interface Part {
  name: string;
  filename?: string;
  contentType: string;
  chunks: Buffer[];
  size: number;
  limit: number;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export async function parseMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  if (!body) throw new MultipartError('malformed', 'The request has no body');
  const dashBoundary = Buffer.from(`--${boundary}`, 'latin1');
  const delimiter = Buffer.concat([CRLF, dashBoundary]);
  const result: MultipartResult = { fields: new Map(), files: [] };
  // Widened on purpose: the closures below move it on, which narrowing cannot see.
  let state = 'preamble' as 'preamble' | 'after-boundary' | 'headers' | 'body' | 'done';
  let buf: Buffer = Buffer.alloc(0);
  let part: Part | undefined;
  let total = 0;
  let textBytes = 0;
  let parts = 0;

  const append = (chunk: Buffer) => {
    if (!part || chunk.length === 0) return;
    part.size += chunk.length;
    if (part.filename === undefined) {
      textBytes += chunk.length;
      if (textBytes > limits.fieldBytes) {
        throw new MultipartError('too_large', 'The form fields are too large', part.name);
      }
    } else if (part.size > part.limit) {
      throw new MultipartError('too_large', 'The file is too large', part.name);
    }
    part.chunks.push(chunk);
  };

  const finishPart = () => {
    if (!part) return;
    const bytes = Buffer.concat(part.chunks);
    if (part.filename === undefined) {
      if (!result.fields.has(part.name)) result.fields.set(part.name, bytes.toString('utf8'));
    } else {
      result.files.push({ field: part.name, filename: part.filename, contentType: part.contentType, bytes });
    }
    part = undefined;
  };

  const startPart = (rawHeaders: string) => {
    if (++parts > limits.maxParts) throw new MultipartError('malformed', 'Too many parts');
    const headers = new Map<string, string>();
    for (const line of rawHeaders.split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new MultipartError('malformed', 'Malformed part header');
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = parseDisposition(headers.get('content-disposition'));
    if (!disposition?.name) throw new MultipartError('malformed', 'A part has no form-data name');
    const { name, filename } = disposition;
    let limit = limits.fieldBytes;
    if (filename !== undefined) {
      const fileLimit = limits.fileLimit(name);
      if (fileLimit === undefined)
        throw new MultipartError('unexpected_file', 'No file is expected here', name);
      limit = fileLimit;
    }
    part = { name, filename, contentType: headers.get('content-type') ?? '', chunks: [], size: 0, limit };
  };

  /** Advances the state machine over `buf` as far as the bytes at hand allow. */
  const step = (): boolean => {
    switch (state) {
      case 'preamble': {
        const at = buf.indexOf(dashBoundary);
        if (at < 0) {
          if (buf.length > 1024 + dashBoundary.length)
            throw new MultipartError('malformed', 'No multipart boundary found');
          return false;
        }
        buf = buf.subarray(at + dashBoundary.length);
        state = 'after-boundary';
        return true;
      }
      case 'after-boundary': {
        let i = 0;
        while (i < buf.length && i < 64 && (buf[i] === 0x20 || buf[i] === 0x09)) i++;
        if (buf.length < i + 2) {
          if (i >= 64) throw new MultipartError('malformed', 'Malformed boundary line');
          return false;
        }
        if (buf[i] === 0x2d && buf[i + 1] === 0x2d) {
          state = 'done';
          return false;
        }
        if (buf[i] !== 0x0d || buf[i + 1] !== 0x0a)
          throw new MultipartError('malformed', 'Malformed boundary line');
        buf = buf.subarray(i + 2);
        state = 'headers';
        return true;
      }
      case 'headers': {
        const end = buf.indexOf(HEADER_END);
        if (end < 0) {
          if (buf.length > limits.maxHeaderBytes)
            throw new MultipartError('malformed', 'Part headers are too large');
          return false;
        }
        if (end > limits.maxHeaderBytes) throw new MultipartError('malformed', 'Part headers are too large');
        startPart(buf.subarray(0, end).toString('utf8'));
        buf = buf.subarray(end + HEADER_END.length);
        state = 'body';
        return true;
      }
      case 'body': {
        const at = buf.indexOf(delimiter);
        if (at >= 0) {
          append(buf.subarray(0, at));
          finishPart();
          buf = buf.subarray(at + delimiter.length);
          state = 'after-boundary';
          return true;
        }
        // Keep a tail that could be the start of a delimiter split across chunks.
        const safe = buf.length - (delimiter.length - 1);
        if (safe > 0) {
          append(buf.subarray(0, safe));
          buf = buf.subarray(safe);
        }
        return false;
      }
      case 'done':
        return false;
    }
  };

  const reader = body.getReader();
  try {
    while (state !== 'done') {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new MultipartError('malformed', 'The request body could not be read');
      }
      if (chunk.done) break;
      const bytes = chunk.value;
      total += bytes.byteLength;
      if (total > limits.totalBytes) {
        throw new MultipartError(
          'too_large',
          'The request body is too large',
          state === 'body' ? part?.name : undefined,
        );
      }
      const incoming = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      buf = buf.length === 0 ? incoming : Buffer.concat([buf, incoming]);
      while (step()) {
        /* keep going while progress is made */
      }
    }
    if (state !== 'done') throw new MultipartError('malformed', 'The multipart body ended early');
    return result;
  } finally {
    // Stop reading but do not cancel: on Node, cancelling destroys the socket before the response
    // goes out. @hono/node-server discards whatever the client still sends, then closes.
    reader.releaseLock();
  }
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
  // Browsers escape only '"', CR and LF in a multipart file name (WHATWG HTML, form submission).
  let filename = params.get('filename')?.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
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
