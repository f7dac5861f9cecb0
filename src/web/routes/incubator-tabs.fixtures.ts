import { createElement } from 'react';
import type { MeResponse } from '~/shared/auth';
import { programmePhases } from '~/shared/programme';
import type { ManagedProject } from '~/shared/schemas/projects';
import { useAuth } from '~/web/features/auth/use-auth';
import { managedProjectFixture } from '~/web/test/project-fixtures';
import { adminMe, renderRoute, type ApiHandler } from '~/web/test/render-route';
import * as module from './incubator-detail';
import { projectContracts } from '~/shared/contracts/projects';
import { answer } from '~/web/test/contract-api';

/** Screen-test data for the tabs of /incubator/{id}. */
export const projectId = '7d0b6a43-6f2c-4d6e-9a53-1f3c2b4a5e60';

export const project = (over: Partial<ManagedProject> = {}): ManagedProject =>
  managedProjectFixture({
    id: projectId,
    description: 'Lending for climbers',
    onboardingDate: '2026-10-01',
    owner: { id: 'u-owner', name: 'Olga Owner', email: 'olga@example.com' },
    programme: { day: 40, state: 'running', phase: programmePhases[1], percent: 40 },
    ...over,
  });

const access = (isOwner: boolean) => ({
  id: projectId,
  name: 'Summit Lend',
  description: null,
  currentPhase: 'development',
  createdBy: 'u-owner',
  isOwner,
  role: isOwner ? 'owner' : 'developer',
});

export const viewers: Record<'admin' | 'owner' | 'member', MeResponse> = {
  admin: adminMe,
  owner: {
    user: { id: 'u-owner', email: 'olga@example.com', name: 'Olga Owner', role: 'user', emailVerified: true },
    profile: { role: 'user', isActive: true },
    projects: [access(true)],
  },
  member: {
    user: { id: 'u-dev', email: 'dev@example.com', name: 'Dana Dev', role: 'user', emailVerified: true },
    profile: { role: 'user', isActive: true },
    projects: [access(false)],
  },
};

// In the app the layouts wait for the session before the page renders; so does this stand-in.
function AfterSession() {
  const auth = useAuth();
  return auth.loading ? null : createElement(module.default);
}

export function renderTab(
  tab: 'programme' | 'team' | 'messages' | 'capital' | 'revenue',
  viewer: keyof typeof viewers,
  api: Record<string, ApiHandler>,
  over: Partial<ManagedProject> = {},
) {
  return renderRoute({
    module: { default: AfterSession },
    path: '/incubator/:id',
    url: `/incubator/${projectId}?tab=${tab}`,
    me: viewers[viewer],
    api: { ...answer(projectContracts.profile, () => project(over)), ...api },
  });
}
