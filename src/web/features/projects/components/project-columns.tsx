import { createColumnHelper } from '@tanstack/react-table';
import type { ManagedProjectSummary } from '~/shared/schemas/projects';
import { PhaseBadge } from '~/web/components/phase-badge';
import { CapitalFigure, ProgrammeDay } from './project-figures';

/** Columns the management list and the status monitor show alike, so both read the same. */
export const projectColumn = createColumnHelper<ManagedProjectSummary>();

export const phaseColumn = projectColumn.accessor('currentPhase', {
  header: 'Phase',
  cell: ({ getValue }) => <PhaseBadge phase={getValue()} />,
});

export const programmeDayColumn = (header: string) =>
  projectColumn.accessor((p) => p.programme.day ?? -1, {
    id: 'day',
    header,
    enableSorting: true,
    cell: ({ row }) => <ProgrammeDay programme={row.original.programme} />,
  });

export const capitalColumn = (header: string, enableSorting: boolean) =>
  projectColumn.accessor((p) => p.capitalRaised ?? 0, {
    id: 'capital',
    header,
    enableSorting,
    cell: ({ row: { original: p } }) => (
      <CapitalFigure raised={p.capitalRaised} target={p.totalCapitalTarget} />
    ),
  });

export const milestonesColumn = (header: string) =>
  projectColumn.accessor('milestonesDone', {
    header,
    enableSorting: true,
    cell: ({ row: { original: p } }) => (
      <span className="tabular-nums whitespace-nowrap">
        {p.milestonesDone}/{p.milestonesTotal}
      </span>
    ),
  });
