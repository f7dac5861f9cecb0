import { z } from 'zod';
import { contractTransactionResponse } from '../schemas/journal';
import {
  productDeleteQuery,
  productDetailResponse,
  productListQuery,
  productResponse,
  productSchema,
  productUpdateSchema,
} from '../schemas/products';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Product id must be a valid id' }) });

/** Products (`/api/products`) group deployments across networks; admins only. */
export const productContracts = defineContracts('products', {
  list: {
    method: 'GET',
    path: '/api/products',
    audience: 'admin',
    summary: 'List products (active=true|false filters, limit at most 100)',
    query: productListQuery,
    responses: { 200: productResponse.array() },
  },
  get: {
    method: 'GET',
    path: '/api/products/:id',
    audience: 'admin',
    summary: 'Get one product with its deployments, launch schedules and journal',
    params: byId,
    responses: { 200: productDetailResponse },
  },
  create: {
    method: 'POST',
    path: '/api/products',
    audience: 'admin',
    summary: 'Create a product from deployed contracts',
    body: productSchema,
    responses: { 201: productResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/products/:id',
    audience: 'admin',
    summary: 'Change a product’s name, description or contracts',
    params: byId,
    body: productUpdateSchema,
    responses: { 200: productResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/products/:id',
    audience: 'admin',
    summary: 'Delete one product and its deployments (deployments=N: refused if the count changed)',
    params: byId,
    query: productDeleteQuery,
    responses: { 204: null },
  },
  transactions: {
    method: 'GET',
    path: '/api/products/:id/transactions',
    audience: 'admin',
    summary: "List the journal of one product's deployments",
    params: byId,
    responses: { 200: contractTransactionResponse.array() },
  },
});
