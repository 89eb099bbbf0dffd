import { personIdentityKey } from '@registre/db';
import { isValidSiren, SLUG_MAX_LENGTH, slugify } from '@registre/domain';
import { asArray, asObject, asWords, pick, type JsonObject } from '../io/json-fields';
import { parseBirthMonth, parseRneDate } from './rne-dates';
import { sirenDigits } from './rne-field-values';
import type { RneDirectorHistory } from './rne-history';
import type { RneMandateRow, RnePersonRow } from './rne-rows';

/** RNE role code of the individual entrepreneur of a sole proprietorship (director_roles: "Entrepreneur"). */
export const ENTREPRENEUR_ROLE_CODE = '101';

export interface RnePower {
  person: RnePersonRow;
  mandate: RneMandateRow;
}

/** `prenoms` (an array in the RNE, sometimes a string) joined by spaces. */
export function firstNamesOf(description: JsonObject): string | null {
  const prenoms = description.prenoms;
  if (Array.isArray(prenoms)) {
    const names = prenoms.map(asWords).filter((name): name is string => name !== undefined);
    return names.length > 0 ? names.join(' ') : null;
  }
  return asWords(prenoms) ?? asWords(description.prenom) ?? null;
}

/**
 * A natural person from an RNE `descriptionPersonne` (director or entrepreneur). Only the year
 * and month of the birth date are kept. Null when the person has no name to be identified by.
 */
export function naturalPerson(description: JsonObject, diffusible: boolean): RnePersonRow | null {
  const birthName = asWords(description.nom);
  const usageName = asWords(description.nomUsage);
  const lastName = birthName ?? usageName;
  if (lastName === undefined) return null;
  const firstNames = firstNamesOf(description);
  const birth = parseBirthMonth(description.dateDeNaissance);
  const birthYear = birth?.year ?? null;
  const birthMonth = birth?.month ?? null;
  const identityKey = personIdentityKey({ kind: 'natural', lastName, firstNames, birthYear, birthMonth });
  return {
    identityKey,
    kind: 'natural',
    lastName,
    usageName: usageName !== undefined && usageName !== lastName ? usageName : null,
    firstNames,
    birthYear,
    birthMonth,
    nationality: asWords(description.nationalite) ?? null,
    legalSiren: null,
    denomination: null,
    diffusible,
    slug: naturalSlug(identityKey, firstNames, usageName),
  };
}

/**
 * "prenoms-nom" for URLs. The identity key already holds both names slugified
 * (`natural:<last>|<first>|<yyyy-mm>`), so they are reused rather than slugified again;
 * a usage name, shown instead of the birth name, is slugified here.
 */
function naturalSlug(identityKey: string, firstNames: string | null, usageName: string | undefined): string | null {
  if (usageName !== undefined) return slugify(firstNames ? `${firstNames} ${usageName}` : usageName) || null;
  const [last = '', first = ''] = identityKey.slice('natural:'.length).split('|');
  const words = first === '' ? last : `${first} ${last}`;
  const slug = words.trim().replaceAll(' ', '-');
  return slug === '' ? null : slug.length > SLUG_MAX_LENGTH ? slugify(slug) : slug;
}

/**
 * A legal-entity director from an RNE `entreprise` block. Keyed by its SIREN; a foreign entity
 * without a (valid) SIREN is keyed by its normalised name (`legal-name:<slug>`, see README).
 */
export function legalPerson(entreprise: JsonObject): RnePersonRow | null {
  const digits = sirenDigits(entreprise.siren);
  const siren = digits !== undefined && isValidSiren(digits) ? digits : null;
  const denomination = asWords(entreprise.denomination) ?? asWords(entreprise.nomCommercial) ?? null;
  const nameSlug = denomination === null ? '' : slugify(denomination, 10_000);
  if (siren === null && nameSlug === '') return null;
  return {
    identityKey: siren !== null ? personIdentityKey({ kind: 'legal', siren }) : `legal-name:${nameSlug}`,
    kind: 'legal',
    lastName: null,
    usageName: null,
    firstNames: null,
    birthYear: null,
    birthMonth: null,
    nationality: null,
    legalSiren: siren,
    denomination,
    diffusible: true,
    slug: denomination === null ? null : slugify(denomination) || null,
  };
}

/**
 * One `composition.pouvoirs[]` entry → a person and a mandate. The role code is `roleEntreprise`
 * (on the power, else on its `entreprise` or `descriptionPersonne`); the start date is
 * `dateEffetRoleDeclarant` when given; an inactive power (`actif: false`) is a past mandate, ended on
 * the latest history event that names it.
 */
export function parsePower(power: JsonObject, history: RneDirectorHistory, diffusible: boolean): RnePower | null {
  const individual = asObject(pick(power, 'individu', 'descriptionPersonne'));
  const entreprise = asObject(power.entreprise);
  const type = asWords(power.typeDePersonne)?.toUpperCase();
  let person: RnePersonRow | null = null;
  if (type === 'ENTREPRISE' || (type === undefined && entreprise && !individual)) {
    person = entreprise ? legalPerson(entreprise) : null;
  } else if (individual) {
    person = naturalPerson(individual, diffusible);
  }
  if (person === null) return null;
  const roleCode =
    asWords(power.roleEntreprise) ?? asWords(entreprise?.roleEntreprise) ?? asWords(individual?.role) ?? asWords(individual?.roleEntreprise) ?? null;
  const startDate =
    parseRneDate(individual?.dateEffetRoleDeclarant) ?? parseRneDate(entreprise?.dateEffetRoleDeclarant) ?? parseRneDate(power.dateEffetRoleDeclarant);
  const isCurrent = power.actif !== false;
  return {
    person,
    mandate: {
      identityKey: person.identityKey,
      roleCode,
      roleLabel: asWords(power.autreRoleEntreprise) ?? asWords(power.libelleRoleEntreprise) ?? null,
      startDate,
      endDate: isCurrent ? null : history.lastChangeOf(asWords(power.representantId)),
      isCurrent,
    },
  };
}

/** Every power of a `composition` block; `skipped` counts those without an identifiable person. */
export function parsePowers(composition: unknown, history: RneDirectorHistory, diffusible: boolean): { powers: RnePower[]; skipped: number } {
  const powers: RnePower[] = [];
  let skipped = 0;
  for (const entry of asArray(pick(composition, 'pouvoirs'))) {
    const power = asObject(entry);
    const parsed = power ? parsePower(power, history, diffusible) : null;
    if (parsed) powers.push(parsed);
    else skipped++;
  }
  return { powers, skipped };
}
