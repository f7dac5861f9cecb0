import type { incubatedProjects, projectCapitalSources } from '../schema/index';

type ProjectInsert = typeof incubatedProjects.$inferInsert;
type SourceInsert = Omit<typeof projectCapitalSources.$inferInsert, 'projectId'>;

export interface DemoProject {
  /** Days before the seed ran; decides "newest first". */
  ageDays: number;
  /** Onboarding date, in days before the seed ran: demo dates follow today (never 'Joined: 2025' beside 2026 charts). */
  onboardedDaysAgo?: number;
  project: Omit<ProjectInsert, 'createdAt' | 'onboardingDate'>;
  sources?: SourceInsert[];
}

const logo = (name: string) => `/demo/${name}.svg`;
const address = (n: number) => `0x${n.toString(16).padStart(4, '0').repeat(10)}`;

/**
 * Ten active projects and two inactive ones, chosen so every state of the public cards shows:
 * featured or not, each coloured phase plus an uncoloured one, logos and placeholders, with and
 * without a website, more than three tags, unknown codes, missing and over-target money.
 */
export const demoProjects: DemoProject[] = [
  {
    ageDays: 200,
    onboardedDaysAgo: 193,
    project: {
      name: 'Glacier Swap',
      shortDescription: 'Concentrated-liquidity DEX for Avalanche subnets.',
      description:
        'Glacier Swap is a concentrated-liquidity exchange that routes trades across the C-Chain and app-specific subnets, so liquidity providers earn fees wherever volume moves.',
      currentPhase: 'launch',
      isFeatured: true,
      logoUrl: logo('glacier-swap'),
      websiteUrl: 'https://glacierswap.example',
      industry: 'defi',
      companyType: 'startup',
      tags: ['defi', 'dex', 'amm', 'subnet', 'liquidity'],
      totalCapitalTarget: 2_000_000,
      capitalRaised: 1_250_000,
      projectStage: 'growth',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/glacier-swap' },
    },
    sources: [
      {
        contractName: 'Glacier VIP Pass',
        sourceType: 'vip_nft',
        chainId: 43114,
        contractAddress: address(1),
        totalRaised: 180_000,
        syncStatus: 'completed',
      },
      {
        contractName: 'GLCR Token Sale',
        sourceType: 'token_sale',
        chainId: 43114,
        contractAddress: address(2),
        totalRaised: 640_000,
        syncStatus: 'completed',
      },
      {
        // No USD rate: shown in AVAX with a note, not counted in capital raised.
        contractName: 'Glacier Treasury (AVAX)',
        sourceType: 'other',
        chainId: 43114,
        contractAddress: address(9),
        measurement: 'native_balance',
        usdConversion: 'none',
        totalRaised: 2_500,
        syncStatus: 'completed',
      },
    ],
  },
  {
    ageDays: 150,
    onboardedDaysAgo: 143,
    project: {
      name: 'Summit Lend',
      shortDescription: 'Undercollateralised loans for real-world businesses.',
      description:
        'Summit Lend brings invoice financing on-chain: verified small businesses borrow stablecoins against receivables, and lenders earn a fixed yield backed by real cash flows.',
      currentPhase: 'capital_raising',
      isFeatured: true,
      logoUrl: logo('summit-lend'),
      websiteUrl: 'https://summitlend.example',
      industry: 'defi',
      companyType: 'llc',
      tags: ['defi', 'lending', 'rwa'],
      totalCapitalTarget: 1_500_000,
      capitalRaised: 420_000,
      projectStage: 'launch',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/summit-lend' },
    },
    sources: [
      {
        contractName: 'Summit Seed Round',
        sourceType: 'token_sale',
        chainId: 43114,
        contractAddress: address(3),
        totalRaised: 300_000,
        syncStatus: 'syncing',
      },
      { contractName: 'Partner Grant', sourceType: 'other', totalRaised: 120_000, syncStatus: 'completed' },
    ],
  },
  {
    ageDays: 20,
    onboardedDaysAgo: 13,
    project: {
      name: 'Avalanche Quest',
      shortDescription: 'A play-and-own adventure game on its own subnet.',
      description:
        'Avalanche Quest is a fantasy RPG where every item is an NFT players truly own, running on a dedicated gaming subnet for instant, gas-free moves.',
      currentPhase: 'development',
      isFeatured: true,
      logoUrl: logo('avalanche-quest'),
      websiteUrl: 'https://avalanchequest.example',
      industry: 'gaming',
      companyType: 'startup',
      tags: ['gamefi', 'nft', 'subnet', 'cross_chain'],
      totalCapitalTarget: 800_000,
      capitalRaised: 96_000,
      projectStage: 'mvp',
    },
    sources: [
      {
        contractName: 'Founders Edition Heroes',
        sourceType: 'vip_nft',
        chainId: 43113,
        contractAddress: address(4),
        totalRaised: 48_000,
        syncStatus: 'pending',
      },
    ],
  },
  {
    ageDays: 5,
    onboardedDaysAgo: 0,
    project: {
      name: 'Frostbyte Nodes',
      shortDescription: 'One-click validator hosting for subnet operators.',
      description:
        'Frostbyte Nodes runs and monitors validators for teams launching subnets, with automatic failover and staking reports.',
      currentPhase: 'development',
      industry: 'infrastructure',
      companyType: 'corporation',
      websiteUrl: 'https://frostbyte.example',
      tags: ['infrastructure', 'validators'],
      totalCapitalTarget: 500_000,
      capitalRaised: 85_000,
      projectStage: 'development',
    },
  },
  {
    ageDays: 12,
    onboardedDaysAgo: 5,
    project: {
      name: 'Peak Pass',
      shortDescription: 'NFT tickets that fight scalping and reward fans.',
      description:
        'Peak Pass issues event tickets as NFTs with resale caps set by the organiser, and turns attendance into loyalty rewards.',
      currentPhase: 'testing',
      logoUrl: logo('peak-pass'),
      industry: 'nft',
      companyType: 'startup',
      tags: ['nft', 'ticketing', 'events', 'loyalty'],
      totalCapitalTarget: 250_000,
      capitalRaised: 0,
      projectStage: 'validation',
    },
    sources: [
      {
        contractName: 'Peak Pass Genesis',
        sourceType: 'vip_nft',
        chainId: 43113,
        contractAddress: address(5),
        totalRaised: 0,
        syncStatus: 'failed',
      },
    ],
  },
  {
    ageDays: 2,
    project: {
      name: 'Ridge Collective',
      description:
        'A community-run grants DAO funding public goods for the Avalanche ecosystem, currently writing its charter and governance framework.',
      currentPhase: 'documentation',
      industry: 'other',
      companyType: 'dao',
      tags: [],
      projectStage: 'ideation',
    },
  },
  {
    ageDays: 40,
    onboardedDaysAgo: 33,
    project: {
      name: 'Snowline Social',
      shortDescription: 'Creator communities with token-gated chats.',
      description:
        'Snowline lets creators open token-gated group chats and pay contributors directly, without a platform taking a cut.',
      currentPhase: 'development',
      logoUrl: logo('snowline-social'),
      websiteUrl: 'https://snowline.example',
      industry: 'social',
      companyType: 'startup',
      tags: ['socialfi', 'creators'],
      totalCapitalTarget: 100_000,
      capitalRaised: 12_500,
      projectStage: 'mvp',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/snowline-social' },
    },
  },
  {
    ageDays: 90,
    onboardedDaysAgo: 83,
    project: {
      name: 'Basecamp Ledger',
      shortDescription: 'Audit-ready treasury accounting for DAOs and funds.',
      description:
        'Basecamp Ledger reconciles on-chain treasuries with traditional books and produces audit-ready reports for DAOs, funds and enterprises.',
      currentPhase: 'scaling',
      logoUrl: logo('basecamp-ledger'),
      websiteUrl: 'https://basecampledger.example',
      industry: 'enterprise',
      companyType: 'corporation',
      tags: ['enterprise', 'accounting', 'api'],
      totalCapitalTarget: 3_000_000,
      capitalRaised: 3_400_000,
      projectStage: 'scale',
      socialLinks: { linkedin: 'https://www.linkedin.com/company/basecamp-ledger' },
    },
    sources: [
      {
        contractName: 'Series A Tokens',
        sourceType: 'token_sale',
        chainId: 43114,
        contractAddress: address(6),
        totalRaised: 1_100_000,
        syncStatus: 'completed',
      },
      {
        contractName: 'Enterprise Pilot Revenue',
        sourceType: 'other',
        totalRaised: 75_000,
        syncStatus: 'completed',
      },
    ],
  },
  {
    ageDays: 60,
    onboardedDaysAgo: 53,
    project: {
      name: 'Cinder Carbon',
      shortDescription: 'Traceable carbon credits from verified forestry projects.',
      description:
        'Cinder Carbon tokenises verified carbon credits with satellite evidence attached, so buyers can trace every tonne back to its forest.',
      currentPhase: 'testing',
      logoUrl: logo('cinder-carbon'),
      websiteUrl: 'https://cindercarbon.example',
      industry: 'supply_chain',
      companyType: 'nonprofit',
      tags: ['rwa', 'carbon_credits', 'impact'],
      totalCapitalTarget: 10_000,
      capitalRaised: 950,
      projectStage: 'seed',
    },
  },
  {
    ageDays: 30,
    onboardedDaysAgo: 23,
    project: {
      name: 'Tundra ID',
      description:
        'Tundra ID gives users a reusable, privacy-preserving identity credential that dApps can check without seeing personal data.',
      currentPhase: 'research',
      industry: 'infrastructure',
      companyType: 'llc',
      tags: ['zk', 'identity', 'kyc', 'privacy', 'sdk', 'compliance'],
      projectStage: 'validation',
    },
  },
  {
    ageDays: 400,
    project: {
      name: 'Moraine Markets',
      description: 'A prediction market that wound down after its pilot.',
      currentPhase: 'maintenance',
      isActive: false,
      industry: 'defi',
      companyType: 'startup',
      totalCapitalTarget: 600_000,
      capitalRaised: 150_000,
    },
  },
  {
    ageDays: 300,
    project: {
      name: 'Crevasse Labs',
      description: 'Paused while the team regroups.',
      currentPhase: 'planning',
      isActive: false,
      isFeatured: true,
      industry: 'nft',
      companyType: 'startup',
    },
  },
];
