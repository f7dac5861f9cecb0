import { checkFileSize, fileFields, type FileField, type FileKind } from '~/shared/application-files';
import { applicationSchema, type ApplicationInput } from '~/shared/schemas/applications';
import { validationError } from '../../http/app-error';
import { issuesToFields } from '../../http/validate';
import { checkUpload } from './file-sniff';
import type { ReceivedSubmission } from './read-submission';

export interface AcceptedFile {
  field: FileField;
  kind: FileKind;
  /** `applications/{id}/{kind}_{sanitised name}` once the id is known. */
  fileName: string;
  mediaType: string;
  size: number;
  /** Where readSubmission staged the bytes; moved to `fileName`'s key once the row commits. */
  stagingKey: string;
}

const idempotencyKeyPattern = /^[A-Za-z0-9._:-]{8,128}$/;
export const idempotencyKeyMessage = 'Idempotency key must be 8 to 128 letters, digits or . _ : -';

/** null when absent; throws a 400 naming `idempotencyKey` when present but unusable. */
export function readIdempotencyKey(value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  const key = value.trim();
  if (!idempotencyKeyPattern.test(key)) throw validationError({ idempotencyKey: idempotencyKeyMessage });
  return key;
}

/**
 * Every field through the shared schema (the form's own messages) and every file through the
 * byte checks; one 400 lists all that is wrong, text and files together.
 */
export function validateSubmission(submission: ReceivedSubmission): {
  input: ApplicationInput;
  files: AcceptedFile[];
} {
  const parsed = applicationSchema.safeParse(submission.values);
  const problems: Record<string, string> = parsed.success ? {} : issuesToFields(parsed.error.issues);
  const files: AcceptedFile[] = [];
  for (const file of submission.files) {
    // The sample is the whole file for SVG and small files, else the parts the sniffer reads.
    const sizeProblem = checkFileSize(file.field, file.size);
    const result = sizeProblem
      ? ({ ok: false, message: sizeProblem } as const)
      : checkUpload(file.field, { name: file.name, type: file.type, bytes: file.sample });
    if (!result.ok) {
      problems[file.field] = result.message;
      continue;
    }
    files.push({
      field: file.field,
      kind: fileFields[file.field],
      fileName: result.upload.fileName,
      mediaType: result.upload.mediaType,
      size: file.size,
      stagingKey: file.stagingKey,
    });
  }
  if (!parsed.success || Object.keys(problems).length > 0) throw validationError(problems);
  return { input: parsed.data, files };
}
