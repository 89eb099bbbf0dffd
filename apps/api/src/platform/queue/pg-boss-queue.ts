import PgBoss from 'pg-boss';
import type { Pool } from 'pg';
import type { BaseLogger } from 'pino';
import { sqlExecutor, trackedSqlExecutor } from './client-executor';
import { DEAD_LETTER_QUEUE, type JobQueue, type JobQueueDefinition } from './job-queue';
import { withQueueSetupLock } from './queue-setup-lock';

export interface PgBossQueueSettings {
  /** PostgreSQL schema of pg-boss's tables. */
  schema: string;
  /** How often an idle worker asks for jobs. */
  pollingIntervalSeconds: number;
  /** How often expired jobs are failed (and so retried) and old ones archived. */
  maintenanceIntervalSeconds: number;
  /** On stop, how long running jobs may take before they are failed (and so retried). */
  shutdownTimeoutSeconds: number;
  /** How long completed jobs stay in the job table before archiving and deletion. */
  retentionDays: number;
}

export class UnknownQueueError extends Error {
  constructor(name: string) {
    super(`job queue ${name} is not defined (define it at start)`);
    this.name = 'UnknownQueueError';
  }
}

export class JobRefusedError extends Error {
  constructor(name: string) {
    super(`job queue ${name} refused the job (a job with the same singleton key is queued or active)`);
    this.name = 'JobRefusedError';
  }
}

const queueOptions = (definition: JobQueueDefinition, retentionDays: number): PgBoss.Queue => ({
  name: definition.name,
  policy: definition.policy,
  retryLimit: definition.retryLimit,
  retryDelay: definition.retryDelaySeconds,
  retryBackoff: definition.retryBackoff,
  expireInSeconds: definition.expireInSeconds,
  retentionMinutes: retentionDays * 24 * 60,
  ...(definition.name === DEAD_LETTER_QUEUE ? {} : { deadLetter: DEAD_LETTER_QUEUE }),
});

const DEAD_LETTERS: JobQueueDefinition = { name: DEAD_LETTER_QUEUE, retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60, policy: 'standard' };

/**
 * The job queue on pg-boss 10, on the application's pool. Queues are created explicitly (a send
 * to a missing queue would silently return null in pg-boss 10), each with its retry, expiry and
 * dead-letter settings; a send checks that its queue exists.
 */
export async function createPgBossQueue(pool: Pool, settings: PgBossQueueSettings, logger: Pick<BaseLogger, 'error' | 'warn'>): Promise<JobQueue> {
  const executor = trackedSqlExecutor(pool);
  const boss = new PgBoss({
    db: executor,
    schema: settings.schema,
    pollingIntervalSeconds: settings.pollingIntervalSeconds,
    maintenanceIntervalSeconds: settings.maintenanceIntervalSeconds,
    // Defaults for a job sent to a queue whose definition says nothing (every definition does).
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  const known = new Set<string>();
  const createOrUpdate = async (definition: JobQueueDefinition) => {
    const options = queueOptions(definition, settings.retentionDays);
    await boss.createQueue(definition.name, options);
    // createQueue leaves an existing queue as it was: apply the current settings.
    await boss.updateQueue(definition.name, options);
    known.add(definition.name);
  };
  // Processes starting together take turns (pg-boss's start creates its own cron queue too).
  const define = (definition: JobQueueDefinition) => withQueueSetupLock(pool, settings.schema, () => createOrUpdate(definition));
  await withQueueSetupLock(pool, settings.schema, async () => {
    await boss.start();
    await createOrUpdate(DEAD_LETTERS);
  });

  const assertKnown = async (name: string) => {
    if (known.has(name)) return;
    // Defined by another process (the worker or the API) sharing the database.
    if (!(await boss.getQueue(name))) throw new UnknownQueueError(name);
    known.add(name);
  };

  let stopped = false;
  return {
    define,
    async send(queue, data, options = {}) {
      await assertKnown(queue.name);
      const id = await boss.send(queue.name, data, {
        ...(options.db ? { db: sqlExecutor(options.db) } : {}),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
      if (id === null) throw new JobRefusedError(queue.name);
      return id;
    },
    async work(queue, handler, options = {}) {
      await assertKnown(queue.name);
      const batchSize = options.batchSize ?? 1;
      for (let worker = 0; worker < (options.concurrency ?? 1); worker += 1) {
        const polling = options.pollingIntervalSeconds === undefined ? {} : { pollingIntervalSeconds: options.pollingIntervalSeconds };
        await boss.work<(typeof queue)['payload'] & object>(queue.name, { batchSize, ...polling }, async (jobs) => {
          for (const job of jobs) await handler({ id: job.id, data: job.data });
        });
      }
    },
    async schedule(queue, cron, data, options = {}) {
      await assertKnown(queue.name);
      await boss.schedule(queue.name, cron, data, { tz: options.tz ?? 'Europe/Paris' });
    },
    async unschedule(queue) {
      await boss.unschedule(queue.name);
    },
    async jobState(queue, id) {
      const job = await boss.getJobById(queue.name, id, { includeArchive: true });
      return job?.state ?? null;
    },
    async isHealthy() {
      try {
        await boss.getQueueSize(DEAD_LETTER_QUEUE);
        return true;
      } catch (error) {
        logger.warn({ err: error }, 'job queue not reachable');
        return false;
      }
    },
    async sizes() {
      // job_state is an ordered enum (created < retry < active < …); pg-boss's index job_i5 covers the due jobs.
      const { rows } = await pool.query<{ queue: string; waiting: string; active: string; oldest: string | null }>(
        `SELECT q.name AS queue,
                count(*) FILTER (WHERE j.state < 'active' AND j.start_after <= now()) AS waiting,
                count(*) FILTER (WHERE j.state = 'active') AS active,
                extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.state < 'active' AND j.start_after <= now())) AS oldest
           FROM ${settings.schema}.queue q
           LEFT JOIN ${settings.schema}.job j ON j.name = q.name AND j.state <= 'active'
          GROUP BY q.name`,
      );
      return rows.map((row) => ({ queue: row.queue, waiting: Number(row.waiting), active: Number(row.active), oldestWaitingSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)) }));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // graceful: fetching stops, running jobs get the timeout to finish; then those left are failed
      // ("released": they are retried by the next worker). close: false, the pool is the platform's.
      await boss.stop({ graceful: true, timeout: settings.shutdownTimeoutSeconds * 1000, wait: true, close: false });
      // The ends of the last jobs are recorded without being awaited by pg-boss: their queries finish before the pool may end.
      await executor.drain();
    },
  };
}
