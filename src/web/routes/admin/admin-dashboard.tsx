import { AlertTriangle, CalendarDays, FileText, Inbox, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { applicationStatusLabels } from '~/shared/schemas/applicant-status';
import { Screen } from '~/web/components/layout/screen';
import { ButtonLink } from '~/web/components/ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Section } from '~/web/components/ui/section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useApplicationCounts } from '~/web/features/applicants/api';
import { LatestApplications } from '~/web/features/applicants/components/latest-applications';
import { StatCard } from '~/web/features/applicants/components/stat-card';
import { ReviewerProgressCard } from '~/web/features/reviews/components/reviewer-progress';
import { StatusBadge } from '~/web/features/applicants/components/status-badge';
import { ProjectStatusMonitor } from '~/web/features/projects/components/project-status-monitor';
import { formatRate, urgencyText } from '~/web/features/applicants/urgency';
import { queryErrorMessage } from '~/web/lib/query-client';
import { cn } from '~/web/lib/utils';
import { formatDateTime } from '~/web/lib/date-format';

/** /admin and /admin/dashboard: the applications at a glance. */
export default function AdminDashboardPage() {
  const counts = useApplicationCounts();
  const c = counts.data;

  return (
    <Screen
      title="Admin Panel"
      intro="Incubator applications at a glance."
      actions={
        <ButtonLink to="/admin/applicants" variant="brand">
          Review applicants
        </ButtonLink>
      }
      className="max-w-6xl space-y-6"
    >
      {counts.isError ? (
        <p role="alert" className="text-destructive">
          {queryErrorMessage(counts.error, 'Failed to load application counts.')}
        </p>
      ) : !c ? (
        <Skeleton className="h-28" />
      ) : (
        <>
          <Section id="overview-heading" title="Overview" titleClassName="sr-only" className="space-y-3">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <StatCard title="Total applications" value={c.total} icon={FileText} />
              <StatCard
                title="Unread"
                value={c.unread}
                icon={c.urgency === 'normal' ? Inbox : AlertTriangle}
                hint={
                  <>
                    <span
                      className={cn(
                        'font-semibold',
                        c.urgency === 'urgent' && 'text-destructive',
                        c.urgency === 'high' && 'text-amber-700 dark:text-amber-400',
                      )}
                    >
                      Urgency: {urgencyText[c.urgency].label}.
                    </span>{' '}
                    {urgencyText[c.urgency].detail}
                  </>
                }
              />
              <StatCard
                title="Conversion rate"
                value={formatRate(c.conversion_rate)}
                icon={TrendingUp}
                hint="Approved out of all applications"
              />
              <StatCard
                title="This month"
                value={c.this_month}
                icon={CalendarDays}
                hint={`${c.approved_this_month} approved this month`}
              />
            </div>
          </Section>

          <Section id="status-heading" title="By status" className="space-y-3">
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {c.statuses.map((s) => (
                <Card key={s.status} className="p-4">
                  <div className="flex items-center justify-between gap-2">
                    <StatusBadge status={s.status} />
                    <Link
                      to={`/admin/applicants?status=${s.status}`}
                      className="text-xs underline underline-offset-4"
                    >
                      View<span className="sr-only"> {applicationStatusLabels[s.status]} applications</span>
                    </Link>
                  </div>
                  <p className="mt-3 text-2xl font-semibold tabular-nums">{s.total_count}</p>
                  <p className="text-sm text-muted-foreground">{s.unread_count} unread</p>
                  {s.latest_application && (
                    <p className="mt-2 truncate text-xs text-muted-foreground">
                      Latest unread: {s.latest_application.name} ·{' '}
                      <time dateTime={s.latest_application.created_at}>
                        {formatDateTime(s.latest_application.created_at)}
                      </time>
                    </p>
                  )}
                </Card>
              ))}
            </div>
          </Section>
        </>
      )}

      <section aria-labelledby="monitor-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="monitor-heading" className="text-lg font-semibold">
            Project status monitor
          </h2>
          <Link to="/incubator" className="text-sm underline underline-offset-4">
            Manage projects
          </Link>
        </div>
        <ProjectStatusMonitor />
      </section>

      <Card>
        <CardHeader className="flex-row items-center justify-between pb-2">
          <CardTitle className="text-lg">Latest applications</CardTitle>
          <Link to="/admin/applicants" className="text-sm underline underline-offset-4">
            View all
          </Link>
        </CardHeader>
        <CardContent>
          <LatestApplications />
        </CardContent>
      </Card>
      <ReviewerProgressCard />
    </Screen>
  );
}
