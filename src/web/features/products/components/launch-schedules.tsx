import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { LaunchSchedule } from '~/shared/schemas/launch-schedules';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { ApiError, apiJson } from '~/web/lib/api-client';

/** A product's launch schedules (planned -> launched) with the spec's toasts (§8). */
export function LaunchSchedules({ productId, rows }: { productId: string; rows: LaunchSchedule[] }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState('');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['products', productId] });
  const create = useMutation({
    mutationFn: () => apiJson('/api/launch-schedules', 'POST', { productId, plannedLaunchDate: date, notes }),
    onSuccess: () => {
      toast.success('Contract launch schedule created successfully');
      setDate('');
      setNotes('');
      setError(undefined);
      void refresh();
    },
    onError: (err) => {
      setError(err instanceof ApiError ? (err.fields?.plannedLaunchDate ?? err.message) : err.message);
      toast.error('Failed to create launch schedule', { description: err.message });
    },
  });
  const launch = useMutation({
    mutationFn: (id: string) => apiJson(`/api/launch-schedules/${id}`, 'PATCH', { status: 'launched' }),
    onSuccess: () => void refresh(),
    onError: (err) => toast.error('Failed to update launch schedule', { description: err.message }),
  });
  return (
    <div className="space-y-3">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No launches planned.</p>
      ) : (
        <ul className="space-y-2">
          {rows.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm">
              <span className="font-medium">{s.plannedLaunchDate}</span>
              <Badge variant={s.status === 'launched' ? 'default' : 'outline'}>{s.status}</Badge>
              {s.notes && <span className="text-muted-foreground">{s.notes}</span>}
              {s.status === 'planned' && (
                <Button size="sm" variant="outline" className="ml-auto" onClick={() => launch.mutate(s.id)}>
                  Mark launched<span className="sr-only"> ({s.plannedLaunchDate})</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="grid items-end gap-3 sm:grid-cols-[auto_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          if (!date) return setError('Planned launch date is required');
          create.mutate();
        }}
      >
        <FormField label="Planned launch date" error={error}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </FormField>
        <FormField label="Notes">
          <Input value={notes} onChange={(e) => setNotes(e.target.value)} />
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          Schedule launch
        </Button>
      </form>
    </div>
  );
}
