import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadScript } from '../threads/thread-script';
import { ChunkMapper, type ChunkResult } from './chunk-mapper';
import type { ChunkThreadData } from './chunk-thread';
import { SIRENE_ROW_KINDS } from './sirene-row-kinds';
import { SortedKeys } from './sorted-keys';

/** Maps chunks of records, in this thread or in worker threads; results come back as promises. */
export interface ChunkRunner {
  run(bytes: Buffer): Promise<ChunkResult>;
  close(): Promise<void>;
}

/** Runs the chunks in this thread (small files: starting workers costs more than it saves). */
export function inlineRunner(data: ChunkThreadData): ChunkRunner {
  const mapper = new ChunkMapper(SIRENE_ROW_KINDS[data.kind], data.header, data.parentKeys === null ? null : new SortedKeys(new Uint32Array(data.parentKeys)));
  return {
    run: async (bytes) => mapper.mapChunk(bytes),
    close: async () => {},
  };
}

type Reply = { id: number; result: ChunkResult } | { id: number; error: string };

/**
 * Runs the chunks in `count` worker threads, each given the next chunk in turn. The caller keeps a few chunks in
 * flight and takes the results in order (each chunk is copied into memory of its own, moved to its worker).
 */
export class WorkerRunner implements ChunkRunner {
  private readonly workers: Worker[];
  private readonly waiting = new Map<number, { resolve(result: ChunkResult): void; reject(error: Error): void }>();
  private nextId = 0;

  constructor(data: ChunkThreadData, count: number) {
    const script = threadScript(import.meta.url, './chunk-thread');
    this.workers = Array.from({ length: count }, () => {
      const worker = new Worker(script, { eval: true, workerData: data });
      worker.on('message', (reply: Reply) => this.settle(reply));
      worker.on('error', (error) => this.failAll(error));
      return worker;
    });
  }

  run(bytes: Buffer): Promise<ChunkResult> {
    const id = this.nextId++;
    const own = new Uint8Array(bytes.byteLength);
    own.set(bytes);
    const worker = this.workers[id % this.workers.length];
    if (!worker) return Promise.reject(new Error('no chunk worker'));
    return new Promise<ChunkResult>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, bytes: own }, [own.buffer]);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private settle(reply: Reply): void {
    const waiter = this.waiting.get(reply.id);
    if (!waiter) return;
    this.waiting.delete(reply.id);
    if ('error' in reply) waiter.reject(new Error(`chunk worker: ${reply.error}`));
    else waiter.resolve(reply.result);
  }

  private failAll(error: Error): void {
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/** Below this size a file is parsed in this thread. */
const WORKER_MIN_BYTES = 32 << 20;

/**
 * Worker threads for a large file when cores are free: the importing thread and PostgreSQL take one each, so 2
 * workers from 4 cores, none on 2 (measured at 1M rows on 2 shared cores: 2 workers made the establishments import
 * slower, 29–33 s against 20–21 s, their start and the transfers costing 1.3–2.4 s of CPU more). This thread for a
 * small file. `workers` overrides the count (0: this thread).
 */
export function createChunkRunner(data: ChunkThreadData, fileBytes: number, workers?: number): ChunkRunner {
  const count = workers ?? (fileBytes >= WORKER_MIN_BYTES ? Math.max(0, Math.min(2, availableParallelism() - 2)) : 0);
  return count > 0 ? new WorkerRunner(data, count) : inlineRunner(data);
}
