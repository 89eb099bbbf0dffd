/**
 * How a template field is typed and shown. Every value travels as a string (the order's
 * `fields` record): a date as `YYYY-MM-DD`, an amount as euros `1234.50`, a flag as `oui`.
 */
export type TemplateFieldType = 'text' | 'textarea' | 'date' | 'amount' | 'integer' | 'choice' | 'flag' | 'email';

/** The company fields the register can fill (the company picked by SIREN or name): never a private person's data. */
export const COMPANY_PREFILL_KEYS = ['companyName', 'companyForm', 'companyCapital', 'companyAddress', 'companySiren', 'companyRcsCity', 'signatoryName', 'signatoryRole'] as const;
export type CompanyPrefillKey = (typeof COMPANY_PREFILL_KEYS)[number];

export interface TemplateFieldOption {
  value: string;
  label: string;
}

export interface TemplateField {
  /** The field's key in the order's `fields`. */
  name: string;
  /** French label shown in the form, and in brackets in the preview while the field is empty. */
  label: string;
  type: TemplateFieldType;
  required: boolean;
  /** Index of the form step it belongs to (the template's `steps`). */
  step: number;
  /** A French hint under the input. */
  help?: string;
  /** The values of a `choice` field. */
  options?: readonly TemplateFieldOption[];
  /** Longest text accepted (defaults: 200, a textarea 2,000). */
  max?: number;
}

/** The register fills this field when the user picks a company (its name is one of COMPANY_PREFILL_KEYS). */
export function isPrefillable(field: TemplateField): field is TemplateField & { name: CompanyPrefillKey } {
  return (COMPANY_PREFILL_KEYS as readonly string[]).includes(field.name);
}

/** The euros a user typed (`1234,5`) as integer cents. */
export function amountCents(value: string): number {
  const [units = '0', decimals = ''] = value.replace(',', '.').split('.');
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}
