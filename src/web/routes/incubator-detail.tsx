import { ShieldAlert } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadingRedirect } from '~/web/features/auth/components/admin-guard';
import { phaseLabels } from '~/shared/enums';
import { Badge } from '~/web/components/ui/badge';
import { ButtonLink } from '~/web/components/ui/button-link';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs';
import { useAuth } from '~/web/features/auth/use-auth';
import { CapitalTab } from '~/web/features/capital-sources/components/capital-tab';
import { ProjectMessagesTab } from '~/web/features/messages/components/project-messages-tab';
import { ProgrammeTab } from '~/web/features/milestones/components/programme-tab';
import { TeamTab } from '~/web/features/project-members/components/team-tab';
import { useManagedProject } from '~/web/features/projects/api';
import { ProfileTab } from '~/web/features/projects/components/profile-tab';
import type { ProjectTabProps } from '~/web/features/projects/tab-props';
import { RevenueTab } from '~/web/features/revenue-targets/components/revenue-tab';
import { queryErrorMessage } from '~/web/lib/query-client';
import { useDocumentTitle } from '~/web/lib/use-document-title';
import { Main } from '~/web/components/layout/page-focus';

const tabs = [
  { id: 'profile', label: 'Profile', Component: ProfileTab, adminOnly: false },
  { id: 'programme', label: 'Programme', Component: ProgrammeTab, adminOnly: false },
  { id: 'team', label: 'Team', Component: TeamTab, adminOnly: false },
  { id: 'capital', label: 'Capital', Component: CapitalTab, adminOnly: false },
  { id: 'revenue', label: 'Revenue', Component: RevenueTab, adminOnly: true },
  { id: 'messages', label: 'Messages', Component: ProjectMessagesTab, adminOnly: false },
] as const;

/**
 * `/incubator/{id}`: the project's management page. Admins see every tab in the admin shell; the
 * project's members see it in the public layout, the owner editing the profile and the team.
 * The open tab is kept in `?tab=` so a reload or a shared link opens the same one.
 */
export default function IncubatorProjectPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const location = useLocation();
  const access = auth.projects.find((p) => p.id === id);

  if (!auth.user) return <LoadingRedirect to="/auth" state={{ from: location.pathname + location.search }} />;
  if (!auth.isAdmin && !access) return <NotAMember />;
  return <ProjectPage id={id} isAdmin={auth.isAdmin} isOwner={access?.isOwner ?? false} />;
}

function ProjectPage({ id, isAdmin, isOwner }: { id: string; isAdmin: boolean; isOwner: boolean }) {
  const project = useManagedProject(id);
  const [params, setParams] = useSearchParams();
  useDocumentTitle(project.data?.name ?? 'Incubator project');
  const visible = tabs.filter((t) => isAdmin || !t.adminOnly);
  const current = visible.find((t) => t.id === params.get('tab'))?.id ?? 'profile';
  // Members see the page in the public layout, which has no <main> of its own.
  const Wrapper = isAdmin ? 'div' : Main;

  if (project.isPending) {
    return (
      <Wrapper className="mx-auto w-full max-w-6xl space-y-4 p-4" role="status" aria-label="Loading project">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </Wrapper>
    );
  }
  if (project.isError) {
    return (
      <Wrapper className="mx-auto w-full max-w-6xl space-y-3 p-4">
        <h1 className="text-2xl font-semibold">Project not available</h1>
        <p className="text-muted-foreground">{queryErrorMessage(project.error)}</p>
        <ButtonLink to={isAdmin ? '/incubator' : '/project-dashboard'} variant="outline">
          Back
        </ButtonLink>
      </Wrapper>
    );
  }
  const p = project.data;
  const props: ProjectTabProps = { project: p, canEdit: isAdmin || isOwner, isAdmin };
  return (
    <Wrapper
      // The admin shell pads its content; the public layout does not, so members' pages pad here.
      className={`mx-auto w-full max-w-6xl space-y-6 ${isAdmin ? 'p-0 sm:p-2' : 'px-4 py-6 sm:px-6 sm:py-10'}`}
    >
      <header className="flex flex-wrap items-center gap-3">
        {p.logoUrl ? (
          <img src={p.logoUrl} alt="" className="size-12 rounded-lg border object-contain" />
        ) : null}
        {/* The name keeps room of its own: on a phone the badges wrap below it rather than cut it. */}
        <div className="min-w-0 flex-1 basis-48">
          <ProjectBreadcrumb isAdmin={isAdmin} name={p.name} />
          <h1 className="text-2xl font-semibold tracking-tight break-words">{p.name}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="outline">{phaseLabels[p.currentPhase] ?? p.currentPhase}</Badge>
          {!p.isActive && <Badge variant="secondary">Unpublished</Badge>}
          {p.isFeatured && <Badge>Featured</Badge>}
        </div>
      </header>
      <Tabs
        value={current}
        onValueChange={(tab) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('tab', tab);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="h-auto flex-wrap justify-start">
          {visible.map((t) => (
            <TabsTrigger key={t.id} value={t.id} className="h-9 flex-none">
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {visible.map(({ id: tab, Component }) => (
          <TabsContent key={tab} value={tab} className="pt-4">
            <Component {...props} />
          </TabsContent>
        ))}
      </Tabs>
    </Wrapper>
  );
}

/**
 * Where the user is: the project's management page, under the place they reach it from (the
 * Incubator for admins, their Project Dashboard for the team).
 */
function ProjectBreadcrumb({ isAdmin, name }: { isAdmin: boolean; name: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted-foreground">
        <li>
          <Link
            to={isAdmin ? '/incubator' : '/project-dashboard'}
            className="underline-offset-4 hover:underline"
          >
            {isAdmin ? 'Incubator' : 'Project Dashboard'}
          </Link>
        </li>
        {/* Each separator wraps with the crumb after it, never left alone at a line's end. */}
        <li className="min-w-0 break-words">
          <span aria-hidden className="mr-1.5">
            /
          </span>
          {name}
        </li>
        <li aria-current="page" className="text-foreground">
          <span aria-hidden className="mr-1.5 text-muted-foreground">
            /
          </span>
          Manage project
        </li>
      </ol>
    </nav>
  );
}

function NotAMember() {
  return (
    <Main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlert aria-hidden className="size-12 text-destructive" />
      <h1 className="text-2xl font-semibold">Access Denied</h1>
      <p className="text-muted-foreground">
        This project's page is open to its team and to the admins. Ask the project's owner to invite you.
      </p>
      <ButtonLink to="/project-dashboard">Project Dashboard</ButtonLink>
    </Main>
  );
}
