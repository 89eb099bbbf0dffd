import { CIVILITY_FIELD, companyFields, companyLines, placeDate, placeDateFields, recipientLines, SEND_MODE_FIELD, signatory } from './common-parts';
import type { ComposedLetter } from './letter-template-spec';
import type { LetterValues } from './letter-values';
import { yourselfFields } from './party-fields';
import type { TemplateField } from './template-field';

/** The steps of a letter from the employer (company, employee, content, place and date) and of one to it. */
export const EMPLOYER_STEPS = ['L’employeur', 'Le salarié', 'Le contenu', 'Lieu et date'] as const;
export const EMPLOYEE_STEPS = ['Vous', 'L’employeur', 'Le contenu', 'Lieu et date'] as const;

/** The employee the employer writes about or to: civility, name and, for a letter sent to them, address. */
export function employeeFields(step: number, withAddress = true): TemplateField[] {
  return [
    CIVILITY_FIELD('employeeCivility', step),
    { name: 'employeeName', label: 'Nom et prénom du salarié', type: 'text', required: true, step, max: 120 },
    ...(withAddress ? ([{ name: 'employeeAddress', label: 'Adresse du salarié', type: 'text', required: true, step, max: 240 }] satisfies TemplateField[]) : []),
  ];
}

/** The job held and the hire date. */
export function jobFields(step: number): TemplateField[] {
  return [
    { name: 'position', label: 'Poste occupé', type: 'text', required: true, step, max: 120 },
    { name: 'hireDate', label: 'Date d’embauche', type: 'date', required: true, step },
  ];
}

/**
 * An employer's document: the company (step 0), the employee (1), the `content` fields (2), then
 * the send mode when the letter is sent and the place and date (3).
 */
export function employerFields(content: readonly TemplateField[], options: { sent: boolean; employeeAddress?: boolean }): TemplateField[] {
  return [...companyFields(0), ...employeeFields(1, options.employeeAddress ?? true), ...content, ...(options.sent ? [SEND_MODE_FIELD(3)] : []), ...placeDateFields(3)];
}

/** An employee's letter to the employer: you (step 0), the employer (1), the job and the `content` (2), the send mode, place and date (3). */
export function employeeToEmployerFields(content: readonly TemplateField[]): TemplateField[] {
  return [...yourselfFields('employee', 0), ...companyFields(1, { signatory: 'addressee', identity: false }), ...jobFields(2), ...content, SEND_MODE_FIELD(3), ...placeDateFields(3)];
}

const closing = (v: LetterValues) => `Nous vous prions d’agréer, ${v.text('employeeCivility')}, l’expression de nos salutations distinguées.`;

/** The employer's letter to the employee: greeting by civility, the `body`, the employer's closing and signatory. */
export function employerLetter(v: LetterValues, parts: { title: string; sendMode: string; subject: string; body: string[] }): ComposedLetter {
  return {
    title: parts.title,
    from: companyLines(v),
    to: [`${v.text('employeeCivility')} ${v.text('employeeName')}`, v.text('employeeAddress')],
    placeDate: placeDate(v),
    sendMode: parts.sendMode,
    subject: parts.subject,
    paragraphs: [`${v.text('employeeCivility')},`, ...parts.body, closing(v)],
    signature: signatory(v),
  };
}

/** The employee's letter to the employer, sent as chosen, signed by the employee. */
export function employeeLetter(v: LetterValues, parts: { title: string; subject: string; body: string[] }): ComposedLetter {
  return {
    title: parts.title,
    from: [v.text('employeeName'), v.text('employeeAddress')],
    to: recipientLines(v),
    placeDate: placeDate(v),
    sendMode: v.choice('sendMode'),
    subject: parts.subject,
    paragraphs: ['Madame, Monsieur,', ...parts.body, 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.'],
    signature: [v.text('employeeName'), 'Signature'],
  };
}
