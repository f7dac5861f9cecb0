import { z } from 'zod';
import { applicationStatusValues } from '../applicants';

/** POST /api/applications: the stored application (for a replayed idempotency key, the first one). */
export const applicationSubmitResponse = z.object({
  id: z.string(),
  status: z.enum(applicationStatusValues),
});
export type ApplicationSubmitted = z.input<typeof applicationSubmitResponse>;
