import type { DbOrTx } from '../db/client';
import type { Logger } from 'pino';
import type { Realtime } from './hub';

export type ApplicationEventType = 'created' | 'status_changed' | 'updated' | 'deleted' | 'read';

/**
 * Announces a change to the `applications` topic (admins only). Never throws: the write it
 * reports has already happened, and a lost notice only means a refetch on the next event.
 * Pass `db` (a transaction) to have the notice sent only if that transaction commits.
 */
export async function publishApplicationEvent(
  { realtime, logger }: { realtime: Realtime; logger: Logger },
  type: ApplicationEventType,
  id: string,
  db?: DbOrTx,
): Promise<void> {
  try {
    await realtime.publish('applications', { type, id }, db);
  } catch (err) {
    logger.warn({ err, type, id }, 'could not publish application event');
  }
}

/** The one call the intake feature makes after its insert has committed. */
export function onApplicationCreated(
  deps: { realtime: Realtime; logger: Logger },
  id: string,
): Promise<void> {
  return publishApplicationEvent(deps, 'created', id);
}
