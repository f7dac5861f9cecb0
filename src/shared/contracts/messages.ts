import { z } from 'zod';
import {
  inboxQuerySchema,
  inboxResponse,
  messageCountsResponse,
  messageCreateSchema,
  messageListResponse,
  messageResponse,
  messagesReadResponse,
  messagesReadSchema,
  messageStatusResponse,
  messageStatusUpdateSchema,
  messageUpdateSchema,
} from '../schemas/messages';
import { defineContracts } from './contract';

const projectId = z.uuid({ error: 'Project id must be a valid id' });
const inProject = z.object({ projectId });
const oneMessage = z.object({ projectId, messageId: z.uuid({ error: 'Message id must be a valid id' }) });
const byId = z.object({ id: z.uuid({ error: 'Message id must be a valid id' }) });

/**
 * A project's message thread (`/api/projects/:projectId/messages`, its members and the admins)
 * and the admins' inbox of every thread (`/api/admin/messages`). One resource, so a message sent,
 * edited, read or filed refreshes the threads, the inbox and its counts alike (and the realtime
 * notice of a project's message topic refreshes all of `['messages']`).
 */
export const messageContracts = defineContracts('messages', {
  thread: {
    method: 'GET',
    path: '/api/projects/:projectId/messages',
    audience: 'project_member',
    summary: "List a project's messages, oldest first",
    params: inProject,
    responses: { 200: messageListResponse },
  },
  send: {
    method: 'POST',
    path: '/api/projects/:projectId/messages',
    audience: 'project_member',
    summary: "Send a message to a project's thread",
    params: inProject,
    body: messageCreateSchema,
    responses: { 201: messageResponse },
  },
  markRead: {
    method: 'POST',
    path: '/api/projects/:projectId/messages/read',
    audience: 'project_member',
    summary: "Mark the other side's messages read, up to the last one seen",
    params: inProject,
    body: messagesReadSchema,
    responses: { 200: messagesReadResponse },
  },
  edit: {
    method: 'PATCH',
    path: '/api/projects/:projectId/messages/:messageId',
    audience: 'project_member',
    summary: 'Edit one of your own messages',
    params: oneMessage,
    body: messageUpdateSchema,
    responses: { 200: messageResponse },
  },
  inbox: {
    method: 'GET',
    path: '/api/admin/messages',
    audience: 'admin',
    summary: "The admins' inbox: one row per project thread (filter by project or status)",
    query: inboxQuerySchema,
    responses: { 200: inboxResponse },
  },
  counts: {
    method: 'GET',
    path: '/api/admin/messages/counts',
    audience: 'admin',
    summary: 'How many messages wait for an admin, how many are urgent, and the oldest',
    responses: { 200: messageCountsResponse },
  },
  setStatus: {
    method: 'PATCH',
    path: '/api/admin/messages/:id',
    audience: 'admin',
    summary: 'File a message: unread, read, replied or archived',
    params: byId,
    body: messageStatusUpdateSchema,
    responses: { 200: messageStatusResponse },
  },
});
