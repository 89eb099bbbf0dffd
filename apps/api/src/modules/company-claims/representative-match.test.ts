import { describe, expect, it } from 'vitest';
import { matchRepresentative } from './representative-match';

const representatives = [
  { last_name: 'DURAND', usage_name: null, first_names: 'Hélène Marie' },
  { last_name: 'LEFÈVRE-MARTIN', usage_name: 'DUPONT', first_names: 'Jean' },
];

describe('matchRepresentative', () => {
  it('matches a current representative whatever the accents and case', () => {
    expect(matchRepresentative({ first_name: 'helene', last_name: 'Durand' }, representatives)).toBe('Hélène Marie DURAND');
    expect(matchRepresentative({ first_name: 'Jean', last_name: 'Lefevre Martin' }, representatives)).toBe('Jean DUPONT');
    expect(matchRepresentative({ first_name: 'Jean', last_name: 'Dupont' }, representatives)).toBe('Jean DUPONT');
  });

  it('refuses another name, a partial first name or a missing one', () => {
    expect(matchRepresentative({ first_name: 'Marie', last_name: 'Dupuis' }, representatives)).toBeNull();
    expect(matchRepresentative({ first_name: 'Hél', last_name: 'Durand' }, representatives)).toBeNull();
    expect(matchRepresentative({ first_name: null, last_name: 'Durand' }, representatives)).toBeNull();
    expect(matchRepresentative({ first_name: 'Hélène', last_name: '' }, representatives)).toBeNull();
  });
});
