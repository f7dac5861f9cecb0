import type { PublicProject } from './schemas/public-projects';

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
