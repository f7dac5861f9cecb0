import { CheckCircle2, FileCode2, Network, Package, Terminal, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useConnection } from 'wagmi';
import { Badge } from '~/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { useWalletNetworks } from '../wallet/wallet-context';
import { emptyContractsSummary, useContractsSummary } from './api';

/** Dashboard panels of the smart-contract side (spec §2 '/dashboard'); fetch errors show zeros (§8). */
export default function ContractPanels() {
  const query = useContractsSummary();
  const { stats, recentProducts } = query.data ?? emptyContractsSummary;
  const cards = [
    { label: 'Products', value: stats.products, note: `${stats.activeProducts} active`, icon: Package },
    { label: 'Deployments', value: stats.deployments, note: 'registered contracts', icon: FileCode2 },
    { label: 'Networks', value: stats.activeNetworks, note: `active of ${stats.networks}`, icon: Network },
    { label: 'ABIs', value: stats.abis, note: `${stats.standardAbis} standard`, icon: Terminal },
  ];
  return (
    <>
      <section aria-label="Contract figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, note, icon: Icon }) => (
          <Card key={label}>
            <CardHeader className="flex flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle className="text-sm font-medium">{label}</CardTitle>
              <Icon aria-hidden className="size-4 text-muted-foreground" />
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold">{value}</p>
              <p className="text-xs text-muted-foreground">{note}</p>
            </CardContent>
          </Card>
        ))}
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Recent Products</CardTitle>
          </CardHeader>
          <CardContent>
            {recentProducts.length === 0 ? (
              <p className="text-sm text-muted-foreground">No active products yet.</p>
            ) : (
              <ul className="divide-y">
                {recentProducts.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
                    <Link to={`/products/${p.id}`} className="font-medium underline-offset-4 hover:underline">
                      {p.name}
                    </Link>
                    {p.shortAddress && (
                      <span className="font-mono text-xs text-muted-foreground">{p.shortAddress}</span>
                    )}
                    <span className="text-xs text-muted-foreground">
                      {p.deploymentCount} deployment{p.deploymentCount === 1 ? '' : 's'}
                    </span>
                    {p.isActive && <Badge className="ml-auto">Active</Badge>}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <ConnectionStatus />
      </div>
    </>
  );
}

function ConnectionStatus() {
  const { status, chainId } = useConnection();
  const { networks } = useWalletNetworks();
  const connected = status === 'connected';
  const supported = connected && networks.some((n) => n.chainId === chainId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Connection Status</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-2">
          <Row ok={connected} label="Wallet" detail={connected ? 'Connected' : 'Not connected'} />
          <Row
            ok={supported}
            label="Network"
            detail={!connected ? 'No wallet' : supported ? 'Supported' : 'Unsupported network'}
          />
        </ul>
        <div className="rounded-md border border-dashed p-3 text-sm">
          <p className="text-xs font-medium text-muted-foreground">Illustrative figures (not measured)</p>
          <p>Admin Access 2 of 3 contracts</p>
          <p>Active Sessions 1</p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          <Link to="/contracts/wizard" className="underline">
            Register contract
          </Link>
          <Link to="/interfaces" className="underline">
            Open a console
          </Link>
          <Link to="/network" className="underline">
            Networks
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

function Row({ ok, label, detail }: { ok: boolean; label: string; detail: string }) {
  return (
    <li className="flex items-center gap-2 text-sm">
      {ok ? (
        <CheckCircle2 aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <XCircle aria-hidden className="size-4 text-muted-foreground" />
      )}
      <span className="font-medium">{label}:</span> {detail}
    </li>
  );
}
