import { useLocation } from 'react-router';
import { AuthLoading, LoadingRedirect } from '~/web/features/auth/components/admin-guard';
import { authTexts } from '~/web/features/auth/texts';
import { useAuth } from '~/web/features/auth/use-auth';
import { TeamDashboard } from '~/web/features/team-dashboard/components/team-dashboard';
import { useDocumentTitle } from '~/web/lib/use-document-title';

/**
 * /team-dashboard: signed-in members see their projects, admins every project (in the admin
 * shell); signed out, the visitor is sent to /auth (docs/decisions/0011-team-dashboard.md).
 */
export default function TeamDashboardPage() {
  useDocumentTitle('Team Dashboard');
  const auth = useAuth();
  const location = useLocation();
  // The session layout waits for the session too; the screen does not count on being inside it.
  if (auth.loading) return <AuthLoading title={authTexts.guardLoadingTitle} body="Checking your session" />;
  if (!auth.user) return <LoadingRedirect to="/auth" state={{ from: location.pathname }} />;
  return <TeamDashboard isAdmin={auth.isAdmin} email={auth.user.email} />;
}
