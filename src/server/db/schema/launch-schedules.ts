import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { launchScheduleStatuses } from '~/shared/schemas/launch-schedules';
import { createdAt, primaryId, updatedAt } from './columns';
import { contractDeployments } from './contracts';
import { products } from './products';

/** A planned launch of a product or of one of its deployments (spec section 4: planned -> launched). */
export const contractLaunchSchedules = pgTable(
  'contract_launch_schedules',
  {
    id: primaryId(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    deploymentId: uuid('deployment_id').references(() => contractDeployments.id, { onDelete: 'cascade' }),
    plannedLaunchDate: date('planned_launch_date').notNull(),
    status: text('status', { enum: launchScheduleStatuses }).notNull().default('planned'),
    notes: text('notes'),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contract_launch_schedules_date_idx').on(t.plannedLaunchDate),
    check(
      'contract_launch_schedules_target',
      sql`${t.productId} IS NOT NULL OR ${t.deploymentId} IS NOT NULL`,
    ),
  ],
);
