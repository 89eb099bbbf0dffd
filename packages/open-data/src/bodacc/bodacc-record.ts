import { isValidSiren } from '@registre/domain';
import { announcementContent, type AnnouncementDocuments, type PreviousNotice } from './announcement-content';
import { announcementFamily, type AnnouncementFamily } from './announcement-family';
import { toIsoDate } from './calendar-date';
import { asObject, asText, firstObject, type JsonObject } from '../io/json-fields';
import { embeddedJson } from './embedded-json';

/** One row of `announcements`, as the importer stages it. */
export interface AnnouncementRow {
  sourceId: string;
  siren: string;
  family: AnnouncementFamily;
  typeLabel: string | null;
  publishedAt: string;
  edition: 'A' | 'B' | 'C' | null;
  bodaccNumber: string | null;
  announcementNumber: number | null;
  court: string | null;
  city: string | null;
  content: string | null;
  details: JsonObject;
  /** source_id of the earlier notice this one rectifies, cancels or retracts. */
  correctsSourceId: string | null;
}

export type ParsedAnnouncement = { row: AnnouncementRow; reason?: undefined } | { row?: undefined; reason: string; detail?: string };

/** Sub-documents that ODS holds as strings of JSON; they are parsed and kept in `details`. */
const SUB_DOCUMENTS = [
  'listepersonnes',
  'listeetablissements',
  'jugement',
  'acte',
  'modificationsgenerales',
  'radiationaurcs',
  'depot',
  'listeprecedentexploitant',
  'listeprecedentproprietaire',
  'divers',
] as const;

const NINE_DIGITS = /^\d{9}$/;

/** The distinct SIRENs of `registre`: an array (v2.1) or a comma-separated string (v1), each value spaced or not. */
function registreSirens(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const sirens: string[] = [];
  for (const item of values) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const digits = String(item).replace(/\D/g, '');
    if (NINE_DIGITS.test(digits) && !sirens.includes(digits)) sirens.push(digits);
  }
  return sirens;
}

/** SIREN of the first person of `listepersonnes` (RCS or RM number), for notices without `registre`. */
function personSiren(listepersonnes: unknown): string[] {
  const person = firstObject(asObject(listepersonnes)?.personne);
  if (!person) return [];
  const number =
    asText(asObject(person.numeroImmatriculation)?.numeroIdentification) ??
    asText(asObject(person.inscriptionRM)?.numeroIdentificationRM);
  return number ? registreSirens(number) : [];
}

function editionLetter(...candidates: (string | undefined)[]): 'A' | 'B' | 'C' | null {
  for (const candidate of candidates) {
    const letter = candidate ? /(?:^|\s)([ABC])$/i.exec(candidate.trim())?.[1] : undefined;
    if (letter) return letter.toUpperCase() as 'A' | 'B' | 'C';
  }
  return null;
}

/**
 * The id of the notice a `parutionavisprecedent` points at, spelled as BODACC ids are:
 * edition letter + issue number + notice number (`BODACC B` n° 20220227, notice 446 → `B20220227446`).
 */
export function previousNoticeId(reference: JsonObject | undefined): string | null {
  if (!reference) return null;
  const letter = editionLetter(asText(reference.nomPublication));
  const issue = asText(reference.numeroParution)?.replace(/\s/g, '');
  const number = asText(reference.numeroAnnonce)?.replace(/\s/g, '');
  if (!letter || !issue || !number || !/^\d+$/.test(issue) || !/^\d+$/.test(number)) return null;
  return `${letter}${issue}${Number(number)}`;
}

/**
 * What kind of correction a notice is. `typeavis` says rectificatif or annulation; a judgment
 * whose family is "Rétractation sur tierce opposition" withdraws the judgment it points at.
 */
function correctionKind(typeavis: string | undefined, jugement: unknown): PreviousNotice['kind'] | undefined {
  if (typeavis === 'rectificatif' || typeavis === 'annulation') return typeavis;
  const famille = asText(asObject(jugement)?.famille);
  if (famille && /r[ée]tractation/i.test(famille)) return 'retractation';
  return undefined;
}

function integerOrNull(value: unknown): number | null {
  const text = asText(value);
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/**
 * One BODACC `annonces-commerciales` record → an `announcements` row, or the reason it is
 * rejected. Reads both shapes: API v1 (`{ recordid, fields: {...} }`) and Explore v2.1 / exports
 * (the fields at the top level); sub-documents as strings of JSON or as objects.
 */
export function parseBodaccRecord(record: unknown): ParsedAnnouncement {
  const object = asObject(record);
  if (!object) return { reason: 'not-an-object' };
  const fields = asObject(object.fields) ?? object;

  const publicationavis = asText(fields.publicationavis);
  const parution = asText(fields.parution);
  const numeroannonce = asText(fields.numeroannonce);
  const sourceId =
    asText(fields.id) ??
    asText(object.recordid) ??
    (publicationavis && parution && numeroannonce ? `${publicationavis}${parution}${numeroannonce}` : undefined);
  if (!sourceId) return { reason: 'missing-id' };

  const rawDate = asText(fields.dateparution);
  if (!rawDate) return { reason: 'missing-date', detail: sourceId };
  const publishedAt = toIsoDate(rawDate);
  if (!publishedAt) return { reason: 'invalid-date', detail: `${sourceId}: dateparution=${rawDate}` };

  const documents: Record<string, unknown> = {};
  for (const key of SUB_DOCUMENTS) {
    const value = embeddedJson(fields[key]);
    if (value !== undefined) documents[key] = value;
  }

  let candidates = registreSirens(fields.registre);
  if (candidates.length === 0) candidates = personSiren(documents.listepersonnes);
  if (candidates.length === 0) return { reason: 'missing-siren', detail: sourceId };
  const siren = candidates.find(isValidSiren);
  if (!siren) return { reason: 'invalid-siren', detail: `${sourceId}: ${candidates.join(', ')}` };

  const typeavis = asText(fields.typeavis)?.toLowerCase();
  const typeavisLabel = asText(fields.typeavis_lib);
  const familleavis = asText(fields.familleavis);
  const familleavisLabel = asText(fields.familleavis_lib);
  const jugement = asObject(documents.jugement);
  const previousReference = asObject(embeddedJson(fields.parutionavisprecedent));
  const correction = correctionKind(typeavis, documents.jugement);
  const previous: PreviousNotice | undefined = correction ? { kind: correction, reference: previousReference } : undefined;

  let typeLabel = asText(jugement?.nature) ?? familleavisLabel ?? familleavis ?? null;
  if (correction && typeavisLabel && typeavis !== 'annonce') typeLabel = typeLabel ? `${typeavisLabel} – ${typeLabel}` : typeavisLabel;

  const details: JsonObject = { ...documents };
  if (typeavis) details.typeavis = typeavis;
  if (typeavisLabel) details.typeavis_lib = typeavisLabel;
  if (familleavis) details.familleavis = familleavis;
  if (familleavisLabel) details.familleavis_lib = familleavisLabel;
  const commercant = asText(fields.commercant);
  if (commercant) details.commercant = commercant;
  details.registre = candidates;
  const postcode = asText(fields.cp);
  if (postcode) details.cp = postcode;
  const department = asText(fields.numerodepartement);
  if (department) details.numerodepartement = department;
  if (previousReference) details.parutionavisprecedent = previousReference;
  if (correction === 'retractation') details.retractation = true;

  const family = announcementFamily(familleavis);
  return {
    row: {
      sourceId,
      siren,
      family,
      typeLabel,
      publishedAt,
      edition: editionLetter(publicationavis, asText(fields.publicationavis_facette), /^[ABC]\d/.test(sourceId) ? sourceId[0] : undefined),
      bodaccNumber: parution ?? null,
      announcementNumber: integerOrNull(numeroannonce),
      court: asText(fields.tribunal) ?? null,
      city: asText(fields.ville) ?? null,
      content: announcementContent(documents as AnnouncementDocuments, previous, family),
      details,
      correctsSourceId: correction ? previousNoticeId(previousReference) : null,
    },
  };
}
