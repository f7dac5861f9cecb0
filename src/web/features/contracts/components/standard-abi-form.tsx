import { toast } from 'sonner';
import { type StandardAbi, standardAbiSchema } from '~/shared/schemas/standard-abis';
import { fieldsOf, Form, FormCheckbox, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';
import { useSaveStandardAbi } from '../api';

/** Create or update a library ABI with the spec's toasts (§8). */
export function StandardAbiForm({ abi, onDone }: { abi?: StandardAbi; onDone: () => void }) {
  const save = useSaveStandardAbi(abi);
  const verb = abi ? 'update' : 'create';
  const form = useZodForm(standardAbiSchema, {
    defaultValues: {
      name: abi?.name ?? '',
      contractType: abi?.contractType ?? '',
      abi: abi ? JSON.stringify(abi.abi, null, 2) : '',
      description: abi?.description ?? '',
      isActive: abi?.isActive ?? true,
    },
  });
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: () => {
            toast.success(`Standard ABI ${verb}d successfully`);
            onDone();
          },
          onError: formError(form, fieldsOf(standardAbiSchema), `Failed to ${verb} standard ABI`),
        })
      }
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" />
        <TextField name="contractType" label="Contract type" placeholder="ERC20" />
      </div>
      <FormInput name="abi" label="ABI JSON">
        <Textarea rows={8} className="font-mono text-xs" />
      </FormInput>
      <TextField name="description" label="Description" />
      <FormCheckbox name="isActive">Active (offered when registering contracts)</FormCheckbox>
      <FormActions onCancel={onDone} pending={save.isPending}>
        {abi ? 'Save ABI' : 'Create ABI'}
      </FormActions>
    </Form>
  );
}
