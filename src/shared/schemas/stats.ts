import { z } from 'zod';
import { publicProjectResponse } from './public-projects';

/** GET /api/stats/public (spec section 3, 'Public stats result'): every figure, 0 when there is none. */
export const publicStatsResponse = z.object({
  projects_in_incubation: z.number(),
  total_applications: z.number(),
  approved_projects: z.number(),
  pending_applications: z.number(),
  capital_raised: z.number(),
  active_capital_sources: z.number(),
  vip_nft_revenue: z.number(),
  token_vending_revenue: z.number(),
  last_capital_sync: z.string().nullable(),
  last_updated: z.string(),
});

/** GET /api/stats/transparency: every figure of the transparency page (see shared/transparency.ts). */
export const transparencyStatsResponse = z.object({
  totals: z.object({
    capitalRaised: z.number(),
    capitalTarget: z.number(),
    projectsIncubated: z.number(),
    featuredProjects: z.number(),
    totalApplications: z.number(),
    approvedApplications: z.number(),
    successRate: z.number(),
    activeCapitalSources: z.number(),
  }),
  capitalByMonth: z.array(z.object({ month: z.string(), raised: z.number(), cumulative: z.number() })),
  projectsByMonth: z.array(z.object({ month: z.string(), count: z.number() })),
  industries: z.array(z.object({ industry: z.string(), count: z.number() })),
  capitalSources: z.array(z.object({ sourceType: z.string(), total: z.number() })),
  featured: z.array(publicProjectResponse),
  lastUpdated: z.string(),
});
