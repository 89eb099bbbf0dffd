import { z } from 'zod';
import { pageOfSchema, pageQuerySchema } from '../pagination';

/** What the importers record when a followed company changes (one kind per change). */
export const COMPANY_EVENT_KINDS = [
  'closed',
  'reopened',
  'renamed',
  'head_office_moved',
  'activity_changed',
  'legal_form_changed',
  'capital_changed',
  'director_appointed',
  'director_left',
  'announcement_published',
  'insolvency_opened',
  'insolvency_changed',
  'accounts_filed',
] as const;
export type CompanyEventKind = (typeof COMPANY_EVENT_KINDS)[number];

/**
 * One change of a company. `before`/`after` hold the old and new value when the change is one of
 * a value (name, address, codes, capital in cents as text, in `currency`); `label` names what appeared
 * or left (a director, an announcement, a proceeding, a fiscal year).
 */
export const companyEventSchema = z.object({
  id: z.string(),
  siren: z.string(),
  kind: z.enum(COMPANY_EVENT_KINDS),
  source: z.enum(['sirene', 'rne', 'bodacc', 'accounts']),
  occurred_on: z.string().nullable(),
  recorded_at: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  label: z.string().nullable(),
  /** ISO 4217 code of a capital change's amounts; null for other kinds. */
  currency: z.string().nullable(),
});
export type CompanyEvent = z.infer<typeof companyEventSchema>;

export const companyHistoryQuerySchema = pageQuerySchema({ defaultPerPage: 20, maxPerPage: 100 });
export const companyHistoryResponseSchema = pageOfSchema(companyEventSchema);
export type CompanyHistory = z.infer<typeof companyHistoryResponseSchema>;
