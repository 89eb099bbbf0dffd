import { describe, expect, it } from 'vitest';
import { birthMonthYear, presentDirectorPersonal, presentDirectorSummary } from './present-director';
import type { PersonRow } from './queries';

const person: PersonRow = {
  id: 7,
  kind: 'natural',
  last_name: 'DUPONT',
  usage_name: null,
  first_names: 'JEAN PIERRE',
  birth_year: 1970,
  birth_month: 4,
  nationality: 'Française',
  legal_siren: null,
  denomination: null,
  diffusible: true,
  slug: 'jean-pierre-dupont',
};

describe('director presenters', () => {
  it('shows month and year of birth only, or the year when the month is unknown', () => {
    expect(birthMonthYear(person)).toBe('1970-04');
    expect(birthMonthYear({ ...person, birth_month: null })).toBe('1970');
    expect(birthMonthYear({ ...person, birth_year: null })).toBeNull();
  });

  it('names a person by first names and usage name, else birth name', () => {
    expect(presentDirectorSummary(person)).toEqual({ id: 7, slug: 'jean-pierre-dupont', page_path: '/dirigeants/7/jean-pierre-dupont', kind: 'natural', name: 'JEAN PIERRE DUPONT' });
    expect(presentDirectorSummary({ ...person, usage_name: 'MARTIN' }).name).toBe('JEAN PIERRE MARTIN');
    expect(presentDirectorSummary({ ...person, kind: 'legal', denomination: 'HOLDING SA', last_name: null, first_names: null }).name).toBe('HOLDING SA');
  });

  it('hides the name, slug and personal data of a non-diffusible person', () => {
    const hidden = { ...person, diffusible: false };
    expect(presentDirectorSummary(hidden)).toEqual({ id: 7, slug: null, page_path: '/dirigeants/7/dirigeant', kind: 'natural', name: '[ND]' });
    expect(presentDirectorPersonal(hidden)).toEqual({ id: 7, is_diffusible: false, birth_date: '[ND]', nationality: '[ND]' });
    expect(presentDirectorPersonal(person)).toEqual({ id: 7, is_diffusible: true, birth_date: '1970-04', nationality: 'Française' });
  });
});
