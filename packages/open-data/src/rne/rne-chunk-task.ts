import { jsonLinesOf } from '../io/json-lines';
import { type RneOutcome, rneOutcome } from './parsed-rne-records';
import type { RneRecordParser } from './read-rne-records';
import { addRecordRows, emptyChunkRows, type RneChunkRows } from './rne-chunk-rows';

/** A chunk of JSON lines for a parsing thread; its buffer is handed over, and handed back with the result. */
export interface RneChunkTask {
  seq: number;
  /** `rows`: the first load's rows (`RneChunkRows`); `outcomes`: the parsed records, for the staging path. */
  mode: 'rows' | 'outcomes';
  file: string;
  firstLine: number;
  /** Entries (records and rejections) already taken from this chunk, to leave out. */
  skip: number;
  buffer: ArrayBuffer;
  offset: number;
  length: number;
}

/** A chunk parsed, with its buffer handed back. */
export type RneChunkDone = { seq: number; buffer: ArrayBuffer; rows: RneChunkRows } | { seq: number; buffer: ArrayBuffer; outcomes: RneOutcome[] };

export type RneChunkResult = RneChunkDone | { seq: number; error: string };

/** Parses the records of a chunk as its task asks. */
export function parseChunk(task: RneChunkTask, parser: RneRecordParser, roleLabels: ReadonlyMap<string, string>): RneChunkRows | RneOutcome[] {
  const rows = task.mode === 'rows' ? emptyChunkRows() : null;
  const outcomes: RneOutcome[] = [];
  let entries = 0;
  for (const { bytes, line } of jsonLinesOf(Buffer.from(task.buffer, task.offset, task.length), task.firstLine)) {
    for (const raw of parser.records({ bytes, text: null, line, entry: 0 }, task.file)) {
      if (entries++ < task.skip) continue;
      const outcome = rneOutcome(raw);
      if (!rows) outcomes.push(outcome);
      else if ('record' in outcome) addRecordRows(rows, outcome.record, roleLabels);
      else rows.rejections.push({ before: rows.sirens.length, line: outcome.line, reason: outcome.reason, detail: outcome.detail });
    }
  }
  return rows ?? outcomes;
}
