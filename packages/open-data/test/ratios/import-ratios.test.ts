import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importRatios } from '../../src/ratios/import-ratios';
import { realSample } from '../real-sample';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/ratios/${name}`, import.meta.url));
const V1 = fixture('ratios-v1.json');
const V2 = fixture('ratios-v2.json');
const JSONL = fixture('ratios.jsonl');
const SAMPLE = realSample('ratios-inpi-bce-sample.json');

async function statement(db: IsolatedDatabase, siren: string, fiscalYearEnd: string) {
  const { rows } = await db.pool.query('SELECT * FROM financial_statements WHERE siren = $1 AND fiscal_year_end = $2', [siren, fiscalYearEnd]);
  return rows[0];
}

async function snapshot(db: IsolatedDatabase) {
  return (await db.pool.query('SELECT * FROM financial_statements ORDER BY siren, fiscal_year_end')).rows;
}

const FIGURES = [
  'turnover_cents',
  'net_result_cents',
  'ebitda_cents',
  'operating_result_cents',
  'gross_margin_cents',
  'ebitda_margin',
  'net_margin',
  'debt_ratio',
  'equity_ratio',
  'liquidity_ratio',
  'interest_coverage',
  'repayment_capacity',
  'cash_flow_to_turnover',
  'working_capital_days',
  'customer_credit_days',
];

describe('importRatios on our fixtures (v1, v2.1, JSON lines)', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports a v1 response: one statement per year, C preferred over K, confidential figures dropped', async () => {
    const report = await importRatios(db.pool, V1, {});
    expect(report.toJSON()).toMatchObject({ read: 6, inserted: 3, updated: 0, unchanged: 1, rejected: 2 });
    expect(report.rejections.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 124, reason: 'missing-siren' },
      { line: 135, reason: 'invalid-date' },
    ]);

    expect(await statement(db, '616161618', '2021-12-31')).toMatchObject({
      balance_type: 'C',
      confidential: false,
      turnover_cents: '125000000',
      net_result_cents: '6250000',
      ebitda_cents: '15000000',
      operating_result_cents: '9000000',
      gross_margin_cents: '40000000',
      ebitda_margin: '12.000',
      net_margin: '5.000',
      debt_ratio: '45.500',
      equity_ratio: '38.250',
      liquidity_ratio: '1.800',
      interest_coverage: '4.125',
      repayment_capacity: '2.500',
      cash_flow_to_turnover: '9.750',
      working_capital_days: '31.200',
      customer_credit_days: '45.000',
      source: 'inpi-bce',
    });
    expect(await statement(db, '616161618', '2020-12-31')).toMatchObject({ balance_type: 'K', turnover_cents: '910000000' });

    const confidential = await statement(db, '818181810', '2022-12-31');
    expect(confidential).toMatchObject({ balance_type: 'C', confidential: true });
    for (const column of FIGURES) expect(confidential[column], column).toBeNull();
  });

  it('imports a v2.1 response: a C statement replaces a stored K one, a bad amount is rejected', async () => {
    const report = await importRatios(db.pool, V2, {});
    expect(report.toJSON()).toMatchObject({ read: 4, inserted: 2, updated: 1, unchanged: 0, rejected: 1 });
    expect(report.rejections).toEqual([expect.objectContaining({ line: 73, reason: 'invalid-amount' })]);

    expect(await statement(db, '616161618', '2020-12-31')).toMatchObject({ balance_type: 'C', turnover_cents: '110000000', net_result_cents: '4100000' });
    expect(await statement(db, '616161618', '2022-12-31')).toMatchObject({ balance_type: 'S', net_result_cents: '7000000' });
    expect(await statement(db, '616161618', '2023-12-31')).toBeUndefined();

    // Partially confidential: the balance-sheet ratios only.
    const partial = await statement(db, '444555668', '2022-12-31');
    expect(partial).toMatchObject({ confidential: true, debt_ratio: '140.000', equity_ratio: '22.000', liquidity_ratio: '0.900' });
    for (const column of FIGURES.filter((c) => !['debt_ratio', 'equity_ratio', 'liquidity_ratio'].includes(c))) {
      expect(partial[column], column).toBeNull();
    }
  });

  it('imports JSON lines: a K statement does not replace a stored C one', async () => {
    const report = await importRatios(db.pool, JSONL, {});
    expect(report.toJSON()).toMatchObject({ read: 5, inserted: 2, updated: 0, unchanged: 1, rejected: 2 });
    expect(report.rejections.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 4, reason: 'invalid-siren' },
      { line: 5, reason: 'invalid-json' },
    ]);
    expect(await statement(db, '616161618', '2021-12-31')).toMatchObject({ balance_type: 'C', turnover_cents: '125000000' });
    expect(await statement(db, '525252524', '2022-06-30')).toMatchObject({ net_result_cents: '-400000', operating_result_cents: '-600000' });
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await snapshot(db);
    for (const path of [V1, V2, JSONL]) {
      const report = await importRatios(db.pool, path, {});
      expect(report.inserted, path).toBe(0);
      expect(report.updated, path).toBe(0);
      expect(report.unchanged, path).toBe(report.read - report.rejected);
    }
    expect(await snapshot(db)).toEqual(before);
  });

  it('keeps the same statements whatever the order the files come in', async () => {
    const other = await createIsolatedDatabase();
    try {
      for (const path of [JSONL, V2, V1]) await importRatios(other.pool, path, {});
      expect(await snapshot(other)).toEqual(await snapshot(db));
    } finally {
      await other.drop();
    }
  });
});

describe('importRatios on the real v1 sample', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('keeps one statement per year, the company accounts (C) over the consolidated ones (K)', async () => {
    const report = await importRatios(db.pool, SAMPLE, {});
    expect(report.toJSON()).toMatchObject({ read: 10, inserted: 7, updated: 0, unchanged: 3, rejected: 0 });
    const { rows } = await db.pool.query(
      `SELECT fiscal_year_end, balance_type, turnover_cents FROM financial_statements WHERE siren = '552032534' ORDER BY fiscal_year_end`,
    );
    expect(rows).toEqual([
      { fiscal_year_end: '2016-12-31', balance_type: 'K', turnover_cents: '2194400000000' },
      { fiscal_year_end: '2018-12-31', balance_type: 'K', turnover_cents: '2481200000000' },
      { fiscal_year_end: '2019-12-31', balance_type: 'C', turnover_cents: '59300000000' },
      { fiscal_year_end: '2020-12-31', balance_type: 'C', turnover_cents: '62200000000' },
      { fiscal_year_end: '2021-12-31', balance_type: 'C', turnover_cents: '63500000000' },
      { fiscal_year_end: '2022-12-31', balance_type: 'C', turnover_cents: '63500000000' },
      { fiscal_year_end: '2023-12-31', balance_type: 'C', turnover_cents: '69900000000' },
    ]);
    const again = await importRatios(db.pool, SAMPLE, {});
    expect(again.toJSON()).toMatchObject({ inserted: 0, updated: 0, unchanged: 10 });
  });
});
