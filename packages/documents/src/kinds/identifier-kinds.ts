import { eoriNumberFromSiren, rcsNumber, vatNumberFromSiren, type CompanyProfile } from '@registre/domain';
import { codeLabelFr, dateFr, sirenFr } from '../format/french-text';
import type { DocumentModel, SourceRef } from '../model/document-model';
import type { CompanyKindData, SourceDates } from '../model/document-data';
import { companyDocument } from './company-document';
import { rneSource, sireneSource } from './sources';

interface IdentifierSpec {
  company: CompanyProfile;
  title: string;
  stem: string;
  label: string;
  value: string;
  source: SourceRef;
  rows: [string, string][];
  rules: string[];
}

function identifierSheet(spec: IdentifierSpec): DocumentModel {
  return companyDocument({
    company: spec.company,
    title: spec.title,
    subtitle: "Ce que dit le registre, et comment le numéro est construit",
    stem: spec.stem,
    sections: [
      { heading: spec.label, sources: [spec.source], blocks: [{ type: 'fields', rows: [[spec.label, spec.value], ...spec.rows] }] },
      { heading: 'Règles', sources: [], blocks: spec.rules.map((text) => ({ type: 'paragraph' as const, text })) },
    ],
  });
}

export function vatNumberSheet(data: CompanyKindData<'vat-numbers'>): DocumentModel {
  const vat = data.company.vat_number ?? vatNumberFromSiren(data.company.siren);
  return identifierSheet({
    company: data.company,
    title: 'Fiche numéro de TVA intracommunautaire',
    stem: 'numero-tva',
    label: 'Numéro de TVA intracommunautaire',
    value: vat,
    source: sireneSource(data.sources),
    rows: [
      ['SIREN', sirenFr(data.company.siren)],
      ['Clé', vat.slice(2, 4)],
    ],
    rules: [
      'Le numéro de TVA intracommunautaire français se compose de « FR », d’une clé de deux chiffres et du SIREN.',
      'La clé vaut (12 + 3 × (SIREN modulo 97)) modulo 97 : elle est calculée ici à partir du SIREN.',
      "Le numéro est attribué par le service des impôts des entreprises. Sa validité pour les échanges intracommunautaires se vérifie sur le service VIES de la Commission européenne.",
    ],
  });
}

export function eoriNumberSheet(data: CompanyKindData<'eori-numbers'>): DocumentModel {
  return identifierSheet({
    company: data.company,
    title: 'Fiche numéro EORI',
    stem: 'numero-eori',
    label: 'Numéro EORI (construit)',
    value: data.company.eori_number ?? eoriNumberFromSiren(data.company.siren) ?? '–',
    source: sireneSource(data.sources),
    rows: [['SIREN', sirenFr(data.company.siren)]],
    rules: [
      'Depuis le 5 avril 2023, la douane française attribue le numéro EORI sous la forme « FR » suivi du SIREN de l’entreprise ; les anciens numéros formés sur le SIRET d’un établissement ont été remplacés pendant la période de transition, achevée fin 2025.',
      "Le numéro n'existe que si l'entreprise l'a demandé à la douane : son enregistrement se vérifie sur le service EORI de la Commission européenne.",
    ],
  });
}

export function rcsNumberSheet(data: CompanyKindData<'rcs-numbers'>): DocumentModel {
  const { company } = data;
  const city = company.rcs?.city ?? null;
  return identifierSheet({
    company,
    title: "Fiche numéro d'immatriculation RCS",
    stem: 'numero-rcs',
    label: 'Immatriculation',
    value: company.rcs?.number ?? rcsNumber(company.siren, city),
    source: rneSource(data.sources),
    rows: [
      ['Greffe', city ?? 'Non connu'],
      ["Date d'immatriculation", dateFr(company.rcs?.registration_date)],
    ],
    rules: [
      "Le numéro RCS s'écrit « RCS », la ville du greffe, puis le SIREN : par exemple « RCS Paris 552 032 534 ».",
      "Il doit figurer sur les factures et la correspondance de l'entreprise (art. R.123-237 du Code de commerce).",
      'Le numéro de gestion attribué par le greffe est un autre numéro ; seul le greffe délivre l’extrait Kbis.',
    ],
  });
}

export function apeCodeSheet(data: CompanyKindData<'ape-codes'>): DocumentModel {
  return identifierSheet({
    company: data.company,
    title: 'Fiche code APE',
    stem: 'code-ape',
    label: 'Code APE',
    value: codeLabelFr(data.company.naf),
    source: sireneSource(data.sources as SourceDates),
    rows: [['Nomenclature', 'NAF rév. 2 (732 sous-classes)']],
    rules: [
      "Le code APE (activité principale exercée) est attribué par l'INSEE à l'inscription au répertoire Sirene, d'après l'activité déclarée.",
      "Il sert à la statistique ; il ne crée par lui-même ni droit ni obligation (décret n° 2007-1888). La convention collective applicable dépend de l'activité réelle.",
      "Une entreprise qui conteste son code APE s'adresse à l'INSEE.",
    ],
  });
}
