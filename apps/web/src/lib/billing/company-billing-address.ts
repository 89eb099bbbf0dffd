/** What the payment form prefills from the register when a business buyer picks its company. */
export interface CompanyBillingAddress {
  siren: string;
  name: string;
  /** The head office's street line; null when unknown or not diffusible (`[ND]`). */
  addressLine: string | null;
  postcode: string | null;
  city: string | null;
}

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The company and its head office's address from a `GET /api/companies/{siren}` answer, null when
 * the answer is not a company. Checked by hand: the payment page needs three fields of it.
 */
export function companyBillingAddress(body: unknown): CompanyBillingAddress | null {
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : null;
  if (typeof data !== 'object' || data === null) return null;
  const company = data as Record<string, unknown>;
  if (typeof company.siren !== 'string' || !/^\d{9}$/.test(company.siren) || typeof company.name !== 'string') return null;
  const office = typeof company.head_office === 'object' && company.head_office !== null ? (company.head_office as Record<string, unknown>) : {};
  const street = stringOrNull(office.address);
  return {
    siren: company.siren,
    name: company.name,
    addressLine: street === '[ND]' ? null : street,
    postcode: stringOrNull(office.postcode),
    city: stringOrNull(office.city),
  };
}
