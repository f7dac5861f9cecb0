import { CheckCircle2, Circle, Settings2 } from 'lucide-react';
import type { ProjectAccessEntry } from '~/shared/auth';
import { formatAmount, formatMoney, labelFrom } from '~/shared/format';
import { capitalSourceTypeLabels, capitalSyncStatusLabels } from '~/shared/schemas/capital-sources';
import { revenueTargetStatusLabels } from '~/shared/schemas/revenue-targets';
import { projectRoleLabel } from '~/shared/schemas/project-members';
import type { ProjectOverview as Overview } from '~/shared/schemas/projects';
import { PhaseBadge } from '~/web/components/phase-badge';
import { ProgrammeTimeline } from '~/web/components/programme-timeline';
import { Badge } from '~/web/components/ui/badge';
import { ButtonLink } from '~/web/components/ui/button-link';
import { TitledCard } from '~/web/components/ui/card';
import { Section } from '~/web/components/ui/section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { Meter } from '~/web/components/ui/meter';
import { LoadError } from '~/web/components/ui/query-state';
import { MessageDialog, useAdminMessageNotices, useMessageEvents } from '~/web/features/messages';
import { useOverviewEvents, useProjectOverview } from '../api';
import { FigureCard } from './figure-card';
import { PendingInvitations } from './pending-invitations';
import { Main } from '~/web/components/layout/page-focus';
import { calendarDay, formatDateTime } from '~/web/lib/date-format';

function Figures({ data }: { data: Overview }) {
  const { capital, milestoneProgress, project } = data;
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <FigureCard label="Capital Raised" value={formatMoney(capital.raised)}>
        <p className="text-sm text-muted-foreground">
          {capital.target ? `of ${formatMoney(capital.target)} target` : 'No target set'}
        </p>
        {capital.percent !== null && <Meter label="Capital raised of target" percent={capital.percent} />}
      </FigureCard>
      <FigureCard label="Team Members" value={data.teamSize} />
      <FigureCard label="Milestones" value={`${milestoneProgress.done}/${milestoneProgress.total}`}>
        <Meter label="Milestones done" percent={milestoneProgress.percent} />
      </FigureCard>
      <FigureCard
        label="Programme"
        value={project.programme.state === 'running' ? `Day ${project.programme.day}` : '—'}
      >
        <p className="text-sm text-muted-foreground">{project.programme.percent}% of 100 days</p>
      </FigureCard>
    </ul>
  );
}

function Milestones({ data }: { data: Overview }) {
  return (
    <TitledCard title="Milestones">
      {data.milestones.length === 0 ? (
        <p className="text-sm text-muted-foreground">The Hatchery team has not set milestones yet.</p>
      ) : (
        <ul className="grid gap-2">
          {data.milestones.map((m) => (
            <li key={m.id} className="flex items-start gap-2 text-sm">
              {m.done ? (
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              )}
              <span className="flex-1">
                <span className="sr-only">{m.done ? 'Done: ' : 'Open: '}</span>
                {m.title}
              </span>
              <span className="text-muted-foreground">Day {m.dueDay}</span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

const capitalSourceTypeLabel = labelFrom(capitalSourceTypeLabels);
const revenueTargetStatusLabel = labelFrom(revenueTargetStatusLabels);
const syncStatusLabel = labelFrom(capitalSyncStatusLabels);

function Capital({ data }: { data: Overview }) {
  return (
    <TitledCard title="Capital sources" contentClassName="space-y-4">
      {data.capital.sources.length === 0 ? (
        <p className="text-sm text-muted-foreground">No capital source is tracked on chain yet.</p>
      ) : (
        <ul className="grid gap-2">
          {data.capital.sources.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span>
                {s.contractName}{' '}
                <span className="text-muted-foreground">({capitalSourceTypeLabel(s.sourceType)})</span>
              </span>
              <span className="flex items-center gap-2">
                {s.value != null ? (
                  <span className="tabular-nums">{formatMoney(s.value)}</span>
                ) : (
                  <span className="tabular-nums">
                    {formatAmount(s.totalRaised)}{' '}
                    <span className="text-muted-foreground">(no USD value)</span>
                  </span>
                )}
                <Badge variant={s.syncStatus === 'failed' ? 'destructive' : 'outline'}>
                  {syncStatusLabel(s.syncStatus)}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.revenueTargets.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Revenue targets</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {data.revenueTargets.map((t) => (
              <li key={t.id} className="flex justify-between gap-2">
                <span>
                  {formatMoney(t.targetAmount)} by {calendarDay(t.targetDate)}
                </span>
                <Badge variant={t.status === 'achieved' ? 'secondary' : 'outline'}>
                  {revenueTargetStatusLabel(t.status)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </TitledCard>
  );
}

function Activity({ data }: { data: Overview }) {
  return (
    <TitledCard title="Recent activity">
      {data.activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing has happened yet.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {data.activity.map((a, i) => (
            <li key={`${a.at}-${i}`} className="flex flex-wrap justify-between gap-x-4">
              <span>{a.text}</span>
              <time dateTime={a.at} className="text-muted-foreground">
                {formatDateTime(a.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

/**
 * The project dashboard (spec section 2) with real figures in place of section 9's placeholders;
 * the phase shows as Development when none is set.
 */
export function ProjectOverview({ project }: { project: ProjectAccessEntry }) {
  const overview = useProjectOverview(project.id);
  useMessageEvents();
  useOverviewEvents(project.id);
  useAdminMessageNotices(project.id);
  const data = overview.data;
  const canManage = data ? data.viewerRole === 'owner' || data.viewerRole === 'admin' : project.isOwner;
  return (
    <Main className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h1 className="text-3xl font-semibold tracking-tight">{project.name}</h1>
          <div className="flex flex-wrap gap-2">
            <PhaseBadge phase={project.currentPhase || 'development'} srPrefix="Phase:" />
            <Badge variant="outline">
              <span className="sr-only">Your role: </span>
              {data
                ? projectRoleLabel(data.viewerRole)
                : project.isOwner
                  ? 'Owner'
                  : projectRoleLabel(project.role)}
            </Badge>
          </div>
          {project.description && <p className="max-w-2xl text-muted-foreground">{project.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The thread loads on its own: figures that fail to load must not cut the founder off from the admins. */}
          <MessageDialog
            projectId={project.id}
            projectName={project.name}
            unread={data?.messages.unreadForViewer ?? 0}
          />
          {canManage && (
            <ButtonLink to={`/incubator/${encodeURIComponent(project.id)}`} variant="outline">
              <Settings2 aria-hidden />
              Manage Project
            </ButtonLink>
          )}
        </div>
      </div>
      <PendingInvitations />
      {overview.isPending ? (
        <div
          role="status"
          aria-label="Loading project figures"
          className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : overview.isError ? (
        <LoadError
          message="Failed to load project data. Please try again later."
          onRetry={overview.refetch}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          <Section id="project-figures" title="Overview" className="space-y-4">
            <Figures data={data!} />
            <ProgrammeTimeline programme={data!.project.programme} />
          </Section>
          <div className="grid gap-4 lg:grid-cols-2">
            <Milestones data={data!} />
            <Capital data={data!} />
          </div>
          <Activity data={data!} />
        </>
      )}
    </Main>
  );
}
