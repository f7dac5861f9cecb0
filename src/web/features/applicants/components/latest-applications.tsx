import { Link } from 'react-router';
import { QueryFallback } from '~/web/components/ui/query-state';
import { useApplications } from '../api';
import { StatusBadge } from './status-badge';
import { dayFormat } from '~/web/lib/date-format';

/** The newest applications, unread ones marked for this admin. */
export function LatestApplications({ limit = 5 }: { limit?: number }) {
  const list = useApplications({ page: 1, pageSize: limit, sort: 'createdAt', dir: 'desc' });
  if (!list.isSuccess)
    return (
      <QueryFallback
        query={list}
        skeleton="h-40"
        errorFallback="Failed to load applications."
        errorClassName="text-sm"
      />
    );
  if (list.data.items.length === 0)
    return <p className="text-sm text-muted-foreground">No applications yet.</p>;
  return (
    <ul className="divide-y">
      {list.data.items.map((app) => (
        <li key={app.id} className="flex items-center justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <Link
              to={`/admin/applicants/${app.id}`}
              className={`block truncate underline-offset-4 hover:underline ${app.isRead ? '' : 'font-semibold'}`}
            >
              {!app.isRead && <span className="sr-only">Unread: </span>}
              {app.name}
            </Link>
            <p className="truncate text-xs text-muted-foreground">
              {app.contactName} ·{' '}
              <time dateTime={app.createdAt}>{dayFormat.format(new Date(app.createdAt))}</time>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {!app.isRead && <span aria-hidden className="size-2 rounded-full bg-brand" />}
            <StatusBadge status={app.status} />
          </div>
        </li>
      ))}
    </ul>
  );
}
