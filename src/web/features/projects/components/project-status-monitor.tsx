import { Link } from 'react-router';
import type { ManagedProjectSummary } from '~/shared/schemas/projects';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { useAdminProjects } from '../api';
import {
  capitalColumn,
  milestonesColumn,
  phaseColumn,
  programmeDayColumn,
  projectColumn as col,
} from './project-columns';
import { RelativeTime, SyncHealth } from './project-figures';

const columns = [
  col.accessor('name', {
    header: 'Project',
    enableSorting: true,
    meta: { cardLabel: false },
    cell: ({ row: { original: p } }) => (
      <Link to={`/incubator/${p.id}`} className="font-medium underline-offset-4 hover:underline">
        {p.name}
      </Link>
    ),
  }),
  phaseColumn,
  programmeDayColumn('Day'),
  milestonesColumn('Milestones done'),
  col.accessor('lastActivityAt', {
    header: 'Last activity',
    enableSorting: true,
    cell: ({ getValue }) => <RelativeTime iso={getValue()} />,
  }),
  capitalColumn('Capital vs target', false),
  col.accessor((p) => p.syncHealth.status ?? '', {
    id: 'sync',
    header: 'Sync health',
    cell: ({ row }) => <SyncHealth health={row.original.syncHealth} />,
  }),
] as ColumnDef<ManagedProjectSummary, never>[];

/** Per project: phase, day, milestones, last activity, capital and capital sync health (admins). */
export function ProjectStatusMonitor({ label = 'Project status monitor' }: { label?: string }) {
  // Published projects: the ones the programme is running for.
  const list = useAdminProjects({ active: 'true' });
  return (
    <DataTable
      label={label}
      // The dashboard's section already carries the name; the scroll region needs its own.
      regionLabel={`${label} (scrollable)`}
      columns={columns}
      query={list}
      errorFallback="Failed to load projects."
      pageSize={10}
      empty={
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          No published projects yet.{' '}
          <Link to="/incubator" className="underline underline-offset-4">
            Open the incubator
          </Link>{' '}
          to publish one.
        </p>
      }
    />
  );
}
