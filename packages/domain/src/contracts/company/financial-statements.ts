import { z } from 'zod';
import { optionalPageQuerySchema, pageOfSchema } from '../pagination';

export const balanceTypeSchema = z.enum(['complete', 'simplified', 'consolidated']);

/** Why a statement's figures are missing: filed confidential, or hidden by the `hide-financial-data` header. */
export const figuresUnavailableReasonSchema = z.enum(['confidential', 'hidden']).nullable();

/** `GET /api/companies/{siren}/balance-sheets`: annual accounts filed, newest first. */
export const balanceSheetSchema = z.object({
  fiscal_year_end: z.iso.date(),
  duration_months: z.number().int().nullable(),
  balance_type: balanceTypeSchema.nullable(),
  confidential: z.boolean(),
  /** True when the register holds figures for this year (see the detail lists). */
  has_figures: z.boolean(),
  /** Date the filing was published in the BODACC C, when known. */
  published_at: z.iso.date().nullable(),
});

export const balanceSheetsQuerySchema = optionalPageQuerySchema({ defaultPerPage: 20, maxPerPage: 100 });

/** Whole, or page by page when `page` or `per_page` is given. */
export const balanceSheetsResponseSchema = pageOfSchema(balanceSheetSchema);

export const balanceSheetFiguresSchema = z.object({
  total_assets_cents: z.number().int().nullable(),
  equity_cents: z.number().int().nullable(),
  financial_debt_cents: z.number().int().nullable(),
  /** Percent. */
  equity_ratio: z.number().nullable(),
  /** Percent. */
  debt_ratio: z.number().nullable(),
  liquidity_ratio: z.number().nullable(),
  working_capital_days: z.number().nullable(),
  customer_credit_days: z.number().nullable(),
});

/** `GET /api/companies/{siren}/balance-sheets/detail-list` */
export const balanceSheetDetailSchema = z.object({
  fiscal_year_end: z.iso.date(),
  duration_months: z.number().int().nullable(),
  balance_type: balanceTypeSchema.nullable(),
  figures: balanceSheetFiguresSchema.nullable(),
  figures_unavailable_reason: figuresUnavailableReasonSchema,
});

export const balanceSheetDetailListResponseSchema = z.object({ data: z.array(balanceSheetDetailSchema) });

export const incomeStatementFiguresSchema = z.object({
  turnover_cents: z.number().int().nullable(),
  gross_margin_cents: z.number().int().nullable(),
  ebitda_cents: z.number().int().nullable(),
  operating_result_cents: z.number().int().nullable(),
  net_result_cents: z.number().int().nullable(),
  /** Percent. */
  ebitda_margin: z.number().nullable(),
  /** Percent. */
  net_margin: z.number().nullable(),
  /** Percent. */
  cash_flow_to_turnover: z.number().nullable(),
  employees: z.number().int().nullable(),
});

/** `GET /api/companies/{siren}/income-statements/detail-list` */
export const incomeStatementDetailSchema = z.object({
  fiscal_year_end: z.iso.date(),
  duration_months: z.number().int().nullable(),
  balance_type: balanceTypeSchema.nullable(),
  figures: incomeStatementFiguresSchema.nullable(),
  figures_unavailable_reason: figuresUnavailableReasonSchema,
});

export const incomeStatementDetailListResponseSchema = z.object({ data: z.array(incomeStatementDetailSchema) });

export type BalanceType = z.infer<typeof balanceTypeSchema>;
export type BalanceSheetsQuery = z.output<typeof balanceSheetsQuerySchema>;
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;
export type BalanceSheetDetail = z.infer<typeof balanceSheetDetailSchema>;
export type IncomeStatementDetail = z.infer<typeof incomeStatementDetailSchema>;
