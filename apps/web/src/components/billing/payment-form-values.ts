import { boolean, enum as zodEnum, object, string, type input, type output, type RefinementCtx } from 'zod';

const REQUIRED = 'common:input.error-message.required';
const text = string().trim();

const fields = object({
  email: text,
  password: string(),
  password_confirmation: string(),
  buyer_type: zodEnum(['individual', 'business']),
  company_name: text,
  siren: text,
  address_line: text.min(1, { error: REQUIRED }),
  postcode: text.min(1, { error: REQUIRED }),
  city: text.min(1, { error: REQUIRED }),
  country: text.min(1, { error: REQUIRED }),
  firstname: text.min(1, { error: REQUIRED }),
  lastname: text.min(1, { error: REQUIRED }),
  phone: text,
  vat_number: text,
  card_number: text.min(1, { error: REQUIRED }),
  exp_month: text.min(1, { error: REQUIRED }),
  exp_year: text.min(1, { error: REQUIRED }),
  cvc: text.min(1, { error: REQUIRED }),
  cardholder_name: text.min(1, { error: REQUIRED }),
  withdrawal_waiver: boolean(),
  terms_accepted: boolean(),
});

/** A business buyer names its company and its SIREN (picked from the register). */
function refineBusiness(values: { buyer_type: string; company_name: string; siren: string }, ctx: RefinementCtx): void {
  if (values.buyer_type !== 'business') return;
  if (!values.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: REQUIRED });
  if (!values.siren) ctx.addIssue({ code: 'custom', path: ['siren'], message: 'errors:billing.siren-required' });
}

/** The payment form's fields and their first checks (the API's contract has the last word). */
export const paymentFormSchema = fields.superRefine(refineBusiness);
export type PaymentFormValues = input<typeof paymentFormSchema>;
export type PaymentFormOutput = output<typeof paymentFormSchema>;

/** With Stripe, the card is typed on Stripe's Checkout page: the form has no card fields to require. */
export const checkoutFormSchema = fields.extend({ card_number: text, exp_month: text, exp_year: text, cvc: text, cardholder_name: text }).superRefine(refineBusiness);

export const PAYMENT_FORM_DEFAULTS = {
  email: '',
  password: '',
  password_confirmation: '',
  buyer_type: 'individual',
  company_name: '',
  siren: '',
  address_line: '',
  postcode: '',
  city: '',
  country: 'FR',
  firstname: '',
  lastname: '',
  phone: '',
  vat_number: '',
  card_number: '',
  exp_month: '',
  exp_year: '',
  cvc: '',
  cardholder_name: '',
  withdrawal_waiver: false,
  terms_accepted: false,
} satisfies PaymentFormValues;

/** The billing identity a consumer sends: no company, SIREN or VAT number. */
export function billingIdentityBody<T extends PaymentFormOutput>(values: T): Omit<T, 'company_name' | 'siren' | 'vat_number'> & Partial<Pick<T, 'company_name' | 'siren' | 'vat_number'>> {
  if (values.buyer_type === 'business') return values;
  const { company_name: _company, siren: _siren, vat_number: _vat, ...rest } = values;
  return rest;
}
