/** Enumerations of spec section 3, with the display label of each code. */

export const companyTypes = ['startup', 'corporation', 'llc', 'nonprofit', 'dao'] as const;
export const industries = ['defi', 'nft', 'infrastructure', 'social', 'enterprise', 'other'] as const;
export const projectStages = [
  'ideation',
  'validation',
  'development',
  'testing',
  'launch',
  'growth',
] as const;
export const developmentStages = ['idea', 'prototype', 'mvp', 'beta', 'production'] as const;
export const messagePriorities = ['low', 'medium', 'high', 'urgent'] as const;
export const roles = ['user', 'admin', 'super_admin'] as const;

/** Phases with colours (spec section 4); the others only have labels. */
export const coloredPhases = [
  'documentation',
  'development',
  'testing',
  'launch',
  'capital_raising',
] as const;

export type CompanyType = (typeof companyTypes)[number];
export type Industry = (typeof industries)[number];
export type ProjectStage = (typeof projectStages)[number];
export type DevelopmentStage = (typeof developmentStages)[number];
export type MessagePriority = (typeof messagePriorities)[number];
/** The one role type: server, database column and browser. */
export type UserRole = (typeof roles)[number];

/** Higher holds more: user < admin < super_admin. */
export const roleRank: Record<UserRole, number> = { user: 0, admin: 1, super_admin: 2 };
export const adminRoles = ['admin', 'super_admin'] as const satisfies readonly UserRole[];

export const companyTypeLabels: Record<string, string> = {
  startup: 'Startup',
  corporation: 'Corporation',
  llc: 'LLC',
  nonprofit: 'Non-Profit',
  dao: 'DAO',
};

export const industryLabels: Record<string, string> = {
  defi: 'DeFi',
  nft: 'NFT',
  infrastructure: 'Infrastructure',
  social: 'Social',
  enterprise: 'Enterprise',
  other: 'Other',
  gaming: 'Gaming',
};

export const projectStageLabels: Record<string, string> = {
  ideation: 'Ideation',
  validation: 'Validation',
  development: 'Development',
  testing: 'Testing',
  launch: 'Launch',
  growth: 'Growth',
  // Stages the companies page also shows (spec section 2).
  seed: 'Seed',
  mvp: 'MVP',
  scale: 'Scale',
};

export const developmentStageLabels: Record<string, string> = {
  idea: 'Idea',
  prototype: 'Prototype',
  mvp: 'MVP',
  beta: 'Beta',
  production: 'Production',
};

export const phaseLabels: Record<string, string> = {
  documentation: 'Documentation',
  development: 'Development',
  testing: 'Testing',
  launch: 'Launch',
  capital_raising: 'Capital Raising',
  fundraising: 'Fundraising',
  scaling: 'Scaling',
  growth: 'Growth',
  mature: 'Mature',
  maintenance: 'Maintenance',
  planning: 'Planning',
  research: 'Research',
  design: 'Design',
  implementation: 'Implementation',
  deployment: 'Deployment',
  monitoring: 'Monitoring',
  optimization: 'Optimization',
};

/** Display names of common project tags; other tags are humanised. */
export const tagLabels: Record<string, string> = {
  defi: 'DeFi',
  nft: 'NFT',
  nfts: 'NFTs',
  dao: 'DAO',
  dex: 'DEX',
  amm: 'AMM',
  ai: 'AI',
  rwa: 'RWA',
  zk: 'ZK',
  l1: 'L1',
  layer1: 'Layer 1',
  subnet: 'Subnet',
  web3: 'Web3',
  gamefi: 'GameFi',
  socialfi: 'SocialFi',
  depin: 'DePIN',
  kyc: 'KYC',
  api: 'API',
  sdk: 'SDK',
};

export const roleLabels: Record<UserRole, string> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** Spec section 6, role descriptions on invitations. */
export const roleDescriptions: Record<UserRole, string> = {
  user: 'Standard platform access with basic features',
  admin: 'Administrative access to manage projects and users',
  super_admin: 'Full platform access with all administrative privileges',
};

/** An application's status (spec section 4), what the review moves it through. */
export const applicationStatusValues = [
  'submitted',
  'under_review',
  'changes_requested',
  'approved',
  'rejected',
] as const;
export type ApplicationStatusValue = (typeof applicationStatusValues)[number];
