import { beforeAll, describe, expect, it } from 'vitest';
import { similarCompaniesResponseSchema, type SimilarCompany } from '@registre/domain';
import { useScoringRegisters } from './fixtures/load-scoring-fixture';
import { SCORING } from './fixtures/scoring-fixture';

const registers = useScoringRegisters();
let bandOrder: Map<string, number>;
beforeAll(async () => {
  const { rows } = await registers.fixture.database.pool.query<{ code: string; sort_order: number }>('SELECT code, sort_order FROM headcount_bands');
  bandOrder = new Map(rows.map((row) => [row.code, row.sort_order]));
});

async function similar(siren: string, app = registers.fixture.t.app): Promise<SimilarCompany[]> {
  const response = await app.inject({ method: 'GET', url: `/api/companies/${siren}/similar-companies` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toMatch(/^public/);
  return similarCompaniesResponseSchema.parse(response.json()).data;
}

describe('GET /api/companies/:siren/similar-companies', () => {
  it('lists 10 companies of the same activity in the same department, active first, closest size first', async () => {
    const list = await similar(SCORING.example);
    expect(list).toHaveLength(10);
    const sirens = list.map((item) => item.siren);
    expect(sirens).not.toContain(SCORING.example);
    expect(sirens).not.toContain(SCORING.lyonBaker);
    expect(sirens).not.toContain(SCORING.parisDeveloper);
    expect(sirens).not.toContain(SCORING.closed);
    for (const item of list) expect(item).toMatchObject({ naf: { code: '10.71C' }, department_code: '75', status: 'active' });
    // Band 11 (the example's) first: the two peers of band 11, then bands 03 and 12, …
    const gaps = list.map((item) => Math.abs((bandOrder.get(item.headcount_band?.code ?? '') ?? 99) - bandOrder.get('11')!));
    expect(gaps.slice(0, 2)).toEqual([0, 0]);
    expect([...gaps].sort((a, b) => a - b)).toEqual(gaps);
    expect(list[0]?.headcount_band).toEqual({ code: '11', label: '10 à 19 salariés' });
  });

  it('shows a non-diffusible sole trader as [ND]', async () => {
    const list = await similar(SCORING.example);
    expect(list.find((item) => item.siren === SCORING.hiddenBaker)?.name).toBe('[ND]');
  });

  it('puts closed companies after the active ones', async () => {
    const list = await similar(SCORING.lyonBaker);
    expect(list).toEqual([]);
    const fromPeer = await similar(String(SCORING.peers[0]));
    const closedAt = fromPeer.findIndex((item) => item.status === 'closed');
    if (closedAt >= 0) expect(fromPeer.slice(closedAt).every((item) => item.status === 'closed')).toBe(true);
  });

  it('answers an empty list for a company alone in its activity and department', async () => {
    expect(await similar(SCORING.parisDeveloper)).toEqual([]);
  });

  it('answers 404 and 400 with message keys', async () => {
    expect((await registers.fixture.t.app.inject({ method: 'GET', url: '/api/companies/999999999/similar-companies' })).json()).toEqual({ message: 'errors:company.not-found' });
    expect((await registers.fixture.t.app.inject({ method: 'GET', url: '/api/companies/x/similar-companies' })).statusCode).toBe(400);
  });

  it('on the generated register, every answer shares the activity and department of the company', async () => {
    const { rows } = await registers.shared.pool.query<{ siren: string; naf_code: string | null; department_code: string | null }>(`
      SELECT c.siren, c.naf_code, e.department_code FROM companies c
        LEFT JOIN establishments e ON e.siret = c.siren || c.head_office_nic
       ORDER BY c.siren LIMIT 200`);
    let found = 0;
    for (const row of rows) {
      const list = await similar(row.siren, registers.shared.app);
      expect(list.length).toBeLessThanOrEqual(10);
      for (const item of list) {
        expect(item.siren).not.toBe(row.siren);
        expect(item.naf?.code).toBe(row.naf_code);
        expect(item.department_code).toBe(row.department_code);
      }
      const firstClosed = list.findIndex((item) => item.status === 'closed');
      if (firstClosed >= 0) expect(list.slice(firstClosed).every((item) => item.status === 'closed')).toBe(true);
      found += list.length;
    }
    expect(found).toBeGreaterThan(0);
  });
});
