import { z } from 'zod';
import { authMessages, PASSWORD_MIN_LENGTH, roleSchema } from './auth';

/** POST /api/setup: the first super admin, with the one-time token the server log printed. */
export const firstAdminSchema = z.object({
  token: z.string().min(1, 'The setup link has no token'),
  email: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .pipe(z.email(authMessages.emailInvalid))
    .transform((v) => v.toLowerCase()),
  name: z.string().trim().max(100, 'Name must be at most 100 characters').optional(),
  password: z.string().min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort).max(128),
});

export type FirstAdminInput = z.input<typeof firstAdminSchema>;

/** GET /api/setup. */
export const setupStatusResponse = z.object({
  /** True until the first super admin exists. */
  needed: z.boolean(),
});
export type SetupStatus = z.input<typeof setupStatusResponse>;

/** POST /api/setup: who was made the first super admin. */
export const firstAdminResponse = z.object({ email: z.string(), role: roleSchema });
