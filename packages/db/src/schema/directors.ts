import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * People who hold mandates: natural persons (never a birth day, only year and month)
 * and legal entities (another company, by SIREN).
 */
export const persons = pgTable(
  'persons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'natural' or 'legal' */
    kind: text('kind').notNull(),
    lastName: text('last_name'),
    usageName: text('usage_name'),
    firstNames: text('first_names'),
    birthYear: smallint('birth_year'),
    birthMonth: smallint('birth_month'),
    nationality: text('nationality'),
    /** SIREN of a legal-entity director */
    legalSiren: char('legal_siren', { length: 9 }),
    /** Name of a legal-entity director */
    denomination: text('denomination'),
    /** False when the person's data must not be shown (non-diffusible). */
    diffusible: boolean('diffusible').notNull().default(true),
    /**
     * Deduplication key, unique: for a natural person the normalised last name, first
     * names and birth year-month (`natural:dupont|jean pierre|1970-04`); for a legal
     * entity its SIREN (`legal:123456789`). Compared bytewise: `COLLATE "C"`, set by migration 0019 (Drizzle's
     * schema cannot state a collation).
     */
    identityKey: text('identity_key').notNull().unique('persons_identity_key_unique'),
    /** URL slug (not unique: pages address a person by id and slug). */
    slug: text('slug'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('persons_legal_siren_idx').on(table.legalSiren),
    check('persons_kind_check', sql`${table.kind} in ('natural', 'legal')`),
    check('persons_birth_month_check', sql`${table.birthMonth} between 1 and 12`),
  ],
);

/** A person's role in a company (RNE "pouvoirs"). */
export const mandates = pgTable(
  'mandates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    personId: bigint('person_id', { mode: 'number' })
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    siren: char('siren', { length: 9 }).notNull(),
    /** RNE roleEntreprise (see director_roles) */
    roleCode: text('role_code'),
    /** Free-text role when the code is "other" (RNE autreRoleEntreprise) */
    roleLabel: text('role_label'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    isCurrent: boolean('is_current').notNull().default(true),
  },
  (table) => [index('mandates_siren_idx').on(table.siren), index('mandates_person_id_idx').on(table.personId)],
);
