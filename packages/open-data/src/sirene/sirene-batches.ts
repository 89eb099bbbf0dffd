import type { ChunkResult } from './chunk-mapper';
import { CopyBatch, StraightBatch } from './copy-batch';

export type SireneBatch = StraightBatch | CopyBatch;

/**
 * Cuts the mapped chunks, taken in file order, into the batches written to PostgreSQL. While the import is a first
 * load, rows go into straight batches (COPYed into the target) as long as their keys strictly increase; the first
 * key out of order (a file not sorted, or a key seen twice) ends the first load for good, and that row and every
 * later one go into staging batches. A staging batch is closed early when a key comes twice (one statement cannot
 * write a row twice; the later row wins, in the next batch).
 */
export class SireneBatches {
  private readonly ready: SireneBatch[] = [];
  private straightBatch: StraightBatch;
  private stagingBatch: CopyBatch;
  /** Line number of the first line of the next chunk result (the header is line 1). */
  private lineBase = 2;
  /** Last key written straight: keys must increase for a row to go straight. */
  private lastKey = -1;

  constructor(
    private readonly batchRows: number,
    /** Whether rows still go straight into the target (a first load). */
    private straight: boolean,
  ) {
    this.straightBatch = new StraightBatch(batchRows);
    this.stagingBatch = new CopyBatch(batchRows);
  }

  /** The physical line number of line `line` (from 1) of the next chunk result to be added. */
  lineOf(line: number): number {
    return this.lineBase + line - 1;
  }

  /** Adds the rows of the next chunk result, in file order. */
  add(result: ChunkResult): void {
    const { keys, ends, lines, copy } = result;
    const rows = keys.length;
    /** Where row `row` starts in `copy` (the end of the previous one). */
    const start = (row: number) => (row === 0 ? 0 : (ends[row - 1] ?? 0));
    let row = 0;
    if (this.straight) {
      let first = 0;
      while (row < rows && (keys[row] ?? 0) > this.lastKey) {
        this.lastKey = keys[row] ?? 0;
        row++;
        if (row - first + this.straightBatch.rows >= this.batchRows || row === rows) {
          this.straightBatch.add(copy.subarray(start(first), start(row)), row - first);
          first = row;
          if (this.straightBatch.full) this.closeStraight();
        }
      }
      if (row < rows) {
        // Out of order, or seen twice: the first load ends here (the rows before still go straight).
        this.straightBatch.add(copy.subarray(start(first), start(row)), row - first);
        this.straight = false;
        this.closeStraight();
      }
    }
    for (; row < rows; row++) {
      const key = keys[row] ?? 0;
      if (this.stagingBatch.has(key)) this.closeStaging();
      this.stagingBatch.add(copy.subarray(start(row), start(row + 1)), key, this.lineOf(lines[row] ?? 1));
      if (this.stagingBatch.full) this.closeStaging();
    }
    this.lineBase += result.lineCount;
  }

  /** Closes the open batches (the end of the file). */
  close(): void {
    this.closeStraight();
    this.closeStaging();
  }

  /** The next batch ready to be written, in order, taken out of here. */
  takeReady(): SireneBatch | undefined {
    return this.ready.shift();
  }

  private closeStraight(): void {
    if (this.straightBatch.rows > 0) this.ready.push(this.straightBatch);
    this.straightBatch = new StraightBatch(this.batchRows);
  }

  private closeStaging(): void {
    if (this.stagingBatch.rows > 0) this.ready.push(this.stagingBatch.seal());
    this.stagingBatch = new CopyBatch(this.batchRows);
  }
}
