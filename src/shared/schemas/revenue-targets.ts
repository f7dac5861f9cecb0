import { z } from 'zod';
import { id, isoDate, money, optionalText, timestamp } from './common';
import { numberInput } from './number-input';
import { somethingToUpdate } from './update';

export const revenueTargetStatuses = ['active', 'achieved'] as const;
export type RevenueTargetStatus = (typeof revenueTargetStatuses)[number];
export const revenueTargetStatusLabels: Record<RevenueTargetStatus, string> = {
  active: 'Active',
  achieved: 'Achieved',
};

const targetAmount = numberInput(
  'Target amount',
  money(
    'Target amount',
    z
      .number({ error: 'Target amount must be a valid number' })
      .positive('Target amount must be greater than 0'),
  ),
);

export const revenueTargetSchema = z.object({
  projectId: id('Project'),
  targetAmount,
  targetDate: isoDate('Target date'),
  notes: optionalText('Notes', 2000, true),
});
export const revenueTargetUpdateSchema = z
  .object({
    targetAmount: targetAmount.optional(),
    targetDate: isoDate('Target date').optional(),
    status: z.enum(revenueTargetStatuses, { error: 'Status must be active or achieved' }).optional(),
    notes: optionalText('Notes', 2000, true),
  })
  .refine(...somethingToUpdate);
export const revenueTargetListQuery = z.object({ projectId: id('Project').optional() });
export type RevenueTargetInput = z.input<typeof revenueTargetSchema>;

export const revenueTargetResponse = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  targetAmount: z.number(),
  targetDate: z.string(),
  status: z.enum(revenueTargetStatuses),
  achievedAt: timestamp.nullable(),
  notes: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type RevenueTarget = z.input<typeof revenueTargetResponse>;
