import { bigserial, char, date, index, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Trademarks filed at INPI, linked to the applicant's SIREN when known. */
export const trademarks = pgTable(
  'trademarks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siren: char('siren', { length: 9 }),
    /** INPI application number */
    number: text('number').notNull().unique('trademarks_number_unique'),
    name: text('name'),
    filingDate: date('filing_date'),
    /** registered, filed, expired, withdrawn… */
    status: text('status'),
    /** Nice classification classes (1–45) */
    niceClasses: smallint('nice_classes').array(),
  },
  (table) => [index('trademarks_siren_idx').on(table.siren)],
);

/** Patents published by INPI, linked to the applicant's SIREN when known. */
export const patents = pgTable(
  'patents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siren: char('siren', { length: 9 }),
    /** Publication number (FR…) */
    number: text('number').notNull().unique('patents_number_unique'),
    title: text('title'),
    filingDate: date('filing_date'),
    publicationDate: date('publication_date'),
  },
  (table) => [index('patents_siren_idx').on(table.siren)],
);
