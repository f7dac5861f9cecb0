import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import type { ApplicationFilters } from '~/shared/schemas/applicant-filters';
import { autoAssignSchema, bulkAssignSchema, type AssignResult } from '~/shared/schemas/reviews';
import { Button } from '~/web/components/ui/button';
import { Form, FormCheckboxItem, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { FormDialog } from '~/web/components/ui/form-dialog';
import { Input } from '~/web/components/ui/input';
import { Label } from '~/web/components/ui/label';
import { useAutoAssign, useBulkAssign, useReviewerProgress } from '../api';

const personName = (p: { name: string | null; email: string | null }) => p.name ?? p.email ?? 'An admin';

function resultMessage(r: AssignResult) {
  const base = `${r.created} assignment${r.created === 1 ? '' : 's'} made`;
  return r.shortfall > 0
    ? `${base}; ${r.shortfall} application${r.shortfall === 1 ? '' : 's'} could not get every reviewer (recusals or too few admins)`
    : base;
}

/** The dialog's choice: N reviews each, automatically, or the admins ticked (the target is the page's). */
const assignFormSchema = z.discriminatedUnion('mode', [
  autoAssignSchema.pick({ reviewsPerApplication: true }).extend({ mode: z.literal('auto') }),
  bulkAssignSchema.pick({ reviewerIds: true }).extend({ mode: z.literal('chosen') }),
]);
// Both choices' fields, so switching keeps what was typed or ticked.
const blank = { mode: 'auto' as const, reviewsPerApplication: '2', reviewerIds: [] as string[] };

/**
 * Assign reviewers to the selected applications, or to every application the filters match:
 * chosen admins, or automatically N each balanced by open load.
 */
function AssignForm({
  selected,
  filters,
  onDone,
}: {
  selected: string[];
  filters: Partial<ApplicationFilters>;
  onDone: () => void;
}) {
  const reviewers = useReviewerProgress();
  const bulk = useBulkAssign();
  const auto = useAutoAssign();
  const form = useZodForm(assignFormSchema, { defaultValues: blank });
  const mode = useWatch({ control: form.control, name: 'mode' });
  // One message for the dialog: the server's, or the current choice's.
  const error =
    form.formState.errors.root?.server?.message ??
    form.getFieldState(mode === 'auto' ? 'reviewsPerApplication' : 'reviewerIds', form.formState).error
      ?.message;
  const target = selected.length > 0 ? { ids: selected } : { filters: filters as ApplicationFilters };
  const busy = bulk.isPending || auto.isPending;
  const handlers = {
    onSuccess: (r: AssignResult) => {
      toast.success('Reviewers assigned', { description: resultMessage(r) });
      onDone();
    },
    onError: (err: Error) => {
      form.setError('root.server', { message: err.message });
      toast.error('Failed to assign reviewers', { description: err.message });
    },
  };
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) =>
        values.mode === 'auto'
          ? auto.mutate({ target, reviewsPerApplication: values.reviewsPerApplication }, handlers)
          : bulk.mutate({ target, reviewerIds: values.reviewerIds }, handlers)
      }
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">How</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="auto" {...form.register('mode')} />
          Automatically, balanced by each admin's open reviews (never a recused admin)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="chosen" {...form.register('mode')} />
          These admins
        </label>
      </fieldset>
      {mode === 'auto' ? (
        <div className="grid gap-2">
          <Label htmlFor="reviews-per-application">Reviews per application</Label>
          <Input
            id="reviews-per-application"
            inputMode="numeric"
            className="w-24"
            {...form.register('reviewsPerApplication')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'assign-error' : undefined}
          />
        </div>
      ) : (
        <fieldset className="grid gap-1" aria-describedby={error ? 'assign-error' : undefined}>
          <legend className="mb-1 text-sm font-medium">Reviewers</legend>
          {(reviewers.data?.reviewers ?? []).map((r) => (
            <label key={r.id} className="flex items-center gap-2 text-sm">
              <FormCheckboxItem name="reviewerIds" value={r.id} />
              {personName(r)} <span className="text-muted-foreground">({r.assigned - r.scored} open)</span>
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="assign-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <FormActions onCancel={onDone} pending={busy} pendingLabel="Assigning…">
        Assign
      </FormActions>
    </Form>
  );
}

export function AssignActions({
  selected,
  filters,
}: {
  selected: string[];
  filters: Partial<ApplicationFilters>;
}) {
  const [open, setOpen] = useState(false);
  const scope =
    selected.length > 0
      ? `the ${selected.length} selected application${selected.length === 1 ? '' : 's'}`
      : 'every application matching the filters';
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {selected.length > 0 ? `Assign reviewers (${selected.length})` : 'Assign reviewers'}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Assign reviewers"
        description={`Applies to ${scope}. Existing assignments are kept.`}
      >
        <AssignForm selected={selected} filters={filters} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}
