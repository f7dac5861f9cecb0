import { z } from 'zod';
import {
  adminInvitationChangeResponse,
  adminInvitationListResponse,
  adminUserChangeResponse,
  adminUserListResponse,
  inviteUserSchema,
  updateUserSchema,
} from '../auth';
import { defineContracts } from './contract';

/** GET /api/admin/users: a page of users whose e-mail or name holds `search`. */
export const adminUserListQuery = z.object({
  search: z.string().max(200, 'search must be at most 200 characters').default(''),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(100, 'pageSize must be at most 100')
    .default(20),
});

const userId = z.object({ id: z.string().min(1).max(100) });
const invitationId = z.object({ id: z.uuid('id must be a valid id') });

/**
 * The platform's users and their invitations (`/api/admin/users`, `/api/admin/invitations`);
 * admins only. Named as web/features/users and this group; served by server/features/accounts,
 * where people and access are one feature.
 */
export const userContracts = defineContracts('users', {
  list: {
    method: 'GET',
    path: '/api/admin/users',
    audience: 'admin',
    summary: 'List users, a page at a time (search by e-mail or name)',
    query: adminUserListQuery,
    responses: { 200: adminUserListResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/admin/users/:id',
    audience: 'admin',
    summary: "Change a user's role or deactivate / reactivate them",
    params: userId,
    body: updateUserSchema,
    responses: { 200: adminUserChangeResponse },
  },
  invitations: {
    method: 'GET',
    path: '/api/admin/invitations',
    audience: 'admin',
    summary: 'List invitations to the platform and to project teams',
    responses: { 200: adminInvitationListResponse },
  },
  invite: {
    method: 'POST',
    path: '/api/admin/invitations',
    audience: 'admin',
    summary: 'Invite someone by e-mail with a role',
    body: inviteUserSchema,
    responses: { 201: adminInvitationChangeResponse },
  },
  revokeInvitation: {
    method: 'DELETE',
    path: '/api/admin/invitations/:id',
    audience: 'admin',
    summary: 'Revoke a pending invitation',
    params: invitationId,
    responses: { 200: adminInvitationChangeResponse },
  },
});
