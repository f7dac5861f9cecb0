import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useConnection } from 'wagmi';
import { writeFunctions } from '~/shared/abi';
import type { AccessState } from '~/shared/schemas/access';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Section } from '~/web/components/ui/section';
import { QueryFallback } from '~/web/components/ui/query-state';
import { ExplorerLink } from '~/web/components/contracts/explorer-link';
import { explorerTxUrl } from '~/web/lib/chain-format';
import { useAccess } from '../../contract-access/api';
import { useJournal } from '../api';
import { useUnlinkedWalletGuard } from './unlinked-wallet-guard';
import { WriteFunction } from './write-tab';
import { formatDateTime } from '~/web/lib/date-format';

const ZERO = /^0x0{40}$/i;
const ACCESS_FUNCTIONS = ['transferOwnership', 'grantRole', 'revokeRole', 'renounceOwnership'];

function When({
  at,
  explorer,
}: {
  at: { blockNumber: number; blockTime: string | null; txHash: string };
  explorer: string | null;
}) {
  return (
    <ExplorerLink
      href={explorerTxUrl(explorer, at.txHash)}
      note="(opens the transaction in the explorer)"
      className="text-xs text-muted-foreground underline"
    >
      block {at.blockNumber}
      {at.blockTime ? ` · ${formatDateTime(at.blockTime)}` : ''}
    </ExplorerLink>
  );
}

function IndexStatus({ state }: { state: AccessState }) {
  if (state.indexError)
    return (
      <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
        Could not read new blocks ({state.indexError}); showing what was indexed up to block{' '}
        {state.indexedToBlock ?? 'none'}.
      </p>
    );
  const behind =
    state.headBlock !== null &&
    state.indexedToBlock !== null &&
    state.indexedToBlock < state.headBlock - state.confirmations;
  return (
    <p className="text-sm text-muted-foreground">
      From the contract&apos;s logs up to block {state.indexedToBlock ?? '—'}
      {state.headBlock !== null
        ? ` (latest ${state.headBlock}; changes show after ${state.confirmations} confirmation${state.confirmations === 1 ? '' : 's'})`
        : ''}
      {behind ? '. Still catching up: reload in a moment.' : '.'}
    </p>
  );
}

/** Owner and AccessControl members (indexed from events, since they cannot be listed on chain) and the forms that change them. */
export function RolesTab({ deployment }: { deployment: DeploymentDetail }) {
  const access = useAccess(deployment.id);
  const journal = useJournal(deployment.id);
  const explorer = deployment.network.explorerUrl;
  const { status, chainId, address } = useConnection();
  const ready = status === 'connected' && chainId === deployment.chainId;
  // Role and ownership changes ask first from an unlinked wallet, like every other write.
  const guard = useUnlinkedWalletGuard(status === 'connected' ? address : undefined);
  const { refetch } = access;
  // A write from the forms below lands in the journal; read the logs again when it does.
  useEffect(() => {
    if (journal.dataUpdatedAt) void refetch();
  }, [journal.dataUpdatedAt, refetch]);

  if (!access.isSuccess) return <QueryFallback query={access} skeleton="h-48 w-full" />;
  const state = access.data;
  if (!state.hasOwnership && !state.hasRoles)
    return (
      <p className="text-muted-foreground">
        This ABI has neither Ownable nor AccessControl functions or events.
      </p>
    );
  const forms = writeFunctions(deployment.abi.abi).filter((fn) => ACCESS_FUNCTIONS.includes(fn.name));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <IndexStatus state={state} />
        <Button
          size="sm"
          variant="outline"
          onClick={() => void access.refetch()}
          disabled={access.isFetching}
        >
          <RefreshCw aria-hidden /> {access.isFetching ? 'Reading…' : 'Refresh'}
        </Button>
      </div>
      {state.hasOwnership && (
        <Section
          id="owner-heading"
          title="Owner"
          titleClassName="font-semibold"
          className="space-y-2 rounded-lg border p-4"
        >
          {state.owner ? (
            <div className="space-y-1" data-testid="current-owner">
              <p className="font-mono text-sm break-all">
                {ZERO.test(state.owner.address) ? 'None (ownership renounced)' : state.owner.address}
              </p>
              <p className="text-xs break-all text-muted-foreground">
                {state.owner.previousOwner && !ZERO.test(state.owner.previousOwner)
                  ? `Transferred from ${state.owner.previousOwner}`
                  : 'Set at deployment'}
              </p>
              <When at={state.owner} explorer={explorer} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">No OwnershipTransferred event indexed yet.</p>
          )}
        </Section>
      )}
      {state.hasRoles && (
        <Section
          id="roles-heading"
          title="Roles"
          titleClassName="font-semibold"
          className="space-y-3 rounded-lg border p-4"
        >
          {state.roles.length === 0 && (
            <p className="text-sm text-muted-foreground">No role is held by anyone.</p>
          )}
          <ul className="space-y-4">
            {state.roles.map((r) => (
              <li key={r.role} className="space-y-2" data-testid={`role-${r.name ?? r.role}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{r.name ?? 'Unknown role'}</Badge>
                  <code className="text-xs break-all text-muted-foreground">{r.role}</code>
                </div>
                <ul className="space-y-2 border-l pl-3">
                  {r.members.map((m) => (
                    <li key={m.account} className="space-y-0.5">
                      <p className="font-mono text-sm break-all">{m.account}</p>
                      <p className="text-xs break-all text-muted-foreground">
                        Granted by {m.grantedBy ?? 'unknown'}
                      </p>
                      <When at={m} explorer={explorer} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {state.knownRoles.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer">Role identifiers for the forms below</summary>
              <dl className="mt-2 grid gap-1">
                {state.knownRoles.map((k) => (
                  <div key={k.role} className="flex flex-wrap gap-x-2">
                    <dt className="font-medium">{k.name}</dt>
                    <dd className="font-mono text-xs break-all">{k.role}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
        </Section>
      )}
      {forms.length > 0 && (
        <Section
          id="access-forms-heading"
          title="Change ownership and roles"
          titleClassName="font-semibold"
          className="space-y-3"
        >
          <p className="text-sm text-muted-foreground">
            Sent from your connected wallet and recorded in the transaction journal.
            {!ready && " Connect a wallet on this contract's network (Write tab) to use them."}
          </p>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            {forms.map((fn) => (
              <WriteFunction
                key={fn.name}
                fn={fn}
                deployment={deployment}
                ready={ready}
                confirmWrite={guard.confirm}
              />
            ))}
          </div>
          {guard.dialog}
        </Section>
      )}
    </div>
  );
}
