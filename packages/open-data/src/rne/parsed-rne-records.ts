import { parseRneCompany } from './parse-rne-company';
import { type RneFileProgress, type RneRawRecord, readRneRecords } from './read-rne-records';
import { RNE_RECORD_FIELDS } from './rne-fields-read';
import type { RneCompanyRecord } from './rne-rows';

/** A record parsed into rows, or a rejection with where it was read and why. */
export type RneOutcome = { record: RneCompanyRecord } | { file: string; line: number; reason: string; detail?: string | undefined };

/** A record as read, parsed into rows (or its rejection). */
export function rneOutcome(raw: RneRawRecord): RneOutcome {
  if ('reason' in raw) return raw;
  const parsed = parseRneCompany(raw.value);
  return parsed.ok ? { record: parsed.record } : { file: raw.file, line: raw.line, reason: parsed.reason, detail: parsed.detail };
}

/** Every record of the files, parsed. */
export async function* parseRneRecords(files: readonly string[], progress?: RneFileProgress): AsyncGenerator<RneOutcome> {
  for await (const raw of readRneRecords(files, RNE_RECORD_FIELDS, progress)) yield rneOutcome(raw);
}
