import { z } from 'zod';
import { id, isoDate, optionalText, timestamp } from './common';
import { somethingToUpdate } from './update';

export const launchScheduleStatuses = ['planned', 'launched'] as const;
export type LaunchScheduleStatus = (typeof launchScheduleStatuses)[number];

/** What a person fills in; the product's launch form checks these before sending. */
export const launchScheduleFormSchema = z.object({
  plannedLaunchDate: isoDate('Planned launch date'),
  notes: optionalText('Notes', 2000, true),
});

export const launchScheduleSchema = launchScheduleFormSchema
  .extend({
    productId: id('Product').optional(),
    deploymentId: id('Deployment').optional(),
  })
  .refine((v) => v.productId || v.deploymentId, {
    message: 'Choose the product or deployment to launch',
    path: ['productId'],
  });
export const launchScheduleUpdateSchema = z
  .object({
    plannedLaunchDate: isoDate('Planned launch date').optional(),
    status: z.enum(launchScheduleStatuses, { error: 'Status must be planned or launched' }).optional(),
    notes: optionalText('Notes', 2000, true),
  })
  .refine(...somethingToUpdate);
export type LaunchScheduleInput = z.input<typeof launchScheduleSchema>;

export const launchScheduleListQuery = z.object({ productId: id('Product').optional() });

export const launchScheduleResponse = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  deploymentId: z.string().nullable(),
  plannedLaunchDate: z.string(),
  status: z.enum(launchScheduleStatuses),
  notes: z.string().nullable(),
  launchedAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type LaunchSchedule = z.input<typeof launchScheduleResponse>;
