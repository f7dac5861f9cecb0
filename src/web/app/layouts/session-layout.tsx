import { lazy, Suspense } from 'react';
import { AuthProvider } from '~/web/features/auth/auth-provider';
import { AuthLoading } from '~/web/features/auth/components/admin-guard';
import { authTexts } from '~/web/features/auth/texts';
import { useAuth } from '~/web/features/auth/use-auth';
import { PublicLayout } from './public-layout';

// The admin shell (its realtime feed, forms, wallet checks) is fetched only when the caller is an
// admin: a visitor's /incubator carries none of it.
const AdminShell = lazy(async () => {
  const [{ AdminRealtime }, { AdminLayout }] = await Promise.all([
    import('~/web/features/applicants/components/admin-realtime'),
    import('./admin-layout'),
  ]);
  return {
    default: () => (
      <AdminRealtime>
        <AdminLayout />
      </AdminRealtime>
    ),
  };
});

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
  const loading = <AuthLoading title={authTexts.guardLoadingTitle} body="Checking your session" />;
  if (auth.loading) return loading;
  if (!auth.isAdmin) return <PublicLayout />;
  return (
    <Suspense fallback={loading}>
      <AdminShell />
    </Suspense>
  );
}
