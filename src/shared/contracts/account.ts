import { z } from 'zod';
import {
  invitationAcceptResponse,
  invitationCheckResponse,
  meResponse,
  myProjectInvitationListResponse,
  signedOutResponse,
} from '../auth';
import { defineContracts } from './contract';

const token = z.object({ token: z.string().min(1).max(200) });
const invitationId = z.object({ invitationId: z.uuid({ error: 'Invitation id must be a valid id' }) });

/**
 * The caller's own account: the session (/api/me), the mailed invitation's check and acceptance,
 * and the open invitations into teams sent to the caller's address. better-auth's own endpoints
 * (/api/auth/*) are not here: better-auth serves them (see web/features/auth/auth-endpoints.ts).
 */
export const accountContracts = defineContracts('account', {
  me: {
    method: 'GET',
    path: '/api/me',
    audience: 'anonymous',
    summary: 'The signed-in account, its profile and projects; `{ user: null }` when signed out',
    responses: { 200: z.union([meResponse, signedOutResponse]) },
  },
  invitation: {
    method: 'GET',
    path: '/api/invitations/:token',
    audience: 'anonymous',
    summary: 'What the sign-up page may know about a mailed invitation',
    params: token,
    responses: { 200: invitationCheckResponse },
  },
  acceptInvitation: {
    method: 'POST',
    path: '/api/invitations/:token/accept',
    audience: 'user',
    summary: 'The signed-in account takes up an invitation sent to its address',
    params: token,
    responses: { 200: invitationAcceptResponse },
  },
  myProjectInvitations: {
    method: 'GET',
    path: '/api/me/project-invitations',
    audience: 'user',
    summary: "The open invitations into teams sent to the caller's verified address",
    responses: { 200: myProjectInvitationListResponse },
  },
  acceptMyProjectInvitation: {
    method: 'POST',
    path: '/api/me/project-invitations/:invitationId/accept',
    audience: 'user',
    summary: 'Accept an invitation into a team from the dashboard',
    params: invitationId,
    responses: { 200: invitationAcceptResponse },
  },
  declineMyProjectInvitation: {
    method: 'POST',
    path: '/api/me/project-invitations/:invitationId/decline',
    audience: 'user',
    summary: 'Decline an invitation into a team',
    params: invitationId,
    responses: { 204: null },
  },
});
