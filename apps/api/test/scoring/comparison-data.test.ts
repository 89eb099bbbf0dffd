import { describe, expect, it } from 'vitest';
import { comparisonDataResponseSchema, type ComparisonData } from '@registre/domain';
import { useScoringRegisters } from './fixtures/load-scoring-fixture';
import { SCORING } from './fixtures/scoring-fixture';

const registers = useScoringRegisters();

async function comparison(siren: string, app = registers.fixture.t.app): Promise<ComparisonData> {
  const response = await app.inject({ method: 'GET', url: `/api/companies/${siren}/comparison-data` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toMatch(/^public/);
  return comparisonDataResponseSchema.parse(response.json()).data;
}

describe('GET /api/companies/:siren/comparison-data', () => {
  it("places the company's latest ratios among the quartiles of its NAF subclass", async () => {
    const data = await comparison(SCORING.example);
    expect(data).toMatchObject({
      siren: SCORING.example,
      naf: { code: '10.71C', label: 'Boulangerie et boulangerie-pâtisserie' },
      division: { code: '10', label: 'Industries alimentaires' },
      fiscal_year_end: '2025-12-31',
    });
    const byIndicator = new Map(data.indicators.map((item) => [item.indicator, item]));
    const subclass = { level: 'subclass', code: '10.71C', peer_count: 12 };
    expect(byIndicator.get('net_margin')).toEqual({ indicator: 'net_margin', unit: 'percent', value: 4.2, sector: subclass, q1: 0.75, median: 3.5, q3: 5.25, position: 'median_to_q3' });
    expect(byIndicator.get('debt_ratio')).toMatchObject({ value: 80, q1: 61.25, median: 87.5, q3: 128.75, position: 'q1_to_median' });
    expect(byIndicator.get('turnover')).toMatchObject({ unit: 'cents', value: 115_000_000, sector: subclass });
    expect(byIndicator.get('customer_credit_days')).toMatchObject({ unit: 'days', value: 20, median: 23.5 });
  });

  it('answers empty indicators without a graded statement, and the sector still named', async () => {
    for (const siren of [SCORING.noStatements, SCORING.confidentialOnly]) {
      const data = await comparison(siren);
      expect(data).toMatchObject({ naf: { code: '10.71C' }, fiscal_year_end: null, indicators: [] });
    }
  });

  it('leaves the quartiles out when neither the subclass nor the division has 10 peers', async () => {
    const { rows } = await registers.fixture.database.pool.query<{ peers: number }>(
      "SELECT max(peer_count)::int AS peers FROM sector_statistics WHERE sector_code IN ('62.01Z', '62')",
    );
    expect(rows[0]?.peers).toBe(1);
    const data = await comparison(SCORING.parisDeveloper);
    expect(data.fiscal_year_end).toBe('2025-12-31');
    expect(data.indicators.find((item) => item.indicator === 'net_margin')).toEqual({
      indicator: 'net_margin', unit: 'percent', value: 10, sector: null, q1: null, median: null, q3: null, position: null,
    });
    expect(data.indicators.every((item) => item.sector === null && item.position === null)).toBe(true);
  });

  it('keeps the quartiles but leaves out the company\'s own figures for hide-financial-data', async () => {
    const response = await registers.fixture.t.app.inject({ method: 'GET', url: `/api/companies/${SCORING.example}/comparison-data`, headers: { 'hide-financial-data': 'true' } });
    expect(response.headers.vary).toBe('hide-financial-data');
    const data = comparisonDataResponseSchema.parse(response.json()).data;
    expect(data.indicators.length).toBeGreaterThan(0);
    expect(data.indicators.every((item) => item.value === null && item.position === null)).toBe(true);
    expect(data.indicators.find((item) => item.indicator === 'net_margin')).toMatchObject({ median: 3.5 });
  });

  it('answers 404 and 400 with message keys', async () => {
    expect((await registers.fixture.t.app.inject({ method: 'GET', url: '/api/companies/999999999/comparison-data' })).statusCode).toBe(404);
    expect((await registers.fixture.t.app.inject({ method: 'GET', url: '/api/companies/12a/comparison-data' })).json()).toMatchObject({ message: 'errors:company-id.invalid' });
  });

  it('on the generated register, names a peer group of at least 10 for every quartile given, subclass first', async () => {
    const { rows } = await registers.shared.pool.query<{ siren: string }>(
      "SELECT DISTINCT siren FROM financial_statements WHERE equity_ratio IS NOT NULL ORDER BY siren LIMIT 150",
    );
    let withSector = 0;
    for (const { siren } of rows) {
      const data = await comparison(siren, registers.shared.app);
      for (const item of data.indicators) {
        if (!item.sector) {
          expect(item.q1).toBeNull();
          continue;
        }
        withSector++;
        expect(item.sector.peer_count).toBeGreaterThanOrEqual(10);
        expect(item.sector.code).toBe(item.sector.level === 'subclass' ? data.naf?.code : data.division?.code);
        expect(item.q1!).toBeLessThanOrEqual(item.median!);
        expect(item.median!).toBeLessThanOrEqual(item.q3!);
      }
    }
    expect(withSector).toBeGreaterThan(0);
  });
});
