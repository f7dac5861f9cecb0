import { TableCheckbox } from '~/web/components/ui/table-checkbox';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ProgrammeStatus } from '~/shared/programme';
import type { Milestone } from '~/shared/schemas/milestones';
import { Badge } from '~/web/components/ui/badge';
import { EditDeleteActions } from '~/web/components/ui/row-actions';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { useDeleteMilestone, useUpdateMilestone } from '../api';
import { calendarDayFormat, formatDateTime } from '~/web/lib/date-format';

/** The calendar date of programme day N (day 1 is the start date, UTC). */
export function dueDate(startDate: string | null, dueDay: number): string | null {
  if (!startDate) return null;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  return calendarDayFormat.format(new Date(start + (dueDay - 1) * 24 * 60 * 60 * 1000));
}

function DoneToggle({ projectId, milestone }: { projectId: string; milestone: Milestone }) {
  const update = useUpdateMilestone(projectId);
  // Set in the click's own render: the mutation's pending state arrives a tick later, and until
  // then React put the box back as it was (a visible untick, and a click that seemed lost).
  const [ticking, setTicking] = useState<boolean | null>(null);
  return (
    <TableCheckbox
      className="accent-primary"
      aria-label={`Done: ${milestone.title}`}
      checked={ticking ?? milestone.done}
      busy={ticking !== null}
      onChange={(e) => {
        setTicking(e.target.checked);
        update.mutate(
          { id: milestone.id, done: e.target.checked },
          {
            onSuccess: (m) =>
              toast.success(m.done ? 'Milestone marked done' : 'Milestone marked not done', {
                description: m.title,
              }),
            onError: (err) => toast.error('Failed to update milestone', { description: err.message }),
            // After the refetch (the mutation waits for it), so the box shows the server's answer.
            onSettled: () => setTicking(null),
          },
        );
      }}
    />
  );
}

/** Title, due day, done or not with who ticked it and when; admins tick, edit and delete. */
export function MilestoneTable({
  projectId,
  milestones,
  programme,
  startDate,
  isPending,
  error,
  isAdmin,
  onEdit,
}: {
  projectId: string;
  milestones: Milestone[] | undefined;
  programme: ProgrammeStatus;
  startDate: string | null;
  isPending: boolean;
  error: string | null;
  isAdmin: boolean;
  onEdit: (m: Milestone) => void;
}) {
  const remove = useDeleteMilestone(projectId);
  const today = programme.day ?? 0;
  const columns: ColumnDef<Milestone, never>[] = [
    // Admins tick here; everyone else reads done or not in the Status column.
    ...(isAdmin
      ? [
          {
            id: 'done',
            header: 'Done',
            meta: { className: 'w-16' },
            cell: ({ row }) => <DoneToggle projectId={projectId} milestone={row.original} />,
          } satisfies ColumnDef<Milestone, never>,
        ]
      : []),
    {
      id: 'title',
      header: 'Milestone',
      cell: ({ row }) => <span className="font-medium break-words">{row.original.title}</span>,
    },
    {
      id: 'due',
      header: 'Due',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => {
        const date = dueDate(startDate, row.original.dueDay);
        return (
          <span>
            Day {row.original.dueDay}
            {date && <span className="block text-xs text-muted-foreground">{date}</span>}
          </span>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const m = row.original;
        if (m.done) {
          return (
            <span className="grid gap-0.5">
              <Badge className="w-fit border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
                Done
              </Badge>
              {m.doneBy && m.doneAt && (
                <span className="text-xs text-muted-foreground">
                  by {m.doneBy.name} on <time dateTime={m.doneAt}>{formatDateTime(m.doneAt)}</time>
                </span>
              )}
            </span>
          );
        }
        const overdue = programme.state !== 'unscheduled' && today > m.dueDay;
        return (
          <Badge variant={overdue ? 'destructive' : 'outline'} className="w-fit">
            {overdue ? 'Overdue' : 'Not done'}
          </Badge>
        );
      },
    },
  ];
  if (isAdmin) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      meta: { className: 'text-right', cardLabel: false },
      cell: ({ row }) => {
        const m = row.original;
        return (
          <EditDeleteActions
            of={m.title}
            onEdit={() => onEdit(m)}
            title={`Delete the milestone "${m.title}"?`}
            description="It disappears from the programme and from the founders' dashboard figures."
            onDelete={() =>
              remove.mutate(m.id, {
                onSuccess: () => toast.success('Milestone deleted', { description: m.title }),
                onError: (err) => toast.error('Failed to delete milestone', { description: err.message }),
              })
            }
          />
        );
      },
    });
  }
  return (
    <DataTable
      label="Milestones"
      columns={columns}
      data={milestones}
      isPending={isPending}
      error={error}
      empty={
        isAdmin
          ? 'No milestones yet. Add the first one with its due day.'
          : 'The Hatchery team has not set milestones yet.'
      }
    />
  );
}
