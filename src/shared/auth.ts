import { z } from 'zod';
import { roles } from './enums';
import { projectRoles } from './schemas/project-members';
import { timestamp } from './schemas/timestamp';

/** Spec section 5/9: sign-up needs a valid e-mail and a password of at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest password the auth server takes; checked here too, so the refusal names the field. */
export const PASSWORD_MAX_LENGTH = 128;

export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be no more than ${PASSWORD_MAX_LENGTH} characters`,
  confirmPasswordRequired: 'Please confirm your new password',
  passwordsDiffer: 'Passwords do not match',
  resetTokenMissing: 'This password reset link is incomplete. Ask for a new one.',
  resetTokenInvalid: 'This password reset link has expired or has already been used. Ask for a new one.',
  noInvitationToken: 'Invalid invitation link - no token provided',
  invitationNotFound: 'Invitation not found or has expired',
  invitationValidateFailed: 'Failed to validate invitation',
  invitationExpired: 'This invitation has expired and can no longer be used.',
  invitationAlreadyAccepted: 'You have already accepted this invitation',
  invitationEmailUnverified: 'Verify your e-mail address before accepting an invitation',
  verificationTokenMissing: 'The verification link has no token: open the full link from the e-mail',
  callbackElsewhere: 'This link was changed to lead to another site, so it was not used.',
  accountGone: 'The account this link was for no longer exists.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
} as const;

// Each message names its field, as the rest of the API's do: without `error`, zod's own words
// ("Invalid input: expected string, received undefined") said what was wrong but not where.
const email = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .min(1, authMessages.emailRequired)
  .pipe(z.email(authMessages.emailInvalid))
  .transform((v) => v.toLowerCase());

/** Sign-in only requires both fields (spec section 5). */
export const signInSchema = z.object({
  email,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired),
});

/** The rule for a password being chosen: at sign-up and when resetting it. */
const newPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const signUpSchema = z.object({ email, password: newPassword });

/** GET /api/auth/verify-email: the link in the verification mail. */
export const verifyEmailQuery = z.object({
  token: z
    .string({ error: authMessages.verificationTokenMissing })
    .trim()
    .min(1, authMessages.verificationTokenMissing),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

/** POST /api/auth/request-password-reset: the same answer whether or not the account exists. */
export const requestPasswordResetSchema = z.object({ email });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

/** POST /api/auth/reset-password: the mailed token and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().min(1, authMessages.resetTokenMissing).max(200, authMessages.resetTokenInvalid),
  newPassword,
});

/** The reset screen's form: the new password typed twice (the token comes from the link). */
export const resetPasswordFormSchema = z
  .object({ newPassword, confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDiffer,
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const roleSchema = z.enum(roles, { error: 'Role must be user, admin or super_admin' });

/** A project the signed-in user may open (spec section 3, 'Project access entry'). */
export const projectAccessEntryResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  currentPhase: z.string(),
  createdBy: z.string().nullable(),
  isOwner: z.boolean(),
  role: z.string(),
});
export type ProjectAccessEntry = z.input<typeof projectAccessEntryResponse>;

/** GET /api/me. */
export const meResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    emailVerified: z.boolean(),
  }),
  profile: z.object({ role: roleSchema, isActive: z.boolean() }).nullable(),
  projects: z.array(projectAccessEntryResponse),
});
export type MeResponse = z.input<typeof meResponse>;

/**
 * GET /api/me for a caller without a valid session: a plain answer, not an error, so asking "who
 * is this?" on a page a signed-out visitor opens logs nothing in the browser's console.
 */
export const signedOutResponse = z.object({ user: z.null() });
export type SignedOutResponse = z.input<typeof signedOutResponse>;

/** GET /api/invitations/:token (spec section 3, 'Invitation'). */
export const invitationCheckResponse = z.object({
  email: z.string(),
  role: roleSchema,
  /** ISO time; the service sends it as text already. */
  expiresAt: z.string(),
  isValid: z.boolean(),
  /** Set when the invitation is into a project's team (or to claim it): which one, in which project role. */
  project: z.object({ name: z.string(), role: z.string() }).nullable(),
  /** An account with the invited address exists: the invitee signs in to accept instead of signing up. */
  hasAccount: z.boolean(),
});
export type InvitationCheck = z.input<typeof invitationCheckResponse>;

/** 403 for a signed-in account other than the invited one; names both addresses. */
export const invitationForAnotherAccount = (invited: string, signedInAs: string) =>
  `This invitation was sent to ${invited}, but you are signed in as ${signedInAs}. Sign out and sign in as ${invited} to accept it.`;

/** POST /api/invitations/:token/accept: an existing, signed-in account takes the invitation up. */
export const invitationAcceptResponse = z.object({
  /** The account's role now (the invited one, unless it already held a higher one). */
  role: roleSchema,
  /**
   * The project whose team the invitation was into, or null for a platform invitation: the role the
   * account holds there now, and the one it held before (null: it just joined).
   */
  project: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.enum(projectRoles),
      previousRole: z.enum(projectRoles).nullable(),
    })
    .nullable(),
  /** The account already owned or belonged to that project (its role there may have changed). */
  alreadyMember: z.boolean(),
});
export type InvitationAcceptResult = z.input<typeof invitationAcceptResponse>;

/**
 * GET /api/me/project-invitations: the open invitations into teams sent to the caller's verified
 * address, so an invitee who signed up or in without the mailed link still finds them.
 */
export const myProjectInvitationResponse = z.object({
  id: z.string(),
  project: z.object({ id: z.string(), name: z.string() }),
  /** The role offered on the team ('owner' claims a project that has none). */
  role: z.enum(projectRoles),
  /** Who sent it; null when the account that did is gone. */
  invitedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  expiresAt: timestamp,
});
export type MyProjectInvitation = z.input<typeof myProjectInvitationResponse>;
export const myProjectInvitationListResponse = z.object({
  invitations: z.array(myProjectInvitationResponse),
});
export type MyProjectInvitationList = z.input<typeof myProjectInvitationListResponse>;

/** POST /api/admin/invitations. */
export const inviteUserSchema = z.object({ email, role: roleSchema });
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** PATCH /api/admin/users/:id. */
export const updateUserSchema = z
  .object({
    role: roleSchema.optional(),
    isActive: z.boolean({ error: 'Active must be true or false' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.isActive !== undefined, { message: 'Nothing to change' });
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const adminUserResponse = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: timestamp,
});
export type AdminUser = z.input<typeof adminUserResponse>;

export const adminUserListResponse = z.object({
  users: z.array(adminUserResponse),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.input<typeof adminUserListResponse>;

/** PATCH /api/admin/users/:id answers with the changed user. */
export const adminUserChangeResponse = z.object({ user: adminUserResponse });

export const invitationStatuses = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const adminInvitationResponse = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(invitationStatuses),
  invitedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
  /** Set on an invitation into a project's team (sent from the project); null for the platform. */
  projectId: z.string().nullable(),
  /** The role in that team ('developer', 'owner' to claim the project); null for the platform. */
  projectRole: z.string().nullable(),
  expiresAt: timestamp,
  acceptedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type AdminInvitation = z.input<typeof adminInvitationResponse>;
export const adminInvitationListResponse = z.object({ invitations: z.array(adminInvitationResponse) });
/** POST and DELETE /api/admin/invitations answer with the invitation as it now stands. */
export const adminInvitationChangeResponse = z.object({ invitation: adminInvitationResponse });
