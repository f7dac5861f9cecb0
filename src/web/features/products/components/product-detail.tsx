import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { shortAddress } from '~/shared/format';
import { JournalTable } from '~/web/components/contracts/journal-table';
import { ProductLoadError } from './product-load-error';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { Section } from '~/web/components/ui/section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { useDeleteProduct, useProduct } from '../api';
import { DeploymentActions } from './deployment-actions';
import { LaunchSchedules } from './launch-schedules';
import { RevenueSharing } from './revenue-sharing';

/** /products/{id}: deployments across networks, launch schedules and the transaction journal. */
export function ProductDetailView({ id }: { id: string }) {
  const query = useProduct(id);
  const p = query.data;
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  useDocumentTitle(p?.name ?? 'Product');
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError || !p) {
    return <ProductLoadError error={query.error} title="Product" />;
  }
  const explorers = new Map(p.deployments.map((d) => [d.chainId, d.network.explorerUrl]));
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
            <Link to="/products" className="underline-offset-4 hover:underline">
              Products
            </Link>
          </nav>
          <h1 className="text-2xl font-semibold tracking-tight">{p.name}</h1>
          <div className="flex flex-wrap gap-1">
            <Badge variant={p.isActive ? 'default' : 'outline'}>{p.isActive ? 'Active' : 'Inactive'}</Badge>
            {p.tags.map((t) => (
              <Badge key={t} variant="secondary">
                {t}
              </Badge>
            ))}
          </div>
          {p.description && <p className="max-w-prose text-muted-foreground">{p.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/products/${p.id}/edit`} variant="outline">
            <Pencil aria-hidden /> Edit
          </ButtonLink>
          <ConfirmDialog
            trigger={
              <Button variant="outline">
                <Trash2 aria-hidden /> Delete
              </Button>
            }
            title={`Delete ${p.name}?`}
            description={
              p.deployments.length > 0
                ? `Its ${p.deployments.length} deployment(s) and their ABIs are removed too (the contracts stay on chain). The transaction journal is kept.`
                : 'The product and its launch schedules are removed. The transaction journal is kept.'
            }
            confirmLabel="Delete product"
            destructive
            onConfirm={() =>
              remove.mutate(
                { id: p.id, deployments: p.deployments.length },
                {
                  onSuccess: () => {
                    toast.success('Product deleted', { description: p.name });
                    void navigate('/products');
                  },
                  onError: (err) => toast.error('Failed to delete the product', { description: err.message }),
                },
              )
            }
          />
        </div>
      </div>
      <section aria-labelledby="deployments-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="deployments-heading" className="text-lg font-semibold">
            Deployments
          </h2>
          <ButtonLink to="/contracts/wizard" size="sm" variant="outline">
            <Plus aria-hidden /> Register a deployment
          </ButtonLink>
        </div>
        {p.deployments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No deployments yet.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {p.deployments.map((d) => (
              <li key={d.id} className="space-y-2 rounded-md border p-3 text-sm">
                <div>
                  <Link to={`/interfaces/${d.id}`} className="font-medium underline-offset-4 hover:underline">
                    {d.label || d.abiName}
                  </Link>
                  <p className="text-muted-foreground">
                    {d.network.name} (chain {d.chainId}) ·{' '}
                    <span className="font-mono">{shortAddress(d.contractAddress)}</span>
                  </p>
                </div>
                <DeploymentActions deployment={d} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Section id="launch-heading" title="Launch schedules" className="space-y-3">
        <LaunchSchedules productId={p.id} rows={p.launchSchedules} />
      </Section>
      <Section id="revenue-heading" title="Revenue targets and profit sharing" className="space-y-3">
        <RevenueSharing />
      </Section>
      <Section id="journal-heading" title="Transaction journal" className="space-y-3">
        <JournalTable rows={p.transactions} explorerFor={(chainId) => explorers.get(chainId)} />
      </Section>
    </div>
  );
}
