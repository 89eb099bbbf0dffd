import { describe, expect, it } from 'vitest';
import { nomenclatureWords, type NomenclatureRow } from './nomenclature-words';

const legal = (code: string, label: string): NomenclatureRow => ({ kind: 'legal', code, level: code.length === 2 ? 2 : 3, label });
const naf = (code: string, level: number, label: string): NomenclatureRow => ({ kind: 'naf', code, level, label });

/** Labels as the INSEE nomenclatures write them (legal_categories, naf_codes). */
const ROWS: NomenclatureRow[] = [
  legal('53', 'Société en commandite'),
  legal('54', 'Société à responsabilité limitée (SARL)'),
  legal('5453', 'SARL coopérative artisanale'),
  legal('5499', 'Société à responsabilité limitée (sans autre indication)'),
  legal('55', "Société anonyme à conseil d'administration"),
  legal('5599', "SA à conseil d'administration (s.a.i.)"),
  legal('57', 'Société par actions simplifiée'),
  legal('5710', 'SAS, société par actions simplifiée'),
  legal('5202', 'Société en nom collectif'),
  legal('6540', 'Société civile immobilière'),
  naf('I', 1, 'Hébergement et restauration'),
  naf('55.10Z', 5, 'Hôtels et hébergement similaire'),
  naf('56', 2, 'Restauration'),
  naf('56.10', 4, 'Restaurants et services de restauration mobile'),
  naf('56.10A', 5, 'Restauration traditionnelle'),
  naf('56.10C', 5, 'Restauration de type rapide'),
  naf('56.30Z', 5, 'Débits de boissons'),
  naf('10.71B', 5, 'Cuisson de produits de boulangerie'),
  naf('10.71C', 5, 'Boulangerie et boulangerie-pâtisserie'),
  // A word of more than 30 subclasses' labels names no trade.
  ...Array.from({ length: 31 }, (_, i) => naf(`20.${String(i).padStart(2, '0')}Z`, 5, `Fabrication de produits ${String.fromCharCode(97 + (i % 26))}${i}`)),
];

describe('nomenclature words', () => {
  const { activities, legalForms } = nomenclatureWords(ROWS);

  it('reads abbreviations, written-out forms and initials from the legal categories, a level II code for its level III ones', () => {
    expect(legalForms.get('sarl')).toEqual(['54']);
    expect(legalForms.get('societe responsabilite limitee')).toEqual(['54']);
    expect(legalForms.get('sas')).toEqual(['57']);
    expect(legalForms.get('societe civile immobiliere')).toEqual(['6540']);
    expect(legalForms.get('sci')).toEqual(['6540']);
    expect(legalForms.get('snc')).toEqual(['5202']);
  });

  it('takes the forms no label spells, or spells for other categories, from its aliases', () => {
    expect(legalForms.get('eurl')).toEqual(['5499']);
    expect(legalForms.get('sasu')).toEqual(['5710']);
    expect(legalForms.get('sa')).toEqual(['55', '56']);
    // "Société en commandite" gives "sc" too, but a "SC" is a société civile.
    expect(legalForms.get('sc')).toEqual(['65']);
  });

  it('keeps only phrases of legal-form words: "(sans autre indication)" and stray initials are no form', () => {
    expect([...legalForms.keys()].filter((phrase) => phrase.includes('indication') || phrase === 'srl')).toEqual([]);
  });

  it('maps an activity word, singular or plural, to the subclasses under every label holding it, sections left out', () => {
    expect(activities.get('restaurant')).toEqual(['56.10A', '56.10C']);
    expect(activities.get('restauration')).toEqual(['56.10A', '56.10C', '56.30Z']);
    expect(activities.get('boulangerie')).toEqual(['10.71B', '10.71C']);
    expect(activities.get('hotel')).toEqual(['55.10Z']);
    expect(activities.has('hebergement')).toBe(true);
  });

  it('leaves out the words of too many labels and the legal-form words', () => {
    expect(activities.has('fabrication')).toBe(false);
    expect(activities.has('produits')).toBe(false);
    expect(activities.get('cuisson')).toEqual(['10.71B']);
    expect(activities.has('societe')).toBe(false);
  });
});
