import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ProfitDistribution } from '~/shared/schemas/profit-distributions';
import type { RevenueTarget } from '~/shared/schemas/revenue-targets';
import type { ProjectList } from '~/shared/projects';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { NativeSelect } from '~/web/components/ui/native-select';
import { ApiError, apiFetch, apiJson } from '~/web/lib/api-client';

const fieldErrors = (err: Error) => (err instanceof ApiError && err.fields ? err.fields : {});

/**
 * Revenue targets (active -> achieved) and profit-sharing distributions (insert only) belong to
 * incubated projects; reachable from the product page with the spec's toasts (§8).
 */
export function RevenueSharing() {
  const projects = useQuery({
    queryKey: ['contracts-ui', 'projects'],
    queryFn: () => apiFetch<ProjectList>('/api/projects?limit=100'),
  });
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
  const queryClient = useQueryClient();
  const key = ['revenue-targets', projectId];
  const list = useQuery({
    queryKey: key,
    queryFn: () => apiFetch<RevenueTarget[]>(`/api/revenue-targets?projectId=${projectId}`),
  });
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () =>
      apiJson('/api/revenue-targets', 'POST', { projectId, targetAmount: amount, targetDate: date }),
    onSuccess: () => {
      toast.success('Revenue target created successfully');
      setAmount('');
      setDate('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => {
      setErrors(fieldErrors(err));
      toast.error('Failed to create revenue target', { description: err.message });
    },
  });
  const achieve = useMutation({
    mutationFn: (id: string) => apiJson(`/api/revenue-targets/${id}`, 'PATCH', { status: 'achieved' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
    onError: (err) => toast.error('Failed to update revenue target', { description: err.message }),
  });
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
              <Button size="sm" variant="outline" className="ml-auto" onClick={() => achieve.mutate(t.id)}>
                Mark achieved<span className="sr-only"> ({t.targetDate})</span>
              </Button>
            )}
          </li>
        ))}
        {list.data?.length === 0 && <li className="text-muted-foreground">No targets yet.</li>}
      </ul>
      <form
        noValidate
        className="grid items-start gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <FormField label="Target amount" error={errors.targetAmount}>
          <Input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField label="Target date" error={errors.targetDate}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={create.isPending} className="sm:col-span-2 sm:justify-self-start">
          Add revenue target
        </Button>
      </form>
    </section>
  );
}

function Distributions({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const key = ['profit-distributions', projectId];
  const list = useQuery({
    queryKey: key,
    queryFn: () => apiFetch<ProfitDistribution[]>(`/api/profit-distributions?projectId=${projectId}`),
  });
  const [amount, setAmount] = useState('');
  const [symbol, setSymbol] = useState('AVAX');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () =>
      apiJson('/api/profit-distributions', 'POST', { projectId, amount, tokenSymbol: symbol }),
    onSuccess: () => {
      toast.success('Profit distribution created successfully');
      setAmount('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (err) => {
      setErrors(fieldErrors(err));
      toast.error('Failed to create profit distribution', { description: err.message });
    },
  });
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
      <form
        noValidate
        className="grid items-start gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate();
        }}
      >
        <FormField label="Amount" error={errors.amount}>
          <Input value={amount} inputMode="decimal" onChange={(e) => setAmount(e.target.value)} />
        </FormField>
        <FormField label="Token symbol" error={errors.tokenSymbol}>
          <Input value={symbol} onChange={(e) => setSymbol(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={create.isPending} className="sm:col-span-2 sm:justify-self-start">
          Record distribution
        </Button>
      </form>
    </section>
  );
}
