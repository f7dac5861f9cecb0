import { desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { alertResponse } from '~/shared/schemas/monitors';
import type { DbOrTx } from '../../../db/client';
import {
  contractAbis,
  contractDeployments,
  contractMonitors,
  monitorAlerts,
  networks,
} from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';

type Alert = z.output<typeof alertResponse>;

async function selectAlerts(db: DbOrTx, where: SQL | undefined, limit: number): Promise<Alert[]> {
  const rows = await db
    .select({
      a: monitorAlerts,
      monitorName: contractMonitors.name,
      deploymentId: contractDeployments.id,
      label: contractDeployments.label,
      abiName: contractAbis.name,
      explorerUrl: networks.explorerUrl,
    })
    .from(monitorAlerts)
    .innerJoin(contractMonitors, eq(contractMonitors.id, monitorAlerts.monitorId))
    .innerJoin(contractDeployments, eq(contractDeployments.id, contractMonitors.deploymentId))
    .innerJoin(contractAbis, eq(contractAbis.id, contractDeployments.contractAbiId))
    .innerJoin(networks, eq(networks.id, contractDeployments.networkId))
    .where(where)
    .orderBy(desc(monitorAlerts.createdAt), desc(monitorAlerts.id))
    .limit(limit);
  return rows.map(({ a, monitorName, deploymentId, label, abiName, explorerUrl }) => ({
    ...a,
    monitorName,
    deploymentId,
    deploymentLabel: label || abiName,
    txUrl: a.txHash ? `${explorerUrl.replace(/\/+$/, '')}/tx/${a.txHash}` : null,
  }));
}

/** Newest first; `monitorId` keeps one monitor's. */
export async function listAlerts({
  db,
  monitorId,
  limit,
}: {
  db: DbOrTx;
  monitorId?: string;
  limit: number;
}): Promise<Alert[]> {
  return selectAlerts(db, monitorId ? eq(monitorAlerts.monitorId, monitorId) : undefined, limit);
}

export async function getAlert({ db, id }: { db: DbOrTx; id: string }): Promise<Alert> {
  const [row] = await selectAlerts(db, eq(monitorAlerts.id, id), 1);
  if (!row) throw new AppError('NOT_FOUND', 'Alert not found');
  return row;
}
