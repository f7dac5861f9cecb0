import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-6xl px-4 pt-16 pb-12 text-center sm:pt-24">
      <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-muted/50 px-3 py-1 text-sm font-medium">
        <Sparkles aria-hidden className="size-4 text-muted-foreground" />
        Now Accepting Applications
      </p>
      <h1
        id="hero-title"
        className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-6xl"
      >
        Build the next great Web3 company on Avalanche
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground text-pretty">
        Hatchery is a 100-day, equity-based incubator for Web3 founders. Mentorship, technical support and
        capital introductions, with no upfront fee.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button variant="brand" size="lg" asChild>
          <Link to="/apply">
            Apply to Incubator
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button variant="outline" size="lg" asChild>
          <Link to="/auth">Log In</Link>
        </Button>
      </div>
    </section>
  );
}
