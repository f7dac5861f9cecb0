import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  applicationStatusLabels,
  type ApplicationDetail,
  type ApplicationStatusValue,
} from '~/shared/applicants';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { Label } from '~/web/components/ui/label';
import { Textarea } from '~/web/components/ui/textarea';
import { ApiError } from '~/web/lib/api-client';
import { useChangeStatus } from '../api';

/** What each transition is called on its button. */
const actionLabel = (from: ApplicationStatusValue, to: ApplicationStatusValue) => {
  if (to === 'under_review') return from === 'submitted' ? 'Start review' : 'Reopen';
  if (to === 'approved') return 'Approve';
  if (to === 'rejected') return 'Reject';
  return applicationStatusLabels[to];
};

/** The transitions the server allows from here, each confirmed, with an optional note for the history. */
export function StatusActions({ detail }: { detail: ApplicationDetail }) {
  const { id, status, name } = detail.application;
  const change = useChangeStatus(id);
  const [target, setTarget] = useState<ApplicationStatusValue | null>(null);
  const [note, setNote] = useState('');
  const noteId = useId();

  const confirm = () => {
    if (!target) return;
    change.mutate(
      { status: target, note: note.trim() || undefined },
      {
        onSuccess: () => setNote(''),
        onError: (err) =>
          toast.error('Status change failed', {
            description: err instanceof ApiError && err.status < 500 ? err.message : 'Please try again.',
            duration: 8000,
          }),
      },
    );
  };

  if (detail.allowedTransitions.length === 0) return null;
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {detail.allowedTransitions.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'approved' ? 'brand' : to === 'rejected' ? 'destructive' : 'outline'}
            disabled={change.isPending}
            onClick={() => setTarget(to)}
          >
            {actionLabel(status, to)}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={
          target && `${actionLabel(status, target)}: change status to ${applicationStatusLabels[target]}?`
        }
        description={
          <>
            {name} moves from {applicationStatusLabels[status]} to {target && applicationStatusLabels[target]}
            . The applicant is e-mailed and every admin is notified.
          </>
        }
        destructive={target === 'rejected'}
        confirmLabel={target && actionLabel(status, target)}
        onConfirm={confirm}
      >
        <div className="grid gap-1.5">
          <Label htmlFor={noteId}>Note for the history (optional)</Label>
          <Textarea id={noteId} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      </ConfirmDialog>
    </>
  );
}
