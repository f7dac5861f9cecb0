import { toast } from 'sonner';
import { type Network, networkSchema, networkUses } from '~/shared/schemas/networks';
import { fieldsOf, Form, FormCheckbox, formError, useZodForm } from '~/web/components/ui/form';
import { FormActions } from '~/web/components/ui/form-actions';
import { TextField } from '~/web/components/ui/text-field';
import { useSaveNetwork } from '../api';

// The schema's fields but the multicall address, which this form has no input for: a server
// message about it goes to the toast.
const inputFields = fieldsOf(networkSchema).filter((name) => name !== 'multicallAddress');

/** Create or edit a network; the shared schema checks first, the server's field errors land on their fields. */
export function NetworkForm({ network, onDone }: { network?: Network; onDone: () => void }) {
  const form = useZodForm(networkSchema, {
    defaultValues: {
      name: network?.name ?? '',
      chainId: network ? String(network.chainId) : '',
      symbol: network?.symbol ?? '',
      rpcUrl: network?.rpcUrl ?? '',
      explorerUrl: network?.explorerUrl ?? '',
      explorerApiUrl: network?.explorerApiUrl ?? '',
      explorerApiKey: '',
      isTestnet: network?.isTestnet ?? false,
      isActive: network?.isActive ?? true,
    },
  });
  const save = useSaveNetwork(network);
  // The server refuses a new chain id while deployments or capital sources use the network; say so before typing.
  const uses = network ? networkUses(network) : null;

  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={(values) =>
        // The stored key is never sent back: a blank key field on edit keeps it.
        save.mutate(network && !values.explorerApiKey ? { ...values, explorerApiKey: undefined } : values, {
          onSuccess: (saved) => {
            toast.success(network ? 'Network updated' : 'Network created', { description: saved.name });
            onDone();
          },
          onError: formError(
            form,
            inputFields,
            network ? 'Failed to update network' : 'Failed to create network',
          ),
        })
      }
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" />
        <TextField
          name="chainId"
          label="Chain id"
          inputMode="numeric"
          readOnly={!!uses}
          hint={uses ? `Fixed: ${uses} were checked on this chain.` : undefined}
        />
        <TextField name="symbol" label="Currency symbol" />
        <TextField
          name="explorerUrl"
          label="Explorer URL (optional)"
          hint="Leave blank for a chain without one (a local node): addresses and hashes are then shown unlinked."
          type="url"
        />
      </div>
      <TextField
        name="rpcUrl"
        label="RPC URL"
        hint="Public: it is published to wallets (wallet_addEthereumChain). Never put a secret API key in it."
        type="url"
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          name="explorerApiUrl"
          label="Explorer API URL (optional)"
          hint="Etherscan-compatible (module=contract&action=getabi), e.g. Routescan's …/etherscan/api. Used to fetch verified ABIs."
          type="url"
        />
        <TextField
          name="explorerApiKey"
          label="Explorer API key (optional)"
          hint={
            network?.hasExplorerApiKey
              ? 'A key is stored; leave blank to keep it. Only the server sees it.'
              : 'Only the server sees it; it is never sent to browsers.'
          }
          type="password"
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap gap-6">
        <FormCheckbox name="isTestnet">Testnet</FormCheckbox>
        <FormCheckbox name="isActive">Active (listed in the wallet&apos;s network switcher)</FormCheckbox>
      </div>
      <FormActions onCancel={onDone} pending={save.isPending} pendingLabel="Saving…">
        {network ? 'Save network' : 'Create network'}
      </FormActions>
    </Form>
  );
}
