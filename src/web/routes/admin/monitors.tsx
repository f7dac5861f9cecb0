import type { QueryClient } from '@tanstack/react-query';
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
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Monitors</h1>
        <p className="text-muted-foreground">
          Rules on contract events and failed transactions; each hit notifies admins in the app, by e-mail and
          optionally by webhook.
        </p>
      </div>
      <MonitorList />
    </div>
  );
}
