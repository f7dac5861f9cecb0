import { BarChart3, CheckCircle2, Clock, FileText, Plus, ShieldCheck, Sparkles } from 'lucide-react';
import { ButtonLink } from '~/web/components/ui/button-link';
import { Card, CardContent, CardHeader, CardTitle } from '~/web/components/ui/card';
import { Section } from '~/web/components/ui/section';
import { Skeleton } from '~/web/components/ui/skeleton';
import { useAuth } from '~/web/features/auth/use-auth';
import { useApplicationCounts } from '../api';
import { StatCard } from './stat-card';

/**
 * The application stat cards of the admin home (spec section 7: all, submitted, approved, approved
 * this month). Fetched only for admins; a failed load shows zeros (spec section 8, dashboard fetch errors).
 */
export function DashboardApplicationStats() {
  const { isAdmin } = useAuth();
  const counts = useApplicationCounts(isAdmin);
  if (!isAdmin) return null;
  if (counts.isPending) return <Skeleton className="h-28" />;
  const c = counts.data;
  const group = (status: string) => c?.statuses.find((s) => s.status === status);
  const of = (status: string) => group(status)?.total_count ?? 0;
  return (
    <Section id="dashboard-applications" title="Applications" className="space-y-3">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total Applications" value={c?.total ?? 0} icon={FileText} />
        <StatCard
          title="Pending Review"
          value={of('submitted')}
          icon={Clock}
          hint={`${group('submitted')?.unread_count ?? 0} unread`}
        />
        <StatCard title="Approved" value={of('approved')} icon={CheckCircle2} />
        <StatCard title="Approved This Month" value={c?.approved_this_month ?? 0} icon={Sparkles} />
      </div>
    </Section>
  );
}

const actions = [
  { to: '/products/new', label: 'Create New Product', icon: Plus },
  { to: '/admin/users', label: 'Manage Permissions', icon: ShieldCheck },
  { to: '/admin/analytics', label: 'View Analytics', icon: BarChart3 },
];

/** Spec section 2 quick actions. */
export function DashboardQuickActions() {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3">
        {actions.map(({ to, label, icon: Icon }) => (
          <ButtonLink to={to} key={to} variant="outline" className="justify-start">
            <Icon aria-hidden />
            {label}
          </ButtonLink>
        ))}
      </CardContent>
    </Card>
  );
}
