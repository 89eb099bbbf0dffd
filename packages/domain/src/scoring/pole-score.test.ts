import { describe, expect, it } from 'vitest';
import { computePoleScore } from './pole-score';
import type { PoleScoreInput } from './pole-score-input';

/** The worked example of docs/scoring.md. */
const EXAMPLE: PoleScoreInput = {
  siren: '840000004',
  status: 'active',
  creationDate: '2012-05-15',
  referenceDate: '2026-11-22',
  latest: {
    fiscalYearEnd: '2025-12-31',
    turnoverCents: 115_000_000,
    netMargin: 4.2,
    ebitdaMargin: 9,
    equityRatio: 32,
    debtRatio: 80,
    liquidityRatio: 1.2,
  },
  previousTurnoverCents: 100_000_000,
  hasConfidentialStatements: false,
  openInsolvencyProceeding: false,
  trademarksInForce: 2,
  patents: 1,
  sectorQuartiles: {
    net_margin: { level: 'subclass', code: '10.71C', peer_count: 42, q1: 1, median: 3.5, q3: 6.8 },
    ebitda_margin: { level: 'division', code: '10', peer_count: 310, q1: 4, median: 7.5, q3: 11 },
    equity_ratio: { level: 'subclass', code: '10.71C', peer_count: 42, q1: 20, median: 30, q3: 45 },
    debt_ratio: { level: 'subclass', code: '10.71C', peer_count: 42, q1: 40, median: 90, q3: 150 },
  },
};

const points = (score: ReturnType<typeof computePoleScore>[keyof Omit<ReturnType<typeof computePoleScore>, 'siren' | 'fiscal_year_end'>]) =>
  score.indicators.map((item) => [item.indicator, item.absolute_points, item.sector_points, item.points]);

describe('computePoleScore — the worked example of docs/scoring.md', () => {
  const score = computePoleScore(EXAMPLE);

  it('financial performance: net margin 60|70 → 65, EBITDA margin 60|70 → 65, growth +15 % → 100: 77, B', () => {
    expect(points(score.financial_performance)).toEqual([
      ['net_margin', 60, 70, 65],
      ['ebitda_margin', 60, 70, 65],
      ['turnover_growth', 100, null, 100],
    ]);
    expect(score.financial_performance).toMatchObject({ grade: 'B', points: 77, reason: null, capped_by: null });
    expect(score.financial_performance.indicators[1]?.sector).toEqual({ level: 'division', code: '10', peer_count: 310 });
  });

  it('resilience: equity 75|70 → 73, debt 75|70 → 73, liquidity 50, age 14 years → 80: 69, B', () => {
    expect(points(score.resilience)).toEqual([
      ['equity_ratio', 75, 70, 73],
      ['debt_ratio', 75, 70, 73],
      ['liquidity_ratio', 50, null, 50],
      ['company_age', 80, null, 80],
    ]);
    expect(score.resilience).toMatchObject({ grade: 'B', points: 69 });
  });

  it('industrial property: 1 patent (20) + 2 trademarks (20): 40, D', () => {
    expect(points(score.industrial_property)).toEqual([
      ['patents', 20, null, 20],
      ['trademarks_in_force', 20, null, 20],
    ]);
    expect(score.industrial_property).toMatchObject({ grade: 'D', points: 40 });
  });

  it('overall: 0.45 × 77 + 0.45 × 69 + 0.10 × 40 = 69.7 → 70, B', () => {
    expect(score.overall).toEqual({ grade: 'B', points: 70, reason: null, capped_by: null, indicators: [] });
    expect(score.fiscal_year_end).toBe('2025-12-31');
  });
});

describe('computePoleScore — missing inputs give null grades with a reason', () => {
  it('does not grade a closed company', () => {
    const score = computePoleScore({ ...EXAMPLE, status: 'closed' });
    for (const part of [score.overall, score.financial_performance, score.resilience, score.industrial_property]) {
      expect(part).toEqual({ grade: null, points: null, reason: 'company-closed', capped_by: null, indicators: [] });
    }
  });

  it('without any statement: no financial grades, overall null, industrial property still graded', () => {
    const score = computePoleScore({ ...EXAMPLE, latest: null, previousTurnoverCents: null });
    expect(score.financial_performance).toMatchObject({ grade: null, reason: 'no-financial-statements' });
    expect(score.resilience).toMatchObject({ grade: null, reason: 'no-financial-statements' });
    expect(score.overall).toMatchObject({ grade: null, points: null, reason: 'no-financial-statements' });
    expect(score.industrial_property).toMatchObject({ grade: 'D', points: 40 });
    expect(score.fiscal_year_end).toBeNull();
  });

  it('says the accounts are confidential when that is why there are no figures', () => {
    const score = computePoleScore({ ...EXAMPLE, latest: null, hasConfidentialStatements: true });
    expect(score.financial_performance.reason).toBe('confidential-statements');
    expect(score.overall.reason).toBe('confidential-statements');
  });

  it('a partially confidential statement (balance-sheet ratios only): resilience graded, financial performance null', () => {
    const latest = { ...EXAMPLE.latest!, turnoverCents: null, netMargin: null, ebitdaMargin: null };
    const score = computePoleScore({ ...EXAMPLE, latest });
    expect(score.financial_performance).toMatchObject({ grade: null, reason: 'no-margin-figures', indicators: [] });
    expect(score.resilience.points).toBe(69);
    // overall renormalised over resilience (0.45) and industrial property (0.10): (69 × 0.45 + 40 × 0.10) / 0.55 = 63.7
    expect(score.overall).toMatchObject({ grade: 'C', points: 64 });
  });

  it('margins without balance-sheet ratios: resilience null (age alone is not enough)', () => {
    const latest = { ...EXAMPLE.latest!, equityRatio: null, debtRatio: null, liquidityRatio: null };
    const score = computePoleScore({ ...EXAMPLE, latest });
    expect(score.resilience).toMatchObject({ grade: null, reason: 'no-balance-sheet-ratios' });
    // (77 × 0.45 + 40 × 0.10) / 0.55 = 70.3
    expect(score.overall).toMatchObject({ grade: 'B', points: 70 });
  });

  it('leaves growth out when the previous turnover is unknown, and age out without a creation date', () => {
    const score = computePoleScore({ ...EXAMPLE, previousTurnoverCents: null, creationDate: null });
    expect(score.financial_performance.indicators.map((item) => item.indicator)).toEqual(['net_margin', 'ebitda_margin']);
    expect(score.financial_performance.points).toBe(65);
    expect(score.resilience.indicators.map((item) => item.indicator)).toEqual(['equity_ratio', 'debt_ratio', 'liquidity_ratio']);
    expect(score.resilience.points).toBe(65);
  });

  it('uses the fixed scales alone without sector quartiles', () => {
    const score = computePoleScore({ ...EXAMPLE, sectorQuartiles: {} });
    expect(score.financial_performance.indicators.every((item) => item.sector_points === null && item.sector === null)).toBe(true);
    expect(score.financial_performance.points).toBe(73); // (60 + 60 + 100) / 3
  });
});

describe('computePoleScore — rules', () => {
  it('caps resilience and overall at F (19 points) during an open insolvency proceeding', () => {
    const score = computePoleScore({ ...EXAMPLE, openInsolvencyProceeding: true });
    expect(score.resilience).toMatchObject({ grade: 'F', points: 19, capped_by: 'open-insolvency-proceeding' });
    expect(score.overall).toMatchObject({ grade: 'F', points: 19, capped_by: 'open-insolvency-proceeding' });
    expect(score.financial_performance).toMatchObject({ grade: 'B', capped_by: null });
  });

  it('does not mark a cap that changed nothing', () => {
    const latest = { ...EXAMPLE.latest!, equityRatio: -5, debtRatio: -300, liquidityRatio: 0.2 };
    const score = computePoleScore({ ...EXAMPLE, creationDate: '2026-01-01', sectorQuartiles: {}, latest, openInsolvencyProceeding: true });
    expect(score.resilience).toMatchObject({ points: 5, grade: 'F', capped_by: null });
  });

  it('gives no points to a negative debt ratio (negative equity), whatever the sector', () => {
    const latest = { ...EXAMPLE.latest!, debtRatio: -120 };
    const debt = computePoleScore({ ...EXAMPLE, latest }).resilience.indicators.find((item) => item.indicator === 'debt_ratio');
    expect(debt).toEqual({ indicator: 'debt_ratio', value: -120, points: 0, absolute_points: 0, sector_points: null, sector: null });
  });

  it.each([
    [0, 0, 0, 'F'], [0, 1, 10, 'F'], [0, 2, 20, 'E'], [1, 0, 20, 'E'], [3, 4, 100, 'A'], [10, 50, 100, 'A'], [2, 3, 70, 'B'],
  ])('industrial property: %i patents and %i trademarks → %i points, %s', (patents, trademarks, total, grade) => {
    const score = computePoleScore({ ...EXAMPLE, patents, trademarksInForce: trademarks });
    expect(score.industrial_property).toMatchObject({ points: total, grade, reason: null });
  });

  it('keeps every points value between 0 and 100 on extreme inputs', () => {
    const latest = { fiscalYearEnd: '2025-12-31', turnoverCents: 1, netMargin: -1e6, ebitdaMargin: 1e6, equityRatio: 1e6, debtRatio: 1e9, liquidityRatio: -3 };
    const score = computePoleScore({ ...EXAMPLE, latest, previousTurnoverCents: 1e15 });
    for (const part of [score.overall, score.financial_performance, score.resilience, score.industrial_property]) {
      expect(part.points).toBeGreaterThanOrEqual(0);
      expect(part.points).toBeLessThanOrEqual(100);
    }
  });
});
