import { useSearchParams } from 'react-router';
import type { Alert, WebhookStatus } from '~/shared/schemas/monitors';
import { Badge } from '~/web/components/ui/badge';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { Label } from '~/web/components/ui/label';
import { NativeSelect, Options } from '~/web/components/ui/native-select';
import { ExplorerLink } from '~/web/components/contracts/explorer-link';
import { useAlerts, useMonitors } from '../api';
import { formatDateTime } from '~/web/lib/date-format';

const webhookLabels: Record<WebhookStatus, string> = {
  none: 'No webhook',
  pending: 'Webhook retrying',
  delivered: 'Webhook delivered',
  failed: 'Webhook failed',
};

const columns: ColumnDef<Alert, never>[] = [
  {
    id: 'when',
    header: 'When',
    cell: ({ row: { original: a } }) => <time dateTime={a.createdAt}>{formatDateTime(a.createdAt)}</time>,
  },
  {
    id: 'monitor',
    header: 'Monitor',
    cell: ({ row: { original: a } }) => (
      <div>
        <div className="font-medium">{a.monitorName}</div>
        <div className="text-xs text-muted-foreground">{a.deploymentLabel}</div>
      </div>
    ),
  },
  {
    id: 'summary',
    header: 'What happened',
    cell: ({ row: { original: a } }) => <span className="font-mono text-xs break-all">{a.summary}</span>,
  },
  {
    id: 'tx',
    header: 'Transaction',
    cell: ({ row: { original: a } }) =>
      a.txHash ? (
        <ExplorerLink href={a.txUrl} className="font-mono text-xs break-all underline" title={a.txHash}>
          {a.txHash.slice(0, 10)}…{a.txHash.slice(-6)}
        </ExplorerLink>
      ) : (
        '—'
      ),
  },
  {
    id: 'webhook',
    header: 'Webhook',
    cell: ({ row: { original: a } }) => (
      <div className="space-y-1">
        <Badge variant={a.webhookStatus === 'failed' ? 'destructive' : 'outline'}>
          {webhookLabels[a.webhookStatus]}
        </Badge>
        {a.webhookStatus !== 'none' && (
          <div className="text-xs text-muted-foreground">
            {a.webhookAttempts} attempt{a.webhookAttempts === 1 ? '' : 's'}
            {a.webhookLastError ? ` · ${a.webhookLastError}` : ''}
          </div>
        )}
      </div>
    ),
  },
];

/** /alerts: what monitors found, newest first, filtered by monitor through `?monitor=`. */
export function AlertList() {
  const [params, setParams] = useSearchParams();
  const monitorId = params.get('monitor');
  const monitors = useMonitors();
  const alerts = useAlerts(monitorId);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="alert-monitor-filter">Monitor</Label>
          <NativeSelect
            id="alert-monitor-filter"
            value={monitorId ?? ''}
            onChange={(e) => setParams(e.target.value ? { monitor: e.target.value } : {})}
          >
            <option value="">All monitors</option>
            <Options items={monitors.data} value={(m) => m.id} label={(m) => m.name} />
          </NativeSelect>
        </div>
      </div>
      <DataTable
        label="Alerts"
        columns={columns}
        query={alerts}
        pageSize={25}
        empty="No alerts yet. They appear here, and as a notification, when a monitor's rule matches."
      />
    </div>
  );
}
