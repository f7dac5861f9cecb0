import { ExternalLink } from 'lucide-react';
import { shortAddress } from '~/shared/format';
import type { ContractTransaction } from '~/shared/schemas/journal';
import { Badge } from '~/web/components/ui/badge';
import { displayValue } from '~/web/features/interfaces/abi-inputs';
import { explorerTxUrl } from '~/web/features/wallet/wagmi-config';

const statusVariant = {
  pending: 'outline',
  success: 'secondary',
  reverted: 'destructive',
  failed: 'destructive',
} as const;

/** The transaction journal: who, function, arguments, hash, chain, status. */
export function JournalTable({
  rows,
  explorerFor,
}: {
  rows: ContractTransaction[];
  explorerFor: (chainId: number) => string | undefined;
}) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No transactions recorded yet.</p>;
  return (
    <div className="relative overflow-x-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Transaction journal</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="p-2">
              When
            </th>
            <th scope="col" className="p-2">
              Who
            </th>
            <th scope="col" className="p-2">
              Function
            </th>
            <th scope="col" className="p-2">
              Arguments
            </th>
            <th scope="col" className="p-2">
              Hash
            </th>
            <th scope="col" className="p-2">
              Chain
            </th>
            <th scope="col" className="p-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((tx) => (
            <tr key={tx.id} className="border-t align-top">
              <td className="p-2 whitespace-nowrap">{new Date(tx.createdAt).toLocaleString()}</td>
              <td className="p-2">
                <span className="block">{tx.userEmail ?? 'Unknown'}</span>
                {tx.fromAddress && (
                  <span className="font-mono text-xs text-muted-foreground">
                    {shortAddress(tx.fromAddress)}
                  </span>
                )}
              </td>
              <td className="p-2 font-mono">{tx.functionSignature ?? tx.functionName}</td>
              <td className="max-w-64 p-2 font-mono text-xs break-all">
                {tx.args.map((a) => displayValue(a)).join(', ')}
                {tx.value !== '0' && (
                  <span className="block text-muted-foreground">value {tx.value} wei</span>
                )}
              </td>
              <td className="p-2">
                <a
                  href={explorerTxUrl(explorerFor(tx.chainId), tx.txHash)}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-mono text-xs underline"
                >
                  {shortAddress(tx.txHash)}
                  <ExternalLink aria-hidden className="size-3" />
                  <span className="sr-only">open in the explorer</span>
                </a>
              </td>
              <td className="p-2">{tx.chainId}</td>
              <td className="p-2">
                <Badge variant={statusVariant[tx.status]}>{tx.status}</Badge>
                {tx.error && <span className="block text-xs text-destructive">{tx.error}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
