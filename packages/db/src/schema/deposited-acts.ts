import { bigserial, boolean, char, date, index, pgTable, text } from 'drizzle-orm/pg-core';

/** Acts and documents filed with the registry (RNE "actes"). */
export const depositedActs = pgTable(
  'deposited_acts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** RNE document id, unique when known (makes re-imports idempotent) */
    sourceId: text('source_id').unique('deposited_acts_source_id_unique'),
    siren: char('siren', { length: 9 }).notNull(),
    /** numéro de dépôt */
    filingNumber: text('filing_number'),
    filingDate: date('filing_date'),
    /** Type of act (statuts, procès-verbal d'assemblée…) */
    actType: text('act_type'),
    description: text('description'),
    confidential: boolean('confidential').notNull().default(false),
  },
  (table) => [index('deposited_acts_siren_filing_date_idx').on(table.siren, table.filingDate.desc())],
);
