import { addressSchema } from '~/shared/schemas/common';
import { StandardAbiSelect } from '~/web/components/contracts/standard-abi-select';
import { Button } from '~/web/components/ui/button';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { Textarea } from '~/web/components/ui/textarea';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useAbiLookup } from '../api';
import type { Registration } from '../use-registration';

type Props = { reg: Registration; errors: Record<string, string> };

export function NetworkFields({ reg, errors }: Props) {
  const networks = (reg.data.networks.data ?? []).filter((n) => n.isActive);
  // A failed load or no active network would leave an empty choice without a word.
  const loadError = reg.data.networks.isError ? queryErrorMessage(reg.data.networks.error) : undefined;
  const none = reg.data.networks.isSuccess && networks.length === 0;
  return (
    <FormField
      label="Network"
      error={errors.networkId ?? loadError}
      hint={
        none
          ? 'No active network yet. Add or activate one on the Network page first.'
          : 'Only active networks can take new contracts.'
      }
    >
      <NativeSelect value={reg.draft.networkId} onChange={(e) => reg.update({ networkId: e.target.value })}>
        <option value="">{reg.data.networks.isPending ? 'Loading networks…' : 'Choose a network'}</option>
        <Options
          items={networks}
          value={(n) => n.id}
          label={(n) => (
            <>
              {n.name} (chain {n.chainId}){n.isTestnet ? ' · testnet' : ''}
            </>
          )}
        />
      </NativeSelect>
    </FormField>
  );
}

export function AddressFields({ reg, errors }: Props) {
  return (
    <div className="grid gap-4">
      <FormField
        label="Contract address"
        error={errors.address}
        hint="Checksummed or all lower case; the server checks that contract code exists there."
      >
        <Input
          value={reg.draft.address}
          onChange={(e) => reg.update({ address: e.target.value })}
          placeholder="0x…"
          className="font-mono"
          spellCheck={false}
          autoComplete="off"
        />
      </FormField>
      <FormField label="Label (optional)" error={errors.label}>
        <Input
          value={reg.draft.label}
          onChange={(e) => reg.update({ label: e.target.value })}
          placeholder="HATCH token"
        />
      </FormField>
    </div>
  );
}

export function AbiFields({ reg, errors }: Props) {
  const { draft } = reg;
  const check = reg.abiCheck;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">ABI source</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              ['fetched', 'Fetch verified ABI'],
              ['pasted', 'Paste JSON'],
              ['uploaded', 'Upload JSON file'],
              ['library', 'Standard library'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="abi-source"
                value={value}
                checked={draft.abiSource === value}
                onChange={() => reg.update({ abiSource: value, adminFunctions: [] })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.abiSource === 'fetched' ? (
        <FetchAbi reg={reg} error={errors.abi} />
      ) : draft.abiSource === 'library' ? (
        <StandardAbiSelect
          library={reg.data.library.data}
          value={draft.standardAbiId}
          onChange={(standardAbiId) => reg.update({ standardAbiId, adminFunctions: [] })}
          error={errors.standardAbiId}
        />
      ) : draft.abiSource === 'uploaded' ? (
        <FormField
          label="ABI file (.json)"
          error={errors.abi}
          hint="A plain ABI array or a Hardhat/Foundry artifact."
        >
          <Input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then((text) => reg.update({ abiText: text, adminFunctions: [] }));
            }}
          />
        </FormField>
      ) : (
        <FormField
          label="ABI JSON"
          error={errors.abi}
          hint="A plain ABI array or a Hardhat/Foundry artifact."
        >
          <Textarea
            value={draft.abiText}
            onChange={(e) => reg.update({ abiText: e.target.value, adminFunctions: [] })}
            rows={8}
            className="font-mono text-xs"
            spellCheck={false}
            placeholder='[{"type":"function","name":"totalSupply",…}]'
          />
        </FormField>
      )}
      {check?.ok && !errors.abi && (
        <p className="text-sm text-muted-foreground" role="status">
          Valid ABI: {reg.functions.length} functions.
        </p>
      )}
    </div>
  );
}

/** Fetches the verified ABI of the address from the network's explorer, then Sourcify. */
function FetchAbi({ reg, error }: { reg: Registration; error?: string }) {
  const lookup = useAbiLookup();
  const { draft } = reg;
  const found = draft.lookup?.found ? draft.lookup : null;
  const address = addressSchema.safeParse(draft.address);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={!draft.networkId || !address.success}
          busy={lookup.isPending}
          onClick={() =>
            lookup.mutate(
              { networkId: draft.networkId, address: draft.address.trim() },
              { onSuccess: (result) => reg.update({ lookup: result, adminFunctions: [] }) },
            )
          }
        >
          {lookup.isPending ? 'Fetching…' : 'Fetch from explorer / Sourcify'}
        </Button>
        {(!draft.networkId || !address.success) && (
          <span className="text-xs text-muted-foreground">Choose the network and address first.</span>
        )}
      </div>
      <div aria-live="polite" className="grid gap-1 text-sm">
        {lookup.isError && <p className="text-destructive">{lookup.error.message}</p>}
        {found && (
          <p>
            Found on {found.source === 'explorer' ? 'the explorer' : 'Sourcify'} ({found.verification} match).
          </p>
        )}
        {draft.lookup && !found && <p className="font-medium text-destructive">{draft.lookup.message}</p>}
        {draft.lookup?.proxy && (
          <p className="text-muted-foreground">
            This address is a proxy ({draft.lookup.proxy.kind}) to{' '}
            <span className="font-mono break-all">{draft.lookup.proxy.implementation}</span>: the console adds
            the implementation&apos;s functions.
          </p>
        )}
        {error && !draft.lookup && <p className="font-medium text-destructive">{error}</p>}
      </div>
    </div>
  );
}

export function AdminFunctionFields({ reg, errors }: Props) {
  const { functions, draft } = reg;
  if (!functions.length) return <p className="text-sm text-muted-foreground">Choose a valid ABI first.</p>;
  const toggle = (sig: string, on: boolean) =>
    reg.update({
      adminFunctions: on ? [...draft.adminFunctions, sig] : draft.adminFunctions.filter((s) => s !== sig),
    });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        Admin functions (marked in the console; usually owner-only writes)
      </legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {functions.map((f) => (
          <label key={f.signature} className="flex items-center gap-2 font-mono text-xs">
            <input
              type="checkbox"
              checked={draft.adminFunctions.includes(f.signature)}
              onChange={(e) => toggle(f.signature, e.target.checked)}
            />
            {f.signature}
            <span className="text-muted-foreground">{f.mutability}</span>
          </label>
        ))}
      </div>
      {errors.adminFunctions && (
        <p className="text-sm font-medium text-destructive">{errors.adminFunctions}</p>
      )}
    </fieldset>
  );
}

export function ProductFields({ reg, errors }: Props) {
  const { draft } = reg;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Product</legend>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="product-mode"
            checked={draft.productMode === 'new'}
            onChange={() => reg.update({ productMode: 'new' })}
          />
          New product
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="product-mode"
            checked={draft.productMode === 'existing'}
            onChange={() => reg.update({ productMode: 'existing' })}
          />
          Existing product
        </label>
      </div>
      {draft.productMode === 'new' ? (
        <FormField label="Product name" error={errors.productName ?? errors.newProduct}>
          <Input value={draft.productName} onChange={(e) => reg.update({ productName: e.target.value })} />
        </FormField>
      ) : (
        <FormField label="Existing product" error={errors.productId}>
          <NativeSelect value={draft.productId} onChange={(e) => reg.update({ productId: e.target.value })}>
            <option value="">Choose a product</option>
            <Options items={reg.data.products.data} value={(p) => p.id} label={(p) => p.name} />
          </NativeSelect>
        </FormField>
      )}
      {errors.productId && draft.productMode === 'new' && (
        <p className="text-sm font-medium text-destructive">{errors.productId}</p>
      )}
    </fieldset>
  );
}

export function ReviewSummary({ reg }: { reg: Registration }) {
  const { draft } = reg;
  const network = reg.data.networks.data?.find((n) => n.id === draft.networkId);
  const std = reg.data.library.data?.find((s) => s.id === draft.standardAbiId);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted-foreground">Network</dt>
      <dd>{network ? `${network.name} (${network.chainId})` : '—'}</dd>
      <dt className="text-muted-foreground">Address</dt>
      <dd className="font-mono break-all">{draft.address || '—'}</dd>
      <dt className="text-muted-foreground">Label</dt>
      <dd>{draft.label || '—'}</dd>
      <dt className="text-muted-foreground">ABI</dt>
      <dd>
        {draft.abiSource === 'fetched'
          ? `Fetched from ${draft.lookup?.source ?? '—'} (${draft.lookup?.verification ?? 'not found'})`
          : draft.abiSource === 'library'
            ? `Library: ${std?.name ?? '—'}`
            : draft.abiSource === 'uploaded'
              ? 'Uploaded JSON'
              : 'Pasted JSON'}{' '}
        ({reg.functions.length} functions)
      </dd>
      <dt className="text-muted-foreground">Admin functions</dt>
      <dd className="font-mono text-xs">{draft.adminFunctions.join(', ') || 'none'}</dd>
    </dl>
  );
}
