import { describe, expect, it } from 'vitest';
import { matchingOptions, optionMatchRank } from './filter-option-match';

const ACTIVITIES = [
  { code: '10.71A', label: 'Fabrication industrielle de pain et de pâtisserie fraîche' },
  { code: '10.71B', label: 'Cuisson de produits de boulangerie' },
  { code: '10.71C', label: 'Boulangerie et boulangerie-pâtisserie' },
  { code: '10.71D', label: 'Pâtisserie' },
  { code: '43.21A', label: "Travaux d'installation électrique dans tous locaux" },
  { code: '47.24Z', label: 'Commerce de détail de pain, pâtisserie et confiserie en magasin spécialisé' },
];
const DEPARTMENTS = [
  { code: '06', label: 'Alpes-Maritimes' },
  { code: '13', label: 'Bouches-du-Rhône' },
  { code: '2A', label: 'Corse-du-Sud' },
  { code: '60', label: 'Oise' },
  { code: '69', label: 'Rhône' },
  { code: '974', label: 'La Réunion' },
];
const codes = (options: { code: string }[]) => options.map((option) => option.code);

describe('matchingOptions', () => {
  it('finds an activity by the beginning of a word of its label, the label beginning with it first', () => {
    expect(codes(matchingOptions(ACTIVITIES, 'boul'))).toEqual(['10.71C', '10.71B']);
    expect(codes(matchingOptions(ACTIVITIES, 'pat'))).toEqual(['10.71D', '10.71A', '10.71C', '47.24Z']);
  });

  it('ignores accents and case, both ways', () => {
    expect(codes(matchingOptions(ACTIVITIES, 'PÂTISSERIE fraiche'))).toEqual(['10.71A']);
    expect(codes(matchingOptions(ACTIVITIES, 'electrique'))).toEqual(['43.21A']);
    expect(codes(matchingOptions(DEPARTMENTS, 'réunion'))).toEqual(['974']);
    expect(codes(matchingOptions(DEPARTMENTS, 'REUNION'))).toEqual(['974']);
  });

  it('finds an activity by the beginning of its code, with or without the dot', () => {
    expect(codes(matchingOptions(ACTIVITIES, '10.71'))).toEqual(['10.71A', '10.71B', '10.71C', '10.71D']);
    expect(codes(matchingOptions(ACTIVITIES, '1071c'))).toEqual(['10.71C']);
    expect(codes(matchingOptions(ACTIVITIES, '10.71C'))).toEqual(['10.71C']);
    expect(codes(matchingOptions(ACTIVITIES, '47'))).toEqual(['47.24Z']);
  });

  it('finds a department by its number or by its name, the department named so first', () => {
    expect(codes(matchingOptions(DEPARTMENTS, '69'))).toEqual(['69']);
    expect(codes(matchingOptions(DEPARTMENTS, '6'))).toEqual(['06', '60', '69']);
    expect(codes(matchingOptions(DEPARTMENTS, 'Rhône'))).toEqual(['69', '13']);
    expect(codes(matchingOptions(DEPARTMENTS, 'bouches du rhone'))).toEqual(['13']);
    expect(codes(matchingOptions(DEPARTMENTS, '2a'))).toEqual(['2A']);
    expect(codes(matchingOptions(DEPARTMENTS, 'corse'))).toEqual(['2A']);
  });

  it('takes a code and words together, as the options are shown', () => {
    expect(codes(matchingOptions(DEPARTMENTS, '69 rhone'))).toEqual(['69']);
    expect(codes(matchingOptions(ACTIVITIES, '10.71 boul'))).toEqual(['10.71B', '10.71C']);
  });

  it('matches nothing for a word no label begins with, nor a number inside a code', () => {
    expect(matchingOptions(ACTIVITIES, 'angerie')).toEqual([]);
    expect(matchingOptions(DEPARTMENTS, '8')).toEqual([]);
    expect(codes(matchingOptions(DEPARTMENTS, '9'))).toEqual(['974']);
    expect(optionMatchRank({ code: '69', label: 'Rhône' }, 'lyon')).toBeNull();
  });

  it('lists every option, in order, for an empty text, and keeps to the limit', () => {
    expect(codes(matchingOptions(DEPARTMENTS, '  '))).toEqual(codes(DEPARTMENTS));
    expect(codes(matchingOptions(DEPARTMENTS, '', 2))).toEqual(['06', '13']);
  });
});
