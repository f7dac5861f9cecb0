import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '~/web/components/layout/page-header';
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
      <PageHeader title="Alerts">What the monitors found, newest first.</PageHeader>
      <AlertList />
    </div>
  );
}
