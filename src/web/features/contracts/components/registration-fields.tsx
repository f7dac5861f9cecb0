import { useFormState } from 'react-hook-form';
import { addressSchema } from '~/shared/schemas/common';
import { StandardAbiSelect } from '~/web/components/contracts/standard-abi-select';
import { Button } from '~/web/components/ui/button';
import { FormCheckboxItem, FormInput } from '~/web/components/ui/form';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { TextField } from '~/web/components/ui/text-field';
import { Textarea } from '~/web/components/ui/textarea';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useAbiLookup } from '../api';
import type { Registration } from '../use-registration';

type Props = { reg: Registration };

/** The message on `name`, a field of the form or one only the server names (`newProduct`). */
function useErrorOf() {
  const { errors } = useFormState();
  return (name: string) => (errors[name] as { message?: string } | undefined)?.message;
}

export function NetworkFields({ reg }: Props) {
  const networks = (reg.data.networks.data ?? []).filter((n) => n.isActive);
  // A failed load or no active network would leave an empty choice without a word.
  const loadError = reg.data.networks.isError ? queryErrorMessage(reg.data.networks.error) : undefined;
  const none = reg.data.networks.isSuccess && networks.length === 0;
  return (
    <FormInput
      name="networkId"
      label="Network"
      error={loadError}
      hint={
        none
          ? 'No active network yet. Add or activate one on the Network page first.'
          : 'Only active networks can take new contracts.'
      }
    >
      <NativeSelect>
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
    </FormInput>
  );
}

export function AddressFields() {
  return (
    <div className="grid gap-4">
      <TextField
        name="address"
        label="Contract address"
        hint="Checksummed or all lower case; the server checks that contract code exists there."
        placeholder="0x…"
        className="font-mono"
        spellCheck={false}
        autoComplete="off"
      />
      <TextField name="label" label="Label (optional)" placeholder="HATCH token" />
    </div>
  );
}

export function AbiFields({ reg }: Props) {
  const { draft } = reg;
  const check = reg.abiCheck;
  const errorOf = useErrorOf();
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
              <input type="radio" value={value} {...reg.form.register('abiSource')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.abiSource === 'fetched' ? (
        <FetchAbi reg={reg} error={errorOf('abi')} />
      ) : draft.abiSource === 'library' ? (
        <StandardAbiSelect
          library={reg.data.library.data}
          value={draft.standardAbiId}
          onChange={(standardAbiId) => reg.setAbi('standardAbiId', standardAbiId)}
          error={errorOf('standardAbiId')}
        />
      ) : draft.abiSource === 'uploaded' ? (
        <FormField
          label="ABI file (.json)"
          error={errorOf('abi')}
          hint="A plain ABI array or a Hardhat/Foundry artifact."
        >
          <Input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then((text) => reg.setAbi('abi', text));
            }}
          />
        </FormField>
      ) : (
        <FormInput name="abi" label="ABI JSON" hint="A plain ABI array or a Hardhat/Foundry artifact.">
          <Textarea
            rows={8}
            className="font-mono text-xs"
            spellCheck={false}
            placeholder='[{"type":"function","name":"totalSupply",…}]'
          />
        </FormInput>
      )}
      {check?.ok && !errorOf('abi') && (
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
              { onSuccess: (result) => reg.setLookup(result) },
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

export function AdminFunctionFields({ reg }: Props) {
  const { functions } = reg;
  const errorOf = useErrorOf();
  const error = errorOf('adminFunctions');
  if (!functions.length) return <p className="text-sm text-muted-foreground">Choose a valid ABI first.</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        Admin functions (marked in the console; usually owner-only writes)
      </legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {functions.map((f) => (
          <label key={f.signature} className="flex items-center gap-2 font-mono text-xs">
            <FormCheckboxItem name="adminFunctions" value={f.signature} />
            {f.signature}
            <span className="text-muted-foreground">{f.mutability}</span>
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-destructive">{error}</p>}
    </fieldset>
  );
}

export function ProductFields({ reg }: Props) {
  const { draft } = reg;
  const errorOf = useErrorOf();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Product</legend>
      <div className="flex flex-wrap gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="new" {...reg.form.register('productMode')} />
          New product
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="existing" {...reg.form.register('productMode')} />
          Existing product
        </label>
      </div>
      {draft.productMode === 'new' ? (
        <FormInput name="productName" label="Product name" error={errorOf('newProduct')}>
          <Input />
        </FormInput>
      ) : (
        <FormInput name="productId" label="Existing product">
          <NativeSelect>
            <option value="">Choose a product</option>
            <Options items={reg.data.products.data} value={(p) => p.id} label={(p) => p.name} />
          </NativeSelect>
        </FormInput>
      )}
      {errorOf('productId') && draft.productMode === 'new' && (
        <p className="text-sm font-medium text-destructive">{errorOf('productId')}</p>
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
