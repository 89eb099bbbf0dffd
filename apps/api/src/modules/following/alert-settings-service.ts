import type { Pool } from 'pg';
import { ALERT_ERRORS, type AlertSettings, type AlertSettingsRequest, type DigestFrequency, type WebhookDelivery } from '@registre/domain';
import { UnprocessableError } from '../../errors/http-errors';
import type { Clock } from '../../platform';
import { webhookUrlProblem } from './webhook-address-guard';
import { newWebhookSecret } from './webhook-signature';

interface SettingsRow {
  digest_frequency: DigestFrequency;
  webhook_url: string | null;
  webhook_secret: string | null;
  webhook_enabled: boolean;
  webhook_disabled_at: Date | null;
  webhook_consecutive_failures: number;
}

function present(row: SettingsRow | undefined): AlertSettings {
  if (!row) return { digest_frequency: 'daily', webhook: null };
  return {
    digest_frequency: row.digest_frequency,
    webhook:
      row.webhook_url && row.webhook_secret
        ? {
            url: row.webhook_url,
            secret: row.webhook_secret,
            enabled: row.webhook_enabled,
            disabled_at: row.webhook_disabled_at?.toISOString() ?? null,
            consecutive_failures: row.webhook_consecutive_failures,
          }
        : null,
  };
}

const SETTINGS_COLUMNS = 'digest_frequency, webhook_url, webhook_secret, webhook_enabled, webhook_disabled_at, webhook_consecutive_failures';

/** The user's alert settings (digest frequency, webhook) and the webhook's delivery log. */
export function alertSettingsService(pool: Pool, clock: Clock, options: { allowPrivateWebhooks: boolean }) {
  return {
    async get(userId: string): Promise<AlertSettings> {
      const { rows } = await pool.query<SettingsRow>(`SELECT ${SETTINGS_COLUMNS} FROM alert_settings WHERE user_id = $1`, [userId]);
      return present(rows[0]);
    },

    /**
     * Saves the settings. A new or changed webhook URL gets a new secret and is (re-)enabled, its
     * failure count reset; the same URL keeps its secret and state, except a disabled webhook, which
     * saving re-enables with a new secret (the owner confirms it); null removes the webhook.
     */
    async update(userId: string, input: Required<AlertSettingsRequest>): Promise<AlertSettings> {
      const url = input.webhook_url === '' ? null : input.webhook_url;
      if (url !== null) {
        const problem = webhookUrlProblem(url, options.allowPrivateWebhooks);
        if (problem === 'invalid') throw new UnprocessableError(ALERT_ERRORS.webhookUrlInvalid, { webhook_url: [ALERT_ERRORS.webhookUrlInvalid] });
        if (problem === 'not-public') throw new UnprocessableError(ALERT_ERRORS.webhookUrlNotPublic, { webhook_url: [ALERT_ERRORS.webhookUrlNotPublic] });
      }
      const { rows } = await pool.query<SettingsRow>(
        `INSERT INTO alert_settings AS a (user_id, digest_frequency, webhook_url, webhook_secret, webhook_enabled, updated_at)
         VALUES ($1, $2, $3::text, CASE WHEN $3::text IS NULL THEN NULL ELSE $4 END, $3::text IS NOT NULL, $5)
         ON CONFLICT (user_id) DO UPDATE SET
           digest_frequency = excluded.digest_frequency,
           webhook_url = excluded.webhook_url,
           webhook_secret = CASE WHEN excluded.webhook_url IS NOT DISTINCT FROM a.webhook_url AND (a.webhook_enabled OR a.webhook_url IS NULL) THEN a.webhook_secret ELSE excluded.webhook_secret END,
           webhook_enabled = CASE WHEN excluded.webhook_url IS NOT DISTINCT FROM a.webhook_url AND a.webhook_enabled THEN true ELSE excluded.webhook_enabled END,
           webhook_disabled_at = CASE WHEN excluded.webhook_url IS NOT DISTINCT FROM a.webhook_url AND a.webhook_enabled THEN a.webhook_disabled_at END,
           webhook_consecutive_failures = CASE WHEN excluded.webhook_url IS NOT DISTINCT FROM a.webhook_url AND a.webhook_enabled THEN a.webhook_consecutive_failures ELSE 0 END,
           updated_at = excluded.updated_at
         RETURNING ${SETTINGS_COLUMNS}`,
        [userId, input.digest_frequency, url, newWebhookSecret(), clock.now()],
      );
      return present(rows[0]);
    },

    /** The last 100 deliveries of the user's webhook, newest first. */
    async deliveries(userId: string): Promise<WebhookDelivery[]> {
      const { rows } = await pool.query<Omit<WebhookDelivery, 'created_at' | 'last_attempt_at'> & { created_at: Date; last_attempt_at: Date | null }>(
        `SELECT d.id, d.event_id::text, e.kind AS event_kind, e.siren, d.url, d.state, d.attempts, d.last_status, d.last_error, d.created_at, d.last_attempt_at
           FROM webhook_deliveries d JOIN company_events e ON e.id = d.event_id
          WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id LIMIT 100`,
        [userId],
      );
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString(), last_attempt_at: row.last_attempt_at?.toISOString() ?? null }));
    },
  };
}

export type AlertSettingsService = ReturnType<typeof alertSettingsService>;
