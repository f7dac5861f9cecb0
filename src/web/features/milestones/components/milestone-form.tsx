import { toast } from 'sonner';
import { milestoneCreateSchema, type Milestone } from '~/shared/schemas/milestones';
import { fieldsOf, Form, formError, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { TextField } from '~/web/components/ui/text-field';
import { useCreateMilestone, useUpdateMilestone } from '../api';

/** Add or edit a milestone: the shared schema checks first, the server's field errors land on their inputs. */
export function MilestoneForm({
  projectId,
  milestone,
  onDone,
}: {
  projectId: string;
  milestone?: Milestone;
  onDone: () => void;
}) {
  const form = useZodForm(milestoneCreateSchema, {
    defaultValues: { title: milestone?.title ?? '', dueDay: milestone ? String(milestone.dueDay) : '' },
  });
  const create = useCreateMilestone(projectId);
  const update = useUpdateMilestone(projectId);
  const busy = create.isPending || update.isPending;

  const failed = formError(
    form,
    fieldsOf(milestoneCreateSchema),
    milestone ? 'Failed to update milestone' : 'Failed to add milestone',
  );

  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) => {
        if (milestone) {
          update.mutate(
            { id: milestone.id, ...values },
            {
              onSuccess: () => {
                toast.success('Milestone updated');
                onDone();
              },
              onError: failed,
            },
          );
        } else {
          create.mutate(values, {
            onSuccess: () => {
              toast.success('Milestone added');
              onDone();
            },
            onError: failed,
          });
        }
      }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField name="title" label="Title" autoComplete="off" maxLength={200} />
        <TextField name="dueDay" label="Due day" hint="1 to 100" inputMode="numeric" />
      </div>
      <FormActions onCancel={onDone} pending={busy} pendingLabel="Saving…">
        {milestone ? 'Save milestone' : 'Add milestone'}
      </FormActions>
    </Form>
  );
}
