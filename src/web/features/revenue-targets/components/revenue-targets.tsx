import { useState } from 'react';
import { toast } from 'sonner';
import {
  revenueTargetSchema,
  revenueTargetStatusLabels,
  type RevenueTarget,
} from '~/shared/schemas/revenue-targets';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { DeleteButton, EditButton } from '~/web/components/ui/row-actions';
import { DeleteDialog } from '~/web/components/ui/confirm-dialog';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { fieldsOf, Form, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { FormDialog } from '~/web/components/ui/form-dialog';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';
import { calendarDay } from '~/web/lib/date-format';
import {
  useCreateRevenueTarget,
  useDeleteRevenueTarget,
  useRevenueTargets,
  useUpdateRevenueTarget,
} from '../api';

const targetFormSchema = revenueTargetSchema.omit({ projectId: true });
// Targets are US dollars (numeric(20, 2)): whole dollars show no cents, others show both digits.
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** A project's revenue targets (active -> achieved), ordered by target date; admins only. */
export function RevenueTargets({ projectId }: { projectId: string }) {
  const list = useRevenueTargets(projectId);
  const update = useUpdateRevenueTarget(projectId);
  const remove = useDeleteRevenueTarget(projectId);
  const [editing, setEditing] = useState<RevenueTarget | null>(null);
  const [deleting, setDeleting] = useState<RevenueTarget | null>(null);

  const columns: ColumnDef<RevenueTarget, never>[] = [
    {
      id: 'amount',
      header: 'Target amount',
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => <span className="font-medium">{usd(row.original.targetAmount)}</span>,
    },
    { id: 'date', header: 'Target date', cell: ({ row }) => calendarDay(row.original.targetDate) },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: t } }) => (
        <Badge variant={t.status === 'achieved' ? 'default' : 'outline'}>
          {revenueTargetStatusLabels[t.status]}
        </Badge>
      ),
    },
    {
      id: 'notes',
      header: 'Notes',
      cell: ({ row }) => row.original.notes ?? <span className="text-muted-foreground">None</span>,
    },
    {
      id: 'actions',
      header: 'Actions',
      meta: { className: 'md:text-right', cardLabel: false },
      cell: ({ row: { original: t } }) => (
        <div className="flex flex-wrap gap-2 md:justify-end">
          {t.status === 'active' && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                update.mutate(
                  { id: t.id, status: 'achieved' },
                  {
                    onError: (err) =>
                      toast.error('Failed to update revenue target', { description: err.message }),
                  },
                )
              }
            >
              Mark achieved<span className="sr-only"> ({calendarDay(t.targetDate)})</span>
            </Button>
          )}
          <EditButton of={`target of ${calendarDay(t.targetDate)}`} onClick={() => setEditing(t)} />
          <DeleteButton of={`target of ${calendarDay(t.targetDate)}`} onClick={() => setDeleting(t)} />
        </div>
      ),
    },
  ];

  return (
    <section className="space-y-3">
      <h2 id="targets-heading" className="text-lg font-semibold">
        Revenue targets
      </h2>
      <DataTable label="Revenue targets" columns={columns} query={list} empty="No targets yet." />
      <div className="rounded-lg border bg-card p-4">
        <h3 className="mb-3 font-medium">New revenue target</h3>
        <TargetForm projectId={projectId} />
      </div>
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit revenue target"
        description="An achieved target stays achieved."
      >
        {editing && <TargetForm projectId={projectId} target={editing} onDone={() => setEditing(null)} />}
      </FormDialog>
      <DeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Delete this revenue target?"
        description={
          deleting
            ? `The target of ${usd(deleting.targetAmount)} by ${calendarDay(deleting.targetDate)}.`
            : ''
        }
        onDelete={(t) =>
          remove.mutate(t.id, {
            onSuccess: () => toast.success('Revenue target deleted'),
            onError: (err) => toast.error('Failed to delete revenue target', { description: err.message }),
          })
        }
      />
    </section>
  );
}

function TargetForm({
  projectId,
  target,
  onDone,
}: {
  projectId: string;
  target?: RevenueTarget;
  onDone?: () => void;
}) {
  const create = useCreateRevenueTarget(projectId);
  const update = useUpdateRevenueTarget(projectId);
  const empty = { targetAmount: '', targetDate: '', notes: '' };
  const form = useZodForm(targetFormSchema, {
    defaultValues: target
      ? {
          targetAmount: String(target.targetAmount),
          targetDate: target.targetDate,
          notes: target.notes ?? '',
        }
      : empty,
  });
  const pending = create.isPending || update.isPending;
  return (
    <Form
      form={form}
      className="grid items-start gap-3 sm:grid-cols-2"
      onSubmit={(values) => {
        const onError = formError(
          form,
          fieldsOf(targetFormSchema),
          target ? 'Failed to update revenue target' : 'Failed to create revenue target',
        );
        if (target) {
          update.mutate(
            { id: target.id, ...values },
            {
              onSuccess: () => {
                toast.success('Revenue target updated');
                onDone?.();
              },
              onError,
            },
          );
        } else {
          create.mutate(values, {
            onSuccess: () => {
              toast.success('Revenue target created successfully');
              form.reset(empty);
            },
            onError,
          });
        }
      }}
    >
      <TextField name="targetAmount" label="Target amount (USD)" inputMode="decimal" />
      <TextField name="targetDate" label="Target date" type="date" />
      <div className="sm:col-span-2">
        <FormInput name="notes" label="Notes">
          <Textarea rows={2} />
        </FormInput>
      </div>
      <Button type="submit" disabled={pending} className="sm:col-span-2 sm:justify-self-start">
        {target ? 'Save target' : 'Add revenue target'}
      </Button>
    </Form>
  );
}
