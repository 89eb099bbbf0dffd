import type { Pool } from 'pg';
import { companyPath } from '@registre/domain';
import { inTransaction } from '@registre/db';
import type { Mailer } from '../../mail/mail-message';
import type { Clock, JobQueue, JobQueueDefinition } from '../../platform';
import { verifiedRecipients } from '../auth';
import { postWebhook } from './post-webhook';
import { webhookDisabledMail } from './webhook-disabled-mail';

export type WebhookDeliveryJob = { deliveryId: string };

export interface WebhookDependencies {
  pool: Pool;
  clock: Clock;
  mailer: Mailer;
  queue: JobQueue;
  deliveryQueue: JobQueueDefinition<WebhookDeliveryJob>;
  siteUrl: string;
  brand: string;
  maxAttempts: number;
  disableAfterFailures: number;
  timeoutSeconds: number;
  allowPrivate: boolean;
}

const READER = 'webhooks';
/** Events read per dispatch run; the next run goes on from there. */
const EVENTS_PER_RUN = 10_000;

/**
 * Turns the events recorded since the last run into one delivery per (user with an enabled
 * webhook, event of a company they follow), each with its job, in one transaction with the
 * reader's cursor: an event is dispatched once, and a crash dispatches nothing twice.
 */
export async function dispatchWebhooks(deps: WebhookDependencies): Promise<number> {
  const client = await deps.pool.connect();
  try {
    return await inTransaction(client, async () => {
      await client.query(`INSERT INTO company_event_cursors (reader) VALUES ($1) ON CONFLICT DO NOTHING`, [READER]);
      const cursor = await client.query<{ last_event_id: string }>(`SELECT last_event_id FROM company_event_cursors WHERE reader = $1 FOR UPDATE`, [READER]);
      const from = cursor.rows[0]?.last_event_id ?? '0';
      const upTo = await client.query<{ last: string | null }>(
        `SELECT max(id)::text AS last FROM (SELECT id FROM company_events WHERE id > $1 ORDER BY id LIMIT ${EVENTS_PER_RUN}) e`,
        [from],
      );
      const last = upTo.rows[0]?.last;
      if (!last) return 0;
      const created = await client.query<{ id: string }>(
        `INSERT INTO webhook_deliveries (user_id, event_id, url, created_at)
         SELECT DISTINCT a.user_id, e.id, a.webhook_url, $3::timestamptz
           FROM company_events e
           JOIN followed_companies fc ON fc.siren = e.siren
           JOIN followed_lists l ON l.id = fc.list_id
           JOIN alert_settings a ON a.user_id = l.user_id AND a.webhook_enabled AND a.webhook_url IS NOT NULL
          WHERE e.id > $1 AND e.id <= $2
         ON CONFLICT DO NOTHING RETURNING id`,
        [from, last, deps.clock.now()],
      );
      for (const row of created.rows) await deps.queue.send(deps.deliveryQueue, { deliveryId: row.id }, { db: client });
      await client.query(`UPDATE company_event_cursors SET last_event_id = $2 WHERE reader = $1`, [READER, last]);
      return created.rows.length;
    });
  } finally {
    client.release();
  }
}

/** Thrown to have the queue retry a delivery later (exponential backoff of the delivery queue). */
export class WebhookRetryError extends Error {}

interface DeliveryRow {
  id: string;
  user_id: string;
  url: string;
  state: string;
  attempts: number;
  event_id: string;
  siren: string;
  kind: string;
  source: string;
  occurred_on: string | null;
  recorded_at: Date;
  details: Record<string, string | null>;
  company_name: string | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  webhook_enabled: boolean;
}

/** The JSON a receiver gets for one event (documented in docs/webhooks.md). */
export function webhookBody(row: DeliveryRow, siteUrl: string): string {
  return JSON.stringify({
    id: row.event_id,
    type: `company.${row.kind}`,
    created_at: row.recorded_at.toISOString(),
    data: {
      siren: row.siren,
      company_name: row.company_name,
      kind: row.kind,
      source: row.source,
      occurred_on: row.occurred_on,
      before: row.details.before ?? null,
      after: row.details.after ?? null,
      label: row.details.label ?? null,
      currency: row.details.currency ?? null,
      company_url: `${siteUrl.replace(/\/+$/, '')}${companyPath(row.siren, row.company_name ?? row.siren)}`,
    },
  });
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'disabled' | 'skipped';

/**
 * One attempt of a delivery. A 2xx answer delivers it and resets the user's failure count; any
 * other answer (or none) counts a failure: the delivery is retried by the queue until
 * `maxAttempts`, and after `disableAfterFailures` failures in a row the webhook is disabled, its
 * pending deliveries given up and the user told by mail (at a verified address only).
 */
export async function attemptDelivery(deps: WebhookDependencies, deliveryId: string): Promise<DeliveryOutcome> {
  const { rows } = await deps.pool.query<DeliveryRow>(
    `SELECT d.id, d.user_id::text, d.url, d.state, d.attempts, e.id::text AS event_id, e.siren, e.kind, e.source,
            to_char(e.occurred_on, 'YYYY-MM-DD') AS occurred_on, e.recorded_at, e.details, cs.name AS company_name,
            a.webhook_url, a.webhook_secret, a.webhook_enabled
       FROM webhook_deliveries d
       JOIN company_events e ON e.id = d.event_id
       LEFT JOIN alert_settings a ON a.user_id = d.user_id
       LEFT JOIN company_search cs ON cs.siren = e.siren
      WHERE d.id = $1`,
    [deliveryId],
  );
  const row = rows[0];
  if (!row || row.state !== 'pending') return 'skipped';
  const now = deps.clock.now();
  if (!row.webhook_enabled || !row.webhook_secret || row.webhook_url !== row.url) {
    await deps.pool.query(`UPDATE webhook_deliveries SET state = 'failed', last_error = 'webhook disabled or changed', last_attempt_at = $2 WHERE id = $1`, [deliveryId, now]);
    return 'failed';
  }
  const answer = await postWebhook({
    url: row.url,
    secret: row.webhook_secret,
    body: webhookBody(row, deps.siteUrl),
    eventId: row.event_id,
    now,
    timeoutMs: deps.timeoutSeconds * 1000,
    allowPrivate: deps.allowPrivate,
  });
  const attempts = row.attempts + 1;
  const status = 'status' in answer ? answer.status : null;
  if (status !== null && status >= 200 && status < 300) {
    await deps.pool.query(`UPDATE webhook_deliveries SET state = 'delivered', attempts = $2, last_status = $3, last_error = NULL, last_attempt_at = $4 WHERE id = $1`, [deliveryId, attempts, status, now]);
    await deps.pool.query(`UPDATE alert_settings SET webhook_consecutive_failures = 0 WHERE user_id = $1`, [row.user_id]);
    return 'delivered';
  }
  const error = 'error' in answer ? answer.error.slice(0, 500) : `HTTP ${status}`;
  const giveUp = attempts >= deps.maxAttempts;
  const client = await deps.pool.connect();
  let disabled = false;
  try {
    await inTransaction(client, async () => {
      await client.query(`UPDATE webhook_deliveries SET state = $2, attempts = $3, last_status = $4, last_error = $5, last_attempt_at = $6 WHERE id = $1`, [
        deliveryId,
        giveUp ? 'failed' : 'pending',
        attempts,
        status,
        error,
        now,
      ]);
      const counted = await client.query<{ failures: number; enabled: boolean }>(
        `UPDATE alert_settings SET webhook_consecutive_failures = webhook_consecutive_failures + 1
          WHERE user_id = $1 RETURNING webhook_consecutive_failures AS failures, webhook_enabled AS enabled`,
        [row.user_id],
      );
      const failures = counted.rows[0]?.failures ?? 0;
      if (counted.rows[0]?.enabled && failures >= deps.disableAfterFailures) {
        await client.query(`UPDATE alert_settings SET webhook_enabled = false, webhook_disabled_at = $2 WHERE user_id = $1`, [row.user_id, now]);
        await client.query(`UPDATE webhook_deliveries SET state = 'failed', last_error = coalesce(last_error, 'webhook disabled') WHERE user_id = $1 AND state = 'pending'`, [row.user_id]);
        disabled = true;
      }
    });
  } finally {
    client.release();
  }
  if (disabled) {
    // Only to an address the account proved: no mail goes to an address nobody verified.
    const address = (await verifiedRecipients(deps.pool, [row.user_id])).get(row.user_id);
    if (address) {
      await deps.mailer.send(
        webhookDisabledMail({ brand: deps.brand, to: address.email, firstName: address.firstName, url: row.url, failures: deps.disableAfterFailures, settingsUrl: `${deps.siteUrl.replace(/\/+$/, '')}/mon-compte/alertes` }),
      );
    }
    return 'disabled';
  }
  return giveUp ? 'failed' : 'retry';
}
