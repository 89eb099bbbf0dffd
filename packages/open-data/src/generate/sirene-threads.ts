import { Worker } from 'node:worker_threads';
import { threadScript } from '../threads/thread-script';
import type { SireneBlock } from './sirene-block';

type Pending = { resolve: (block: SireneBlock) => void; reject: (error: Error) => void };

/**
 * A few worker threads writing the Sirene lines of blocks of companies (sirene-thread.ts). Blocks
 * are dealt round-robin; each worker answers its blocks in the order it got them.
 */
export class SireneThreads {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private failure: Error | null = null;
  private next = 0;

  private constructor() {}

  static async start(count: number, seed: number, companies: number, blockSize: number): Promise<SireneThreads> {
    const pool = new SireneThreads();
    const script = threadScript(import.meta.url, './sirene-thread');
    await Promise.all(
      Array.from({ length: count }, () => {
        const worker = new Worker(script, { eval: true, workerData: { seed, companies, blockSize } });
        pool.workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          worker.once('error', reject);
          worker.once('message', () => {
            worker.off('error', reject);
            worker.on('message', (result: SireneBlock) => pool.settle(result));
            worker.on('error', (error) => pool.fail(error));
            resolve();
          });
        });
      }),
    ).catch(async (error: unknown) => {
      await pool.close();
      throw new Error(`could not start the generator's worker threads: ${error instanceof Error ? error.message : String(error)}`);
    });
    return pool;
  }

  /** Sends a block to the next worker; resolves with its lines. */
  submit(block: number, to: number): Promise<SireneBlock> {
    if (this.failure) return Promise.reject(this.failure);
    const worker = this.workers[this.next++ % this.workers.length] as Worker;
    return new Promise<SireneBlock>((resolve, reject) => {
      this.pending.set(block, { resolve, reject });
      worker.postMessage({ block, to });
    });
  }

  private settle(result: SireneBlock): void {
    const pending = this.pending.get(result.block);
    this.pending.delete(result.block);
    pending?.resolve(result);
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
