import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { invalidateAfterChange } from '~/web/lib/query-client';
import { useRealtimeEvents } from '~/web/lib/realtime-context';
import { alertQuery, monitorKeys } from './api';

/** Mounted once in the admin layout: every monitor hit raises a toast and refreshes the alert lists. */
export function useAlertEvents(): void {
  const qc = useQueryClient();
  const navigate = useNavigate();
  useRealtimeEvents((message) => {
    if (message.topic !== 'alerts') return;
    void (async () => {
      await invalidateAfterChange(qc, { queryKey: monitorKeys.all });
      try {
        const alert = await qc.fetchQuery({ ...alertQuery(message.id), staleTime: 0 });
        toast.warning(`Alert: ${alert.monitorName}`, {
          id: `alert-${alert.id}`,
          description: `${alert.deploymentLabel} · ${alert.summary}`,
          duration: 15_000,
          action: {
            label: 'View alerts',
            onClick: () => void navigate(`/alerts?monitor=${alert.monitorId}`),
          },
        });
      } catch {
        // The alert may have been deleted with its monitor; the list refresh is enough.
      }
    })();
  });
}
