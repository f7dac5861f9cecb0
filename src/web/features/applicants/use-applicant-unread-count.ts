import type { Urgency } from '~/shared/applicants';
import { useApplicationCounts } from './api';

/** The calling admin's unread applications (GET /api/admin/applications/counts); kept live by realtime. */
export function useApplicantUnreadCount(): number | undefined {
  return useApplicationCounts().data?.unread;
}

/** Spec section 4 unread urgency, for the badge's colour. */
export function useApplicantUrgency(): Urgency | undefined {
  return useApplicationCounts().data?.urgency;
}
