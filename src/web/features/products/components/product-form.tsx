import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type Product, productSchema } from '~/shared/schemas/products';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Textarea } from '~/web/components/ui/textarea';
import { ApiError, apiJson } from '~/web/lib/api-client';

/** Create or edit a product: name, description, tags (comma separated), active flag. */
export function ProductForm({ product }: { product?: Product }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState(product?.name ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [tags, setTags] = useState(product?.tags.join(', ') ?? '');
  const [isActive, setIsActive] = useState(product?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: unknown) =>
      product
        ? apiJson<Product>(`/api/products/${product.id}`, 'PATCH', body)
        : apiJson<Product>('/api/products', 'POST', body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      toast.success(product ? 'Product updated' : 'Product created', { description: saved.name });
      void navigate(`/products/${saved.id}`);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(product ? 'Failed to update product' : 'Failed to create product', {
        description: err.message,
      });
    },
  });
  return (
    <form
      noValidate
      className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          name,
          description,
          tags: tags
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
          isActive,
        };
        const parsed = productSchema.safeParse(body);
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
          return setErrors(next);
        }
        setErrors({});
        save.mutate(parsed.data);
      }}
    >
      <FormField label="Name" error={errors.name}>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={4} />
      </FormField>
      <FormField label="Tags" error={errors.tags} hint="Comma separated, at most 20.">
        <Input value={tags} onChange={(e) => setTags(e.target.value)} placeholder="DeFi, Token" />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        Active
      </label>
      <div>
        <Button type="submit" variant="brand" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
