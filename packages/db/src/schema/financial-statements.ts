import { bigint, boolean, char, date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Annual accounts (RNE filings, INPI/BCE ratios dataset). Money in integer cents;
 * ratios in percent (12.5 = 12.5 %) unless the name says days.
 */
export const financialStatements = pgTable(
  'financial_statements',
  {
    siren: char('siren', { length: 9 }).notNull(),
    /** date_cloture_exercice */
    fiscalYearEnd: date('fiscal_year_end').notNull(),
    durationMonths: smallint('duration_months'),
    /** type_bilan: C complete, S simplified, K consolidated */
    balanceType: char('balance_type', { length: 1 }),
    /** Filed with a confidentiality request: figures are not public. */
    confidential: boolean('confidential').notNull().default(false),
    /** chiffre_d_affaires */
    turnoverCents: bigint('turnover_cents', { mode: 'number' }),
    /** resultat_net */
    netResultCents: bigint('net_result_cents', { mode: 'number' }),
    /** ebe (excédent brut d'exploitation) */
    ebitdaCents: bigint('ebitda_cents', { mode: 'number' }),
    /** ebit / résultat d'exploitation */
    operatingResultCents: bigint('operating_result_cents', { mode: 'number' }),
    /** marge_brute */
    grossMarginCents: bigint('gross_margin_cents', { mode: 'number' }),
    /** capitaux propres */
    equityCents: bigint('equity_cents', { mode: 'number' }),
    /** total du bilan */
    totalAssetsCents: bigint('total_assets_cents', { mode: 'number' }),
    /** dettes financières */
    debtCents: bigint('debt_cents', { mode: 'number' }),
    employees: integer('employees'),
    /** marge_ebe: EBITDA / turnover */
    ebitdaMargin: numeric('ebitda_margin', { precision: 14, scale: 3, mode: 'number' }),
    /** net result / turnover */
    netMargin: numeric('net_margin', { precision: 14, scale: 3, mode: 'number' }),
    /** taux_d_endettement: financial debt / equity */
    debtRatio: numeric('debt_ratio', { precision: 14, scale: 3, mode: 'number' }),
    /** autonomie_financiere: equity / total assets */
    equityRatio: numeric('equity_ratio', { precision: 14, scale: 3, mode: 'number' }),
    /** ratio_de_liquidite (a ratio, not a percentage) */
    liquidityRatio: numeric('liquidity_ratio', { precision: 14, scale: 3, mode: 'number' }),
    /** couverture_des_interets */
    interestCoverage: numeric('interest_coverage', { precision: 14, scale: 3, mode: 'number' }),
    /** capacite_de_remboursement (years) */
    repaymentCapacity: numeric('repayment_capacity', { precision: 14, scale: 3, mode: 'number' }),
    /** caf_sur_ca */
    cashFlowToTurnover: numeric('cash_flow_to_turnover', { precision: 14, scale: 3, mode: 'number' }),
    /** poids_bfr_exploitation_sur_ca_jours */
    workingCapitalDays: numeric('working_capital_days', { precision: 14, scale: 3, mode: 'number' }),
    /** credit_clients_jours */
    customerCreditDays: numeric('customer_credit_days', { precision: 14, scale: 3, mode: 'number' }),
    /** Where the figures come from ('inpi', 'bce', 'demo'…). */
    source: text('source'),
  },
  (table) => [primaryKey({ columns: [table.siren, table.fiscalYearEnd] })],
);
