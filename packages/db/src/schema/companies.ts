import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Legal units (Sirene "unités légales", completed by the RNE for capital and purpose).
 * Column meanings follow the Sirene StockUniteLegale fields named in the comments.
 */
export const companies = pgTable(
  'companies',
  {
    /** siren */
    siren: char('siren', { length: 9 }).primaryKey(),
    /** statutDiffusionUniteLegale: O diffusible, P partially (personal data hidden), N (legacy) */
    diffusionStatus: char('diffusion_status', { length: 1 }).notNull().default('O'),
    /** unitePurgeeUniteLegale */
    purged: boolean('purged').notNull().default(false),
    /** denominationUniteLegale (legal persons) */
    denomination: text('denomination'),
    /** sigleUniteLegale */
    sigle: text('sigle'),
    /** denominationUsuelle1..3UniteLegale */
    usualNames: text('usual_names').array(),
    /** nomUniteLegale (natural persons: birth name) */
    lastName: text('last_name'),
    /** nomUsageUniteLegale */
    usageName: text('usage_name'),
    /** prenom1..4UniteLegale joined by spaces (prenomUsuelUniteLegale first) */
    firstNames: text('first_names'),
    /** sexeUniteLegale: M, F or null */
    gender: text('gender'),
    /** pseudonymeUniteLegale */
    pseudonym: text('pseudonym'),
    /** identifiantAssociationUniteLegale (RNA number, W…) */
    rnaId: text('rna_id'),
    /** categorieJuridiqueUniteLegale (level III, 4 digits) */
    legalCategoryCode: varchar('legal_category_code', { length: 4 }),
    /** activitePrincipaleUniteLegale, dotted ('62.01Z') */
    nafCode: varchar('naf_code', { length: 6 }),
    /** nomenclatureActivitePrincipaleUniteLegale ('NAFRev2', 'NAFRev1', 'NAF1993', 'NAP') */
    nafNomenclature: text('naf_nomenclature'),
    /** activitePrincipaleNAF25UniteLegale ('62.01Y') */
    naf25Code: varchar('naf25_code', { length: 7 }),
    /** etatAdministratifUniteLegale: A active, C ceased */
    administrativeStatus: char('administrative_status', { length: 1 }).notNull().default('A'),
    /** dateCreationUniteLegale */
    creationDate: date('creation_date'),
    /** dateDebut of the period where etatAdministratifUniteLegale became C */
    closureDate: date('closure_date'),
    /** nicSiegeUniteLegale */
    headOfficeNic: char('head_office_nic', { length: 5 }),
    /** trancheEffectifsUniteLegale (see headcount_bands) */
    headcountBand: varchar('headcount_band', { length: 2 }),
    /** anneeEffectifsUniteLegale */
    headcountYear: integer('headcount_year'),
    /** categorieEntreprise: PME, ETI, GE */
    companyCategory: text('company_category'),
    /** anneeCategorieEntreprise */
    categoryYear: integer('category_year'),
    /** economieSocialeSolidaireUniteLegale */
    ess: boolean('ess'),
    /** societeMissionUniteLegale */
    missionCompany: boolean('mission_company'),
    /** caractereEmployeurUniteLegale */
    employer: boolean('employer'),
    /** RNE montantCapital, in cents */
    shareCapitalCents: bigint('share_capital_cents', { mode: 'number' }),
    /** RNE deviseCapital (EUR…) */
    capitalCurrency: text('capital_currency'),
    /** RNE objet */
    corporatePurpose: text('corporate_purpose'),
    /** RNE dateImmat (RCS registration) */
    rcsRegistrationDate: date('rcs_registration_date'),
    /** dateDernierTraitementUniteLegale: INSEE writes French mainland local time without zone; kept as written. */
    lastProcessedAt: timestamp('last_processed_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No secondary index: each costs the full-scale import a sort of 12.5 M rows, and no query needs one (listings
  // by activity or department read `company_search`).
  (table) => [
    check('companies_diffusion_status_check', sql`${table.diffusionStatus} in ('O', 'P', 'N')`),
    check('companies_administrative_status_check', sql`${table.administrativeStatus} in ('A', 'C')`),
  ],
);
