import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityCountsResponseSchema,
  activityDetailResponseSchema,
  companyIndexResponseSchema,
  departmentCountsResponseSchema,
  type CompanyIndexItem,
} from '@registre/domain';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function counts(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return activityCountsResponseSchema.parse(response.json()).data;
}

/** Every company of a listing, page after page through `next_cursor`. */
async function walk(query: string, perPage: number): Promise<CompanyIndexItem[]> {
  const items: CompanyIndexItem[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const url: string = `/api/indexes/companies?${query}&per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    const page = companyIndexResponseSchema.parse(response.json());
    expect(page.data.length).toBeLessThanOrEqual(perPage);
    items.push(...page.data);
    cursor = page.meta.next_cursor;
    if (cursor === null) return items;
  }
  throw new Error('listing did not end');
}

async function registerCount(where: string, values: unknown[]): Promise<number> {
  const { rows } = await t.pool.query<{ count: number }>(
    `SELECT count(*)::int AS count
       FROM companies c
       JOIN establishments e ON e.siret = c.siren || c.head_office_nic
      WHERE NOT c.purged AND c.naf_code IS NOT NULL AND ${where}`,
    values,
  );
  return rows[0]?.count ?? 0;
}

describe('GET /api/indexes/companies/activities', () => {
  it('goes from sections to divisions to subclasses, with counts that add up', async () => {
    const sections = await counts('/api/indexes/companies/activities');
    expect(sections.length).toBeGreaterThan(5);
    expect(sections.every((row) => row.level === 'section' && /^[A-U]$/.test(row.code) && row.companies > 0)).toBe(true);
    const section = sections.reduce((a, b) => (b.companies > a.companies ? b : a));
    const divisions = await counts(`/api/indexes/companies/activities?activity_code=${section.code}`);
    expect(divisions.every((row) => row.level === 'division')).toBe(true);
    expect(divisions.reduce((sum, row) => sum + row.companies, 0)).toBe(section.companies);
    const division = divisions[0]!;
    const subclasses = await counts(`/api/indexes/companies/activities?activity_code=${division.code}`);
    expect(subclasses.every((row) => row.level === 'subclass' && row.code.startsWith(`${division.code}.`))).toBe(true);
    expect(subclasses.reduce((sum, row) => sum + row.companies, 0)).toBe(division.companies);
    expect(division.companies).toBe(await registerCount('left(c.naf_code, 2) = $1', [division.code]));
    expect(await counts(`/api/indexes/companies/activities?activity_code=${subclasses[0]!.code}`)).toEqual([]);
  });

  it('counts within a department', async () => {
    const departments = departmentCountsResponseSchema.parse((await get('/api/indexes/companies/departments')).json()).data;
    const busiest = departments.reduce((a, b) => (b.companies > a.companies ? b : a));
    expect(busiest.companies).toBeGreaterThan(0);
    const sections = await counts(`/api/indexes/companies/activities?department=${busiest.code}`);
    expect(sections.reduce((sum, row) => sum + row.companies, 0)).toBe(await registerCount('e.department_code = $1', [busiest.code]));
  });

  it('lists every division at once, in the whole country or in a department', async () => {
    const sections = await counts('/api/indexes/companies/activities');
    const divisions = await counts('/api/indexes/companies/activities?level=division');
    expect(divisions.length).toBeGreaterThan(sections.length);
    expect(divisions.every((row) => row.level === 'division' && /^\d{2}$/.test(row.code) && row.companies > 0)).toBe(true);
    expect(divisions.reduce((sum, row) => sum + row.companies, 0)).toBe(sections.reduce((sum, row) => sum + row.companies, 0));
    const inParis = await counts('/api/indexes/companies/activities?level=division&department=75');
    expect(inParis.reduce((sum, row) => sum + row.companies, 0)).toBe(await registerCount(`e.department_code = '75'`, []));
    const section = sections[0]!;
    expect(await counts(`/api/indexes/companies/activities?activity_code=${section.code}&level=division`)).toEqual(
      await counts(`/api/indexes/companies/activities?activity_code=${section.code}`),
    );
  });

  it.each([
    ['activity_code=J&level=subclass', 400, 'errors:indexes.invalid-level'],
    ['level=group', 400, 'errors:indexes.invalid-level'],
    ['activity_code=Z9', 400, 'errors:indexes.invalid-activity-code'],
    ['activity_code=04', 404, 'errors:indexes.activity-not-found'],
    ['department=7', 400, 'errors:indexes.invalid-department'],
    ['department=99', 404, 'errors:indexes.department-not-found'],
  ])('refuses %s', async (query, status, key) => {
    const response = await get(`/api/indexes/companies/activities?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(key);
  });
});

describe('GET /api/indexes/activities/{code}', () => {
  const detail = async (code: string) => {
    const response = await get(`/api/indexes/activities/${code}`);
    expect(response.statusCode, code).toBe(200);
    return activityDetailResponseSchema.parse(response.json()).data;
  };

  it('names a section, a division and a subclass with the codes above them, from the nomenclature', async () => {
    const { rows } = await t.pool.query<{ code: string; label: string }>(`SELECT code, label FROM naf_codes WHERE code IN ('J', '62', '62.01Z')`);
    const label = (code: string) => rows.find((row) => row.code === code)?.label;
    const section = { code: 'J', label: label('J'), level: 'section' };
    const division = { code: '62', label: label('62'), level: 'division' };
    expect(section.label).toMatch(/information/i);
    expect(await detail('j')).toEqual({ ...section, ancestors: [] });
    expect(await detail('62')).toEqual({ ...division, ancestors: [section] });
    expect(await detail('6201Z')).toEqual({ code: '62.01Z', label: label('62.01Z'), level: 'subclass', ancestors: [section, division] });
  });

  it.each([
    ['62.0', 400, 'errors:indexes.invalid-activity-code'],
    ['V', 400, 'errors:indexes.invalid-activity-code'],
    ['04', 404, 'errors:indexes.activity-not-found'],
    ['99.99Z', 404, 'errors:indexes.activity-not-found'],
  ])('refuses %s', async (code, status, key) => {
    const response = await get(`/api/indexes/activities/${code}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(key);
  });
});

describe('GET /api/indexes/companies', () => {
  it('walks a department × division listing page by page: every company once, in order', async () => {
    const { rows } = await t.pool.query<{ department_code: string; division: string }>(
      `SELECT department_code, left(naf_code, 2) AS division FROM company_search WHERE naf_code IS NOT NULL
        GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
    );
    const { department_code: department, division } = rows[0]!;
    const items = await walk(`department=${department}&activity_code=${division}`, 3);
    expect(items.length).toBe(await registerCount('e.department_code = $1 AND left(c.naf_code, 2) = $2', [department, division]));
    const keys = items.map((item) => `${item.naf_code}|${item.siren}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(keys);
    expect(items.every((item) => item.naf_code?.startsWith(`${division}.`))).toBe(true);
  });

  it('lists a subclass across departments, and a department across activities', async () => {
    const { rows } = await t.pool.query<{ naf_code: string }>(`SELECT naf_code FROM companies WHERE naf_code IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const naf = rows[0]!.naf_code;
    const bySubclass = await walk(`activity_code=${naf.replace('.', '')}`, 50);
    expect(bySubclass.length).toBe(await registerCount('c.naf_code = $1', [naf]));
    const byDepartment = await walk('department=75', 100);
    expect(byDepartment.length).toBe(await registerCount(`e.department_code = '75'`, []));
  });

  it('answers the last page with no next cursor, and cacheable headers', async () => {
    const response = await get('/api/indexes/companies?department=75&per_page=100');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=3600/);
    expect(response.headers.etag).toBeDefined();
  });

  it.each([
    ['', 400, 'errors:indexes.filter-required'],
    ['department=75&cursor=not-a-cursor', 400, 'errors:indexes.invalid-cursor'],
    ['department=75&cursor=%3B%20drop', 400, 'errors:indexes.invalid-cursor'],
    ['activity_code=J', 400, 'errors:indexes.invalid-activity-code'],
    ['activity_code=62.0', 400, 'errors:indexes.invalid-activity-code'],
    ['activity_code=99.99Z', 404, 'errors:indexes.activity-not-found'],
    ['department=75&per_page=101', 400, 'errors:pagination.invalid-per-page'],
  ])('refuses %s', async (query, status, key) => {
    const response = await get(`/api/indexes/companies?${query}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(key);
  });
});
