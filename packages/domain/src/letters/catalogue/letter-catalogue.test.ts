import { describe, expect, it } from 'vitest';
import { composeLetter, letterLines, type LetterTemplateSpec } from './letter-template-spec';
import { letterTemplateSchema } from './letter-template-schema';
import { catalogueTemplateOfLetter, findCatalogueTemplate, LANDING_TEMPLATE_IDS, LETTER_CATALOGUE, LETTER_GROUPS } from './letter-catalogue';
import { LETTER_TEMPLATES } from '../letter-templates';
import { probationNotice } from './employment-templates';
import { frenchTypography } from './french-typography';
import type { TemplateField } from './template-field';
import { presentLetterCatalogue, letterTemplatesResponseSchema } from './letter-catalogue-contract';

function sample(field: TemplateField, variant = 0): string {
  switch (field.type) {
    case 'date':
      return variant === 0 ? '2026-03-05' : '2025-11-20';
    case 'amount':
      return variant === 0 ? '1200' : '35480,5';
    case 'integer':
      return '8';
    case 'choice':
      return field.options![variant % field.options!.length]!.value;
    case 'flag':
      return 'oui';
    case 'email':
      return 'claire.martin@exemple.fr';
    default:
      return field.name === 'companySiren' ? '552032534' : `Texte saisi pour ${field.name}`.slice(0, field.max ?? 200);
  }
}

const minimal = (template: LetterTemplateSpec) => Object.fromEntries(template.fields.filter((field) => field.required).map((field) => [field.name, sample(field)]));
const full = (template: LetterTemplateSpec, variant: number) => Object.fromEntries(template.fields.map((field) => [field.name, sample(field, variant)]));

function printed(template: LetterTemplateSpec, values: Record<string, string>): string {
  const parsed = letterTemplateSchema(template).parse(values) as Record<string, string | undefined>;
  return letterLines(composeLetter(template, parsed)).join('\n');
}

describe('the letter catalogue', () => {
  it('holds the eight landing-page letters, the ten most asked ones, each in a group, with unique ids', () => {
    expect(LETTER_CATALOGUE.length).toBeGreaterThanOrEqual(18);
    expect(new Set(LETTER_CATALOGUE.map((t) => t.id)).size).toBe(LETTER_CATALOGUE.length);
    for (const id of LANDING_TEMPLATE_IDS) expect(findCatalogueTemplate(id), id).toBeDefined();
    for (const id of [
      'rupture-periode-essai',
      'convocation-entretien-prealable',
      'avertissement-disciplinaire',
      'demande-rupture-conventionnelle',
      'recu-solde-tout-compte',
      'relance-facture-impayee',
      'declaration-de-creance',
      'pv-ago-approbation-comptes',
      'reconnaissance-de-dette',
      'resiliation-de-contrat',
    ]) {
      expect(findCatalogueTemplate(id), id).toBeDefined();
    }
    for (const group of LETTER_GROUPS) expect(LETTER_CATALOGUE.some((t) => t.group === group.id), group.id).toBe(true);
  });

  it('holds every letter of the company page, addressed to the company the register fills', () => {
    for (const letter of LETTER_TEMPLATES) {
      const template = catalogueTemplateOfLetter(letter.id);
      expect(template, letter.id).toBeDefined();
      expect(template?.fields.some((field) => field.name === 'companyName'), letter.id).toBe(true);
    }
  });

  it('describes itself through a contract the API answers with', () => {
    const body = letterTemplatesResponseSchema.parse(presentLetterCatalogue());
    expect(body.meta.total).toBe(LETTER_CATALOGUE.length);
    const employment = body.data.find((group) => group.id === 'employment')!;
    const certificate = employment.templates.find((t) => t.id === 'certificat-travail')!;
    expect(certificate.fields.find((f) => f.name === 'companyName')).toMatchObject({ prefillable: true, required: true });
    expect(certificate.fields.find((f) => f.name === 'employeeName')).toMatchObject({ prefillable: false });
  });

  it('dates each check of a legal reference and names its source, and claims none for a reference not verified', () => {
    const body = letterTemplatesResponseSchema.parse(presentLetterCatalogue());
    for (const summary of body.data.flatMap((group) => group.templates)) {
      const verified = summary.legal.references.filter((reference) => reference.source_url !== null);
      expect(verified.length, `${summary.id} has a reference checked against a source`).toBeGreaterThanOrEqual(1);
      for (const reference of summary.legal.references) {
        expect(reference.source_url === null, `${summary.id}: ${reference.text}`).toBe(reference.checked_on === null);
        if (reference.source_url !== null) expect(new URL(reference.source_url).protocol, reference.source_url).toMatch(/^https?:$/);
      }
      expect(summary.legal.as_of).toBe(verified.map((reference) => reference.checked_on!).sort().at(-1));
    }
  });

  describe.each(LETTER_CATALOGUE.map((template) => [template.id, template] as const))('%s', (_, template) => {
    const variants = [minimal(template), full(template, 0), full(template, 1)];

    it('prints no placeholder, no undefined, and its legal reference, with minimal and with full fields', () => {
      for (const values of variants) {
        const text = printed(template, values);
        expect(text).not.toMatch(/\[[^\]]*\]|\{|\}|undefined|null|NaN/);
        expect(template.legal.cited.some((article) => text.includes(article)), `${template.id} cites ${template.legal.cited.join(', ')}`).toBe(true);
      }
    });

    it('sets French typography: a no-break space before : ; ? ! and between an amount and €', () => {
      for (const values of variants) {
        const text = printed(template, values);
        expect(text).not.toMatch(/[^\u00A0][:;?!](?=\s|$)/m);
        expect(text).not.toMatch(/\d €|\d€|€\d/);
        expect(text).not.toMatch(/'/);
      }
    });

    it('refuses a missing required field, an unknown field and an invalid date with the message keys the form shows', () => {
      const values = minimal(template);
      const required = template.fields.find((field) => field.required)!;
      const missing = letterTemplateSchema(template).safeParse({ ...values, [required.name]: '  ' });
      expect(missing.success).toBe(false);
      expect(missing.error?.issues[0]).toMatchObject({ path: [required.name], message: 'errors:orders.field-required' });
      expect(letterTemplateSchema(template).safeParse({ ...values, notAField: 'x' }).success).toBe(false);
      const date = template.fields.find((field) => field.type === 'date');
      if (date) expect(letterTemplateSchema(template).safeParse({ ...values, [date.name]: '2026-02-30' }).error?.issues[0]?.message).toBe('errors:orders.field-invalid');
    });

    it('shows what is left to fill, in brackets, while the form is empty (the live preview)', () => {
      const text = letterLines(composeLetter(template, {})).join('\n');
      expect(text).toMatch(/\[[a-zéèêàâôûçî’' ()-]+\]/);
      expect(text).not.toMatch(/undefined/);
    });
  });
});

describe('conditional paragraphs', () => {
  const template = findCatalogueTemplate('lettre-mise-en-demeure')!;
  const base = { ...minimal(template), obligationType: 'payment', obligation: 'me régler la somme due', amount: '1500', invoiceRef: 'F-2026-014' };

  it('adds the 40 € fee between professionals only', () => {
    expect(printed(template, base)).not.toContain('40\u00A0€');
    expect(printed(template, { ...base, professional: 'oui' })).toContain('indemnité forfaitaire pour frais de recouvrement de 40\u00A0€');
  });

  it('speaks of performance, not of money, for an obligation to perform', () => {
    const text = printed(template, { ...base, obligationType: 'performance' });
    expect(text).toContain('Mise en demeure d’exécuter');
    expect(text).not.toContain('intérêts moratoires');
  });
});

describe('the probation notice of article L.1221-25', () => {
  it('grows with the time of presence', () => {
    expect(probationNotice('2026-03-01', '2026-03-05')).toBe('vingt-quatre heures');
    expect(probationNotice('2026-03-01', '2026-03-20')).toBe('quarante-huit heures');
    expect(probationNotice('2026-03-01', '2026-04-01')).toBe('quarante-huit heures');
    expect(probationNotice('2026-03-01', '2026-04-02')).toBe('deux semaines');
    expect(probationNotice('2026-03-01', '2026-06-02')).toBe('un mois');
  });
});

describe('frenchTypography', () => {
  it('puts a no-break space before double punctuation and inside guillemets, and curls apostrophes', () => {
    expect(frenchTypography('Objet: relance ; payer? oui! «mot» l\'acte')).toBe('Objet\u00A0: relance\u00A0; payer\u00A0? oui\u00A0! «\u00A0mot\u00A0» l’acte');
    expect(frenchTypography('à 14:30, https://exemple.fr')).toBe('à 14:30, https://exemple.fr');
  });
});
