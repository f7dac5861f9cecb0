import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { applicationStatusLabels, canTransition, isHoldable } from '~/shared/schemas/applicant-status';
import type { ApplicationListItem } from '~/shared/schemas/applicants';
import type { ApplicationStatusValue } from '~/shared/enums';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { LabelledControl } from '~/web/components/ui/labelled-control';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { Textarea } from '~/web/components/ui/textarea';
import { CheckRow } from '~/web/components/ui/check-row';
import { ApiError } from '~/web/lib/api-client';
import { useBulkStatus } from '../triage-api';

/** The statuses a selection may be moved to; submitted is where applications start, never a target. */
const targets: ApplicationStatusValue[] = ['under_review', 'approved', 'rejected'];

const plural = (n: number) => `${n} application${n === 1 ? '' : 's'}`;

/**
 * 'Change status' for the selected rows: one status for all, confirmed with an optional note.
 * The server checks every transition first and changes nothing if one is refused; the toast says which.
 */
export function BulkStatusActions({
  selected,
  onDone,
}: {
  /** The selected rows of the page (the selection never spans pages). */
  selected: ApplicationListItem[];
  onDone(): void;
}) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ApplicationStatusValue>('under_review');
  const [note, setNote] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const [hold, setHold] = useState(false);
  const bulk = useBulkStatus();
  const statusId = useId();
  const noteId = useId();
  const refused = selected.filter((a) => !canTransition(a.status, status));
  const to = applicationStatusLabels[status];
  const holding = hold && isHoldable(status);

  const confirm = () =>
    bulk.mutate(
      { ids: selected.map((a) => a.id), status, note: note.trim() || undefined, sendEmail, hold: holding },
      {
        onSuccess: (result) => {
          setNote('');
          onDone();
          const done = holding
            ? `${plural(result.held.length)} held for ${to}`
            : `${plural(result.changed.length)} moved to ${to}`;
          toast.success(done, {
            description: result.failed.length
              ? `${plural(result.failed.length)} changed meanwhile by someone else and were left as they were.`
              : holding
                ? 'Release the held decisions together from the list.'
                : sendEmail
                  ? 'Each applicant is e-mailed and the change is in each history.'
                  : 'The change is in each history; no applicant was e-mailed.',
          });
        },
        onError: (err) => {
          const reasons = err instanceof ApiError && err.fields ? Object.values(err.fields) : [];
          toast.error('No status was changed', {
            description:
              err instanceof ApiError && err.status < 500
                ? [err.message, ...reasons.slice(0, 5)].join('\n')
                : 'Please try again.',
            duration: 10_000,
          });
        },
      },
    );

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-disabled={selected.length === 0 || bulk.isPending}
        onClick={() => setOpen(true)}
      >
        <ArrowRightLeft aria-hidden />
        Change status{selected.length > 0 && ` (${selected.length})`}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Change the status of ${plural(selected.length)}`}
        description="The same rules as a single change: each applicant's e-mail, the history and every admin's notice. If any of them cannot move to the new status, none is changed."
        destructive={status === 'rejected' && !holding}
        confirmLabel={holding ? `Hold as ${to}` : `Move to ${to}`}
        onConfirm={confirm}
      >
        <div className="grid gap-3">
          <LabelledControl id={statusId} label="New status">
            <NativeSelect
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as ApplicationStatusValue)}
            >
              <Options items={targets} label={(s) => applicationStatusLabels[s]} />
            </NativeSelect>
          </LabelledControl>
          {refused.length > 0 && (
            <p role="status" className="text-sm text-destructive">
              {plural(refused.length)} cannot move to {to} from where they are (
              {refused
                .slice(0, 3)
                .map((a) => `${a.name}: ${applicationStatusLabels[a.status]}`)
                .join(', ')}
              {refused.length > 3 ? ', …' : ''}); the change would be refused as a whole.
            </p>
          )}
          <LabelledControl id={noteId} label="Note for each history (optional)">
            <Textarea id={noteId} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
          </LabelledControl>
          <CheckRow checked={sendEmail} onChange={setSendEmail}>
            E-mail the applicants
          </CheckRow>
          {isHoldable(status) && (
            <CheckRow
              checked={hold}
              onChange={setHold}
              hint="Their statuses stay as they are and nobody is e-mailed until you release the held decisions together."
            >
              Hold these decisions
            </CheckRow>
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}
