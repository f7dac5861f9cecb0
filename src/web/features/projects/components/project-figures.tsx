import { formatMoney, fundingPercent, labelFrom, NOT_DISCLOSED } from '~/shared/format';
import { capitalSyncStatusLabels } from '~/shared/schemas/capital-sources';
import { PROGRAMME_DAYS, type ProgrammeStatus } from '~/shared/programme';
import type { CapitalSyncHealth } from '~/shared/schemas/projects';
import { Badge } from '~/web/components/ui/badge';
import { cn } from '~/web/lib/utils';
import { formatDateTime, timeAgo } from '~/web/lib/date-format';

/** 'Day 41 of 100' with the programme phase, or why there is no day. */
export function ProgrammeDay({ programme }: { programme: ProgrammeStatus }) {
  if (programme.state === 'unscheduled') return <span className="text-muted-foreground">No start date</span>;
  if (programme.state === 'not_started') return <span className="text-muted-foreground">Not started</span>;
  if (programme.state === 'completed') return <span>Completed</span>;
  return (
    <span className="whitespace-nowrap">
      Day {programme.day} of {PROGRAMME_DAYS}
      {programme.phase && (
        <span className="block text-xs text-muted-foreground">{programme.phase.label}</span>
      )}
    </span>
  );
}

/** Raised against target with a small bar; never '$0 / $0' when nothing is known. */
export function CapitalFigure({ raised, target }: { raised: number | null; target: number | null }) {
  if (!target || target <= 0) {
    return raised ? (
      <span className="whitespace-nowrap">
        {formatMoney(raised)} <span className="text-muted-foreground">raised, no target</span>
      </span>
    ) : (
      <span className="text-muted-foreground">{NOT_DISCLOSED}</span>
    );
  }
  const percent = fundingPercent(raised, target);
  return (
    <span className="grid min-w-28 gap-1">
      <span className="whitespace-nowrap tabular-nums">
        {formatMoney(raised)} / {formatMoney(target)}{' '}
        <span className="text-xs text-muted-foreground">{percent}%</span>
      </span>
      <span aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
        <span className="block h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

const syncStatusLabel = labelFrom(capitalSyncStatusLabels);

const syncTone: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  pending: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  syncing: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

export function RelativeTime({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-muted-foreground">Never</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="whitespace-nowrap">
      {timeAgo(iso)}
    </time>
  );
}

/** The worst status among the project's capital sources and when one was last read. */
export function SyncHealth({ health }: { health: CapitalSyncHealth }) {
  if (!health.status) return <span className="text-muted-foreground">No sources</span>;
  return (
    <span className="grid justify-items-start gap-1">
      <Badge variant="secondary" className={cn(syncTone[health.status])}>
        {syncStatusLabel(health.status)}
        <span className="sr-only">
          {' '}
          ({health.sources} source{health.sources === 1 ? '' : 's'})
        </span>
      </Badge>
      <span className="text-xs text-muted-foreground">
        {health.lastSyncedAt ? (
          <>
            read <RelativeTime iso={health.lastSyncedAt} />
          </>
        ) : (
          'never read'
        )}
      </span>
    </span>
  );
}
