import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '~/web/components/layout/page-header';
import { monitorsQuery } from '~/web/features/monitors/api';
import { MonitorList } from '~/web/features/monitors/components/monitor-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export const loader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(monitorsQuery);
  return null;
};

export default function MonitorsPage() {
  useDocumentTitle('Monitors');
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <PageHeader title="Monitors">
        Rules on contract events and failed transactions; each hit notifies admins in the app, by e-mail and
        optionally by webhook.
      </PageHeader>
      <MonitorList />
    </div>
  );
}
