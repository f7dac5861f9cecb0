import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { staleLabelMessage, type contractUpdateSchema } from '~/shared/schemas/deployments';
import type { Db, DbOrTx } from '../../../db/client';
import { contractAbis, contractDeployments } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import { deploymentDependents, getDeployment, type DeploymentDetail } from './list-deployments';
import { deleteImplementationAbi } from './proxy-info';
import { resolveAdminFunctions } from './register-contract';

/** Changes a deployment's label and admin functions (checked against its ABI). */
export async function updateDeployment({
  db,
  id,
  input,
}: {
  db: Db;
  id: string;
  input: z.output<typeof contractUpdateSchema>;
}): Promise<DeploymentDetail> {
  const current = await getDeployment({ db, id });
  await db.transaction(async (tx) => {
    if (input.label !== undefined) {
      const started = input.labelWas;
      const [written] = await tx
        .update(contractDeployments)
        .set({ label: input.label })
        .where(
          and(
            eq(contractDeployments.id, id),
            started === undefined
              ? undefined
              : started === null
                ? isNull(contractDeployments.label)
                : eq(contractDeployments.label, started),
          ),
        )
        .returning({ id: contractDeployments.id });
      if (!written) {
        const [now] = await tx
          .select({ label: contractDeployments.label })
          .from(contractDeployments)
          .where(eq(contractDeployments.id, id));
        if (!now) throw new AppError('NOT_FOUND', 'Contract not found');
        const message = staleLabelMessage(now.label);
        throw new AppError('CONFLICT', message, { label: message });
      }
    }
    if (input.adminFunctions !== undefined) {
      const adminFunctions = resolveAdminFunctions(current.abi.abi, input.adminFunctions);
      await tx
        .update(contractAbis)
        .set({ adminFunctionsJson: adminFunctions })
        .where(eq(contractAbis.id, current.contractAbiId));
    }
  });
  return getDeployment({ db, id });
}

/**
 * Removes a deployment and its ABI copy, with its monitors and their alerts, launch schedules and
 * indexed access events (their foreign keys cascade); its journal rows stay, detached, as the audit
 * trail. `expectedMonitors`: the monitor count the admin confirmed; another count is a 409.
 */
export async function deleteDeployment({
  db,
  id,
  expectedMonitors,
}: {
  db: Db;
  id: string;
  expectedMonitors?: number;
}): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked: a monitor added meanwhile waits for this delete (its foreign key needs the row).
    const [current] = await tx
      .select({ label: contractDeployments.label, monitorCount: deploymentDependents.monitorCount })
      .from(contractDeployments)
      .where(eq(contractDeployments.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Contract not found');
    if (expectedMonitors !== undefined && current.monitorCount !== expectedMonitors) {
      throw new AppError(
        'CONFLICT',
        `This deployment now has ${current.monitorCount} monitor(s), not the ${expectedMonitors} you reviewed: reload the page and check before deleting`,
      );
    }
    const [deleted] = await tx.delete(contractDeployments).where(eq(contractDeployments.id, id)).returning({
      abiId: contractDeployments.contractAbiId,
      implementationAbiId: contractDeployments.implementationAbiId,
    });
    if (!deleted) throw new AppError('NOT_FOUND', 'Contract not found');
    await tx.delete(contractAbis).where(eq(contractAbis.id, deleted.abiId));
    await deleteImplementationAbi(tx, deleted.implementationAbiId);
  });
}

/** Deletes ABIs no deployment uses any more (a product's, once its deployments are gone). */
export async function deleteAbis(tx: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(contractAbis).where(inArray(contractAbis.id, ids));
}
