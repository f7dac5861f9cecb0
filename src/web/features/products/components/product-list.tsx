import { Link } from 'react-router';
import { Badge } from '~/web/components/ui/badge';
import { QueryFallback } from '~/web/components/ui/query-state';
import { useProducts } from '../api';

export function ProductList() {
  const query = useProducts();
  if (!query.isSuccess) return <QueryFallback query={query} skeleton="h-32 w-full" />;
  if (!query.data.length) return <p className="text-muted-foreground">No products yet.</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
      {query.data.map((p) => (
        <li key={p.id} className="space-y-2 rounded-lg border bg-card p-4">
          <div className="flex items-center gap-2">
            <Link to={`/products/${p.id}`} className="font-semibold underline-offset-4 hover:underline">
              {p.name}
            </Link>
            <Badge variant={p.isActive ? 'default' : 'outline'} className="ml-auto">
              {p.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </div>
          {p.description && <p className="line-clamp-2 text-sm text-muted-foreground">{p.description}</p>}
          <div className="flex flex-wrap gap-1">
            {p.tags.map((t) => (
              <Badge key={t} variant="secondary">
                {t}
              </Badge>
            ))}
          </div>
          <p className="text-xs text-muted-foreground">
            {p.deploymentCount} deployment{p.deploymentCount === 1 ? '' : 's'}
          </p>
        </li>
      ))}
    </ul>
  );
}
