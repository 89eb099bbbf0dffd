import { describe, expect, it } from 'vitest';
import { extractPostcode } from './extract-postcode';

describe('extractPostcode', () => {
  it('finds the postcode before the city', () => {
    expect(extractPostcode('22-30 avenue de Wagram 75008 Paris')).toBe('75008');
    expect(extractPostcode('2 place Jean Millier, 92400 COURBEVOIE')).toBe('92400');
    expect(extractPostcode('75008 Paris')).toBe('75008');
    expect(extractPostcode('1 rue de la République 01000 Bourg-en-Bresse')).toBe('01000');
  });

  it('handles Corsica, overseas departments and collectivities, and Monaco', () => {
    expect(extractPostcode('Cours Napoléon 20000 Ajaccio')).toBe('20000');
    expect(extractPostcode('Rue Paul Lacavé 97110 Pointe-à-Pitre')).toBe('97110');
    expect(extractPostcode('Rue de Paris 97400 Saint-Denis')).toBe('97400');
    expect(extractPostcode('Place du Palais 98000 Monaco')).toBe('98000');
    expect(extractPostcode('Rue Jeanne d’Arc 98800 Nouméa')).toBe('98800');
  });

  it('prefers the group followed by a city over a CEDEX box or a street number', () => {
    expect(extractPostcode('CS 70001, 2 place Jean Millier 92400 Courbevoie Cedex')).toBe('92400');
    expect(extractPostcode('BP 123 75001 Paris')).toBe('75001');
    expect(extractPostcode('10000 route de Lyon 69100 Villeurbanne')).toBe('69100');
    // the box number comes last but no city follows it
    expect(extractPostcode('1 place Samuel de Champlain 92400 Courbevoie, CS 90035')).toBe('92400');
    expect(extractPostcode('75008 Paris 12345')).toBe('75008');
  });

  it('falls back to the last candidate when no city follows', () => {
    expect(extractPostcode('Route de Lyon 69100')).toBe('69100');
    expect(extractPostcode('31000 / 31200')).toBe('31200');
  });

  it('ignores digits inside longer numbers', () => {
    expect(extractPostcode('SIRET 55208131766522')).toBeNull();
    expect(extractPostcode('SIRET 552 081 317 66522')).toBeNull();
    expect(extractPostcode('Tél. 0145678910')).toBeNull();
    expect(extractPostcode('Capital 12345,67 euros')).toBeNull();
    expect(extractPostcode('Capital 1.23456 M')).toBeNull();
    expect(extractPostcode('75008123 Paris')).toBeNull();
  });

  it('ignores groups outside French postcode ranges', () => {
    expect(extractPostcode('00123 Nowhere')).toBeNull();
    expect(extractPostcode('96000 Nowhere')).toBeNull();
    expect(extractPostcode('99000 Nowhere')).toBeNull();
    expect(extractPostcode('97000 Nowhere')).toBeNull();
  });

  it('returns null when there is no postcode', () => {
    expect(extractPostcode('')).toBeNull();
    expect(extractPostcode('[ND]')).toBeNull();
    expect(extractPostcode('12 rue de la Paix Paris')).toBeNull();
  });
});
