import { wholeRecordChunks } from '../io/whole-record-chunks';
import type { RneOutcome } from './parsed-rne-records';
import type { RneFileProgress } from './read-rne-records';
import { ChunkThreads, type PendingChunk } from './rne-chunk-threads';
import type { RneChunkDone } from './rne-chunk-task';
import { RneFirstLoadRows } from './rne-first-load-rows';
import { endOfFirstLoad, type RneStep, type RneStepsPlan } from './rne-steps';

/** Bytes of JSON lines per chunk: about 1,500 records of the generated register, a few ms of work. */
export const DEFAULT_CHUNK_BYTES = 4 << 20;
/** Chunks given to each worker before its first result is taken: one to parse while the other's result travels. */
const CHUNKS_PER_WORKER = 2;

/**
 * The steps of an import of JSON-lines files, parsed by several worker threads at once: this thread reads the
 * files in chunks of whole lines and hands each one over (no copy) to a worker, which parses its records and, during
 * a first load, makes their rows but the persons' ids (`RneChunkRows`); results are taken in file order, and the
 * persons are given their ids here (`RneFirstLoadRows`, the one registry). A company seen twice ends the first load:
 * its chunk, and those parsed for the first load after it, are parsed again for the staging path, from that company
 * on. At most `CHUNKS_PER_WORKER` chunks per worker are on their way, so memory stays flat.
 */
export async function* rneStepsInParallel(files: readonly string[], plan: RneStepsPlan, workerCount: number, progress?: RneFileProgress): AsyncGenerator<RneStep> {
  const workers = new ChunkThreads(workerCount, plan.firstLoad?.roleLabels ?? []);
  const chunks = wholeRecordChunks(files, plan.sizes.chunkBytes ?? DEFAULT_CHUNK_BYTES, { progress });
  /** Chunks to parse again for the staging path (the first load ended in or before them), before any new one. */
  const again: PendingChunk[] = [];
  const inFlight: Array<{ chunk: PendingChunk; offset: number; length: number; result: Promise<RneChunkDone> }> = [];
  let firstLoad = plan.firstLoad ? new RneFirstLoadRows(plan.firstLoad) : null;
  let read = false;
  try {
    for (;;) {
      while (inFlight.length < workerCount * CHUNKS_PER_WORKER) {
        let chunk = again.shift();
        if (!chunk && !read) {
          const next = await chunks.next();
          if (next.done) read = true;
          else chunk = { ...next.value, skip: 0 };
        }
        if (!chunk) break;
        // Where the chunk lies in its buffer, read before the buffer is handed over (which empties this view).
        inFlight.push({ chunk, offset: chunk.bytes.byteOffset, length: chunk.bytes.byteLength, result: workers.parse(chunk, firstLoad ? 'rows' : 'outcomes') });
      }
      const head = inFlight.shift();
      if (!head) break;
      const result = await head.result;
      const chunk: PendingChunk = { ...head.chunk, bytes: Buffer.from(result.buffer, head.offset, head.length) };
      if ('outcomes' in result) {
        if (result.outcomes.length > 0) yield { kind: 'outcomes', outcomes: result.outcomes };
        continue;
      }
      if (!firstLoad) {
        // Parsed for the first load, which has ended since: again, for the staging path.
        again.push(chunk);
        continue;
      }
      const { rows } = result;
      const rejected: RneOutcome[] = [];
      let rejection = 0;
      const rejectBefore = (record: number) => {
        for (; rejection < rows.rejections.length && rows.rejections[rejection]!.before <= record; rejection++) {
          const { line, reason, detail } = rows.rejections[rejection]!;
          rejected.push({ file: chunk.file, line, reason, detail });
        }
      };
      for (let index = 0; index < rows.sirens.length; index++) {
        rejectBefore(index);
        if (!firstLoad.accepts(rows.sirens[index]!)) {
          // A company seen twice: the rest of this chunk, and what follows, goes the staging way.
          if (rejected.length > 0) yield { kind: 'outcomes', outcomes: rejected.splice(0) };
          yield* endOfFirstLoad(firstLoad);
          firstLoad = null;
          again.push({ ...chunk, skip: index + rejection });
          break;
        }
        firstLoad.add(rows, index);
        if (firstLoad.size >= plan.sizes.companies || firstLoad.mandateCount >= plan.sizes.mandates) yield { kind: 'first-load', write: firstLoad.take()! };
      }
      if (firstLoad) rejectBefore(rows.sirens.length);
      if (rejected.length > 0) yield { kind: 'outcomes', outcomes: rejected };
    }
    if (firstLoad) yield* endOfFirstLoad(firstLoad);
  } finally {
    try {
      await chunks.return(undefined);
    } finally {
      await workers.terminate();
    }
  }
}
