import { toast } from 'sonner';
import { rubricCategorySchema, type RubricCategory } from '~/shared/schemas/reviews';
import { fieldsOf, Form, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';
import { useCreateCategory, useUpdateCategory } from '../api';

/** Add or edit a rubric category: the shared schema checks first, server field errors land on their inputs. */
export function RubricCategoryForm({ category, onDone }: { category?: RubricCategory; onDone: () => void }) {
  const form = useZodForm(rubricCategorySchema, {
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      weight: category ? String(category.weight) : '1',
      ...(category ? { position: String(category.position) } : {}),
    },
  });
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const busy = create.isPending || update.isPending;
  const done = (message: string) => () => {
    toast.success(message);
    onDone();
  };
  const failed = formError(
    form,
    fieldsOf(rubricCategorySchema),
    category ? 'Failed to update category' : 'Failed to add category',
  );

  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) =>
        category
          ? update.mutate(
              { id: category.id, ...values },
              { onSuccess: done('Category updated'), onError: failed },
            )
          : create.mutate(values, { onSuccess: done('Category added'), onError: failed })
      }
    >
      <TextField name="name" label="Name" autoComplete="off" maxLength={80} />
      <FormInput name="description" label="Description" hint="What reviewers should judge (optional)">
        <Textarea rows={3} maxLength={500} />
      </FormInput>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          name="weight"
          label="Weight"
          hint="Greater than 0; 2 counts twice as much as 1"
          inputMode="decimal"
        />
        {category && (
          <TextField name="position" label="Position" hint="Lower comes first" inputMode="numeric" />
        )}
      </div>
      <FormActions onCancel={onDone} pending={busy} pendingLabel="Saving…">
        {category ? 'Save category' : 'Add category'}
      </FormActions>
    </Form>
  );
}
