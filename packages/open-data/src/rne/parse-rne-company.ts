import { isValidSiren } from '@registre/domain';
import { asObject, asWords, pick, type JsonObject } from '../io/json-fields';
import { parseRneDate } from './rne-dates';
import { capitalToCents, currencyCode, dottedNafCode, legalCategoryCode, sirenDigits } from './rne-field-values';
import { readDirectorHistory } from './rne-history';
import type { DiffusionStatus, RneCompanyRecord, RneMandateRow, RnePersonRow } from './rne-rows';
import { ENTREPRENEUR_ROLE_CODE, firstNamesOf, naturalPerson, parsePowers, type RnePower } from './parse-rne-powers';

export type ParseRneResult = { ok: true; record: RneCompanyRecord } | { ok: false; reason: string; detail?: string };

const reject = (reason: string, detail?: string): ParseRneResult => (detail === undefined ? { ok: false, reason } : { ok: false, reason, detail });

/**
 * `diffusionINSEE` (O, P, N) tightened by `diffusionCommerciale: false` (the person opposed the
 * reuse of their data): either way the company's personal data is treated as non-diffusible.
 */
function diffusionOf(formality: JsonObject): DiffusionStatus {
  const insee = asWords(formality.diffusionINSEE)?.toUpperCase();
  if (insee === 'P' || insee === 'N') return insee;
  return formality.diffusionCommerciale === false ? 'P' : 'O';
}

/** The mandate key inside one record: same person, role and start date are one mandate. */
export function mandateKey(mandate: RneMandateRow): string {
  return `${mandate.identityKey}\u0001${mandate.roleCode ?? ''}\u0001${mandate.startDate ?? ''}`;
}

/**
 * Reads one raw RNE company object (`{ updatedAt, id, siren, formality: { siren, content,
 * diffusionINSEE, diffusionCommerciale, typePersonne, formeJuridique, historique } }`) into
 * the rows the register keeps. Fields are read by name; each one is optional.
 */
export function parseRneCompany(value: unknown): ParseRneResult {
  const record = asObject(value);
  if (!record) return reject('not-an-object');
  const formality = asObject(record.formality);
  const outer = sirenDigits(record.siren);
  const inner = sirenDigits(formality?.siren);
  const siren = outer ?? inner;
  if (siren === undefined) return reject('missing-siren');
  if (!isValidSiren(siren)) return reject('invalid-siren', siren);
  if (outer !== undefined && inner !== undefined && outer !== inner) return reject('siren-mismatch', `${outer} ≠ ${inner}`);
  const content = asObject(formality?.content);
  const body = asObject(content?.personneMorale) ?? asObject(content?.exploitation) ?? asObject(content?.personnePhysique);
  if (!formality || !content || !body) return reject('missing-content', siren);

  const diffusionStatus = diffusionOf(formality);
  const diffusible = diffusionStatus === 'O';
  const natureCreation = asObject(content.natureCreation);
  const entreprise = asObject(pick(body, 'identite', 'entreprise'));
  const description = asObject(pick(body, 'identite', 'description'));
  const entrepreneur = asObject(pick(body, 'identite', 'entrepreneur', 'descriptionPersonne'));
  const cessation = asObject(body.detailCessationEntreprise);

  const creationDate =
    parseRneDate(natureCreation?.dateCreation) ?? parseRneDate(entreprise?.dateDebutActiv) ?? parseRneDate(entreprise?.dateImmat);
  const closureDate =
    parseRneDate(cessation?.dateRadiation) ?? parseRneDate(cessation?.dateCessationTotaleActivite) ?? parseRneDate(cessation?.dateEffet);
  const ceased = asWords(pick(content, 'natureCessationEntreprise', 'etatAdministratifInsee')) === 'C' || closureDate !== null;
  const history = readDirectorHistory(record);

  // A sole trader's names are personal data: a non-diffusible one keeps none on the company row.
  const ownNames = entrepreneur && diffusible;
  const company = {
    siren,
    denomination: asWords(entreprise?.denomination) ?? null,
    lastName: ownNames ? (asWords(entrepreneur.nom) ?? asWords(entrepreneur.nomUsage) ?? null) : null,
    usageName: ownNames ? (asWords(entrepreneur.nomUsage) ?? null) : null,
    firstNames: ownNames ? firstNamesOf(entrepreneur) : null,
    legalCategoryCode:
      legalCategoryCode(formality.formeJuridique) ??
      legalCategoryCode(natureCreation?.formeJuridique) ??
      legalCategoryCode(natureCreation?.formeJuridiqueInsee) ??
      legalCategoryCode(entreprise?.formeJuridique),
    nafCode:
      dottedNafCode(entreprise?.codeApe) ??
      dottedNafCode(formality.codeAPE) ??
      dottedNafCode(pick(body, 'etablissementPrincipal', 'descriptionEtablissement', 'codeApe')),
    creationDate,
    diffusionStatus,
    administrativeStatus: ceased ? ('C' as const) : ('A' as const),
    closureDate,
    shareCapitalCents: capitalToCents(description?.montantCapital),
    capitalCurrency: currencyCode(description?.deviseCapital),
    corporatePurpose: asWords(description?.objet) ?? null,
    rcsRegistrationDate: parseRneDate(entreprise?.dateImmat) ?? parseRneDate(pick(content, 'registreAnterieur', 'rncs', 'dateImmatriculation')),
    mandatesChangedOn: history.lastChangeOn,
  };

  const { powers, skipped } = parsePowers(body.composition, history, diffusible);
  let skippedPowers = skipped;
  if (entrepreneur) {
    // The entrepreneur of a sole proprietorship is its director: one mandate, for as long as it is active.
    const person = naturalPerson(entrepreneur, diffusible);
    if (person) {
      const entrepreneurPower: RnePower = {
        person,
        mandate: {
          identityKey: person.identityKey,
          roleCode: ENTREPRENEUR_ROLE_CODE,
          roleLabel: null,
          startDate: parseRneDate(entreprise?.dateDebutActiv) ?? creationDate,
          endDate: ceased ? closureDate : null,
          isCurrent: !ceased,
        },
      };
      powers.unshift(entrepreneurPower);
    } else {
      skippedPowers++;
    }
  }

  const persons = new Map<string, RnePersonRow>();
  const mandates = new Map<string, RneMandateRow>();
  for (const { person, mandate } of powers) {
    if (!persons.has(person.identityKey)) persons.set(person.identityKey, person);
    const key = mandateKey(mandate);
    // The same mandate listed twice: a current listing wins over an ended one.
    const known = mandates.get(key);
    if (!known || (!known.isCurrent && mandate.isCurrent)) mandates.set(key, mandate);
  }
  return {
    ok: true,
    record: { company, persons: [...persons.values()], mandates: [...mandates.values()], skippedPowers },
  };
}
