import { PassThrough, type Readable } from 'node:stream';
import busboy from 'busboy';
import { AppError } from '../../http/app-error';
import { MultipartError, type MultipartLimits } from './multipart-limits';
import { decodeBrowserEscapes, MultipartScanner } from './multipart-scan';

export { MultipartError, type MultipartFailure, type MultipartLimits } from './multipart-limits';
export { parseDisposition } from './multipart-scan';

/**
 * multipart/form-data on busboy with hard limits. The request body is fed to busboy chunk by
 * chunk; each file part is handed on as a stream while it arrives, and reading stops the moment a
 * limit is passed, so an oversized upload is refused after about `limit` bytes.
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

/** A file part as it arrives; the stream ends with the part (or errors when the body fails). */
export interface MultipartFileStream {
  field: string;
  filename: string;
  contentType: string;
  stream: Readable;
}

/** The boundary of a multipart/form-data Content-Type, or null if it is not one. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const m = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^;\s]{1,70}))(?=\s*(;|$))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  // RFC 2046: 1-70 characters, not ending with a space.
  return boundary && /^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary) ? boundary : null;
}

/** The boundary of a request that must be multipart/form-data; another content type is a 415. */
export function requireBoundary(request: Request): string {
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  if (!boundary) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected multipart/form-data');
  return boundary;
}

/**
 * Streams a multipart body: text parts are collected, each file part goes to `onFile` as a stream
 * (its promise must settle once the stream is consumed). Resolves with the text parts once the
 * body and every onFile have finished; on any failure every open file stream is destroyed and the
 * first error is thrown after the onFile promises have settled (so callers can clean up).
 */
export async function streamMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: MultipartLimits,
  onFile: (file: MultipartFileStream) => Promise<void>,
): Promise<Map<string, string>> {
  if (!body) throw new MultipartError('malformed', 'The request has no body');
  const fields = new Map<string, string>();
  const consumers: Promise<unknown>[] = [];
  const open = new Set<PassThrough>();
  let failure: MultipartError | Error | undefined;
  let signalFailure: () => void = () => {};
  const failed = new Promise<void>((resolve) => (signalFailure = resolve));
  let current: string | undefined;
  let textBytes = 0;
  let reported = 0;

  const fail = (err: MultipartError | Error) => {
    if (failure) return;
    failure = err;
    for (const out of open) out.destroy(err);
    signalFailure();
  };

  const bb = busboy({
    headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
    // Per-file limits depend on the field and the text limit is for all parts: counted below.
    limits: { parts: limits.maxParts, fieldSize: limits.fieldBytes + 1, fieldNameSize: 200 },
    defParamCharset: 'utf8',
    preservePath: true,
  });

  const addText = (name: string | undefined, value: string, truncated: boolean) => {
    if (!name) return fail(new MultipartError('malformed', 'A part has no form-data name'));
    textBytes += Buffer.byteLength(value);
    if (truncated || textBytes > limits.fieldBytes) {
      return fail(new MultipartError('too_large', 'The form fields are too large', name));
    }
    if (!fields.has(name)) fields.set(name, value);
  };

  bb.on('field', (name, value, info) => {
    reported++;
    addText(name, value, info.valueTruncated);
  });
  bb.on('file', (name, stream, info) => {
    reported++;
    // busboy errors its file streams when it is destroyed mid-part; the failure is reported once.
    stream.on('error', () => {});
    if (failure) return stream.resume();
    if (!name) {
      stream.resume();
      return fail(new MultipartError('malformed', 'A part has no form-data name'));
    }
    if (info.filename === undefined) {
      // busboy treats an application/octet-stream part without a file name as a file: it is text.
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => addText(name, Buffer.concat(chunks).toString('utf8'), false));
      return;
    }
    const limit = limits.fileLimit(name);
    if (limit === undefined) {
      stream.resume();
      return fail(new MultipartError('unexpected_file', 'No file is expected here', name));
    }
    current = name;
    const out = new PassThrough();
    open.add(out);
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return fail(new MultipartError('too_large', 'The file is too large', name));
      if (!out.write(chunk)) stream.pause();
    });
    out.on('drain', () => stream.resume());
    stream.on('end', () => {
      if (current === name) current = undefined;
      open.delete(out);
      if (!failure) out.end();
    });
    const filename = decodeBrowserEscapes(info.filename);
    consumers.push(
      onFile({ field: name, filename, contentType: info.mimeType, stream: out }).catch((err: unknown) => {
        fail(err instanceof Error ? err : new Error(String(err)));
      }),
    );
  });
  bb.on('partsLimit', () => fail(new MultipartError('malformed', 'Too many parts')));
  bb.on('error', (err: Error) => fail(new MultipartError('malformed', err.message)));
  const closed = new Promise<void>((resolve) => bb.on('close', resolve));

  const scanner = new MultipartScanner(boundary, limits);
  const reader = body.getReader();
  let total = 0;
  try {
    while (!failure) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        fail(new MultipartError('malformed', 'The request body could not be read'));
        break;
      }
      if (chunk.done) {
        bb.end();
        await Promise.race([closed, failed]);
        break;
      }
      total += chunk.value.byteLength;
      if (total > limits.totalBytes) {
        fail(new MultipartError('too_large', 'The request body is too large', current));
        break;
      }
      const bytes = Buffer.from(chunk.value.buffer, chunk.value.byteOffset, chunk.value.byteLength);
      try {
        scanner.push(bytes);
      } catch (err) {
        fail(err as MultipartError);
        break;
      }
      // busboy calls back once a file part's consumer has taken the bytes: that is the backpressure.
      await Promise.race([new Promise<void>((resolve) => bb.write(bytes, () => resolve())), failed]);
    }
    if (failure) throw failure;
    await Promise.all(consumers);
    if (failure) throw failure;
    // busboy drops a part whose headers it cannot parse (an unclosed quote, no disposition).
    if (reported !== scanner.parts) {
      failure = new MultipartError('malformed', 'A part header could not be read');
      throw failure;
    }
    return fields;
  } finally {
    if (failure) {
      bb.destroy();
      await Promise.allSettled(consumers);
    }
    // Stop reading but do not cancel: on Node, cancelling destroys the socket before the response
    // goes out. @hono/node-server discards whatever the client still sends, then closes.
    reader.releaseLock();
  }
}

/** Reads a whole multipart body into memory (small bodies only; submissions use streamMultipart). */
export async function parseMultipart(
  body: ReadableStream<Uint8Array> | null,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartResult> {
  const files: MultipartFile[] = [];
  const fields = await streamMultipart(body, boundary, limits, async (file) => {
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const { stream: _stream, ...rest } = file;
    files.push({ ...rest, bytes: Buffer.concat(chunks) });
  });
  return { fields, files };
}
