import { AuthProvider } from '~/web/features/auth/auth-provider';
import { AdminGuard } from '~/web/features/auth/components/admin-guard';
import { AdminRealtime } from '~/web/features/applicants/components/admin-realtime';
import { AdminLayout } from './admin-layout';

/** Route element of every admin route: session, guard, then the sidebar layout. Loaded lazily. */
export default function AdminShell() {
  return (
    <AuthProvider>
      <AdminGuard>
        <AdminRealtime>
          <AdminLayout />
        </AdminRealtime>
      </AdminGuard>
    </AuthProvider>
  );
}
