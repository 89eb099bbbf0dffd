import { z } from 'zod';
import { pageOfSchema } from '../pagination';
import { OFFICIAL_SOURCE_ERROR_CODES } from './official-source-error-codes';

export const ORDER_STATES = ['pending', 'completed', 'unfulfillable'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Codes an unfulfillable order carries (the site shows `order-unfulfilable`, or the source's refusal for the official ones). */
export const ORDER_ERROR_CODES = ['DOCUMENT_UNAVAILABLE', 'ITEM_NOT_FOUND', 'SUBJECT_NOT_FOUND', 'KIND_NOT_GENERATED', 'RENDER_FAILED', ...OFFICIAL_SOURCE_ERROR_CODES] as const;

export const orderSchema = z.object({
  id: z.uuid(),
  state: z.enum(ORDER_STATES),
  document_type: z.string(),
  error_code: z.string().nullable(),
  siren: z.string().nullable(),
  subject: z.string(),
  is_trial_period: z.boolean(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  file_name: z.string().nullable(),
  /** The code printed on the files, checked by anyone at `/verification/{code}`, once completed. */
  verification_code: z.string().nullable(),
  /** `/orders/{id}/download` once completed, else null. */
  download_url: z.string().nullable(),
  /** `/orders/{id}/download/word` when the kind has a Word file and it is ready. */
  word_download_url: z.string().nullable(),
  /** A list's other files once ready: `/orders/{id}/download/xlsx` and `/csv`; empty otherwise. */
  other_downloads: z.array(z.object({ format: z.enum(['xlsx', 'csv']), url: z.string() })),
});
export type Order = z.infer<typeof orderSchema>;

/** Order answers are read from `data.data` by the site (its HTTP client's `data` is this body). */
export const orderResponseSchema = z.object({ data: orderSchema });

/** 403 on a second identical order while one is pending: the pending order is given back. */
export const sameOrderPendingSchema = z.object({ message: z.string(), error_code: z.literal('SAME_ORDER_PENDING'), data: orderSchema });

/** 403 when the kind's quota is used up. */
export const quotaExceededSchema = z.object({
  message: z.string(),
  error: z.literal('quota_exceeded'),
  document_type: z.string(),
  is_trial_period: z.boolean(),
  remaining_quota_after_trial: z.number().int(),
});

export const preOrderSummarySchema = z.object({ id: z.uuid(), document_type: z.string(), siren: z.string().nullable() });

/** 202 for a guest or a user without access: the pre-order, and where the payment funnel starts. */
export const preOrderCreatedSchema = z.object({ data: z.object({ pre_order: preOrderSummarySchema }), redirect: z.string() });

export const preOrderSchema = z.object({
  id: z.uuid(),
  document_type: z.string(),
  siren: z.string().nullable(),
  company_name: z.string().nullable(),
  state: z.enum(['awaiting_payment', 'ordered']),
  order: z.object({ id: z.uuid(), state: z.enum(ORDER_STATES), error_code: z.string().nullable() }).nullable(),
});
export type PreOrder = z.infer<typeof preOrderSchema>;
export const preOrderResponseSchema = z.object({ data: preOrderSchema });

export const ordersQuerySchema = z.object({
  page: z.coerce.number({ error: 'errors:pagination.invalid-page' }).int({ error: 'errors:pagination.invalid-page' }).min(1, { error: 'errors:pagination.invalid-page' }).max(100_000, { error: 'errors:pagination.invalid-page' }).default(1),
  per_page: z.coerce.number({ error: 'errors:pagination.invalid-per-page' }).int({ error: 'errors:pagination.invalid-per-page' }).min(1, { error: 'errors:pagination.invalid-per-page' }).max(100, { error: 'errors:pagination.invalid-per-page' }).default(20),
  state: z.enum(ORDER_STATES, { error: 'errors:orders.invalid-state' }).optional(),
  kind: z.string().regex(/^[a-z-]{2,40}$/, { error: 'errors:orders.invalid-kind' }).optional(),
  /** The company's orders only (the company page's orders section). */
  siren: z.string().regex(/^\d{9}$/, { error: 'errors:orders.invalid-siren' }).optional(),
});
export const ordersPageSchema = pageOfSchema(orderSchema);

export const ordersExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx'], { error: 'errors:orders.invalid-format' }).default('csv') });

export const orderIdParamSchema = z.object({ id: z.uuid({ error: 'errors:orders.not-found' }) });

/** `/orders/{id}/download/{format}`: a list's spreadsheet or CSV file. */
export const orderFileFormatParamSchema = orderIdParamSchema.extend({ format: z.enum(['xlsx', 'csv'], { error: 'errors:orders.no-such-format' }) });

/** The §8 message keys the site shows as toasts. */
export const ORDER_KEYS = {
  samePending: 'errors:orders.same-order-pending',
  quotaExceeded: 'errors:orders.quota-exceeded',
  dailyCap: 'errors:orders.daily-cap',
  rateLimited: 'errors:orders.rate-limited',
  notFound: 'errors:orders.not-found',
  unfulfillable: 'errors:orders.order-unfulfilable',
  noWordFile: 'errors:orders.no-word-file',
  noSuchFormat: 'errors:orders.no-such-format',
  unknownKind: 'errors:orders.unknown-kind',
  itemNotFound: 'errors:orders.item-not-found',
  preOrderNotFound: 'errors:orders.pre-order-not-found',
  fieldInvalid: 'errors:orders.field-invalid',
} as const;
