import { z } from 'zod';
import { DOCUMENT_KINDS } from '../../documents/document-kinds';
import { LETTER_TEMPLATES } from '../../letters/letter-templates';

const REQUIRED = 'errors:orders.field-required';
const INVALID = 'errors:orders.field-invalid';

const text = (max: number) => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: INVALID });
const optionalText = (max: number) => z.string({ error: INVALID }).trim().max(max, { error: INVALID }).optional();
/** Most entries of a free-form record in an order's body (a template has about ten fields). */
const MAX_RECORD_KEYS = 20;
const LETTER_IDS = LETTER_TEMPLATES.map((template) => template.id) as [string, ...string[]];

/** Kinds without a body: an empty object (or nothing, which Fastify passes as null). Unknown keys are ignored. */
const emptyBody = z.object({}).nullish();

/**
 * The body of each kind's `POST /api/{kind}/{siren9}/order` (specification §3 and §7). The
 * company-specific checks (the brand is one of the company's…) are made by the API after this shape.
 */
export const ORDER_BODY_SCHEMAS = {
  acts: z.object({
    filing_number: text(40),
    provider: z.enum(['inpi', 'infogreffe'], { error: INVALID }).optional(),
    order_data: z
      .record(z.string().max(60), z.union([z.string().max(200), z.number(), z.boolean()]), { error: INVALID })
      .refine((record) => Object.keys(record).length <= MAX_RECORD_KEYS, { error: INVALID })
      .optional(),
  }),
  brands: z.object({ brand_number: text(40) }),
  patents: z.object({ patent_number: text(40) }),
  'commercial-advertisements': z.object({
    commercial_advertisement_id: z.union([text(40), z.number({ error: INVALID }).int({ error: INVALID }).positive({ error: INVALID })], { error: REQUIRED }),
    pdf_release_subfolder: optionalText(80),
  }),
  letters: z.object({
    type: z.enum(LETTER_IDS, { error: INVALID }),
    sender: z.object({ name: optionalText(120), address: optionalText(300), email: optionalText(200) }).optional(),
    details: optionalText(2000),
    amount_cents: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }).max(100_000_000_000, { error: INVALID }).optional(),
    reference: optionalText(120),
  }),
  'balance-sheets': z.object({ fiscal_year_end: z.iso.date({ error: INVALID }).optional() }).nullish(),
  'company-agreements': z.object({ idcc: z.string({ error: REQUIRED }).regex(/^\d{1,4}$/, { error: INVALID }) }),
} as const;

export type KindWithBody = keyof typeof ORDER_BODY_SCHEMAS;

/** The body schema of a kind ordered through `/api/{kind}/{siren9}/order`. */
export function orderBodySchema(kind: string): z.ZodType {
  return Object.hasOwn(ORDER_BODY_SCHEMAS, kind) ? ORDER_BODY_SCHEMAS[kind as KindWithBody] : emptyBody;
}

/**
 * `POST /api/document/{documentId}/order`: the template's fields, at most 2,000 characters each and no more fields than
 * a template has (the API keeps only the template's own: its placeholders).
 */
export const documentOrderBodySchema = z.object({
  fields: z
    .record(z.string().max(60), z.string({ error: INVALID }).max(2000, { error: INVALID }), { error: INVALID })
    .refine((record) => Object.keys(record).length <= MAX_RECORD_KEYS, { error: INVALID })
    .default({}),
});

/** Every kind ordered through `/api/{kind}/{siren9}/order` (company documents of the catalogue). */
export const COMPANY_ORDER_KINDS: readonly string[] = DOCUMENT_KINDS.filter((kind) => kind.subject === 'company').map((kind) => kind.id);
