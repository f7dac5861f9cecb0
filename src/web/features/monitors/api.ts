import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { contractContracts } from '~/shared/contracts/contracts';
import { monitorContracts } from '~/shared/contracts/monitors';
import type { Monitor, MonitorInput, MonitorUpdateInput } from '~/shared/schemas/monitors';
import { call, contractQuery, useInvalidate } from '~/web/lib/contract-client';
import { monitorKeys } from '~/web/lib/query-keys';

export { monitorKeys };

export const monitorsQuery = contractQuery(monitorContracts.list);

export const alertsQuery = (monitorId: string | null) =>
  contractQuery(monitorContracts.alerts, monitorId ? { query: { monitorId } } : {});

export const alertQuery = (id: string) => contractQuery(monitorContracts.alert, { params: { id } });

/** The deployments a monitor can watch, and one deployment's ABI (for its event names). */
export const deploymentChoicesQuery = contractQuery(contractContracts.list);
export const deploymentDetailQuery = (id: string) =>
  queryOptions({ ...contractQuery(contractContracts.get, { params: { id } }), enabled: id !== '' });

export const useMonitors = () => useQuery(monitorsQuery);
export const useAlerts = (monitorId: string | null) => useQuery(alertsQuery(monitorId));

/** Monitors and their alerts are one resource: a monitor's change refreshes the alert lists too. */
const useInvalidateMonitors = () => useInvalidate(monitorContracts);

/** A form's save: PATCH the monitor it edits (the update's fields), or POST a new one. */
export function useSaveMonitor(monitor?: Monitor) {
  const invalidate = useInvalidateMonitors();
  return useMutation({
    mutationFn: (body: MonitorInput | MonitorUpdateInput) =>
      monitor
        ? call(monitorContracts.update, { params: { id: monitor.id }, body: body as MonitorUpdateInput })
        : call(monitorContracts.create, { body: body as MonitorInput }),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteMonitor() {
  const invalidate = useInvalidateMonitors();
  return useMutation({
    mutationFn: (monitor: Monitor) => call(monitorContracts.delete, { params: { id: monitor.id } }),
    onSuccess: () => void invalidate(),
  });
}
