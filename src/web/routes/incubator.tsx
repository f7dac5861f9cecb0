import { lazy, Suspense } from 'react';
import { useAuth } from '~/web/features/auth/use-auth';
import { PublicIncubator } from '~/web/features/projects/components/public-incubator';

// The management list (forms, address checks with viem) is fetched only for admins, so the
// public page a visitor opens carries none of it.
const AdminProjectList = lazy(() =>
  import('~/web/features/projects/components/admin-project-list').then((m) => ({
    default: m.AdminProjectList,
  })),
);

/** `/incubator`: the management list for admins (in the admin shell), the public list for the rest. */
export default function IncubatorPage() {
  const { isAdmin } = useAuth();
  return isAdmin ? (
    <Suspense>
      <AdminProjectList />
    </Suspense>
  ) : (
    <PublicIncubator />
  );
}
