import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { toast } from 'sonner';
import { journalContracts } from '~/shared/contracts/journal';
import type { ContractTransaction } from '~/shared/schemas/journal';
import { shortAddress } from '~/shared/format';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { ExplorerLink } from './explorer-link';
import { displayValue, explorerTxUrl } from '~/web/lib/chain-format';
import { call, contractKey } from '~/web/lib/contract-client';
import { productKeys } from '~/web/lib/query-keys';
import { formatDateTime } from '~/web/lib/date-format';

const statusVariant = {
  pending: 'outline',
  success: 'secondary',
  reverted: 'destructive',
  failed: 'destructive',
} as const;

/** The explorer of a row's chain; null or undefined when it has none (the hash is shown unlinked). */
type ExplorerFor = (chainId: number) => string | null | undefined;
/** Renders a row's arguments (and value); a console passes one that decodes them with its ABI. */
type RenderArgs = (tx: ContractTransaction) => ReactNode;

/**
 * Asks the server to read a pending (or failed) write's receipt from the chain now. The console
 * checks once after sending; when that read failed, or the tab was closed, the row stays pending
 * until someone asks again.
 */
function useCheckTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tx: ContractTransaction) =>
      call(journalContracts.update, {
        params: { id: tx.deploymentId!, txId: tx.id },
        body: { verify: true },
      }),
    onSuccess: (checked, tx) => {
      if (checked.status === 'pending')
        toast.info('Not mined yet', {
          description: `The chain has no receipt for ${shortAddress(tx.txHash)} yet.`,
        });
      else toast.success(`Transaction ${checked.status}`, { description: shortAddress(tx.txHash) });
      void queryClient.invalidateQueries({
        queryKey: contractKey(journalContracts.list, { params: { id: tx.deploymentId! } }),
      });
      if (tx.productId) void queryClient.invalidateQueries({ queryKey: productKeys.detail(tx.productId) });
    },
    onError: (err) => toast.error('Could not check the transaction', { description: err.message }),
  });
}

/**
 * Where the status came from: the chain's receipt (success, reverted), or a browser's report
 * (failed: the wallet refused or never broadcast the send), which the chain has not confirmed.
 */
function StatusSource({ tx }: { tx: ContractTransaction }) {
  if (tx.status === 'failed' && tx.reportedBy) {
    return (
      <span className="block text-xs text-muted-foreground">
        Reported by {tx.reportedByName ?? 'a removed user'}, not confirmed on chain
      </span>
    );
  }
  if ((tx.status === 'success' || tx.status === 'reverted') && tx.blockNumber !== null) {
    return (
      <span className="block text-xs text-muted-foreground">Confirmed on chain, block {tx.blockNumber}</span>
    );
  }
  return null;
}

function StatusCell({ tx }: { tx: ContractTransaction }) {
  const check = useCheckTransaction();
  const checkable = tx.deploymentId !== null && (tx.status === 'pending' || tx.status === 'failed');
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge variant={statusVariant[tx.status]}>{tx.status}</Badge>
      <StatusSource tx={tx} />
      {tx.error && <span className="block text-xs text-destructive">{tx.error}</span>}
      {checkable && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          busy={check.isPending}
          aria-label={`Check status of ${shortAddress(tx.txHash)} on the chain`}
          onClick={() => check.mutate(tx)}
        >
          {check.isPending ? 'Checking…' : 'Check status'}
        </Button>
      )}
    </div>
  );
}

// Defined once: flexRender mounts a cell function as a component, so a new function on every
// render would remount the cell and drop a check in flight.
const statusColumn: ColumnDef<ContractTransaction, never> = {
  id: 'status',
  header: 'Status',
  cell: ({ row: { original: tx } }) => <StatusCell tx={tx} />,
};

/** Each argument whole on its own line, cut with an ellipsis and told in full by its title. */
const plainArgs: RenderArgs = (tx) => (
  <div className="min-w-0">
    {tx.args.map((a, i) => {
      const text = displayValue(a);
      return (
        <span key={i} className="block truncate" title={text}>
          {text}
        </span>
      );
    })}
    {tx.value !== '0' && <span className="block text-muted-foreground">value {tx.value} wei</span>}
  </div>
);

/**
 * 'transfer(address,uint256)' may wrap only after '(' and after each comma, never inside a name
 * or type ('transfer(ad dress,uint2 56)').
 */
export function Signature({ text }: { text: string }) {
  const parts = text.split(/(?<=[(,])/);
  return (
    <span className="break-normal">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}

const columns = (
  explorerFor: ExplorerFor,
  renderArgs: RenderArgs,
): ColumnDef<ContractTransaction, never>[] => [
  {
    id: 'when',
    header: 'When',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'who',
    header: 'Who',
    cell: ({ row: { original: tx } }) => (
      <div>
        <span className="block">{tx.userEmail ?? 'Unknown'}</span>
        {tx.fromAddress && (
          <span className="block font-mono text-xs text-muted-foreground">
            {shortAddress(tx.fromAddress)}
          </span>
        )}
        {/* Whether the sending wallet was proven (Sign-In with Ethereum) to be this account's. */}
        {tx.fromAddress &&
          (tx.walletLinked ? (
            <span className="text-xs text-emerald-700 dark:text-emerald-400">Linked wallet</span>
          ) : (
            <span className="text-xs text-amber-800 dark:text-amber-300">Wallet not linked</span>
          ))}
      </div>
    ),
  },
  {
    id: 'function',
    header: 'Function',
    meta: { className: 'font-mono' },
    cell: ({ row: { original: tx } }) => <Signature text={tx.functionSignature ?? tx.functionName} />,
  },
  {
    id: 'arguments',
    header: 'Arguments',
    meta: { className: 'md:max-w-64 font-mono text-xs' },
    cell: ({ row: { original: tx } }) => renderArgs(tx),
  },
  {
    id: 'hash',
    header: 'Hash',
    cell: ({ row: { original: tx } }) => (
      <ExplorerLink
        href={explorerTxUrl(explorerFor(tx.chainId), tx.txHash)}
        note="open in the explorer"
        className="font-mono text-xs underline"
      >
        {shortAddress(tx.txHash)}
      </ExplorerLink>
    ),
  },
  { id: 'chain', header: 'Chain', cell: ({ row }) => row.original.chainId },
  statusColumn,
];

/** The transaction journal: who, function, arguments, hash, chain, status. Used by consoles and products. */
export function JournalTable({
  rows,
  explorerFor,
  isPending,
  error,
  renderArgs = plainArgs,
}: {
  rows: ContractTransaction[] | undefined;
  explorerFor: ExplorerFor;
  renderArgs?: RenderArgs;
  isPending?: boolean;
  error?: string | null;
}) {
  return (
    <DataTable
      label="Transaction journal"
      regionLabel="Transaction journal table"
      columns={columns(explorerFor, renderArgs)}
      data={rows}
      isPending={isPending}
      error={error}
      pageSize={50}
      empty={<p className="text-sm text-muted-foreground">No transactions recorded yet.</p>}
    />
  );
}
