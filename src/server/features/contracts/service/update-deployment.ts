import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contractUpdateSchema } from '~/shared/schemas/deployments';
import type { Db } from '../../../db/client';
import { contractAbis, contractDeployments } from '../../../db/schema/index';
import { AppError } from '../../../http/app-error';
import { getDeployment, type DeploymentDetail } from './list-deployments';
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
      await tx.update(contractDeployments).set({ label: input.label }).where(eq(contractDeployments.id, id));
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

/** Removes a deployment and its ABI copy; its journal rows stay, detached, as the audit trail. */
export async function deleteDeployment({ db, id }: { db: Db; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contractDeployments).where(eq(contractDeployments.id, id)).returning({
      abiId: contractDeployments.contractAbiId,
      implementationAbiId: contractDeployments.implementationAbiId,
    });
    if (!deleted) throw new AppError('NOT_FOUND', 'Contract not found');
    await tx.delete(contractAbis).where(eq(contractAbis.id, deleted.abiId));
    await deleteImplementationAbi(tx, deleted.implementationAbiId);
  });
}
