import type { Pool, PoolClient } from 'pg';

/** A row of `users` as the account module reads it. */
export interface UserRow {
  id: string;
  email: string | null;
  email_verified_at: Date | null;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  terms_accepted_at: Date | null;
  tracking_source: string | null;
  onboarding_company_name: string | null;
  onboarding_siren: string | null;
  onboarding_phone: string | null;
  onboarding_job: string | null;
  onboarding_heard_about: string | null;
  onboarding_completed_at: Date | null;
  disabled_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id::text AS id, email, email_verified_at, password_hash, first_name, last_name,
  terms_accepted_at, tracking_source, onboarding_company_name, onboarding_siren, onboarding_phone,
  onboarding_job, onboarding_heard_about, onboarding_completed_at, disabled_at, deleted_at, created_at`;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  trackingSource: string | null;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  /** A new e-mail also clears `email_verified_at`. */
  email?: string;
  passwordHash?: string;
}

export interface OnboardingChanges {
  company_name?: string | null;
  siren?: string | null;
  phone?: string | null;
  job?: string | null;
  heard_about?: string | null;
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** PostgreSQL table `users`. Identifiers are passed and answered as strings (bigint). */
export function usersQueries(pool: Pool) {
  const one = async (name: string, text: string, values: unknown[]) => (await pool.query<UserRow>({ name, text, values })).rows[0] ?? null;
  return {
    findById: (id: string) => one('user-find-by-id', `SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]),

    /** The account with this (lower-cased) e-mail; deleted accounts have none. */
    findByEmail: (email: string) => one('user-find-by-email', `SELECT ${COLUMNS} FROM users WHERE email = $1`, [email]),

    /** Throws a unique violation when the e-mail is taken (see isUniqueViolation). */
    insert: async (user: NewUser) =>
      (await one(
        'user-insert',
        `INSERT INTO users (email, password_hash, first_name, last_name, tracking_source, terms_accepted_at)
         VALUES ($1, $2, $3, $4, $5, now()) RETURNING ${COLUMNS}`,
        [user.email, user.passwordHash, user.firstName, user.lastName, user.trackingSource],
      )) as UserRow,

    updateProfile: async (id: string, changes: ProfileChanges) =>
      one(
        'user-update-profile',
        `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
                email_verified_at = CASE WHEN $4::text IS NOT NULL AND $4 IS DISTINCT FROM email THEN NULL ELSE email_verified_at END,
                email = coalesce($4, email), password_hash = coalesce($5, password_hash), updated_at = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, changes.firstName ?? null, changes.lastName ?? null, changes.email ?? null, changes.passwordHash ?? null],
      ),

    /** Sets the onboarding fields given (null clears one; a field left out is kept). */
    updateOnboarding: async (id: string, changes: OnboardingChanges) => {
      const keep = (field: keyof OnboardingChanges) => !(field in changes);
      return one(
        'user-update-onboarding',
        `UPDATE users SET
            onboarding_company_name = CASE WHEN $2 THEN onboarding_company_name ELSE $3 END,
            onboarding_siren = CASE WHEN $4 THEN onboarding_siren ELSE $5 END,
            onboarding_phone = CASE WHEN $6 THEN onboarding_phone ELSE $7 END,
            onboarding_job = CASE WHEN $8 THEN onboarding_job ELSE $9 END,
            onboarding_heard_about = CASE WHEN $10 THEN onboarding_heard_about ELSE $11 END,
            onboarding_completed_at = now(), updated_at = now()
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [
          id,
          keep('company_name'), changes.company_name ?? null,
          keep('siren'), changes.siren ?? null,
          keep('phone'), changes.phone ?? null,
          keep('job'), changes.job ?? null,
          keep('heard_about'), changes.heard_about ?? null,
        ],
      );
    },

    /** Sets `email_verified_at` when the account still has this e-mail and is not yet verified. */
    markEmailVerified: async (id: string, email: string) =>
      one(
        'user-mark-email-verified',
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
          WHERE id = $1 AND email = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
        [id, email],
      ),

    /** Erases the password (an account taken over by e-mail proof must set a new one). */
    clearPassword: async (id: string) => {
      await pool.query({ name: 'user-clear-password', text: 'UPDATE users SET password_hash = NULL, updated_at = now() WHERE id = $1', values: [id] });
    },

    /** Erases every personal field; the row stays (id, dates) for the records that reference it. In `db`'s transaction when given. */
    anonymize: async (id: string, db: Pick<PoolClient, 'query'> = pool) => {
      await db.query({
        name: 'user-anonymize',
        text: `UPDATE users SET email = NULL, password_hash = NULL, first_name = NULL, last_name = NULL,
                  tracking_source = NULL, onboarding_company_name = NULL, onboarding_siren = NULL,
                  onboarding_phone = NULL, onboarding_job = NULL, onboarding_heard_about = NULL,
                  deleted_at = now(), updated_at = now()
                WHERE id = $1`,
        values: [id],
      });
    },
  };
}

export type UsersQueries = ReturnType<typeof usersQueries>;
