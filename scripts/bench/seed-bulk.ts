import type { DbOrTx } from '../../src/server/db/client';
import { incubatedProjects, incubatorApplications } from '../../src/server/db/schema/index';

const industries = ['defi', 'nft', 'infrastructure', 'social', 'enterprise', 'other'];
const phases = ['documentation', 'development', 'testing', 'launch', 'capital_raising'];

/** Extra active projects and applications on top of the demo rows, so list queries do real work. */
export async function seedBulk({ db, projects }: { db: DbOrTx; projects: number }) {
  const now = Date.now();
  const rows = Array.from({ length: projects }, (_, i) => ({
    name: `Bench Project ${i + 1}`,
    description: `A realistic description for benchmark project ${i + 1}, long enough to look like the real thing on a card.`,
    shortDescription: `Benchmark project ${i + 1}`,
    industry: industries[i % industries.length],
    currentPhase: phases[i % phases.length]!,
    isFeatured: i % 7 === 0,
    tags: ['defi', 'avalanche', 'governance', 'staking'].slice(0, (i % 4) + 1),
    capitalRaised: (i % 5) * 125_000,
    totalCapitalTarget: 1_000_000,
    websiteUrl: i % 3 ? `https://bench-${i}.example` : null,
    createdAt: new Date(now - i * 86_400_000),
  }));
  for (let i = 0; i < rows.length; i += 200)
    await db.insert(incubatedProjects).values(rows.slice(i, i + 200));
  const apps = Array.from({ length: projects * 3 }, (_, i) => ({
    name: `Bench Applicant ${i + 1}`,
    contactName: 'Bench Founder',
    contactEmail: `bench-${i + 1}@example.com`,
    companyType: 'startup',
    industry: industries[i % industries.length]!,
    status: (['submitted', 'under_review', 'approved', 'rejected'] as const)[i % 4],
  }));
  for (let i = 0; i < apps.length; i += 200)
    await db
      .insert(incubatorApplications)
      .values(apps.slice(i, i + 200))
      .onConflictDoNothing();
}
