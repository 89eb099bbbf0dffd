import { integer, numeric, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Quartiles of the key financial ratios per activity sector, precomputed after each import by
 * the SQL function `refresh_sector_statistics()` (see docs/scoring.md). A sector is a NAF rév. 2
 * subclass (`62.01Z`) or a division (`62`). Peers are the active companies of the sector, each
 * counted once with its most recent statement that holds at least one graded ratio.
 */
export const sectorStatistics = pgTable(
  'sector_statistics',
  {
    /** NAF subclass ('62.01Z') or division ('62') */
    sectorCode: varchar('sector_code', { length: 6 }).notNull(),
    /** turnover (cents), ebitda_margin, net_margin, equity_ratio, debt_ratio (%), liquidity_ratio, customer_credit_days */
    indicator: text('indicator').notNull(),
    /** Companies whose value entered the quartiles. */
    peerCount: integer('peer_count').notNull(),
    q1: numeric('q1', { mode: 'number' }).notNull(),
    median: numeric('median', { mode: 'number' }).notNull(),
    q3: numeric('q3', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sectorCode, table.indicator] })],
);
