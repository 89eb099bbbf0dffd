import { describe, expect, it } from 'vitest';
import { linkGlossaryTerms, linkGlossaryTermsOnPage } from './glossary-links';

const TERMS = [
  { term: 'BODACC', path: '/notre-lexique/registres-identifiants/bodacc' },
  { term: 'RNE', path: '/notre-lexique/registres-identifiants/rne' },
  { term: 'Comptes annuels', path: '/notre-lexique/comptabilite/comptes-annuels' },
  { term: 'Kbis', path: '/notre-lexique/registres-identifiants/kbis' },
  { term: 'Capital social', path: '/notre-lexique/droit-des-societes/capital-social' },
  { term: 'SAS', path: '/notre-lexique/droit-des-societes/sas' },
  { term: "Chiffre d'affaires", path: '/notre-lexique/comptabilite/chiffre-d-affaires' },
];

const links = (pieces: ReturnType<typeof linkGlossaryTerms>) => pieces.filter((piece) => piece.href);

describe('linkGlossaryTerms', () => {
  it('links the first occurrence of each term only, as whole words', () => {
    const text = 'Les registres (INSEE, RNE, BODACC, comptes annuels) : le BODACC publie les comptes annuels ; GOURNEY reste tel quel.';
    const pieces = linkGlossaryTerms(text, TERMS);
    expect(links(pieces)).toEqual([
      { text: 'RNE', href: '/notre-lexique/registres-identifiants/rne' },
      { text: 'BODACC', href: '/notre-lexique/registres-identifiants/bodacc' },
      { text: 'comptes annuels', href: '/notre-lexique/comptabilite/comptes-annuels' },
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('finds a term in any case and either apostrophe, but an acronym only in capitals', () => {
    expect(links(linkGlossaryTerms('Son capital social et son chiffre d’affaires.', TERMS))).toEqual([
      { text: 'capital social', href: '/notre-lexique/droit-des-societes/capital-social' },
      { text: 'chiffre d’affaires', href: '/notre-lexique/comptabilite/chiffre-d-affaires' },
    ]);
    expect(links(linkGlossaryTerms('Passez le sas, puis créez une SAS.', TERMS))).toEqual([{ text: 'SAS', href: '/notre-lexique/droit-des-societes/sas' }]);
  });

  it('leaves a text without a term whole', () => {
    expect(linkGlossaryTerms('Aucun terme ici.', TERMS)).toEqual([{ text: 'Aucun terme ici.' }]);
    expect(linkGlossaryTerms('KbisX et XKbis', TERMS)).toEqual([{ text: 'KbisX et XKbis' }]);
  });
});

describe('linkGlossaryTermsOnPage', () => {
  it('links a term at its first occurrence on the page, not again in a later text', () => {
    const [first, second, third] = linkGlossaryTermsOnPage(
      ['Le capital social figure sur le Kbis.', 'Le capital social et le BODACC.', 'Le BODACC encore, et le Kbis.'],
      TERMS,
    );
    expect(links(first ?? [])).toEqual([
      { text: 'capital social', href: '/notre-lexique/droit-des-societes/capital-social' },
      { text: 'Kbis', href: '/notre-lexique/registres-identifiants/kbis' },
    ]);
    expect(links(second ?? [])).toEqual([{ text: 'BODACC', href: '/notre-lexique/registres-identifiants/bodacc' }]);
    expect(links(third ?? [])).toEqual([]);
    expect(third).toEqual([{ text: 'Le BODACC encore, et le Kbis.' }]);
  });
});
