import { useState } from 'react';
import { toast } from 'sonner';
import { networkUses, type Network } from '~/shared/schemas/networks';
import { Badge } from '~/web/components/ui/badge';
import { DeleteButton, EditButton } from '~/web/components/ui/row-actions';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { EditDialog, NewButton, type Editing } from '~/web/components/ui/form-dialog';
import { QueryState } from '~/web/components/ui/query-state';
import { useDeleteNetwork, useNetworks } from '../api';
import { NetworkForm } from './network-form';
import { NetworkHealthCheck } from './network-health';

/** /network: every network (mainnets first), create/edit in a dialog, delete when unused, health check. */
export function NetworkList() {
  const query = useNetworks();
  const [editing, setEditing] = useState<Editing<Network>>(null);
  const remove = useDeleteNetwork();
  const onDelete = (n: Network) =>
    remove.mutate(n, {
      onSuccess: () => toast.success('Network deleted'),
      onError: (err) => toast.error('Failed to delete network', { description: err.message }),
    });

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <NewButton onClick={() => setEditing('new')}>Add network</NewButton>
      </div>
      <QueryState query={query} skeleton="h-40 w-full">
        {(data) => (
          <ul className="grid gap-3 md:grid-cols-2">
            {data.map((n) => (
              <li key={n.id} className="space-y-3 rounded-lg border bg-card p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="font-semibold">{n.name}</h2>
                  <Badge variant="outline">chain {n.chainId}</Badge>
                  {n.isTestnet && <Badge variant="secondary">Testnet</Badge>}
                  <Badge variant={n.isActive ? 'default' : 'outline'}>
                    {n.isActive ? 'Active' : 'Inactive'}
                  </Badge>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Symbol</dt>
                  <dd>{n.symbol}</dd>
                  <dt className="text-muted-foreground">RPC</dt>
                  <dd className="font-mono text-xs break-all">{n.rpcUrl}</dd>
                  <dt className="text-muted-foreground">Explorer</dt>
                  {n.explorerUrl ? (
                    <dd className="font-mono text-xs break-all">{n.explorerUrl}</dd>
                  ) : (
                    <dd className="text-muted-foreground">None</dd>
                  )}
                  <dt className="text-muted-foreground">Deployments</dt>
                  <dd>{n.deploymentCount}</dd>
                  {n.capitalSourceCount > 0 && (
                    <>
                      <dt className="text-muted-foreground">Capital sources</dt>
                      <dd>{n.capitalSourceCount}</dd>
                    </>
                  )}
                </dl>
                <div className="flex flex-wrap items-start gap-2">
                  <NetworkHealthCheck network={n} />
                  <EditButton of={n.name} onClick={() => setEditing(n)} />
                  <ConfirmDialog
                    trigger={
                      <DeleteButton
                        of={n.name}
                        disabled={!!networkUses(n)}
                        aria-describedby={networkUses(n) ? `network-${n.id}-in-use` : undefined}
                      />
                    }
                    title={`Delete ${n.name}?`}
                    description="Wallets will no longer be offered this network."
                    confirmLabel="Delete"
                    onConfirm={() => onDelete(n)}
                  />
                  {networkUses(n) && (
                    <p id={`network-${n.id}-in-use`} className="basis-full text-xs text-muted-foreground">
                      Can&apos;t delete: in use by {networkUses(n)}. Deactivate it instead.
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(n) => (n ? `Edit ${n.name}` : 'Add network')}
        description="Chain ids are unique; URLs must be http(s)."
      >
        {(n) => <NetworkForm network={n} onDone={() => setEditing(null)} />}
      </EditDialog>
    </div>
  );
}
