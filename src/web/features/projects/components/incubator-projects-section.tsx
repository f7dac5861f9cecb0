import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '~/web/components/ui/button-link';
import { useProjects } from '../public-api';
import { ProjectGrid, ProjectGridSkeleton, ProjectsEmpty, ProjectsError } from './project-list-states';

/** Spec section 9: the home page shows 6 projects. */
export const HOME_PROJECT_LIMIT = 6;

/** Home's 'Projects in Our Incubator': featured first then newest, at most 6. */
export function IncubatorProjectsSection() {
  const { data, isPending, isError } = useProjects(HOME_PROJECT_LIMIT);
  const projects = data?.projects.slice(0, HOME_PROJECT_LIMIT) ?? [];

  return (
    <section aria-labelledby="incubator-projects-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id="incubator-projects-title" className="text-3xl font-bold tracking-tight">
          Projects in Our Incubator
        </h2>
        <p className="mt-3 text-muted-foreground">Teams building on Avalanche with Hatchery right now.</p>
      </div>
      {isPending ? (
        <ProjectGridSkeleton />
      ) : isError ? (
        <ProjectsError />
      ) : projects.length === 0 ? (
        <ProjectsEmpty />
      ) : (
        <>
          <ProjectGrid projects={projects} />
          {data.total > HOME_PROJECT_LIMIT && (
            <div className="mt-8 text-center">
              <ButtonLink to="/incubator" variant="outline" size="lg">
                View All Projects
                <ArrowRight aria-hidden />
              </ButtonLink>
            </div>
          )}
        </>
      )}
    </section>
  );
}
