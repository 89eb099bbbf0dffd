import { dateFr, orDash } from '../format/french-text';
import type { DocumentModel } from '../model/document-model';
import type { CompanyKindData } from '../model/document-data';
import { companyDocument, tableBlock } from './company-document';
import { agreementsSource, bodaccSource, intellectualPropertySource } from './sources';
import { agreementsTable, announcementFamilyLabel } from './tables';

const legifrance = (idcc: string) => `https://www.legifrance.gouv.fr/liste/idcc?idcc=${idcc}`;

/** `brands`: one trademark of the company. */
export function brandSheet(data: CompanyKindData<'brands'>): DocumentModel {
  const { brand } = data;
  return companyDocument({
    company: data.company,
    title: `Fiche marque ${brand.name ?? brand.number}`,
    subtitle: "Marque déposée à l'INPI par l'entreprise",
    stem: `marque-${brand.number.replace(/[^\w-]/g, '')}`,
    sections: [
      {
        heading: 'Marque',
        sources: [intellectualPropertySource(data.sources)],
        blocks: [
          {
            type: 'fields',
            rows: [
              ['Numéro national', brand.number],
              ['Marque', orDash(brand.name)],
              ['Date de dépôt', dateFr(brand.filing_date)],
              ['Statut', orDash(brand.status)],
              ['Classes de Nice', brand.nice_classes.length > 0 ? brand.nice_classes.join(', ') : '–'],
              ['Titulaire', data.company.name],
            ],
          },
          { type: 'notice', text: `La notice officielle de la marque est consultable sur data.inpi.fr (numéro ${brand.number}).` },
        ],
      },
    ],
  });
}

/** `patents`: one patent of the company. */
export function patentSheet(data: CompanyKindData<'patents'>): DocumentModel {
  const { patent } = data;
  return companyDocument({
    company: data.company,
    title: `Fiche brevet ${patent.number}`,
    subtitle: "Brevet publié par l'INPI avec l'entreprise pour déposant",
    stem: `brevet-${patent.number.replace(/[^\w-]/g, '')}`,
    sections: [
      {
        heading: 'Brevet',
        sources: [intellectualPropertySource(data.sources)],
        blocks: [
          {
            type: 'fields',
            rows: [
              ['Numéro de publication', patent.number],
              ['Titre', orDash(patent.title)],
              ['Date de dépôt', dateFr(patent.filing_date)],
              ['Date de publication', dateFr(patent.publication_date)],
              ['Déposant', data.company.name],
            ],
          },
        ],
      },
    ],
  });
}

/** `commercial-advertisements`: one BODACC notice, its full text. */
export function announcementSheet(data: CompanyKindData<'commercial-advertisements'>): DocumentModel {
  const a = data.announcement;
  return companyDocument({
    company: data.company,
    title: 'Annonce BODACC',
    subtitle: `${announcementFamilyLabel(a.family)} publiée le ${dateFr(a.published_at)}`,
    stem: `annonce-bodacc-${a.source_id.replace(/[^\w-]/g, '')}`,
    sections: [
      {
        heading: 'Publication',
        sources: [bodaccSource(data.sources)],
        blocks: [
          {
            type: 'fields',
            rows: [
              ['Date de parution', dateFr(a.published_at)],
              ['Bulletin', a.bodacc_edition ? `BODACC ${a.bodacc_edition}` : '–'],
              ['Numéro de parution', orDash(a.bodacc_number)],
              ["Numéro d'annonce", a.announcement_number === null ? '–' : String(a.announcement_number)],
              ['Catégorie', announcementFamilyLabel(a.family)],
              ['Type', orDash(a.type_label)],
              ['Tribunal', orDash(a.court)],
              ['Référence', a.source_id],
              ...(a.cancelled ? [['Annulation', 'Cette annonce a été annulée par une annonce rectificative'] as const] : []),
            ],
          },
        ],
      },
      { heading: "Texte de l'annonce", sources: [bodaccSource(data.sources)], blocks: [{ type: 'paragraph', text: a.content ?? "Le texte de l'annonce n'est pas disponible." }] },
      {
        heading: 'À propos de ce document',
        sources: [],
        blocks: [{ type: 'notice', text: "Le témoin de publication officiel (PDF) est publié par la DILA sur bodacc.fr ; il est joint à la place de ce document lorsque notre accès est configuré." }],
      },
    ],
  });
}

/** `company-agreements`: one collective agreement that applies in the company. */
export function agreementSheet(data: CompanyKindData<'company-agreements'>): DocumentModel {
  const { agreement } = data;
  return companyDocument({
    company: data.company,
    title: `Convention collective IDCC ${agreement.idcc}`,
    subtitle: agreement.title,
    stem: `convention-${agreement.idcc}`,
    sections: [
      {
        heading: 'Convention collective',
        sources: [agreementsSource(data.sources)],
        blocks: [
          { type: 'fields', rows: [['IDCC', agreement.idcc], ['Intitulé', agreement.title], ['Texte officiel', legifrance(agreement.idcc)]] },
          {
            type: 'notice',
            text: "L'IDCC est l'identifiant de la convention collective ; son texte à jour, ses avenants et ses accords sont publiés sur Légifrance. L'employeur doit la mentionner sur le bulletin de paie.",
          },
        ],
      },
    ],
  });
}

/** `collective-agreements`: the agreements that apply, explained. */
export function agreementsSheet(data: CompanyKindData<'collective-agreements'>): DocumentModel {
  return companyDocument({
    company: data.company,
    title: 'Conventions collectives applicables',
    subtitle: "Conventions déclarées par les établissements de l'entreprise",
    stem: 'conventions-applicables',
    sections: [
      {
        heading: `Conventions (${data.agreements.length})`,
        sources: [agreementsSource(data.sources)],
        blocks: [
          tableBlock(agreementsTable(data.agreements), 'Aucune convention collective déclarée.'),
          ...data.agreements.map((a) => ({ type: 'paragraph' as const, text: `IDCC ${a.idcc} — texte officiel : ${legifrance(a.idcc)}` })),
        ],
      },
    ],
  });
}
