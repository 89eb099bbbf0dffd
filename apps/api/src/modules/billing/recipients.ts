import type { PoolClient } from 'pg';

/** The account's e-mail and first name, to address its mails. */
export async function recipientOf(client: Pick<PoolClient, 'query'>, userId: string): Promise<{ email: string; firstName: string } | null> {
  const { rows } = await client.query<{ email: string | null; first_name: string | null }>('SELECT email, first_name FROM users WHERE id = $1 AND deleted_at IS NULL', [userId]);
  const row = rows[0];
  if (!row?.email) return null;
  return { email: row.email, firstName: row.first_name ?? '' };
}
