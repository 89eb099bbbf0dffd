import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandsResponseSchema,
  commercialAdvertisementsResponseSchema,
  companyEstablishmentsResponseSchema,
  companyProfileResponseSchema,
  incomeStatementDetailListResponseSchema,
  keyNumbersResponseSchema,
  patentsResponseSchema,
  representativesResponseSchema,
} from '@registre/domain';
import { createTestApp, type TestApp } from '../test-app';
import { COMPANY_ENDPOINTS } from './company-endpoints';

/** Contract tests of every company endpoint against the run's generated register (1,500 companies, seed 7). */
let t: TestApp;
let sample: string[];

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  // Every kind of company: the first SIRENs, and those holding the most of each section.
  const { rows } = await t.pool.query<{ siren: string }>(`
    (SELECT siren FROM companies ORDER BY siren LIMIT 25)
    UNION (SELECT siren FROM establishments GROUP BY siren ORDER BY count(*) DESC, siren LIMIT 5)
    UNION (SELECT siren FROM mandates GROUP BY siren ORDER BY count(*) DESC, siren LIMIT 5)
    UNION (SELECT siren FROM financial_statements WHERE confidential GROUP BY siren ORDER BY siren LIMIT 5)
    UNION (SELECT siren FROM announcements WHERE siren IS NOT NULL GROUP BY siren ORDER BY count(*) DESC, siren LIMIT 5)
    UNION (SELECT siren FROM insolvency_proceedings ORDER BY siren LIMIT 5)
    UNION (SELECT siren FROM trademarks WHERE siren IS NOT NULL ORDER BY siren LIMIT 5)
    UNION (SELECT siren FROM patents WHERE siren IS NOT NULL ORDER BY siren LIMIT 5)
    UNION (SELECT siren FROM companies WHERE diffusion_status <> 'O' ORDER BY siren LIMIT 5)
    UNION (SELECT siren FROM companies WHERE administrative_status = 'C' ORDER BY siren LIMIT 5)`);
  sample = rows.map((row) => row.siren);
});
afterAll(() => t?.close());

describe('company endpoints on the generated register', () => {
  it('answers every endpoint for every sampled company with its contract', async () => {
    expect(sample.length).toBeGreaterThan(40);
    for (const siren of sample) {
      for (const endpoint of COMPANY_ENDPOINTS) {
        const body = await get(endpoint.url(siren));
        const parsed = endpoint.schema.safeParse(body);
        expect(parsed.success, `${endpoint.url(siren)}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('counts in the profile match what each section lists', async () => {
    for (const siren of sample) {
      const { data } = companyProfileResponseSchema.parse(await get(`/api/companies/${siren}`));
      const establishments = companyEstablishmentsResponseSchema.parse(await get(`/api/companies/${siren}/establishments`));
      const open = companyEstablishmentsResponseSchema.parse(await get(`/api/companies/${siren}/establishments?status=open`));
      const representatives = representativesResponseSchema.parse(await get(`/api/companies/${siren}/representatives`));
      const notices = commercialAdvertisementsResponseSchema.parse(await get(`/api/companies/${siren}/commercial-advertisements`));
      const brands = brandsResponseSchema.parse(await get(`/api/companies/${siren}/brands`));
      const patents = patentsResponseSchema.parse(await get(`/api/companies/${siren}/patents`));
      expect(data.counts, siren).toMatchObject({
        establishments: establishments.meta.total,
        open_establishments: open.meta.total,
        representatives: representatives.data.length,
        commercial_advertisements: notices.meta.total,
        brands: brands.meta.total,
        patents: patents.meta.total,
      });
      const leader = representatives.data.find((r) => r.is_main_leader);
      expect(data.main_leader?.person_id ?? null, siren).toBe(leader?.person.id ?? null);
      if (leader) expect(representatives.data[0]).toBe(leader);
    }
  });

  it('pages through the establishments of the company that has the most, each once', async () => {
    const { rows } = await t.pool.query<{ siren: string; total: number }>(
      'SELECT siren, count(*)::int AS total FROM establishments GROUP BY siren ORDER BY count(*) DESC, siren LIMIT 1',
    );
    const { siren, total } = rows[0] as { siren: string; total: number };
    expect(total).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let page = 1; page <= total; page++) {
      const body = companyEstablishmentsResponseSchema.parse(await get(`/api/companies/${siren}/establishments?per_page=1&page=${page}`));
      expect(body.meta).toMatchObject({ page, per_page: 1, total, last_page: total });
      seen.push(...body.data.map((e) => e.siret));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.every((siret) => siret.startsWith(siren))).toBe(true);
    const beyond = companyEstablishmentsResponseSchema.parse(await get(`/api/companies/${siren}/establishments?per_page=1&page=${total + 1}`));
    expect(beyond.data).toEqual([]);
  });

  it('shows [ND] for the personal data of every non-diffusible company of the register', async () => {
    const { rows } = await t.pool.query<{ siren: string; legal_category_code: string | null; last_name: string | null }>(
      `SELECT c.siren, c.legal_category_code, p.last_name
         FROM companies c
         LEFT JOIN mandates m ON m.siren = c.siren
         LEFT JOIN persons p ON p.id = m.person_id AND p.kind = 'natural'
        WHERE c.diffusion_status <> 'O'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const { data } = companyProfileResponseSchema.parse(await get(`/api/companies/${row.siren}`));
      expect(data.is_diffusible).toBe(false);
      if (row.legal_category_code === '1000') expect(data.name, row.siren).toBe('[ND]');
      if (data.head_office) expect(data.head_office.address).toBe('[ND]');
      const representatives = representativesResponseSchema.parse(await get(`/api/companies/${row.siren}/representatives`));
      for (const representative of representatives.data.filter((r) => r.person.kind === 'natural' && !r.person.is_diffusible)) {
        expect(representative.person).toMatchObject({ name: '[ND]', birth: null, slug: null });
      }
      if (row.last_name) expect(JSON.stringify([data, representatives])).not.toContain(row.last_name);
    }
  });

  it('drops every figure when the hide-financial-data header is set', async () => {
    const { rows } = await t.pool.query<{ siren: string }>('SELECT DISTINCT siren FROM financial_statements WHERE NOT confidential ORDER BY siren LIMIT 10');
    for (const { siren } of rows) {
      const shown = incomeStatementDetailListResponseSchema.parse(await get(`/api/companies/${siren}/income-statements/detail-list`));
      expect(shown.data.some((row) => row.figures !== null)).toBe(true);
      const hidden = incomeStatementDetailListResponseSchema.parse(await get(`/api/companies/${siren}/income-statements/detail-list`, { 'hide-financial-data': '1' }));
      expect(hidden.data.every((row) => row.figures === null && row.figures_unavailable_reason !== null)).toBe(true);
      const keyNumbers = keyNumbersResponseSchema.parse(await get(`/api/companies/${siren}/key-numbers`, { 'hide-financial-data': 'yes' }));
      expect([keyNumbers.data.turnover_cents, keyNumbers.data.net_result_cents, keyNumbers.data.ebitda_cents]).toEqual([null, null, null]);
    }
  });

  it('gives no figure of a confidential filing', async () => {
    const { rows } = await t.pool.query<{ siren: string; fiscal_year_end: string }>(
      "SELECT siren, to_char(fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end FROM financial_statements WHERE confidential ORDER BY siren LIMIT 10",
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { siren, fiscal_year_end } of rows) {
      const { data } = incomeStatementDetailListResponseSchema.parse(await get(`/api/companies/${siren}/income-statements/detail-list`));
      expect(data.find((row) => row.fiscal_year_end === fiscal_year_end)).toMatchObject({ figures: null, figures_unavailable_reason: 'confidential' });
    }
  });
});
