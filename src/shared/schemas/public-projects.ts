import { z } from 'zod';
import { listLimit } from './list-limit';
import { timestamp } from './timestamp';

/** A project as the public site sees it (GET /api/projects). */
export const publicProjectResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  currentPhase: z.string(),
  isFeatured: z.boolean(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  industry: z.string().nullable(),
  companyType: z.string().nullable(),
  tags: z.array(z.string()),
  totalCapitalTarget: z.number().nullable(),
  capitalRaised: z.number().nullable(),
  projectStage: z.string().nullable(),
  onboardingDate: z.string().nullable(),
  createdAt: timestamp,
});
export type PublicProject = z.input<typeof publicProjectResponse>;

/** GET /api/projects: the active projects, all or the first `limit`. */
export const projectListQuery = z.object({ limit: listLimit });

/** GET /api/projects' answer. */
export const projectListResponse = z.object({
  projects: z.array(publicProjectResponse),
  /** Active projects in all, whatever the limit. */
  total: z.number(),
});
export type ProjectList = z.input<typeof projectListResponse>;
