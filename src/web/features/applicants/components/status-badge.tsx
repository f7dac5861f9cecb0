import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import type { ApplicationStatusValue } from '~/shared/enums';
import { cn } from '~/web/lib/utils';

const tone: Record<ApplicationStatusValue, string> = {
  submitted: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  under_review: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  changes_requested: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  rejected: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
};

export function StatusBadge({ status, className }: { status: ApplicationStatusValue; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone[status],
        className,
      )}
    >
      {applicationStatusLabels[status]}
    </span>
  );
}
