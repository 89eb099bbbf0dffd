import { parentPort, workerData } from 'node:worker_threads';
import { RneRecordParser } from './read-rne-records';
import { parseChunk, type RneChunkResult, type RneChunkTask } from './rne-chunk-task';
import { RNE_RECORD_FIELDS } from './rne-fields-read';

/** A parsing thread of `rne-steps-in-parallel.ts`: parses each chunk it is sent, and sends it back with its rows. */
const roleLabels = new Map((workerData as { roleLabels: Array<[string, string]> }).roleLabels);
const parser = new RneRecordParser(RNE_RECORD_FIELDS);

parentPort?.on('message', (task: RneChunkTask) => {
  let result: RneChunkResult;
  try {
    const parsed = parseChunk(task, parser, roleLabels);
    result = Array.isArray(parsed) ? { seq: task.seq, buffer: task.buffer, outcomes: parsed } : { seq: task.seq, buffer: task.buffer, rows: parsed };
  } catch (error) {
    result = { seq: task.seq, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(result, 'buffer' in result ? [result.buffer] : []);
});
