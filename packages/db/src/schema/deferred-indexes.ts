import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Indexes dropped for a bulk first load (`deferIndexes`), with the statement that recreates
 * each. A row outlives a crash of the load: `migrate` recreates what is left here at the next boot.
 */
export const deferredIndexes = pgTable('deferred_indexes', {
  indexName: text('index_name').primaryKey(),
  tableName: text('table_name').notNull(),
  definition: text('definition').notNull(),
  deferredAt: timestamp('deferred_at', { withTimezone: true }).notNull().defaultNow(),
});
