import { findLetterTemplate } from '@registre/domain';
import { headOfficeFr, moneyFr, sirenFr } from '../format/french-text';
import type { DocumentModel } from '../model/document-model';
import type { CompanyKindData } from '../model/document-data';
import { LETTER_TEXTS } from './letter-texts';
import { PLACEHOLDER_LABELS } from './placeholder-labels';

/** Fills `{name}` placeholders; a missing value becomes what to write there, in brackets (`[lieu]`), to fill in the DOCX. */
function fillPlaceholders(text: string, values: Record<string, string | undefined>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    return value !== undefined && value.trim() !== '' ? value : `[${PLACEHOLDER_LABELS[key] ?? key}]`;
  });
}

export class UnknownTemplateError extends Error {
  constructor(readonly templateId: string) {
    super(`Unknown template ${templateId}`);
  }
}

/** `letters`: a legal letter addressed to the company, ready to edit (DOCX) or print (PDF). */
export function letterDocument(data: CompanyKindData<'letters'>): DocumentModel {
  const template = findLetterTemplate(data.letter.type);
  const text = LETTER_TEXTS[data.letter.type];
  if (!template || !text) throw new UnknownTemplateError(data.letter.type);
  const { company, letter } = data;
  const values = {
    company: company.name,
    reference: letter.reference,
    amount: letter.amountCents === undefined ? undefined : moneyFr(letter.amountCents),
    details: letter.details,
  };
  const sender = letter.sender ?? {};
  return {
    title: text.title,
    subtitle: `Modèle de courrier adressé à ${company.name}`,
    fileStem: `courrier-${data.letter.type}-${company.siren}`,
    siren: company.siren,
    identity: null,
    sections: [
      {
        heading: 'Expéditeur',
        sources: [],
        blocks: [{ type: 'paragraph', text: [sender.name ?? '[Vos nom et prénom ou raison sociale]', sender.address ?? '[Votre adresse]', sender.email ?? '[Votre adresse électronique]'].join('\n') }],
      },
      {
        heading: 'Destinataire',
        sources: [],
        blocks: [{ type: 'paragraph', text: [company.name, company.head_office ? headOfficeFr(company) : '[adresse du destinataire]', `SIREN ${sirenFr(company.siren)}`].join('\n') }],
      },
      {
        heading: `Objet : ${fillPlaceholders(text.subject, values)}`,
        sources: [],
        blocks: [
          { type: 'paragraph', text: '[lieu], le [date]' },
          { type: 'paragraph', text: 'Lettre recommandée avec demande d’avis de réception' },
          ...text.paragraphs.map((paragraph) => ({ type: 'paragraph' as const, text: fillPlaceholders(paragraph, values) })),
          { type: 'paragraph', text: '[Signature]' },
        ],
      },
    ],
    list: null,
    letter: true,
  };
}
