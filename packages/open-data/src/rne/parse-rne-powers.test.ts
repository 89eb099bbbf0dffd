import { describe, expect, it } from 'vitest';
import { legalPerson, naturalPerson, parsePower, parsePowers } from './parse-rne-powers';
import { readDirectorHistory } from './rne-history';

const noHistory = readDirectorHistory({});

describe('naturalPerson', () => {
  it('reads names, keeps the usage name apart and slugifies the shown name', () => {
    expect(naturalPerson({ nom: 'DUPONT', nomUsage: 'MARTIN', prenoms: ['Jean-Luc', ' Émile '], dateDeNaissance: '1961-07-03', nationalite: 'Française' }, true)).toEqual({
      identityKey: 'natural:dupont|jean luc emile|1961-07',
      kind: 'natural',
      lastName: 'DUPONT',
      usageName: 'MARTIN',
      firstNames: 'Jean-Luc Émile',
      birthYear: 1961,
      birthMonth: 7,
      nationality: 'Française',
      legalSiren: null,
      denomination: null,
      diffusible: true,
      slug: 'jean-luc-emile-martin',
    });
  });

  it('accepts first names given as a string, a missing birth date, and refuses a nameless person', () => {
    expect(naturalPerson({ nom: 'Lefèvre', prenoms: 'Anne' }, false)).toMatchObject({ identityKey: 'natural:lefevre|anne|????-??', firstNames: 'Anne', birthYear: null, diffusible: false, slug: 'anne-lefevre' });
    expect(naturalPerson({ prenoms: ['Anne'] }, true)).toBeNull();
  });
});

describe('legalPerson', () => {
  it('keys a legal entity by its SIREN, written with spaces or not', () => {
    expect(legalPerson({ siren: '901 122 390', denomination: 'CABINET AUDIT LUMIÈRE' })).toMatchObject({ identityKey: 'legal:901122390', legalSiren: '901122390', slug: 'cabinet-audit-lumiere' });
  });

  it('keys a foreign entity without a valid SIREN by its name', () => {
    expect(legalPerson({ siren: '123456789', denomination: 'Nordic Holding AB', pays: 'SUEDE' })).toMatchObject({ identityKey: 'legal-name:nordic-holding-ab', legalSiren: null });
    expect(legalPerson({})).toBeNull();
  });
});

describe('parsePower', () => {
  it('takes the role from the description when the power has none', () => {
    const power = parsePower({ typeDePersonne: 'INDIVIDU', individu: { descriptionPersonne: { nom: 'X', prenoms: ['Y'], role: '30' } } }, noHistory, true);
    expect(power?.mandate).toEqual({ identityKey: 'natural:x|y|????-??', roleCode: '30', roleLabel: null, startDate: null, endDate: null, isCurrent: true });
  });

  it('keeps the free-text role of "other" and a numeric role code', () => {
    const power = parsePower({ roleEntreprise: 99, autreRoleEntreprise: 'Trésorier', individu: { descriptionPersonne: { nom: 'X' } } }, noHistory, true);
    expect(power?.mandate).toMatchObject({ roleCode: '99', roleLabel: 'Trésorier' });
  });

  it('counts the powers it cannot identify', () => {
    expect(parsePowers({ pouvoirs: [{ typeDePersonne: 'INDIVIDU', individu: { descriptionPersonne: {} } }, 'x', { typeDePersonne: 'ENTREPRISE', entreprise: { siren: '901122390' } }] }, noHistory, true)).toMatchObject({
      skipped: 2,
      powers: [{ person: { identityKey: 'legal:901122390' } }],
    });
  });
});
