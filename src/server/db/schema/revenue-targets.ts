import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { revenueTargetStatuses } from '~/shared/schemas/revenue-targets';
import { createdAt, money, primaryId, updatedAt, uuidRef } from './columns';
import { incubatedProjects } from './projects';

/** Spec section 4: active -> achieved. */
export const projectRevenueTargets = pgTable(
  'project_revenue_targets',
  {
    id: primaryId(),
    projectId: uuidRef('project_id', () => incubatedProjects.id, 'cascade'),
    targetAmount: money('target_amount').notNull(),
    targetDate: date('target_date').notNull(),
    status: text('status', { enum: revenueTargetStatuses }).notNull().default('active'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }),
    notes: text('notes'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('project_revenue_targets_project_date_idx').on(t.projectId, t.targetDate)],
);
