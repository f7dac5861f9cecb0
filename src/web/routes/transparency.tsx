import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useTransparencyStats } from '~/web/features/stats/api';
import { FeaturedStories } from '~/web/features/stats/components/featured-stories';
import { IllustrativeBadge } from '~/web/features/stats/components/illustrative-badge';
import { KpiCards } from '~/web/features/stats/components/kpi-cards';
import { PerformanceBars } from '~/web/features/stats/components/performance-bars';
import { TransparencyCharts } from '~/web/features/stats/components/transparency-charts';
import { TransparencyHero } from '~/web/features/stats/components/transparency-hero';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

function ChartsSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-2" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-[22rem] rounded-xl" />
      ))}
    </div>
  );
}

export default function TransparencyPage() {
  useDocumentTitle('Transparency');
  const { data, error, isPending, refetch } = useTransparencyStats();

  return (
    <Main>
      <TransparencyHero totals={data?.totals} />
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-12">
        {error && !data ? (
          <div role="alert" className="rounded-xl border border-destructive/50 p-8 text-center">
            <h2 className="text-xl font-semibold">Unable to load statistics</h2>
            <p className="mt-2 text-muted-foreground">
              {queryErrorMessage(error, 'Please try refreshing the page')}
            </p>
            <Button className="mt-4" variant="outline" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : isPending ? (
          <ChartsSkeleton />
        ) : (
          <>
            <KpiCards totals={data.totals} />
            <section aria-labelledby="charts-heading">
              <h2 id="charts-heading" className="mb-4 text-2xl font-semibold">
                Growth and Portfolio
              </h2>
              <TransparencyCharts {...data}>
                <PerformanceBars totals={data.totals} />
              </TransparencyCharts>
            </section>
            <FeaturedStories projects={data.featured} />
          </>
        )}
        <aside className="flex flex-col items-start gap-2 rounded-xl border bg-muted/40 p-5 text-sm text-muted-foreground sm:flex-row sm:items-center">
          <IllustrativeBadge />
          <p>
            Figures marked Illustrative are examples of what we plan to report; we do not record that data
            yet. Every other figure comes from our live records.
          </p>
        </aside>
        <section className="rounded-xl border p-8 text-center">
          <h2 className="text-2xl font-semibold">Want to be part of these numbers?</h2>
          <Button variant="brand" size="lg" asChild className="mt-5">
            <Link to="/apply">Start Your Application</Link>
          </Button>
        </section>
      </div>
    </Main>
  );
}
