import { describe, expect, it } from 'vitest';
import { departmentCode } from './department-code';

describe('departmentCode', () => {
  it('takes the first two digits of a mainland commune code, arrondissements included', () => {
    expect(departmentCode('75108', '75008')).toBe('75');
    expect(departmentCode('01053', '01000')).toBe('01');
    expect(departmentCode('13201', null)).toBe('13');
  });

  it('keeps 2A and 2B for Corsica, from the commune code or else the postcode', () => {
    expect(departmentCode('2A004', '20000')).toBe('2A');
    expect(departmentCode('2B033', '20200')).toBe('2B');
    expect(departmentCode(null, '20167')).toBe('2A');
    expect(departmentCode(null, '20600')).toBe('2B');
  });

  it('takes three digits overseas', () => {
    expect(departmentCode('97411', '97400')).toBe('974');
    expect(departmentCode('97608', '97600')).toBe('976');
    expect(departmentCode(null, '97100')).toBe('971');
    expect(departmentCode('97502', '97500')).toBe('975');
  });

  it('falls back on the postcode, and gives null abroad', () => {
    expect(departmentCode(null, '69003')).toBe('69');
    expect(departmentCode('', '33000')).toBe('33');
    expect(departmentCode(null, null)).toBeNull();
    expect(departmentCode('99134', null)).toBeNull();
    expect(departmentCode(null, 'B-1000')).toBeNull();
  });
});
