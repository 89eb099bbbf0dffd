import { describe, expect, it } from 'vitest';
import { linkGlossaryTerms } from './glossary-links';

const TERMS = [
  { term: 'BODACC', path: '/notre-lexique/registres-identifiants/bodacc' },
  { term: 'RNE', path: '/notre-lexique/registres-identifiants/rne' },
  { term: 'comptes annuels', path: '/notre-lexique/comptabilite/comptes-annuels' },
  { term: 'Kbis', path: '/notre-lexique/registres-identifiants/kbis' },
];

describe('linkGlossaryTerms', () => {
  it('links the first occurrence of each term only, as whole words', () => {
    const pieces = linkGlossaryTerms('Les registres (INSEE, RNE, BODACC, comptes annuels) : le BODACC publie les comptes annuels ; GOURNEY reste tel quel.', TERMS);
    expect(pieces.filter((piece) => piece.href)).toEqual([
      { text: 'RNE', href: '/notre-lexique/registres-identifiants/rne' },
      { text: 'BODACC', href: '/notre-lexique/registres-identifiants/bodacc' },
      { text: 'comptes annuels', href: '/notre-lexique/comptabilite/comptes-annuels' },
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe('Les registres (INSEE, RNE, BODACC, comptes annuels) : le BODACC publie les comptes annuels ; GOURNEY reste tel quel.');
  });

  it('leaves a text without a term whole', () => {
    expect(linkGlossaryTerms('Aucun terme ici.', TERMS)).toEqual([{ text: 'Aucun terme ici.' }]);
    expect(linkGlossaryTerms('KbisX et XKbis', TERMS)).toEqual([{ text: 'KbisX et XKbis' }]);
  });
});
