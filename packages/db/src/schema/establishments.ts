import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Establishments (Sirene StockEtablissement). */
export const establishments = pgTable(
  'establishments',
  {
    /** siret = siren + nic */
    siret: char('siret', { length: 14 }).primaryKey(),
    siren: char('siren', { length: 9 })
      .notNull()
      .references(() => companies.siren, { onDelete: 'cascade' }),
    nic: char('nic', { length: 5 }).notNull(),
    /** statutDiffusionEtablissement: O or P */
    diffusionStatus: char('diffusion_status', { length: 1 }).notNull().default('O'),
    /** etablissementSiege */
    isHeadOffice: boolean('is_head_office').notNull().default(false),
    /** dateCreationEtablissement */
    creationDate: date('creation_date'),
    /** dateDebut of the period where etatAdministratifEtablissement became F */
    closureDate: date('closure_date'),
    /** etatAdministratifEtablissement: A open, F closed ("fermé") */
    administrativeStatus: char('administrative_status', { length: 1 }).notNull().default('A'),
    /** trancheEffectifsEtablissement */
    headcountBand: varchar('headcount_band', { length: 2 }),
    /** anneeEffectifsEtablissement */
    headcountYear: integer('headcount_year'),
    /** activitePrincipaleEtablissement, dotted */
    nafCode: varchar('naf_code', { length: 6 }),
    /** nomenclatureActivitePrincipaleEtablissement */
    nafNomenclature: text('naf_nomenclature'),
    /** activitePrincipaleNAF25Etablissement */
    naf25Code: varchar('naf25_code', { length: 7 }),
    /** denominationUsuelleEtablissement */
    usualName: text('usual_name'),
    /** enseigne1..3Etablissement */
    signs: text('signs').array(),
    /** complementAdresseEtablissement */
    addressComplement: text('address_complement'),
    /** numeroVoieEtablissement */
    streetNumber: text('street_number'),
    /** indiceRepetitionEtablissement (B, T, Q…) */
    streetNumberSuffix: text('street_number_suffix'),
    /** typeVoieEtablissement (RUE, AV, BD…) */
    streetType: text('street_type'),
    /** libelleVoieEtablissement */
    streetName: text('street_name'),
    /** distributionSpecialeEtablissement (BP…) */
    specialDistribution: text('special_distribution'),
    /** codePostalEtablissement */
    postcode: varchar('postcode', { length: 5 }),
    /** libelleCommuneEtablissement */
    city: text('city'),
    /** codeCommuneEtablissement (INSEE code; Paris, Lyon, Marseille use arrondissement codes) */
    communeCode: varchar('commune_code', { length: 5 }),
    /** codeCedexEtablissement */
    cedexCode: text('cedex_code'),
    /** libelleCedexEtablissement */
    cedexLabel: text('cedex_label'),
    /** libelleCommuneEtrangerEtablissement */
    foreignCity: text('foreign_city'),
    /** codePaysEtrangerEtablissement (INSEE country code, null in France) */
    countryCode: text('country_code'),
    /** libellePaysEtrangerEtablissement */
    countryLabel: text('country_label'),
    /** Derived from the commune code: '75', '2A', '971'… */
    departmentCode: varchar('department_code', { length: 3 }),
    /** caractereEmployeurEtablissement */
    employer: boolean('employer'),
    /** dateDernierTraitementEtablissement */
    lastProcessedAt: timestamp('last_processed_at', { withTimezone: true }),
  },
  (table) => [
    // A company's establishments. Secondary indexes cost the full-scale import most of its time (each one a sort
    // of 15 M rows): only those a query uses are kept. Head offices by NAF and department (similar companies) are
    // in migration 0011; listings by department or activity read `company_search`.
    index('establishments_siren_idx').on(table.siren),
    check('establishments_administrative_status_check', sql`${table.administrativeStatus} in ('A', 'F')`),
  ],
);
