import { PauseCircle } from 'lucide-react';
import { toast } from 'sonner';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import type { HeldDecision } from '~/shared/schemas/decisions';
import { Button } from '~/web/components/ui/button';
import { useCancelHeld } from '../decisions-api';

/** On the detail view: this application has a staged decision, and who staged it. */
export function HeldDecisionNotice({ id, held }: { id: string; held: HeldDecision }) {
  const cancel = useCancelHeld(id);
  const who = held.heldBy?.name || held.heldBy?.email || 'an admin';
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <span className="flex items-center gap-2">
        <PauseCircle aria-hidden className="size-4 shrink-0" />
        <span>
          Held: {applicationStatusLabels[held.toStatus]} (staged by {who}
          {held.sendEmail ? '' : ', without e-mail'}). It applies when the held decisions are released.
        </span>
      </span>
      <Button
        size="sm"
        variant="outline"
        busy={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast.success('Held decision cancelled'),
            onError: (err) => toast.error('Failed to cancel the held decision', { description: err.message }),
          })
        }
      >
        Cancel held decision
      </Button>
    </div>
  );
}
