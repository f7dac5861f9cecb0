import { z } from 'zod';
import {
  activeNetworkHealthResponse,
  networkHealthResponse,
  networkResponse,
  networkSchema,
  networkUpdateSchema,
  publicNetworkResponse,
  rpcBody,
  rpcResponse,
} from '../schemas/networks';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Network id must be a valid id' }) });

/** The networks API (`/api/networks`): the server implements these, the browser calls them. */
export const networkContracts = defineContracts('networks', {
  // Public: the wallet on any page needs chain ids, RPC and explorer URLs (spec section 7).
  active: {
    method: 'GET',
    path: '/api/networks/active',
    audience: 'anonymous',
    summary: 'List the active networks (what a wallet needs; cached 5 minutes)',
    responses: { 200: publicNetworkResponse.array() },
  },
  // Admins: the switcher marks networks whose RPC fails.
  activeHealth: {
    method: 'GET',
    path: '/api/networks/active/health',
    audience: 'admin',
    summary: 'Check the RPC health of every active network',
    responses: { 200: activeNetworkHealthResponse.array() },
  },
  list: {
    method: 'GET',
    path: '/api/networks',
    audience: 'admin',
    summary: 'List the chains the consoles and capital sources can use, with their RPC and explorer',
    responses: { 200: networkResponse.array() },
  },
  get: {
    method: 'GET',
    path: '/api/networks/:id',
    audience: 'admin',
    summary: 'One network with its chain id, RPC and explorer',
    params: byId,
    responses: { 200: networkResponse },
  },
  create: {
    method: 'POST',
    path: '/api/networks',
    audience: 'admin',
    summary: 'Add a chain network the consoles can use',
    body: networkSchema,
    responses: { 201: networkResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/networks/:id',
    audience: 'admin',
    summary: 'Change a network’s name, RPC or explorer',
    params: byId,
    body: networkUpdateSchema,
    responses: { 200: networkResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/networks/:id',
    audience: 'admin',
    summary: 'Delete one network (refused while deployments or capital sources use it)',
    params: byId,
    responses: { 204: null },
  },
  health: {
    method: 'POST',
    path: '/api/networks/:id/health',
    audience: 'admin',
    summary: 'Check the RPC health of one network',
    params: byId,
    responses: { 200: networkHealthResponse },
  },
  // Read-only JSON-RPC for the console (viem: http(`/api/networks/${id}/rpc`)).
  rpc: {
    method: 'POST',
    path: '/api/networks/:id/rpc',
    audience: 'admin',
    summary: 'JSON-RPC read call through one network',
    params: byId,
    body: rpcBody,
    responses: { 200: rpcResponse },
  },
});
