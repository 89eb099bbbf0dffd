import { describe, expect, it } from 'vitest';
import { sirenFromParam } from './siren-from-param';

describe('sirenFromParam', () => {
  it('accepts a 9-digit SIREN as it is', () => {
    expect(sirenFromParam('552081317')).toBe('552081317');
  });

  it('reads spaced and percent-encoded forms, and pads short numbers', () => {
    expect(sirenFromParam('552%20081%20317')).toBe('552081317');
    expect(sirenFromParam('552 081 317')).toBe('552081317');
    expect(sirenFromParam('5')).toBe('000000005');
  });

  it('refuses a SIRET, letters, and broken encodings', () => {
    expect(sirenFromParam('55208131766522')).toBeNull();
    expect(sirenFromParam('abc')).toBeNull();
    expect(sirenFromParam('%E0%A4%A')).toBeNull();
    expect(sirenFromParam('')).toBeNull();
  });
});
