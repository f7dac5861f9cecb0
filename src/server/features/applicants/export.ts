import type { ApplicationFilters } from '~/shared/schemas/applicant-filters';
import type { ListScoreSummary } from '~/shared/review-scores';
import type { DbOrTx } from '../../db/client';
import { incubatorApplications as apps } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { toCsv, type CsvColumn } from './csv';
import { applicationFilterWhere, applicationOrder, isReadBy } from './list';
import { scoreCsvColumns, scoreSummariesFor } from '../reviews/service/index';

/** Far above any real intake; a bigger export should narrow its filters. */
export const EXPORT_MAX_ROWS = 50_000;

type Row = typeof apps.$inferSelect & { isRead: boolean; scores?: ListScoreSummary };

/** Every stored field except the internal idempotency key, in the table's order. */
const columns: CsvColumn<Row>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'status', value: (r) => r.status },
  { header: 'contact_name', value: (r) => r.contactName },
  { header: 'contact_email', value: (r) => r.contactEmail },
  { header: 'company_type', value: (r) => r.companyType },
  { header: 'industry', value: (r) => r.industry },
  { header: 'project_stage', value: (r) => r.projectStage },
  { header: 'description', value: (r) => r.description },
  { header: 'website_url', value: (r) => r.websiteUrl },
  { header: 'linkedin_url', value: (r) => r.linkedinUrl },
  { header: 'problem_statement', value: (r) => r.problemStatement },
  { header: 'solution', value: (r) => r.solution },
  { header: 'target_market', value: (r) => r.targetMarket },
  { header: 'business_model', value: (r) => r.businessModel },
  { header: 'technology_stack', value: (r) => r.technologyStack },
  { header: 'development_stage', value: (r) => r.developmentStage },
  { header: 'team_size', value: (r) => r.teamSize },
  { header: 'team_experience', value: (r) => r.teamExperience },
  { header: 'key_personnel', value: (r) => r.keyPersonnel },
  { header: 'current_funding', value: (r) => (r.currentFunding == null ? null : Number(r.currentFunding)) },
  {
    header: 'total_capital_target',
    value: (r) => (r.totalCapitalTarget == null ? null : Number(r.totalCapitalTarget)),
  },
  { header: 'expected_launch_date', value: (r) => r.expectedLaunchDate },
  { header: 'social_github', value: (r) => r.socialLinks?.github },
  { header: 'social_website', value: (r) => r.socialLinks?.website },
  { header: 'social_linkedin', value: (r) => r.socialLinks?.linkedin },
  { header: 'logo_url', value: (r) => r.logoUrl },
  { header: 'documents_url', value: (r) => r.documentsUrl },
  { header: 'whitepaper_url', value: (r) => r.whitepaperUrl },
  { header: 'user_agent', value: (r) => r.userAgent },
  { header: 'submission_ip', value: (r) => r.submissionIp },
  { header: 'user_id', value: (r) => r.userId },
  { header: 'created_at', value: (r) => r.createdAt },
  { header: 'updated_at', value: (r) => r.updatedAt },
  { header: 'is_read', value: (r) => r.isRead },
  // Score figures as the caller may see them (blind review leaves them empty).
  ...scoreCsvColumns.map((c) => ({ header: c.header, value: (r: Row) => c.value(r.scores) })),
];

/** The filtered list as CSV (same filters and order as the table, every page). */
export async function exportApplicationsCsv({
  db,
  userId,
  filters,
}: {
  db: DbOrTx;
  userId: string;
  filters: ApplicationFilters;
}): Promise<string> {
  const rows = await db
    .select({ app: apps, isRead: isReadBy(userId) })
    .from(apps)
    .where(applicationFilterWhere(filters, userId))
    .orderBy(...applicationOrder(filters))
    .limit(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) {
    throw new AppError('BAD_REQUEST', `More than ${EXPORT_MAX_ROWS} applications match: narrow the filters`);
  }
  const scores = await scoreSummariesFor({ db, userId, applicationIds: rows.map((r) => r.app.id) });
  return toCsv(
    columns,
    rows.map((r) => ({ ...r.app, isRead: Boolean(r.isRead), scores: scores.get(r.app.id) })),
  );
}
