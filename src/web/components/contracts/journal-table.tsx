import type { ReactNode } from 'react';
import type { ContractTransaction } from '~/shared/schemas/journal';
import { shortAddress } from '~/shared/format';
import { Badge } from '~/web/components/ui/badge';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { OutboundLink } from '~/web/components/ui/outbound-link';
import { displayValue, explorerTxUrl } from '~/web/lib/chain-format';

const statusVariant = {
  pending: 'outline',
  success: 'secondary',
  reverted: 'destructive',
  failed: 'destructive',
} as const;

type ExplorerFor = (chainId: number) => string | undefined;
/** Renders a row's arguments (and value); a console passes one that decodes them with its ABI. */
type RenderArgs = (tx: ContractTransaction) => ReactNode;

const plainArgs: RenderArgs = (tx) => (
  <div className="min-w-0">
    {tx.args.map((a) => displayValue(a)).join(', ')}
    {tx.value !== '0' && <span className="block text-muted-foreground">value {tx.value} wei</span>}
  </div>
);

const columns = (
  explorerFor: ExplorerFor,
  renderArgs: RenderArgs,
): ColumnDef<ContractTransaction, never>[] => [
  {
    id: 'when',
    header: 'When',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => new Date(row.original.createdAt).toLocaleString(),
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
    meta: { className: 'font-mono break-all' },
    cell: ({ row: { original: tx } }) => tx.functionSignature ?? tx.functionName,
  },
  {
    id: 'arguments',
    header: 'Arguments',
    meta: { className: 'md:max-w-64 font-mono text-xs break-all' },
    cell: ({ row: { original: tx } }) => renderArgs(tx),
  },
  {
    id: 'hash',
    header: 'Hash',
    cell: ({ row: { original: tx } }) => (
      <OutboundLink
        href={explorerTxUrl(explorerFor(tx.chainId), tx.txHash)}
        note="open in the explorer"
        className="font-mono text-xs underline"
      >
        {shortAddress(tx.txHash)}
      </OutboundLink>
    ),
  },
  { id: 'chain', header: 'Chain', cell: ({ row }) => row.original.chainId },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: tx } }) => (
      <div>
        <Badge variant={statusVariant[tx.status]}>{tx.status}</Badge>
        {tx.error && <span className="block text-xs text-destructive">{tx.error}</span>}
      </div>
    ),
  },
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
