import { fileFields, fileRules, MB, type FileField } from '~/shared/application-files';
import { stepOfField } from '~/shared/schemas/applications';
import { AppError, validationError } from '../../http/app-error';
import type { Logger } from 'pino';
import type { Storage } from '../../storage/types';
import { MultipartError, requireBoundary, streamMultipart, type MultipartFileStream } from './multipart';
import { SniffSample, stageSampled } from './sniff-sample';

/** Room for every text field (the longest answers are a few thousand characters). */
export const FIELDS_BYTE_LIMIT = 1 * MB;
/** The largest body accepted: the three files at their limits plus the text fields. */
export const BODY_BYTE_LIMIT =
  Object.values(fileRules).reduce((sum, rule) => sum + rule.maxBytes, 0) + FIELDS_BYTE_LIMIT;

export interface ReceivedFile {
  field: FileField;
  name: string;
  type: string;
  size: number;
  /** What the sniffer needs of the bytes (see sniff-sample.ts); the file itself is in storage. */
  sample: Buffer;
  /** Where the file was written, under the submission's staging prefix. */
  stagingKey: string;
}

export interface ReceivedSubmission {
  /** Text parts by name (first wins); file inputs are not here. */
  values: Record<string, string>;
  files: ReceivedFile[];
}

const isFileField = (name: string): name is FileField => Object.hasOwn(fileFields, name);
/** Text parts we read; anything else a client sends is ignored. */
const isKnownField = (name: string) => Object.hasOwn(stepOfField, name) || name === 'idempotencyKey';

/**
 * Reads the multipart body of a submission within its limits, streaming each file to storage under
 * `stagingPrefix` as it arrives. Throws AppError: 415 for another content type, 413 naming the
 * file (or field) that passed its limit, 400 for a malformed body, 503 when storage fails. On a
 * throw, files may remain under the staging prefix: the caller removes them.
 */
export async function readSubmission(
  request: Request,
  { storage, stagingPrefix, logger }: { storage: Storage; stagingPrefix: string; logger: Logger },
): Promise<ReceivedSubmission> {
  const boundary = requireBoundary(request);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > BODY_BYTE_LIMIT) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  }

  const received: (ReceivedFile | null)[] = [];
  const stage = async (part: MultipartFileStream) => {
    const slot = received.push(null) - 1;
    const field = part.field as FileField;
    const stagingKey = `${stagingPrefix}${slot}-${field}`;
    const sample = new SniffSample(fileRules[field].types.includes('image/svg+xml'));
    try {
      await stageSampled(storage, part.stream, stagingKey, sample);
    } catch (err) {
      if (err instanceof MultipartError) throw err;
      if (part.stream.errored) throw part.stream.errored;
      logger.error({ err, field }, 'storing an application file failed');
      const message = `${fileRules[field].label} upload failed: the file could not be stored. Please try again.`;
      throw new AppError('UPLOAD_ERROR', message, { [field]: message });
    }
    received[slot] = {
      field,
      name: part.filename,
      type: part.contentType,
      size: sample.size,
      sample: sample.bytes(),
      stagingKey,
    };
  };

  let fields: Map<string, string>;
  try {
    fields = await streamMultipart(
      request.body,
      boundary,
      {
        totalBytes: BODY_BYTE_LIMIT,
        fieldBytes: FIELDS_BYTE_LIMIT,
        maxParts: 64,
        maxHeaderBytes: 8 * 1024,
        fileLimit: (name) => (isFileField(name) ? fileRules[name].maxBytes : undefined),
      },
      stage,
    );
  } catch (err) {
    throw err instanceof MultipartError ? toAppError(err) : err;
  }

  const values: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const [name, value] of fields) {
    // Some clients send an empty text part for a file input left empty.
    if (isFileField(name)) {
      if (value.trim() !== '') problems[name] = fileRules[name].typeMessage;
    } else if (isKnownField(name)) {
      values[name] = value;
    }
  }
  const files: ReceivedFile[] = [];
  for (const file of received) {
    if (!file) continue;
    // A browser sends a nameless, empty part for a file input with nothing chosen.
    if (file.name === '' && file.size === 0) continue;
    if (files.some((f) => f.field === file.field)) {
      problems[file.field] = 'Only one file may be uploaded here';
      continue;
    }
    files.push(file);
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  return { values, files };
}

function toAppError(err: MultipartError): AppError {
  switch (err.reason) {
    case 'too_large': {
      if (err.field && isFileField(err.field)) {
        const message = fileRules[err.field].sizeMessage;
        return new AppError('PAYLOAD_TOO_LARGE', `${err.field}: ${message}`, { [err.field]: message });
      }
      if (err.field) {
        const message = 'This field is too long';
        return new AppError('PAYLOAD_TOO_LARGE', `${err.field}: ${message}`, { [err.field]: message });
      }
      return new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
    }
    case 'unexpected_file':
      return validationError({ [(err.field ?? '_').slice(0, 100)]: 'No file is expected in this field' });
    case 'malformed':
      return new AppError('BAD_REQUEST', `Malformed multipart body: ${err.message}`);
  }
}
