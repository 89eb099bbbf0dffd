import { describe, expect, it } from 'vitest';
import { departmentOfCommune } from './department-of-commune';

describe('departmentOfCommune', () => {
  it.each([
    ['75111', '75'],
    ['01053', '01'],
    ['2A004', '2A'],
    ['2B033', '2B'],
    ['97411', '974'],
    ['97611', '976'],
    ['98818', '988'],
  ])('%s is in department %s', (commune, department) => {
    expect(departmentOfCommune(commune)).toBe(department);
  });
});
