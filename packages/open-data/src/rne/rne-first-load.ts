import type { Pool, PoolClient } from 'pg';
import { deferForFirstLoad, inTransaction, restoreAfterFirstLoad } from '@registre/db';
import { FIRST_LOAD_APPOINTMENTS, RNE_CAPITAL_EVENTS } from '../company-events';
import { toCopyLine } from '../import/copy-format';
import { copyInto } from '../import/copy-into';
import { COMPANY_STAGE_COLUMNS, PERSON_STAGE_COLUMNS, personValues } from './rne-batch';
import type { RneFirstLoadPlan, RneFirstLoadWrite } from './rne-first-load-rows';
import type { RnePersonRow } from './rne-rows';
import { COUNT_CHANGED_COMPANIES, CREATE_RNE_STAGING, type RneBatchCounts, UPSERT_COMPANIES, UPSERT_PERSONS } from './write-rne-batch';

/*
 * An RNE import into empty `persons` and `mandates` tables (the first import of a register): persons and mandates
 * are written by COPY straight into their tables, without their keys and indexes (`deferConstraints`,
 * `deferIndexes`), which are built once at the end. What the staging path does in SQL is done in Node
 * (`RneFirstLoadRows`): the same person is found by identity key and given its id there; a later sighting that
 * fills a gap or makes the person non-diffusible becomes a patch applied at the end; role labels come from
 * `director_roles`. Every company must come once: a SIREN seen a second time ends the first load, and the rest of
 * the file goes the staging way, where a later record replaces the company's mandates. Companies themselves go
 * through the same upsert as in the staging path (they usually exist already: Sirene comes first). Company events
 * of followed companies are those of the staging path: capital changes per batch, appointments at the end.
 */

/** The two tables a first load writes straight; persons first (its key is what mandates reference). */
const TABLES = ['persons', 'mandates'] as const;
const MANDATE_COLUMNS = ['person_id', 'siren', 'role_code', 'role_label', 'start_date', 'end_date', 'is_current'] as const;
/** Deferred indexes rebuilt at once (each on its own connection of the pool). */
const INDEX_BUILDS_AT_ONCE = 3;
const PERSON_ID_SEQUENCE = `pg_get_serial_sequence('persons', 'id')`;

/** A first load when neither `persons` nor `mandates` has a row (their keys and indexes are then deferred), else null. */
export async function beginFirstLoad(client: PoolClient): Promise<RneFirstLoadPlan | null> {
  const { rows } = await client.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM persons) AND NOT EXISTS (SELECT 1 FROM mandates) AS empty');
  if (rows[0]?.empty !== true) return null;
  for (const table of TABLES) await deferForFirstLoad(client, table);
  const { rows: next } = await client.query<{ id: string }>(`SELECT nextval(${PERSON_ID_SEQUENCE}) AS id`);
  const { rows: roles } = await client.query<{ code: string; label: string }>('SELECT code, label FROM director_roles');
  return { firstPersonId: Number(next[0]?.id), roleLabels: roles.map((role) => [role.code, role.label] as const) };
}

/** Writes one batch in one transaction; the persons' sequence is moved past their ids first. */
export function writeFirstLoad(client: PoolClient, write: RneFirstLoadWrite): Promise<RneBatchCounts> {
  return inTransaction(client, async () => {
    await client.query('TRUNCATE rne_company_stage, rne_changed');
    await copyInto(client, 'rne_company_stage', COMPANY_STAGE_COLUMNS, [write.companies]);
    // Events of followed companies, as in the staging path: capital here, appointments once the keys are back.
    await client.query(RNE_CAPITAL_EVENTS);
    await client.query(UPSERT_COMPANIES);
    if (write.personCount > 0) {
      await client.query(`SELECT setval(${PERSON_ID_SEQUENCE}, $1)`, [write.lastPersonId]);
      await copyInto(client, 'persons', ['id', ...PERSON_STAGE_COLUMNS], [write.persons]);
    }
    await copyInto(client, 'mandates', MANDATE_COLUMNS, [write.mandates]);
    await copyInto(client, 'rne_changed', ['siren', 'inserted'], [write.withMandates]);
    const companies = (await client.query<{ inserted: number; updated: number }>(COUNT_CHANGED_COMPANIES)).rows[0];
    return {
      inserted: companies?.inserted ?? 0,
      updated: companies?.updated ?? 0,
      personsInserted: write.personCount,
      personsUpdated: 0,
      mandatesInserted: write.mandateCount,
      mandatesUpdated: 0,
      mandatesEnded: 0,
    };
  });
}

/**
 * Builds the keys and indexes of both tables back (the keys' indexes with the others, several at once on the
 * pool's connections: the import's own connection must be released first), validates the foreign key of
 * mandates, applies the persons' patches, then records the appointments of followed companies (their labels
 * read from the patched persons). Returns the number of persons patched.
 */
export async function endFirstLoad(pool: Pool, patches: readonly RnePersonRow[], log?: (line: string) => void): Promise<number> {
  await restoreKeys(pool, log);
  if (patches.length > 0) {
    const client = await pool.connect();
    try {
      await client.query(CREATE_RNE_STAGING);
      await inTransaction(client, async () => {
        await client.query('TRUNCATE rne_person_stage');
        await copyInto(client, 'rne_person_stage', PERSON_STAGE_COLUMNS, patches.map((patch) => toCopyLine(personValues(patch))));
        await client.query(UPSERT_PERSONS);
      });
    } finally {
      client.release();
    }
  }
  await pool.query(FIRST_LOAD_APPOINTMENTS);
  return patches.length;
}

/** Restores what `beginFirstLoad` deferred; also after a failed load (what was committed stays, whole). */
export async function restoreKeys(pool: Pool, log?: (line: string) => void): Promise<void> {
  // Persons first: the foreign key of mandates, deferred with them, is validated against their key.
  for (const table of TABLES) await restoreAfterFirstLoad(pool, table, INDEX_BUILDS_AT_ONCE, (line) => log?.(`rne: ${line}`));
}
