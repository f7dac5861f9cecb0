import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StandardAbi } from '~/shared/schemas/standard-abis';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { DeleteButton, EditButton } from '~/web/components/ui/row-actions';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { EditDialog, type Editing } from '~/web/components/ui/form-dialog';
import { useDeleteStandardAbi, useStandardAbis } from '../api';
import { StandardAbiForm } from './standard-abi-form';

/** The standard ABIs library (contract_standard_abis): list, create, edit, delete. */
export function StandardAbiLibrary() {
  const query = useStandardAbis(true);
  const [editing, setEditing] = useState<Editing<StandardAbi>>(null);
  const remove = useDeleteStandardAbi();
  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast.success('Standard ABI deleted successfully'),
      onError: (err) => toast.error('Failed to delete standard ABI', { description: err.message }),
    });
  return (
    <section aria-labelledby="library-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="library-heading" className="text-lg font-semibold">
          Standard ABI library
        </h2>
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Add standard ABI
        </Button>
      </div>
      <ul className="divide-y rounded-md border">
        {(query.data ?? []).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2 p-3 text-sm">
            <span className="font-medium">{s.name}</span>
            <Badge variant="outline">{s.contractType}</Badge>
            {!s.isActive && <Badge variant="secondary">Inactive</Badge>}
            <span className="text-muted-foreground">{s.description}</span>
            <span className="ml-auto flex gap-1">
              <EditButton of={s.name} variant="ghost" onClick={() => setEditing(s)} />
              <ConfirmDialog
                trigger={<DeleteButton of={s.name} variant="ghost" />}
                title={`Delete ${s.name}?`}
                description="Contracts registered from it keep their own copy of the ABI."
                confirmLabel="Delete"
                onConfirm={() => onDelete(s.id)}
              />
            </span>
          </li>
        ))}
      </ul>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(abi) => (abi ? `Edit ${abi.name}` : 'Add standard ABI')}
        description="The ABI is validated as when registering a contract."
      >
        {(abi) => <StandardAbiForm abi={abi} onDone={() => setEditing(null)} />}
      </EditDialog>
    </section>
  );
}
