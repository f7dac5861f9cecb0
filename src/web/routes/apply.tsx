import { ApplyForm } from '~/web/features/apply/components/apply-form';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { useHydrated } from '~/web/lib/use-hydrated';

export default function ApplyPage() {
  useDocumentTitle('Apply');
  // The form opens on this browser's saved draft, which the server cannot see: it is drawn once
  // the page is hydrated, in a space of its size so nothing below jumps.
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <div className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Apply to the Incubator</h1>
        <p className="text-muted-foreground">
          Six short steps. Your answers are saved in this browser as you type, so you can come back to finish
          later.
        </p>
      </div>
      {hydrated ? (
        <ApplyForm />
      ) : (
        <div aria-hidden className="h-[40rem] rounded-xl border bg-card shadow-sm" />
      )}
    </main>
  );
}
