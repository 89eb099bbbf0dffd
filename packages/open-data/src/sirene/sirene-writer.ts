import type { Pool, PoolClient } from 'pg';
import { deferForFirstLoad, inTransaction, restoreAfterFirstLoad, restoreDeferredConstraints } from '@registre/db';
import type { ImportReport } from '../import/import-report';
import { type CopyBatch, StraightBatch } from './copy-batch';
import { copyBinary } from './copy-binary';
import type { SireneBatch } from './sirene-batches';
import type { SireneImportKind } from './sirene-import-kind';
import { type SortedKeys, loadSortedKeys } from './sorted-keys';
import { stagingTableSql } from './staging-upsert';

/** Deferred indexes rebuilt at once after a first load (each on its own connection). */
const INDEX_BUILDS_AT_ONCE = 4;

/** What `prepare` found: a first load (the target was empty), and then the parents' keys to check rows against. */
export interface SirenePreparation {
  firstLoad: boolean;
  parentKeys: SortedKeys | null;
}

/**
 * The database side of a Sirene import: one connection, on which the batches are written one after the other, one
 * in flight while the next chunks are parsed. Straight batches (a first load) are COPYed frozen into the target in
 * one transaction, opened by the first of them; staging batches go through the staging table, an update of the
 * changed rows and an insert of the new ones, one transaction each. The rows of each batch are counted into the
 * report here (inserted, updated, unchanged, rows the insert leaves out).
 */
export class SireneWriter {
  private inFlight: Promise<void> = Promise.resolve();
  /** Whether the first load's transaction is open: its first batch opens it, its end commits it (see README). */
  private loadOpen = false;
  /** Whether the target's keys are still dropped for the first load (restored before the first staging batch). */
  private constraintsDeferred = false;
  /** Whether this import began as a first load: its deferred keys and indexes are rebuilt at the end. */
  private firstLoad = false;

  constructor(
    private readonly pool: Pool,
    private readonly client: PoolClient,
    private readonly kind: SireneImportKind,
    private readonly report: ImportReport,
    private readonly log: ((line: string) => void) | undefined,
  ) {}

  /**
   * Creates the staging table; when the target is empty, drops its keys and indexes for a first load (recorded, so
   * that a load that dies has them restored by `migrate`) and reads the parents' keys.
   */
  async prepare(): Promise<SirenePreparation> {
    const { client, kind } = this;
    await client.query(stagingTableSql(kind.staging, kind.columns));
    const { rows } = await client.query<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM ${kind.target}) AS empty`);
    if (rows[0]?.empty !== true) return { firstLoad: false, parentKeys: null };
    await deferForFirstLoad(client, kind.target);
    this.firstLoad = true;
    this.constraintsDeferred = true;
    return { firstLoad: true, parentKeys: kind.parentKeys ? await loadSortedKeys(client, kind.parentKeys) : null };
  }

  /** Starts writing `batch` once the batch in flight is written; a failure surfaces at the next submit or at `finish`. */
  async submit(batch: SireneBatch): Promise<void> {
    await this.inFlight;
    this.inFlight = this.write(batch);
    // Surfaced when awaited (next batch or end); this only keeps Node from calling it unhandled meanwhile.
    this.inFlight.catch(() => {});
  }

  /** Waits for the last batch and commits the first load's transaction. */
  async finish(): Promise<void> {
    await this.inFlight;
    await this.commitLoad();
  }

  /**
   * Gives the connection back (after rolling back a first load left open: the import failed), without its staging
   * table. A connection whose rollback failed cannot be trusted and is not given back to the pool.
   */
  async release(): Promise<void> {
    await this.inFlight.catch(() => {});
    let broken: Error | undefined;
    if (this.loadOpen) {
      await this.client.query('ROLLBACK').catch((error: unknown) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
    await this.client.query(`DROP TABLE IF EXISTS ${this.kind.staging}`).catch(() => {});
    this.client.release(broken);
  }

  /**
   * After a first load, on connections of the pool (this one released first, whatever the pool's size), several at
   * once: the indexes of the keys with the secondary ones, then the keys take their index and the foreign keys are
   * checked.
   */
  async restoreAfterFirstLoad(): Promise<void> {
    if (!this.firstLoad) return;
    await restoreAfterFirstLoad(this.pool, this.kind.target, INDEX_BUILDS_AT_ONCE, (line) => this.log?.(`${this.kind.kind}: ${line}`));
  }

  private async write(batch: SireneBatch): Promise<void> {
    if (batch instanceof StraightBatch) {
      await this.copyStraight(batch);
      return;
    }
    // The staging upsert probes the target through its primary key.
    await this.commitLoad();
    await this.restoreConstraints();
    await this.applyThroughStaging(batch);
  }

  /** A first load's batch: COPYed frozen into the target, in the first load's transaction. */
  private async copyStraight(batch: StraightBatch): Promise<void> {
    if (!this.loadOpen) await this.openLoad();
    await copyBinary(this.client, this.kind.target, this.kind.columns.map((c) => c.name), batch.chunks, { freeze: true });
    this.report.inserted += batch.rows;
  }

  /** Applies a batch through the staging table, and counts it into the report. */
  private async applyThroughStaging(batch: CopyBatch): Promise<void> {
    const { client, kind, report } = this;
    await inTransaction(client, async () => {
      // A batch is small next to the target (100k rows against up to 30M): probe the keys through the primary key
      // rather than let the planner, which has no statistics on the fresh staging rows, hash the whole target.
      await client.query('SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off');
      await copyBinary(client, kind.staging, [...kind.columns.map((c) => c.name), 'line'], batch.chunks);
      let leftOut = 0;
      if (kind.leftOut) {
        const { rows } = await client.query<{ line: number; detail: string }>(kind.leftOut.sql);
        for (const row of rows) report.reject(row.line, kind.leftOut.reason, row.detail);
        leftOut = rows.length;
      }
      if (kind.events) {
        // The events hash the batch's followed companies (company-events/followed.ts, `followedInBatch`).
        await client.query('SET LOCAL enable_hashjoin = on');
        await client.query(kind.events);
        await client.query('SET LOCAL enable_hashjoin = off');
      }
      const updated = (await client.query(kind.update)).rowCount ?? 0;
      const inserted = (await client.query(kind.insert)).rowCount ?? 0;
      // The staging table empties itself at commit (ON COMMIT DELETE ROWS).
      report.inserted += inserted;
      report.updated += updated;
      report.unchanged += batch.rows - leftOut - inserted - updated;
    });
  }

  /**
   * Opens the first load's transaction. COPY … FREEZE wants the table truncated in its transaction; the lock keeps
   * others out until the commit and the check makes sure the truncation removes nothing.
   */
  private async openLoad(): Promise<void> {
    const { client, kind } = this;
    await client.query('BEGIN');
    this.loadOpen = true;
    await client.query(`LOCK TABLE ${kind.target} IN ACCESS EXCLUSIVE MODE`);
    const { rowCount } = await client.query(`SELECT 1 FROM ${kind.target} LIMIT 1`);
    if (rowCount !== 0) throw new Error(`${kind.target} was written to by someone else during its first load`);
    await client.query(`TRUNCATE ${kind.target}`);
  }

  private async commitLoad(): Promise<void> {
    if (!this.loadOpen) return;
    this.loadOpen = false;
    await this.client.query('COMMIT');
  }

  private async restoreConstraints(): Promise<void> {
    if (!this.constraintsDeferred) return;
    this.constraintsDeferred = false;
    this.log?.(`${this.kind.kind}: restoring the keys of ${this.kind.target}`);
    await restoreDeferredConstraints(this.client, this.kind.target);
  }
}
