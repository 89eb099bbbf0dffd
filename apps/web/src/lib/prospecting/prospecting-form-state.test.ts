import { describe, expect, it } from 'vitest';
import { prospectingFiltersSchema } from '@registre/domain';
import { EMPTY_FORM, filtersOf, formOf } from './prospecting-form-state';

describe('prospecting form state', () => {
  it('sends only what is filled, lists split on commas, amounts without their spaces', () => {
    const filters = filtersOf({ ...EMPTY_FORM, naf: 'J, 62.01Z ,', commune: '75056;69123', turnoverMin: '1 500 000', department: ['69'] });
    expect(filters).toEqual({
      active_only: true,
      head_office_only: true,
      without_insolvency: false,
      department: ['69'],
      commune: ['75056', '69123'],
      naf: ['J', '62.01Z'],
      turnover_min: 1_500_000,
    });
    expect(prospectingFiltersSchema.safeParse(filters).success).toBe(true);
  });

  it('leaves a malformed amount for the API to refuse, and opens saved filters again as they were', () => {
    expect(filtersOf({ ...EMPTY_FORM, turnoverMax: '12,5' }).turnover_max).toBe('12,5');
    const saved = prospectingFiltersSchema.parse({ naf: ['j'], legal_form: ['54'], result_min: -100, created_to: '2020-01-01', active_only: false });
    expect(filtersOf(formOf(saved))).toEqual({ ...saved, without_insolvency: false, head_office_only: true });
  });
});
