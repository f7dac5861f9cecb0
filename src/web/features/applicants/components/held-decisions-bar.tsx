import { PauseCircle, Send } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { useHeldDecisions, useReleaseHeld } from '../decisions-api';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Above the applicants list while decisions are held: which ones, and 'Release N held decisions',
 * which applies them together and queues their e-mails (sent at the outbox's pace).
 */
export function HeldDecisionsBar() {
  const held = useHeldDecisions().data?.held ?? [];
  const release = useReleaseHeld();
  if (held.length === 0) return null;
  const label = `Release ${plural(held.length, 'held decision')}`;
  return (
    <section
      aria-labelledby="held-decisions-title"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="held-decisions-title" className="flex items-center gap-2 font-semibold">
          <PauseCircle aria-hidden className="size-4" />
          {plural(held.length, 'decision')} held
        </h2>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="brand" busy={release.isPending}>
              <Send aria-hidden />
              {label}
            </Button>
          }
          title={`${label}?`}
          description={`Each application takes its held status now, with a history row, and ${plural(
            held.filter((h) => h.sendEmail).length,
            'applicant is',
            'applicants are',
          )} e-mailed through the outbox, a few a minute.`}
          confirmLabel={label}
          onConfirm={() =>
            release.mutate(undefined, {
              onSuccess: (r) =>
                toast.success('Held decisions released', {
                  description: `${plural(r.released.length, 'decision')} applied, ${plural(r.mailQueued, 'e-mail')} queued.`,
                }),
              onError: (err) => toast.error('Release failed', { description: err.message, duration: 8000 }),
            })
          }
        />
      </div>
      <ul className="flex flex-wrap gap-2 text-sm">
        {held.map((h) => (
          <li key={h.applicationId}>
            <Link
              to={`/admin/applicants/${h.applicationId}`}
              className="inline-flex items-center gap-1 rounded-md border border-amber-300 bg-background/60 px-2 py-0.5 underline-offset-2 hover:underline dark:border-amber-800"
            >
              {h.name}
              <span className="text-xs">→ {applicationStatusLabels[h.toStatus]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** In a list row: 'Held: Approved' when the application has a staged decision. */
export function HeldMark({ id }: { id: string }) {
  const held = useHeldDecisions().data?.held.find((h) => h.applicationId === id);
  if (!held) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-md border border-amber-400 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900 dark:border-amber-700 dark:text-amber-100">
      <PauseCircle aria-hidden className="size-3" />
      Held: {applicationStatusLabels[held.toStatus]}
    </span>
  );
}
