import { desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { explorerLink } from '~/shared/explorer';
import type { alertResponse } from '~/shared/schemas/monitors';
import type { DbOrTx } from '../../../db/client';
import { contractDeployments, contractMonitors, monitorAlerts } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import type { ById } from '../../service-args';
import { deploymentColumns, deploymentLabel, joinDeployment } from './deployment-join';

type Alert = z.output<typeof alertResponse>;

async function selectAlerts(db: DbOrTx, where: SQL | undefined, limit: number): Promise<Alert[]> {
  const query = db
    .select({
      a: monitorAlerts,
      monitorName: contractMonitors.name,
      deploymentId: contractDeployments.id,
      ...deploymentColumns,
    })
    .from(monitorAlerts)
    .innerJoin(contractMonitors, eq(contractMonitors.id, monitorAlerts.monitorId))
    .$dynamic();
  const rows = await joinDeployment(query)
    .where(where)
    .orderBy(desc(monitorAlerts.createdAt), desc(monitorAlerts.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row.a,
    monitorName: row.monitorName,
    deploymentId: row.deploymentId,
    deploymentLabel: deploymentLabel(row),
    txUrl: row.a.txHash ? explorerLink(row.explorerUrl, 'tx', row.a.txHash) : null,
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

export async function getAlert({ db, id }: ById): Promise<Alert> {
  const [row] = await selectAlerts(db, eq(monitorAlerts.id, id), 1);
  if (!row) throw new AppError('NOT_FOUND', 'Alert not found');
  return row;
}
