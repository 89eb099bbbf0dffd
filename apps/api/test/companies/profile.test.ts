import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceSheetDetailListResponseSchema,
  balanceSheetsResponseSchema,
  brandsResponseSchema,
  commercialAdvertisementsResponseSchema,
  companyEstablishmentsResponseSchema,
  companyPaymentDataResponseSchema,
  companyProfileResponseSchema,
  documentAvailabilityResponseSchema,
  employeesResponseSchema,
  financialDiagnosticsStatsResponseSchema,
  incomeStatementDetailListResponseSchema,
  keyNumbersResponseSchema,
  patentsResponseSchema,
  representativesResponseSchema,
  shareCapitalResponseSchema,
  vatNumberFromSiren,
} from '@registre/domain';
import type { TestApp } from '../test-app';
import { createProfileFixtureApp } from './profile-fixture-app';
import { COMPANY_ENDPOINTS } from './company-endpoints';
import { PROFILE, SIRETS } from './profile-fixture';

let t: TestApp;

beforeAll(async () => {
  t = await createProfileFixtureApp();
});
afterAll(() => t?.close());

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

describe('GET /api/companies/:siren (profile)', () => {
  it('gives the profile header: capital, purpose, RCS, EORI, VAT, headcount, flags, main leader and counts', async () => {
    const { data } = companyProfileResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}`));
    expect(data).toMatchObject({
      siren: PROFILE.company,
      name: 'ATELIERS DU CANAL',
      sigle: 'ADC',
      legal_form_group: 'company',
      share_capital: { amount_cents: 1_000_000, currency: 'EUR' },
      corporate_purpose: 'Mécanique industrielle et usinage de précision.',
      rcs: { city: 'Paris', number: `RCS Paris ${PROFILE.company.slice(0, 3)} ${PROFILE.company.slice(3, 6)} ${PROFILE.company.slice(6)}`, registration_date: '2015-03-20' },
      eori_number: `FR${PROFILE.company}`,
      vat_number: vatNumberFromSiren(PROFILE.company),
      headcount: { band: { code: '12' }, year: 2023 },
      company_category: 'PME',
      ess: false,
      employer: true,
      main_leader: { kind: 'natural', name: 'JEAN PIERRE DUPONT', slug: 'jean-pierre-dupont', role: { code: '73' } },
      counts: { establishments: 3, open_establishments: 2, representatives: 4, balance_sheets: 3, brands: 2, patents: 1, commercial_advertisements: 4, acts: 0, agreements: 0, insolvency_proceedings: 0 },
    });
    expect(data.head_office).toMatchObject({ siret: SIRETS.headOffice, address: '12 RUE DE LA ROQUETTE', city: 'PARIS' });
  });

  it('returns only the payment data with load_payment_data_only=true', async () => {
    const body = await getJson(`/api/companies/${PROFILE.company}?load_payment_data_only=true`);
    const { data } = companyPaymentDataResponseSchema.strict().parse(body);
    expect(Object.keys(body.data).sort()).toEqual(['head_office', 'legal_form', 'name', 'siren', 'vat_number']);
    expect(data).toMatchObject({ siren: PROFILE.company, name: 'ATELIERS DU CANAL', legal_form: { code: '5710' }, vat_number: vatNumberFromSiren(PROFILE.company) });
    const full = await getJson(`/api/companies/${PROFILE.company}?load_payment_data_only=false`);
    expect(full.data.counts).toBeDefined();
  });

  it('answers 400 with a message key for a bad load_payment_data_only value', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/companies/${PROFILE.company}?load_payment_data_only=maybe` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ load_payment_data_only: ['errors:company-profile.invalid-flag'] });
  });

  it('groups an association as non-profit, without RCS registration', async () => {
    const { data } = companyProfileResponseSchema.parse(await getJson(`/api/companies/${PROFILE.association}`));
    expect(data).toMatchObject({ legal_form_group: 'non-profit', rcs: null, main_leader: null, share_capital: null });
  });

  it('hides a non-diffusible sole trader behind [ND], in the profile and in its sections', async () => {
    const { data } = companyProfileResponseSchema.parse(await getJson(`/api/companies/${PROFILE.hiddenTrader}`));
    expect(data).toMatchObject({ name: '[ND]', is_diffusible: false, legal_form_group: 'individual' });
    expect(data.head_office?.address).toBe('[ND]');
    expect(data.main_leader).toMatchObject({ name: '[ND]', slug: null, role: { code: '101' } });
    const representatives = representativesResponseSchema.parse(await getJson(`/api/companies/${PROFILE.hiddenTrader}/representatives`));
    expect(representatives.data).toHaveLength(1);
    expect(representatives.data[0]?.person).toMatchObject({ name: '[ND]', last_name: null, first_names: null, birth: null, nationality: null, slug: null, is_diffusible: false });
    const notices = commercialAdvertisementsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.hiddenTrader}/commercial-advertisements`));
    expect(notices.data.map((n) => n.content)).toEqual(['[ND]']);
    const establishments = companyEstablishmentsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.hiddenTrader}/establishments`));
    expect(establishments.data[0]).toMatchObject({ address: '[ND]', city: 'BORDEAUX' });
    expect(JSON.stringify([data, representatives, notices, establishments])).not.toMatch(/SECRET|CAMILLE/);
  });

  it('left-pads a short SIREN', async () => {
    const { data } = companyProfileResponseSchema.parse(await getJson(`/api/companies/${Number(PROFILE.bare)}`));
    expect(data.siren).toBe(PROFILE.bare);
  });
});

describe('company sections on the fixture register', () => {
  it('share-capital: current capital and each change published in the BODACC', async () => {
    const { data } = shareCapitalResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/share-capital`));
    expect(data.current).toEqual({ amount_cents: 1_000_000, currency: 'EUR' });
    expect(data.history).toEqual([
      { published_at: '2015-03-25', amount_cents: 500_000, currency: 'EUR', source_id: 'A201500101' },
      { published_at: '2019-06-01', amount_cents: 1_000_000, currency: 'EUR', source_id: 'B201900201' },
    ]);
  });

  it('balance-sheets: statements and BODACC filings merged, newest first', async () => {
    const { data } = balanceSheetsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/balance-sheets`));
    expect(data.map((s) => [s.fiscal_year_end, s.confidential, s.has_figures, s.published_at])).toEqual([
      ['2024-12-31', true, false, null],
      ['2023-12-31', false, true, '2024-07-01'],
      ['2022-12-31', false, true, null],
      ['2021-12-31', true, false, '2022-07-04'],
    ]);
  });

  it('detail lists: figures in cents, none for confidential accounts, none when hide-financial-data is set', async () => {
    const income = incomeStatementDetailListResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/income-statements/detail-list`));
    expect(income.data.map((row) => row.figures_unavailable_reason)).toEqual(['confidential', null, null]);
    expect(income.data[1]?.figures).toMatchObject({ turnover_cents: 120_000_000, net_result_cents: 6_000_000, ebitda_cents: 15_000_000, net_margin: 5 });
    const balance = balanceSheetDetailListResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/balance-sheets/detail-list`));
    expect(balance.data[1]?.figures).toMatchObject({ equity_ratio: 42, debt_ratio: 25, liquidity_ratio: 1.6 });
    const response = await t.app.inject({ method: 'GET', url: `/api/companies/${PROFILE.company}/income-statements/detail-list`, headers: { 'hide-financial-data': '1' } });
    expect(response.headers.vary).toContain('hide-financial-data');
    const hidden = incomeStatementDetailListResponseSchema.parse(response.json());
    expect(hidden.data.map((row) => [row.figures, row.figures_unavailable_reason])).toEqual([
      [null, 'confidential'],
      [null, 'hidden'],
      [null, 'hidden'],
    ]);
  });

  it('key-numbers: latest accounts, growth, headcount, establishments, age, capital', async () => {
    const { data } = keyNumbersResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/key-numbers`));
    // The latest year (2024) was filed confidential: no figures, and the reason says so.
    expect(data).toMatchObject({
      fiscal_year_end: '2024-12-31',
      turnover_cents: null,
      figures_unavailable_reason: 'confidential',
      headcount: { band: { code: '12' }, year: 2023 },
      establishments: 3,
      open_establishments: 2,
      share_capital: { amount_cents: 1_000_000, currency: 'EUR' },
    });
    expect(data.age_years).toBeGreaterThanOrEqual(10);
    const hidden = keyNumbersResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/key-numbers`, { 'hide-financial-data': 'true' }));
    expect(hidden.data.turnover_cents).toBeNull();
  });

  it('financial-diagnostics stats: ratios per year oldest first, with the turnover growth', async () => {
    const { data } = financialDiagnosticsStatsResponseSchema.parse(await getJson(`/api/financial-diagnostics/${PROFILE.company}/stats`));
    expect(data.years.map((y) => y.fiscal_year_end)).toEqual(['2022-12-31', '2023-12-31', '2024-12-31']);
    expect(data.years[0]?.ratios).toMatchObject({ turnover_growth: null, ebitda_margin: 12, debt_ratio: 30 });
    expect(data.years[1]?.ratios).toMatchObject({ turnover_growth: 20, ebitda_margin: 12.5, equity_ratio: 42 });
    expect(data.years[2]).toMatchObject({ ratios: null, ratios_unavailable_reason: 'confidential' });
    const hidden = financialDiagnosticsStatsResponseSchema.parse(await getJson(`/api/financial-diagnostics/${PROFILE.company}/stats`, { 'hide-financial-data': '1' }));
    expect(hidden.data.years.every((y) => y.ratios === null)).toBe(true);
  });

  it('establishments: head office first, paginated, filtered by status', async () => {
    const all = companyEstablishmentsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/establishments`));
    expect(all.data.map((e) => e.siret)).toEqual([SIRETS.headOffice, SIRETS.lyon, SIRETS.closedShop]);
    expect(all.data[1]).toMatchObject({ name: 'ADC LYON', signs: ['ADC LYON'], status: 'open', headcount: { band: { code: '12' }, year: 2023 } });
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 3, total_is_exact: true, last_page: 1 });
    const page2 = companyEstablishmentsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/establishments?per_page=2&page=2`));
    expect(page2.data.map((e) => e.siret)).toEqual([SIRETS.closedShop]);
    expect(page2.meta).toMatchObject({ page: 2, per_page: 2, total: 3, last_page: 2 });
    const closed = companyEstablishmentsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/establishments?status=closed`));
    expect(closed.data).toMatchObject([{ siret: SIRETS.closedShop, status: 'closed', closure_date: '2020-06-30' }]);
    const open = companyEstablishmentsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/establishments?status=open`));
    expect(open.meta.total).toBe(2);
    const bad = await t.app.inject({ method: 'GET', url: `/api/companies/${PROFILE.company}/establishments?status=sleeping` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ status: ['errors:company-profile.invalid-establishment-status'] });
  });

  it('representatives: current mandates with the main leader first, then past ones; legal entities with their SIREN', async () => {
    const { data } = representativesResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/representatives`));
    expect(data.map((r) => [r.role?.code, r.is_current, r.is_main_leader])).toEqual([
      ['73', true, true],
      ['53', true, false],
      ['71', true, false],
      ['30', false, false],
    ]);
    expect(data[0]).toMatchObject({
      start_date: '2015-03-12',
      person: { kind: 'natural', name: 'JEAN PIERRE DUPONT', last_name: 'DUPONT', first_names: 'JEAN PIERRE', birth: { year: 1970, month: 4 }, nationality: 'Française', siren: null },
    });
    expect(data[2]?.person).toMatchObject({ kind: 'legal', name: 'AUDIT CONSEIL', siren: PROFILE.auditor, birth: null });
    expect(JSON.stringify(data)).not.toContain('1970-04-15');
  });

  it('brands and patents: paginated, newest filing first', async () => {
    const brands = brandsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/brands?per_page=1`));
    expect(brands.data).toEqual([expect.objectContaining({ number: 'FR4000002', name: 'USINOR', nice_classes: [7] })]);
    expect(brands.meta).toMatchObject({ total: 2, last_page: 2 });
    const patents = patentsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/patents`));
    expect(patents.data).toEqual([expect.objectContaining({ number: 'FR4000003A1', title: 'DISPOSITIF DE FRAISAGE', publication_date: '2021-07-16' })]);
  });

  it('commercial-advertisements: newest first, filtered by family', async () => {
    const all = commercialAdvertisementsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/commercial-advertisements`));
    expect(all.data.map((n) => n.source_id)).toEqual(['C202400301', 'C202200401', 'B201900201', 'A201500101']);
    const filings = commercialAdvertisementsResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/commercial-advertisements?family=account_filing`));
    expect(filings.meta.total).toBe(2);
    const bad = await t.app.inject({ method: 'GET', url: `/api/companies/${PROFILE.company}/commercial-advertisements?family=gossip` });
    expect(bad.statusCode).toBe(400);
  });

  it('employees: Sirene band and the open establishments with employees, largest first', async () => {
    const { data } = employeesResponseSchema.parse(await getJson(`/api/companies/${PROFILE.company}/employees`));
    expect(data.current).toMatchObject({ band: { code: '12' }, year: 2023 });
    expect(data.history[0]).toMatchObject({ year: 2023, source: 'sirene', band: { code: '12' } });
    expect(data.establishments.map((e) => [e.siret, e.band.code])).toEqual([
      [SIRETS.lyon, '12'],
      [SIRETS.headOffice, '11'],
    ]);
    expect(data.establishments_total).toBe(2);
  });

  it('answers an empty list, not an error, for every empty section of a bare company', async () => {
    for (const path of ['acts', 'articles-of-incorporation', 'acts-and-articles-of-incorporation', 'insolvency-proceedings', 'representatives', 'agreements', 'stock-markets', 'balance-sheets', 'balance-sheets/detail-list', 'income-statements/detail-list']) {
      const body = await getJson(`/api/companies/${PROFILE.bare}/${path}`);
      expect(body.data, path).toEqual([]);
    }
    for (const path of ['brands', 'patents', 'commercial-advertisements']) {
      const body = await getJson(`/api/companies/${PROFILE.bare}/${path}`);
      expect(body, path).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0, total_is_exact: true, last_page: 1 } });
    }
    const capital = shareCapitalResponseSchema.parse(await getJson(`/api/companies/${PROFILE.bare}/share-capital`));
    expect(capital.data).toEqual({ current: null, history: [] });
  });
});

describe('GET /api/documents/:siren/document-availability (also /api/kbis/…)', () => {
  const availability = async (siren: string) =>
    new Map(documentAvailabilityResponseSchema.parse(await getJson(`/api/kbis/${siren}/document-availability`)).data.map((d) => [d.kind, d]));

  it('lists every company document kind with its availability and reason', async () => {
    const documents = await availability(PROFILE.company);
    expect(documents.get('kbis')).toMatchObject({ available: true, reason: null, official: false, provider: null });
    expect(documents.get('balance-sheets')).toMatchObject({ available: true });
    expect(documents.get('brands-list')).toMatchObject({ available: true });
    expect(documents.get('acts')).toMatchObject({ available: false, reason: 'no-acts-filed' });
    expect(documents.get('collective-agreements')).toMatchObject({ available: false, reason: 'no-collective-agreements' });
    expect(documents.get('bank-of-france-quotations')).toMatchObject({ available: false, reason: 'provider-not-configured' });
    expect(documents.has('director-report')).toBe(false);
  });

  it('explains why not: non-profit, individual and non-diffusible, closed, no accounts', async () => {
    expect((await availability(PROFILE.association)).get('kbis')?.reason).toBe('non-profit-organisation');
    const hidden = await availability(PROFILE.hiddenTrader);
    expect(hidden.get('kbis')?.reason).toBe('individual-company');
    expect(hidden.get('rne-extracts')?.reason).toBe('non-diffusible');
    expect((await availability(PROFILE.closed)).get('kbis')?.reason).toBe('company-closed');
    expect((await availability(PROFILE.bare)).get('balance-sheets')?.reason).toBe('no-accounts-filed');
  });

  it('answers the same under /api/documents and the historical /api/kbis path', async () => {
    for (const siren of [PROFILE.company, PROFILE.hiddenTrader]) {
      expect(await getJson(`/api/documents/${siren}/document-availability`)).toEqual(await getJson(`/api/kbis/${siren}/document-availability`));
    }
  });
});

describe('errors and caching', () => {
  it.each(COMPANY_ENDPOINTS.map((endpoint) => [endpoint.url('SIREN'), endpoint] as const))('%s: 404 unknown SIREN, 400 invalid SIREN, cacheable 200', async (_, endpoint) => {
    const unknown = await t.app.inject({ method: 'GET', url: endpoint.url('732829320') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'errors:company.not-found' });
    const invalid = await t.app.inject({ method: 'GET', url: endpoint.url('12345678901') });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('errors:company-id.invalid');
    const ok = await t.app.inject({ method: 'GET', url: endpoint.url(PROFILE.company) });
    expect(ok.statusCode).toBe(200);
    endpoint.schema.parse(ok.json());
    expect(ok.headers['cache-control']).toMatch(/^public, max-age=3600/);
    if (endpoint.financial) expect(ok.headers.vary).toContain('hide-financial-data');
    const etag = ok.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url: endpoint.url(PROFILE.company), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
