import type { DocumentModel } from '../model/document-model';
import type { DocumentData, GeneratedKindId } from '../model/document-data';
import { afdccDiagnostic, annualAccounts, financialDiagnostic, poleScoreReport, solvencyScore } from './financial-kinds';
import { apeCodeSheet, eoriNumberSheet, rcsNumberSheet, vatNumberSheet } from './identifier-kinds';
import { agreementSheet, agreementsSheet, announcementSheet, brandSheet, patentSheet } from './item-kinds';
import { letterDocument } from './letter-kinds';
import { templateDocument } from './template-kinds';
import {
  actsList,
  agreementsList,
  announcementsList,
  brandsList,
  establishmentsList,
  insolvencyList,
  patentsList,
  socialInformationList,
} from './list-kinds';
import { directorReport, representativeSynthesis } from './people-kinds';
import {
  companySummary,
  debtStatusSheet,
  fullReport,
  modificationHistory,
  registrationSheet,
  rneSheet,
  shortReport,
  sireneSheet,
} from './register-kinds';

type Builders = { [K in GeneratedKindId]: (data: Extract<DocumentData, { kind: K }>) => DocumentModel };

/** One builder per kind of the catalogue we can generate (every kind with `generated: true`). */
export const BUILDERS: Builders = {
  kbis: registrationSheet,
  'modification-history': modificationHistory,
  'partial-dept-status': debtStatusSheet,
  'company-summary': companySummary,
  'rne-extracts': rneSheet,
  'ps-extracts': fullReport,
  'ps-synthesis': shortReport,
  'pole-score-grades': poleScoreReport,
  'financial-diagnostics': financialDiagnostic,
  'balance-sheets': annualAccounts,
  'acts-list': actsList,
  'sirene-situations': sireneSheet,
  brands: brandSheet,
  'brands-list': brandsList,
  patents: patentSheet,
  'patents-list': patentsList,
  'establishments-list': establishmentsList,
  'commercial-advertisements': announcementSheet,
  'commercial-advertisements-list': announcementsList,
  'representative-synthesis': representativeSynthesis,
  'collective-agreements': agreementsSheet,
  'company-agreements-list': agreementsList,
  'company-agreements': agreementSheet,
  'afdcc-diagnostics': afdccDiagnostic,
  'ape-codes': apeCodeSheet,
  'rcs-numbers': rcsNumberSheet,
  'vat-numbers': vatNumberSheet,
  'eori-numbers': eoriNumberSheet,
  'social-information-list': socialInformationList,
  'insolvency-proceeding-list': insolvencyList,
  letters: letterDocument,
  'solvency-scores': solvencyScore,
  'director-report': directorReport,
  document: templateDocument,
};

/** The model of a document from its data. */
export function buildDocumentModel(data: DocumentData): DocumentModel {
  const build = BUILDERS[data.kind] as (value: DocumentData) => DocumentModel;
  return build(data);
}
