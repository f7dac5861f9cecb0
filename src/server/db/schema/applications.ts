import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, primaryId, updatedAt } from './columns';
import { applicationStatusValues } from '~/shared/enums';

export const applicationStatuses = applicationStatusValues;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const incubatorApplications = pgTable(
  'incubator_applications',
  {
    id: primaryId(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    companyType: text('company_type').notNull(),
    industry: text('industry').notNull(),
    status: text('status', { enum: applicationStatuses }).notNull().default('submitted'),
    userAgent: text('user_agent'),
    /** Always null when written by the form (spec section 3); the address lives in the audit table. */
    submissionIp: text('submission_ip'),
    projectStage: text('project_stage'),
    description: text('description'),
    websiteUrl: text('website_url'),
    linkedinUrl: text('linkedin_url'),
    problemStatement: text('problem_statement'),
    solution: text('solution'),
    targetMarket: text('target_market'),
    businessModel: text('business_model'),
    technologyStack: text('technology_stack'),
    developmentStage: text('development_stage'),
    teamSize: integer('team_size'),
    teamExperience: text('team_experience'),
    keyPersonnel: text('key_personnel'),
    currentFunding: money('current_funding'),
    totalCapitalTarget: money('total_capital_target'),
    expectedLaunchDate: date('expected_launch_date'),
    socialLinks: jsonb('social_links').$type<{ github?: string; website?: string; linkedin?: string }>(),
    logoUrl: text('logo_url'),
    documentsUrl: text('documents_url'),
    whitepaperUrl: text('whitepaper_url'),
    /** The signed-in submitter, when there was one. */
    userId: text('user_id'),
    /** One per submit attempt, so a retried request never stores the application twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('incubator_applications_contact_email_key').on(t.contactEmail),
    uniqueIndex('incubator_applications_idempotency_key').on(t.idempotencyKey),
    // With the id tiebreak the list's ORDER BY walks these (deep pages read the index only).
    index('incubator_applications_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('incubator_applications_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The list sorted by last update, and the dashboard's 'approved this month' (decision 0020).
    index('incubator_applications_updated_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('incubator_applications_status_updated_idx').on(t.status, t.updatedAt.desc(), t.id.desc()),
    index('incubator_applications_industry_created_idx').on(t.industry, t.createdAt.desc(), t.id.desc()),
    index('incubator_applications_industry_name_idx').on(
      t.industry,
      t.name.asc().nullsFirst(),
      t.id.asc().nullsFirst(),
    ),
    check('incubator_applications_contact_email_lower', sql`${t.contactEmail} = lower(${t.contactEmail})`),
  ],
);
