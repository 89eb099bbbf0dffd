import { describe, expect, it } from 'vitest';
import { confidentialityOf, parseRatiosRecord } from './ratios-record';

const PUBLIC = {
  siren: '616161618',
  date_cloture_exercice: '2021-12-31',
  type_bilan: 'C',
  confidentiality: 'Public',
  chiffre_d_affaires: 1_250_000,
  resultat_net: 62_500.5,
  ebe: 150_000,
  ebit: 90_000,
  marge_brute: 400_000,
  marge_ebe: 12,
  taux_d_endettement: 45.5,
  autonomie_financiere: 38.25,
  ratio_de_liquidite: 1.8,
  couverture_des_interets: 3.2,
  capacite_de_remboursement: 2.5,
  caf_sur_ca: 8.4,
  poids_bfr_exploitation_sur_ca_jours: 35.1,
  credit_clients_jours: 42,
  ratio_de_vetuste: 50,
};

describe('parseRatiosRecord', () => {
  it('reads a flat record: amounts in cents, ratios as given, net margin computed', () => {
    expect(parseRatiosRecord(PUBLIC).row).toEqual({
      siren: '616161618',
      fiscalYearEnd: '2021-12-31',
      balanceType: 'C',
      confidential: false,
      turnoverCents: 125_000_000,
      netResultCents: 6_250_050,
      ebitdaCents: 15_000_000,
      operatingResultCents: 9_000_000,
      grossMarginCents: 40_000_000,
      ebitdaMargin: 12,
      netMargin: 5,
      debtRatio: 45.5,
      equityRatio: 38.25,
      liquidityRatio: 1.8,
      interestCoverage: 3.2,
      repaymentCapacity: 2.5,
      cashFlowToTurnover: 8.4,
      workingCapitalDays: 35.1,
      customerCreditDays: 42,
    });
  });

  it('reads a SIREN written as a number, leading zeros restored', () => {
    expect(parseRatiosRecord({ ...PUBLIC, siren: 5880596 }).row?.siren).toBe('005880596');
  });

  it('reads the v1 shape and numeric strings', () => {
    const { row } = parseRatiosRecord({ recordid: 'x', fields: { ...PUBLIC, chiffre_d_affaires: '1 250 000,5' } });
    expect(row?.turnoverCents).toBe(125_000_050);
  });

  it('keeps nothing a confidential statement hides', () => {
    const { row } = parseRatiosRecord({ ...PUBLIC, confidentiality: 'Confidentiel' });
    expect(row).toMatchObject({ siren: '616161618', fiscalYearEnd: '2021-12-31', balanceType: 'C', confidential: true });
    const figures = Object.entries(row ?? {}).filter(([key]) => !['siren', 'fiscalYearEnd', 'balanceType', 'confidential'].includes(key));
    expect(figures.every(([, value]) => value === null)).toBe(true);
  });

  it('keeps only the balance-sheet ratios of a partially confidential statement', () => {
    const { row } = parseRatiosRecord({ ...PUBLIC, confidentiality: 'Partiellement confidentiel' });
    expect(row).toMatchObject({ confidential: true, turnoverCents: null, ebitdaMargin: null, netMargin: null, debtRatio: 45.5, equityRatio: 38.25 });
  });

  it('drops a ratio too large to be a figure', () => {
    expect(parseRatiosRecord({ ...PUBLIC, caf_sur_ca: 4.2e12 }).row?.cashFlowToTurnover).toBeNull();
  });

  it('rejects a record without SIREN, with a bad date or a non-numeric amount', () => {
    expect(parseRatiosRecord({ ...PUBLIC, siren: undefined }).reason).toBe('missing-siren');
    expect(parseRatiosRecord({ ...PUBLIC, siren: '616161619' }).reason).toBe('invalid-siren');
    expect(parseRatiosRecord({ ...PUBLIC, date_cloture_exercice: '2021-13-31' }).reason).toBe('invalid-date');
    expect(parseRatiosRecord({ ...PUBLIC, date_cloture_exercice: null }).reason).toBe('missing-date');
    expect(parseRatiosRecord({ ...PUBLIC, resultat_net: '12k€' }).reason).toBe('invalid-amount');
    expect(parseRatiosRecord({ ...PUBLIC, marge_ebe: 'n/a' }).reason).toBe('invalid-ratio');
    expect(parseRatiosRecord({ ...PUBLIC, confidentiality: 'Confidentiel', resultat_net: '12k€' }).reason).toBe('invalid-amount');
  });
});

describe('confidentialityOf', () => {
  it('reads the ways confidentiality is written', () => {
    expect(confidentialityOf({ confidentiality: 'Public' })).toBe('public');
    expect(confidentialityOf({})).toBe('public');
    expect(confidentialityOf({ confidentiality: 'Confidentiel' })).toBe('confidential');
    expect(confidentialityOf({ confidentiality: true })).toBe('confidential');
    expect(confidentialityOf({ confidentiality: 'Partiellement Confidentiel' })).toBe('partial');
  });
});
