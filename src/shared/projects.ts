/** A project as the public site sees it (GET /api/projects). */
export interface PublicProject {
  id: string;
  name: string;
  description: string | null;
  shortDescription: string | null;
  currentPhase: string;
  isFeatured: boolean;
  logoUrl: string | null;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  industry: string | null;
  companyType: string | null;
  tags: string[];
  totalCapitalTarget: number | null;
  capitalRaised: number | null;
  projectStage: string | null;
  onboardingDate: string | null;
  createdAt: string;
}

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
