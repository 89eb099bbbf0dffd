import { slugify } from '@registre/domain';
import type { RepresentativeRow } from './claims-queries';

const words = (text: string | null | undefined): string[] => (text ? slugify(text, Number.MAX_SAFE_INTEGER).split('-').filter((word) => word.length > 0) : []);

/**
 * The representative whose name is the account's: every word of the account's last name is in the
 * representative's birth or usage name, and the account's first first name is one of the
 * representative's first names (accents and case ignored). Answers the representative's name, or null.
 */
export function matchRepresentative(account: { first_name: string | null; last_name: string | null }, representatives: readonly RepresentativeRow[]): string | null {
  const lastWords = words(account.last_name);
  const firstName = words(account.first_name)[0];
  if (lastWords.length === 0 || firstName === undefined) return null;
  for (const person of representatives) {
    const names = new Set([...words(person.last_name), ...words(person.usage_name)]);
    const firstNames = new Set(words(person.first_names));
    if (lastWords.every((word) => names.has(word)) && firstNames.has(firstName)) {
      return [person.first_names, person.usage_name ?? person.last_name].filter(Boolean).join(' ');
    }
  }
  return null;
}
