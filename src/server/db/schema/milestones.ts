import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { incubatedProjects } from './projects';
import { primaryId, uuidRef } from './columns';

/** A project's programme milestones: what is due on which of the 100 days, and who ticked it. */
export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: primaryId(),
    projectId: uuidRef('project_id', () => incubatedProjects.id, 'cascade'),
    title: text('title').notNull(),
    dueDay: integer('due_day').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: text('done_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_milestones_project_idx').on(t.projectId, t.dueDay)],
);
