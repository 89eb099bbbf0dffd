import { describe, expect, it } from 'vitest';
import { isCanonical } from './index-canonical';
import { COMPANY_INDEX, departmentIndexPath, DIRECTOR_INDEX, sectorIndexPath, withCursor } from './index-paths';

describe('index addresses', () => {
  it('builds both axes of both indexes', () => {
    expect(sectorIndexPath(COMPANY_INDEX)).toBe('/index-entreprises/secteur');
    expect(sectorIndexPath(COMPANY_INDEX, '62', '62.01Z')).toBe('/index-entreprises/secteur/62/62.01Z');
    expect(departmentIndexPath(DIRECTOR_INDEX, '2A', '62')).toBe('/index-dirigeants/departement/2A/62');
  });

  it('puts the keyset position in ?apres=, encoded', () => {
    expect(withCursor('/index-dirigeants/departement/75', null)).toBe('/index-dirigeants/departement/75');
    expect(withCursor('/index-dirigeants/departement/75', 'WyJhIiwxXQ')).toBe('/index-dirigeants/departement/75?apres=WyJhIiwxXQ');
    expect(withCursor('/x', 'a+b/c=')).toBe('/x?apres=a%2Bb%2Fc%3D');
  });

  it('tells a canonical address from one written otherwise', () => {
    const prefix = sectorIndexPath(COMPANY_INDEX);
    expect(isCanonical(prefix, ['62', '62.01Z'], '/index-entreprises/secteur/62/62.01Z')).toBe(true);
    expect(isCanonical(prefix, ['62', '6201Z'], '/index-entreprises/secteur/62/62.01Z')).toBe(false);
    expect(isCanonical(prefix, ['62.01Z'], '/index-entreprises/secteur/62/62.01Z')).toBe(false);
    expect(isCanonical(prefix, ['j'], '/index-entreprises/secteur/J')).toBe(false);
    expect(isCanonical(prefix, [], '/index-entreprises/secteur')).toBe(true);
    expect(isCanonical(departmentIndexPath(COMPANY_INDEX), ['%32A'], '/index-entreprises/departement/2A')).toBe(true);
  });
});
