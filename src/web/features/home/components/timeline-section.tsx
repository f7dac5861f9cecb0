const phases = [
  {
    days: 'Days 1-30',
    title: 'Foundation',
    text: 'Validate the problem, sharpen the business model and plan the architecture with your mentors.',
  },
  {
    days: 'Days 31-70',
    title: 'Development',
    text: 'Build the product, review and test the contracts, and start growing your community.',
  },
  {
    days: 'Days 71-100',
    title: 'Launch',
    text: 'Ship on Avalanche, meet investors at demo day and plan the next raise.',
  },
];

const terms = ['Quarterly cohorts', 'Equity-based', 'No upfront fee'];

/** The programme: 100 days in three phases (spec sections 1 and 9). */
export function TimelineSection() {
  return (
    <section aria-labelledby="timeline-title" className="border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="timeline-title" className="text-3xl font-bold tracking-tight">
            The 100-Day Programme
          </h2>
          <p className="mt-3 text-muted-foreground">Three phases from first commit to launch day.</p>
        </div>
        <ol className="mt-10 grid gap-4 md:grid-cols-3">
          {phases.map((phase, i) => (
            <li key={phase.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {i + 1}
                </span>
                <p className="text-sm font-medium text-muted-foreground">{phase.days}</p>
              </div>
              <h3 className="mt-4 text-xl font-semibold">{phase.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{phase.text}</p>
            </li>
          ))}
        </ol>
        <ul aria-label="Programme terms" className="mt-8 flex flex-wrap justify-center gap-2">
          {terms.map((term) => (
            <li key={term} className="rounded-full border bg-background px-3 py-1 text-sm font-medium">
              {term}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
