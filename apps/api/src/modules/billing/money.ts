import { formatEurFromCents } from '@registre/domain';

/** French VAT standard rate, in basis points (20 %). */
export const VAT_RATE_BASIS_POINTS = 2000;

/**
 * Splits a price including VAT (TTC, integer cents) into its amount before tax (HT, rounded to
 * the cent) and the VAT, so that HT + VAT = TTC exactly.
 */
export function splitVat(amountTtcCents: number, rateBasisPoints = VAT_RATE_BASIS_POINTS): { htCents: number; vatCents: number } {
  const htCents = Math.round((amountTtcCents * 10_000) / (10_000 + rateBasisPoints));
  return { htCents, vatCents: amountTtcCents - htCents };
}

/** `3990` → `39,90 €` (plain spaces, for mails and PDFs). */
export const euros = (cents: number): string => formatEurFromCents(cents, { plainSpaces: true });
