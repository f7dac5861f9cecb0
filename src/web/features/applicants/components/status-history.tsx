import type { ApplicationHistoryEntry } from '~/shared/schemas/applicants';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import { formatDateTime } from '~/web/lib/date-format';

export function StatusHistory({ history }: { history: ApplicationHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No status changes yet.</p>;
  return (
    <ol className="grid gap-3 text-sm">
      {history.map((h) => (
        <li key={h.id} className="border-l-2 pl-3">
          <p className="font-medium">
            {h.fromStatus ? `${applicationStatusLabels[h.fromStatus]} → ` : ''}
            {applicationStatusLabels[h.toStatus]}
          </p>
          <p className="text-muted-foreground">
            {h.actor ? (h.actor.name ?? h.actor.email ?? 'An admin') : 'System'} ·{' '}
            <time dateTime={h.createdAt}>{formatDateTime(h.createdAt)}</time>
          </p>
          {h.note && <p className="mt-1 whitespace-pre-wrap break-words">{h.note}</p>}
        </li>
      ))}
    </ol>
  );
}
