import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { adminInvitationResponse, InvitationStatus } from '~/shared/auth';
import type { UserRole } from '~/shared/enums';
import { issueInvitationToken } from '../../auth/invitation-link';
import type { InvitationRow } from './invitation-tokens';
import type { Db, DbOrTx } from '../../db/client';
import { invitations, users } from '../../db/schema/index';
import { isAdminRole } from '../../http/access';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/types';
import { invitationMail, REINVITE_QUIET_MINUTES, type Mail, type MailLimitCount } from '../../mail/index';
import { findRow } from '../row-by-id';

type AdminInvitation = z.output<typeof adminInvitationResponse>;

function statusOf(row: InvitationRow, now = Date.now()): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() > now ? 'pending' : 'expired';
}

function toAdminInvitation(
  row: InvitationRow,
  inviter: { id: string; email: string } | null,
): AdminInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: statusOf(row),
    invitedBy: inviter,
    projectId: row.projectId,
    projectRole: row.projectRole,
    expiresAt: row.expiresAt,
    acceptedAt: row.acceptedAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
  };
}

const inviters = alias(users, 'inviter');

export async function listInvitations({ db }: { db: DbOrTx }): Promise<AdminInvitation[]> {
  const rows = await db
    .select({ invitation: invitations, inviterId: inviters.id, inviterEmail: inviters.email })
    .from(invitations)
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy))
    .orderBy(desc(invitations.createdAt))
    .limit(500);
  return rows.map((r) =>
    toAdminInvitation(r.invitation, r.inviterId ? { id: r.inviterId, email: r.inviterEmail! } : null),
  );
}

function assertMayInvite(
  actor: SessionUser,
  role: UserRole,
  refusal = 'Only a super admin can invite admins',
) {
  if (isAdminRole(role) && actor.role !== 'super_admin') throw new AppError('FORBIDDEN', refusal);
}

/**
 * Creates an invitation and mails its link. Only the token's hash is stored; the token leaves the
 * server in the mail alone. A newer invitation replaces an open platform invitation for the same
 * address; one for the same role while that invitation is younger than REINVITE_QUIET_MINUTES is
 * answered with it and mails nothing. Each mailed invitation counts against the admin's hourly
 * limit (mail-limits.ts): past it, 429 and nothing stored.
 */
export async function createInvitation({
  db,
  mail,
  publicUrl,
  actor,
  email,
  role,
}: {
  db: Db;
  mail: Mail;
  /** Where the mailed link points (config PUBLIC_URL). */
  publicUrl: string;
  actor: SessionUser;
  email: string;
  role: UserRole;
}): Promise<AdminInvitation> {
  assertMayInvite(actor, role);
  const address = email.trim().toLowerCase();
  const link = issueInvitationToken(publicUrl);
  const counts: MailLimitCount[] = [{ rule: 'platformInvitesByAdmin', key: actor.id }];
  await mail.limits.take(counts);
  const outcome = await db
    .transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (existing) throw new AppError('CONFLICT', 'A user with this e-mail already exists');
      const open = and(
        sql`lower(${invitations.email}) = ${address}`,
        // Only a platform invitation replaces another: a seat in a project stays open.
        isNull(invitations.projectId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      );
      // Replacing revokes: whoever may not revoke a live admin invitation may not replace it either.
      const live = await tx
        .select()
        .from(invitations)
        .where(and(open, gt(invitations.expiresAt, sql`now()`)))
        .orderBy(desc(invitations.createdAt))
        .for('update');
      for (const r of live)
        assertMayInvite(actor, r.role, 'Only a super admin can replace an admin invitation');
      const quietSince = Date.now() - REINVITE_QUIET_MINUTES * 60_000;
      const fresh = live.find((r) => r.role === role && r.createdAt.getTime() > quietSince);
      if (fresh) return { row: fresh, mailed: false };
      await tx.update(invitations).set({ revokedAt: new Date() }).where(open);
      const [created] = await tx
        .insert(invitations)
        .values({
          email: address,
          role,
          ...link.columns,
          invitedBy: actor.id,
        })
        .returning();
      return { row: created!, mailed: true };
    })
    .catch(async (err: unknown) => {
      await mail.limits.giveBack(counts);
      throw err;
    });
  const { row } = outcome;
  if (!outcome.mailed) {
    await mail.limits.giveBack(counts);
    const [inviter] = row.invitedBy
      ? await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, row.invitedBy))
      : [];
    return toAdminInvitation(row, inviter ?? null);
  }
  await mail.send(
    invitationMail({
      to: address,
      role,
      url: link.url,
      invitedBy: actor.email,
      expiresAt: row.expiresAt,
    }),
  );
  return toAdminInvitation(row, { id: actor.id, email: actor.email });
}

export async function revokeInvitation({
  db,
  actor,
  id,
}: {
  db: DbOrTx;
  actor: SessionUser;
  id: string;
}): Promise<AdminInvitation> {
  const row = await findRow(db, invitations, id, 'Invitation not found');
  assertMayInvite(actor, row.role, 'Only a super admin can revoke an admin invitation');
  if (row.acceptedAt) throw new AppError('CONFLICT', 'This invitation has already been accepted');
  const [updated] = row.revokedAt
    ? [row]
    : await db
        .update(invitations)
        .set({ revokedAt: new Date() })
        .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
        .returning();
  if (!updated) throw new AppError('CONFLICT', 'This invitation has already been accepted');
  const [inviter] = updated.invitedBy
    ? await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, updated.invitedBy))
    : [];
  return toAdminInvitation(updated, inviter ?? null);
}
