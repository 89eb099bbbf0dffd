import { isValidSiren } from '@registre/domain';
import { asText } from '../io/json-fields';

export type FieldResult<T> = { value: T } | { reason: string; detail: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD' (null when absent); 2021-02-30 and the like are refused. */
export function optionalDate(value: unknown, field: string): FieldResult<string | null> {
  const raw = asText(value);
  if (raw === undefined) return { value: null };
  const match = ISO_DATE.exec(raw);
  if (match) {
    const [, y, m, d] = match.map(Number) as [number, number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (y >= 1800 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d) return { value: raw };
  }
  return { reason: 'invalid-date', detail: `${field}=${raw}` };
}

/** A SIREN with or without spaces (null when absent); a wrong format or check digit is refused. */
export function optionalSiren(value: unknown, field: string): FieldResult<string | null> {
  const raw = asText(value);
  if (raw === undefined) return { value: null };
  const digits = raw.replace(/[\s\u00a0\u202f]/g, '');
  if (!isValidSiren(digits)) return { reason: 'invalid-siren', detail: `${field}=${raw}` };
  return { value: digits };
}

/** An office number: letters, digits, and the separators offices print ('FR4512345', 'FR 21 12345'). */
export function requiredNumber(value: unknown): FieldResult<string> {
  const raw = asText(value);
  if (raw === undefined) return { reason: 'missing-number', detail: 'number' };
  const number = raw.replace(/\s+/g, '').toUpperCase();
  if (number.length > 40 || !/^[A-Z0-9][A-Z0-9./-]*$/.test(number)) return { reason: 'invalid-number', detail: raw };
  return { value: number };
}
