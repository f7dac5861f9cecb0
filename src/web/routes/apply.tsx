import { ApplyForm } from '~/web/features/applications/components/apply-form';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

export default function ApplyPage() {
  useDocumentTitle('Apply');
  return (
    <Main className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <div className="mb-8 grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Apply to the Incubator</h1>
        <p className="text-muted-foreground">
          Six short steps. Your answers are saved in this browser as you type, so you can come back to finish
          later.
        </p>
      </div>
      {/* Drawn by the server blank; this browser's saved draft is put in once React runs. */}
      <ApplyForm />
    </Main>
  );
}
