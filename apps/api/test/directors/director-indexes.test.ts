import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorIndexResponseSchema, type DirectorSummary } from '@registre/domain';
import { createTestApp, type TestApp } from '../test-app';
import { getFrom } from './fixtures/directors-database';

let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(async () => {
  await shared?.close();
});

const get = (url: string) => getFrom(shared, url);

/** Walks a listing page by page through `next_cursor`. */
async function walk(path: string, perPage: number): Promise<DirectorSummary[]> {
  const items: DirectorSummary[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await get(`${path}${separator}per_page=${perPage}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(response.statusCode, path).toBe(200);
    const body = directorIndexResponseSchema.parse(response.json());
    expect(body.data.length).toBeLessThanOrEqual(perPage);
    items.push(...body.data);
    cursor = body.meta.next_cursor;
    if (cursor === null) return items;
    expect(body.data).toHaveLength(perPage);
  }
  throw new Error('listing did not end');
}

/** Diffusible persons holding or having held a mandate in a company matching `where` (c: companies, e: head office). */
const NAF_REV2 = 'c.naf_code IN (SELECT code FROM naf_codes WHERE level = 5)';

async function expectedIds(where: string, values: unknown[]): Promise<number[]> {
  const { rows } = await shared.pool.query<{ id: string }>(
    `SELECT DISTINCT p.id FROM persons p
       JOIN mandates m ON m.person_id = p.id
       JOIN companies c ON c.siren = m.siren
       LEFT JOIN establishments e ON e.siret = c.siren || c.head_office_nic
      WHERE p.diffusible AND ${where}`,
    values,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

async function busiest(column: string): Promise<string> {
  const { rows } = await shared.pool.query<{ value: string }>(
    `SELECT ${column} AS value FROM mandates m JOIN companies c ON c.siren = m.siren
       LEFT JOIN establishments e ON e.siret = c.siren || c.head_office_nic
      WHERE ${column} IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  return rows[0]?.value ?? '';
}

function expectKeysetWalk(items: DirectorSummary[], single: DirectorSummary[], expected: number[]): void {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort((a, b) => a - b)).toEqual(expected);
  expect(ids).toEqual(single.map((item) => item.id));
}

describe('director index listings (keyset-paginated)', () => {
  it('lists the directors of a NAF division, each once, page after page', async () => {
    const division = await busiest('left(c.naf_code, 2)');
    const expected = await expectedIds(`${NAF_REV2} AND left(c.naf_code, 2) = $1`, [division]);
    expect(expected.length).toBeGreaterThan(10);
    const items = await walk(`/api/directors/by-sector/${division}`, 7);
    expectKeysetWalk(items, await walk(`/api/directors/by-sector/${division}`, 100), expected);
    for (const item of items) expect(item.page_path).toBe(`/dirigeants/${item.id}/${item.slug}`);
  });

  it('lists the directors of a NAF section (every division under it)', async () => {
    const division = await busiest('left(c.naf_code, 2)');
    const { rows } = await shared.pool.query<{ parent_code: string }>('SELECT parent_code FROM naf_codes WHERE code = $1', [division]);
    const section = rows[0]?.parent_code ?? '';
    const expected = await expectedIds(`${NAF_REV2} AND left(c.naf_code, 2) IN (SELECT code FROM naf_codes WHERE parent_code = $1 AND level = 2)`, [section]);
    const items = await walk(`/api/directors/by-sector/${section.toLowerCase()}`, 9);
    expectKeysetWalk(items, await walk(`/api/directors/by-sector/${section}`, 100), expected);
  });

  it('lists the directors of a department, and of a department and division', async () => {
    const department = await busiest('e.department_code');
    const expected = await expectedIds('e.department_code = $1', [department]);
    expect(expected.length).toBeGreaterThan(5);
    const items = await walk(`/api/directors/by-department/${department}`, 6);
    expectKeysetWalk(items, await walk(`/api/directors/by-department/${department}`, 100), expected);

    const { rows } = await shared.pool.query<{ division: string }>(
      `SELECT left(c.naf_code, 2) AS division FROM mandates m JOIN companies c ON c.siren = m.siren
         JOIN establishments e ON e.siret = c.siren || c.head_office_nic
        WHERE e.department_code = $1 AND c.naf_code IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      [department],
    );
    const division = rows[0]?.division ?? '';
    const crossed = await walk(`/api/directors/by-department/${department}?activity_code=${division}`, 2);
    const expectedCrossed = await expectedIds(`e.department_code = $1 AND ${NAF_REV2} AND left(c.naf_code, 2) = $2`, [department, division]);
    expectKeysetWalk(crossed, await walk(`/api/directors/by-department/${department}?activity_code=${division}`, 100), expectedCrossed);
  });

  it('sorts by name and never shows a non-diffusible person', async () => {
    const department = await busiest('e.department_code');
    const items = await walk(`/api/directors/by-department/${department}`, 100);
    expect(items.every((item) => item.name !== '[ND]' && item.slug !== null)).toBe(true);
    const { rows } = await shared.pool.query<{ id: string }>('SELECT id FROM persons WHERE NOT diffusible');
    const hidden = new Set(rows.map((row) => Number(row.id)));
    expect(hidden.size).toBeGreaterThan(0);
    expect(items.some((item) => hidden.has(item.id))).toBe(false);
  });

  it('answers an empty list for a known scope without directors', async () => {
    const response = await get('/api/directors/by-department/976?activity_code=99');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], meta: { per_page: 50, next_cursor: null } });
  });

  it.each([
    ['/api/directors/by-sector/V', 400, 'errors:directors.invalid-activity-code'],
    ['/api/directors/by-sector/621', 400, 'errors:directors.invalid-activity-code'],
    ['/api/directors/by-sector/00', 404, 'errors:directors.unknown-activity-code'],
    ['/api/directors/by-department/999', 400, 'errors:directors.invalid-department'],
    ['/api/directors/by-department/96', 404, 'errors:directors.unknown-department'],
    ['/api/directors/by-department/75?activity_code=J', 400, 'errors:directors.invalid-activity-code'],
    ['/api/directors/by-department/75?activity_code=00', 400, 'errors:directors.invalid-activity-code'],
    ['/api/directors/by-sector/J?cursor=not-a-cursor', 400, 'errors:directors.invalid-cursor'],
    [`/api/directors/by-sector/J?cursor=${Buffer.from('["Robert\'); DROP", 1]').toString('base64url')}`, 400, 'errors:directors.invalid-cursor'],
    ['/api/directors/by-sector/J?per_page=101', 400, 'errors:pagination.invalid-per-page'],
  ])('%s → %i %s', async (url, status, key) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(key);
  });

  it('is publicly cacheable', async () => {
    const response = await get('/api/directors/by-sector/J?per_page=3');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.headers.etag).toBeDefined();
  });
});
