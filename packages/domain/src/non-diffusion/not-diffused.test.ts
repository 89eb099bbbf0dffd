import { describe, expect, it } from 'vitest';
import { isDiffusible, isNotDiffused, ND, orNotDiffused } from './not-diffused';

describe('non-diffusion', () => {
  it('uses the [ND] placeholder of the specification', () => {
    expect(ND).toBe('[ND]');
  });

  it('isNotDiffused recognises only the placeholder', () => {
    expect(isNotDiffused('[ND]')).toBe(true);
    expect(isNotDiffused('ND')).toBe(false);
    expect(isNotDiffused(null)).toBe(false);
    expect(isNotDiffused('Jean Dupont')).toBe(false);
  });

  it('orNotDiffused hides the value of a non-diffusible unit', () => {
    expect(orNotDiffused('Jean Dupont', true)).toBe('Jean Dupont');
    expect(orNotDiffused('Jean Dupont', false)).toBe('[ND]');
    expect(orNotDiffused(null, false)).toBe('[ND]');
    expect(orNotDiffused(null, true)).toBeNull();
  });

  it('isDiffusible reads the Sirene statutDiffusion codes', () => {
    expect(isDiffusible('O')).toBe(true);
    expect(isDiffusible('o')).toBe(true);
    expect(isDiffusible(' O ')).toBe(true);
    expect(isDiffusible('P')).toBe(false);
    expect(isDiffusible('N')).toBe(false);
  });

  it('treats a missing or unknown code as not diffusible', () => {
    expect(isDiffusible(null)).toBe(false);
    expect(isDiffusible(undefined)).toBe(false);
    expect(isDiffusible('')).toBe(false);
    expect(isDiffusible('X')).toBe(false);
  });
});
