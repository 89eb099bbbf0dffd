import { describe, expect, it } from 'vitest';
import { legalFormGroup } from './legal-form-group';

describe('legalFormGroup', () => {
  it.each([
    ['1000', 'individual'],
    ['10', 'individual'],
    ['9220', 'non-profit'],
    ['9210', 'non-profit'],
    ['7379', 'non-profit'],
    ['5710', 'company'],
    ['5499', 'company'],
    ['6540', 'company'],
    ['9110', 'company'],
    ['7210', 'company'],
    ['Entrepreneur individuel', 'individual'],
    ['M', 'individual'],
    ['mme', 'individual'],
    ['Association loi 1901 ou assimilé', 'non-profit'],
    ['Etablissement public administratif', 'non-profit'],
    ['SAS, société par actions simplifiée', 'company'],
    [null, 'company'],
    ['', 'company'],
  ] as const)('%s → %s', (input, group) => {
    expect(legalFormGroup(input)).toBe(group);
  });
});
