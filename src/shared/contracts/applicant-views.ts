import { z } from 'zod';
import { applicantViewResponse, applicantViewSchema } from '../schemas/applicant-views';
import { defineContracts } from './contract';

const byId = z.object({ id: z.uuid({ error: 'Saved view id must be a valid id' }) });

/** An admin's saved views of the applicants list (`/api/admin/applicant-views`), each admin's own. */
export const applicantViewContracts = defineContracts('applicant-views', {
  list: {
    method: 'GET',
    path: '/api/admin/applicant-views',
    audience: 'admin',
    summary: "List the caller's saved views of the applicants list",
    responses: { 200: applicantViewResponse.array() },
  },
  create: {
    method: 'POST',
    path: '/api/admin/applicant-views',
    audience: 'admin',
    summary: 'Save a named view of the applicants list (its filters as a query string)',
    body: applicantViewSchema,
    responses: { 201: applicantViewResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/admin/applicant-views/:id',
    audience: 'admin',
    summary: "Delete one of the caller's saved views",
    params: byId,
    responses: { 204: null },
  },
});
