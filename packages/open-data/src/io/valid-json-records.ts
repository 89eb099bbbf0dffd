import type { Readable } from 'node:stream';
import type { ImportReport } from '../import/import-report';
import { readJsonRecords } from './json-records';

/** What a record parser answers: the row, or why the record is rejected. */
export type ParsedRecord<T> = { row: T; reason?: undefined } | { row?: undefined; reason: string; detail?: string };

/**
 * The records of a JSON or JSON-lines file that parse into rows, with their line numbers. Each
 * record read is counted in the report; bad JSON (`invalid-json`) and records the parser refuses
 * (its reason) are reported with their line and skipped.
 */
export async function* readValidJsonRecords<T>(
  stream: Readable,
  path: string,
  parse: (record: unknown) => ParsedRecord<T>,
  report: ImportReport,
): AsyncGenerator<{ line: number; row: T }> {
  for await (const { text, line } of readJsonRecords(stream, path)) {
    report.read++;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch (error) {
      report.reject(line, 'invalid-json', error instanceof Error ? error.message : String(error));
      continue;
    }
    const parsed = parse(record);
    if (parsed.reason !== undefined) {
      report.reject(line, parsed.reason, parsed.detail);
      continue;
    }
    yield { line, row: parsed.row };
  }
}
