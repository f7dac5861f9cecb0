import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { allowedStatusTransitions } from '~/shared/schemas/applicant-status';
import type {
  ApplicationFileKind,
  applicationDetailResponse,
  applicationNoteResponse,
} from '~/shared/schemas/applicants';
import type { DbOrTx } from '../../db/client';
import {
  applicationNotes,
  applicationProjects,
  applicationReads,
  applicationStatusHistory,
  incubatorApplications as apps,
  users,
} from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { latestChangeRequest } from './change-request-tokens';
import { getHeldDecision } from './held';
import { findRow } from '../row-by-id';
import type { OwnById } from '../service-args';

type ApplicationDetail = z.output<typeof applicationDetailResponse>;
type ApplicationNote = z.output<typeof applicationNoteResponse>;
const num = (v: number | string | null) => (v == null ? null : Number(v));

const person = (id: string | null, name: string | null, email: string | null) =>
  id ? { id, name, email } : null;

/** Every stored field of one application, with its files, history and internal notes. */
export async function getApplicationDetail({ db, userId, id }: OwnById): Promise<ApplicationDetail> {
  const app = await findRow(db, apps, id, 'Application not found');
  const [[read], history, notes, [link], heldDecision, changeRequest] = await Promise.all([
    db
      .select({ readAt: applicationReads.readAt })
      .from(applicationReads)
      .where(and(eq(applicationReads.applicationId, id), eq(applicationReads.userId, userId))),
    db
      .select({ h: applicationStatusHistory, name: users.name, email: users.email })
      .from(applicationStatusHistory)
      .leftJoin(users, eq(users.id, applicationStatusHistory.actorId))
      .where(eq(applicationStatusHistory.applicationId, id))
      .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id)),
    listApplicationNotes({ db, id }),
    db
      .select({ projectId: applicationProjects.projectId })
      .from(applicationProjects)
      .where(eq(applicationProjects.applicationId, id)),
    getHeldDecision({ db, id }),
    latestChangeRequest(db, id),
  ]);

  const files: ApplicationDetail['files'] = [];
  const stored: Array<[ApplicationFileKind, string | null]> = [
    ['logo', app.logoUrl],
    ['documents', app.documentsUrl],
    ['whitepaper', app.whitepaperUrl],
  ];
  for (const [kind, value] of stored) {
    if (value) files.push({ kind, url: `/api/admin/applications/${id}/files/${kind}` });
  }

  const { idempotencyKey: _key, ...fields } = app;
  return {
    application: {
      ...fields,
      currentFunding: num(app.currentFunding),
      totalCapitalTarget: num(app.totalCapitalTarget),
    },
    files,
    isRead: Boolean(read),
    readAt: read?.readAt ?? null,
    history: history.map(({ h, name, email }) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      actor: person(h.actorId, name, email),
      createdAt: h.createdAt,
    })),
    notes,
    projectId: link?.projectId ?? null,
    allowedTransitions: [...allowedStatusTransitions[app.status]],
    heldDecision,
    changeRequest,
  };
}

async function assertApplicationExists(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
}

/** Internal notes, oldest first. Admin routes only. */
export async function listApplicationNotes({
  db,
  id,
}: {
  db: DbOrTx;
  id: string;
}): Promise<ApplicationNote[]> {
  const rows = await db
    .select({ n: applicationNotes, name: users.name, email: users.email })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorId))
    .where(eq(applicationNotes.applicationId, id))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
  return rows.map(({ n, name, email }) => ({
    id: n.id,
    body: n.body,
    author: person(n.authorId, name, email),
    createdAt: n.createdAt,
  }));
}

export async function getApplicationNotes({
  db,
  id,
}: {
  db: DbOrTx;
  id: string;
}): Promise<ApplicationNote[]> {
  await assertApplicationExists(db, id);
  return listApplicationNotes({ db, id });
}

export async function addApplicationNote({
  db,
  authorId,
  id,
  body,
}: {
  db: DbOrTx;
  authorId: string;
  id: string;
  body: string;
}): Promise<ApplicationNote> {
  await assertApplicationExists(db, id);
  const [note] = await db.insert(applicationNotes).values({ applicationId: id, authorId, body }).returning();
  const [author] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, authorId));
  return {
    id: note!.id,
    body: note!.body,
    author: person(authorId, author?.name ?? null, author?.email ?? null),
    createdAt: note!.createdAt,
  };
}
