import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '~/web/features/auth/use-auth';
import {
  notifyApplicationDeleted,
  notifyNewApplication,
  notifyStatusChanged,
} from '~/web/features/notifications/notify';
import { tabClaims } from '~/web/features/notifications/tab-claims';
import { invalidateAfterChange } from '~/web/lib/query-client';
import { applicantContracts } from '~/shared/contracts/applicants';
import { applicationAnalyticsContracts } from '~/shared/contracts/application-analytics';
import { keyOf } from '~/web/lib/contract-client';
import { managedProjectReads } from '~/web/lib/query-keys';
import type { RealtimeMessage } from '~/web/lib/realtime';
import { useRealtimeEvents } from '~/web/lib/realtime-context';
import { applicantDetailKey, applicantListReads, detailQuery, isAboutApplication } from './api';

const invalidate = (qc: QueryClient, ...keys: ReadonlyArray<readonly unknown[]>) =>
  Promise.all(keys.map((queryKey) => invalidateAfterChange(qc, { queryKey })));

/** Every applicants read (lists, counts, details, next/previous, held), counts, and the analytics. */
const all = keyOf(applicantContracts);
const counts = keyOf(applicantContracts.counts);
const analytics = keyOf(applicationAnalyticsContracts);

/** The application row behind an event, fetched fresh (the event carries only its id). */
async function freshDetail(qc: QueryClient, id: string) {
  try {
    return await qc.fetchQuery({ ...detailQuery(id), staleTime: 0 });
  } catch {
    return null;
  }
}

export async function handleApplicationEvent(
  qc: QueryClient,
  message: RealtimeMessage,
  userId: string | undefined,
): Promise<void> {
  if (message.topic === 'projects') {
    // A milestone ticked is a `projects` event too (its key is among the managed reads).
    await invalidate(qc, ['projects'], ...managedProjectReads, ['stats']);
    return;
  }
  if (message.topic !== 'applications') return;
  // Which tab announces it is settled while the data refreshes: bidding only once the refetches
  // are done spread the tabs' bids too far apart under load. The key is the same in every tab
  // (the server stamps `at` once).
  const claim = () => tabClaims().claim(`${message.topic}:${message.type}:${message.id}:${message.at}`);
  switch (message.type) {
    case 'created':
    case 'status_changed': {
      const claimed = claim();
      await invalidate(qc, ...applicantListReads, counts, analytics);
      const detail = await freshDetail(qc, message.id);
      const notify = message.type === 'created' ? notifyNewApplication : notifyStatusChanged;
      if (detail) await notify(claimed, detail.application);
      return;
    }
    case 'deleted': {
      const claimed = claim();
      qc.removeQueries({ queryKey: applicantDetailKey(message.id) });
      await Promise.all([
        // Not the deleted one's own next/previous: asking for them again would be a 404.
        ...applicantListReads.map((queryKey) =>
          invalidateAfterChange(qc, {
            queryKey,
            predicate: (query) => !isAboutApplication(query.queryKey, message.id),
          }),
        ),
        invalidate(qc, counts, analytics),
      ]);
      await notifyApplicationDeleted(claimed, message.id);
      return;
    }
    case 'read':
      // Read flags are per admin: only this admin's other tabs care.
      if (message.id === userId) await invalidate(qc, all);
      return;
    default:
      await invalidate(qc, all, analytics);
  }
}

/** Mounted once in the admin layout: keeps applicant data live and raises the spec's notices. */
export function useApplicationEvents(): void {
  const qc = useQueryClient();
  const { user } = useAuth();
  // Listen to the other tabs from the start: a channel opened at the first event would miss a
  // faster tab's word that it has already announced that event.
  useEffect(() => void tabClaims(), []);
  useRealtimeEvents((message) => void handleApplicationEvent(qc, message, user?.id));
}
