import { sql } from 'drizzle-orm';
import { bigserial, boolean, char, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** BODACC announcements (DILA "annonces-commerciales"). */
export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** BODACC record id (e.g. "A201801230123"), unique */
    sourceId: text('source_id').notNull().unique('announcements_source_id_unique'),
    /** Company concerned; null when the announcement names no SIREN. */
    siren: char('siren', { length: 9 }),
    /**
     * creation, modification, sale, radiation, insolvency, account_filing,
     * conciliation, other (from familleavis).
     */
    family: text('family').notNull(),
    /** familleavis_lib / typeavis_lib as published */
    typeLabel: text('type_label'),
    /** dateparution */
    publishedAt: date('published_at').notNull(),
    /** BODACC A (sales, creations, insolvency), B (modifications, radiations), C (accounts) */
    bodaccEdition: char('bodacc_edition', { length: 1 }),
    /** parution: issue number (e.g. "20230123") */
    bodaccNumber: text('bodacc_number'),
    /** numeroannonce within the issue */
    announcementNumber: integer('announcement_number'),
    /** tribunal (registry court) */
    court: text('court'),
    /** ville */
    city: text('city'),
    /** Human-readable text of the announcement */
    content: text('content'),
    /** Structured sub-documents (listepersonnes, jugement, depot, acte…) */
    details: jsonb('details'),
    /** True once a later announcement cancelled this one */
    cancelled: boolean('cancelled').notNull().default(false),
    /** source_id of the announcement this one corrects or cancels */
    correctsSourceId: text('corrects_source_id'),
  },
  (table) => [
    index('announcements_siren_published_at_idx').on(table.siren, table.publishedAt.desc()),
    index('announcements_published_at_idx').on(table.publishedAt.desc()),
    // The BODACC importer looks up "is this notice corrected by another one?" for every notice
    // it loads; corrections are a small fraction of notices, so the index is partial and small.
    index('announcements_corrects_source_id_idx')
      .on(table.correctsSourceId)
      .where(sql`${table.correctsSourceId} IS NOT NULL`),
  ],
);

/** Insolvency proceedings derived from BODACC judgments (one row per proceeding). */
export const insolvencyProceedings = pgTable(
  'insolvency_proceedings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siren: char('siren', { length: 9 }).notNull(),
    /** sauvegarde, sauvegarde_acceleree, redressement, liquidation, retablissement_professionnel… */
    kind: text('kind').notNull(),
    /** open, plan (continuation or safeguard plan adopted), closed */
    status: text('status').notNull(),
    openedAt: date('opened_at'),
    closedAt: date('closed_at'),
    court: text('court'),
    lastJudgmentLabel: text('last_judgment_label'),
    lastJudgmentDate: date('last_judgment_date'),
  },
  (table) => [index('insolvency_proceedings_siren_idx').on(table.siren)],
);
