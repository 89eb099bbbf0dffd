import { describe, expect, it } from 'vitest';
import { companyDisplayName, type CompanyNameFields } from './company-display-name';

const BASE: CompanyNameFields = {
  diffusion_status: 'O', legal_category_code: '5710', denomination: 'BOULANGERIE DU CANAL', usual_names: ['LE FOURNIL'],
  last_name: null, usage_name: null, first_names: null,
};
const SOLE_TRADER: CompanyNameFields = { ...BASE, legal_category_code: '1000', denomination: null, usual_names: null, last_name: 'DURAND', first_names: 'Claire Marie' };

describe('companyDisplayName', () => {
  it('names a legal person by its denomination, else its first usual name, else [ND]', () => {
    expect(companyDisplayName(BASE)).toBe('BOULANGERIE DU CANAL');
    expect(companyDisplayName({ ...BASE, denomination: null })).toBe('LE FOURNIL');
    expect(companyDisplayName({ ...BASE, denomination: null, usual_names: null })).toBe('[ND]');
  });

  it("names a sole trader by the person's first first name and usage or birth name", () => {
    expect(companyDisplayName(SOLE_TRADER)).toBe('CLAIRE DURAND');
    expect(companyDisplayName({ ...SOLE_TRADER, usage_name: 'Martin' })).toBe('CLAIRE MARTIN');
  });

  it('hides a non-diffusible sole trader behind [ND], but not a non-diffusible company', () => {
    expect(companyDisplayName({ ...SOLE_TRADER, diffusion_status: 'P' })).toBe('[ND]');
    expect(companyDisplayName({ ...BASE, diffusion_status: 'P' })).toBe('BOULANGERIE DU CANAL');
  });
});
