import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useAuth } from '~/web/features/auth/use-auth';
import { DocsHeading, DocsShell } from '~/web/features/docs/components/docs-shell';
import { DocsIndex } from '~/web/features/docs/components/docs-index';
import { API_SLUG, guidePage, guidePages } from '~/web/features/docs/guide';
import { useDocumentTitle } from '~/web/lib/use-document-title';

// The reference renders a 150 kB document: its code and data load only when it is opened.
const ApiReference = lazy(() => import('~/web/features/docs/components/api-reference'));

/** `/docs` and `/docs/{page}`: the guide for admins and founders, and the API reference. */
export default function DocsPage() {
  const { page } = useParams();
  const { isAdmin } = useAuth();
  return (
    <DocsShell inAdminShell={isAdmin}>
      <DocsContent page={page} />
    </DocsShell>
  );
}

function DocsContent({ page }: { page: string | undefined }) {
  const guide = guidePage(page);
  const title = !page ? 'Docs' : page === API_SLUG ? 'API reference' : (guide?.title ?? 'Page not found');
  useDocumentTitle(title);
  if (!page) return <DocsIndex />;
  if (page === API_SLUG) {
    return (
      <Suspense
        fallback={
          <div role="status" aria-label="Loading the API reference" className="grid gap-2">
            <Skeleton className="h-9 w-64" />
            <Skeleton className="h-40 w-full" />
          </div>
        }
      >
        <ApiReference />
      </Suspense>
    );
  }
  if (!guide) {
    return (
      <>
        <DocsHeading title="Page not found" lead={`The guide has no page called “${page}”.`} />
        <Link to="/docs" className="font-medium underline underline-offset-4">
          Back to the guide
        </Link>
      </>
    );
  }
  const index = guidePages.indexOf(guide);
  const previous = guidePages[index - 1];
  const next = guidePages[index + 1];
  return (
    <article>
      <DocsHeading title={guide.title} lead={guide.summary} />
      <guide.Component />
      <nav
        aria-label="Guide pages"
        className="mt-10 flex flex-wrap justify-between gap-4 border-t pt-4 text-sm"
      >
        {previous ? (
          <Link to={`/docs/${previous.slug}`} className="underline-offset-4 hover:underline">
            ← {previous.title}
          </Link>
        ) : (
          <span />
        )}
        <Link
          to={next ? `/docs/${next.slug}` : `/docs/${API_SLUG}`}
          className="underline-offset-4 hover:underline"
        >
          {next ? next.title : 'API reference'} →
        </Link>
      </nav>
    </article>
  );
}
