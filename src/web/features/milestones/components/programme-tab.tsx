import { useState } from 'react';
import { milestoneProgress, type Milestone } from '~/shared/schemas/milestones';
import { ProgrammeTimeline } from '~/web/components/programme-timeline';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TitledCard,
} from '~/web/components/ui/card';
import { EditDialog, NewButton, type Editing } from '~/web/components/ui/form-dialog';
import type { ProjectTabProps } from '~/web/features/projects/tab-props';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useMilestones } from '../api';
import { MilestoneForm } from './milestone-form';
import { MilestoneTable } from './milestone-table';
import { ProgrammeStartForm } from './programme-start';
import { calendarDay, longCalendarDayFormat } from '~/web/lib/date-format';

/** The Programme tab: start date, the three phases with today marked, and the milestones. */
export function ProgrammeTab({ project, isAdmin }: ProjectTabProps) {
  const milestones = useMilestones(project.id);
  const [editing, setEditing] = useState<Editing<Milestone>>(null);
  const progress = milestoneProgress(milestones.data ?? []);
  const start = project.onboardingDate;

  return (
    <div className="grid gap-6">
      <TitledCard
        title="100-day programme"
        description={
          start ? (
            <>
              Started on <time dateTime={start}>{calendarDay(start, longCalendarDayFormat)}</time>.
            </>
          ) : isAdmin ? (
            'No start date yet: set it to start counting the 100 days.'
          ) : (
            'The Hatchery team has not set a start date yet.'
          )
        }
        contentClassName="grid gap-4"
      >
        {!start && isAdmin && <ProgrammeStartForm projectId={project.id} />}
        <ProgrammeTimeline programme={project.programme} marks={milestones.data ?? []} />
      </TitledCard>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle className="text-lg">Milestones</CardTitle>
            <CardDescription>
              {milestones.isSuccess && progress.total > 0
                ? `${progress.done} of ${progress.total} done (${progress.percent}%).`
                : isAdmin
                  ? 'Admins set the milestones and tick them when they are reached.'
                  : 'The Hatchery team ticks them as they are reached.'}
            </CardDescription>
          </div>
          {isAdmin && <NewButton onClick={() => setEditing('new')}>Add milestone</NewButton>}
        </CardHeader>
        <CardContent>
          <MilestoneTable
            projectId={project.id}
            milestones={milestones.data}
            programme={project.programme}
            startDate={start}
            isPending={milestones.isPending}
            error={milestones.isError ? queryErrorMessage(milestones.error) : null}
            isAdmin={isAdmin}
            onEdit={setEditing}
          />
        </CardContent>
      </Card>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(m) => (m ? 'Edit milestone' : 'Add milestone')}
        description="A title and the programme day (1 to 100) it is due on."
      >
        {(m) => <MilestoneForm projectId={project.id} milestone={m} onDone={() => setEditing(null)} />}
      </EditDialog>
    </div>
  );
}
