import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatMoney, fundingPercent, NOT_DISCLOSED, shortAddress } from '~/shared/format';
import {
  capitalMeasurementLabels,
  capitalSourceTypeLabels,
  capitalSyncStatusLabels,
  type CapitalSource,
  type CapitalSyncStatus,
} from '~/shared/schemas/capital-sources';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Meter } from '~/web/components/ui/meter';
import { DeleteButton, EditButton } from '~/web/components/ui/row-actions';
import { DeleteDialog } from '~/web/components/ui/confirm-dialog';
import { DataTable, type ColumnDef } from '~/web/components/ui/data-table';
import { EditDialog, NewButton, type Editing } from '~/web/components/ui/form-dialog';
import { OutboundLink } from '~/web/components/ui/outbound-link';
import type { ProjectTabProps } from '~/web/features/projects/tab-props';
import { dateTimeFormat } from '~/web/lib/date-format';
import { useRealtimeEvents } from '~/web/lib/realtime-context';
import { invalidateCapital, useCapitalSources, useDeleteCapitalSource, useSyncCapital } from '../api';
import { CapitalHistory } from './capital-history';
import { CapitalSourceForm } from './capital-source-form';

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });
const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

const statusVariant: Record<CapitalSyncStatus, 'outline' | 'secondary' | 'default' | 'destructive'> = {
  pending: 'outline',
  syncing: 'secondary',
  completed: 'default',
  failed: 'destructive',
};

/**
 * What counts towards capital raised now, as the server sums it: every source read at least once,
 * at its last good USD value (a failed read keeps it); a source with no dollar value adds nothing.
 */
const readTotal = (sources: CapitalSource[]) =>
  Math.round(
    sources.filter((s) => s.lastSyncedAt !== null).reduce((sum, s) => sum + (s.value ?? 0), 0) * 100,
  ) / 100;

function measuredAs(s: CapitalSource): string {
  if (s.measurement === 'erc20_balance' && s.tokenAddress) return `ERC-20 ${shortAddress(s.tokenAddress)}`;
  if (s.measurement === 'view_function' && s.functionName) return `${s.functionName}()`;
  if (!s.networkId) return 'Recorded by hand';
  return capitalMeasurementLabels[s.measurement];
}

/**
 * Capital of `/incubator/{id}`: raised vs target, the sources read from the chain with their sync
 * status, a per-source history chart. Admins add, edit, delete and sync; members read.
 */
export function CapitalTab({ project, isAdmin }: ProjectTabProps) {
  const sources = useCapitalSources(project.id);
  const [editing, setEditing] = useState<Editing<CapitalSource>>(null);
  const [deleting, setDeleting] = useState<CapitalSource | null>(null);
  const remove = useDeleteCapitalSource(project.id);
  useCapitalEvents(project.id);
  useCapitalUpdatedToast(sources.data);

  const columns: ColumnDef<CapitalSource, never>[] = [
    {
      id: 'source',
      header: 'Source',
      meta: { cardLabel: false },
      cell: ({ row: { original: s } }) => (
        <div className="space-y-1">
          <div className="font-medium">{s.contractName}</div>
          <Badge variant="secondary">{capitalSourceTypeLabels[s.sourceType]}</Badge>
        </div>
      ),
    },
    {
      id: 'contract',
      header: 'Contract',
      cell: ({ row: { original: s } }) =>
        s.contractAddress ? (
          <div className="space-y-0.5">
            {s.explorerAddressUrl ? (
              <OutboundLink
                href={s.explorerAddressUrl}
                note=" (opens the explorer in a new tab)"
                className="font-mono text-xs underline-offset-4 hover:underline"
              >
                {shortAddress(s.contractAddress)}
              </OutboundLink>
            ) : (
              <span className="font-mono text-xs">{shortAddress(s.contractAddress)}</span>
            )}
            <div className="text-xs text-muted-foreground">
              {s.networkName ?? `Chain ${s.chainId ?? '?'}`}
            </div>
          </div>
        ) : (
          <span className="text-muted-foreground">Off chain</span>
        ),
    },
    { id: 'measured', header: 'Measured as', cell: ({ row }) => measuredAs(row.original) },
    {
      id: 'amount',
      header: 'Amount',
      meta: { className: 'tabular-nums md:text-right' },
      cell: ({ row }) => amountFormat.format(row.original.totalRaised),
    },
    {
      id: 'usd',
      header: 'USD value',
      meta: { className: 'tabular-nums md:text-right' },
      cell: ({ row: { original: s } }) =>
        s.value != null ? (
          usdFormat.format(s.value)
        ) : (
          <div className="space-y-1 md:ml-auto md:max-w-48">
            <p className="text-xs text-muted-foreground">
              {s.usdConversion === 'none'
                ? 'Not counted in capital raised: no USD rate'
                : 'Not counted in capital raised until the price feed is read'}
            </p>
            {isAdmin && s.usdConversion === 'none' && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Add a USD rate to ${s.contractName}`}
                onClick={() => setEditing(s)}
              >
                Add a USD rate
              </Button>
            )}
          </div>
        ),
    },
    {
      id: 'status',
      header: 'Sync',
      cell: ({ row: { original: s } }) => (
        <div className="max-w-64 space-y-1">
          <Badge variant={statusVariant[s.syncStatus]}>{capitalSyncStatusLabels[s.syncStatus]}</Badge>
          {s.syncStatus === 'failed' && s.lastError && (
            <p className="text-xs break-words text-destructive">{s.lastError}</p>
          )}
          <p className="text-xs text-muted-foreground">
            {s.lastSyncedAt
              ? `Last synced ${dateTimeFormat.format(new Date(s.lastSyncedAt))}`
              : 'Never synced'}
          </p>
        </div>
      ),
    },
    ...(isAdmin
      ? [
          {
            id: 'actions',
            header: 'Actions',
            meta: { className: 'md:text-right', cardLabel: false as const },
            cell: ({ row: { original: s } }: { row: { original: CapitalSource } }) => (
              <div className="flex flex-wrap gap-2 md:justify-end">
                <EditButton of={s.contractName} onClick={() => setEditing(s)} />
                <DeleteButton of={s.contractName} onClick={() => setDeleting(s)} />
              </div>
            ),
          } satisfies ColumnDef<CapitalSource, never>,
        ]
      : []),
  ];

  return (
    <div className="space-y-8">
      <CapitalSummary
        raised={project.capitalRaised}
        target={project.totalCapitalTarget}
        sync={isAdmin ? <SyncControls projectId={project.id} /> : null}
      />
      <section className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="capital-sources-heading" className="text-lg font-semibold">
            Capital sources
          </h2>
          {isAdmin && (
            <NewButton size="sm" onClick={() => setEditing('new')}>
              Add source
            </NewButton>
          )}
        </div>
        <DataTable
          label="Capital sources"
          columns={columns}
          query={sources}
          empty={
            isAdmin
              ? 'No capital sources yet. Add a contract whose balance or sales count as raised capital.'
              : 'No capital sources yet.'
          }
        />
      </section>
      {sources.data && sources.data.length > 0 && (
        <CapitalHistory projectId={project.id} sources={sources.data} />
      )}
      {isAdmin && (
        <>
          <EditDialog
            editing={editing}
            onClose={() => setEditing(null)}
            title={(s) => (s ? `Edit ${s.contractName}` : 'Add capital source')}
            description="The contract, token, function and price feed are checked on the chain before saving."
          >
            {(s) => <CapitalSourceForm projectId={project.id} source={s} onDone={() => setEditing(null)} />}
          </EditDialog>
          <DeleteDialog
            row={deleting}
            onClose={() => setDeleting(null)}
            title={`Delete ${deleting?.contractName ?? 'source'}?`}
            description="Its history goes with it, and the project's capital raised is summed again without it."
            onDelete={(s) =>
              remove.mutate(s.id, {
                onSuccess: () => toast.success('Capital source deleted'),
                onError: (err) =>
                  toast.error('Failed to delete capital source', { description: err.message }),
              })
            }
          />
        </>
      )}
    </div>
  );
}

function CapitalSummary({
  raised,
  target,
  sync,
}: {
  raised: number | null;
  target: number | null;
  sync: React.ReactNode;
}) {
  const percent = fundingPercent(raised, target);
  const hasTarget = target != null && target > 0;
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 id={labelId} className="text-sm font-medium text-muted-foreground">
            Capital raised
          </h2>
          <p className="text-3xl font-semibold tabular-nums" data-testid="capital-raised">
            {formatMoney(raised)}
          </p>
          <p className="text-sm text-muted-foreground">
            Target: <span className="font-medium text-foreground">{formatMoney(target, NOT_DISCLOSED)}</span>
          </p>
        </div>
        {sync}
      </div>
      {hasTarget && (
        <div className="space-y-1">
          <Meter
            label="Capital raised of target"
            percent={percent}
            valueText={`${percent}% of target`}
            className="h-3 w-full"
            barClassName="bg-brand"
          />
          <p className="text-sm tabular-nums">{percent}% of target</p>
        </div>
      )}
    </section>
  );
}

/** 'Sync now' with the spec's toasts (§8); 'Ignore the 60 s cache' forces every source to be read. */
function SyncControls({ projectId }: { projectId: string }) {
  const sync = useSyncCapital(projectId);
  const [force, setForce] = useState(false);
  const run = () => {
    const id = toast.loading('Syncing capital data...');
    sync.mutate(force, {
      onSuccess: (r) => {
        if (r.synced > 0 && r.failed === r.synced) {
          toast.error('Sync failed', {
            id,
            description: `${r.failed} ${r.failed === 1 ? 'source' : 'sources'} could not be read.`,
          });
          return;
        }
        toast.success(`Sync completed: ${r.synced} sources updated, ${r.cached} from cache`, {
          id,
          description: r.failed > 0 ? `${r.failed} could not be read.` : undefined,
        });
      },
      onError: (err) => toast.error('Sync failed', { id, description: err.message }),
    });
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button variant="outline" onClick={run} busy={sync.isPending}>
        <RefreshCw aria-hidden className={sync.isPending ? 'animate-spin' : undefined} /> Sync now
      </Button>
      <label className="flex items-center gap-2 text-sm text-muted-foreground">
        <input type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} />
        Ignore the 60 s cache
      </label>
    </div>
  );
}

/** A capital event of this project (a sync started or finished, a source changed) refreshes its figures. */
function useCapitalEvents(projectId: string) {
  const queryClient = useQueryClient();
  useRealtimeEvents((message) => {
    if (message.topic === `project:${projectId}:capital`) void invalidateCapital(queryClient, projectId);
  });
}

/**
 * Spec section 4: a completed sync that raised total_raised shows 'Capital Updated' with the
 * amount gained. Watches the sources' read total (as the server sums it), whoever synced (this admin, the scheduler,
 * another admin: their realtime event refetches the sources).
 */
function useCapitalUpdatedToast(sources: CapitalSource[] | undefined) {
  const total = sources ? readTotal(sources) : undefined;
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (total === undefined) return;
    const before = previous.current;
    previous.current = total;
    if (before !== undefined && total > before) {
      toast.success('Capital Updated', { description: `+${usdFormat.format(total - before)} raised` });
    }
  }, [total]);
}
