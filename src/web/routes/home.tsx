import { Link } from 'react-router';
import { Button } from '~/web/components/ui/button';

export default function HomePage() {
  return (
    <main id="main">
      <section className="mx-auto max-w-6xl px-4 py-20 text-center">
        <p className="mb-4 inline-block rounded-full border px-3 py-1 text-sm">Now Accepting Applications</p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
          Build the next great Web3 company on Avalanche
        </h1>
        <div className="mt-8 flex justify-center gap-3">
          <Button variant="brand" size="lg" asChild>
            <Link to="/apply">Apply to Incubator</Link>
          </Button>
          <Button variant="outline" size="lg" asChild>
            <Link to="/auth">Log In</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
