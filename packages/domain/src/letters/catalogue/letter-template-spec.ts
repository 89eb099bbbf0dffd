import { frenchTypography } from './french-typography';
import type { LegalReference } from './legal-reference';
import { LetterValues } from './letter-values';
import type { TemplateField } from './template-field';

export const LETTER_GROUP_IDS = ['employment', 'commercial', 'company-life', 'property', 'attestations'] as const;
export type LetterGroupId = (typeof LETTER_GROUP_IDS)[number];

/** The letter as it is printed: the same model feeds the live preview, the PDF and the DOCX. */
export interface ComposedLetter {
  title: string;
  /** The sender's block, top left (empty for an attestation or a deed). */
  from: string[];
  /** The recipient's block, top right (empty when there is none). */
  to: string[];
  /** `Lyon, le 5 mars 2026`. */
  placeDate: string;
  /** `Lettre recommandée avec demande d’avis de réception`, when the letter is sent. */
  sendMode: string | null;
  /** `Objet : …` without the word `Objet`. */
  subject: string | null;
  paragraphs: string[];
  /** Lines under the body: who signs, in which capacity. */
  signature: string[];
}

export interface LetterLegalBasis {
  /** Each reference the template rests on, with the source it was checked against (or none yet). */
  references: readonly LegalReference[];
  /** What the law says about this letter, in our words (French). */
  summary: string;
  /** The article numbers the letter's own text cites (at least one is always printed). */
  cited: readonly string[];
}

export interface LetterTemplateSpec {
  /** Stable id: the `documentId` of `POST /api/document/{documentId}/order` and of the page `/documents/{id}`. */
  id: string;
  group: LetterGroupId;
  title: string;
  /** One sentence: what the letter is for. */
  summary: string;
  useWhen: string;
  avoidWhen: string;
  legal: LetterLegalBasis;
  /** Who the company picked from the register is in this letter (`l’employeur`), or null when none is. */
  companyParty: string | null;
  /** The form's steps, by index. */
  steps: readonly string[];
  fields: readonly TemplateField[];
  write(values: LetterValues): ComposedLetter;
}

/** The day the templates' legal references were last read against their sources (each reference says whether it was). */
export { LEGAL_READ_ON as LETTER_LAW_AS_OF } from './legal-reference';

/** Composes the letter from values (partial while a form is filled), French typography applied to every line. */
export function composeLetter(template: LetterTemplateSpec, values: Readonly<Record<string, string | undefined>>): ComposedLetter {
  const letter = template.write(new LetterValues(template.fields, values));
  const typeset = (lines: readonly string[]) => lines.filter((line) => line.trim() !== '').map(frenchTypography);
  return {
    title: frenchTypography(letter.title),
    from: typeset(letter.from),
    to: typeset(letter.to),
    placeDate: frenchTypography(letter.placeDate),
    sendMode: letter.sendMode,
    subject: letter.subject === null ? null : frenchTypography(letter.subject),
    paragraphs: typeset(letter.paragraphs),
    signature: typeset(letter.signature),
  };
}

/** Every line of a composed letter, in reading order (what the PDF and the DOCX hold, and what tests compare). */
export function letterLines(letter: ComposedLetter): string[] {
  return [
    ...letter.from,
    ...letter.to,
    letter.placeDate,
    ...(letter.sendMode ? [letter.sendMode] : []),
    ...(letter.subject ? [`Objet\u00A0: ${letter.subject}`] : []),
    ...letter.paragraphs,
    ...letter.signature,
  ];
}
