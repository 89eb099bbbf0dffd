import { slashedDate, toIsoDate } from './calendar-date';
import { asObject, asText, firstObject, type JsonObject } from '../io/json-fields';

/** The parsed sub-documents of a BODACC notice that carry its substance. */
export interface AnnouncementDocuments {
  jugement?: unknown;
  acte?: unknown;
  depot?: unknown;
  radiationaurcs?: unknown;
  modificationsgenerales?: unknown;
  divers?: unknown;
  listeetablissements?: unknown;
  listepersonnes?: unknown;
}

/** What a rectifying or cancelling notice points at (`parutionavisprecedent`). */
export interface PreviousNotice {
  kind: 'rectificatif' | 'annulation' | 'retractation';
  reference?: JsonObject;
}

function sentence(text: string): string {
  return /[.!?…:;]$/.test(text) ? text : `${text}.`;
}

function dateText(value: unknown): string | undefined {
  const iso = toIsoDate(value);
  if (iso) return slashedDate(iso);
  return asText(value);
}

function previousNoticeText(previous: PreviousNotice): string {
  const lead = {
    rectificatif: 'Avis rectificatif',
    annulation: 'Avis d’annulation',
    retractation: 'Rétractation sur tierce opposition',
  }[previous.kind];
  const ref = previous.reference;
  if (!ref) return `${lead}.`;
  const number = asText(ref.numeroAnnonce);
  const publication = asText(ref.nomPublication);
  const issue = asText(ref.numeroParution);
  const date = dateText(ref.dateParution);
  let text = `${lead} de l’annonce${number ? ` n° ${number}` : ''}`;
  if (publication) text += ` parue au ${publication}${issue ? ` n° ${issue}` : ''}`;
  if (date) text += ` du ${date}`;
  return `${text}.`;
}

function judgmentText(value: unknown, parts: string[]): void {
  const jugement = asObject(value);
  if (!jugement) {
    const text = asText(value);
    if (text) parts.push(sentence(text));
    return;
  }
  const nature = asText(jugement.nature);
  const date = dateText(jugement.date);
  if (nature) parts.push(sentence(`${nature}${date ? ` du ${date}` : ''}`));
  const complement = asText(jugement.complementJugement);
  if (complement && complement !== nature) parts.push(sentence(complement));
}

function actText(value: unknown, parts: string[]): void {
  const acte = asObject(value);
  if (!acte) {
    const text = asText(value);
    if (text) parts.push(sentence(text));
    return;
  }
  const category =
    asText(asObject(acte.creation)?.categorieCreation) ??
    asText(asObject(acte.immatriculation)?.categorieImmatriculation) ??
    asText(asObject(acte.vente)?.categorieVente) ??
    asText(acte.categorieCreation) ??
    asText(acte.categorieImmatriculation) ??
    asText(acte.categorieVente);
  if (category) parts.push(sentence(category));
  const registered = dateText(acte.dateImmatriculation);
  if (registered) parts.push(`Date d’immatriculation : ${registered}.`);
  const started = dateText(acte.dateCommencementActivite);
  if (started) parts.push(`Date de commencement d’activité : ${started}.`);
  const description = asText(acte.descriptif) ?? asText(asObject(acte.vente)?.descriptif);
  if (description) parts.push(sentence(description));
  const opposition = asText(acte.opposition) ?? asText(asObject(acte.vente)?.opposition);
  if (opposition) parts.push(sentence(`Oppositions : ${opposition}`));
  const claims = asText(acte.declarationCreance);
  if (claims) parts.push(sentence(`Déclaration des créances : ${claims}`));
}

function activityText(documents: AnnouncementDocuments, parts: string[]): void {
  const establishment = firstObject(asObject(documents.listeetablissements)?.etablissement);
  const person = firstObject(asObject(documents.listepersonnes)?.personne);
  const activity = asText(establishment?.activite) ?? asText(person?.activite);
  if (activity) parts.push(sentence(`Activité : ${activity}`));
}

function modificationText(value: unknown, parts: string[]): void {
  const modification = asObject(value);
  if (!modification) {
    const text = asText(value);
    if (text) parts.push(sentence(text));
    return;
  }
  const description = asText(modification.descriptif);
  if (description) parts.push(sentence(description));
  const effective = dateText(modification.dateEffet);
  if (effective) parts.push(`Date d’effet : ${effective}.`);
}

function radiationText(value: unknown, parts: string[]): void {
  const radiation = asObject(value);
  parts.push('Radiation du registre du commerce et des sociétés.');
  if (!radiation) return;
  const ceased = dateText(radiation.dateCessationActivitePP) ?? dateText(asObject(radiation.radiationPP)?.dateCessationActivitePP);
  if (ceased) parts.push(`Date de cessation d’activité : ${ceased}.`);
  const comment = asText(radiation.commentaire);
  if (comment) parts.push(sentence(comment));
}

function filingText(value: unknown, parts: string[]): void {
  const depot = asObject(value);
  if (!depot) {
    const text = asText(value);
    if (text) parts.push(sentence(text));
    return;
  }
  const kind = asText(depot.typeDepot) ?? 'Dépôt des comptes';
  const closing = dateText(depot.dateCloture);
  parts.push(sentence(closing ? `${kind} de l’exercice clos le ${closing}` : kind));
  const description = asText(depot.descriptif);
  if (description) parts.push(sentence(description));
}

function miscellaneousText(value: unknown, parts: string[]): void {
  const divers = asObject(value);
  const text = divers ? (asText(divers.texte) ?? asText(divers.contenu) ?? asText(divers.descriptif)) : asText(value);
  if (text) parts.push(sentence(text));
}

/**
 * The readable French text of a notice, built from its sub-documents in the order a reader
 * expects: what it corrects, the judgment, the act (creation, sale), the activity, the
 * modifications, the radiation, the filing, anything else. Null when nothing is known.
 * Names of persons are not copied here: they stay in the structured details (a notice's own
 * texts, such as a modification's `descriptif`, are copied as published).
 */
export function announcementContent(documents: AnnouncementDocuments, previous?: PreviousNotice, family?: string): string | null {
  const parts: string[] = [];
  if (previous) parts.push(previousNoticeText(previous));
  if (documents.jugement !== undefined) judgmentText(documents.jugement, parts);
  if (documents.acte !== undefined) actText(documents.acte, parts);
  if (documents.acte !== undefined || documents.listeetablissements !== undefined) activityText(documents, parts);
  if (documents.modificationsgenerales !== undefined) modificationText(documents.modificationsgenerales, parts);
  // Radiation notices often come without their `radiationaurcs` sub-document: the family says it.
  if (documents.radiationaurcs !== undefined || family === 'radiation') radiationText(documents.radiationaurcs, parts);
  if (documents.depot !== undefined) filingText(documents.depot, parts);
  if (documents.divers !== undefined) miscellaneousText(documents.divers, parts);
  return parts.length > 0 ? parts.join(' ') : null;
}
