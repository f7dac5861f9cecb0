import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { abiHash, functionSignatures } from '~/shared/abi';
import { diffAbis } from '~/shared/abi-diff';
import type { abiReplacementPreviewResponse, abiReplacementSchema } from '~/shared/schemas/contracts';
import type { AbiFetchOptions } from '../../../chain/abi-fetch';
import type { Db, DbOrTx } from '../../../db/client';
import { contractAbis, networks } from '../../../db/schema/index';
import { AppError, validationError } from '../../../http/app-error';
import { resolveGivenAbi, type ResolvedAbi } from './abi-intake';
import { getDeployment, type DeploymentDetail } from './list-deployments';

type Replacement = z.output<typeof abiReplacementSchema>;
type Preview = z.output<typeof abiReplacementPreviewResponse>;

async function resolveReplacement(
  db: DbOrTx,
  current: DeploymentDetail,
  input: Replacement,
  options: AbiFetchOptions,
): Promise<{ resolved: ResolvedAbi; preview: Preview }> {
  const [network] = await db.select().from(networks).where(eq(networks.id, current.networkId));
  const resolved = await resolveGivenAbi({
    db,
    given: input,
    network: network!,
    address: current.contractAddress,
    options,
  });
  const known = new Set(functionSignatures(resolved.abi));
  return {
    resolved,
    preview: {
      abi: resolved.abi,
      abiHash: abiHash(resolved.abi),
      source: resolved.source,
      verification: resolved.verification,
      diff: diffAbis(current.abi.abi, resolved.abi),
      droppedAdminFunctions: current.abi.adminFunctions.filter((s) => !known.has(s)),
    },
  };
}

/** What replacing (or re-importing) the deployment's ABI would change, rated; nothing is saved. */
export async function previewAbiReplacement({
  db,
  id,
  input,
  options,
}: {
  db: DbOrTx;
  id: string;
  input: Replacement;
  options: AbiFetchOptions;
}): Promise<Preview> {
  const current = await getDeployment({ db, id });
  return (await resolveReplacement(db, current, input, options)).preview;
}

/**
 * Saves the new ABI in place of the old one, provided it is the one the admin reviewed
 * (`confirmHash` from the preview); admin functions no longer in the ABI are dropped.
 */
export async function replaceAbi({
  db,
  id,
  input,
  options,
}: {
  db: Db;
  id: string;
  input: Replacement;
  options: AbiFetchOptions;
}): Promise<{ deployment: DeploymentDetail; diff: Preview['diff'] }> {
  if (!input.confirmHash) {
    throw validationError({ confirmHash: 'Preview the change first and confirm its hash' });
  }
  const current = await getDeployment({ db, id });
  const { resolved, preview } = await resolveReplacement(db, current, input, options);
  if (preview.abiHash !== input.confirmHash) {
    throw new AppError(
      'CONFLICT',
      'The ABI differs from the one previewed (the source changed since); preview it again',
      { confirmHash: 'The ABI differs from the one previewed; preview it again' },
    );
  }
  await db
    .update(contractAbis)
    .set({
      abi: resolved.abi,
      abiHash: preview.abiHash,
      source: resolved.source,
      verification: resolved.verification,
      sourceText: resolved.sourceText,
      standardAbiId: resolved.standardAbiId,
      adminFunctionsJson: current.abi.adminFunctions.filter(
        (s) => !preview.droppedAdminFunctions.includes(s),
      ),
    })
    .where(eq(contractAbis.id, current.contractAbiId));
  return { deployment: await getDeployment({ db, id }), diff: preview.diff };
}
