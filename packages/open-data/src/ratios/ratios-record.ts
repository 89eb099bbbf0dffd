import { isValidSiren } from '@registre/domain';
import { toIsoDate } from '../bodacc/calendar-date';
import { asObject, asText } from '../io/json-fields';

/** One row of `financial_statements`, as the importer stages it. Amounts in cents. */
export interface StatementRow {
  siren: string;
  fiscalYearEnd: string;
  balanceType: string | null;
  confidential: boolean;
  turnoverCents: number | null;
  netResultCents: number | null;
  ebitdaCents: number | null;
  operatingResultCents: number | null;
  grossMarginCents: number | null;
  ebitdaMargin: number | null;
  netMargin: number | null;
  debtRatio: number | null;
  equityRatio: number | null;
  liquidityRatio: number | null;
  interestCoverage: number | null;
  repaymentCapacity: number | null;
  cashFlowToTurnover: number | null;
  workingCapitalDays: number | null;
  customerCreditDays: number | null;
}

export type ParsedStatement = { row: StatementRow; reason?: undefined } | { row?: undefined; reason: string; detail?: string };

/** Source field (euros) → row field (cents). */
const AMOUNTS = [
  ['chiffre_d_affaires', 'turnoverCents'],
  ['resultat_net', 'netResultCents'],
  ['ebe', 'ebitdaCents'],
  ['ebit', 'operatingResultCents'],
  ['marge_brute', 'grossMarginCents'],
] as const;

/** Ratios computed on the balance sheet alone: public when only the income statement is confidential. */
const BALANCE_SHEET_RATIOS = [
  ['taux_d_endettement', 'debtRatio'],
  ['autonomie_financiere', 'equityRatio'],
  ['ratio_de_liquidite', 'liquidityRatio'],
] as const;

/** Ratios that use the income statement. */
const INCOME_RATIOS = [
  ['marge_ebe', 'ebitdaMargin'],
  ['couverture_des_interets', 'interestCoverage'],
  ['capacite_de_remboursement', 'repaymentCapacity'],
  ['caf_sur_ca', 'cashFlowToTurnover'],
  ['poids_bfr_exploitation_sur_ca_jours', 'workingCapitalDays'],
  ['credit_clients_jours', 'customerCreditDays'],
] as const;

/** numeric(14, 3) holds |x| < 10^11; a ratio beyond is a division by almost nothing, not a figure. */
const RATIO_LIMIT = 1e11;

const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** A number from a JSON number or a numeric string (`"1234.5"`, `"1 234,5"`); undefined when absent, NaN when not a number. */
function numberOf(value: unknown): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim().replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : Number.NaN;
}

/**
 * Confidentiality as the dataset states it: `confidentiality` is "Public" for published accounts,
 * "Confidentiel" when the company asked for its accounts not to be published (L. 232-25 Code de
 * commerce), and "Partiellement confidentiel" when only its income statement is withheld
 * (medium-sized companies). A boolean or "oui"/"true" is read as well.
 */
export function confidentialityOf(fields: Record<string, unknown>): 'public' | 'confidential' | 'partial' {
  const value = fields.confidentiality ?? fields.confidentialite ?? fields.confidentiel;
  if (value === true) return 'confidential';
  const text = asText(value)?.toLowerCase();
  if (!text || text === 'public' || text === 'false' || text === 'non' || text === '0') return 'public';
  if (text.includes('partiel')) return 'partial';
  return 'confidential';
}

/**
 * One `ratios_inpi_bce` record → a `financial_statements` row, or the reason it is rejected
 * (missing-siren, invalid-siren, missing-date, invalid-date, invalid-amount, invalid-ratio).
 * Reads the v1 shape (`{ fields: {...} }`) and the flat v2.1 / JSON-lines shape.
 * Amounts are euros in the source and cents here. What confidentiality hides is not kept:
 * a confidential statement keeps its year, balance type and flag only; a partially confidential
 * one keeps the balance-sheet ratios and drops every amount and income-statement ratio.
 * The net margin is not in the dataset: it is computed (net result / turnover, in %).
 */
export function parseRatiosRecord(record: unknown): ParsedStatement {
  const object = asObject(record);
  if (!object) return { reason: 'not-an-object' };
  const fields = asObject(object.fields) ?? object;

  const rawSiren = asText(fields.siren);
  if (!rawSiren) return { reason: 'missing-siren' };
  // A SIREN written as a JSON number has lost its leading zeros.
  const siren = typeof fields.siren === 'number' ? rawSiren.padStart(9, '0') : rawSiren.replace(/\s/g, '');
  if (!isValidSiren(siren)) return { reason: 'invalid-siren', detail: rawSiren };

  const rawDate = asText(fields.date_cloture_exercice);
  if (!rawDate) return { reason: 'missing-date', detail: siren };
  const fiscalYearEnd = toIsoDate(rawDate);
  if (!fiscalYearEnd) return { reason: 'invalid-date', detail: `${siren}: date_cloture_exercice=${rawDate}` };

  const balanceType = asText(fields.type_bilan)?.toUpperCase().slice(0, 1) ?? null;
  const confidentiality = confidentialityOf(fields);

  const row: StatementRow = {
    siren,
    fiscalYearEnd,
    balanceType,
    confidential: confidentiality !== 'public',
    turnoverCents: null,
    netResultCents: null,
    ebitdaCents: null,
    operatingResultCents: null,
    grossMarginCents: null,
    ebitdaMargin: null,
    netMargin: null,
    debtRatio: null,
    equityRatio: null,
    liquidityRatio: null,
    interestCoverage: null,
    repaymentCapacity: null,
    cashFlowToTurnover: null,
    workingCapitalDays: null,
    customerCreditDays: null,
  };

  // Every figure is validated, shown or not: a malformed record is rejected whatever its status.
  for (const [source, target] of AMOUNTS) {
    const euros = numberOf(fields[source]);
    if (euros === undefined) continue;
    const cents = Math.round(euros * 100);
    if (Number.isNaN(euros) || !Number.isSafeInteger(cents)) {
      return { reason: 'invalid-amount', detail: `${siren} ${fiscalYearEnd}: ${source}=${String(fields[source])}` };
    }
    if (confidentiality === 'public') row[target] = cents;
  }
  for (const [source, target] of [...BALANCE_SHEET_RATIOS, ...INCOME_RATIOS]) {
    const ratio = numberOf(fields[source]);
    if (ratio === undefined) continue;
    if (Number.isNaN(ratio)) return { reason: 'invalid-ratio', detail: `${siren} ${fiscalYearEnd}: ${source}=${String(fields[source])}` };
    const shown = confidentiality === 'public' || (confidentiality === 'partial' && BALANCE_SHEET_RATIOS.some(([name]) => name === source));
    if (shown && Math.abs(ratio) < RATIO_LIMIT) row[target] = ratio;
  }
  if (row.turnoverCents && row.netResultCents !== null) {
    const margin = Math.round((row.netResultCents / row.turnoverCents) * 100_000) / 1000;
    if (Math.abs(margin) < RATIO_LIMIT) row.netMargin = margin;
  }
  return { row };
}
