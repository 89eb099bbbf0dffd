import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per reference table group loaded by `loadNomenclatures`, with a fingerprint
 * of the data loaded: an unchanged fingerprint lets a restart skip the reload.
 */
export const referenceDataLoads = pgTable('reference_data_loads', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
