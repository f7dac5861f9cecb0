import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { Screen } from '~/web/components/layout/screen';
import { alertsQuery, monitorsQuery } from '~/web/features/monitors/api';
import { AlertList } from '~/web/features/monitors/components/alert-list';

export const loader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const monitorId = new URL(request.url).searchParams.get('monitor');
    void queryClient.prefetchQuery(alertsQuery(monitorId));
    void queryClient.prefetchQuery(monitorsQuery);
    return null;
  };

export default function AlertsPage() {
  return (
    <Screen title="Alerts" intro="What the monitors found, newest first." className="max-w-6xl space-y-4">
      <AlertList />
    </Screen>
  );
}
