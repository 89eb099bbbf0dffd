import {
  formatCompanyId,
  formatDateFr,
  formatEurFromCents,
  formatMonthYearFr,
  formatNumberFr,
  toPlainSpaces,
  type CompanyProfile,
  type RepresentativePerson,
} from '@registre/domain';

/** Printed for a value the register does not hold. */
export const NO_VALUE = '–';

/** `5 mars 2021`, or an en dash. */
export function dateFr(value: string | null | undefined): string {
  return value ? formatDateFr(value) : NO_VALUE;
}

/** `1 234,56 €` with no-break spaces, or an en dash. */
export function moneyFr(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? NO_VALUE : formatEurFromCents(Math.round(cents), { plainSpaces: true });
}

/** A rounded number the French way (`12,3`), or an en dash. */
export function numberFr(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return formatNumberFr(value, { maximumFractionDigits: digits, plainSpaces: true });
}

export function percentFr(value: number | null | undefined, digits = 1): string {
  const text = numberFr(value, digits);
  return text === NO_VALUE ? text : `${text}\u00A0%`;
}

/** `552 032 534` with ordinary spaces (documents wrap nothing inside it anyway). */
export function sirenFr(siren: string): string {
  return formatCompanyId(siren, ' ');
}

const PARIS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `27 novembre 2026 à 14:05 (heure de Paris)`. */
export function issuedAtFr(instant: Date): string {
  return `${toPlainSpaces(PARIS.format(instant))} (heure de Paris)`;
}

/** The calendar day of an instant in Paris, `YYYY-MM-DD`. */
export function parisDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Month and year only, as the site shows directors' birth dates; `[ND]` is kept by the caller. */
export function birthFr(birth: RepresentativePerson['birth']): string {
  if (!birth) return NO_VALUE;
  return birth.month === null ? String(birth.year) : formatMonthYearFr(birth.year, birth.month);
}

/** A code and its label: `62.01Z — Programmation informatique`. */
export function codeLabelFr(value: { code: string; label: string | null } | null | undefined): string {
  if (!value) return NO_VALUE;
  return value.label ? `${value.code} — ${value.label}` : value.code;
}

export function orDash(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? NO_VALUE : value;
}

export function yesNo(value: boolean | null | undefined): string {
  return value === null || value === undefined ? NO_VALUE : value ? 'Oui' : 'Non';
}

/** The head office on one line: street, postcode and city (street `[ND]` for a non-diffusible unit). */
export function headOfficeFr(company: Pick<CompanyProfile, 'head_office'>): string {
  const office = company.head_office;
  if (!office) return NO_VALUE;
  const town = [office.postcode, office.city].filter(Boolean).join(' ');
  return [office.address, town].filter((part) => part && part.trim() !== '').join(', ') || NO_VALUE;
}

/** Any text as drawn in a document: narrow and thin spaces made plain no-break spaces. */
export function printable(text: string): string {
  return toPlainSpaces(text);
}
