import { type ChunkProgress, type RecordChunk, wholeRecordChunks } from './whole-record-chunks';

/** Whole lines of a JSON-lines file, in a buffer of their own (its `ArrayBuffer` can be sent to a worker). */
export type JsonLineChunk = RecordChunk;

/** The JSON-lines files (plain, `.gz` or `.zip`) as chunks of about `size` bytes of whole lines (see `wholeRecordChunks`). */
export function jsonLineChunks(files: readonly string[], size: number, progress?: ChunkProgress): AsyncGenerator<JsonLineChunk> {
  return wholeRecordChunks(files, size, { progress });
}
