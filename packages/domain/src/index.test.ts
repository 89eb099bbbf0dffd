import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('@registre/domain entry point', () => {
  it('exports the rules and the contracts', () => {
    for (const name of [
      'normalizeCompanyId',
      'padSiren',
      'isValidSiren',
      'isValidSiret',
      'sirenFromSiret',
      'computeSirenCheckDigit',
      'makeSiren',
      'makeSiret',
      'vatNumberFromSiren',
      'extractPostcode',
      'isNotDiffused',
      'orNotDiffused',
      'isDiffusible',
      'formatNumberFr',
      'formatCompactFr',
      'formatEurFromCents',
      'formatDateFr',
      'formatMonthYearFr',
      'slugify',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(domain.ND).toBe('[ND]');
    expect(domain.sirenParamSchema).toBeDefined();
    expect(domain.apiErrorSchema).toBeDefined();
    expect(domain.companyIdentitySchema).toBeDefined();
  });
});
