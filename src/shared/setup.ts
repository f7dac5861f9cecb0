import { z } from 'zod';
import { authMessages, roleSchema } from './auth';

/**
 * The first super admin holds every key, so their password is longer than the sign-up minimum:
 * twelve characters, said on the page before the form is sent.
 */
export const SUPER_ADMIN_PASSWORD_MIN_LENGTH = 12;
export const superAdminPasswordRule = `At least ${SUPER_ADMIN_PASSWORD_MIN_LENGTH} characters: a super admin can change everything.`;

/** POST /api/setup: the first super admin, with the one-time token the server log printed. */
export const firstAdminSchema = z.object({
  token: z.string().min(1, 'The setup link has no token'),
  email: z
    .string()
    .trim()
    .min(1, authMessages.emailRequired)
    .pipe(z.email(authMessages.emailInvalid))
    .transform((v) => v.toLowerCase()),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
  password: z
    .string()
    .min(SUPER_ADMIN_PASSWORD_MIN_LENGTH, superAdminPasswordRule)
    .max(128, 'Password must be at most 128 characters'),
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
