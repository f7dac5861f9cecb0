import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { type StandardAbi, standardAbiSchema } from '~/shared/schemas/standard-abis';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { Textarea } from '~/web/components/ui/textarea';
import { ApiError, apiJson } from '~/web/lib/api-client';

/** Create or update a library ABI with the spec's toasts (§8). */
export function StandardAbiForm({ abi, onDone }: { abi?: StandardAbi; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(abi?.name ?? '');
  const [contractType, setContractType] = useState(abi?.contractType ?? '');
  const [abiText, setAbiText] = useState(abi ? JSON.stringify(abi.abi, null, 2) : '');
  const [description, setDescription] = useState(abi?.description ?? '');
  const [isActive, setIsActive] = useState(abi?.isActive ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const verb = abi ? 'update' : 'create';
  const save = useMutation({
    mutationFn: (body: unknown) =>
      abi
        ? apiJson(`/api/standard-abis/${abi.id}`, 'PATCH', body)
        : apiJson('/api/standard-abis', 'POST', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['standard-abis'] });
      toast.success(`Standard ABI ${verb}d successfully`);
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(`Failed to ${verb} standard ABI`, { description: err.message });
    },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const body = { name, contractType, abi: abiText, description, isActive };
        const parsed = standardAbiSchema.safeParse(body);
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
          return setErrors(next);
        }
        setErrors({});
        save.mutate(body);
      }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
        <FormField label="Contract type" error={errors.contractType}>
          <Input value={contractType} onChange={(e) => setContractType(e.target.value)} placeholder="ERC20" />
        </FormField>
      </div>
      <FormField label="ABI JSON" error={errors.abi}>
        <Textarea
          value={abiText}
          onChange={(e) => setAbiText(e.target.value)}
          rows={8}
          className="font-mono text-xs"
        />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Input value={description} onChange={(e) => setDescription(e.target.value)} />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />
        Active (offered when registering contracts)
      </label>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {abi ? 'Save ABI' : 'Create ABI'}
        </Button>
      </div>
    </form>
  );
}
