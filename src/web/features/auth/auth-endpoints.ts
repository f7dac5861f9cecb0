import { z } from 'zod';
import { requestPasswordResetSchema, resetPasswordSchema, signInSchema, signUpSchema } from '~/shared/auth';
import { defineContracts } from '~/shared/contracts/contract';

/*
 * better-auth's own endpoints the browser calls (/api/auth/*), described as contracts on the
 * browser's side only, so they are sent and parsed by the same `call()` as every other route. They
 * are not in `contractGroups`: better-auth serves them behind the policy table's wildcard rows, not
 * contractRoutes, so the audience and OpenAPI tests must not look for them among the app's routes.
 * The answers name only what the screens read; better-auth sends more, which `call()` leaves as is.
 */

const authUser = z.object({ id: z.string(), email: z.string() });
const done = z.object({ status: z.boolean() });

export const betterAuthEndpoints = defineContracts('better-auth', {
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    audience: 'anonymous',
    body: signInSchema.extend({ callbackURL: z.string().optional() }),
    responses: { 200: z.object({ token: z.string(), user: authUser }) },
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    audience: 'anonymous',
    body: signUpSchema.extend({
      name: z.string(),
      invitationToken: z.string().optional(),
      callbackURL: z.string(),
    }),
    responses: {
      200: z.object({
        token: z.string().nullable(),
        user: authUser,
        /** Set by the server's sign-up hook when an invitation token came with it. */
        invitationAccepted: z.boolean().optional(),
        signedIn: z.boolean().optional(),
      }),
    },
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    audience: 'anonymous',
    body: z.object({}),
    responses: { 200: z.object({ success: z.boolean() }) },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    audience: 'anonymous',
    body: requestPasswordResetSchema,
    responses: { 200: done },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    audience: 'anonymous',
    body: resetPasswordSchema,
    responses: { 200: done },
  },
});
