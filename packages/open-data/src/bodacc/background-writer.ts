/**
 * Runs batch writes one at a time while the caller goes on parsing the next batch: the database
 * and the parser work in parallel (two cores), and at most two batches are held in memory.
 */
export class BackgroundWriter {
  private pending: Promise<void> = Promise.resolve();

  /** Waits for the previous write (its error surfaces here), then starts this one. */
  async submit(write: () => Promise<void>): Promise<void> {
    await this.pending;
    const next = write();
    // Observed now so that a failure is not an unhandled rejection; it is rethrown by the next
    // submit() or drain().
    next.catch(() => undefined);
    this.pending = next;
  }

  /** Waits for the last write; throws its error. */
  async drain(): Promise<void> {
    await this.pending;
  }

  /** Waits for the last write, ignoring its error (cleanup after a failure elsewhere). */
  async settle(): Promise<void> {
    await this.pending.catch(() => undefined);
  }
}
