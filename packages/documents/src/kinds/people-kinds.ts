import type { DirectorCompanyRoles } from '@registre/domain';
import { codeLabelFr, sirenFr } from '../format/french-text';
import type { DocumentModel, Table } from '../model/document-model';
import type { CompanyKindData, DirectorReportData } from '../model/document-data';
import { companyDocument, tableBlock } from './company-document';
import { scoreReasonFr } from './finance-sections';
import { rneSource } from './sources';
import { representativesTable } from './tables';

/** `representative-synthesis`: current and past mandates in the company. */
export function representativeSynthesis(data: CompanyKindData<'representative-synthesis'>): DocumentModel {
  const current = data.representatives.filter((r) => r.is_current);
  const past = data.representatives.filter((r) => !r.is_current);
  return companyDocument({
    company: data.company,
    title: 'Synthèse des dirigeants',
    subtitle: 'Mandats en cours et terminés inscrits au registre',
    stem: 'synthese-dirigeants',
    sections: [
      { heading: `Dirigeants en fonction (${current.length})`, sources: [rneSource(data.sources)], blocks: [tableBlock(representativesTable(current), 'Aucun dirigeant en fonction inscrit.')] },
      { heading: `Anciens dirigeants (${past.length})`, sources: [rneSource(data.sources)], blocks: [tableBlock(representativesTable(past), 'Aucun mandat terminé inscrit.')] },
      { heading: 'Données personnelles', sources: [], blocks: [{ type: 'notice', text: 'Dates de naissance en mois et année seulement. [ND] : données non diffusibles à la demande de la personne.' }] },
    ],
  });
}

function mandatesTable(companies: readonly DirectorCompanyRoles[]): Table {
  return {
    columns: [
      { header: 'Entreprise', type: 'text', width: 28 },
      { header: 'SIREN', type: 'identifier', width: 12 },
      { header: 'Qualité', type: 'text', width: 22 },
      { header: 'Début', type: 'date', width: 11 },
      { header: 'Fin', type: 'date', width: 11 },
      { header: 'Activité', type: 'text', width: 24 },
      { header: 'Commune', type: 'text', width: 14 },
    ],
    rows: companies.flatMap(({ company, roles }) =>
      roles.map((role) => [
        company.name + (company.status === 'closed' ? ' (fermée)' : ''),
        sirenFr(company.siren),
        role.label ?? role.code,
        role.start_date,
        role.end_date,
        company.naf ? codeLabelFr(company.naf) : null,
        company.city,
      ]),
    ),
  };
}

/** `director-report`: a person's mandates past and present, with the grades of their companies. */
export function directorReport(data: DirectorReportData): DocumentModel {
  const { director } = data;
  const rows: [string, string][] = [
    ['Nom', director.name],
    ['Type', director.kind === 'natural' ? 'Personne physique' : 'Personne morale'],
    ['Mandats en cours', String(director.current_companies_count)],
    ['Mandats terminés', String(director.past_companies_count)],
  ];
  if (director.legal_siren) rows.push(['SIREN', sirenFr(director.legal_siren)]);
  if (director.homonyms_count > 0) rows.push(['Homonymes', `${director.homonyms_count} autre(s) personne(s) portent les mêmes nom et prénoms`]);
  const score = data.poleScore;
  return {
    title: 'Rapport dirigeant',
    subtitle: 'Mandats en cours et passés inscrits au registre',
    fileStem: `rapport-dirigeant-${director.id}`,
    siren: null,
    identity: { name: director.name, rows },
    sections: [
      { heading: 'Mandats en cours', sources: [rneSource(data.sources)], blocks: [tableBlock(mandatesTable(director.mandates.current), 'Aucun mandat en cours.')] },
      { heading: 'Mandats passés', sources: [rneSource(data.sources)], blocks: [tableBlock(mandatesTable(director.mandates.past), 'Aucun mandat passé.')] },
      {
        heading: 'Pole Score des entreprises dirigées',
        sources: [{ label: 'Calcul Registre Clair (méthode publiée)', asOf: null }],
        blocks: score
          ? [
              score.overall.grade
                ? { type: 'grade', label: 'Note moyenne', grade: score.overall.grade, caption: `${score.graded_count} entreprise(s) notée(s) sur ${score.companies_count}` }
                : { type: 'grade', label: 'Note moyenne', grade: '–', caption: `Non noté : ${scoreReasonFr(score.overall.reason)}` },
              tableBlock(
                {
                  columns: [
                    { header: 'Entreprise', type: 'text', width: 34 },
                    { header: 'SIREN', type: 'identifier', width: 12 },
                    { header: 'Note', type: 'text', width: 8 },
                    { header: 'Points', type: 'number', width: 8 },
                  ],
                  rows: score.companies.map((c) => [c.name, sirenFr(c.siren), c.grade ?? scoreReasonFr(c.reason), c.points]),
                },
                'Aucune entreprise dirigée notée.',
              ),
            ]
          : [{ type: 'notice', text: 'Aucun score calculable.' }],
      },
      { heading: 'Données personnelles', sources: [], blocks: [{ type: 'notice', text: 'Ce rapport ne contient ni date de naissance complète ni adresse personnelle. [ND] : données non diffusibles.' }] },
    ],
    list: null,
    letter: false,
  };
}
