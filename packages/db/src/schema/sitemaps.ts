import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Where each sitemap file of the register ends, for one size of file (`per_file` URLs at most),
 * so that file k is read straight from its keys without counting the files before it. Filled by
 * `public.refresh_sitemap_files(per_file)` after imports (and by the API when missing or a day old).
 * File k of a kind holds the keys after file k-1's `last_key` up to its own (the last file: to the end).
 */
export const sitemapFiles = pgTable(
  'sitemap_files',
  {
    perFile: integer('per_file').notNull(),
    /** 'companies' (key: SIREN) or 'directors' (key: person id). */
    kind: text('kind').notNull(),
    fileNumber: integer('file_number').notNull(),
    /** The greatest key of the file when it was cut (a SIREN, or a person id as text). */
    lastKey: text('last_key').notNull(),
    urlCount: integer('url_count').notNull(),
    /** The latest change of a row of the file when it was cut. */
    lastmod: timestamp('lastmod', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.perFile, table.kind, table.fileNumber] }),
    check('sitemap_files_kind_check', sql`${table.kind} in ('companies', 'directors')`),
  ],
);

/** When the files of one size were last cut (a size with no indexable row has no file but a row here). */
export const sitemapFileSets = pgTable('sitemap_file_sets', {
  perFile: integer('per_file').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
