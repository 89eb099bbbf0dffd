import { join, resolve } from 'node:path';
import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/env-schema';
import { createMailer } from '../mail/create-mailer';
import type { Mailer } from '../mail/mail-message';
import { systemClock, type Clock } from './clock';
import type { JobQueue, JobQueueDefinition } from './queue/job-queue';
import { createPgBossQueue } from './queue/pg-boss-queue';
import type { FileStorage } from './storage/file-storage';
import { createLocalFileStorage } from './storage/local-file-storage';

/** What every process (the API, the worker) is built on. Framework-free. */
export interface Platform {
  config: AppConfig;
  pool: Pool;
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
  queue: JobQueue;
  clock: Clock;
  /** Stops the queue (running jobs get their shutdown timeout), closes the mailer, then the pool when it is the platform's. */
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** The job queues to create at start (see worker/job-queues.ts). */
  queues?: readonly JobQueueDefinition[];
  /** A pool of the caller's (left open by close()); otherwise one on DATABASE_URL. */
  pool?: Pool;
  clock?: Clock;
  logger?: Logger;
}

/**
 * Creates the platform from the configuration: the PostgreSQL pool, the mailer ($DATA_DIR/mail
 * as .eml files, or SMTP), the file storage ($DATA_DIR/files), the job queue (pg-boss, its queues
 * created) and the clock. The database must be migrated already.
 */
export async function createPlatform(config: AppConfig, options: PlatformOptions = {}): Promise<Platform> {
  if (!options.pool && !config.DATABASE_URL) throw new Error('createPlatform: DATABASE_URL is not set and no pool was given');
  const pool = options.pool ?? createPool(config.DATABASE_URL as string);
  const ownsPool = !options.pool;
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  try {
    const queue = await createPgBossQueue(
      pool,
      {
        schema: config.JOB_QUEUE_SCHEMA,
        pollingIntervalSeconds: config.JOB_POLLING_INTERVAL_SECONDS,
        maintenanceIntervalSeconds: config.JOB_MAINTENANCE_INTERVAL_SECONDS,
        shutdownTimeoutSeconds: config.WORKER_SHUTDOWN_TIMEOUT_SECONDS,
        retentionDays: config.JOB_RETENTION_DAYS,
      },
      logger,
    );
    for (const definition of options.queues ?? []) await queue.define(definition);
    const mailer = createMailer({
      smtpUrl: config.MAIL_SMTP_URL,
      dataDir: config.DATA_DIR,
      fromName: config.NEXT_PUBLIC_BRAND_NAME,
      fromAddress: config.MAIL_FROM_ADDRESS,
      logger,
    });
    let closed = false;
    return {
      config,
      pool,
      logger,
      mailer,
      storage: createLocalFileStorage(join(resolve(config.DATA_DIR), 'files')),
      queue,
      clock: options.clock ?? systemClock,
      async close() {
        if (closed) return;
        closed = true;
        await queue.stop();
        mailer.close();
        if (ownsPool) await pool.end();
      },
    };
  } catch (error) {
    if (ownsPool) await pool.end();
    throw error;
  }
}
