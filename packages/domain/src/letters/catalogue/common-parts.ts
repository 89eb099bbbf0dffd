import type { ComposedLetter } from './letter-template-spec';
import type { LetterValues } from './letter-values';
import type { TemplateField } from './template-field';

/** The company picked from the register (or typed): its identity and who signs for it. */
export function companyFields(step: number, options: { signatory?: 'signs' | 'addressee' | 'none'; identity?: boolean } = {}): TemplateField[] {
  const { signatory = 'signs', identity = true } = options;
  const addressee = signatory === 'addressee';
  return [
    { name: 'companyName', label: 'Raison sociale', type: 'text', required: true, step, max: 160 },
    ...(identity
      ? ([
          { name: 'companyForm', label: 'Forme juridique', type: 'text', required: false, step, max: 120 },
          { name: 'companyCapital', label: 'Capital social', type: 'text', required: false, step, max: 40, help: 'Par exemple : 10 000 €' },
        ] satisfies TemplateField[])
      : []),
    { name: 'companyAddress', label: 'Adresse du siège', type: 'text', required: true, step, max: 240 },
    { name: 'companySiren', label: 'SIREN', type: 'text', required: false, step, max: 20 },
    ...(identity ? ([{ name: 'companyRcsCity', label: 'Ville du RCS', type: 'text', required: false, step, max: 80 }] satisfies TemplateField[]) : []),
    ...(signatory !== 'none'
      ? ([
          { name: 'signatoryName', label: addressee ? 'Nom du dirigeant destinataire' : 'Nom du signataire', type: 'text', required: !addressee, step, max: 120 },
          { name: 'signatoryRole', label: addressee ? 'Qualité du dirigeant destinataire' : 'Qualité du signataire', type: 'text', required: !addressee, step, max: 120, help: 'Par exemple : gérant, président' },
        ] satisfies TemplateField[])
      : []),
  ];
}

export function placeDateFields(step: number): TemplateField[] {
  return [
    { name: 'place', label: 'Lieu', type: 'text', required: true, step, max: 80 },
    { name: 'date', label: 'Date du courrier', type: 'date', required: true, step },
  ];
}

/** `SIREN 552 032 534 — RCS Paris`, or what of it is known; null when neither is. */
export function registration(v: LetterValues): string | null {
  const siren = v.raw('companySiren');
  const rcs = optional(v, 'companyRcsCity');
  const parts = [siren ? `SIREN ${siren.replace(/\D/g, '').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')}` : null, rcs ? `RCS ${rcs}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' — ') : null;
}

/** A field the template may lack (a company block without its identity fields). */
function optional(v: LetterValues, name: string): string | undefined {
  try {
    return v.raw(name);
  } catch {
    return undefined;
  }
}

/** A register label inside a sentence: `Président` → `président`, `Société par actions simplifiée` → `société…`. */
export function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** `ATELIERS DU CANAL, société par actions simplifiée au capital de 10 000 €`. */
export function companyIdentity(v: LetterValues): string {
  const rawForm = optional(v, 'companyForm');
  const form = rawForm ? inSentence(rawForm) : undefined;
  const capital = optional(v, 'companyCapital');
  return [v.text('companyName'), form ? `, ${form}` : '', capital ? ` au capital de ${capital}` : ''].join('');
}

/** The company's full block: identity, head office, registration. */
export function companyLines(v: LetterValues): string[] {
  return [companyIdentity(v), v.text('companyAddress'), registration(v) ?? ''];
}

/** A deed or an attestation: no sender or recipient block, no send mode, no subject; the place and date, the text and who signs. */
export function deed(v: LetterValues, title: string, paragraphs: string[], signature: string[]): ComposedLetter {
  return { title, from: [], to: [], placeDate: placeDate(v), sendMode: null, subject: null, paragraphs, signature };
}

export function placeDate(v: LetterValues): string {
  return `${v.text('place')}, le ${v.date('date')}`;
}

export function signatory(v: LetterValues): string[] {
  return [`${v.text('signatoryName')}, ${v.text('signatoryRole')}`, 'Signature'];
}

/** Who writes (a person or a business): typed by the user, never prefilled. */
export function senderFields(step: number): TemplateField[] {
  return [
    { name: 'senderName', label: 'Vos nom et prénom ou raison sociale', type: 'text', required: true, step, max: 160 },
    { name: 'senderAddress', label: 'Votre adresse', type: 'text', required: true, step, max: 240 },
    { name: 'senderEmail', label: 'Votre adresse électronique', type: 'email', required: false, step },
    { name: 'senderSignatory', label: 'Signataire et qualité, si vous écrivez pour une société', type: 'text', required: false, step, max: 160, help: 'Par exemple : Claire Martin, gérante' },
  ];
}

export function senderLines(v: LetterValues): string[] {
  return [v.text('senderName'), v.text('senderAddress'), v.raw('senderEmail') ?? ''];
}

export function senderSignature(v: LetterValues): string[] {
  return [v.raw('senderSignatory') ?? v.text('senderName'), 'Signature'];
}

/** The recipient company, to the attention of its leader when one is named. */
export function recipientLines(v: LetterValues): string[] {
  const leader = v.raw('signatoryName');
  const role = v.raw('signatoryRole');
  return [v.text('companyName'), leader ? `À l’attention de ${leader}${role ? `, ${role}` : ''}` : 'À l’attention de la direction', v.text('companyAddress')];
}

export const SEND_MODE_FIELD = (step: number): TemplateField => ({
  name: 'sendMode',
  label: 'Mode d’envoi',
  type: 'choice',
  required: true,
  step,
  options: [
    { value: 'registered', label: 'Lettre recommandée avec demande d’avis de réception' },
    { value: 'by-hand', label: 'Remise en main propre contre décharge' },
  ],
});

export const CIVILITY_FIELD = (name: string, step: number): TemplateField => ({
  name,
  label: 'Civilité',
  type: 'choice',
  required: true,
  step,
  options: [
    { value: 'Madame', label: 'Madame' },
    { value: 'Monsieur', label: 'Monsieur' },
  ],
});
