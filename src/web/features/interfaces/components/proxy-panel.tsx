import { AlertTriangle } from 'lucide-react';
import { implementationAbiSchema, type ProxyInfo } from '~/shared/schemas/contracts';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Form, FormInput, setServerErrors, useZodForm } from '~/web/components/ui/form';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Textarea } from '~/web/components/ui/textarea';
import { ApiError } from '~/web/lib/api-client';
import { ExplorerLink } from '~/web/components/contracts/explorer-link';
import { explorerAddressUrl } from '~/web/lib/chain-format';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useSaveImplementationAbi, type useProxyInfo } from '../api';

const kindLabel: Record<NonNullable<ProxyInfo['kind']>, string> = {
  eip1967: 'EIP-1967 proxy',
  beacon: 'EIP-1967 beacon proxy',
  eip1822: 'EIP-1822 (UUPS) proxy',
  eip1167: 'EIP-1167 minimal proxy',
};

const fromLabel: Record<NonNullable<ProxyInfo['implementationAbi']>['from'], string> = {
  registered: 'registered contract',
  explorer: 'explorer (verified)',
  sourcify: 'Sourcify (verified)',
  pasted: 'pasted',
  uploaded: 'uploaded',
};

/**
 * What the chain says about the proxy now: kind, implementation, admin, an upgrade since
 * registration, and where the implementation's ABI came from (or a box to paste it).
 */
export function ProxyPanel({
  deployment,
  query,
}: {
  deployment: DeploymentDetail;
  query: ReturnType<typeof useProxyInfo>;
}) {
  if (query.isPending) {
    return deployment.proxyKind ? <Skeleton className="h-20 w-full" /> : null;
  }
  if (query.isError) {
    // A 502 NETWORK_ERROR is the network's RPC failing, not this server: its message names the
    // network, which tells the admin more than the generic 5xx text.
    const rpcDown =
      query.error instanceof ApiError && query.error.status === 502 && query.error.code === 'NETWORK_ERROR';
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not check the proxy: {rpcDown ? query.error.message : queryErrorMessage(query.error)}
      </p>
    );
  }
  const info = query.data;
  if (!info.isProxy) return null;
  const explorer = deployment.network.explorerUrl;
  return (
    <section aria-labelledby="proxy-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="proxy-heading" className="font-semibold">
          Proxy
        </h2>
        <Badge variant="outline">{kindLabel[info.kind!]}</Badge>
        {info.implementationAbi && (
          <span className="text-sm text-muted-foreground">
            Functions from the implementation ({fromLabel[info.implementationAbi.from]}) and the proxy
          </span>
        )}
      </div>
      {info.upgraded && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-500/60 bg-amber-500/10 p-3 text-sm"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>
            The implementation changed since registration (an upgrade happened): it was{' '}
            <span className="font-mono break-all">{info.registeredImplementation}</span>, it is now{' '}
            <span className="font-mono break-all">{info.implementation}</span>. Check the functions below
            before writing.
          </p>
        </div>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Address label="Implementation" address={info.implementation} explorer={explorer} />
        <Address label="Admin" address={info.admin} explorer={explorer} />
        {info.beacon && <Address label="Beacon" address={info.beacon} explorer={explorer} />}
      </dl>
      {!info.implementationAbi && <ImplementationAbiBox id={deployment.id} message={info.abiMessage} />}
    </section>
  );
}

function Address({
  label,
  address,
  explorer,
}: {
  label: string;
  address: string | null;
  explorer: string | null;
}) {
  const href = address ? explorerAddressUrl(explorer, address) : null;
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-mono text-xs break-all">
        {address ? (
          <ExplorerLink href={href}>{address}</ExplorerLink>
        ) : (
          <span className="text-muted-foreground">not set</span>
        )}
      </dd>
    </>
  );
}

/** The implementation's ABI, asked for right here when no registered contract, explorer or Sourcify has it. */
function ImplementationAbiBox({ id, message }: { id: string; message: string | null }) {
  const save = useSaveImplementationAbi(id);
  const form = useZodForm(implementationAbiSchema, { defaultValues: { abiSource: 'pasted', abi: '' } });
  return (
    <Form
      form={form}
      className="space-y-2"
      onSubmit={(values) =>
        save.mutate(values, {
          onError: (err) => {
            // Only the ABI has an input (the source is always 'pasted' here): every refusal is shown
            // under it.
            if (!setServerErrors(err, form.setError, ['abi']).length)
              form.setError('abi', { message: err.message });
          },
        })
      }
    >
      {message && <p className="text-sm text-muted-foreground">{message}</p>}
      <FormInput
        name="abi"
        label="Implementation ABI JSON"
        hint="Paste the implementation's ABI (or a Hardhat/Foundry artifact); the console then shows its functions."
      >
        <Textarea rows={4} className="font-mono text-xs" spellCheck={false} />
      </FormInput>
      <Button type="submit" size="sm" busy={save.isPending}>
        {save.isPending ? 'Saving…' : 'Use this ABI'}
      </Button>
    </Form>
  );
}
