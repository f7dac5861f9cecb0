import { toast } from 'sonner';
import { z } from 'zod';
import { profitDistributionSchema, type ProfitDistribution } from '~/shared/schemas/profit-distributions';
import { shortAddress } from '~/shared/format';
import { Button } from '~/web/components/ui/button';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { fieldsOf, Form, formError, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';
import { dayFormat } from '~/web/lib/date-format';
import { useCreateDistribution, useDistributions } from '../api';

const distributionSchema = profitDistributionSchema.omit({ projectId: true });
const blank = (v: string) => (v.trim() === '' ? undefined : v);
/** Text as typed, checked by the shared schema (blank optional parts left out). */
const distributionFormSchema = z
  .object({ amount: z.string(), tokenSymbol: z.string(), txHash: z.string(), notes: z.string() })
  .transform((v): z.input<typeof distributionSchema> => ({
    amount: v.amount,
    tokenSymbol: v.tokenSymbol,
    txHash: blank(v.txHash),
    notes: blank(v.notes),
  }))
  .pipe(distributionSchema);

const columns: ColumnDef<ProfitDistribution, never>[] = [
  {
    id: 'amount',
    header: 'Amount',
    meta: { className: 'tabular-nums' },
    cell: ({ row: { original: d } }) => (
      <span className="font-medium">
        {d.amount} {d.tokenSymbol}
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Distributed',
    cell: ({ row }) => dayFormat.format(new Date(row.original.distributedAt)),
  },
  {
    id: 'tx',
    header: 'Transaction',
    cell: ({ row }) =>
      row.original.txHash ? (
        <span className="font-mono text-xs">{shortAddress(row.original.txHash)}</span>
      ) : (
        <span className="text-muted-foreground">Not given</span>
      ),
  },
  {
    id: 'notes',
    header: 'Notes',
    cell: ({ row }) => row.original.notes ?? <span className="text-muted-foreground">None</span>,
  },
];

/** Profit-sharing distributions of a project: recorded once, never edited or deleted (spec §3). */
export function Distributions({ projectId }: { projectId: string }) {
  const list = useDistributions(projectId);
  const create = useCreateDistribution(projectId);
  const empty = { amount: '', tokenSymbol: 'AVAX', txHash: '', notes: '' };
  const form = useZodForm(distributionFormSchema, { defaultValues: empty });
  return (
    <section className="space-y-3">
      <h2 id="distributions-heading" className="text-lg font-semibold">
        Profit-sharing distributions
      </h2>
      <p className="text-sm text-muted-foreground">
        Recorded once; distributions cannot be edited or deleted.
      </p>
      <DataTable
        label="Profit-sharing distributions"
        columns={columns}
        query={list}
        empty="No distributions yet."
      />
      <div className="rounded-lg border bg-card p-4">
        <h3 className="mb-3 font-medium">Record a distribution</h3>
        <Form
          form={form}
          className="grid items-start gap-3 sm:grid-cols-2"
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: () => {
                toast.success('Profit distribution created successfully');
                form.reset({ ...empty, tokenSymbol: values.tokenSymbol });
              },
              onError: formError(
                form,
                fieldsOf(distributionFormSchema),
                'Failed to create profit distribution',
              ),
            })
          }
        >
          <TextField name="amount" label="Amount" inputMode="decimal" />
          <TextField name="tokenSymbol" label="Token symbol" />
          <TextField
            name="txHash"
            label="Transaction hash"
            hint="Optional"
            className="font-mono"
            spellCheck={false}
            autoComplete="off"
          />
          <TextField name="notes" label="Notes" hint="Optional" />
          <Button type="submit" busy={create.isPending} className="sm:col-span-2 sm:justify-self-start">
            Record distribution
          </Button>
        </Form>
      </div>
    </section>
  );
}
