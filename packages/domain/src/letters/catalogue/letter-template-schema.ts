import { z } from 'zod';
import type { LetterTemplateSpec } from './letter-template-spec';
import type { TemplateField } from './template-field';

/*
 * The zod schemas of the templates' fields, apart from the templates themselves so that a page
 * composing a letter (the live preview) does not load zod until it validates
 * (`@registre/domain/letter-template-schema`).
 */

const REQUIRED = 'errors:orders.field-required';
const INVALID = 'errors:orders.field-invalid';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function validDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 2200;
}

function baseSchema(field: TemplateField): z.ZodType<string> {
  const text = (max: number) => z.string({ error: REQUIRED }).trim().max(max, { error: INVALID });
  switch (field.type) {
    case 'text':
      return text(field.max ?? 200);
    case 'textarea':
      return text(field.max ?? 2000);
    case 'email':
      return z.email({ error: INVALID }).max(200, { error: INVALID });
    case 'date':
      return z.string({ error: REQUIRED }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: INVALID }).refine(validDate, { error: INVALID });
    case 'amount':
      return z
        .string({ error: REQUIRED })
        .trim()
        .regex(/^\d{1,10}(?:[.,]\d{1,2})?$/, { error: INVALID });
    case 'integer':
      return z
        .string({ error: REQUIRED })
        .trim()
        .regex(/^\d{1,12}$/, { error: INVALID });
    case 'choice':
      return z.enum((field.options ?? []).map((option) => option.value) as [string, ...string[]], { error: INVALID });
    case 'flag':
      return z.literal('oui', { error: INVALID });
  }
}

/** One field's schema: a blank value counts as absent, which only an optional field accepts. */
export function fieldSchema(field: TemplateField): z.ZodType<string | undefined> {
  const base = baseSchema(field);
  return z.preprocess(blankToUndefined, field.required ? base : base.optional()) as z.ZodType<string | undefined>;
}

/** Each template's schema, built once (the form checks on every step, the API on every order). */
const SCHEMAS = new WeakMap<Pick<LetterTemplateSpec, 'fields'>, z.ZodObject>();

/** The template's zod schema: the form checks with it, the API refuses with it (unknown fields included). */
export function letterTemplateSchema(template: Pick<LetterTemplateSpec, 'fields'>) {
  const built = SCHEMAS.get(template) ?? z.strictObject(Object.fromEntries(template.fields.map((field) => [field.name, fieldSchema(field)])), { error: 'errors:orders.field-invalid' });
  SCHEMAS.set(template, built);
  return built;
}
