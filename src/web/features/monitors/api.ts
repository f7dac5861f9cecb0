import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Alert, Monitor, MonitorInput, MonitorUpdateInput } from '~/shared/schemas/monitors';
import { apiFetch } from '~/web/lib/api-client';
import { monitorKeys } from '~/web/lib/query-keys';
import { deploymentQueries, useDeleteResource, useSaveResource } from '~/web/lib/resource-api';

export { monitorKeys };

export const monitorsQuery = queryOptions({
  queryKey: monitorKeys.list(),
  queryFn: () => apiFetch<Monitor[]>('/api/monitors'),
});

export const alertsQuery = (monitorId: string | null) =>
  queryOptions({
    queryKey: monitorKeys.alerts(monitorId),
    queryFn: () => apiFetch<Alert[]>(monitorId ? `/api/alerts?monitorId=${monitorId}` : '/api/alerts'),
  });

export const alertQuery = (id: string) =>
  queryOptions({ queryKey: monitorKeys.alert(id), queryFn: () => apiFetch<Alert>(`/api/alerts/${id}`) });

/** The deployments a monitor can watch, and one deployment's ABI (for its event names). */
export const deploymentChoicesQuery = deploymentQueries.list;
export const deploymentDetailQuery = (id: string) =>
  queryOptions({ ...deploymentQueries.detail(id), enabled: id !== '' });

export const useMonitors = () => useQuery(monitorsQuery);
export const useAlerts = (monitorId: string | null) => useQuery(alertsQuery(monitorId));

function useInvalidateMonitors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: monitorKeys.all });
}

export const useSaveMonitor = (monitor?: Monitor) =>
  useSaveResource<Monitor, MonitorInput | MonitorUpdateInput>(
    '/api/monitors',
    useInvalidateMonitors(),
    monitor,
  );

export const useDeleteMonitor = () => useDeleteResource<Monitor>('/api/monitors', useInvalidateMonitors());
