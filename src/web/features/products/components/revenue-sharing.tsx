import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Form, FormInput, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import {
  useCreateDistribution,
  useCreateRevenueTarget,
  useDistributions,
  useMarkTargetAchieved,
  useRevenueProjects,
  useRevenueTargets,
} from '../api';

// Amounts are checked by the server (decimal rules live in the shared schema there); its field
// messages land on these inputs.
const targetFormSchema = z.object({ targetAmount: z.string(), targetDate: z.string() });
const distributionFormSchema = z.object({ amount: z.string(), tokenSymbol: z.string() });

/**
 * Revenue targets (active -> achieved) and profit-sharing distributions (insert only) belong to
 * incubated projects; reachable from the product page with the spec's toasts (§8).
 */
export function RevenueSharing() {
  const projects = useRevenueProjects();
  const [projectId, setProjectId] = useState('');
  return (
    <div className="space-y-4">
      <FormField label="Incubated project">
        <NativeSelect value={projectId} onChange={(e) => setProjectId(e.target.value)}>
          <option value="">Choose a project</option>
          {(projects.data?.projects ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {projectId && (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <RevenueTargets projectId={projectId} />
          <Distributions projectId={projectId} />
        </div>
      )}
    </div>
  );
}

function RevenueTargets({ projectId }: { projectId: string }) {
  const list = useRevenueTargets(projectId);
  const create = useCreateRevenueTarget(projectId);
  const achieve = useMarkTargetAchieved(projectId);
  const form = useZodForm(targetFormSchema, { defaultValues: { targetAmount: '', targetDate: '' } });
  return (
    <section aria-labelledby="targets-heading" className="space-y-3 rounded-lg border p-4">
      <h3 id="targets-heading" className="font-semibold">
        Revenue targets
      </h3>
      <ul className="space-y-2 text-sm">
        {(list.data ?? []).map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t.targetAmount.toLocaleString()}</span> by {t.targetDate}
            <Badge variant={t.status === 'achieved' ? 'default' : 'outline'}>{t.status}</Badge>
            {t.status === 'active' && (
              <Button
                size="sm"
                variant="outline"
                className="ml-auto"
                onClick={() =>
                  achieve.mutate(t.id, {
                    onError: (err) =>
                      toast.error('Failed to update revenue target', { description: err.message }),
                  })
                }
              >
                Mark achieved<span className="sr-only"> ({t.targetDate})</span>
              </Button>
            )}
          </li>
        ))}
        {list.data?.length === 0 && <li className="text-muted-foreground">No targets yet.</li>}
      </ul>
      <Form
        form={form}
        className="grid items-start gap-3 sm:grid-cols-2"
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              toast.success('Revenue target created successfully');
              form.reset();
            },
            onError: (err) => {
              setServerErrors(err, form.setError, ['targetAmount', 'targetDate']);
              toast.error('Failed to create revenue target', { description: err.message });
            },
          })
        }
      >
        <FormInput name="targetAmount" label="Target amount">
          <Input inputMode="decimal" />
        </FormInput>
        <FormInput name="targetDate" label="Target date">
          <Input type="date" />
        </FormInput>
        <Button type="submit" disabled={create.isPending} className="sm:col-span-2 sm:justify-self-start">
          Add revenue target
        </Button>
      </Form>
    </section>
  );
}

function Distributions({ projectId }: { projectId: string }) {
  const list = useDistributions(projectId);
  const create = useCreateDistribution(projectId);
  const form = useZodForm(distributionFormSchema, { defaultValues: { amount: '', tokenSymbol: 'AVAX' } });
  return (
    <section aria-labelledby="distributions-heading" className="space-y-3 rounded-lg border p-4">
      <h3 id="distributions-heading" className="font-semibold">
        Profit-sharing distributions
      </h3>
      <p className="text-xs text-muted-foreground">
        Recorded once; distributions cannot be edited or deleted.
      </p>
      <ul className="space-y-2 text-sm">
        {(list.data ?? []).map((d) => (
          <li key={d.id}>
            <span className="font-medium">
              {d.amount} {d.tokenSymbol}
            </span>{' '}
            on {new Date(d.distributedAt).toLocaleDateString()}
          </li>
        ))}
        {list.data?.length === 0 && <li className="text-muted-foreground">No distributions yet.</li>}
      </ul>
      <Form
        form={form}
        className="grid items-start gap-3 sm:grid-cols-2"
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              toast.success('Profit distribution created successfully');
              form.reset({ amount: '', tokenSymbol: values.tokenSymbol });
            },
            onError: (err) => {
              setServerErrors(err, form.setError, ['amount', 'tokenSymbol']);
              toast.error('Failed to create profit distribution', { description: err.message });
            },
          })
        }
      >
        <FormInput name="amount" label="Amount">
          <Input inputMode="decimal" />
        </FormInput>
        <FormInput name="tokenSymbol" label="Token symbol">
          <Input />
        </FormInput>
        <Button type="submit" disabled={create.isPending} className="sm:col-span-2 sm:justify-self-start">
          Record distribution
        </Button>
      </Form>
    </section>
  );
}
