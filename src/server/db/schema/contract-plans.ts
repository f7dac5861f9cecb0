import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contractDeployments, products } from './contracts';
import { incubatedProjects } from './projects';

export const launchScheduleStatuses = ['planned', 'launched'] as const;
export const revenueTargetStatuses = ['active', 'achieved'] as const;

/** A planned launch of a product or of one of its deployments (spec section 4: planned -> launched). */
export const contractLaunchSchedules = pgTable(
  'contract_launch_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    deploymentId: uuid('deployment_id').references(() => contractDeployments.id, { onDelete: 'cascade' }),
    plannedLaunchDate: date('planned_launch_date').notNull(),
    status: text('status', { enum: launchScheduleStatuses }).notNull().default('planned'),
    notes: text('notes'),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contract_launch_schedules_date_idx').on(t.plannedLaunchDate),
    check(
      'contract_launch_schedules_target',
      sql`${t.productId} IS NOT NULL OR ${t.deploymentId} IS NOT NULL`,
    ),
  ],
);

/** Spec section 4: active -> achieved. */
export const projectRevenueTargets = pgTable(
  'project_revenue_targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => incubatedProjects.id, { onDelete: 'cascade' }),
    targetAmount: numeric('target_amount', { precision: 20, scale: 2, mode: 'number' }).notNull(),
    targetDate: date('target_date').notNull(),
    status: text('status', { enum: revenueTargetStatuses }).notNull().default('active'),
    achievedAt: timestamp('achieved_at', { withTimezone: true }),
    notes: text('notes'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_revenue_targets_project_date_idx').on(t.projectId, t.targetDate)],
);

/**
 * Insert only (spec section 3): a trigger refuses UPDATE and DELETE, and a project that has paid
 * out cannot be deleted (restrict), so the record of money sent is never lost.
 */
export const profitSharingDistributions = pgTable(
  'profit_sharing_distributions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => incubatedProjects.id, { onDelete: 'restrict' }),
    /** Token amounts carry up to 18 decimals; kept as an exact decimal string. */
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    tokenSymbol: text('token_symbol').notNull(),
    txHash: text('tx_hash'),
    chainId: integer('chain_id'),
    distributedAt: timestamp('distributed_at', { withTimezone: true }).notNull().defaultNow(),
    notes: text('notes'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profit_sharing_distributions_project_idx').on(t.projectId, t.distributedAt.desc())],
);
