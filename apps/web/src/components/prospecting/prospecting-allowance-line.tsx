'use client';

import Typography from '@mui/material/Typography';
import { formatDateFr, formatNumberFr, type ProspectingAllowance } from '@registre/domain';
import { prospectingT } from '@/lib/prospecting/prospecting-i18n';

function allowanceText(allowance: ProspectingAllowance | undefined): string {
  if (!allowance?.subscribed || allowance.rows_left === null || allowance.rows_per_period === null || allowance.period_end === null) return prospectingT('form.rowsNoSubscription');
  const end = formatDateFr(allowance.period_end);
  if (allowance.rows_left === 0) return prospectingT('form.rowsLeftNone', { end });
  return prospectingT('form.rowsLeft', { left: formatNumberFr(allowance.rows_left), total: formatNumberFr(allowance.rows_per_period), end });
}

/** How many rows the plan still lets the user export this period (or that exporting takes a subscription). */
export function ProspectingAllowanceLine({ allowance }: { allowance: ProspectingAllowance | undefined }) {
  return (
    <Typography variant="body2" data-testid="prospecting-rows-left">
      {allowanceText(allowance)}
    </Typography>
  );
}
