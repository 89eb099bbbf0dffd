import { inTransaction } from '@registre/db';
import { RNE_CAPITAL_EVENTS, mandateEventsCte } from '../company-events';
import type { PoolClient } from 'pg';
import { copyInto } from '../import/copy-into';
import { COMPANY_STAGE_COLUMNS, MANDATE_STAGE_COLUMNS, PERSON_STAGE_COLUMNS, type RneBatch } from './rne-batch';

/**
 * Session-local staging tables (one import runs on one connection), emptied for each batch.
 * They carry no index: they hold one batch and are joined to each other by hash.
 */
export const CREATE_RNE_STAGING = `
CREATE TEMP TABLE IF NOT EXISTS rne_company_stage (
  siren char(9) NOT NULL, denomination text, last_name text, usage_name text, first_names text,
  legal_category_code varchar(4), naf_code varchar(6), creation_date date, diffusion_status char(1) NOT NULL,
  administrative_status char(1) NOT NULL, closure_date date, share_capital_cents bigint, capital_currency text,
  corporate_purpose text, rcs_registration_date date, mandates_changed_on date);
CREATE TEMP TABLE IF NOT EXISTS rne_person_stage (
  identity_key text NOT NULL, kind text NOT NULL, last_name text, usage_name text, first_names text,
  birth_year smallint, birth_month smallint, nationality text, legal_siren char(9), denomination text,
  diffusible boolean NOT NULL, slug text);
CREATE TEMP TABLE IF NOT EXISTS rne_mandate_stage (
  siren char(9) NOT NULL, identity_key text NOT NULL, role_code text, role_label text, start_date date,
  end_date date, is_current boolean NOT NULL);
CREATE TEMP TABLE IF NOT EXISTS rne_mandate_resolved (
  person_id bigint NOT NULL, siren char(9) NOT NULL, role_code text, role_label text, start_date date,
  end_date date, is_current boolean NOT NULL);
CREATE TEMP TABLE IF NOT EXISTS rne_mandate_existing (
  id bigint NOT NULL, person_id bigint NOT NULL, siren char(9) NOT NULL, role_code text, role_label text,
  start_date date, end_date date, is_current boolean NOT NULL);
CREATE TEMP TABLE IF NOT EXISTS rne_changed (siren char(9) NOT NULL, inserted boolean NOT NULL);`;

/*
 * Scaling note: every statement below reaches the large tables (companies, persons, mandates) only
 * through their indexes, one probe per staged row: LATERAL subqueries with LIMIT / OFFSET 0 cannot
 * be flattened into a hash join that would scan the whole table, so a batch costs the same on an
 * empty register and on a full one, statistics or not. Comparisons then run between the small
 * TEMP tables.
 */

/**
 * How an RNE value meets a value already in `companies` (see README, "companies"):
 * - `rne`: the RNE owns the field; a newer record's value wins, an absent one keeps the old value;
 * - `fill`: Sirene owns the field; the RNE only fills it when it is empty (RNE before Sirene);
 * - `fill-personal`: like `fill`, and only on a diffusible row (never add names Sirene hides);
 * - `insert`: written when the RNE creates the row, never changed afterwards.
 */
type Rule = 'rne' | 'fill' | 'fill-personal' | 'insert';

const COMPANY_COLUMNS: ReadonlyArray<[column: string, source: string, rule: Rule]> = [
  ['diffusion_status', 's.diffusion_status', 'insert'],
  ['administrative_status', 's.administrative_status', 'insert'],
  ['closure_date', 's.closure_date', 'insert'],
  ['denomination', 's.denomination', 'fill'],
  ['legal_category_code', 's.legal_category_code', 'fill'],
  ['naf_code', 'n.code', 'fill'],
  ['naf_nomenclature', `CASE WHEN n.code IS NOT NULL THEN 'NAFRev2' END`, 'fill'],
  ['creation_date', 's.creation_date', 'fill'],
  ['last_name', 's.last_name', 'fill-personal'],
  ['usage_name', 's.usage_name', 'fill-personal'],
  ['first_names', 's.first_names', 'fill-personal'],
  ['share_capital_cents', 's.share_capital_cents', 'rne'],
  ['capital_currency', 's.capital_currency', 'rne'],
  ['corporate_purpose', 's.corporate_purpose', 'rne'],
  ['rcs_registration_date', 's.rcs_registration_date', 'rne'],
];

/** The value a column gets when `incoming` (an RNE value) meets `existing` (the stored row). */
function mergedValue(column: string, rule: Rule, existing: string, incoming: string): string {
  switch (rule) {
    case 'rne':
      return `coalesce(${incoming}, ${existing}.${column})`;
    case 'fill':
      return `coalesce(${existing}.${column}, ${incoming})`;
    case 'fill-personal':
      return `CASE WHEN ${existing}.diffusion_status = 'O' THEN coalesce(${existing}.${column}, ${incoming}) ELSE ${existing}.${column} END`;
    case 'insert':
      return `${existing}.${column}`;
  }
}

const updatable = COMPANY_COLUMNS.filter(([, , rule]) => rule !== 'insert');

/** True when merging the incoming values into the row `existing` would change it (or there is no such row). */
function companyChanges(existing: string, incoming: (column: string, source: string) => string): string {
  return `(${updatable.map(([column]) => `${existing}.${column}`).join(', ')})
    IS DISTINCT FROM (${updatable.map(([column, source, rule]) => mergedValue(column, rule, existing, incoming(column, source))).join(', ')})`;
}

/**
 * Rows that would not change are filtered out before the INSERT (a re-import then writes and locks
 * nothing); the ON CONFLICT clause repeats the test for rows written meanwhile by someone else.
 */
export const UPSERT_COMPANIES = `
WITH upserted AS (
  INSERT INTO companies AS c (siren, ${COMPANY_COLUMNS.map(([column]) => column).join(', ')})
  SELECT s.siren, ${COMPANY_COLUMNS.map(([, source]) => source).join(', ')}
  FROM rne_company_stage s
  LEFT JOIN naf_codes n ON n.code = s.naf_code AND n.level = 5
  LEFT JOIN LATERAL (SELECT * FROM companies WHERE siren = s.siren LIMIT 1) old ON true
  WHERE old.siren IS NULL OR ${companyChanges('old', (_, source) => source)}
  ON CONFLICT (siren) DO UPDATE SET
    ${updatable.map(([column, , rule]) => `${column} = ${mergedValue(column, rule, 'c', `excluded.${column}`)}`).join(',\n    ')},
    updated_at = now()
  WHERE ${companyChanges('c', (column) => `excluded.${column}`)}
  RETURNING c.siren, (xmax = 0) AS inserted)
INSERT INTO rne_changed (siren, inserted) SELECT siren, inserted FROM upserted`;

/** Persons are shared by companies: known values stay (first writer wins), gaps are filled, non-diffusible is sticky. */
const PERSON_COLUMNS = ['last_name', 'usage_name', 'first_names', 'birth_year', 'birth_month', 'nationality', 'legal_siren', 'denomination', 'diffusible', 'slug'];

function personMerged(column: string, existing: string, incoming: string): string {
  return column === 'diffusible' ? `${existing}.diffusible AND ${incoming}.diffusible` : `coalesce(${existing}.${column}, ${incoming}.${column})`;
}

function personChanges(existing: string, incoming: string): string {
  return `(${PERSON_COLUMNS.map((column) => `${existing}.${column}`).join(', ')})
    IS DISTINCT FROM (${PERSON_COLUMNS.map((column) => personMerged(column, existing, incoming)).join(', ')})`;
}

export const UPSERT_PERSONS = `
WITH upserted AS (
  INSERT INTO persons AS p (identity_key, kind, ${PERSON_COLUMNS.join(', ')})
  SELECT s.identity_key, s.kind, ${PERSON_COLUMNS.map((column) => `s.${column}`).join(', ')}
  FROM rne_person_stage s
  LEFT JOIN LATERAL (SELECT * FROM persons WHERE identity_key = s.identity_key LIMIT 1) old ON true
  WHERE old.id IS NULL OR ${personChanges('old', 's')}
  ON CONFLICT (identity_key) DO UPDATE SET
    ${PERSON_COLUMNS.map((column) => `${column} = ${personMerged(column, 'p', 'excluded')}`).join(', ')}, updated_at = now()
  WHERE ${personChanges('p', 'excluded')}
  RETURNING (xmax = 0) AS inserted)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM upserted`;

/** Person ids and role labels: the record's free-text role, else the director_roles label, else none (the code is kept). */
const RESOLVE_MANDATES = `
INSERT INTO rne_mandate_resolved (person_id, siren, role_code, role_label, start_date, end_date, is_current)
SELECT p.id, s.siren, s.role_code, coalesce(s.role_label, r.label), s.start_date, s.end_date, s.is_current
FROM rne_mandate_stage s
JOIN LATERAL (SELECT id FROM persons WHERE identity_key = s.identity_key LIMIT 1) p ON true
LEFT JOIN director_roles r ON r.code = s.role_code`;

/** The stored mandates of the batch's companies, current or not. */
const LOAD_EXISTING_MANDATES = `
INSERT INTO rne_mandate_existing (id, person_id, siren, role_code, role_label, start_date, end_date, is_current)
SELECT m.id, m.person_id, m.siren, m.role_code, m.role_label, m.start_date, m.end_date, m.is_current
FROM rne_company_stage c
CROSS JOIN LATERAL (SELECT * FROM mandates WHERE siren = c.siren OFFSET 0) m`;

/** The natural key of a mandate: person, company, role, start date (a null equals a null). */
const SAME_MANDATE = (a: string, b: string) =>
  `${a}.siren = ${b}.siren AND ${a}.person_id = ${b}.person_id AND ${a}.role_code IS NOT DISTINCT FROM ${b}.role_code AND ${a}.start_date IS NOT DISTINCT FROM ${b}.start_date`;

/**
 * A newer record replaces the company's set of current mandates: a current mandate it no longer
 * lists ends, on the record's latest directors-change date when that is not before the mandate began.
 */
const END_VANISHED_MANDATES = `
WITH ended AS (
  UPDATE mandates m SET is_current = false,
    end_date = coalesce(e.end_date, CASE WHEN e.start_date IS NULL OR c.mandates_changed_on >= e.start_date THEN c.mandates_changed_on END)
  FROM rne_mandate_existing e JOIN rne_company_stage c ON c.siren = e.siren
  WHERE m.id = e.id AND e.is_current
    AND NOT EXISTS (SELECT 1 FROM rne_mandate_resolved r WHERE ${SAME_MANDATE('r', 'e')})
  RETURNING m.siren, m.person_id, m.role_label, m.end_date)${mandateEventsCte('ended', 'director_left', 'end_date')}
INSERT INTO rne_changed (siren, inserted) SELECT siren, false FROM ended`;

/** A listed mandate's state: current (no end date), or ended on the date the record gives, else the one already known. */
const LISTED_END_DATE = 'CASE WHEN r.is_current THEN NULL ELSE coalesce(r.end_date, e.end_date) END';

const UPDATE_LISTED_MANDATES = `
WITH changed AS (
  UPDATE mandates m SET role_label = r.role_label, is_current = r.is_current, end_date = ${LISTED_END_DATE}
  FROM rne_mandate_existing e JOIN rne_mandate_resolved r ON ${SAME_MANDATE('r', 'e')}
  WHERE m.id = e.id
    AND (e.role_label, e.is_current, e.end_date) IS DISTINCT FROM (r.role_label, r.is_current, ${LISTED_END_DATE})
  RETURNING m.siren)
INSERT INTO rne_changed (siren, inserted) SELECT siren, false FROM changed`;

const INSERT_NEW_MANDATES = `
WITH added AS (
  INSERT INTO mandates (person_id, siren, role_code, role_label, start_date, end_date, is_current)
  SELECT r.person_id, r.siren, r.role_code, r.role_label, r.start_date, r.end_date, r.is_current
  FROM rne_mandate_resolved r
  WHERE NOT EXISTS (SELECT 1 FROM rne_mandate_existing e WHERE ${SAME_MANDATE('e', 'r')})
  RETURNING siren, person_id, role_label, start_date, is_current)${mandateEventsCte('(SELECT * FROM added WHERE is_current)', 'director_appointed', 'start_date')}
INSERT INTO rne_changed (siren, inserted) SELECT siren, false FROM added`;

export const COUNT_CHANGED_COMPANIES = `
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated
FROM (SELECT bool_or(inserted) AS inserted FROM rne_changed GROUP BY siren) AS t`;

export interface RneBatchCounts {
  /** Companies created, and companies whose row or mandates changed. */
  inserted: number;
  updated: number;
  personsInserted: number;
  personsUpdated: number;
  mandatesInserted: number;
  mandatesUpdated: number;
  mandatesEnded: number;
}

interface InsertedUpdated {
  inserted: number;
  updated: number;
}

/** Writes one batch in one transaction: staging by COPY, then set-based upserts (no per-row SQL). */
export function writeRneBatch(client: PoolClient, batch: RneBatch): Promise<RneBatchCounts> {
  return inTransaction(client, async () => {
    await client.query('TRUNCATE rne_company_stage, rne_person_stage, rne_mandate_stage, rne_mandate_resolved, rne_mandate_existing, rne_changed');
    await copyInto(client, 'rne_company_stage', COMPANY_STAGE_COLUMNS, batch.companyLines());
    await copyInto(client, 'rne_person_stage', PERSON_STAGE_COLUMNS, batch.personLines());
    await copyInto(client, 'rne_mandate_stage', MANDATE_STAGE_COLUMNS, batch.mandateLines());
    await client.query(RNE_CAPITAL_EVENTS);
    await client.query(UPSERT_COMPANIES);
    const persons = (await client.query<InsertedUpdated>(UPSERT_PERSONS)).rows[0];
    await client.query(RESOLVE_MANDATES);
    await client.query(LOAD_EXISTING_MANDATES);
    const ended = (await client.query(END_VANISHED_MANDATES)).rowCount ?? 0;
    const updated = (await client.query(UPDATE_LISTED_MANDATES)).rowCount ?? 0;
    const inserted = (await client.query(INSERT_NEW_MANDATES)).rowCount ?? 0;
    const companies = (await client.query<InsertedUpdated>(COUNT_CHANGED_COMPANIES)).rows[0];
    return {
      inserted: companies?.inserted ?? 0,
      updated: companies?.updated ?? 0,
      personsInserted: persons?.inserted ?? 0,
      personsUpdated: persons?.updated ?? 0,
      mandatesInserted: inserted,
      mandatesUpdated: updated,
      mandatesEnded: ended,
    };
  });
}
