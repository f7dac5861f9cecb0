import { useAuth } from '~/web/features/auth/use-auth';
import { AdminProjectList } from '~/web/features/projects/components/admin-project-list';
import { PublicIncubator } from '~/web/features/projects/components/public-incubator';

/** `/incubator`: the management list for admins (in the admin shell), the public list for the rest. */
export default function IncubatorPage() {
  const { isAdmin } = useAuth();
  return isAdmin ? <AdminProjectList /> : <PublicIncubator />;
}
