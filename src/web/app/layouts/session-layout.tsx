import { AuthProvider } from '~/web/features/auth/auth-provider';
import { AuthLoading } from '~/web/features/auth/components/admin-guard';
import { AdminRealtime } from '~/web/features/applicants/components/admin-realtime';
import { authTexts } from '~/web/features/auth/texts';
import { useAuth } from '~/web/features/auth/use-auth';
import { AdminLayout } from './admin-layout';
import { PublicLayout } from './public-layout';

/**
 * Route element of the paths admins and everyone else share (`/incubator`, `/incubator/{id}`,
 * `/team-dashboard`, `/docs`): admins get them inside the admin shell, founders and visitors inside
 * the public layout. The session is asked for only when this browser has signed in before, so a
 * visitor's `/incubator` loads no more than the other public pages. Each screen below decides what
 * a role sees (`useAuth()`); the server's `allow()` still decides what it may read.
 */
export default function SessionLayout() {
  return (
    <AuthProvider whenHinted>
      <LayoutForRole />
    </AuthProvider>
  );
}

function LayoutForRole() {
  const auth = useAuth();
  if (auth.loading) return <AuthLoading title={authTexts.guardLoadingTitle} body="Checking your session" />;
  if (!auth.isAdmin) return <PublicLayout />;
  return (
    <AdminRealtime>
      <AdminLayout />
    </AdminRealtime>
  );
}
