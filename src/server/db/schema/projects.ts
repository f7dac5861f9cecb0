import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, primaryId, updatedAt, uuidRef } from './columns';

export const incubatedProjects = pgTable(
  'incubated_projects',
  {
    id: primaryId(),
    name: text('name').notNull(),
    description: text('description'),
    shortDescription: text('short_description'),
    currentPhase: text('current_phase').notNull().default('development'),
    createdBy: text('created_by'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    logoUrl: text('logo_url'),
    websiteUrl: text('website_url'),
    industry: text('industry'),
    companyType: text('company_type'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalCapitalTarget: money('total_capital_target'),
    capitalRaised: money('capital_raised'),
    projectStage: text('project_stage'),
    onboardingDate: date('onboarding_date'),
    socialLinks: jsonb('social_links').$type<{ linkedin?: string; twitter?: string; github?: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('incubated_projects_listing_idx').on(t.isActive, t.isFeatured.desc(), t.createdAt.desc()),
    index('incubated_projects_created_by_idx').on(t.createdBy),
  ],
);

export const projectTeamMembers = pgTable(
  'project_team_members',
  {
    id: primaryId(),
    projectId: uuidRef('project_id', () => incubatedProjects.id, 'cascade'),
    userId: text('user_id').notNull(),
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_team_members_user_idx').on(t.userId, t.projectId),
    // One row per person per project: two servers adding the same person at once cannot both insert.
    uniqueIndex('project_team_members_project_user_key').on(t.projectId, t.userId),
  ],
);

/** The columns of project_team_members_project_user_key, as an insert's conflict target. */
export const projectTeamMemberKey = [projectTeamMembers.projectId, projectTeamMembers.userId];
