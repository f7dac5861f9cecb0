import { applicantViewContracts } from './applicant-views';
import { applicantContracts } from './applicants';
import { applicationAnalyticsContracts } from './application-analytics';
import { applicationChangeContracts } from './application-changes';
import { accountContracts } from './account';
import { capitalSourceContracts } from './capital-sources';
import { contractsOf, type RouteContract } from './contract';
import { contractAccessContracts } from './contract-access';
import { contractContracts } from './contracts';
import { contractsDashboardContracts } from './contracts-dashboard';
import { decisionMailTemplateContracts } from './decision-mail-templates';
import { journalContracts } from './journal';
import { launchScheduleContracts } from './launch-schedules';
import { messageContracts } from './messages';
import { milestoneContracts } from './milestones';
import { linkedWalletContracts } from './linked-wallets';
import { monitorContracts } from './monitors';
import { networkContracts } from './networks';
import { productContracts } from './products';
import { profitDistributionContracts } from './profit-distributions';
import { publicConfigContracts } from './public-config';
import { projectMemberContracts } from './project-members';
import { projectContracts } from './projects';
import { revenueTargetContracts } from './revenue-targets';
import { reviewContracts } from './reviews';
import { setupContracts } from './setup';
import { standardAbiContracts } from './standard-abis';
import { statsContracts } from './stats';
import { userContracts } from './users';
import { teamDashboardContracts } from './team-dashboard';

export { applicantViewContracts } from './applicant-views';
export { applicantContracts } from './applicants';
export { applicationAnalyticsContracts } from './application-analytics';
export { applicationChangeContracts } from './application-changes';
export { accountContracts } from './account';
export { capitalSourceContracts } from './capital-sources';
export * from './contract';
export { contractAccessContracts } from './contract-access';
export { contractContracts } from './contracts';
export { contractsDashboardContracts } from './contracts-dashboard';
export { decisionMailTemplateContracts } from './decision-mail-templates';
export { journalContracts } from './journal';
export { launchScheduleContracts } from './launch-schedules';
export { messageContracts } from './messages';
export { milestoneContracts } from './milestones';
export { linkedWalletContracts } from './linked-wallets';
export { monitorContracts } from './monitors';
export { networkContracts } from './networks';
export { productContracts } from './products';
export { profitDistributionContracts } from './profit-distributions';
export { projectMemberContracts } from './project-members';
export { projectContracts } from './projects';
export { publicConfigContracts } from './public-config';
export { publicProjectContracts } from './public-projects';
export { revenueTargetContracts } from './revenue-targets';
export { reviewContracts } from './reviews';
export { setupContracts } from './setup';
export { standardAbiContracts } from './standard-abis';
export { statsContracts } from './stats';
export { userContracts } from './users';
export { teamDashboardContracts } from './team-dashboard';

/**
 * Every contract of the API, one group per resource. The tests hold each to the app's routes and
 * to the policy table (http/route-audiences.ts); a converted resource adds its group here.
 */
export const contractGroups = {
  networks: networkContracts,
  'standard-abis': standardAbiContracts,
  'launch-schedules': launchScheduleContracts,
  products: productContracts,
  'revenue-targets': revenueTargetContracts,
  'profit-distributions': profitDistributionContracts,
  monitors: monitorContracts,
  users: userContracts,
  messages: messageContracts,
  'capital-sources': capitalSourceContracts,
  milestones: milestoneContracts,
  reviews: reviewContracts,
  contracts: contractContracts,
  'contract-access': contractAccessContracts,
  journal: journalContracts,
  'contracts-dashboard': contractsDashboardContracts,
  'linked-wallets': linkedWalletContracts,
  projects: projectContracts,
  'project-members': projectMemberContracts,
  'team-dashboard': teamDashboardContracts,
  applicants: applicantContracts,
  'applicant-views': applicantViewContracts,
  'decision-mail-templates': decisionMailTemplateContracts,
  'application-analytics': applicationAnalyticsContracts,
  'application-changes': applicationChangeContracts,
  'public-config': publicConfigContracts,
  stats: statsContracts,
  setup: setupContracts,
  account: accountContracts,
} as const;

export const allContracts: readonly RouteContract[] = Object.values(contractGroups).flatMap(contractsOf);
