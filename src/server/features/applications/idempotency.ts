import { eq } from 'drizzle-orm';
import { fileFields, type FileKind } from '~/shared/application-files';
import { applicationSchema } from '~/shared/schemas/applications';
import type { DbOrTx } from '../../db/client';
import { incubatorApplications } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { ReceivedSubmission } from './read-submission';
import { toApplicationRow } from './to-row';

export const idempotencyMismatchMessage =
  'This Idempotency-Key was already used for a different application; send a new key for new content';

/** What a submission says, as the row would store it: compared instead of a stored hash. */
const comparedColumns = [
  'name', 'contactName', 'contactEmail', 'companyType', 'industry', 'projectStage', 'description',
  'websiteUrl', 'linkedinUrl', 'problemStatement', 'solution', 'targetMarket', 'businessModel',
  'technologyStack', 'developmentStage', 'teamSize', 'teamExperience', 'keyPersonnel',
  'currentFunding', 'totalCapitalTarget', 'expectedLaunchDate', 'socialLinks', 'logoUrl',
  'documentsUrl', 'whitepaperUrl',
] as const; // prettier-ignore

/** numeric columns read back as '1200.00', dates as strings, JSON with any key order. */
function comparable(value: unknown): string {
  if (value == null) return 'null';
  if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) {
    return `n:${Number(value)}`;
  }
  if (value instanceof Date) return `d:${value.toISOString().slice(0, 10)}`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `o:${JSON.stringify(entries)}`;
  }
  return `s:${String(value)}`;
}

/**
 * A retry with an Idempotency-Key must carry the same application: its fields, normalised as
 * they would be stored, and the same set of files, are compared with the row the key created.
 * (File bytes are not compared; which files were sent is.) A different body is a 422 naming the
 * header (or the form field the key came in).
 */
export async function assertSameSubmission({
  db,
  priorId,
  submission,
  keyField,
}: {
  db: DbOrTx;
  priorId: string;
  submission: ReceivedSubmission;
  keyField: 'Idempotency-Key' | 'idempotencyKey';
}): Promise<void> {
  const mismatch = () =>
    new AppError('IDEMPOTENCY_MISMATCH', idempotencyMismatchMessage, {
      [keyField]: idempotencyMismatchMessage,
    });
  const [stored] = await db.select().from(incubatorApplications).where(eq(incubatorApplications.id, priorId));
  if (!stored) return;
  const parsed = applicationSchema.safeParse(submission.values);
  if (!parsed.success) throw mismatch();
  const kinds = new Set<FileKind>(submission.files.map((f) => fileFields[f.field]));
  const fresh = toApplicationRow({
    id: priorId,
    input: parsed.data,
    files: kinds,
    userAgent: null,
    userId: null,
    idempotencyKey: null,
  });
  for (const column of comparedColumns) {
    if (comparable(fresh[column]) !== comparable(stored[column])) throw mismatch();
  }
}
