import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/** Regions (INSEE COG), plus the overseas collectivities that have no region (975, 977…). */
export const regions = pgTable('regions', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
});

/** Departments: '01'…'95', '2A', '2B', '971'…'976', and the COM codes used in addresses. */
export const departments = pgTable('departments', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  regionCode: varchar('region_code', { length: 3 }),
});

/**
 * Communes (INSEE code). Holds current communes and the municipal arrondissements of
 * Paris, Lyon and Marseille, because Sirene addresses use arrondissement codes (75111).
 */
export const communes = pgTable(
  'communes',
  {
    code: varchar('code', { length: 5 }).primaryKey(),
    name: text('name').notNull(),
    /** 'commune' or 'arrondissement' (municipal arrondissement) */
    kind: text('kind').notNull(),
    /** For an arrondissement, its commune (75056 for 75111). */
    parentCode: varchar('parent_code', { length: 5 }),
    departmentCode: varchar('department_code', { length: 3 }).notNull(),
    regionCode: varchar('region_code', { length: 3 }),
    population: integer('population'),
  },
  (table) => [index('communes_department_code_idx').on(table.departmentCode)],
);

/** Postcodes served in each commune (many-to-many). */
export const communePostcodes = pgTable(
  'commune_postcodes',
  {
    communeCode: varchar('commune_code', { length: 5 }).notNull(),
    postcode: varchar('postcode', { length: 5 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.communeCode, table.postcode] }),
    index('commune_postcodes_postcode_idx').on(table.postcode),
  ],
);
