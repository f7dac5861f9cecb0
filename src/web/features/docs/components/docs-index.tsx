import { Link } from 'react-router';
import { Badge } from '~/web/components/ui/badge';
import { API_SLUG, guidePages } from '../guide';
import { DocsHeading } from './docs-shell';

/** /docs: what the guide holds, one card per page. */
export function DocsIndex() {
  return (
    <>
      <DocsHeading
        title="Hatchery guide"
        lead="How the programme, reviewing, the incubator, smart contracts and messaging work in Hatchery, for admins and founders."
      />
      <ul className="grid gap-3 sm:grid-cols-2">
        {guidePages.map((p) => (
          <li key={p.slug}>
            <Link
              to={`/docs/${p.slug}`}
              className="flex h-full flex-col gap-2 rounded-lg border bg-card p-4 transition-colors hover:bg-accent focus-visible:bg-accent"
            >
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold">{p.title}</span>
                <Badge variant="outline">{p.audience}</Badge>
              </span>
              <span className="text-sm text-muted-foreground">{p.summary}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={`/docs/${API_SLUG}`}
            className="flex h-full flex-col gap-2 rounded-lg border bg-card p-4 transition-colors hover:bg-accent focus-visible:bg-accent"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold">API reference</span>
              <Badge variant="outline">Developers</Badge>
            </span>
            <span className="text-sm text-muted-foreground">
              Every endpoint with who may call it and its fields, from <code>/api/openapi.json</code>.
            </span>
          </Link>
        </li>
      </ul>
    </>
  );
}
