import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Deployment, DeploymentDetail } from '~/shared/schemas/deployments';
import type { Alert, Monitor, MonitorInput, MonitorUpdateInput } from '~/shared/schemas/monitors';
import { apiFetch, apiJson } from '~/web/lib/api-client';
import { deploymentKeys, monitorKeys } from '~/web/lib/query-keys';

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
export const deploymentChoicesQuery = queryOptions({
  queryKey: deploymentKeys.list(),
  queryFn: () => apiFetch<Deployment[]>('/api/contracts'),
});
export const deploymentDetailQuery = (id: string) =>
  queryOptions({
    queryKey: deploymentKeys.detail(id),
    queryFn: () => apiFetch<DeploymentDetail>(`/api/contracts/${id}`),
    enabled: id !== '',
  });

export const useMonitors = () => useQuery(monitorsQuery);
export const useAlerts = (monitorId: string | null) => useQuery(alertsQuery(monitorId));

function useInvalidateMonitors() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: monitorKeys.all });
}

export function useSaveMonitor(monitor?: Monitor) {
  const invalidate = useInvalidateMonitors();
  return useMutation({
    mutationFn: (body: MonitorInput | MonitorUpdateInput) =>
      monitor
        ? apiJson<Monitor>(`/api/monitors/${monitor.id}`, 'PATCH', body)
        : apiJson<Monitor>('/api/monitors', 'POST', body),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteMonitor() {
  const invalidate = useInvalidateMonitors();
  return useMutation({
    mutationFn: (m: Monitor) => apiJson(`/api/monitors/${m.id}`, 'DELETE'),
    onSuccess: () => void invalidate(),
  });
}
