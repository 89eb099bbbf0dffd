import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every file we issued, so that anyone holding it can check it at `/verification/{code}`: what
 * was issued, about which company, when, and its SHA-256. No buyer data: the order that produced
 * it is not referenced. One code may cover two files of one order (a letter's PDF and DOCX).
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    /** `7K3M-Q9TX-2HVB`: 12 Crockford base32 characters in three groups. */
    code: text('code').notNull(),
    format: text('format').notNull(),
    /** Catalogue kind id (`kbis`, `establishments-list`…). */
    kind: text('kind').notNull(),
    /**
     * Null for a document about no company (a director report, a template). Compared bytewise:
     * `COLLATE "C"`, set by migration 0022 (Drizzle's schema cannot state a collation).
     */
    siren: text('siren'),
    /** The subject's name as printed in the document (company, or director). */
    subjectName: text('subject_name'),
    /** The document's title as printed. */
    title: text('title').notNull(),
    /** Delivered as the official source made it (true) or built from our data (false). */
    official: boolean('official').notNull().default(false),
    /** The official source it was retrieved from (`insee`, `dila`, `inpi`); null for a document we built. */
    officialSource: text('official_source'),
    /** When we retrieved it from that source; null for a document we built. */
    retrievedAt: timestamp('retrieved_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.code, table.format] }),
    check('issued_documents_code_check', sql`${table.code} ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'`),
    check('issued_documents_format_check', sql`${table.format} in ('pdf', 'docx', 'xlsx', 'csv')`),
    check('issued_documents_siren_check', sql`${table.siren} ~ '^[0-9]{9}$'`),
    check('issued_documents_sha256_check', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
    check('issued_documents_byte_size_check', sql`${table.byteSize} > 0`),
    check(
      'issued_documents_official_source_check',
      sql`${table.officialSource} in ('insee', 'dila', 'inpi') AND ${table.retrievedAt} IS NOT NULL AND ${table.official} OR ${table.officialSource} IS NULL AND ${table.retrievedAt} IS NULL`,
    ),
    index('issued_documents_siren_idx').on(table.siren),
  ],
);
