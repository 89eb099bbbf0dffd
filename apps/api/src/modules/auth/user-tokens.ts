import type { Pool } from 'pg';
import { hashToken, isTokenShaped, randomToken } from './secret-token';

export type TokenPurpose = 'password-reset' | 'magic-link';

/** PostgreSQL table `user_tokens`: mailed single-use tokens, stored as SHA-256 only. */
export function userTokens(pool: Pool) {
  return {
    /** A new token for the user; earlier unused tokens of the same purpose stop working. */
    async issue(userId: string, purpose: TokenPurpose, validMinutes: number): Promise<string> {
      const token = randomToken();
      await pool.query({
        name: 'user-token-revoke-previous',
        text: 'DELETE FROM user_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
        values: [userId, purpose],
      });
      await pool.query({
        name: 'user-token-issue',
        text: `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at)
               VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
        values: [userId, purpose, hashToken(token), validMinutes],
      });
      return token;
    },

    /**
     * Spends a live token: marks it used and answers its user's id, at most once
     * (concurrent uses race on one UPDATE). `forUserEmail` also requires the token to belong
     * to the account with that e-mail. Null when unknown, used, expired or not that user's.
     */
    async consume(token: string, purpose: TokenPurpose, forUserEmail?: string): Promise<string | null> {
      if (!isTokenShaped(token)) return null;
      const { rows } = await pool.query<{ user_id: string }>({
        name: 'user-token-consume',
        text: `UPDATE user_tokens t SET used_at = now()
                 FROM users u
                WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
                  AND u.id = t.user_id AND ($3::text IS NULL OR u.email = $3)
                RETURNING t.user_id::text AS user_id`,
        values: [hashToken(token), purpose, forUserEmail ?? null],
      });
      return rows[0]?.user_id ?? null;
    },

    async deleteForUser(userId: string): Promise<void> {
      await pool.query({ name: 'user-token-delete-for-user', text: 'DELETE FROM user_tokens WHERE user_id = $1', values: [userId] });
    },
  };
}

export type UserTokens = ReturnType<typeof userTokens>;
