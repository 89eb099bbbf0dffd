import { describe, expect, it } from 'vitest';
import company from '../../locales/fr/company.json';
import { linkGlossaryTermsOnPage } from '../content/glossary-links';
import { companyHelpKeys } from './company-help-keys';
import { COMPANY_SECTION_IDS } from './company-sections';

const inLocale = (key: string) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], company);
  return typeof value === 'string';
};

describe('companyHelpKeys', () => {
  it("lists the page's help texts in section order, each present in the locale file", () => {
    const keys = companyHelpKeys(inLocale);
    expect(keys.slice(0, 4)).toEqual(['help.identite', 'help.chiffres-cles', 'score.explanation', 'help.dirigeants']);
    for (const key of keys) expect(inLocale(key), key).toBe(true);
    const sections = keys.map((key) => key.replace(/^help\./, '').replace(/^score\..*/, 'score'));
    const order = sections.map((id) => COMPANY_SECTION_IDS.indexOf(id as (typeof COMPANY_SECTION_IDS)[number]));
    expect(order.every((position, index) => position >= 0 && (index === 0 || position >= (order[index - 1] ?? 0)))).toBe(true);
    // Every section that explains something has its help text; the FAQ is its own explanation.
    expect(COMPANY_SECTION_IDS.filter((id) => !keys.includes(`help.${id}`))).toEqual(['score', 'faq']);
  });

  it('links "capital social" once on the company page, in the identity help text', () => {
    const keys = companyHelpKeys(inLocale);
    const texts = keys.map((key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], company) as string);
    const pieces = linkGlossaryTermsOnPage(texts, [{ term: 'Capital social', path: '/notre-lexique/droit-des-societes/capital-social' }, { term: 'BODACC', path: '/notre-lexique/registres-identifiants/bodacc' }]);
    const linkedIn = (path: string) => keys.filter((_, index) => pieces[index]?.some((piece) => piece.href === path));
    expect(linkedIn('/notre-lexique/droit-des-societes/capital-social')).toEqual(['help.identite']);
    expect(linkedIn('/notre-lexique/registres-identifiants/bodacc')).toEqual(['help.annonces']);
  });
});
