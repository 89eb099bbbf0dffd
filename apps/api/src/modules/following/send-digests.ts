import type { Pool } from 'pg';
import { inTransaction } from '@registre/db';
import type { Mailer } from '../../mail/mail-message';
import type { Clock } from '../../platform';
import { verifiedRecipients } from '../auth';
import { digestMail, type DigestEvent } from './digest-mail';

export interface DigestDependencies {
  pool: Pool;
  mailer: Mailer;
  clock: Clock;
  siteUrl: string;
  brand: string;
}

const DAY_MS = 24 * 3600 * 1000;
/** A digest is due when the last one covered up to at least this long ago (a little under its period: cron drift). */
const DUE_AFTER_MS = { daily: 20 * 3600 * 1000, weekly: 6.5 * DAY_MS } as const;
const PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

interface Follower {
  user_id: string;
  frequency: 'daily' | 'weekly';
  last_digest_until: Date | null;
}

/** Accounts following at least one company, with digests on; who may be mailed is auth's to say. */
const FOLLOWERS = `
SELECT f.user_id::text AS user_id, coalesce(a.digest_frequency, 'daily') AS frequency, a.last_digest_until
  FROM (SELECT DISTINCT l.user_id FROM followed_lists l JOIN followed_companies fc ON fc.list_id = l.id) f
  LEFT JOIN alert_settings a ON a.user_id = f.user_id
 WHERE coalesce(a.digest_frequency, 'daily') <> 'off'
 ORDER BY f.user_id`;

const EVENTS = `
SELECT l.name AS list_name, e.siren, coalesce(cs.name, e.siren) AS company_name, e.kind,
       to_char(e.occurred_on, 'YYYY-MM-DD') AS occurred_on, e.recorded_at,
       e.details->>'before' AS before, e.details->>'after' AS after, e.details->>'label' AS label,
       e.details->>'currency' AS currency
  FROM followed_lists l
  JOIN followed_companies fc ON fc.list_id = l.id
  JOIN company_events e ON e.siren = fc.siren AND e.recorded_at > $2 AND e.recorded_at <= $3
  LEFT JOIN company_search cs ON cs.siren = e.siren
 WHERE l.user_id = $1
 ORDER BY l.is_default DESC, l.name, company_name, e.siren, e.recorded_at, e.id`;

/**
 * Mails each user whose digest is due (only to a verified address: the digest carries text the
 * account holder wrote, its list names, and must not reach an address nobody proved) the events recorded since their last digest (one day, or a
 * week, before now the first time), grouped by list and company; nothing is mailed when nothing
 * changed, but the period is marked done either way. One transaction per user, its settings row
 * locked: two workers cannot mail the same digest twice, and a failed send is retried.
 */
export async function sendDigests({ pool, mailer, clock, siteUrl, brand }: DigestDependencies): Promise<{ mailed: number; checked: number }> {
  const now = clock.now();
  const { rows: followers } = await pool.query<Follower>(FOLLOWERS);
  const due = followers.filter((follower) => !follower.last_digest_until || now.getTime() - follower.last_digest_until.getTime() >= DUE_AFTER_MS[follower.frequency]);
  const addresses = await verifiedRecipients(pool, due.map((follower) => follower.user_id));
  let mailed = 0;
  let checked = 0;
  for (const recipient of due) {
    const address = addresses.get(recipient.user_id);
    if (!address) continue;
    const client = await pool.connect();
    try {
      await inTransaction(client, async () => {
        await client.query(`INSERT INTO alert_settings (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [recipient.user_id]);
        const locked = await client.query<{ last_digest_until: Date | null }>(`SELECT last_digest_until FROM alert_settings WHERE user_id = $1 FOR UPDATE`, [recipient.user_id]);
        const since = locked.rows[0]?.last_digest_until ?? null;
        if (since && now.getTime() - since.getTime() < DUE_AFTER_MS[recipient.frequency]) return;
        checked += 1;
        const from = since ?? new Date(now.getTime() - PERIOD_MS[recipient.frequency]);
        const { rows } = await client.query<{ list_name: string; siren: string; company_name: string; kind: string; occurred_on: string | null; recorded_at: Date; before: string | null; after: string | null; label: string | null; currency: string | null }>(
          EVENTS,
          [recipient.user_id, from, now],
        );
        if (rows.length > 0) {
          const events: DigestEvent[] = rows.map((row) => ({
            listName: row.list_name,
            siren: row.siren,
            companyName: row.company_name,
            kind: row.kind,
            occurredOn: row.occurred_on,
            recordedAt: row.recorded_at,
            before: row.before,
            after: row.after,
            label: row.label,
            currency: row.currency,
          }));
          await mailer.send(digestMail({ brand, to: address.email, firstName: address.firstName, siteUrl, frequency: recipient.frequency, events }));
          mailed += 1;
        }
        await client.query(`UPDATE alert_settings SET last_digest_until = $2 WHERE user_id = $1`, [recipient.user_id, now]);
      });
    } finally {
      client.release();
    }
  }
  return { mailed, checked };
}
