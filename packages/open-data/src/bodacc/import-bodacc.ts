/**
 * BODACC importer: `annonces-commerciales` notices → `announcements`, then the insolvency
 * proceedings of the companies concerned → `insolvency_proceedings`.
 *
 * Input formats (plain, .gz or .zip):
 * - `.json`, OpenDataSoft API v1 search response: `{ nhits, parameters, records: [{ datasetid,
 *   recordid, fields: { id, publicationavis, parution, numeroannonce, dateparution, typeavis,
 *   familleavis, registre: "880878145,880 878 145", tribunal, ville, listepersonnes: "<JSON>",
 *   jugement: "<JSON>", … }, record_timestamp }], facet_groups }`;
 * - `.json`, Explore API v2.1 response `{ total_count, results: [ {…flat fields…} ] }`, or an
 *   export (a bare array of either shape);
 * - `.jsonl` / `.ndjson` (what the synthetic generator writes): one v2.1 result object per
 *   line, flat fields as the API returns them: `id` ("A202301230123" = edition letter + parution
 *   + numeroannonce), `publicationavis` (A/B/C), `parution`, `numeroannonce`, `dateparution`
 *   (YYYY-MM-DD), `typeavis` (annonce | rectificatif | annulation) and `typeavis_lib`,
 *   `familleavis` (creation, immatriculation, modification, vente, radiation, collective,
 *   retablissement_professionnel, conciliation, dpc, divers) and `familleavis_lib`,
 *   `registre` (array: ["880 878 145", "880878145"]), `tribunal`, `ville`, `cp`, `commercant`,
 *   and the sub-documents `listepersonnes`, `listeetablissements`, `jugement` ({ type, famille,
 *   nature, date, complementJugement }), `acte`, `modificationsgenerales`, `radiationaurcs`,
 *   `depot` ({ typeDepot, dateCloture, descriptif }), `listeprecedentexploitant`,
 *   `listeprecedentproprietaire`, `divers`, `parutionavisprecedent` ({ nomPublication:
 *   "BODACC A", numeroParution, dateParution, numeroAnnonce }) — each a string of JSON as in the
 *   API, or a plain object (both are read).
 *
 * Corrections (`parutionavisprecedent`): a notice whose `typeavis` is `rectificatif` or
 * `annulation`, or whose judgment family is a "rétractation sur tierce opposition", records the
 * id of the notice it points at in `corrects_source_id`, and that earlier notice is `cancelled`
 * (a rectificatif replaces it, an annulation or a retraction withdraws it) — whichever of the
 * two is imported first. Cancelled notices, cancellation notices and retractions do not count as
 * judgments for the proceedings; a rectificatif does (it carries the corrected judgment).
 */
import { inTransaction } from '@registre/db';
import { BODACC_EVENTS_CTE } from '../company-events';
import type { Pool, PoolClient } from 'pg';
import { copyInto } from '../import/copy-into';
import { toCopyLine } from '../import/copy-format';
import type { ImportOptions } from '../import/import-options';
import { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { openTextInput } from '../io/open-text-input';
import { BackgroundWriter } from './background-writer';
import { parseBodaccRecord } from './bodacc-record';
import { readValidJsonRecords } from '../io/valid-json-records';
import { rebuildProceedings } from './rebuild-proceedings';

/** Rows per staging batch: notices carry a few kilobytes of JSON each, keep a batch in tens of MB. */
const BATCH_ROWS = 20_000;

const STAGING = 'bodacc_staging';

const STAGING_COLUMNS = [
  'line',
  'source_id',
  'siren',
  'family',
  'type_label',
  'published_at',
  'bodacc_edition',
  'bodacc_number',
  'announcement_number',
  'court',
  'city',
  'content',
  'details',
  'corrects_source_id',
] as const;

const CREATE_STAGING = `
  CREATE TEMP TABLE IF NOT EXISTS ${STAGING} (
    line integer NOT NULL,
    source_id text NOT NULL,
    siren char(9) NOT NULL,
    family text NOT NULL,
    type_label text,
    published_at date NOT NULL,
    bodacc_edition char(1),
    bodacc_number text,
    announcement_number integer,
    court text,
    city text,
    content text,
    details jsonb,
    corrects_source_id text
  )`;

const TARGET_COLUMNS = [
  'siren',
  'family',
  'type_label',
  'published_at',
  'bodacc_edition',
  'bodacc_number',
  'announcement_number',
  'court',
  'city',
  'content',
  'details',
  'cancelled',
  'corrects_source_id',
] as const;

/**
 * Upsert of a batch. A notice appearing twice in the batch keeps its last occurrence. `cancelled`
 * is derived: true when a correction pointing at the notice is already stored (corrections of
 * the batch itself are applied just after, by CANCEL_TARGETS), so re-importing a corrected
 * notice keeps it cancelled and counts as unchanged. New notices of followed companies are
 * recorded as company events in the same statement (company-events/bodacc-events.ts).
 */
const UPSERT = `
  WITH batch AS (
    SELECT DISTINCT ON (source_id) * FROM ${STAGING} ORDER BY source_id, line DESC
  ), upserted AS (
  INSERT INTO announcements (source_id, ${TARGET_COLUMNS.join(', ')})
  SELECT b.source_id, b.siren, b.family, b.type_label, b.published_at, b.bodacc_edition, b.bodacc_number,
         b.announcement_number, b.court, b.city, b.content, b.details,
         EXISTS (SELECT 1 FROM announcements c WHERE c.corrects_source_id = b.source_id),
         b.corrects_source_id
    FROM batch b
  ON CONFLICT (source_id) DO UPDATE SET
    ${TARGET_COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(',\n    ')}
  WHERE (${TARGET_COLUMNS.map((c) => `announcements.${c}`).join(', ')})
        IS DISTINCT FROM (${TARGET_COLUMNS.map((c) => `EXCLUDED.${c}`).join(', ')})
  RETURNING (xmax = 0) AS inserted, siren, family, type_label, court, published_at)
  ${BODACC_EVENTS_CTE}
  SELECT inserted, siren, family FROM upserted`;

/** Notices (stored earlier or in this batch) that the corrections of the batch point at. */
const CANCEL_TARGETS = `
  UPDATE announcements SET cancelled = true
   WHERE source_id = ANY($1::text[]) AND NOT cancelled
  RETURNING siren, family`;

const JSON_NUL = /(?<!\\)\\u0000/g;

/** JSON for a jsonb column: jsonb refuses the \u0000 escape, which some old notices contain. */
function jsonbText(value: unknown): string {
  const json = JSON.stringify(value);
  return json.includes('\\u0000') ? json.replace(JSON_NUL, '') : json;
}

interface Batch {
  lines: string[];
  /** source_ids the batch's corrections point at */
  corrections: string[];
}

interface Totals {
  cancelled: number;
  proceedingCompanies: number;
  proceedings: number;
}

async function write(client: PoolClient, batch: Batch, report: ImportReport, totals: Totals): Promise<void> {
  if (batch.lines.length === 0) return;
  await inTransaction(client, async () => {
    await client.query(`TRUNCATE ${STAGING}`);
    await copyInto(client, STAGING, STAGING_COLUMNS, batch.lines);
    const upserted = await client.query<{ inserted: boolean; siren: string; family: string }>(UPSERT);
    const affected = new Set<string>();
    let inserted = 0;
    for (const row of upserted.rows) {
      if (row.inserted) inserted++;
      if (row.family === 'insolvency') affected.add(row.siren);
    }
    report.inserted += inserted;
    report.updated += upserted.rows.length - inserted;
    report.unchanged += batch.lines.length - upserted.rows.length;

    if (batch.corrections.length > 0) {
      const cancelled = await client.query<{ siren: string; family: string }>(CANCEL_TARGETS, [batch.corrections]);
      totals.cancelled += cancelled.rows.length;
      for (const row of cancelled.rows) if (row.family === 'insolvency') affected.add(row.siren);
    }

    const rebuilt = await rebuildProceedings(client, [...affected]);
    totals.proceedingCompanies += rebuilt.companies;
    totals.proceedings += rebuilt.proceedings;
  });
}

/**
 * Imports a BODACC `annonces-commerciales` file (formats above): each valid notice is upserted
 * into `announcements` (inserted / updated / unchanged exactly counted), bad ones are reported
 * with their line and reason (not-an-object, invalid-json, missing-id, missing-date,
 * invalid-date, missing-siren, invalid-siren); after each batch the proceedings of the companies
 * whose insolvency notices changed are rebuilt from all their judgments.
 */
export async function importBodacc(pool: Pool, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  const report = new ImportReport(path, 'bodacc');
  const input = await openTextInput(path, (name) => /\.(json|jsonl|ndjson)$/i.test(name));
  const progress = options.progress ? createProgress(report, input) : { update() {}, stop() {} };
  const client = await pool.connect();
  const totals: Totals = { cancelled: 0, proceedingCompanies: 0, proceedings: 0 };
  const writer = new BackgroundWriter();
  try {
    await client.query(CREATE_STAGING);
    let batch: Batch = { lines: [], corrections: [] };
    for await (const { line, row } of readValidJsonRecords(input.stream, path, parseBodaccRecord, report)) {
      batch.lines.push(
        toCopyLine([
          line,
          row.sourceId,
          row.siren,
          row.family,
          row.typeLabel,
          row.publishedAt,
          row.edition,
          row.bodaccNumber,
          row.announcementNumber,
          row.court,
          row.city,
          row.content,
          jsonbText(row.details),
          row.correctsSourceId,
        ]),
      );
      if (row.correctsSourceId) batch.corrections.push(row.correctsSourceId);
      if (batch.lines.length >= BATCH_ROWS) {
        const full = batch;
        batch = { lines: [], corrections: [] };
        await writer.submit(() => write(client, full, report, totals));
      }
      progress.update();
    }
    await writer.submit(() => write(client, batch, report, totals));
    await writer.drain();
  } finally {
    await writer.settle();
    await client.query(`DROP TABLE IF EXISTS ${STAGING}`).catch(() => undefined);
    client.release();
    progress.stop();
  }
  report.finish();
  options.log?.(
    `bodacc: ${totals.cancelled} earlier notices marked cancelled; proceedings rebuilt for ${totals.proceedingCompanies} companies (${totals.proceedings} proceedings)`,
  );
  return report;
}
