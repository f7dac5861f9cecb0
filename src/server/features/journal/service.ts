import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getAddress, type Hex } from 'viem';
import type { z } from 'zod';
import { functionSignatures } from '~/shared/abi';
import type {
  contractTransactionResponse,
  transactionRecordSchema,
  transactionUpdateSchema,
} from '~/shared/schemas/journal';
import { findReceipt, rpcErrorMessage } from '../../chain/network-rpc';
import type { DbOrTx } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { contractTransactions, users } from '../../db/schema/index';
import { AppError, validationError } from '../../http/app-error';
import { getDeployment } from '../contracts/service/index';
import { isWalletLinked } from '../linked-wallets/service';

type ContractTransaction = z.output<typeof contractTransactionResponse>;

const reporters = alias(users, 'reporters');

async function selectTransactions(db: DbOrTx, where: SQL | undefined): Promise<ContractTransaction[]> {
  const rows = await db
    .select({ t: contractTransactions, email: users.email, reporter: reporters.name })
    .from(contractTransactions)
    .leftJoin(users, eq(users.id, contractTransactions.userId))
    .leftJoin(reporters, eq(reporters.id, contractTransactions.reportedBy))
    .where(where)
    .orderBy(desc(contractTransactions.createdAt), desc(contractTransactions.id));
  return rows.map((r) => ({ ...r.t, userEmail: r.email, reportedByName: r.reporter }));
}

/**
 * Newest first, for one deployment or all deployments of a product; an unknown deployment is a
 * 404 rather than an empty journal.
 */
export async function listTransactions({
  db,
  deploymentId,
  productId,
}: {
  db: DbOrTx;
  deploymentId?: string;
  productId?: string;
}): Promise<ContractTransaction[]> {
  if (deploymentId) await getDeployment({ db, id: deploymentId });
  return selectTransactions(
    db,
    and(
      deploymentId ? eq(contractTransactions.deploymentId, deploymentId) : undefined,
      productId ? eq(contractTransactions.productId, productId) : undefined,
    ),
  );
}

/** Records a write the admin's wallet sent; it starts pending unless told otherwise later. */
export async function recordTransaction({
  db,
  deploymentId,
  input,
  userId,
}: {
  db: DbOrTx;
  deploymentId: string;
  input: z.output<typeof transactionRecordSchema>;
  userId: string | null;
}): Promise<ContractTransaction> {
  const deployment = await getDeployment({ db, id: deploymentId });
  if (input.chainId !== deployment.chainId) {
    throw validationError({
      chainId: `This contract is on chain ${deployment.chainId}, not ${input.chainId}`,
    });
  }
  const signatures = functionSignatures(deployment.abi.abi);
  const signature = input.functionSignature?.replace(/\s+/g, '') ?? null;
  if (
    signature
      ? !signatures.includes(signature)
      : !signatures.some((s) => s.startsWith(`${input.functionName}(`))
  ) {
    throw validationError({
      functionName: `${signature ?? input.functionName} is not a function of this contract`,
    });
  }
  if (signature && !signature.startsWith(`${input.functionName}(`)) {
    throw validationError({ functionSignature: 'Function signature does not match the function name' });
  }
  try {
    const [row] = await db
      .insert(contractTransactions)
      .values({
        deploymentId,
        productId: deployment.productId,
        userId,
        functionName: input.functionName,
        functionSignature: signature,
        args: input.args,
        value: input.value,
        txHash: input.txHash,
        chainId: input.chainId,
        contractAddress: deployment.contractAddress,
        fromAddress: input.fromAddress ?? null,
        walletLinked: await isWalletLinked({ db, userId, address: input.fromAddress }),
      })
      .returning();
    return (await selectTransactions(db, eq(contractTransactions.id, row!.id)))[0]!;
  } catch (err) {
    if (pgErrorCode(err) === UNIQUE_VIOLATION) {
      throw new AppError('DUPLICATE_ERROR', 'This transaction is already in the journal', {
        txHash: 'Already recorded',
      });
    }
    throw err;
  }
}

/**
 * Updates a journal entry. `verify: true` reads the receipt from the network's RPC and takes
 * the status from the chain (a pending transaction stays pending); a mined outcome comes only from
 * there. Otherwise the browser reports `failed` (the schema refuses anything else), stored with
 * `userId` as its reporter. A mined result (success or reverted) is final.
 */
export async function updateTransaction({
  db,
  deploymentId,
  transactionId,
  input,
  userId,
  allowPrivate,
}: {
  db: DbOrTx;
  deploymentId: string;
  transactionId: string;
  input: z.output<typeof transactionUpdateSchema>;
  /** The caller: recorded as the reporter of a `failed` status. */
  userId: string | null;
  /** config.RPC_ALLOW_PRIVATE, for the receipt read. */
  allowPrivate: boolean;
}): Promise<ContractTransaction> {
  const [current] = await db
    .select()
    .from(contractTransactions)
    .where(
      and(eq(contractTransactions.id, transactionId), eq(contractTransactions.deploymentId, deploymentId)),
    );
  if (!current) throw new AppError('NOT_FOUND', 'Transaction not found');

  let patch: Partial<typeof contractTransactions.$inferInsert>;
  if (input.verify) {
    const deployment = await getDeployment({ db, id: deploymentId });
    let receipt: Awaited<ReturnType<typeof findReceipt>>;
    try {
      receipt = await findReceipt({ ...deployment.network, allowPrivate }, current.txHash as Hex);
    } catch (err) {
      throw new AppError(
        'NETWORK_ERROR',
        `Could not reach the ${deployment.networkName} RPC: ${rpcErrorMessage(err)}`,
      );
    }
    if (!receipt) return (await selectTransactions(db, eq(contractTransactions.id, transactionId)))[0]!;
    if (receipt.to?.toLowerCase() !== current.contractAddress.toLowerCase()) {
      throw new AppError('CONFLICT', `Transaction ${current.txHash} was not sent to this contract`);
    }
    patch = {
      status: receipt.status === 'success' ? 'success' : 'reverted',
      reportedBy: null,
      blockNumber: Number(receipt.blockNumber),
      gasUsed: receipt.gasUsed.toString(),
      fromAddress: getAddress(receipt.from),
      // The receipt's sender is the truth; the flag follows it (against the account that recorded the row).
      walletLinked: await isWalletLinked({ db, userId: current.userId, address: receipt.from }),
      error: receipt.status === 'success' ? null : (input.error ?? current.error ?? 'Transaction reverted'),
    };
  } else {
    patch = {
      status: 'failed',
      reportedBy: userId,
      ...(input.error !== undefined ? { error: input.error } : {}),
    };
  }
  const final = current.status === 'success' || current.status === 'reverted';
  if (final && patch.status !== current.status) {
    throw new AppError('CONFLICT', `This transaction is already ${current.status}; its status cannot change`);
  }
  await db
    .update(contractTransactions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(contractTransactions.id, transactionId));
  return (await selectTransactions(db, eq(contractTransactions.id, transactionId)))[0]!;
}
