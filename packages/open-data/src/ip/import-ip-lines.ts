import { inTransaction } from '@registre/db';
import type { Pool, PoolClient } from 'pg';
import { toCopyLine, type CopyValue } from '../import/copy-format';
import { copyInto } from '../import/copy-into';
import type { ImportOptions } from '../import/import-options';
import { ImportReport } from '../import/import-report';
import { createProgress } from '../import/progress';
import { openTextInput } from '../io/open-text-input';
import { readValidJsonRecords, type ParsedRecord as ValidRecord } from '../io/valid-json-records';
import type { JsonObject } from '../io/json-fields';
import type { ParsedRecord } from './trademark-record';

const BATCH_ROWS = 50_000;

/** What differs between the trademarks and the patents importers. */
export interface IpTarget<Row> {
  kind: string;
  table: 'trademarks' | 'patents';
  /** Written columns; the first one, `number`, is the natural key. */
  columns: ReadonlyArray<{ name: string; type: string }>;
  parse(record: JsonObject): ParsedRecord<Row>;
  values(row: Row): CopyValue[];
}

function statements(target: IpTarget<unknown>) {
  const staging = `${target.table}_staging`;
  const names = target.columns.map((c) => c.name);
  const updated = names.filter((name) => name !== 'number');
  return {
    staging,
    names,
    create: `CREATE TEMP TABLE IF NOT EXISTS ${staging} (line integer NOT NULL, ${target.columns.map((c) => `${c.name} ${c.type}`).join(', ')})`,
    // The last line of a number wins within a batch; unchanged rows are not rewritten, so a second
    // import of the same file inserts and updates nothing.
    upsert: `
      WITH batch AS (
        SELECT DISTINCT ON (number) ${names.join(', ')} FROM ${staging} ORDER BY number, line DESC
      ), upserted AS (
        INSERT INTO ${target.table} (${names.join(', ')})
        SELECT ${names.join(', ')} FROM batch
        ON CONFLICT (number) DO UPDATE SET ${updated.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}
        WHERE (${updated.map((c) => `${target.table}.${c}`).join(', ')}) IS DISTINCT FROM (${updated.map((c) => `EXCLUDED.${c}`).join(', ')})
        RETURNING (xmax = 0) AS inserted
      )
      SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM upserted`,
  };
}

async function flush(client: PoolClient, sql: ReturnType<typeof statements>, lines: string[], report: ImportReport): Promise<void> {
  if (lines.length === 0) return;
  await inTransaction(client, async () => {
    await client.query(`TRUNCATE ${sql.staging}`);
    await copyInto(client, sql.staging, ['line', ...sql.names], lines);
    const { rows } = await client.query<{ inserted: number; updated: number }>(sql.upsert);
    const inserted = rows[0]?.inserted ?? 0;
    const updated = rows[0]?.updated ?? 0;
    report.inserted += inserted;
    report.updated += updated;
    // Rows equal to the stored ones, and earlier lines of a number repeated in the batch.
    report.unchanged += lines.length - inserted - updated;
  });
}

/**
 * Streams a JSON-lines file (plain, .gz or .zip) into a table keyed by `number`: each line is
 * parsed and checked in Node (a bad line is reported with its line number and never stops the
 * import), valid rows go by COPY into a temporary staging table in batches, then are upserted.
 */
export async function importIpLines<Row>(pool: Pool, path: string, options: ImportOptions, target: IpTarget<Row>): Promise<ImportReport> {
  const report = new ImportReport(path, target.kind);
  const sql = statements(target as IpTarget<unknown>);
  const input = await openTextInput(path, (name) => /\.(jsonl|ndjson|json)$/i.test(name));
  const progress = options.progress ? createProgress(report, input) : { update() {}, stop() {} };
  const client = await pool.connect();
  try {
    await client.query(sql.create);
    let batch: string[] = [];
    const parse = (value: unknown): ValidRecord<Row> => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { reason: 'not-an-object' };
      const parsed = target.parse(value as JsonObject);
      return 'reason' in parsed ? { reason: parsed.reason, detail: parsed.detail } : { row: parsed.row };
    };
    for await (const { line, row } of readValidJsonRecords(input.stream, path, parse, report)) {
      batch.push(toCopyLine([line, ...target.values(row)]));
      if (batch.length >= BATCH_ROWS) {
        await flush(client, sql, batch, report);
        batch = [];
      }
      progress.update();
    }
    await flush(client, sql, batch, report);
  } finally {
    await client.query(`DROP TABLE IF EXISTS ${sql.staging}`).catch(() => undefined);
    client.release();
    progress.stop();
    input.stream.destroy();
  }
  return report.finish();
}
