import { toast } from 'sonner';
import { launchScheduleFormSchema, type LaunchSchedule } from '~/shared/schemas/launch-schedules';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';
import { useCreateLaunchSchedule, useMarkLaunched } from '../api';

/** A product's launch schedules (planned -> launched) with the spec's toasts (§8). */
export function LaunchSchedules({ productId, rows }: { productId: string; rows: LaunchSchedule[] }) {
  const create = useCreateLaunchSchedule(productId);
  const launch = useMarkLaunched(productId);
  const form = useZodForm(launchScheduleFormSchema, { defaultValues: { plannedLaunchDate: '', notes: '' } });
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
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-auto"
                  onClick={() =>
                    launch.mutate(s.id, {
                      onError: (err) =>
                        toast.error('Failed to update launch schedule', { description: err.message }),
                    })
                  }
                >
                  Mark launched<span className="sr-only"> ({s.plannedLaunchDate})</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Form
        form={form}
        className="grid items-end gap-3 sm:grid-cols-[auto_1fr_auto]"
        onSubmit={(values) =>
          create.mutate(values, {
            onSuccess: () => {
              toast.success('Contract launch schedule created successfully');
              form.reset();
            },
            onError: (err) => {
              if (!setServerErrors(err, form.setError, fieldsOf(launchScheduleFormSchema)).length)
                form.setError('plannedLaunchDate', { type: 'server', message: err.message });
              toast.error('Failed to create launch schedule', { description: err.message });
            },
          })
        }
      >
        <TextField name="plannedLaunchDate" label="Planned launch date" type="date" />
        <TextField name="notes" label="Notes" />
        <Button type="submit" busy={create.isPending}>
          Schedule launch
        </Button>
      </Form>
    </div>
  );
}
