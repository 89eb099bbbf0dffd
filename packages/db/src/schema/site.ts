import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Runtime feature switches read by the API's config module. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  active: boolean('active').notNull().default(false),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cached counters shown on the site (companies, directors…), refreshed by a job. */
export const siteStatistics = pgTable('site_statistics', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
