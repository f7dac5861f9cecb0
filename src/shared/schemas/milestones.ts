import { z } from 'zod';
import { PROGRAMME_DAYS } from '../programme';
import { text } from '../text';
import { numberInput } from './number-input';
import { timestamp } from './timestamp';
import { somethingToUpdate } from './update';

const dueDay = numberInput(
  'Due day',
  z
    .number({ error: 'Due day must be a number' })
    .int('Due day must be a whole number')
    .min(1, 'Due day must be between 1 and 100')
    .max(PROGRAMME_DAYS, 'Due day must be between 1 and 100'),
);

export const milestoneCreateSchema = z.object({
  title: text('Title', { min: 2, max: 200 }),
  dueDay,
});

export const milestoneUpdateSchema = z
  .object({
    title: text('Title', { min: 2, max: 200 }),
    dueDay,
    done: z.boolean({ error: 'Done must be true or false' }),
  })
  .partial()
  .refine(...somethingToUpdate);

export const milestoneResponse = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  dueDay: z.number(),
  done: z.boolean(),
  doneAt: timestamp.nullable(),
  doneBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: timestamp,
});
export type Milestone = z.input<typeof milestoneResponse>;

/** GET /api/projects/:id/milestones. */
export const milestoneListResponse = z.object({ milestones: z.array(milestoneResponse) });

export interface MilestoneProgress {
  done: number;
  total: number;
  /** done / total in whole percent; 0 without milestones. */
  percent: number;
}

export function milestoneProgress(milestones: ReadonlyArray<Pick<Milestone, 'done'>>): MilestoneProgress {
  const done = milestones.filter((m) => m.done).length;
  const total = milestones.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
