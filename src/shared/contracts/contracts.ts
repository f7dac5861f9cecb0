import { z } from 'zod';
import {
  abiLookupResponse,
  abiLookupSchema,
  abiReplacementPreviewResponse,
  abiReplacementResponse,
  abiReplacementSchema,
  contractListQuery,
  contractRegistrationSchema,
  implementationAbiSchema,
  proxyInfoResponse,
} from '../schemas/contracts';
import {
  contractUpdateSchema,
  deploymentDeleteQuery,
  deploymentDetailResponse,
  deploymentResponse,
} from '../schemas/deployments';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Contract id must be a valid id' }) });

/**
 * Registered contracts (`/api/contracts`: an ABI at an address on a network, the consoles'
 * subject); admins only. The group is named after the route path; the web feature that shows them
 * ('interfaces') and the schemas (`schemas/deployments.ts`) call each one a deployment.
 */
export const contractContracts = defineContracts('contracts', {
  list: {
    method: 'GET',
    path: '/api/contracts',
    audience: 'admin',
    summary: "List registered contracts (the caller's own with mine=true)",
    query: contractListQuery,
    responses: { 200: deploymentResponse.array() },
  },
  get: {
    method: 'GET',
    path: '/api/contracts/:id',
    audience: 'admin',
    summary: 'Get one registered contract with its ABI',
    params: byId,
    responses: { 200: deploymentDetailResponse },
  },
  register: {
    method: 'POST',
    path: '/api/contracts',
    audience: 'admin',
    summary: 'Register a contract (an ABI at an address, in an existing or a new product)',
    body: contractRegistrationSchema,
    responses: { 201: deploymentDetailResponse },
  },
  abiLookup: {
    method: 'POST',
    path: '/api/contracts/abi-lookup',
    audience: 'admin',
    summary: "Look up a verified ABI (the network's explorer, then Sourcify)",
    body: abiLookupSchema,
    responses: { 200: abiLookupResponse },
  },
  proxy: {
    method: 'GET',
    path: '/api/contracts/:id/proxy',
    audience: 'admin',
    summary: "Read a contract's proxy facts from the chain (kind, implementation, admin, upgrade)",
    params: byId,
    responses: { 200: proxyInfoResponse },
  },
  implementationAbi: {
    method: 'PUT',
    path: '/api/contracts/:id/implementation-abi',
    audience: 'admin',
    summary: "Save the ABI of a proxy's implementation",
    params: byId,
    body: implementationAbiSchema,
    responses: { 200: proxyInfoResponse },
  },
  previewAbi: {
    method: 'POST',
    path: '/api/contracts/:id/abi/preview',
    audience: 'admin',
    summary: "Preview replacing a contract's ABI (the diff, rated)",
    params: byId,
    body: abiReplacementSchema,
    responses: { 200: abiReplacementPreviewResponse },
  },
  replaceAbi: {
    method: 'PUT',
    path: '/api/contracts/:id/abi',
    audience: 'admin',
    summary: "Replace a contract's ABI",
    params: byId,
    body: abiReplacementSchema,
    responses: { 200: abiReplacementResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/contracts/:id',
    audience: 'admin',
    summary: 'Update one registered contract (label, admin functions)',
    params: byId,
    body: contractUpdateSchema,
    responses: { 200: deploymentDetailResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/contracts/:id',
    audience: 'admin',
    summary: 'Delete one registered contract with its monitors and alerts (monitors=N as confirmed)',
    params: byId,
    query: deploymentDeleteQuery,
    responses: { 204: null },
  },
});
