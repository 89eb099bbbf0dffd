import type { PoolClient } from 'pg';

type Db = Pick<PoolClient, 'query'>;

/**
 * What other modules read of an account (billing, following…), through auth's face rather than its
 * table. Each takes the caller's client, so that it runs inside the caller's transaction.
 */

/** The account's e-mail and first name, to address its mails; null for a deleted account or one without an address. */
export async function accountRecipient(db: Db, userId: string): Promise<{ email: string; firstName: string } | null> {
  const { rows } = await db.query<{ email: string | null; first_name: string | null }>('SELECT email, first_name FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  const row = rows[0];
  if (!row?.email) return null;
  return { email: row.email, firstName: row.first_name ?? '' };
}

/** The account holder's full name ("first last"), null when none was given. */
export async function accountHolderName(db: Db, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ name: string | null }>(`SELECT nullif(trim(concat_ws(' ', first_name, last_name)), '') AS name FROM users WHERE id = $1`, [userId]);
  return rows[0]?.name ?? null;
}

/** The live account with this e-mail address (any case), or null. */
export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL', [email]);
  return rows[0]?.id ?? null;
}

/**
 * Locks the account row for the caller's transaction (NO KEY UPDATE: rows that reference the user, an
 * invoice or an order, can still be inserted meanwhile). Billing takes it first in every first-payment
 * transaction, so that two submissions of the same customer run one after the other.
 */
export async function lockAccount(db: Db, userId: string): Promise<void> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

/**
 * Of these accounts, the ones that may be mailed what they asked for (a digest, a notice about their
 * settings): live, not disabled, with an address they proved. Keyed by account id.
 */
export async function verifiedRecipients(db: Db, userIds: readonly string[]): Promise<Map<string, { email: string; firstName: string | null }>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; email: string; first_name: string | null }>(
    `SELECT id::text AS id, email, first_name FROM users
      WHERE id = ANY($1::bigint[]) AND email IS NOT NULL AND email_verified_at IS NOT NULL AND deleted_at IS NULL AND disabled_at IS NULL`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, { email: row.email, firstName: row.first_name }]));
}

/** The live account's address and names, for an administrator reading a request it made; null once deleted. */
export async function accountContact(db: Db, userId: string): Promise<{ email: string | null; firstName: string | null; lastName: string | null } | null> {
  const { rows } = await db.query<{ email: string | null; first_name: string | null; last_name: string | null }>('SELECT email, first_name, last_name FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  const row = rows[0];
  return row ? { email: row.email, firstName: row.first_name, lastName: row.last_name } : null;
}
