import { describe, expect, it } from 'vitest';
import { personIdentityKey } from './person-identity-key';

describe('personIdentityKey', () => {
  it('normalises names and keeps only the birth year and month', () => {
    expect(
      personIdentityKey({ kind: 'natural', lastName: 'Le Bœuf', firstNames: 'Jean-Émile  Paul', birthYear: 1970, birthMonth: 4 }),
    ).toBe('natural:le boeuf|jean emile paul|1970-04');
  });

  it('gives the same key to the same person written differently', () => {
    const a = personIdentityKey({ kind: 'natural', lastName: 'DUPONT', firstNames: 'HÉLÈNE', birthYear: 1981, birthMonth: 12 });
    const b = personIdentityKey({ kind: 'natural', lastName: 'Dupont', firstNames: 'Hélène', birthYear: 1981, birthMonth: 12 });
    expect(a).toBe(b);
  });

  it('marks an unknown birth date and identifies legal entities by SIREN', () => {
    expect(personIdentityKey({ kind: 'natural', lastName: 'Martin', firstNames: null, birthYear: null, birthMonth: null })).toBe(
      'natural:martin||????-??',
    );
    expect(personIdentityKey({ kind: 'legal', siren: '840000004' })).toBe('legal:840000004');
  });
});
