import { z } from 'zod';
import { LETTER_CATALOGUE, LETTER_GROUPS } from './letter-catalogue';
import { lastChecked } from './legal-reference';
import { LETTER_GROUP_IDS, LETTER_LAW_AS_OF, type LetterTemplateSpec } from './letter-template-spec';
import { COMPANY_PREFILL_KEYS, isPrefillable } from './template-field';

const fieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'textarea', 'date', 'amount', 'integer', 'choice', 'flag', 'email']),
  required: z.boolean(),
  step: z.number().int(),
  help: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).nullable(),
  max: z.number().int().nullable(),
  /** Filled from the register when a company is picked. */
  prefillable: z.boolean(),
});

export const letterTemplateSummarySchema = z.object({
  id: z.string(),
  group: z.enum(LETTER_GROUP_IDS),
  title: z.string(),
  summary: z.string(),
  use_when: z.string(),
  avoid_when: z.string(),
  legal: z.object({
    /** Each reference, with the page it was checked against and the day, or nulls when it is not verified yet. */
    references: z.array(z.object({ text: z.string(), source_url: z.url().nullable(), checked_on: z.iso.date().nullable() })),
    summary: z.string(),
    /** The latest check of this template's references, or null when none could be verified. */
    as_of: z.iso.date().nullable(),
  }),
  company_party: z.string().nullable(),
  steps: z.array(z.string()),
  fields: z.array(fieldSchema),
  /** The site's page of the template, and the order route its fields are posted to. */
  page_path: z.string(),
  order_path: z.string(),
});

/** `GET /api/letter-templates`: the groups and, in each, its templates with their fields. */
export const letterTemplatesResponseSchema = z.object({
  data: z.array(z.object({ id: z.enum(LETTER_GROUP_IDS), slug: z.string(), title: z.string(), description: z.string(), templates: z.array(letterTemplateSummarySchema) })),
  meta: z.object({ total: z.number().int(), law_as_of: z.iso.date() }),
});

export type LetterTemplateSummary = z.infer<typeof letterTemplateSummarySchema>;
export type LetterTemplatesResponse = z.infer<typeof letterTemplatesResponseSchema>;

export function presentLetterTemplate(template: LetterTemplateSpec): LetterTemplateSummary {
  return {
    id: template.id,
    group: template.group,
    title: template.title,
    summary: template.summary,
    use_when: template.useWhen,
    avoid_when: template.avoidWhen,
    legal: {
      references: template.legal.references.map((reference) => ({ text: reference.text, source_url: reference.source?.url ?? null, checked_on: reference.source?.checkedOn ?? null })),
      summary: template.legal.summary,
      as_of: lastChecked(template.legal.references),
    },
    company_party: template.companyParty,
    steps: [...template.steps],
    fields: template.fields.map((field) => ({
      name: field.name,
      label: field.label,
      type: field.type,
      required: field.required,
      step: field.step,
      help: field.help ?? null,
      options: field.options ? [...field.options] : null,
      max: field.max ?? null,
      prefillable: template.companyParty !== null && isPrefillable(field),
    })),
    page_path: `/documents/${template.id}`,
    order_path: `/api/document/${template.id}/order`,
  };
}

export function presentLetterCatalogue(): LetterTemplatesResponse {
  return {
    data: LETTER_GROUPS.map((group) => ({ ...group, templates: LETTER_CATALOGUE.filter((template) => template.group === group.id).map(presentLetterTemplate) })),
    meta: { total: LETTER_CATALOGUE.length, law_as_of: LETTER_LAW_AS_OF },
  };
}

/** `GET /api/letter-templates/prefill/{siren}`: the template fields the register fills for this company (none for a private person). */
export const letterPrefillResponseSchema = z.object({
  data: z.object({
    siren: z.string().regex(/^\d{9}$/),
    values: z.partialRecord(z.enum(COMPANY_PREFILL_KEYS), z.string()),
  }),
});

export type LetterPrefillResponse = z.infer<typeof letterPrefillResponseSchema>;
