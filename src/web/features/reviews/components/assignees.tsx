import { X } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { assignReviewerSchema, type ReviewPanel } from '~/shared/schemas/reviews';
import { Button } from '~/web/components/ui/button';
import { Form, useZodForm } from '~/web/components/ui/form';
import { Label } from '~/web/components/ui/label';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { useAssignReviewer, useReviewerProgress, useUnassignReviewer } from '../api';

const personName = (p: { name: string | null; email: string | null }) => p.name ?? p.email ?? 'An admin';

/** Who is assigned to review this application; assign another admin or remove one by hand. */
export function Assignees({ applicationId, panel }: { applicationId: string; panel: ReviewPanel }) {
  const reviewers = useReviewerProgress();
  const assign = useAssignReviewer(applicationId);
  const unassign = useUnassignReviewer(applicationId);
  const form = useZodForm(assignReviewerSchema, { defaultValues: { reviewerId: '' } });
  const choice = useWatch({ control: form.control, name: 'reviewerId' });
  const taken = new Set([...panel.assignees.map((a) => a.id), ...panel.recusals.map((r) => r.reviewer.id)]);
  const options = (reviewers.data?.reviewers ?? []).filter((r) => !taken.has(r.id));
  return (
    <div className="grid gap-3 text-sm">
      {panel.assignees.length === 0 ? (
        <p className="text-muted-foreground">No reviewers assigned.</p>
      ) : (
        <ul className="grid gap-1" aria-label="Assigned reviewers">
          {panel.assignees.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                {personName(a)}{' '}
                <span className="text-muted-foreground">{a.scored ? '· scored' : '· not scored yet'}</span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                className="size-8 shrink-0"
                aria-label={`Remove ${personName(a)}`}
                busy={unassign.isPending}
                onClick={() =>
                  unassign.mutate(a.id, {
                    onError: (err) =>
                      toast.error('Failed to remove the reviewer', { description: err.message }),
                  })
                }
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form
        form={form}
        className="flex items-end gap-2"
        onSubmit={({ reviewerId }) =>
          assign.mutate(reviewerId, {
            onSuccess: () => form.reset(),
            onError: (err) => toast.error('Failed to assign the reviewer', { description: err.message }),
          })
        }
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={`assign-${applicationId}`}>Assign a reviewer</Label>
          <NativeSelect id={`assign-${applicationId}`} {...form.register('reviewerId')}>
            <option value="">Choose an admin</option>
            <Options
              items={options}
              value={(r) => r.id}
              label={(r) => (
                <>
                  {personName(r)} ({r.assigned - r.scored} open)
                </>
              )}
            />
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={!choice} busy={assign.isPending}>
          Assign
        </Button>
      </Form>
    </div>
  );
}
