import type { PublicProject } from '~/shared/schemas/public-projects';
import type { ManagedProject } from '~/shared/schemas/projects';

/** A public project with every optional column empty, typed by the shared response schema. */
export const publicProjectFixture = (over: Partial<PublicProject> = {}): PublicProject => ({
  id: 'p-1',
  name: 'Summit Lend',
  description: null,
  shortDescription: null,
  currentPhase: 'development',
  isFeatured: false,
  logoUrl: null,
  websiteUrl: null,
  linkedinUrl: null,
  industry: null,
  companyType: null,
  tags: [],
  totalCapitalTarget: null,
  capitalRaised: null,
  projectStage: null,
  onboardingDate: null,
  createdAt: '2026-09-01T00:00:00.000Z',
  ...over,
});

/** The same project as its members and the admins manage it: active, unowned, not scheduled. */
export const managedProjectFixture = (over: Partial<ManagedProject> = {}): ManagedProject => ({
  ...publicProjectFixture(),
  isActive: true,
  owner: null,
  pendingOwnerEmail: null,
  capitalSourceCount: 0,
  programme: { day: null, state: 'unscheduled', phase: null, percent: 0 },
  updatedAt: '2026-09-01T00:00:00.000Z',
  ...over,
});
