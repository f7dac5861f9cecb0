import { TableCheckbox } from '~/web/components/ui/table-checkbox';
import { Link } from 'react-router';
import type { ApplicationListItem } from '~/shared/schemas/applicants';
import type { ApplicationSortField } from '~/shared/schemas/applicant-filters';
import { industryLabel } from '~/shared/format';
import { DataTable, type ColumnDef, type ServerPagination } from '~/web/components/ui/data-table';
import { ScoreCell } from '~/web/features/reviews/score-cell';
import { HeldMark } from './held-decisions-bar';
import { StatusBadge } from './status-badge';
import { dayFormat } from '~/web/lib/date-format';

type Selection = {
  selected: ReadonlySet<string>;
  onSelect(ids: string[], checked: boolean): void;
  items: ApplicationListItem[];
  /** The list's URL parameters, carried into the detail view for next/previous and the way back. */
  linkSearch?: string;
};

function columns({
  selected,
  onSelect,
  items,
  linkSearch,
}: Selection): ColumnDef<ApplicationListItem, never>[] {
  const allChecked = items.length > 0 && items.every((i) => selected.has(i.id));
  return [
    {
      id: 'select',
      meta: { className: 'w-10', cardLabel: false },
      header: () => (
        <TableCheckbox
          aria-label="Select all applications on this page"
          checked={allChecked}
          onChange={(e) =>
            onSelect(
              items.map((i) => i.id),
              e.target.checked,
            )
          }
        />
      ),
      cell: ({ row: { original: app } }) => (
        <TableCheckbox
          aria-label={`Select ${app.name}`}
          checked={selected.has(app.id)}
          onChange={(e) => onSelect([app.id], e.target.checked)}
        />
      ),
    },
    {
      accessorKey: 'name',
      header: 'Project',
      enableSorting: true,
      meta: { className: 'md:max-w-[14rem]' },
      cell: ({ row: { original: app } }) => (
        <div className="flex min-w-0 items-center gap-2">
          {!app.isRead && <span aria-hidden className="size-2 shrink-0 rounded-full bg-brand" />}
          <Link
            to={`/admin/applicants/${app.id}${linkSearch ? `?${linkSearch}` : ''}`}
            className="min-w-0 break-words underline-offset-4 hover:underline focus-visible:underline"
          >
            {!app.isRead && <span className="sr-only">Unread: </span>}
            {app.name}
          </Link>
        </div>
      ),
    },
    {
      accessorKey: 'contactName',
      header: 'Contact',
      enableSorting: true,
      meta: { className: 'md:max-w-[14rem]' },
      cell: ({ row: { original: app } }) => (
        <div className="min-w-0">
          {/* Whole, never cut: a long address breaks where it must rather than hiding its end. */}
          <div className="break-words">{app.contactName}</div>
          <div className="text-xs font-normal wrap-anywhere text-muted-foreground">{app.contactEmail}</div>
        </div>
      ),
    },
    {
      accessorKey: 'industry',
      header: 'Industry',
      enableSorting: true,
      cell: ({ row }) => industryLabel(row.original.industry),
    },
    {
      accessorKey: 'status',
      header: 'Status',
      enableSorting: true,
      cell: ({ row }) => (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <StatusBadge status={row.original.status} />
          <HeldMark id={row.original.id} />
        </span>
      ),
    },
    { id: 'score', header: 'Score', cell: ({ row }) => <ScoreCell scores={row.original.scores} /> },
    {
      accessorKey: 'createdAt',
      header: 'Submitted',
      enableSorting: true,
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row: { original: app } }) => (
        <time dateTime={app.createdAt}>{dayFormat.format(new Date(app.createdAt))}</time>
      ),
    },
  ];
}

/** Unread rows (for this admin) are bold with a dot and an 'Unread' word for screen readers. */
export function ApplicantsTable({
  items,
  sort,
  dir,
  onSort,
  selected,
  onSelect,
  linkSearch,
  isPending,
  error,
  empty,
  pagination,
}: Selection & {
  sort: ApplicationSortField;
  dir: 'asc' | 'desc';
  onSort(field: ApplicationSortField): void;
  isPending: boolean;
  error: string | null;
  empty: React.ReactNode;
  pagination?: ServerPagination;
}) {
  const sorting = [{ id: sort, desc: dir === 'desc' }];
  return (
    <DataTable
      label="Applications"
      columns={columns({ selected, onSelect, items, linkSearch })}
      data={items}
      getRowId={(app) => app.id}
      isPending={isPending}
      error={error}
      empty={empty}
      pagination={pagination}
      sorting={sorting}
      // The server sorts; a click on the sorted column flips it, on another column starts it.
      onSortingChange={(updater) => {
        const next = typeof updater === 'function' ? updater(sorting) : updater;
        onSort((next[0]?.id ?? sort) as ApplicationSortField);
      }}
      rowProps={(app) => ({
        'data-unread': !app.isRead || undefined,
        className: [!app.isRead && 'bg-brand/5 font-semibold', selected.has(app.id) && 'bg-accent']
          .filter(Boolean)
          .join(' '),
      })}
    />
  );
}
