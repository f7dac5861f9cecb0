import { PROGRAMME_DAYS, programmePhases, type ProgrammeStatus } from '~/shared/programme';
import { cn } from '~/web/lib/utils';

/** A milestone as the timeline marks it: where it is due and whether it is done. */
export interface TimelineMark {
  id: string;
  title: string;
  dueDay: number;
  done: boolean;
}

const at = (day: number) => `calc(${((day - 0.5) / PROGRAMME_DAYS) * 100}% - 1px)`;

export function programmeSentence(programme: ProgrammeStatus): string {
  switch (programme.state) {
    case 'running':
      return `Today is day ${programme.day} of 100 (${programme.phase?.label}).`;
    case 'not_started':
      return 'The programme has not started yet.';
    case 'completed':
      return 'The 100-day programme is complete.';
    case 'unscheduled':
      return 'No programme start date has been set yet.';
  }
}

/**
 * The three phases of the 100 days with today marked (spec section 1), and optionally the
 * milestones as ticks. Screen readers get the phases as an ordered list (the current one
 * marked as the current step) and the sentence below; the drawing itself is decoration.
 */
export function ProgrammeTimeline({
  programme,
  marks = [],
}: {
  programme: ProgrammeStatus;
  marks?: readonly TimelineMark[];
}) {
  const today = programme.state === 'running' ? programme.day : null;
  return (
    <div className="space-y-2">
      <div className="relative">
        <ol
          aria-label="Programme phases"
          className="relative flex h-8 overflow-hidden rounded-md border text-xs font-medium"
        >
          {programmePhases.map((phase) => {
            const current = programme.phase?.key === phase.key;
            return (
              <li
                key={phase.key}
                aria-current={current ? 'step' : undefined}
                style={{ width: `${phase.to - phase.from + 1}%` }}
                className={cn(
                  'flex items-center justify-center border-r last:border-r-0',
                  current ? 'bg-primary/15 text-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="truncate px-1">
                  {phase.label}
                  <span className="sr-only sm:not-sr-only">
                    {' '}
                    (days {phase.from}-{phase.to})
                  </span>
                  {current && <span className="sr-only"> (current phase)</span>}
                </span>
              </li>
            );
          })}
        </ol>
        {/* Today is marked on a strip of its own under the phases, never drawn through a label. */}
        {today !== null && (
          <div aria-hidden className="relative mt-1 h-2 rounded-full bg-muted">
            <span
              className="absolute inset-y-0 left-0 rounded-full bg-primary/40"
              style={{ width: at(today) }}
            />
            <span
              data-testid="timeline-today"
              className="absolute -inset-y-0.5 w-0.5 rounded-full bg-primary"
              style={{ left: at(today) }}
            />
          </div>
        )}
        {marks.length > 0 && (
          <div aria-hidden className="relative mt-1 h-3">
            {marks.map((m) => (
              <span
                key={m.id}
                title={`Day ${m.dueDay}: ${m.title}`}
                className={cn(
                  'absolute top-0 size-2.5 -translate-x-1/2 rounded-full border-2',
                  m.done ? 'border-emerald-600 bg-emerald-600' : 'border-muted-foreground bg-background',
                )}
                style={{ left: at(m.dueDay) }}
              />
            ))}
          </div>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{programmeSentence(programme)}</p>
    </div>
  );
}
