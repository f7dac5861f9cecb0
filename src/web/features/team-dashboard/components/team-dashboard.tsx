import { FolderOpen, LayoutDashboard, MessageSquare, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PROGRAMME_DAYS } from '~/shared/programme';
import { projectRoleLabel } from '~/shared/schemas/project-members';
import type { TeamDashboardProject } from '~/shared/schemas/team-dashboard';
import { ApplyOrReadFaq } from '~/web/components/next-steps';
import { PhaseBadge } from '~/web/components/phase-badge';
import { Badge } from '~/web/components/ui/badge';
import { ButtonLink } from '~/web/components/ui/button-link';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Meter } from '~/web/components/ui/meter';
import { LoadError } from '~/web/components/ui/query-state';
import { useTeamDashboard } from '../api';
import { Main } from '~/web/components/layout/page-focus';
import { formatDateTime } from '~/web/lib/date-format';

function programmeText(p: TeamDashboardProject['programme']): string {
  switch (p.state) {
    case 'running':
      return `Day ${p.day} of ${PROGRAMME_DAYS}${p.phase ? ` · ${p.phase.label}` : ''}`;
    case 'not_started':
      return 'Programme not started yet';
    case 'completed':
      return 'Programme completed';
    default:
      return 'Programme start not set';
  }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function ProjectCard({ project, isAdmin }: { project: TeamDashboardProject; isAdmin: boolean }) {
  const { milestones } = project;
  const percent = milestones.total === 0 ? 0 : Math.round((milestones.done / milestones.total) * 100);
  const isMember = project.role !== null;
  return (
    <li>
      <Card className="flex h-full flex-col" aria-labelledby={`team-project-${project.id}`}>
        <CardHeader className="space-y-2">
          <CardTitle id={`team-project-${project.id}`} className="text-lg">
            {project.name}
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <PhaseBadge phase={project.currentPhase || 'development'} srPrefix="Phase:" />
            {isMember && (
              <Badge variant="outline">
                <span className="sr-only">Your role: </span>
                {projectRoleLabel(project.role!)}
              </Badge>
            )}
            {!project.isActive && <Badge variant="secondary">Inactive</Badge>}
          </div>
        </CardHeader>
        <CardContent className="flex-1 space-y-3 text-sm">
          <dl className="space-y-2">
            <Fact term="Programme">{programmeText(project.programme)}</Fact>
            <Fact term="Milestones">
              {milestones.done}/{milestones.total} done
            </Fact>
            <Fact term="Unread messages">
              {project.unreadMessages > 0 ? (
                <Badge className="gap-1">
                  <MessageSquare aria-hidden className="size-3" />
                  {project.unreadMessages}
                </Badge>
              ) : (
                'None'
              )}
            </Fact>
            <Fact term="Last activity">
              {project.lastActivityAt ? (
                <time dateTime={project.lastActivityAt}>{formatDateTime(project.lastActivityAt)}</time>
              ) : (
                'None yet'
              )}
            </Fact>
          </dl>
          {milestones.total > 0 && <Meter label={`Milestones done for ${project.name}`} percent={percent} />}
        </CardContent>
        <CardFooter className="flex flex-wrap gap-2">
          {isMember && (
            <ButtonLink
              to={`/incubated-project-dashboard?project=${encodeURIComponent(project.id)}`}
              size="sm"
            >
              <LayoutDashboard aria-hidden />
              Project Dashboard<span className="sr-only"> of {project.name}</span>
            </ButtonLink>
          )}
          <ButtonLink to={`/incubator/${encodeURIComponent(project.id)}`} size="sm" variant="outline">
            <Settings2 aria-hidden />
            {isAdmin ? 'Manage' : 'Project page'}
            <span className="sr-only">
              {isAdmin ? ' ' : ' of '}
              {project.name}
            </span>
          </ButtonLink>
        </CardFooter>
      </Card>
    </li>
  );
}

/**
 * /team-dashboard (docs/decisions/0011-team-dashboard.md): a member's projects with role,
 * programme day, milestones, unread messages and last activity; every project for admins.
 * `Container` is `main` in the public layout and a plain block inside the admin shell's `main`.
 */
export function TeamDashboard({ isAdmin, email }: { isAdmin: boolean; email: string }) {
  const query = useTeamDashboard(true);
  const Container = isAdmin ? 'div' : Main;
  const projects = query.data?.projects ?? [];
  return (
    <Container className={isAdmin ? 'mx-auto max-w-6xl space-y-6' : 'mx-auto max-w-6xl space-y-6 px-4 py-10'}>
      <div className="space-y-1">
        <h1 className="text-3xl font-semibold tracking-tight">Team Dashboard</h1>
        <p className="text-muted-foreground">
          {isAdmin
            ? 'Every incubated project: programme day, milestones and the messages waiting for the admins.'
            : 'Your projects: where each stands in the programme and what is waiting for you.'}
        </p>
      </div>
      {query.isPending ? (
        <ul aria-label="Loading projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton className="h-64 w-full" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <div className="rounded-lg border p-6">
          <LoadError
            message="Failed to load the team dashboard. Please try again later."
            onRetry={query.refetch}
            retrying={query.isFetching}
          />
        </div>
      ) : projects.length === 0 ? (
        <NoProjects isAdmin={isAdmin} email={email} />
      ) : (
        <ul aria-label="Projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((p) => (
            <ProjectCard key={p.id} project={p} isAdmin={isAdmin} />
          ))}
        </ul>
      )}
    </Container>
  );
}

function NoProjects({ isAdmin, email }: { isAdmin: boolean; email: string }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-6 py-12 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <FolderOpen aria-hidden className="size-6" />
      </div>
      <h2 className="text-xl font-semibold">No projects yet</h2>
      {isAdmin ? (
        <>
          <p className="max-w-md text-muted-foreground">
            No project is in the incubator yet. Create one from an approved application or on the incubator
            page.
          </p>
          <ButtonLink to="/incubator">Open the incubator</ButtonLink>
        </>
      ) : (
        <>
          <p className="max-w-md text-muted-foreground">
            You are not on a project team yet. Apply to the incubator with your project, or ask your
            project&apos;s owner to invite <span className="font-medium text-foreground">{email}</span> to
            their team.
          </p>
          <ApplyOrReadFaq />
        </>
      )}
    </div>
  );
}
