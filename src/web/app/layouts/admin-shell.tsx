import { AuthProvider } from '~/web/features/auth/auth-provider';
import { AdminGuard } from '~/web/features/auth/components/admin-guard';
import { AdminLayout } from './admin-layout';

/** Route element of every admin route: session, guard, then the sidebar layout. Loaded lazily. */
export default function AdminShell() {
  return (
    <AuthProvider>
      <AdminGuard>
        <AdminLayout />
      </AdminGuard>
    </AuthProvider>
  );
}
