import { describe, expect, it } from 'vitest';
import { prospectingColumnsSchema } from './prospecting-columns';
import { nafLevel, normalizeNafCode, prospectingFiltersSchema } from './prospecting-filters';

describe('prospecting filters', () => {
  it('reads NAF codes of every level, dotted or not, and tells their level', () => {
    const { naf } = prospectingFiltersSchema.parse({ naf: ['j', '62', '620', '62.01', '6201z', '62.01Z'] });
    expect(naf).toEqual(['J', '62', '62.0', '62.01', '62.01Z']);
    expect(naf?.map(nafLevel)).toEqual([1, 2, 3, 4, 5]);
    expect(normalizeNafCode('4711f')).toBe('47.11F');
  });

  it('defaults to active companies, head offices, proceedings allowed; refuses unknown keys and reversed ranges', () => {
    expect(prospectingFiltersSchema.parse({})).toEqual({ active_only: true, head_office_only: true, without_insolvency: false });
    expect(prospectingFiltersSchema.safeParse({ siren: ['1'] }).success).toBe(false);
    expect(prospectingFiltersSchema.safeParse({ created_from: '2020-01-02', created_to: '2020-01-01' }).success).toBe(false);
    expect(prospectingFiltersSchema.safeParse({ result_min: -5, result_max: -10 }).success).toBe(false);
    expect(prospectingFiltersSchema.safeParse({ turnover_min: 1.5 }).success).toBe(false);
    expect(prospectingFiltersSchema.safeParse({ department: ['2A', '971', '75'], commune: ['2A004'], region: ['84', '976'] }).success).toBe(true);
  });

  it('keeps the chosen columns in the file order, each once', () => {
    expect(prospectingColumnsSchema.parse(['city', 'siren', 'city'])).toEqual(['siren', 'city']);
    expect(prospectingColumnsSchema.safeParse([]).success).toBe(false);
    expect(prospectingColumnsSchema.safeParse(['email']).success).toBe(false);
  });
});
