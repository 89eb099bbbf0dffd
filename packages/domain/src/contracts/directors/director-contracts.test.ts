import { describe, expect, it } from 'vitest';
import { directorIdParamSchema, directorPagePath } from './director-id-param';
import { directorsByDepartmentParamsSchema, directorsBySectorParamsSchema } from './director-index';
import { directorSearchQuerySchema } from './director-search';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('director contracts', () => {
  it('reads a numeric director id and refuses anything else', () => {
    expect(directorIdParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    expect(directorIdParamSchema.parse({ id: '0042' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', 'abc', '1.5', '1234567890123456', '', ' 42']) {
      expect(issues(directorIdParamSchema.safeParse({ id })), id).toContain('errors:directors.invalid-id');
    }
  });

  it('builds the site address of a director page, with a fallback slug', () => {
    expect(directorPagePath(12, 'jean-dupont')).toBe('/dirigeants/12/jean-dupont');
    expect(directorPagePath(12, null)).toBe('/dirigeants/12/dirigeant');
  });

  it('needs two letters or digits in a searched name', () => {
    expect(directorSearchQuerySchema.parse({ name: 'Li' })).toMatchObject({ name: 'Li', page: 1, per_page: 20 });
    for (const name of ['', 'a', ' - ', "l'", '..']) {
      expect(issues(directorSearchQuerySchema.safeParse({ name })), name).toContain('errors:directors.name-too-short');
    }
    expect(issues(directorSearchQuerySchema.safeParse({}))).toContain('errors:directors.name-too-short');
  });

  it('turns control characters of a name into spaces', () => {
    expect(directorSearchQuerySchema.parse({ name: 'jean\u0000dupont\n' }).name).toBe('jean dupont ');
  });

  it('reads an optional birth year', () => {
    expect(directorSearchQuerySchema.parse({ name: 'dupont', birth_year: '1970' }).birth_year).toBe(1970);
    expect(issues(directorSearchQuerySchema.safeParse({ name: 'dupont', birth_year: '70.5' }))).toContain('errors:directors.invalid-birth-year');
  });

  it('reads NAF sections and divisions, and department codes, in either case', () => {
    expect(directorsBySectorParamsSchema.parse({ code: 'j' })).toEqual({ code: 'J' });
    expect(directorsBySectorParamsSchema.parse({ code: '62' })).toEqual({ code: '62' });
    expect(directorsByDepartmentParamsSchema.parse({ department: '2a' })).toEqual({ department: '2A' });
    expect(directorsByDepartmentParamsSchema.parse({ department: '974' })).toEqual({ department: '974' });
    for (const code of ['V', '6', '620', '62.01Z']) expect(directorsBySectorParamsSchema.safeParse({ code }).success, code).toBe(false);
    for (const department of ['2C', '977', '7', '750']) expect(directorsByDepartmentParamsSchema.safeParse({ department }).success, department).toBe(false);
  });
});
