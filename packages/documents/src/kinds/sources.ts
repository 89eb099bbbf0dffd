import type { SourceRef } from '../model/document-model';
import type { SourceDates } from '../model/document-data';

export const sireneSource = (dates: SourceDates): SourceRef => ({ label: "Répertoire Sirene de l'INSEE", asOf: dates.sirene });
export const rneSource = (dates: SourceDates): SourceRef => ({ label: 'Registre national des entreprises (RNE, INPI)', asOf: dates.rne });
export const bodaccSource = (dates: SourceDates): SourceRef => ({ label: 'BODACC (DILA), annonces publiées', asOf: dates.bodacc });
export const accountsSource = (lastFiscalYearEnd: string | null): SourceRef => ({
  label: 'Comptes annuels déposés au RNE (INPI), dernier exercice clos',
  asOf: lastFiscalYearEnd,
});
export const intellectualPropertySource = (dates: SourceDates): SourceRef => ({
  label: "Bases des marques et des brevets de l'INPI",
  asOf: dates.rne,
});
export const scoreSource = (fiscalYearEnd: string | null): SourceRef => ({
  label: 'Calcul Registre Clair à partir des comptes déposés (méthode publiée)',
  asOf: fiscalYearEnd,
});
export const agreementsSource = (dates: SourceDates): SourceRef => ({
  label: 'Conventions collectives déclarées (ministère du Travail, DSN)',
  asOf: dates.sirene,
});
