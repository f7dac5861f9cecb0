import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { monitorKindLabels, type Monitor } from '~/shared/schemas/monitors';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { DeleteButton, EditButton } from '~/web/components/ui/row-actions';
import { DeleteDialog } from '~/web/components/ui/confirm-dialog';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { EditDialog, FormDialog, NewButton, type Editing } from '~/web/components/ui/form-dialog';
import { useDeleteMonitor, useMonitors } from '../api';
import { MonitorForm } from './monitor-form';
import { formatDateTime } from '~/web/lib/date-format';

/** /monitors: every rule, create/edit in a dialog, delete behind a confirmation; a new webhook secret shown once. */
export function MonitorList() {
  const query = useMonitors();
  const remove = useDeleteMonitor();
  const [editing, setEditing] = useState<Editing<Monitor>>(null);
  const [deleting, setDeleting] = useState<Monitor | null>(null);
  const [secret, setSecret] = useState<{ value: string; name: string } | null>(null);

  const columns: ColumnDef<Monitor, never>[] = [
    {
      id: 'name',
      header: 'Monitor',
      cell: ({ row: { original: m } }) => (
        <div className="space-y-1">
          <Link to={`/alerts?monitor=${m.id}`} className="font-medium underline-offset-4 hover:underline">
            {m.name}
          </Link>
          <div className="text-xs text-muted-foreground">
            {m.deploymentLabel} · {m.networkName}
          </div>
        </div>
      ),
    },
    {
      id: 'rule',
      header: 'Rule',
      cell: ({ row: { original: m } }) =>
        m.kind === 'event' ? (
          <div className="space-y-1">
            <div>{m.eventName}</div>
            {m.condition && <code className="text-xs break-all">{m.condition}</code>}
          </div>
        ) : (
          monitorKindLabels[m.kind]
        ),
    },
    {
      id: 'delivery',
      header: 'Delivery',
      cell: ({ row: { original: m } }) => (
        <span className="text-sm">
          In-app, e-mail
          {m.webhookUrl ? <span className="block text-xs break-all">+ webhook {m.webhookUrl}</span> : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original: m } }) => (
        <Badge variant={m.isActive ? 'default' : 'outline'}>{m.isActive ? 'Active' : 'Paused'}</Badge>
      ),
    },
    {
      id: 'alerts',
      header: 'Alerts',
      cell: ({ row: { original: m } }) => (
        <span>
          {m.alertCount}
          {m.lastAlertAt && (
            <span className="block text-xs text-muted-foreground">last {formatDateTime(m.lastAlertAt)}</span>
          )}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: m } }) => (
        <div className="flex flex-wrap gap-2">
          <EditButton of={m.name} onClick={() => setEditing(m)} />
          <DeleteButton of={m.name} onClick={() => setDeleting(m)} />
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <NewButton onClick={() => setEditing('new')}>New monitor</NewButton>
      </div>
      <DataTable
        label="Monitors"
        columns={columns}
        query={query}
        empty="No monitors yet. Create one to be alerted when a contract emits an event or a journaled write fails."
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        title={(m) => (m ? `Edit ${m.name}` : 'New monitor')}
        description="A rule on one contract: an event (with an optional condition on its arguments) or failed journaled transactions."
      >
        {(m) => (
          <MonitorForm
            monitor={m}
            onDone={() => setEditing(null)}
            onSecret={(value, name) => setSecret({ value, name })}
          />
        )}
      </EditDialog>
      <DeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'monitor'}?`}
        description={`${
          deleting?.alertCount
            ? `Its ${deleting.alertCount} alert(s) will be deleted too`
            : 'It has no alerts'
        }; nothing more will be sent for it.`}
        onDelete={(m) =>
          remove.mutate(m, {
            onSuccess: () => toast.success('Monitor deleted'),
            onError: (err) => toast.error('Failed to delete monitor', { description: err.message }),
          })
        }
      />
      <FormDialog
        open={secret !== null}
        onClose={() => setSecret(null)}
        title="Webhook signing secret"
        description={`Copy it now for ${secret?.name ?? 'this monitor'}: it is not shown again. Rotate it from Edit if it leaks.`}
      >
        <div className="space-y-3">
          <code
            data-testid="webhook-secret"
            className="block rounded-md bg-muted p-3 font-mono text-sm break-all"
          >
            {secret?.value}
          </code>
          <p className="text-sm text-muted-foreground">
            Verify each delivery: HMAC-SHA256 of the raw body with this secret, hex, compared with the
            X-Hatchery-Signature header after its sha256= prefix.
          </p>
          <div className="flex justify-end">
            <Button onClick={() => setSecret(null)}>Done</Button>
          </div>
        </div>
      </FormDialog>
    </div>
  );
}
