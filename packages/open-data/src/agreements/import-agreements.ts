/**
 * Collective agreements importer: the open dataset "Liste des conventions collectives par
 * entreprise (SIRET)" (Ministry of Labour, from the DSN declarations) → `company_agreements`.
 *
 * A CSV (plain, .gz or .zip) with a header naming its columns: `MOIS`, `SIRET`, `IDCC`, `DATE_MAJ`
 * in the published file; only `SIRET` and `IDCC` are read, by name, in any order and case; `,` or
 * `;` separated, with or without a BOM. Several establishments of a company give one pair
 * (SIREN, IDCC). Format and rules: docs/data-formats.md.
 */
import { parse } from 'csv-parse';
import { inTransaction } from '@registre/db';
import type { Pool, PoolClient } from 'pg';
import { copyInto } from '../import/copy-into';
import { toCopyLine } from '../import/copy-format';
import type { ImportOptions } from '../import/import-options';
import { createProgress } from '../import/progress';
import { openTextInput } from '../io/open-text-input';
import { agreementColumns, parseAgreement, type AgreementColumns } from './agreement-row';
import { AgreementsImportReport } from './agreements-import-report';

const BATCH_ROWS = 100_000;
const STAGING = 'agreements_staging';
/** Lines of unknown companies listed in the report (all are counted). */
const LISTED_UNKNOWN = 1000;

const CREATE_STAGING = `CREATE TEMP TABLE IF NOT EXISTS ${STAGING} (line integer NOT NULL, siren char(9) NOT NULL, idcc varchar(4) NOT NULL)`;

const UNKNOWN = `
  SELECT line, siren FROM ${STAGING} s WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.siren = s.siren)
   ORDER BY line LIMIT ${LISTED_UNKNOWN}`;
const COUNT_UNKNOWN = `SELECT count(*)::int AS count FROM ${STAGING} s WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.siren = s.siren)`;
const DROP_UNKNOWN = `DELETE FROM ${STAGING} s WHERE NOT EXISTS (SELECT 1 FROM companies c WHERE c.siren = s.siren)`;

/** The file is the list of a company's agreements: pairs it no longer lists for a company it lists go. */
const REMOVE_STALE = `
  DELETE FROM company_agreements ca
   WHERE ca.siren IN (SELECT siren FROM ${STAGING})
     AND NOT EXISTS (SELECT 1 FROM ${STAGING} s WHERE s.siren = ca.siren AND s.idcc = ca.idcc)`;

const INSERT_NEW = `
  INSERT INTO company_agreements (siren, idcc)
  SELECT DISTINCT siren, idcc FROM ${STAGING}
  ON CONFLICT (siren, idcc) DO NOTHING`;

async function copyBatch(client: PoolClient, lines: string[]): Promise<void> {
  if (lines.length > 0) await copyInto(client, STAGING, ['line', 'siren', 'idcc'], lines);
}

/** Applies the staged file: unknown companies reported, stale pairs removed, new pairs inserted. */
async function apply(client: PoolClient, staged: number, report: AgreementsImportReport): Promise<void> {
  await inTransaction(client, async () => {
    await client.query(`CREATE INDEX ON ${STAGING} (siren, idcc)`);
    await client.query(`ANALYZE ${STAGING}`);
    const listed = await client.query<{ line: number; siren: string }>(UNKNOWN);
    for (const row of listed.rows) report.reject(row.line, 'unknown-company', row.siren);
    const unknown = listed.rows.length < LISTED_UNKNOWN ? listed.rows.length : ((await client.query<{ count: number }>(COUNT_UNKNOWN)).rows[0]?.count ?? 0);
    report.rejectUnlisted('unknown-company', unknown - listed.rows.length);
    if (unknown > 0) await client.query(DROP_UNKNOWN);
    report.removed += (await client.query(REMOVE_STALE)).rowCount ?? 0;
    const inserted = (await client.query(INSERT_NEW)).rowCount ?? 0;
    report.inserted += inserted;
    report.unchanged += staged - unknown - inserted;
  });
}

/**
 * Imports a "conventions collectives par entreprise (SIRET)" CSV (format above) into
 * `company_agreements`. Each line is a row read; bad lines are reported with their line number and
 * reason (missing-siret, invalid-siret, missing-idcc, invalid-idcc, no-agreement,
 * agreement-not-in-force, unknown-company) and the import goes on. For each company the file
 * lists, the file is its whole list: an agreement no longer listed is removed (counted as
 * removed); companies absent from the file keep theirs. Importing the same file twice changes nothing.
 */
export async function importAgreements(pool: Pool, path: string, options: ImportOptions = {}): Promise<AgreementsImportReport> {
  const report = new AgreementsImportReport(path, 'agreements');
  const input = await openTextInput(path, (name) => /\.(csv|txt)$/i.test(name));
  const progress = options.progress ? createProgress(report, input) : { update() {}, stop() {} };
  const client = await pool.connect();
  try {
    await client.query(`DROP TABLE IF EXISTS ${STAGING}`);
    await client.query(CREATE_STAGING);
    const parser = input.stream.pipe(
      parse({ bom: true, delimiter: [',', ';'], relax_column_count: true, relax_quotes: true, skip_empty_lines: true, info: true }),
    );
    let columns: AgreementColumns | null = null;
    let batch: string[] = [];
    let staged = 0;
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (columns === null) {
        columns = agreementColumns(record);
        continue;
      }
      report.read++;
      const parsed = parseAgreement(record, columns);
      if ('reason' in parsed) {
        report.reject(info.lines, parsed.reason, parsed.detail || undefined);
      } else {
        batch.push(toCopyLine([info.lines, parsed.siren, parsed.idcc]));
        if (batch.length >= BATCH_ROWS) {
          await copyBatch(client, batch);
          staged += batch.length;
          batch = [];
        }
      }
      progress.update();
    }
    if (columns === null) throw new Error(`${path}: empty file, no header`);
    await copyBatch(client, batch);
    staged += batch.length;
    await apply(client, staged, report);
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${STAGING}`).catch(() => undefined);
    client.release();
    progress.stop();
    input.stream.destroy();
  }
  return report.finish();
}
