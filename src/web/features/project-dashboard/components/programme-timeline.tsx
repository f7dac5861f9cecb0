import { programmePhases, type ProgrammeStatus } from '~/shared/programme';
import { cn } from '~/web/lib/utils';

/** The three phases of the 100 days, today marked (spec section 1). */
export function ProgrammeTimeline({ programme }: { programme: ProgrammeStatus }) {
  const today = programme.state === 'running' ? programme.day : null;
  return (
    <div className="space-y-2">
      <div className="relative flex h-8 overflow-hidden rounded-md border text-xs font-medium">
        {programmePhases.map((phase) => (
          <div
            key={phase.key}
            style={{ width: `${phase.to - phase.from + 1}%` }}
            className={cn(
              'flex items-center justify-center border-r last:border-r-0',
              programme.phase?.key === phase.key ? 'bg-primary/15 text-foreground' : 'text-muted-foreground',
            )}
          >
            <span className="truncate px-1">
              {phase.label}{' '}
              <span className="hidden sm:inline">
                (days {phase.from}-{phase.to})
              </span>
            </span>
          </div>
        ))}
        {today !== null && (
          <span
            aria-hidden
            className="absolute inset-y-0 w-0.5 bg-primary"
            style={{ left: `calc(${today - 0.5}% - 1px)` }}
          />
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        {programme.state === 'running' && `Today is day ${programme.day} of 100 (${programme.phase?.label}).`}
        {programme.state === 'not_started' && 'The programme has not started yet.'}
        {programme.state === 'completed' && 'The 100-day programme is complete.'}
        {programme.state === 'unscheduled' && 'No programme start date has been set yet.'}
      </p>
    </div>
  );
}
