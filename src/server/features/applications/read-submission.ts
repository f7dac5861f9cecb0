import { fileFields, fileRules, MB, type FileField } from '~/shared/application/files';
import { stepOfField } from '~/shared/application/schema';
import { AppError, validationError } from '../../http/app-error';
import { boundaryOf, MultipartError, parseMultipart } from './multipart';

/** Room for every text field (the longest answers are a few thousand characters). */
export const FIELDS_BYTE_LIMIT = 1 * MB;
/** The largest body accepted: the three files at their limits plus the text fields. */
export const BODY_BYTE_LIMIT =
  Object.values(fileRules).reduce((sum, rule) => sum + rule.maxBytes, 0) + FIELDS_BYTE_LIMIT;

export interface ReceivedFile {
  field: FileField;
  name: string;
  type: string;
  bytes: Buffer;
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
 * Reads the multipart body of a submission within its limits. Throws AppError: 415 for another
 * content type, 413 naming the file (or field) that passed its limit, 400 for a malformed body.
 */
export async function readSubmission(request: Request): Promise<ReceivedSubmission> {
  const boundary = boundaryOf(request.headers.get('content-type') ?? undefined);
  if (!boundary) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected multipart/form-data');
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > BODY_BYTE_LIMIT) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');
  }

  let parsed;
  try {
    parsed = await parseMultipart(request.body, boundary, {
      totalBytes: BODY_BYTE_LIMIT,
      fieldBytes: FIELDS_BYTE_LIMIT,
      maxParts: 64,
      maxHeaderBytes: 8 * 1024,
      fileLimit: (name) => (isFileField(name) ? fileRules[name].maxBytes : undefined),
    });
  } catch (err) {
    throw err instanceof MultipartError ? toAppError(err) : err;
  }

  const values: Record<string, string> = {};
  const problems: Record<string, string> = {};
  for (const [name, value] of parsed.fields) {
    // Some clients send an empty text part for a file input left empty.
    if (isFileField(name)) {
      if (value.trim() !== '') problems[name] = fileRules[name].typeMessage;
    } else if (isKnownField(name)) {
      values[name] = value;
    }
  }
  const files: ReceivedFile[] = [];
  for (const file of parsed.files) {
    const field = file.field as FileField;
    // A browser sends a nameless, empty part for a file input with nothing chosen.
    if (file.filename === '' && file.bytes.length === 0) continue;
    if (files.some((f) => f.field === field)) {
      problems[field] = 'Only one file may be uploaded here';
      continue;
    }
    files.push({ field, name: file.filename, type: file.contentType, bytes: file.bytes });
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
