import { z } from 'zod';

export const DIGEST_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

export const ALERT_ERRORS = {
  frequencyInvalid: 'errors:alerts.frequency-invalid',
  webhookUrlInvalid: 'errors:alerts.webhook-url-invalid',
  webhookUrlNotPublic: 'errors:alerts.webhook-url-not-public',
  /** A finding told the owner who proves an address registered from another browser. */
  webhookSuspendedAfterProof: 'errors:alerts.webhook-suspended-after-proof',
} as const;

/** The user's alert settings: digest frequency and an optional webhook (HTTPS URL; null removes it). */
export const alertSettingsRequestSchema = z.object({
  digest_frequency: z.enum(DIGEST_FREQUENCIES, { error: ALERT_ERRORS.frequencyInvalid }),
  webhook_url: z.string({ error: ALERT_ERRORS.webhookUrlInvalid }).trim().max(2000, { error: ALERT_ERRORS.webhookUrlInvalid }).nullable().default(null),
});
export type AlertSettingsRequest = z.input<typeof alertSettingsRequestSchema>;

export const webhookSettingsSchema = z.object({
  url: z.string(),
  /** Signs each delivery (`X-Registre-Signature`); shown to its owner only. */
  secret: z.string(),
  enabled: z.boolean(),
  disabled_at: z.string().nullable(),
  consecutive_failures: z.number().int(),
});

export const alertSettingsSchema = z.object({
  digest_frequency: z.enum(DIGEST_FREQUENCIES),
  webhook: webhookSettingsSchema.nullable(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;
export const alertSettingsResponseSchema = z.object({ data: alertSettingsSchema });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_kind: z.string(),
  siren: z.string(),
  url: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesResponseSchema = z.object({ data: z.array(webhookDeliverySchema) });
