import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Establishments (Sirene StockEtablissement). */
export const establishments = pgTable(
  'establishments',
  {
    /** siret = siren + nic (the key is (siren, nic): see below) */
    siret: char('siret', { length: 14 }).notNull(),
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
    /** dateDernierTraitementEtablissement: French mainland local time without zone, kept as written. */
    lastProcessedAt: timestamp('last_processed_at'),
  },
  (table) => [
    // The key is the SIRET as its two parts: one index serves a SIRET (siren = … AND nic = …), a company's
    // establishments (siren = …) and the foreign key's validation after a first load (a merge of this index with
    // companies' key, ~3 × faster than the hash join a SIRET key leaves it). No secondary index: each costs the
    // full-scale import a sort of 15 M rows; listings by department or activity read `company_search`.
    primaryKey({ name: 'establishments_pkey', columns: [table.siren, table.nic] }),
    check('establishments_administrative_status_check', sql`${table.administrativeStatus} in ('A', 'F')`),
  ],
);
