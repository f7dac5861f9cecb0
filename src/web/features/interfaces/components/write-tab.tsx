import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { parseEventLogs, type AbiEvent, type AbiFunction, type Hex } from 'viem';
import { useConfig, useConnection } from 'wagmi';
import { getWalletClient } from 'wagmi/actions';
import { abiEvents, functionSignature, writeFunctions } from '~/shared/abi';
import type { DeploymentDetail } from '~/shared/schemas/deployments';
import type { ContractTransaction } from '~/shared/schemas/journal';
import { Button } from '~/web/components/ui/button';
import { ExplorerLink } from '~/web/components/contracts/explorer-link';
import { useSwitchNetwork } from '../../wallet/use-switch-network';
import { explorerTxUrl } from '~/web/lib/chain-format';
import { walletErrorMessage } from '../../wallet/wallet-errors';
import { jsonSafe } from '../abi-inputs';
import { useJournalWriter } from '../api';
import { revertReason } from '../revert-reason';
import { eventValues, resultTree, type ResultNode, type TokenUnits } from '../result-tree';
import { usePublicClient } from '../use-deployment';
import { useTokenUnits } from '../use-token-units';
import { FunctionForm, type FunctionCall } from './function-form';
import { FunctionSearch, matchFunctions } from './function-search';
import { useMainnetWriteGuard } from './mainnet-write-guard';
import { ResultView } from './result-view';
import { UnlinkedWalletNotice, useUnlinkedWalletGuard } from './unlinked-wallet-guard';

type Stage =
  | { kind: 'simulating' }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'pending'; hash: Hex }
  /** Sent, but waiting for its receipt failed: the transaction may still be mined. */
  | { kind: 'unconfirmed'; hash: Hex; reason: string }
  | {
      kind: 'mined';
      hash: Hex;
      status: 'success' | 'reverted';
      block: bigint;
      /** This contract's events in the receipt, decoded. */
      events: { name: string; nodes: ResultNode[] }[];
    };

/** Nonpayable and payable functions: wallet on the right chain, simulate, send, receipt, journal. */
export function WriteTab({ deployment }: { deployment: DeploymentDetail }) {
  const fns = writeFunctions(deployment.abi.abi);
  const [query, setQuery] = useState('');
  const shown = matchFunctions(fns, query);
  const { status, chainId, address } = useConnection();
  const { switchTo, isSwitching } = useSwitchNetwork();
  const ready = status === 'connected' && chainId === deployment.chainId;
  const guard = useUnlinkedWalletGuard(status === 'connected' ? address : undefined);
  return (
    <div className="space-y-4">
      {status !== 'connected' ? (
        <Notice>Connect a wallet (top right) to send transactions. Reads work without one.</Notice>
      ) : chainId !== deployment.chainId ? (
        <Notice>
          <span>
            Your wallet is on another network. This contract is on {deployment.network.name} (chain{' '}
            {deployment.chainId}).
          </span>
          <Button size="sm" disabled={isSwitching} onClick={() => void switchTo(deployment.network)}>
            Switch to {deployment.network.name}
          </Button>
        </Notice>
      ) : guard.unlinked ? (
        <Notice>
          <UnlinkedWalletNotice />
        </Notice>
      ) : null}
      {guard.dialog}
      {fns.length === 0 ? (
        <p className="text-muted-foreground">This ABI has no state-changing functions.</p>
      ) : (
        <FunctionSearch value={query} onChange={setQuery} shown={shown.length} total={fns.length} />
      )}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {shown.map((fn) => (
          <WriteFunction
            key={functionSignature(fn)}
            fn={fn}
            deployment={deployment}
            ready={ready}
            confirmWrite={guard.confirm}
          />
        ))}
      </div>
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500/60 bg-amber-500/10 p-3 text-sm"
    >
      <AlertTriangle aria-hidden className="size-4 shrink-0" />
      {children}
    </div>
  );
}

export function WriteFunction({
  fn,
  deployment,
  ready,
  confirmWrite,
}: {
  fn: AbiFunction;
  deployment: DeploymentDetail;
  ready: boolean;
  /** Runs the write, after a confirmation when the wallet is not linked to the account. */
  confirmWrite: (run: () => void) => void;
}) {
  const client = usePublicClient(deployment);
  const config = useConfig();
  const { address } = useConnection();
  const journal = useJournalWriter(deployment.id);
  const units = useTokenUnits(deployment, deployment.abi.abi);
  const [stage, setStage] = useState<Stage | null>(null);
  const signature = functionSignature(fn);
  const mainnet = useMainnetWriteGuard(deployment, signature);
  const busy = stage?.kind === 'simulating' || stage?.kind === 'pending';

  async function send({ args, value }: FunctionCall) {
    if (!address) return;
    setStage({ kind: 'simulating' });
    const contract = deployment.contractAddress as `0x${string}`;
    let request;
    try {
      // Simulate first: a revert is explained before the wallet is asked; the whole ABI is passed so
      // custom errors decode.
      ({ request } = await client.simulateContract({
        account: address,
        address: contract,
        abi: deployment.abi.abi,
        functionName: fn.name,
        args,
        value,
      }));
    } catch (err) {
      setStage({ kind: 'refused', reason: revertReason(err) });
      return;
    }
    let hash: Hex;
    try {
      const wallet = await getWalletClient(config, { chainId: deployment.chainId });
      hash = await wallet.writeContract(request);
    } catch (err) {
      setStage({ kind: 'failed', reason: walletErrorMessage(err) });
      return;
    }
    setStage({ kind: 'pending', hash });
    let entry: ContractTransaction | null = null;
    try {
      entry = await journal.record({
        functionName: fn.name,
        functionSignature: signature,
        args: jsonSafe(args) as unknown[],
        value: (value ?? 0n).toString(),
        txHash: hash,
        chainId: deployment.chainId,
        fromAddress: address,
      });
      void journal.refresh();
    } catch {
      // The transaction is sent either way; the journal row is best effort here and retried below.
    }
    try {
      const receipt = await client.waitForTransactionReceipt({ hash });
      const logs = receipt.logs.filter((l) => l.address.toLowerCase() === contract.toLowerCase());
      setStage({
        kind: 'mined',
        hash,
        status: receipt.status,
        block: receipt.blockNumber,
        events: decodeEvents(abiEvents(deployment.abi.abi), logs, units),
      });
    } catch (err) {
      // The wallet already broadcast it: saying "failed" here invites a second send of the same write.
      setStage({ kind: 'unconfirmed', hash, reason: walletErrorMessage(err) });
    }
    if (entry) {
      await journal.update(entry.id, { verify: true }).catch(() => undefined);
      void journal.refresh();
    }
  }

  return (
    <FunctionForm
      fn={fn}
      isAdmin={deployment.abi.adminFunctions.includes(signature)}
      action={stage?.kind === 'simulating' ? 'Simulating…' : stage?.kind === 'pending' ? 'Pending…' : 'Write'}
      busy={busy || !ready}
      symbol={deployment.network.symbol}
      onSubmit={(call) => mainnet.confirm(() => confirmWrite(() => void send(call)))}
      // A new input or input error: the previous outcome belongs to other inputs (not while one is in flight).
      onStale={() => {
        if (!busy) setStage(null);
      }}
    >
      {mainnet.dialog}
      <div aria-live="polite" data-testid={`write-${fn.name}`}>
        {stage && <StageView stage={stage} explorer={deployment.network.explorerUrl} />}
      </div>
    </FunctionForm>
  );
}

function StageView({ stage, explorer }: { stage: Stage; explorer: string | null }) {
  if (stage.kind === 'simulating') return <p className="mt-3 text-sm text-muted-foreground">Simulating…</p>;
  if (stage.kind === 'refused' || stage.kind === 'failed') {
    return (
      <div className="mt-3 rounded-md border border-destructive/50 p-2 text-sm">
        <p className="font-medium text-destructive">
          {stage.kind === 'refused' ? 'Simulation reverted; nothing was sent' : 'Transaction failed'}
        </p>
        <p className="font-mono break-all">{stage.reason}</p>
      </div>
    );
  }
  if (stage.kind === 'unconfirmed') {
    return (
      <div className="mt-3 space-y-1 rounded-md border border-amber-500/60 bg-amber-500/10 p-2 text-sm">
        <p className="font-medium">Sent, but its outcome could not be read</p>
        <p>
          The transaction may still be mined. Check it in {explorer ? 'the explorer or ' : ''}the journal
          before sending it again.
        </p>
        <p className="font-mono break-all">{stage.reason}</p>
        <TxLink explorer={explorer} hash={stage.hash} />
      </div>
    );
  }
  return (
    <div className="mt-3 space-y-1 rounded-md bg-muted p-2 text-sm">
      <p>
        {stage.kind === 'pending' ? 'Pending: waiting for the receipt…' : null}
        {stage.kind === 'mined' &&
          (stage.status === 'success'
            ? `Confirmed in block ${stage.block} (status: success)`
            : `Reverted in block ${stage.block} (status: reverted)`)}
      </p>
      <TxLink explorer={explorer} hash={stage.hash} />
      {stage.kind === 'mined' && stage.events.length > 0 && (
        <div className="space-y-2 pt-1">
          <p className="text-xs font-medium text-muted-foreground">Events emitted</p>
          {stage.events.map((e, i) => (
            <div key={i}>
              <p className="font-mono text-xs font-semibold">{e.name}</p>
              <ResultView nodes={e.nodes} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function TxLink({ explorer, hash }: { explorer: string | null; hash: Hex }) {
  return (
    <ExplorerLink
      href={explorerTxUrl(explorer, hash)}
      note="(opens the explorer)"
      className="font-mono text-xs break-all underline"
    >
      {hash}
    </ExplorerLink>
  );
}

/** The receipt's logs of this contract decoded with its ABI's events (unknown logs are skipped). */
function decodeEvents(
  events: AbiEvent[],
  logs: Parameters<typeof parseEventLogs>[0]['logs'],
  units: TokenUnits | null,
): { name: string; nodes: ResultNode[] }[] {
  if (!events.length) return [];
  return parseEventLogs({ abi: events, logs, strict: false }).map((log) => {
    const event = events.find((e) => e.name === log.eventName)!;
    return {
      name: log.eventName,
      nodes: resultTree(event.inputs, eventValues(event.inputs, log.args), units, event.name),
    };
  });
}
