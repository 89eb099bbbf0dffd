import { z } from 'zod';
import { headcountSchema, moneySchema } from './company-profile';
import { figuresUnavailableReasonSchema } from './financial-statements';

/** `GET /api/companies/{siren}/key-numbers`: the figures a profile shows at a glance. */
export const keyNumbersResponseSchema = z.object({
  data: z.object({
    /** Latest fiscal year with filed accounts. */
    fiscal_year_end: z.iso.date().nullable(),
    turnover_cents: z.number().int().nullable(),
    net_result_cents: z.number().int().nullable(),
    ebitda_cents: z.number().int().nullable(),
    /** Percent change of turnover against the previous fiscal year. */
    turnover_growth: z.number().nullable(),
    /** Why the latest figures are missing: filed confidential or hidden by the header. */
    figures_unavailable_reason: figuresUnavailableReasonSchema,
    headcount: headcountSchema.nullable(),
    /** Employees declared in the latest annual accounts. */
    employees: z.number().int().nullable(),
    establishments: z.number().int(),
    open_establishments: z.number().int(),
    /** Full years since creation; null without a creation date. */
    age_years: z.number().int().nullable(),
    share_capital: moneySchema.nullable(),
  }),
});

export type KeyNumbers = z.infer<typeof keyNumbersResponseSchema>['data'];
