import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles } from '~/shared/enums';
import { createdAt, primaryId, textRef, updatedAt } from './columns';
import { incubatedProjects } from './projects';

/*
 * better-auth's four core tables (plus its rate-limit table), written by hand from its schema
 * because its CLI needs Node 22. Property names are better-auth's field names (the drizzle adapter
 * looks them up by these keys); SQL names are snake_case like the rest of the schema.
 * `role` and `is_active` are our own additional user fields: the spec's `profiles` row is this row.
 */

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role', { enum: roles }).notNull().default('user'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_role_idx').on(t.role, t.isActive), index('users_created_at_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: textRef('user_id', () => users.id, 'cascade'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: textRef('user_id', () => users.id, 'cascade'),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** better-auth's rate-limit counters (`rateLimit.storage: 'database'`), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const invitations = pgTable(
  'invitations',
  {
    id: primaryId(),
    email: text('email').notNull(),
    role: text('role', { enum: roles }).notNull(),
    /** sha256 of the mailed token (hex); the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set for an invitation into a project: accepting it also makes the membership (or ownership). */
    projectId: uuid('project_id').references(() => incubatedProjects.id, { onDelete: 'cascade' }),
    projectRole: text('project_role'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_email_idx').on(t.email), index('invitations_created_at_idx').on(t.createdAt)],
);

/**
 * Consecutive failed sign-ins per account (rate-limiter-flexible's PostgreSQL store, columns as
 * that library expects), so a guess spread over many addresses still slows down. PGlite (one
 * process) keeps these counters in memory instead.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
