import type { PoolClient } from 'pg';
import { PROSPECTING_LIMITS } from '@registre/domain';
import type { OrderAccess } from '../orders';
import { rowsExportedSince, runningPeriod } from './prospecting-queries';

/** Rows of prospect lists a subscription may export in its current period. */
export interface ExportRowsPlan {
  rowsPerPeriod: number;
  rowsInTrial: number;
}

export const rowsAllowed = (plan: ExportRowsPlan, status: 'trialing' | 'active') => (status === 'trialing' ? plan.rowsInTrial : plan.rowsPerPeriod);

/**
 * Billing's access narrowed by the rows a plan lets a user export per period: inside the order's transaction,
 * once billing has allowed the order (its lock on the subscription row serialises the user's orders), the rows
 * already ordered in the period plus this order's must stay within the plan; otherwise the order is refused as a
 * quota (403 `quota_exceeded`, the unit billing took given back with the rollback).
 */
export function exportRowsAccess(base: OrderAccess, plan: ExportRowsPlan, rows: number): OrderAccess {
  return {
    async consume(client: PoolClient, input) {
      const decision = await base.consume(client, input);
      if (!decision.allowed) return decision;
      const period = await runningPeriod(client, input.userId);
      const allowed = period ? rowsAllowed(plan, period.status) : 0;
      const used = period ? await rowsExportedSince(client, input.userId, period.start) : 0;
      if (used + rows <= allowed && rows <= PROSPECTING_LIMITS.rowsPerExport) return decision;
      return { allowed: false, reason: 'quota_exceeded', documentType: input.kind, isTrialPeriod: decision.isTrialPeriod, remainingQuotaAfterTrial: decision.isTrialPeriod ? plan.rowsPerPeriod : 0 };
    },
  };
}
