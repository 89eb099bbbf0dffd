import { composeLetter, LETTER_CATALOGUE, letterLines, letterTemplateSchema, type LetterTemplateSpec, type TemplateField } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { docxText, pdfPages } from '../../test/fixtures/read-files';
import type { IssueInfo } from '../model/document-model';
import { renderDocument } from '../render-document';
import { LETTER_FRAME_LABEL, NON_OFFICIAL_LABEL } from '../render/non-official-label';

const ISSUE: IssueInfo = {
  issuedAt: new Date('2026-12-07T10:00:00Z'),
  verificationCode: '7K3M-Q9TX-2HVB',
  verificationUrl: 'https://registre-clair.test/verification/7K3M-Q9TX-2HVB',
  brand: { name: 'Registre Clair', siteUrl: 'https://registre-clair.test', accentColor: '#1f4e8c' },
};

function value(field: TemplateField): string {
  switch (field.type) {
    case 'date':
      return '2026-03-05';
    case 'amount':
      return '12500,5';
    case 'integer':
      return '15';
    case 'choice':
      return field.options![0]!.value;
    case 'flag':
      return 'oui';
    case 'email':
      return 'contact@atelier-exemple.fr';
    default:
      return field.name === 'companySiren' ? '552032534' : `Réponse « ${field.label} » : oui ?`.slice(0, field.max ?? 200);
  }
}

/** Whitespace of every kind (no-break included) as one space: the PDF wraps lines, the DOCX breaks them. */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

async function texts(template: LetterTemplateSpec) {
  const fields = Object.fromEntries(template.fields.map((field) => [field.name, value(field)]));
  const data = { kind: 'document' as const, documentId: template.id, fields };
  const [pdf, docx] = await Promise.all([renderDocument({ data, format: 'pdf', issue: ISSUE }), renderDocument({ data, format: 'docx', issue: ISSUE })]);
  const lines = letterLines(composeLetter(template, letterTemplateSchema(template).parse(fields) as Record<string, string>));
  return { pdf: squash((await pdfPages(pdf.bytes)).join(' ')), docx: squash(await docxText(docx.bytes)), lines: lines.map(squash) };
}

// Rendering PDFs on a busy machine: a minute each, not the 5 s default (the first one loads the fonts).
describe('catalogue templates as PDF and DOCX', () => {
  it.each(LETTER_CATALOGUE.map((template) => [template.id, template] as const))('%s: both files hold every line of the letter the preview shows', async (_, template) => {
    const { pdf, docx, lines } = await texts(template);
    for (const line of lines) {
      expect(docx, `DOCX of ${template.id}`).toContain(line);
      expect(pdf.replace(/- /g, '-'), `PDF of ${template.id}`).toContain(line.replace(/- /g, '-'));
    }
    expect(pdf).not.toMatch(/undefined|\[[a-zé]/);
  }, 60_000);

  it('signs the frame as the customer’s document, not as information of ours', async () => {
    const { pdf, docx } = await texts(LETTER_CATALOGUE.find((template) => template.id === 'lettre-mise-en-demeure')!);
    for (const text of [pdf, docx]) {
      expect(text).toContain(squash(LETTER_FRAME_LABEL));
      expect(text).not.toContain(squash(NON_OFFICIAL_LABEL));
    }
  }, 60_000);
});
