import type { QueryClient } from '@tanstack/react-query';
import { Screen } from '~/web/components/layout/screen';
import { monitorsQuery } from '~/web/features/monitors/api';
import { MonitorList } from '~/web/features/monitors/components/monitor-list';

export const loader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(monitorsQuery);
  return null;
};

export default function MonitorsPage() {
  return (
    <Screen
      title="Monitors"
      intro={
        <>
          Rules on contract events and failed transactions; each hit notifies admins in the app, by e-mail and
          optionally by webhook.
        </>
      }
      className="max-w-6xl space-y-4"
    >
      <MonitorList />
    </Screen>
  );
}
