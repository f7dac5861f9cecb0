import { z } from 'zod';
import { publicProjectResponse, type PublicProject } from './public-projects';

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

/** GET /api/stats/transparency: every figure of the transparency page (`TransparencyStats` below says what each means). */
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

/** One calendar month, 'YYYY-MM' (UTC). */
export type MonthKey = string;

/** GET /api/stats/transparency: every figure of the transparency page the database can supply. */
export interface TransparencyStats {
  totals: {
    /** Sum of capital_raised over active projects. */
    capitalRaised: number;
    /** Sum of total_capital_target over active projects. */
    capitalTarget: number;
    /** Active incubated projects. */
    projectsIncubated: number;
    featuredProjects: number;
    totalApplications: number;
    approvedApplications: number;
    /** approved / total applications x 100, one decimal; 0 with no applications (spec section 9). */
    successRate: number;
    /** Capital sources of active projects whose last sync did not fail. */
    activeCapitalSources: number;
  };
  /** Capital raised by active projects, by month of onboarding (or creation), gap-free, oldest first. */
  capitalByMonth: Array<{ month: MonthKey; raised: number; cumulative: number }>;
  /** Active projects by month of creation, gap-free, oldest first. */
  projectsByMonth: Array<{ month: MonthKey; count: number }>;
  /** Active projects per industry code (missing industry counts as 'other'), largest first. */
  industries: Array<{ industry: string; count: number }>;
  /** Totals raised per capital source kind, over active projects. */
  capitalSources: Array<{ sourceType: string; total: number }>;
  /** Up to three featured active projects, newest first. */
  featured: PublicProject[];
  lastUpdated: string;
}

/** How many months the charts cover at most (the newest ones). */
export const TRANSPARENCY_MONTHS = 24;

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
