import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { applicationStatusLabels, canTransition, isHoldable } from '~/shared/schemas/applicant-status';
import type { ApplicationStatusValue } from '~/shared/enums';
import type { bulkStatusResponse } from '~/shared/schemas/applicant-triage';
import type { Db } from '../../db/client';
import { incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Mail } from '../../mail/index';
import type { Realtime } from '../../realtime/hub';
import { holdApplicationDecision } from './held';
import { changeApplicationStatus } from './status';

/**
 * One status for a selection of applications. Every transition is checked first and, if any is
 * refused (or an id is unknown), nothing changes and the 409/404 names each id at fault. Then each
 * application goes through `changeApplicationStatus`, the single-change service, so each gets its
 * own history row, e-mail and realtime event. See docs/decisions/0013-applicant-triage.md.
 */
export async function changeApplicationsStatus({
  db,
  realtime,
  mail,
  logger,
  actorId,
  ids,
  status,
  note,
  sendEmail = true,
  hold = false,
}: {
  db: Db;
  realtime: Realtime;
  mail: Mail;
  logger: Logger;
  actorId: string;
  ids: string[];
  status: ApplicationStatusValue;
  note?: string;
  /** The single change's mail rules: without e-mail, or held for a release together. */
  sendEmail?: boolean;
  hold?: boolean;
}): Promise<z.output<typeof bulkStatusResponse>> {
  const rows = await db
    .select({ id: apps.id, name: apps.name, status: apps.status })
    .from(apps)
    .where(inArray(apps.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));

  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      `${missing.length} of the selected applications no longer exist; nothing was changed`,
      Object.fromEntries(missing.map((id) => [`ids.${id}`, 'Application not found'])),
    );
  }
  const refused = rows.filter((r) => !canTransition(r.status, status));
  if (refused.length > 0) {
    const to = applicationStatusLabels[status];
    throw new AppError(
      'CONFLICT',
      `${refused.length} of the selected applications cannot move to ${to}; nothing was changed`,
      Object.fromEntries(
        refused.map((r) => [
          `ids.${r.id}`,
          `${r.name}: from ${applicationStatusLabels[r.status]} to ${to} is not allowed`,
        ]),
      ),
    );
  }

  const changed: Array<{ id: string; historyId: string }> = [];
  const held: Array<{ id: string }> = [];
  const failed: Array<{ id: string; message: string }> = [];
  // One after another, in the order given: each change locks its row and mails on its own.
  for (const id of ids) {
    try {
      if (hold && isHoldable(status)) {
        await holdApplicationDecision({ db, realtime, logger, actorId, id, status, note, sendEmail });
        held.push({ id });
        continue;
      }
      const result = await changeApplicationStatus(
        { db, realtime, mail, logger, actorId, id, status, note },
        { sendEmail },
      );
      changed.push({ id, historyId: result.history.id });
    } catch (err) {
      // Only another admin's change since the check above lands here; the rest stand.
      if (!(err instanceof AppError)) throw err;
      failed.push({ id, message: err.message });
    }
  }
  return { status, changed, held, failed };
}
