import { useState } from 'react';
import { Screen } from '~/web/components/layout/screen';
import { SearchInput } from '~/web/components/ui/search-input';
import { countOf } from '~/shared/format';
import { Section } from '~/web/components/ui/section';
import { useAuth } from '~/web/features/auth/use-auth';
import { useAdminProjects } from '~/web/features/projects/api';
import { USERS_PAGE_SIZE, useUsers } from '~/web/features/users/api';
import { InvitationsList } from '~/web/features/users/components/invitations-list';
import { InviteDialog } from '~/web/features/users/components/invite-dialog';
import { UsersTable } from '~/web/features/users/components/users-table';
import { useDebouncedValue } from '~/web/features/users/use-debounced-value';
import { queryErrorMessage } from '~/web/lib/query-client';

export default function UsersPage() {
  const auth = useAuth();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useUsers(debounced, page);
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / USERS_PAGE_SIZE));
  const viewer = { id: auth.user?.id ?? '', role: auth.role };
  // Team invitations name their project: the page reads the projects and hands the names down.
  const projects = useAdminProjects().data;
  const projectName = (id: string) => projects?.find((p) => p.id === id)?.name;

  return (
    <Screen
      title="User Management"
      intro="Roles, access and invitations."
      actions={<InviteDialog viewerRole={auth.role} />}
      className="max-w-6xl space-y-6"
    >
      <Section id="users-heading" title="Users" titleClassName="sr-only" className="space-y-3">
        <SearchInput
          className="max-w-sm"
          aria-label="Search users by e-mail or name"
          placeholder="Search by e-mail or name"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <UsersTable
          users={query.data?.users}
          viewer={viewer}
          isPending={query.isPending}
          error={query.isError ? queryErrorMessage(query.error) : null}
          empty={
            <p className="rounded-lg border p-6 text-center text-muted-foreground">
              No users match this search.
            </p>
          }
          pagination={
            query.data && {
              page,
              pageCount: pages,
              summary: countOf(query.data.total, 'user'),
              onPage: setPage,
            }
          }
        />
      </Section>

      <InvitationsList viewerRole={auth.role} projectName={projectName} />
    </Screen>
  );
}
