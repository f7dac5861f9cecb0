import { z } from 'zod';
import {
  adminProjectListQuerySchema,
  managedProjectListResponse,
  managedProjectResponse,
  projectCreateSchema,
  projectOverviewResponse,
  projectUpdateSchema,
} from '../schemas/projects';
import { defineContracts } from './contract';
import { publicProjectContracts } from './public-projects';

const byId = z.object({ id: z.uuid({ error: 'Project id must be a valid id' }) });

/**
 * Incubated projects: the public list (`/api/projects`, ./public-projects.ts), the admins' list and
 * 'New project' (`/api/admin/projects`), and one project's profile and overview for its members,
 * edited by its owner and the admins, with its logo (a multipart upload). The logo file itself
 * (`/api/project-logos/:projectId`) is a plain route.
 */
export const projectContracts = {
  ...publicProjectContracts,
  ...defineContracts('projects', {
    adminList: {
      method: 'GET',
      path: '/api/admin/projects',
      audience: 'admin',
      summary: 'List every project with its programme figures (search, phase, industry, active, featured)',
      query: adminProjectListQuerySchema,
      responses: { 200: managedProjectListResponse },
    },
    create: {
      method: 'POST',
      path: '/api/admin/projects',
      audience: 'admin',
      summary: 'Create a project without an application (admins)',
      body: projectCreateSchema,
      responses: { 201: managedProjectResponse },
    },
    profile: {
      method: 'GET',
      path: '/api/projects/:id/profile',
      audience: 'project_member',
      summary: "Get one project's profile, every column as it is managed",
      params: byId,
      responses: { 200: managedProjectResponse },
    },
    overview: {
      method: 'GET',
      path: '/api/projects/:id/overview',
      audience: 'project_member',
      summary: "Get one project's dashboard: team, milestones, capital, targets, messages, activity",
      params: byId,
      responses: { 200: projectOverviewResponse },
    },
    update: {
      method: 'PATCH',
      path: '/api/projects/:id',
      audience: 'project_owner',
      summary: "Update one project's profile (the programme fields are the admins')",
      params: byId,
      body: projectUpdateSchema,
      responses: { 200: managedProjectResponse },
    },
    uploadLogo: {
      method: 'POST',
      path: '/api/projects/:id/logo',
      audience: 'project_owner',
      summary: "Set one project's logo (multipart: one image, checked by its bytes)",
      params: byId,
      form: z.object({
        logo: z.file().meta({ description: 'PNG, JPEG, WebP or SVG, checked by its bytes' }),
      }),
      responses: { 200: managedProjectResponse },
    },
    removeLogo: {
      method: 'DELETE',
      path: '/api/projects/:id/logo',
      audience: 'project_owner',
      summary: "Remove one project's logo",
      params: byId,
      responses: { 200: managedProjectResponse },
    },
  }),
};
