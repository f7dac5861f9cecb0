import { z } from 'zod';
import { PROGRAMME_DAYS } from '../programme';
import { text } from '../text';

// Coerced like networks' chainId: the form's input gives a string, JSON a number.
const dueDay = z.coerce
  .number({ error: 'Due day must be a number' })
  .int('Due day must be a whole number')
  .min(1, 'Due day must be between 1 and 100')
  .max(PROGRAMME_DAYS, 'Due day must be between 1 and 100');

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
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });

export interface Milestone {
  id: string;
  projectId: string;
  title: string;
  dueDay: number;
  done: boolean;
  doneAt: string | null;
  doneBy: { id: string; name: string } | null;
  createdAt: string;
}

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
