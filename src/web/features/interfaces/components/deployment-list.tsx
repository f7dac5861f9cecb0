import { Link } from 'react-router';
import { shortAddress } from '~/shared/format';
import { Badge } from '~/web/components/ui/badge';
import { QueryFallback } from '~/web/components/ui/query-state';
import { ExplorerLink } from '~/web/components/contracts/explorer-link';
import { useDeployments } from '../api';

/** Registered deployments; each opens its console (/interfaces/{id}). */
export function DeploymentList({ empty }: { empty: React.ReactNode }) {
  const query = useDeployments();
  if (!query.isSuccess) return <QueryFallback query={query} skeleton="h-32 w-full" />;
  if (!query.data.length) return <>{empty}</>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {query.data.map((d) => (
        <li key={d.id} className="rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/interfaces/${d.id}`} className="font-semibold underline-offset-4 hover:underline">
              {d.label || d.abiName}
            </Link>
            <Badge variant="outline">{d.networkName}</Badge>
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            {d.productName} · {d.abiName} · {d.adminFunctions.length} admin function
            {d.adminFunctions.length === 1 ? '' : 's'}
          </p>
          <ExplorerLink
            href={d.explorerAddressUrl}
            note={`view ${d.contractAddress} in the explorer`}
            className="mt-2 font-mono text-xs underline"
            title={d.contractAddress}
          >
            {shortAddress(d.contractAddress)}
          </ExplorerLink>
        </li>
      ))}
    </ul>
  );
}
