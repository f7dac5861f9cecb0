import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import type { ApplicationListItem, ApplicationSortField } from '~/shared/applicants';
import { industryLabel } from '~/shared/format';
import { cn } from '~/web/lib/utils';
import { StatusBadge } from './status-badge';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

const columns: Array<{ field: ApplicationSortField; label: string; className?: string }> = [
  { field: 'name', label: 'Project' },
  { field: 'contactName', label: 'Contact' },
  { field: 'industry', label: 'Industry', className: 'hidden md:table-cell' },
  { field: 'status', label: 'Status' },
  { field: 'createdAt', label: 'Submitted', className: 'hidden sm:table-cell' },
];

function SortHeader({
  column,
  sort,
  dir,
  onSort,
}: {
  column: (typeof columns)[number];
  sort: ApplicationSortField;
  dir: 'asc' | 'desc';
  onSort(field: ApplicationSortField): void;
}) {
  const active = sort === column.field;
  const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-3 py-2 font-medium', column.className)}
    >
      <button
        type="button"
        onClick={() => onSort(column.field)}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-1 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        {column.label}
        <Icon aria-hidden className={cn('size-3.5', !active && 'opacity-50')} />
      </button>
    </th>
  );
}

/** Unread rows (for this admin) are bold with a dot and an 'Unread' word for screen readers. */
export function ApplicantsTable({
  items,
  sort,
  dir,
  onSort,
  selected,
  onSelect,
}: {
  items: ApplicationListItem[];
  sort: ApplicationSortField;
  dir: 'asc' | 'desc';
  onSort(field: ApplicationSortField): void;
  selected: ReadonlySet<string>;
  onSelect(ids: string[], checked: boolean): void;
}) {
  const allChecked = items.length > 0 && items.every((i) => selected.has(i.id));
  return (
    <div
      role="region"
      aria-label="Applications"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border"
    >
      <table className="w-full text-sm">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                type="checkbox"
                className="size-4 align-middle accent-brand"
                aria-label="Select all applications on this page"
                checked={allChecked}
                onChange={(e) =>
                  onSelect(
                    items.map((i) => i.id),
                    e.target.checked,
                  )
                }
              />
            </th>
            {columns.map((c) => (
              <SortHeader key={c.field} column={c} sort={sort} dir={dir} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((app) => (
            <tr
              key={app.id}
              data-unread={!app.isRead || undefined}
              className={cn(
                'border-t',
                !app.isRead && 'bg-brand/5 font-semibold',
                selected.has(app.id) && 'bg-accent',
              )}
            >
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  className="size-4 align-middle accent-brand"
                  aria-label={`Select ${app.name}`}
                  checked={selected.has(app.id)}
                  onChange={(e) => onSelect([app.id], e.target.checked)}
                />
              </td>
              <td className="max-w-[14rem] px-3 py-2">
                <div className="flex items-center gap-2">
                  {!app.isRead && <span aria-hidden className="size-2 shrink-0 rounded-full bg-brand" />}
                  <Link
                    to={`/admin/applicants/${app.id}`}
                    className="truncate underline-offset-4 hover:underline focus-visible:underline"
                  >
                    {!app.isRead && <span className="sr-only">Unread: </span>}
                    {app.name}
                  </Link>
                </div>
              </td>
              <td className="max-w-[14rem] px-3 py-2">
                <div className="truncate">{app.contactName}</div>
                <div className="truncate text-xs font-normal text-muted-foreground">{app.contactEmail}</div>
              </td>
              <td className="hidden px-3 py-2 md:table-cell">{industryLabel(app.industry)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={app.status} />
              </td>
              <td className="hidden px-3 py-2 whitespace-nowrap sm:table-cell">
                <time dateTime={app.createdAt}>{dateFormat.format(new Date(app.createdAt))}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
