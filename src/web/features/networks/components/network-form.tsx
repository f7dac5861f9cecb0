import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { type Network, networkSchema } from '~/shared/schemas/networks';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { ApiError, apiJson } from '~/web/lib/api-client';

type Draft = {
  name: string;
  chainId: string;
  symbol: string;
  rpcUrl: string;
  explorerUrl: string;
  isTestnet: boolean;
  isActive: boolean;
};

const toDraft = (n?: Network): Draft => ({
  name: n?.name ?? '',
  chainId: n ? String(n.chainId) : '',
  symbol: n?.symbol ?? '',
  rpcUrl: n?.rpcUrl ?? '',
  explorerUrl: n?.explorerUrl ?? '',
  isTestnet: n?.isTestnet ?? false,
  isActive: n?.isActive ?? true,
});

/** Create or edit a network; the shared schema checks first, the server's field errors land on their fields. */
export function NetworkForm({ network, onDone }: { network?: Network; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(network));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: unknown) =>
      network
        ? apiJson<Network>(`/api/networks/${network.id}`, 'PATCH', body)
        : apiJson<Network>('/api/networks', 'POST', body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ['networks'] });
      toast.success(network ? 'Network updated' : 'Network created', { description: saved.name });
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(network ? 'Failed to update network' : 'Failed to create network', {
        description: err.message,
      });
    },
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = networkSchema.safeParse(draft);
        if (!parsed.success) {
          const next: Record<string, string> = {};
          for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
          setErrors(next);
          return;
        }
        setErrors({});
        save.mutate(parsed.data);
      }}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name}>
          <Input value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </FormField>
        <FormField label="Chain id" error={errors.chainId}>
          <Input
            value={draft.chainId}
            inputMode="numeric"
            onChange={(e) => set({ chainId: e.target.value })}
          />
        </FormField>
        <FormField label="Currency symbol" error={errors.symbol}>
          <Input value={draft.symbol} onChange={(e) => set({ symbol: e.target.value })} />
        </FormField>
        <FormField label="Explorer URL" error={errors.explorerUrl}>
          <Input
            value={draft.explorerUrl}
            type="url"
            onChange={(e) => set({ explorerUrl: e.target.value })}
          />
        </FormField>
      </div>
      <FormField
        label="RPC URL"
        error={errors.rpcUrl}
        hint="Public: it is published to wallets (wallet_addEthereumChain). Never put a secret API key in it."
      >
        <Input value={draft.rpcUrl} type="url" onChange={(e) => set({ rpcUrl: e.target.value })} />
      </FormField>
      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.isTestnet}
            onChange={(e) => set({ isTestnet: e.target.checked })}
          />
          Testnet
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(e) => set({ isActive: e.target.checked })}
          />
          Active (listed in the wallet's network switcher)
        </label>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : network ? 'Save network' : 'Create network'}
        </Button>
      </div>
    </form>
  );
}
