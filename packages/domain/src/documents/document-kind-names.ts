import { findDocumentKind } from './document-kinds';

/**
 * French names of the document kinds, for files the API writes itself (order exports,
 * spreadsheets). The site shows the same names from `documents:kinds.*` of its locale
 * (`apps/web/src/locales/fr/documents.json`); a unit test keeps both equal.
 */
export const DOCUMENT_KIND_NAMES: Readonly<Record<string, string>> = {
  kbis: "Fiche d'information registre (non officielle)",
  'modification-history': 'Historique des modifications',
  'partial-dept-status': 'État départemental partiel',
  'company-summary': "Fiche synthétique de l'entreprise",
  'rne-extracts': 'Extrait RNE',
  'ps-extracts': 'Extrait PS',
  'ps-synthesis': 'Synthèse PS',
  'pole-score-grades': 'Notes Pole Score',
  'financial-diagnostics': 'Diagnostic financier',
  'balance-sheets': 'Comptes annuels',
  acts: 'Acte déposé',
  'acts-list': 'Liste des actes déposés',
  'sirene-situations': 'Avis de situation Sirene',
  brands: 'Marque déposée',
  'brands-list': 'Liste des marques',
  patents: 'Brevet',
  'patents-list': 'Liste des brevets',
  'establishments-list': 'Liste des établissements',
  'commercial-advertisements': 'Annonce BODACC',
  'commercial-advertisements-list': 'Liste des annonces BODACC',
  'representative-synthesis': 'Synthèse des dirigeants',
  'collective-agreements': 'Conventions collectives',
  'company-agreements-list': "Liste des accords d'entreprise",
  'company-agreements': "Accord d'entreprise",
  'afdcc-diagnostics': 'Diagnostic AFDCC',
  'bank-of-france-quotations': 'Cotation Banque de France',
  'ape-codes': 'Code APE',
  'rcs-numbers': 'Numéro RCS',
  'vat-numbers': 'Numéro de TVA intracommunautaire',
  'eori-numbers': 'Numéro EORI',
  'social-information-list': 'Informations sociales',
  'insolvency-proceeding-list': 'Liste des procédures collectives',
  letters: 'Courrier juridique',
  'solvency-scores': 'Score de solvabilité',
  'financial-outstandings': 'Encours financiers',
  'director-report': 'Rapport dirigeant',
  document: 'Modèle de document',
  'prospecting-export': 'Liste de prospection',
};

/** The French name of a document kind (`kbis` → `Fiche d'information registre (non officielle)`); an unknown kind keeps its id. */
export function documentKindName(kind: string): string {
  return findDocumentKind(kind) ? (DOCUMENT_KIND_NAMES[kind] ?? kind) : kind;
}
