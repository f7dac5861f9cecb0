import { ButtonLink } from '~/web/components/ui/button-link';
import { useProjects } from '../public-api';
import { ProjectGrid, ProjectGridSkeleton, ProjectsEmpty, ProjectsError } from './project-list-states';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

/** Public list of every active project, featured first then newest. */
export function PublicIncubator() {
  useDocumentTitle('Incubator');
  const { data, isPending, isError } = useProjects();
  const total = data?.projects.length ?? 0;
  return (
    <Main className="mx-auto max-w-6xl px-4 py-12">
      <header className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Our Incubator Projects</h1>
          <p className="mt-2 text-muted-foreground">
            Every team currently in the Hatchery programme, featured projects first.
          </p>
          {/* Its line is kept while the list loads: the count appearing must not move the button
              beside it (a click aimed at it would land where it was). */}
          <p className="mt-1 min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {data && total > 0 ? `${total} active ${total === 1 ? 'project' : 'projects'}` : null}
          </p>
        </div>
        <ButtonLink to="/apply" variant="brand">
          Apply to Incubator
        </ButtonLink>
      </header>
      {isPending ? (
        <ProjectGridSkeleton count={6} />
      ) : isError ? (
        <ProjectsError />
      ) : data.projects.length === 0 ? (
        <ProjectsEmpty headingLevel="h2" />
      ) : (
        <ProjectGrid projects={data.projects} headingLevel="h2" />
      )}
    </Main>
  );
}
