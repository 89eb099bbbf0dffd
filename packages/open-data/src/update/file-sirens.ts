import { isValidSiren } from '@registre/domain';
import { parseBodaccRecord } from '../bodacc/bodacc-record';
import { asText, pick } from '../io/json-fields';
import { readJsonRecords } from '../io/json-records';
import { openTextInput } from '../io/open-text-input';
import { CsvRecordParser } from '../sirene/csv-record-parser';
import { SireneHeader } from '../sirene/sirene-header';

/** What a day's file holds: its records and the distinct valid SIRENs they name. */
export interface FileContents {
  records: number;
  sirens: Set<string>;
}

/**
 * The records of a Sirene file (CSV, .gz or a .zip's CSV) and the SIRENs of its `siren` column. A file without the
 * columns `required` is refused (the importer would refuse it too, after the fetch).
 */
export async function sireneFileContents(path: string, required: readonly string[], kind: string): Promise<FileContents> {
  const input = await openTextInput(path, (name) => /\.(csv|txt)$/i.test(name));
  const parser = new CsvRecordParser();
  const sirens = new Set<string>();
  let header: SireneHeader | null = null;
  let sirenAt = -1;
  let records = 0;
  const onRecord = (fields: string[]) => {
    if (header === null) {
      header = new SireneHeader(fields);
      header.require(required, kind);
      sirenAt = header.indexOf('siren');
      return;
    }
    records += 1;
    const siren = fields[sirenAt]?.trim() ?? '';
    if (isValidSiren(siren)) sirens.add(siren);
  };
  input.stream.setEncoding('utf8');
  for await (const chunk of input.stream) parser.push(chunk as string, onRecord);
  parser.end(onRecord);
  if (header === null) throw new Error(`${path}: no header line, not a ${kind} file`);
  return { records, sirens };
}

/** The records of a JSON file (document, API wrapper or JSON lines) and the SIREN each names, by `sirenOf`. */
async function jsonFileContents(path: string, sirenOf: (record: unknown) => string | undefined): Promise<FileContents> {
  const input = await openTextInput(path, (name) => /\.(json|jsonl|ndjson)$/i.test(name));
  const sirens = new Set<string>();
  let records = 0;
  for await (const record of readJsonRecords(input.stream, path)) {
    records += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(record.text);
    } catch {
      continue; // the importer reports it with its line
    }
    const siren = sirenOf(parsed);
    if (siren && isValidSiren(siren)) sirens.add(siren);
  }
  return { records, sirens };
}

/** An RNE record names its company at its top (`siren`) or in its formality. */
export const rneFileContents = (path: string) =>
  jsonFileContents(path, (record) => asText(pick(record, 'siren')) ?? asText(pick(record, 'formality', 'siren')));

/** A BODACC notice names its company in `registre` (or its first person's registration), read as the importer reads it. */
export const bodaccFileContents = (path: string) => jsonFileContents(path, (record) => parseBodaccRecord(record).row?.siren);
