import { toast } from 'sonner';
import { z } from 'zod';
import { projectCreateSchema } from '~/shared/schemas/projects';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, formError, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';
import { useSetProgrammeStart } from '../api';

// The project's own onboardingDate rule, required here: the form exists to set it.
const startSchema = z.object({
  onboardingDate: projectCreateSchema.shape.onboardingDate.unwrap().unwrap(),
});

/** Admins set the programme's start date when the project has none yet. */
export function ProgrammeStartForm({ projectId }: { projectId: string }) {
  const form = useZodForm(startSchema, { defaultValues: { onboardingDate: '' } });
  const save = useSetProgrammeStart(projectId);
  return (
    <Form
      form={form}
      className="flex flex-wrap items-end gap-3"
      onSubmit={({ onboardingDate }) =>
        save.mutate(onboardingDate, {
          onSuccess: () => toast.success('Programme start date set'),
          onError: formError(form, fieldsOf(startSchema), 'Failed to set the start date'),
        })
      }
    >
      <div className="w-48">
        <TextField name="onboardingDate" label="Programme start date" type="date" />
      </div>
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? 'Saving…' : 'Set start date'}
      </Button>
    </Form>
  );
}
