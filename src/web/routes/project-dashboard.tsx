import { FolderOpen, Loader2, Lock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ProjectAccessEntry } from '~/shared/auth';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { ButtonLink } from '~/web/components/ui/button-link';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '~/web/components/ui/card';
import { AuthDialog } from '~/web/features/auth/components/auth-dialog';
import { ApplyOrReadFaq } from '~/web/components/next-steps';
import { PendingInvitations } from '~/web/features/project-dashboard/components/pending-invitations';
import { ProjectOverview } from '~/web/features/project-dashboard/components/project-overview';
import { RealtimeProvider } from '~/web/lib/realtime-context';
import { useAuth } from '~/web/features/auth/use-auth';
import { phaseLabels } from '~/shared/enums';
import { projectRoleLabel } from '~/shared/schemas/project-members';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 py-10 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">{icon}</div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </Main>
  );
}

function SignedOut() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  return (
    <Notice icon={<Lock aria-hidden className="size-6" />} title="Access Required">
      <p className="text-muted-foreground">Sign in to see the dashboard of your incubated project.</p>
      <Button asChild>
        <Link
          to="/auth"
          state={{ from: location.pathname + location.search }}
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
        >
          Sign In
        </Link>
      </Button>
      <AuthDialog open={open} onOpenChange={setOpen} description="Sign in to open your project dashboard." />
    </Notice>
  );
}

function ProjectList({ projects }: { projects: ProjectAccessEntry[] }) {
  return (
    <Main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-semibold tracking-tight">Your Projects</h1>
      <p className="mt-1 text-muted-foreground">Choose a project to open its dashboard.</p>
      <PendingInvitations className="mt-6" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {projects.map((p) => (
          <li key={p.id}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <CardTitle>{p.name}</CardTitle>
                <div className="flex flex-wrap gap-2">
                  <Badge variant="secondary">{phaseLabels[p.currentPhase] ?? p.currentPhase}</Badge>
                  <Badge variant="outline">{projectRoleLabel(p.isOwner ? 'owner' : p.role)}</Badge>
                </div>
              </CardHeader>
              <CardContent className="flex-1">
                <CardDescription className="line-clamp-3">
                  {p.description ?? 'No description yet.'}
                </CardDescription>
              </CardContent>
              <CardFooter>
                <ButtonLink to={`/incubated-project-dashboard?project=${encodeURIComponent(p.id)}`}>
                  View Dashboard<span className="sr-only"> for {p.name}</span>
                </ButtonLink>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </Main>
  );
}

/** The dashboard with its own live stream: founders are not inside the admin shell's. */
function LiveOverview({ project }: { project: ProjectAccessEntry }) {
  return (
    <RealtimeProvider enabled>
      <ProjectOverview project={project} />
    </RealtimeProvider>
  );
}

/** /project-dashboard and /incubated-project-dashboard (spec section 2, 'Project dashboard'). */
export default function ProjectDashboardPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const selected = params.get('project');
  const shown = selected
    ? auth.projects.find((p) => p.id === selected)
    : auth.projects.length === 1
      ? auth.projects[0]
      : undefined;
  useDocumentTitle(auth.user && shown ? shown.name : 'Project Dashboard');

  if (auth.loading) {
    return (
      <Notice icon={<Loader2 aria-hidden className="size-6 animate-spin" />} title="Loading...">
        <p role="status" className="sr-only">
          Loading your projects
        </p>
      </Notice>
    );
  }
  if (!auth.user && auth.error) {
    return (
      <Notice icon={<FolderOpen aria-hidden className="size-6" />} title="Project Dashboard">
        <p role="alert" className="text-destructive">
          Failed to load project data. Please try again later.
        </p>
      </Notice>
    );
  }
  if (!auth.user) return <SignedOut />;
  if (auth.projects.length === 0) {
    return (
      <Notice icon={<FolderOpen aria-hidden className="size-6" />} title="No Projects Found">
        <p className="text-muted-foreground">
          You are not part of an incubated project yet. Apply to the programme, or read how it works.
        </p>
        <ApplyOrReadFaq />
        <PendingInvitations className="mt-4 w-full" />
      </Notice>
    );
  }

  if (selected) {
    if (!shown) {
      return (
        <Notice icon={<Lock aria-hidden className="size-6" />} title="Project Not Available">
          <p className="text-muted-foreground">
            You do not have access to this project, or it is no longer active.
          </p>
          <ButtonLink to="/project-dashboard">Back to your projects</ButtonLink>
        </Notice>
      );
    }
    return <LiveOverview project={shown} />;
  }
  if (auth.projects.length === 1) return <LiveOverview project={auth.projects[0]!} />;
  return <ProjectList projects={auth.projects} />;
}
