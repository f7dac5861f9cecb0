import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { alertsQuery, monitorsQuery } from '~/web/features/monitors/api';
import { AlertList } from '~/web/features/monitors/components/alert-list';
import { useDocumentTitle } from '~/web/lib/use-document-title';

export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const monitorId = new URL(request.url).searchParams.get('monitor');
    void queryClient.prefetchQuery(alertsQuery(monitorId));
    void queryClient.prefetchQuery(monitorsQuery);
    return null;
  };

export default function AlertsPage() {
  useDocumentTitle('Alerts');
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Alerts</h1>
        <p className="text-muted-foreground">What the monitors found, newest first.</p>
      </div>
      <AlertList />
    </div>
  );
}
