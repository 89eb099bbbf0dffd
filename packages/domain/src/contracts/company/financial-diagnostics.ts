import { z } from 'zod';
import { balanceTypeSchema, figuresUnavailableReasonSchema } from './financial-statements';

export const financialRatiosSchema = z.object({
  /** Percent change against the previous fiscal year. */
  turnover_growth: z.number().nullable(),
  ebitda_margin: z.number().nullable(),
  net_margin: z.number().nullable(),
  debt_ratio: z.number().nullable(),
  equity_ratio: z.number().nullable(),
  liquidity_ratio: z.number().nullable(),
  interest_coverage: z.number().nullable(),
  /** Years. */
  repayment_capacity: z.number().nullable(),
  cash_flow_to_turnover: z.number().nullable(),
  working_capital_days: z.number().nullable(),
  customer_credit_days: z.number().nullable(),
});

/** `GET /api/financial-diagnostics/{siren}/stats`: ratios over the years, oldest first. */
export const financialDiagnosticsStatsResponseSchema = z.object({
  data: z.object({
    siren: z.string(),
    years: z.array(
      z.object({
        fiscal_year_end: z.iso.date(),
        duration_months: z.number().int().nullable(),
        balance_type: balanceTypeSchema.nullable(),
        ratios: financialRatiosSchema.nullable(),
        ratios_unavailable_reason: figuresUnavailableReasonSchema,
      }),
    ),
  }),
});

export type FinancialRatios = z.infer<typeof financialRatiosSchema>;
export type FinancialDiagnosticsStats = z.infer<typeof financialDiagnosticsStatsResponseSchema>['data'];
