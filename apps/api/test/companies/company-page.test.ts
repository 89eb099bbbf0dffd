import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_PAGE_LIST_SIZES, companyPageResponseSchema } from '@registre/domain';
import type { TestApp } from '../test-app';
import { createProfileFixtureApp } from './profile-fixture-app';
import { PROFILE } from './profile-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createProfileFixtureApp();
});
afterAll(() => t?.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.json();
}

/** Each field of the page answer and the endpoint that answers the same on its own. */
const SAME_AS: Array<[field: string, path: (siren: string) => string, pick: (body: { data: unknown; meta?: unknown }) => unknown]> = [
  ['profile', (s) => `/api/companies/${s}`, (b) => b.data],
  ['key_numbers', (s) => `/api/companies/${s}/key-numbers`, (b) => b.data],
  ['pole_score', (s) => `/api/companies/${s}/pole-score`, (b) => b.data],
  ['representatives', (s) => `/api/companies/${s}/representatives`, (b) => b.data],
  ['establishments', (s) => `/api/companies/${s}/establishments?per_page=${COMPANY_PAGE_LIST_SIZES.establishments}`, (b) => b],
  ['financial_diagnostics', (s) => `/api/financial-diagnostics/${s}/stats`, (b) => b.data],
  ['balance_sheets', (s) => `/api/companies/${s}/balance-sheets`, (b) => b],
  ['balance_sheet_details', (s) => `/api/companies/${s}/balance-sheets/detail-list`, (b) => b.data],
  ['income_statement_details', (s) => `/api/companies/${s}/income-statements/detail-list`, (b) => b.data],
  ['acts', (s) => `/api/companies/${s}/acts-and-articles-of-incorporation?per_page=${COMPANY_PAGE_LIST_SIZES.acts}`, (b) => b],
  ['documents', (s) => `/api/kbis/${s}/document-availability`, (b) => b.data],
  ['commercial_advertisements', (s) => `/api/companies/${s}/commercial-advertisements?per_page=${COMPANY_PAGE_LIST_SIZES.commercial_advertisements}`, (b) => b],
  ['insolvency_proceedings', (s) => `/api/companies/${s}/insolvency-proceedings`, (b) => b.data],
  ['brands', (s) => `/api/companies/${s}/brands?per_page=${COMPANY_PAGE_LIST_SIZES.brands}`, (b) => b],
  ['patents', (s) => `/api/companies/${s}/patents?per_page=${COMPANY_PAGE_LIST_SIZES.patents}`, (b) => b],
  ['agreements', (s) => `/api/companies/${s}/agreements`, (b) => b.data],
  ['employees', (s) => `/api/companies/${s}/employees`, (b) => b.data],
  ['similar_companies', (s) => `/api/companies/${s}/similar-companies`, (b) => b.data],
  ['comparison', (s) => `/api/companies/${s}/comparison-data`, (b) => b.data],
];

describe('GET /api/companies/:siren/page', () => {
  it.each([PROFILE.company, PROFILE.hiddenTrader, PROFILE.closed, PROFILE.bare, PROFILE.association])(
    '%s: every field equals the answer of its own endpoint',
    async (siren) => {
      const page = companyPageResponseSchema.parse(await get(`/api/companies/${siren}/page`)).data as Record<string, unknown>;
      expect(Object.keys(page).sort()).toEqual(SAME_AS.map(([field]) => field).sort());
      for (const [field, path, pick] of SAME_AS) {
        expect(page[field], field).toEqual(pick(await get(path(siren))));
      }
    },
  );

  it('fills the sections of the fixture company and leaves those of a bare one empty', async () => {
    const full = companyPageResponseSchema.parse(await get(`/api/companies/${PROFILE.company}/page`)).data;
    expect(full.profile.name).toBe('ATELIERS DU CANAL');
    expect(full.representatives.length).toBe(4);
    expect(full.establishments.meta.total).toBe(3);
    expect(full.balance_sheets.data.length).toBeGreaterThan(0);
    expect(full.brands.data.length).toBe(2);
    expect(full.documents.some((item) => item.kind === 'kbis')).toBe(true);
    const bare = companyPageResponseSchema.parse(await get(`/api/companies/${PROFILE.bare}/page`)).data;
    expect([bare.representatives, bare.balance_sheets.data, bare.acts.data, bare.insolvency_proceedings, bare.agreements, bare.brands.data, bare.patents.data]).toEqual([[], [], [], [], [], [], []]);
  });

  it('leaves figures out with the hide-financial-data header, and says it varies on it', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/companies/${PROFILE.company}/page`, headers: { 'hide-financial-data': '1' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('hide-financial-data');
    const { data } = companyPageResponseSchema.parse(response.json());
    expect(data.key_numbers.turnover_cents).toBeNull();
    expect(data.income_statement_details.every((row) => row.figures === null)).toBe(true);
    expect(data.comparison.indicators.every((indicator) => indicator.value === null)).toBe(true);
  });

  it('answers 404 for an unknown SIREN and 400 for an invalid one, with message keys', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/companies/732829320/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'errors:company.not-found' });
    const invalid = await t.app.inject({ method: 'GET', url: '/api/companies/abc/page' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^errors:/);
  });

  it('is in the OpenAPI document', async () => {
    const spec = (t.app as unknown as { swagger(): { paths: Record<string, unknown> } }).swagger();
    expect(Object.keys(spec.paths)).toContain('/api/companies/{siren}/page');
  });
});
