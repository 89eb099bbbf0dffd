import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Primary keys, unique constraints and foreign keys dropped for a bulk first load (`deferConstraints`): COPY into a
 * table without them, then one index sort and one join to check them, is several times cheaper than checking them
 * row by row. `deferred_for` is the table whose load dropped them (the foreign keys of other tables that
 * reference it are dropped with its primary key). A row outlives a crash of the load: `migrate` restores what is
 * left here at the next boot, keys before foreign keys.
 */
export const deferredConstraints = pgTable(
  'deferred_constraints',
  {
    tableName: text('table_name').notNull(),
    constraintName: text('constraint_name').notNull(),
    /** 'key' (primary key, unique) or 'foreign-key'. */
    kind: text('kind').notNull(),
    /** `pg_get_constraintdef`, e.g. `PRIMARY KEY (siren)`. */
    definition: text('definition').notNull(),
    deferredFor: text('deferred_for').notNull(),
    deferredAt: timestamp('deferred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tableName, table.constraintName] }), check('deferred_constraints_kind_check', sql`${table.kind} in ('key', 'foreign-key')`)],
);
