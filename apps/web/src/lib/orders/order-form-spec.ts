import type { FormValues } from './document-form-values';

/** One choice of a form's list (an act, an announcement, a fiscal year…), labelled by the page that offers it. */
export interface OrderChoice {
  value: string;
  label: string;
}

/** The kinds whose order takes a body and is placed through a form (specification §3 and §7). */
export const FORM_KINDS = ['acts', 'brands', 'patents', 'commercial-advertisements', 'balance-sheets', 'company-agreements', 'letters'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const isFormKind = (kind: string): kind is FormKind => (FORM_KINDS as readonly string[]).includes(kind);

export interface OrderFormField {
  name: string;
  /** `orders:form.{name}` holds its label. */
  input: 'select' | 'text' | 'email' | 'textarea' | 'amount';
  required: boolean;
  maxLength?: number;
}

/** A form is one or two steps; each step's values are remembered on their own. */
export type OrderFormStep = readonly OrderFormField[];

const select = (name: string, required = true): OrderFormField => ({ name, input: 'select', required });

/** The second step of a letter: who sends it and what it is about (all optional, the letter leaves blanks to fill). */
const LETTER_DETAILS: OrderFormStep = [
  { name: 'sender_name', input: 'text', required: false, maxLength: 120 },
  { name: 'sender_address', input: 'text', required: false, maxLength: 300 },
  { name: 'sender_email', input: 'email', required: false, maxLength: 200 },
  { name: 'reference', input: 'text', required: false, maxLength: 120 },
  { name: 'amount', input: 'amount', required: false, maxLength: 16 },
  { name: 'details', input: 'textarea', required: false, maxLength: 2000 },
];

const STEPS: Record<FormKind, readonly OrderFormStep[]> = {
  acts: [[select('filing_number')]],
  brands: [[select('brand_number')]],
  patents: [[select('patent_number')]],
  'commercial-advertisements': [[select('commercial_advertisement_id')]],
  // No year chosen: the latest public accounts.
  'balance-sheets': [[select('fiscal_year_end', false)]],
  'company-agreements': [[select('idcc')]],
  letters: [[select('type')], LETTER_DETAILS],
};

export const orderFormSteps = (kind: FormKind): readonly OrderFormStep[] => STEPS[kind];

/** Euros as typed in French (`1 234,50`, `1234.5`) to cents; null for anything else. */
export function centsFromEuros(text: string): number | null {
  const normalised = text.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

/** The names of a step's fields whose value is missing or malformed. */
export function invalidFields(step: OrderFormStep, values: FormValues): string[] {
  return step
    .filter((field) => {
      const value = (values[field.name] ?? '').trim();
      if (value === '') return field.required;
      if (field.input === 'amount') return centsFromEuros(value) === null;
      if (field.input === 'email') return !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
      return false;
    })
    .map((field) => field.name);
}

const present = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The order's body from the form's values, in the shape of the kind's contract
 * (`ORDER_BODY_SCHEMAS` in packages/domain): empty fields left out. `provider` is the official
 * source that delivers the act, when one does.
 */
export function orderFormBody(kind: FormKind, steps: StepValuesLike, options: { provider?: string | null } = {}): Record<string, unknown> {
  const first = steps[0] ?? {};
  switch (kind) {
    case 'acts':
      return { filing_number: first.filing_number, ...(options.provider === 'inpi' || options.provider === 'infogreffe' ? { provider: options.provider } : {}) };
    case 'brands':
      return { brand_number: first.brand_number };
    case 'patents':
      return { patent_number: first.patent_number };
    case 'commercial-advertisements':
      return { commercial_advertisement_id: first.commercial_advertisement_id };
    case 'balance-sheets': {
      const year = present(first.fiscal_year_end);
      return year ? { fiscal_year_end: year } : {};
    }
    case 'company-agreements':
      return { idcc: first.idcc };
    case 'letters': {
      const details = steps[1] ?? {};
      const sender = { name: present(details.sender_name), address: present(details.sender_address), email: present(details.sender_email) };
      const amount = present(details.amount);
      const cents = amount === undefined ? null : centsFromEuros(amount);
      return {
        type: first.type,
        ...(Object.values(sender).some((value) => value !== undefined) ? { sender } : {}),
        ...(present(details.details) ? { details: present(details.details) } : {}),
        ...(present(details.reference) ? { reference: present(details.reference) } : {}),
        ...(cents === null ? {} : { amount_cents: cents }),
      };
    }
  }
}

type StepValuesLike = Readonly<Record<number, FormValues>>;

/** True when every required list of the kind's form has something to choose (else the form cannot be sent). */
export function offersForm(kind: FormKind, choices: Readonly<Record<string, readonly OrderChoice[]>>): boolean {
  return orderFormSteps(kind).every((step) => step.every((field) => field.input !== 'select' || !field.required || (choices[field.name]?.length ?? 0) > 0));
}
