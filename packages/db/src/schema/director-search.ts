import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Director name search, derived from `persons` and `mandates` by `refreshDirectorSearch` (@registre/db)
 * (run after imports). One row per diffusible person: non-diffusible persons are never found by name.
 * Names are folded by `public.person_search_text` (lower case, accents removed, every run of other
 * characters one space) so "Jean-Pierre DUPONT" and "jean pierre dupont" meet.
 */
export const directorSearch = pgTable(
  'director_search',
  {
    personId: bigint('person_id', { mode: 'number' }).primaryKey(),
    /** Folded words of the birth name, usage name and first names (or a legal entity's name). */
    searchName: text('search_name').notNull(),
    /** The folded words of the shown last name and every first name, sorted: the exact-name key. */
    nameKey: text('name_key').notNull(),
    /** The folded words of the shown last name and the first first name, sorted. */
    shortKey: text('short_key').notNull(),
    /** Folded shown last name (usage name, else birth name; a legal entity's name). */
    lastName: text('last_name').notNull(),
    birthYear: smallint('birth_year'),
    currentMandates: integer('current_mandates').notNull(),
    totalMandates: integer('total_mandates').notNull(),
  },
  (table) => [
    index('director_search_name_trgm_idx').using('gin', sql`${table.searchName} gin_trgm_ops`),
    index('director_search_name_key_idx').on(table.nameKey, table.currentMandates.desc(), table.personId),
    index('director_search_short_key_idx').on(table.shortKey, table.currentMandates.desc(), table.personId),
    index('director_search_last_name_idx').on(table.lastName, table.currentMandates.desc(), table.personId),
  ],
);

/**
 * The director index pages (by NAF section or division, by department, by department × NAF
 * division), precomputed so that a listing is one keyset range scan of the primary key.
 * `scope` is `section:J`, `division:62`, `department:75` or `department-division:75:62`; a person
 * is listed once per scope where one of their companies (head office department, main activity)
 * belongs, past mandates included. Filled by `refreshDirectorSearch`.
 */
export const directorIndexEntries = pgTable(
  'director_index_entries',
  {
    scope: text('scope').notNull(),
    sortName: text('sort_name').notNull(),
    personId: bigint('person_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.sortName, table.personId] })],
);
