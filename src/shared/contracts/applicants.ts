import { z } from 'zod';
import { applicationListQuerySchema, applicationFiltersSchema } from '../schemas/applicant-filters';
import {
  createProjectFromApplicationSchema,
  markReadSchema,
  noteSchema,
  releaseHeldSchema,
} from '../schemas/applicants';
import { statusChangeSchema } from '../schemas/applicant-status';
import {
  applicantNeighboursResponse,
  bulkStatusResponse,
  bulkStatusSchema,
  readStateResponse,
} from '../schemas/applicant-triage';
import {
  applicationCountsResponse,
  applicationDeletedResponse,
  applicationDetailResponse,
  applicationListResponse,
  applicationNoteListResponse,
  applicationNoteResponse,
  applicationReadResponse,
  markedReadResponse,
  projectFromApplicationResponse,
  statusChangeResponse,
} from '../schemas/applicants';
import { heldDecisionListResponse, heldDecisionResponse, releaseResultResponse } from '../schemas/decisions';
import { defineContracts } from './contract';

/** The review routes' `/:id` (issue 5). */
const byId = z.object({ id: z.uuid({ error: 'must be an application id' }) });
/** The triage routes' `/:id` (issue 16), whose message names the resource. */
const triageById = z.object({ id: z.uuid({ error: 'Application id must be a valid id' }) });

/**
 * The admins' side of incubator applications (`/api/admin/applications`): the list and its
 * counters, one application with its notes and status, read flags, held decisions, triage
 * (neighbours, bulk status) and the project made from an application. The CSV export and the
 * stored files (`/export.csv`, `/:id/files/:kind`) are file downloads, plain routes.
 */
export const applicantContracts = defineContracts('applicants', {
  list: {
    method: 'GET',
    path: '/api/admin/applications',
    audience: 'admin',
    summary: 'List applications, a page at a time (filters, sort, cursor), with read flags and scores',
    query: applicationListQuerySchema,
    responses: { 200: applicationListResponse },
  },
  counts: {
    method: 'GET',
    path: '/api/admin/applications/counts',
    audience: 'admin',
    summary: 'Count applications by status, unread for the caller, this month and the urgency',
    responses: { 200: applicationCountsResponse },
  },
  markRead: {
    method: 'POST',
    path: '/api/admin/applications/read',
    audience: 'admin',
    summary: 'Mark applications read for the caller, by ids or every one of a status',
    body: markReadSchema,
    responses: { 200: markedReadResponse },
  },
  held: {
    method: 'GET',
    path: '/api/admin/applications/held',
    audience: 'admin',
    summary: 'List the held decisions waiting to be released',
    responses: { 200: heldDecisionListResponse },
  },
  releaseHeld: {
    method: 'POST',
    path: '/api/admin/applications/held/release',
    audience: 'admin',
    summary: 'Release held decisions (these ids, or all): apply them and queue their mail',
    body: releaseHeldSchema,
    responses: { 200: releaseResultResponse },
  },
  cancelHeld: {
    method: 'DELETE',
    path: '/api/admin/applications/:id/held',
    audience: 'admin',
    summary: "Drop one application's held decision (its status stays as it is)",
    params: byId,
    responses: { 204: null },
  },
  get: {
    method: 'GET',
    path: '/api/admin/applications/:id',
    audience: 'admin',
    summary: 'Get one application with its files, history, notes and allowed transitions',
    params: byId,
    responses: { 200: applicationDetailResponse },
  },
  markOneRead: {
    method: 'POST',
    path: '/api/admin/applications/:id/read',
    audience: 'admin',
    summary: 'Mark one application read for the caller',
    params: byId,
    responses: { 200: applicationReadResponse },
  },
  markUnread: {
    method: 'DELETE',
    path: '/api/admin/applications/:id/read',
    audience: 'admin',
    summary: 'Mark one application unread for the caller',
    params: triageById,
    responses: { 200: readStateResponse },
  },
  changeStatus: {
    method: 'PATCH',
    path: '/api/admin/applications/:id/status',
    audience: 'admin',
    summary: "Change an application's status (e-mailing the applicant), or hold the decision (202)",
    params: byId,
    body: statusChangeSchema,
    responses: { 200: statusChangeResponse, 202: heldDecisionResponse },
  },
  notes: {
    method: 'GET',
    path: '/api/admin/applications/:id/notes',
    audience: 'admin',
    summary: "List an application's internal notes",
    params: byId,
    responses: { 200: applicationNoteListResponse },
  },
  addNote: {
    method: 'POST',
    path: '/api/admin/applications/:id/notes',
    audience: 'admin',
    summary: 'Add an internal note to an application',
    params: byId,
    body: noteSchema,
    responses: { 201: applicationNoteResponse },
  },
  createProject: {
    method: 'POST',
    path: '/api/admin/applications/:id/project',
    audience: 'admin',
    summary: 'Create the incubated project of an approved application (prefilled, optional edits)',
    params: byId,
    body: createProjectFromApplicationSchema,
    responses: { 201: projectFromApplicationResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/applications/:id',
    audience: 'super_admin',
    summary: 'Delete an application with its files',
    params: byId,
    responses: { 200: applicationDeletedResponse },
  },
  neighbours: {
    method: 'GET',
    path: '/api/admin/applications/:id/neighbours',
    audience: 'admin',
    summary: 'The applications before and after one in the filtered, sorted list',
    params: triageById,
    query: applicationFiltersSchema,
    responses: { 200: applicantNeighboursResponse },
  },
  bulkStatus: {
    method: 'POST',
    path: '/api/admin/applications/bulk-status',
    audience: 'admin',
    summary: 'Change the status of several applications at once (or hold the decisions)',
    body: bulkStatusSchema,
    responses: { 200: bulkStatusResponse },
  },
});
