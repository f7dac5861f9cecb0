import { z } from 'zod';
import {
  contractTransactionResponse,
  transactionRecordSchema,
  transactionUpdateSchema,
} from '../schemas/journal';
import { defineContracts } from './contract';

const deploymentId = z.uuid({ error: 'Deployment id must be a valid id' });
const byId = z.object({ id: deploymentId });
const byTransaction = z.object({
  id: deploymentId,
  txId: z.uuid({ error: 'Transaction id must be a valid id' }),
});

/**
 * The transaction journal of one deployment (`/api/deployments/:id/transactions`): the console
 * records each write it sends, then the server verifies it from its receipt; admins only.
 */
export const journalContracts = defineContracts('journal', {
  list: {
    method: 'GET',
    path: '/api/deployments/:id/transactions',
    audience: 'admin',
    summary: "List a deployment's journal, newest first",
    params: byId,
    responses: { 200: contractTransactionResponse.array() },
  },
  record: {
    method: 'POST',
    path: '/api/deployments/:id/transactions',
    audience: 'admin',
    summary: 'Record a transaction the console sent (pending until verified)',
    params: byId,
    body: transactionRecordSchema,
    responses: { 201: contractTransactionResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/deployments/:id/transactions/:txId',
    audience: 'admin',
    summary: "Report a journal entry failed, or verify it from the chain's receipt",
    params: byTransaction,
    body: transactionUpdateSchema,
    responses: { 200: contractTransactionResponse },
  },
});
