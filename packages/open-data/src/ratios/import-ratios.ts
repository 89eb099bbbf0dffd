/**
 * Financial statements importer: the open dataset `ratios_inpi_bce` (ratios computed by the
 * Ministry of the Economy from the accounts filed at the INPI and the BCE) → `financial_statements`.
 *
 * Input formats (plain, .gz or .zip):
 * - `.json`, OpenDataSoft API v1 response: `{ nhits, parameters, records: [{ datasetid, recordid,
 *   fields: { siren, date_cloture_exercice, type_bilan, confidentiality, chiffre_d_affaires, … },
 *   record_timestamp }] }`, or v2.1 `{ total_count, results: [ {…flat fields…} ] }`, or an export
 *   (a bare array of either shape);
 * - `.jsonl` / `.ndjson` (what the synthetic generator writes): one flat record per line with the
 *   v2.1 field names: `siren`, `date_cloture_exercice` (YYYY-MM-DD), `type_bilan` (C complete,
 *   S simplified, K consolidated), `confidentiality` ("Public", "Confidentiel", "Partiellement
 *   confidentiel"), amounts in euros (`chiffre_d_affaires`, `resultat_net`, `ebe`, `ebit`,
 *   `marge_brute`) and ratios in % or days (`marge_ebe`, `taux_d_endettement`,
 *   `autonomie_financiere`, `ratio_de_liquidite`, `couverture_des_interets`,
 *   `capacite_de_remboursement`, `caf_sur_ca`, `poids_bfr_exploitation_sur_ca_jours`,
 *   `credit_clients_jours`, …).
 *
 * One statement per company and fiscal year (the table's key). When a year has several balance
 * types, the company's own accounts win over the group's: C (complete) before S (simplified)
 * before K (consolidated) before anything else; within a type, the last record read wins. The
 * rule holds across files: a K statement never replaces a stored C one, a C replaces a stored K.
 */
import { inTransaction } from '@registre/db';
import { ACCOUNTS_EVENTS_CTE } from '../company-events';
import type { Pool, PoolClient } from 'pg';
import { BackgroundWriter } from '../bodacc/background-writer';
import { readValidJsonRecords } from '../io/valid-json-records';
import { copyInto } from '../import/copy-into';
import { toCopyLine, type CopyValue } from '../import/copy-format';
import type { ImportOptions } from '../import/import-options';
import { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { openTextInput } from '../io/open-text-input';
import { parseRatiosRecord, type StatementRow } from './ratios-record';

const BATCH_ROWS = 100_000;

const STAGING = 'ratios_staging';

/** Where the figures come from (financial_statements.source). */
export const RATIOS_SOURCE = 'inpi-bce';

const FIELDS: ReadonlyArray<[column: string, type: string, key: keyof StatementRow]> = [
  ['siren', 'char(9) NOT NULL', 'siren'],
  ['fiscal_year_end', 'date NOT NULL', 'fiscalYearEnd'],
  ['balance_type', 'char(1)', 'balanceType'],
  ['confidential', 'boolean NOT NULL', 'confidential'],
  ['turnover_cents', 'bigint', 'turnoverCents'],
  ['net_result_cents', 'bigint', 'netResultCents'],
  ['ebitda_cents', 'bigint', 'ebitdaCents'],
  ['operating_result_cents', 'bigint', 'operatingResultCents'],
  ['gross_margin_cents', 'bigint', 'grossMarginCents'],
  ['ebitda_margin', 'numeric(14, 3)', 'ebitdaMargin'],
  ['net_margin', 'numeric(14, 3)', 'netMargin'],
  ['debt_ratio', 'numeric(14, 3)', 'debtRatio'],
  ['equity_ratio', 'numeric(14, 3)', 'equityRatio'],
  ['liquidity_ratio', 'numeric(14, 3)', 'liquidityRatio'],
  ['interest_coverage', 'numeric(14, 3)', 'interestCoverage'],
  ['repayment_capacity', 'numeric(14, 3)', 'repaymentCapacity'],
  ['cash_flow_to_turnover', 'numeric(14, 3)', 'cashFlowToTurnover'],
  ['working_capital_days', 'numeric(14, 3)', 'workingCapitalDays'],
  ['customer_credit_days', 'numeric(14, 3)', 'customerCreditDays'],
];

const COLUMNS = FIELDS.map(([column]) => column);
/** Columns compared and updated (the key excluded), plus the source. */
const UPDATED = [...COLUMNS.filter((c) => c !== 'siren' && c !== 'fiscal_year_end'), 'source'];

const CREATE_STAGING = `
  CREATE TEMP TABLE IF NOT EXISTS ${STAGING} (
    line integer NOT NULL,
    ${FIELDS.map(([column, type]) => `${column} ${type}`).join(',\n    ')}
  )`;

const rank = (expression: string) => `CASE ${expression} WHEN 'C' THEN 0 WHEN 'S' THEN 1 WHEN 'K' THEN 2 ELSE 3 END`;

const UPSERT = `
  WITH batch AS (
    SELECT DISTINCT ON (siren, fiscal_year_end) *
      FROM ${STAGING}
     ORDER BY siren, fiscal_year_end, ${rank('balance_type')}, line DESC
  ), upserted AS (
  INSERT INTO financial_statements (${COLUMNS.join(', ')}, source)
  SELECT ${COLUMNS.join(', ')}, '${RATIOS_SOURCE}' FROM batch
  ON CONFLICT (siren, fiscal_year_end) DO UPDATE SET
    ${UPDATED.map((c) => `${c} = EXCLUDED.${c}`).join(',\n    ')}
  WHERE ${rank('EXCLUDED.balance_type')} <= ${rank('financial_statements.balance_type')}
    AND (${UPDATED.map((c) => `financial_statements.${c}`).join(', ')})
        IS DISTINCT FROM (${UPDATED.map((c) => `EXCLUDED.${c}`).join(', ')})
  RETURNING (xmax = 0) AS inserted, siren, fiscal_year_end)
  ${ACCOUNTS_EVENTS_CTE}
  SELECT inserted FROM upserted`;

async function write(client: PoolClient, lines: string[], report: ImportReport): Promise<void> {
  if (lines.length === 0) return;
  await inTransaction(client, async () => {
    await client.query(`TRUNCATE ${STAGING}`);
    await copyInto(client, STAGING, ['line', ...COLUMNS], lines);
    const upserted = await client.query<{ inserted: boolean }>(UPSERT);
    let inserted = 0;
    for (const row of upserted.rows) if (row.inserted) inserted++;
    report.inserted += inserted;
    report.updated += upserted.rows.length - inserted;
    report.unchanged += lines.length - upserted.rows.length;
  });
}

/**
 * Imports a `ratios_inpi_bce` file (formats above) into `financial_statements`: bad records are
 * reported with their line and reason (not-an-object, invalid-json, missing-siren, invalid-siren,
 * missing-date, invalid-date, invalid-amount, invalid-ratio); unchanged statements are not
 * rewritten, so importing the same file twice changes nothing. Statements that lose to another
 * balance type of the same year count as unchanged.
 */
export async function importRatios(pool: Pool, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  const report = new ImportReport(path, 'ratios');
  const input = await openTextInput(path, (name) => /\.(json|jsonl|ndjson)$/i.test(name));
  const progress = options.progress ? createProgress(report, input) : { update() {}, stop() {} };
  const client = await pool.connect();
  const writer = new BackgroundWriter();
  try {
    await client.query(CREATE_STAGING);
    let lines: string[] = [];
    const values: CopyValue[] = new Array<CopyValue>(FIELDS.length + 1);
    for await (const { line, row } of readValidJsonRecords(input.stream, path, parseRatiosRecord, report)) {
      values[0] = line;
      for (let i = 0; i < FIELDS.length; i++) values[i + 1] = row[FIELDS[i]![2]];
      lines.push(toCopyLine(values));
      if (lines.length >= BATCH_ROWS) {
        const full = lines;
        lines = [];
        await writer.submit(() => write(client, full, report));
      }
      progress.update();
    }
    const last = lines;
    await writer.submit(() => write(client, last, report));
    await writer.drain();
  } finally {
    await writer.settle();
    await client.query(`DROP TABLE IF EXISTS ${STAGING}`).catch(() => undefined);
    client.release();
    progress.stop();
  }
  report.finish();
  return report;
}
