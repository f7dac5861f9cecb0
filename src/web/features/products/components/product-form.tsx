import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { productSchema } from '~/shared/schemas/products';
import type { Product } from '~/shared/schemas/products';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, FormCheckbox, formError, FormInput, useZodForm } from '~/web/components/ui/form';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';
import { useSaveProduct } from '../api';

/** The product schema with tags typed as one comma-separated line. */
const productFormSchema = productSchema.extend({
  tags: z
    .string()
    .transform((line) =>
      line
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(productSchema.shape.tags.unwrap()),
});

/** Create or edit a product: name, description, tags (comma separated), active flag. */
export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const save = useSaveProduct(product);
  const form = useZodForm(productFormSchema, {
    defaultValues: {
      name: product?.name ?? '',
      description: product?.description ?? '',
      tags: product?.tags.join(', ') ?? '',
      isActive: product?.isActive ?? true,
    },
  });
  return (
    <Form
      form={form}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            toast.success(product ? 'Product updated' : 'Product created', { description: saved.name });
            void navigate(`/products/${saved.id}`);
          },
          onError: formError(
            form,
            fieldsOf(productFormSchema),
            product ? 'Failed to update product' : 'Failed to create product',
          ),
        })
      }
    >
      <TextField name="name" label="Name" />
      <FormInput name="description" label="Description">
        <Textarea rows={4} />
      </FormInput>
      <TextField name="tags" label="Tags" hint="Comma separated, at most 20." placeholder="DeFi, Token" />
      <FormCheckbox name="isActive">Active</FormCheckbox>
      <div>
        <Button type="submit" variant="brand" busy={save.isPending}>
          {save.isPending ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </Button>
      </div>
    </Form>
  );
}
