import { useState } from 'react';
import { toast } from 'sonner';
import { recusalSchema, type ReviewPanel } from '~/shared/schemas/reviews';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { fieldsOf, Form, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { FormDialog } from '~/web/components/ui/form-dialog';
import { Textarea } from '~/web/components/ui/textarea';
import { useRecuse, useWithdrawRecusal } from '../api';

function RecusalForm({ applicationId, onDone }: { applicationId: string; onDone: () => void }) {
  const form = useZodForm(recusalSchema, { defaultValues: { reason: '' } });
  const recuse = useRecuse(applicationId);
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={({ reason }) =>
        recuse.mutate(reason, {
          onSuccess: () => {
            toast.success('You recused yourself from this application');
            onDone();
          },
          onError: formError(form, fieldsOf(recusalSchema), 'Failed to recuse'),
        })
      }
    >
      <FormInput name="reason" label="Reason" hint="Kept in the application's history">
        <Textarea rows={3} maxLength={1000} />
      </FormInput>
      <FormActions onCancel={onDone} pending={recuse.isPending} pendingLabel="Saving…">
        Recuse myself
      </FormActions>
    </Form>
  );
}

/** Recuse (with a reason) or withdraw a recusal; both are written to the history. */
export function RecusalControl({ applicationId, panel }: { applicationId: string; panel: ReviewPanel }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawRecusal(applicationId);
  if (panel.myRecusal) {
    return (
      <div className="grid gap-2 text-sm">
        <p>
          You recused yourself: <span className="break-words">{panel.myRecusal.reason}</span>
        </p>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" className="w-fit">
              Withdraw recusal
            </Button>
          }
          title="Withdraw your recusal?"
          description="You will be able to score this application again. The history keeps both entries."
          confirmLabel="Withdraw"
          onConfirm={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => toast.success('Recusal withdrawn'),
              onError: (err) => toast.error('Failed to withdraw the recusal', { description: err.message }),
            })
          }
        />
      </div>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" className="w-fit" onClick={() => setOpen(true)}>
        Recuse myself
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Recuse yourself from this application"
        description={
          panel.mine
            ? 'Your score will be withdrawn and you will not be able to score it. You can withdraw the recusal later.'
            : 'You will not be able to score it or be assigned to it. You can withdraw the recusal later.'
        }
      >
        <RecusalForm applicationId={applicationId} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}
