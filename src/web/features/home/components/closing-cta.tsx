import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-2xl border bg-card px-6 py-12 text-center shadow-sm">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight">
          Ready to build on Avalanche?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
          Applications for the next quarterly cohort are open. It takes about 15 minutes.
        </p>
        <Button variant="brand" size="lg" className="mt-8" asChild>
          <Link to="/apply">
            Start Your Application
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
