import type { TransparencyStats } from '~/shared/schemas/stats';
import { formatMoney } from '~/shared/format';
import { Skeleton } from '~/web/components/ui/skeleton';

export function TransparencyHero({ totals }: { totals: TransparencyStats['totals'] | undefined }) {
  const figures = [
    { label: 'Total Capital Raised', value: totals && formatMoney(totals.capitalRaised) },
    { label: 'Projects Incubated', value: totals && String(totals.projectsIncubated) },
    { label: 'Success Rate', value: totals && `${totals.successRate.toFixed(1)}%` },
  ];
  return (
    <section aria-labelledby="transparency-heading" className="border-b bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-16">
        <p className="mb-3 inline-block rounded-full border bg-background px-3 py-1 text-sm">
          Open numbers, straight from our records
        </p>
        <h1 id="transparency-heading" className="text-3xl font-bold tracking-tight sm:text-5xl">
          Transparency Dashboard
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-muted-foreground">
          How much our projects have raised, how many we incubate and how many applicants we accept.
        </p>
        <dl className="mx-auto mt-10 grid max-w-3xl gap-6 sm:grid-cols-3">
          {figures.map((f) => (
            <div key={f.label} className="rounded-xl border bg-card p-5">
              <dt className="text-sm text-muted-foreground">{f.label}</dt>
              <dd className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
                {f.value ?? <Skeleton className="mx-auto h-9 w-24" />}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-muted-foreground">
          Success rate is approved applications divided by all applications received.
        </p>
      </div>
    </section>
  );
}
