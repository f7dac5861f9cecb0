import { CircleAlert, FolderOpen } from 'lucide-react';
import type { PublicProject } from '~/shared/schemas/public-projects';
import { ButtonLink } from '~/web/components/ui/button-link';
import { Skeleton } from '~/web/components/ui/skeleton';
import { ProjectCard } from './project-card';

type HeadingLevel = 'h2' | 'h3';

export function ProjectGrid({
  projects,
  headingLevel,
}: {
  projects: PublicProject[];
  headingLevel?: HeadingLevel;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function ProjectGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-4 rounded-xl border p-5">
          <Skeleton className="size-12" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

export function ProjectsError() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center"
    >
      <CircleAlert aria-hidden className="size-8 text-destructive" />
      <p className="font-semibold">Unable to load projects</p>
      <p className="text-sm text-muted-foreground">Please try refreshing the page</p>
    </div>
  );
}

export function ProjectsEmpty({ headingLevel: Heading = 'h3' }: { headingLevel?: HeadingLevel }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
      <FolderOpen aria-hidden className="size-8 text-muted-foreground" />
      <Heading className="text-lg font-semibold">Coming Soon</Heading>
      <p className="max-w-md text-sm text-muted-foreground">
        Our first cohort is being selected. Your project could be the first one here.
      </p>
      <ButtonLink to="/apply" variant="outline">
        Apply to be Featured
      </ButtonLink>
    </div>
  );
}
