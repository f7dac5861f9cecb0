import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { CHANGE_REQUEST_DAYS } from '~/shared/decision-mail';
import type { DbOrTx } from '../../db/client';
import { applicationChangeRequests } from '../../db/schema/index';

export const CHANGE_REQUEST_TTL_MS = CHANGE_REQUEST_DAYS * 24 * 60 * 60 * 1000;

/** What we store: a read of the table must not hand out working links. */
export const hashChangeToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const changeRequestUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/apply/changes/${token}`;

/**
 * Opens a request for changes on one application, inside the status change's transaction: a new
 * random token (32 bytes, base64url) whose hash is stored; any earlier unused link of the same
 * application stops working, so only the newest request's link opens the form.
 */
export async function createChangeRequest(
  tx: DbOrTx,
  { applicationId, message, requestedBy }: { applicationId: string; message: string; requestedBy: string },
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(applicationChangeRequests)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(applicationChangeRequests.applicationId, applicationId),
        isNull(applicationChangeRequests.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(applicationChangeRequests)
    .values({
      applicationId,
      tokenHash: hashChangeToken(token),
      message,
      requestedBy,
      expiresAt: sql`now() + ${`${CHANGE_REQUEST_TTL_MS} milliseconds`}::interval`,
    })
    .returning({ expiresAt: applicationChangeRequests.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

/** The newest request for changes of an application, for its detail view. */
export async function latestChangeRequest(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select()
    .from(applicationChangeRequests)
    .where(eq(applicationChangeRequests.applicationId, applicationId))
    .orderBy(desc(applicationChangeRequests.createdAt))
    .limit(1);
  return row
    ? {
        message: row.message,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        usedAt: row.usedAt,
      }
    : null;
}
