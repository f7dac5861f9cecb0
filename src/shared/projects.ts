import { z } from 'zod';
import { timestamp } from './schemas/timestamp';

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

export interface ProjectList {
  projects: PublicProject[];
  /** Active projects in all, whatever the limit. */
  total: number;
}

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
