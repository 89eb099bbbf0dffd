import { describe, expect, it } from 'vitest';
import { isValidSiren } from './is-valid-siren';

describe('isValidSiren', () => {
  it('accepts real SIRENs', () => {
    expect(isValidSiren('552081317')).toBe(true); // EDF
    expect(isValidSiren('542051180')).toBe(true); // TotalEnergies SE
    expect(isValidSiren('356000000')).toBe(true); // La Poste
    expect(isValidSiren('404833048')).toBe(true);
    expect(isValidSiren('732829320')).toBe(true);
  });

  it('refuses a wrong key', () => {
    expect(isValidSiren('552081318')).toBe(false);
    expect(isValidSiren('542051181')).toBe(false);
    expect(isValidSiren('356000001')).toBe(false);
    // swapping two adjacent digits is caught
    expect(isValidSiren('550281317')).toBe(false);
  });

  it('refuses wrong formats and the all-zero number', () => {
    expect(isValidSiren('000000000')).toBe(false);
    expect(isValidSiren('55208131')).toBe(false);
    expect(isValidSiren('5520813170')).toBe(false);
    expect(isValidSiren('552 081 317')).toBe(false);
    expect(isValidSiren('55208131A')).toBe(false);
    expect(isValidSiren('55208131766522')).toBe(false);
  });
});
