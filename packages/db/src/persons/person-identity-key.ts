import { slugify } from '@registre/domain';

export type PersonIdentity =
  | {
      kind: 'natural';
      lastName: string;
      firstNames: string | null;
      birthYear: number | null;
      birthMonth: number | null;
    }
  | { kind: 'legal'; siren: string };

/** Lower-case ASCII words separated by single spaces ("Jean-Pierre" → "jean pierre"). */
const normalise = (text: string | null): string => slugify(text ?? '', 10_000).replaceAll('-', ' ');

/**
 * The `persons.identity_key` that makes two records of the same person one row:
 * `natural:<last name>|<first names>|<yyyy-mm>` (normalised) or `legal:<siren>`.
 */
export function personIdentityKey(identity: PersonIdentity): string {
  if (identity.kind === 'legal') return `legal:${identity.siren}`;
  const month = identity.birthMonth === null ? '??' : String(identity.birthMonth).padStart(2, '0');
  const birth = identity.birthYear === null ? '????-??' : `${identity.birthYear}-${month}`;
  return `natural:${normalise(identity.lastName)}|${normalise(identity.firstNames)}|${birth}`;
}
