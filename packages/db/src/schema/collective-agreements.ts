import { char, index, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/** Collective labour agreements ("conventions collectives") by IDCC number. */
export const collectiveAgreements = pgTable('collective_agreements', {
  /** 4-digit IDCC, e.g. '1486' */
  idcc: varchar('idcc', { length: 4 }).primaryKey(),
  title: text('title').notNull(),
});

/** Which agreements apply in a company (from the DSN-based open dataset). */
export const companyAgreements = pgTable(
  'company_agreements',
  {
    siren: char('siren', { length: 9 }).notNull(),
    idcc: varchar('idcc', { length: 4 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siren, table.idcc] }),
    index('company_agreements_idcc_idx').on(table.idcc),
  ],
);
