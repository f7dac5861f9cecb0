import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  capitalMeasurementLabels,
  capitalMeasurements,
  capitalSourceCreateSchema,
  capitalSourceTypeLabels,
  capitalSourceTypes,
  usdConversionLabels,
  usdConversions,
  type CapitalMeasurement,
  type CapitalSource,
  type CapitalSourceCreateInput,
  type CapitalSourceType,
  type UsdConversion,
} from '~/shared/schemas/capital-sources';
import { Button } from '~/web/components/ui/button';
import { fieldsOf, Form, FormInput, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { FormField } from '~/web/components/ui/form-field';
import { Input } from '~/web/components/ui/input';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { TextField } from '~/web/components/ui/text-field';
import { deploymentQuery, useDeployments } from '~/web/features/interfaces/api';
import { useNetworks } from '~/web/features/networks/api';
import { useSaveCapitalSource } from '../api';

const blank = (v: string) => (v.trim() === '' ? null : v.trim());
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/**
 * The form holds text as typed; on submit it becomes the shared create schema's input (the parts
 * the chosen measurement and conversion do not use are cleared) and is checked by that schema, so
 * the browser and the server name the same fields with the same messages.
 */
const formSchema = z
  .object({
    contractName: z.string(),
    sourceType: z.string(),
    networkId: z.string(),
    contractAddress: z.string(),
    measurement: z.string(),
    tokenAddress: z.string(),
    functionName: z.string(),
    amountDecimals: z.string(),
    usdConversion: z.string(),
    usdRate: z.string(),
    aggregatorAddress: z.string(),
  })
  .transform((v): CapitalSourceCreateInput => ({
    contractName: v.contractName,
    sourceType: v.sourceType as CapitalSourceType,
    networkId: v.networkId,
    contractAddress: v.contractAddress.trim(),
    measurement: v.measurement as CapitalMeasurement,
    tokenAddress: v.measurement === 'erc20_balance' ? blank(v.tokenAddress) : null,
    functionName: v.measurement === 'view_function' ? blank(v.functionName) : null,
    amountDecimals: v.measurement === 'view_function' ? (numberOrNull(v.amountDecimals) ?? 18) : null,
    usdConversion: v.usdConversion as UsdConversion,
    usdRate: v.usdConversion === 'fixed' ? numberOrNull(v.usdRate) : null,
    aggregatorAddress: v.usdConversion === 'aggregator' ? blank(v.aggregatorAddress) : null,
  }))
  .pipe(capitalSourceCreateSchema);

type FormValues = z.input<typeof formSchema>;

// The server also names the ABI fragment, which is not a field of this form: it picks functions
// from the registered ABI, so that message is shown under the function.
const serverFieldAlias = { abiFragment: 'functionName' } as const;

interface AbiItem {
  type?: string;
  name?: string;
  stateMutability?: string;
  inputs?: unknown[];
  outputs?: Array<{ type?: string }>;
}

/** The functions a capital source can call: views without arguments returning one whole number. */
export function amountFunctions(abi: readonly unknown[]): string[] {
  return (abi as AbiItem[])
    .filter(
      (i) =>
        i.type === 'function' &&
        (i.stateMutability === 'view' || i.stateMutability === 'pure') &&
        (i.inputs?.length ?? 0) === 0 &&
        i.outputs?.length === 1 &&
        /^u?int\d*$/.test(i.outputs[0]?.type ?? ''),
    )
    .map((i) => i.name!)
    .filter((n, idx, all) => all.indexOf(n) === idx);
}

function defaults(source?: CapitalSource): FormValues {
  return {
    contractName: source?.contractName ?? '',
    sourceType: source?.sourceType ?? 'token_sale',
    networkId: source?.networkId ?? '',
    contractAddress: source?.contractAddress ?? '',
    measurement: source?.measurement ?? 'native_balance',
    tokenAddress: source?.tokenAddress ?? '',
    functionName: source?.functionName ?? '',
    amountDecimals: source?.measurement === 'view_function' ? String(source.amountDecimals) : '18',
    usdConversion: source?.usdConversion ?? 'none',
    usdRate: source?.usdRate != null ? String(source.usdRate) : '',
    aggregatorAddress: source?.aggregatorAddress ?? '',
  };
}

/** Add or edit a capital source; the server reads the chain to check it before saving. */
export function CapitalSourceForm({
  projectId,
  source,
  onDone,
}: {
  projectId: string;
  source?: CapitalSource;
  onDone: () => void;
}) {
  const form = useZodForm(formSchema, { defaultValues: defaults(source) });
  const save = useSaveCapitalSource(projectId, source?.id);
  const networks = useNetworks();
  const deployments = useDeployments();
  const [networkId, measurement, usdConversion] = useWatch({
    control: form.control,
    name: ['networkId', 'measurement', 'usdConversion'],
  });
  const [deploymentId, setDeploymentId] = useState('');
  const registered = (deployments.data ?? []).filter((d) => d.networkId === networkId);
  const chosen = useQuery({ ...deploymentQuery(deploymentId), enabled: deploymentId !== '' });
  const functions = chosen.data ? amountFunctions(chosen.data.abi.abi as readonly unknown[]) : [];

  const onSubmit = (values: z.output<typeof formSchema>) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(source ? 'Capital source updated' : 'Capital source added');
        onDone();
      },
      onError: (err) => {
        const placed = setServerErrors(err, form.setError, fieldsOf(formSchema), serverFieldAlias);
        if (placed.length === 0) toast.error('Failed to save capital source', { description: err.message });
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid items-start gap-4 sm:grid-cols-2">
      <TextField name="contractName" label="Name" autoComplete="off" />
      <FormInput name="sourceType" label="Type">
        <NativeSelect>
          <Options items={capitalSourceTypes} label={(t) => capitalSourceTypeLabels[t]} />
        </NativeSelect>
      </FormInput>
      <FormInput name="networkId" label="Network">
        <NativeSelect>
          <option value="">Choose a network</option>
          <Options
            items={networks.data}
            value={(n) => n.id}
            label={(n) => (
              <>
                {n.name} (chain {n.chainId})
              </>
            )}
          />
        </NativeSelect>
      </FormInput>
      <FormField
        label="Registered contract"
        hint={registered.length === 0 ? 'None registered on this network' : 'Fills the address'}
      >
        <NativeSelect
          value={deploymentId}
          disabled={registered.length === 0}
          onChange={(e) => {
            setDeploymentId(e.target.value);
            const d = registered.find((r) => r.id === e.target.value);
            if (d) {
              form.setValue('contractAddress', d.contractAddress, { shouldValidate: false });
              if (!form.getValues('contractName')) form.setValue('contractName', d.label ?? d.abiName);
            }
          }}
        >
          <option value="">Not chosen</option>
          <Options
            items={registered}
            value={(d) => d.id}
            label={(d) => (
              <>
                {d.label ?? d.abiName} ({d.contractAddress.slice(0, 8)}…)
              </>
            )}
          />
        </NativeSelect>
      </FormField>
      <div className="sm:col-span-2">
        <TextField
          name="contractAddress"
          label="Contract address"
          className="font-mono"
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
        />
      </div>
      <FormInput name="measurement" label="Measured as">
        <NativeSelect>
          <Options items={capitalMeasurements} label={(m) => capitalMeasurementLabels[m]} />
        </NativeSelect>
      </FormInput>
      {measurement === 'erc20_balance' && (
        <TextField
          name="tokenAddress"
          label="Token address"
          hint="Its decimals() are read from the chain"
          className="font-mono"
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
        />
      )}
      {measurement === 'view_function' && (
        <>
          <FormInput
            name="functionName"
            label="Function"
            hint={
              functions.length > 0
                ? 'Views of the registered ABI that return an amount'
                : "A view without arguments of the contract's registered ABI"
            }
          >
            {functions.length > 0 ? (
              <NativeSelect>
                <option value="">Choose a function</option>
                <Options items={functions} label={(f) => <>{f}()</>} />
              </NativeSelect>
            ) : (
              <Input className="font-mono" spellCheck={false} autoComplete="off" placeholder="totalRaised" />
            )}
          </FormInput>
          <TextField name="amountDecimals" label="Decimals" inputMode="numeric" />
        </>
      )}
      <FormInput name="usdConversion" label="USD conversion">
        <NativeSelect>
          <Options items={usdConversions} label={(c) => usdConversionLabels[c]} />
        </NativeSelect>
      </FormInput>
      {usdConversion === 'fixed' && <TextField name="usdRate" label="USD per unit" inputMode="decimal" />}
      {usdConversion === 'aggregator' && (
        <TextField
          name="aggregatorAddress"
          label="Aggregator address"
          hint="Same network; latestRoundData()"
          className="font-mono"
          spellCheck={false}
          autoComplete="off"
          placeholder="0x…"
        />
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" variant="brand" busy={save.isPending}>
          {save.isPending ? 'Checking on chain…' : source ? 'Save source' : 'Add source'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
