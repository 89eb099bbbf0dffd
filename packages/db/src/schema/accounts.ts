import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Customer accounts. The e-mail is stored lower-cased and unique; a deleted account keeps
 * only its id and dates (personal fields erased, `deleted_at` set) so that orders and
 * invoices that reference it stay consistent.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased; null once the account is deleted. */
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** argon2id PHC string; null once the account is deleted. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    /** Search-source identifier remembered by the site at registration (`gclid=...`). */
    trackingSource: text('tracking_source'),
    onboardingCompanyName: text('onboarding_company_name'),
    onboardingSiren: text('onboarding_siren'),
    onboardingPhone: text('onboarding_phone'),
    onboardingJob: text('onboarding_job'),
    onboardingHeardAbout: text('onboarding_heard_about'),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    /** Set by an administrator: the account can no longer sign in. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

/**
 * Server-side sessions (guest and signed in). Only a SHA-256 of the session id and of the
 * CSRF token is stored: a database leak gives no usable cookie. A session ends at
 * `expires_at` (absolute) or after the idle time since `last_seen_at`.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    csrfHash: text('csrf_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Single-use mailed tokens (password reset, magic link): SHA-256 of the token only. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('user_tokens_token_hash_key').on(t.tokenHash),
    index('user_tokens_user_id_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_check', sql`${t.purpose} IN ('password-reset', 'magic-link')`),
  ],
);

/**
 * Security log: sign-in successes and failures, password changes and resets, e-mail
 * changes, deletions... `email` is the address typed (failed logins of unknown e-mails
 * included); it also counts recent failures per e-mail for the login throttle.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    type: text('type').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_user_id_idx').on(t.userId, t.createdAt),
    index('security_events_email_type_idx').on(t.email, t.type, t.createdAt),
  ],
);
