import { z } from 'zod';
import {
  milestoneCreateSchema,
  milestoneListResponse,
  milestoneResponse,
  milestoneUpdateSchema,
} from '../schemas/milestones';
import { defineContracts } from './contract';

const inProject = z.object({ id: z.uuid({ error: 'Project id must be a valid id' }) });
const oneMilestone = inProject.extend({ milestoneId: z.uuid({ error: 'Milestone id must be a valid id' }) });

/**
 * A project's programme milestones (`/api/projects/:id/milestones`): its members read them, the
 * admins set and tick them. A change is announced on the `projects` topic.
 */
export const milestoneContracts = defineContracts('milestones', {
  list: {
    method: 'GET',
    path: '/api/projects/:id/milestones',
    audience: 'project_member',
    summary: "List a project's milestones by due day",
    params: inProject,
    responses: { 200: milestoneListResponse },
  },
  create: {
    method: 'POST',
    path: '/api/projects/:id/milestones',
    audience: 'admin',
    summary: 'Add a milestone to a project',
    params: inProject,
    body: milestoneCreateSchema,
    responses: { 201: milestoneResponse },
  },
  update: {
    method: 'PATCH',
    path: '/api/projects/:id/milestones/:milestoneId',
    audience: 'admin',
    summary: 'Update one milestone, or tick it done',
    params: oneMilestone,
    body: milestoneUpdateSchema,
    responses: { 200: milestoneResponse },
  },
  delete: {
    method: 'DELETE',
    path: '/api/projects/:id/milestones/:milestoneId',
    audience: 'admin',
    summary: 'Delete a milestone from a project’s programme',
    params: oneMilestone,
    responses: { 204: null },
  },
});
