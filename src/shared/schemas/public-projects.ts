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

/** Spec section 3, 'Public stats result'. Every number defaults to 0. */
export interface PublicStats {
  projects_in_incubation: number;
  total_applications: number;
  approved_projects: number;
  pending_applications: number;
  capital_raised: number;
  active_capital_sources: number;
  vip_nft_revenue: number;
  token_vending_revenue: number;
  last_capital_sync: string | null;
  last_updated: string;
}

/** A figure as a number: a number, or the database's numeric text; anything else is 0. */
const statFigure = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
  return Number.isFinite(n) ? n : 0;
};

/**
 * Every number of the stats result defaults to 0 (spec section 3): the server builds its answer
 * from the query's row through this, the browser reads the answer through it again.
 */
export function normalizeStats(raw: { [K in keyof PublicStats]?: unknown } | null | undefined): PublicStats {
  const r = raw ?? {};
  return {
    projects_in_incubation: statFigure(r.projects_in_incubation),
    total_applications: statFigure(r.total_applications),
    approved_projects: statFigure(r.approved_projects),
    pending_applications: statFigure(r.pending_applications),
    capital_raised: statFigure(r.capital_raised),
    active_capital_sources: statFigure(r.active_capital_sources),
    vip_nft_revenue: statFigure(r.vip_nft_revenue),
    token_vending_revenue: statFigure(r.token_vending_revenue),
    last_capital_sync: typeof r.last_capital_sync === 'string' ? r.last_capital_sync : null,
    last_updated: typeof r.last_updated === 'string' ? r.last_updated : '',
  };
}

/** What the stats show before (or without) an answer. */
export const emptyStats: PublicStats = normalizeStats(null);
