import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

/**
 * NAF rév. 2, all five levels: sections ('A'), divisions ('62'), groups ('62.0'),
 * classes ('62.01') and subclasses ('62.01Z', the APE codes).
 */
export const nafCodes = pgTable(
  'naf_codes',
  {
    code: varchar('code', { length: 6 }).primaryKey(),
    /** 1 section, 2 division, 3 group, 4 class, 5 subclass */
    level: smallint('level').notNull(),
    label: text('label').notNull(),
    parentCode: varchar('parent_code', { length: 6 }),
  },
  (table) => [
    index('naf_codes_parent_code_idx').on(table.parentCode),
    check('naf_codes_level_check', sql`${table.level} between 1 and 5`),
  ],
);

/** INSEE legal categories ("catégories juridiques"), levels I (1 digit), II (2) and III (4). */
export const legalCategories = pgTable(
  'legal_categories',
  {
    code: varchar('code', { length: 4 }).primaryKey(),
    level: smallint('level').notNull(),
    label: text('label').notNull(),
    parentCode: varchar('parent_code', { length: 4 }),
  },
  (table) => [check('legal_categories_level_check', sql`${table.level} between 1 and 3`)],
);

/** INSEE headcount bands (trancheEffectifs codes NN, 00, 01 … 53). */
export const headcountBands = pgTable('headcount_bands', {
  code: varchar('code', { length: 2 }).primaryKey(),
  label: text('label').notNull(),
  /** Smallest headcount of the band (0 for NN and 00). */
  minEmployees: integer('min_employees').notNull(),
  /** Largest headcount of the band; null for the open-ended 53 band. */
  maxEmployees: integer('max_employees'),
  /** Display order, smallest band first. */
  sortOrder: smallint('sort_order').notNull(),
});

/** RNE director roles (roleEntreprise codes). */
export const directorRoles = pgTable('director_roles', {
  code: varchar('code', { length: 4 }).primaryKey(),
  label: text('label').notNull(),
  /**
   * Rank used to pick a company's main leader among its current mandates
   * (1 = first choice); null for roles that never make someone the leader.
   */
  preference: smallint('preference'),
});
