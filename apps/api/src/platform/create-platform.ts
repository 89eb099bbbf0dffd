import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config/env-schema';
import { createMailer } from '../mail/create-mailer';
import type { Mailer, MailMessage } from '../mail/mail-message';
import { systemClock, type Clock } from './clock';
import { mailDeliveryJob, mailDeliveryQueue } from './mail-delivery';
import { measuredMailer } from './metrics/measured-mailer';
import { measuredQueue } from './metrics/measured-queue';
import { createMetrics, type Metrics } from './metrics/metrics';
import { createMemoryQueue } from './queue/memory-queue';
import type { JobQueue, JobQueueDefinition } from './queue/job-queue';
import { createPgBossQueue } from './queue/pg-boss-queue';
import type { FileStorage } from './storage/file-storage';
import { createReadiness, type Readiness } from './readiness';
import { createReplicaReadPool, type ReplicaReadPool } from './replica-read-pool';
import { storageFromConfig } from './storage/storage-from-config';

/** What every process (the API, the worker) is built on. Framework-free. */
export interface Platform {
  config: AppConfig;
  /** The primary: what writes, and every read of what was just written (accounts, orders, billing, lists…). */
  pool: Pool;
  /**
   * The register's reads (company pages, search, directors, indexes, sitemaps, figures, data hub): on
   * DATABASE_READ_URL's replica while it serves, else on the primary; `pool` itself when no replica is set.
   */
  readPool: Pool;
  /** The replica behind `readPool` (where reads go now, its check under way); null without DATABASE_READ_URL. */
  readReplica: Pick<ReplicaReadPool, 'status' | 'checking'> | null;
  /** False from SIGTERM on: /ready answers 503 while the process drains. */
  readiness: Readiness;
  logger: Logger;
  mailer: Mailer;
  storage: FileStorage;
  queue: JobQueue;
  /** The mail-delivery queue, defined at start: a module posts a mail there (in its transaction when it has one). */
  mailQueue: JobQueueDefinition<MailMessage>;
  clock: Clock;
  /** What the process measures (served on /metrics by metrics/metrics-server.ts): modules record through it. */
  metrics: Metrics;
  /** Stops the queue (running jobs get their shutdown timeout), closes the mailer and the replica's pool, then the pool when it is the platform's. */
  close(): Promise<void>;
}

export interface PlatformOptions {
  /** The modules' job queues to create at start (see modules/module-list.ts); the mail queue is always created. */
  queues?: readonly JobQueueDefinition[];
  /** A pool of the caller's (left open by close()); otherwise one on DATABASE_URL. */
  pool?: Pool;
  clock?: Clock;
  logger?: Logger;
}

/**
 * Creates the platform from the configuration: the PostgreSQL pool, the mailer ($DATA_DIR/mail
 * as .eml files, or SMTP), the file storage ($DATA_DIR/files, or S3-compatible object storage), the job queue (pg-boss, its queues
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
    return await assemblePlatform(config, { pool, logger, queue, clock: options.clock ?? systemClock, closePool: ownsPool });
  } catch (error) {
    if (ownsPool) await pool.end();
    throw error;
  }
}

/**
 * The platform on an in-memory job queue (see memory-queue.ts), for an application built without the
 * real queue (most tests): the same mailer, file storage and clock; mails are delivered by the platform
 * itself, as soon as they are posted, since no worker runs. The pool stays the caller's.
 */
export async function createMemoryPlatform(config: AppConfig, options: { pool: Pool; logger: Logger; clock?: Clock }): Promise<Platform> {
  const platform = await assemblePlatform(config, { pool: options.pool, logger: options.logger, queue: createMemoryQueue(), clock: options.clock ?? systemClock, closePool: false });
  const delivery = mailDeliveryJob(platform.mailQueue, platform.mailer);
  await platform.queue.work(delivery.queue, delivery.handle);
  return platform;
}

/**
 * The mailer ($DATA_DIR/mail as .eml files, or SMTP), the file storage ($DATA_DIR/files or S3) and the mail queue,
 * around a queue; the read pool (a replica's, when configured); the metrics watch the pools and the queue, time
 * the jobs and count the mails.
 */
async function assemblePlatform(config: AppConfig, parts: { pool: Pool; logger: Logger; queue: JobQueue; clock: Clock; closePool: boolean }): Promise<Platform> {
  const { pool, logger } = parts;
  const metrics = createMetrics(logger);
  metrics.watchPool('app', pool);
  metrics.watchQueues(() => parts.queue.sizes());
  const queue = measuredQueue(parts.queue, metrics, logger);
  const replica = config.DATABASE_READ_URL
    ? createReplicaReadPool({
        primary: pool,
        replica: createPool(config.DATABASE_READ_URL, { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS, connectionTimeoutMs: config.DB_CONNECT_TIMEOUT_MS, applicationName: 'registre-read' }),
        clock: parts.clock,
        logger,
        maxLagSeconds: config.DATABASE_READ_MAX_LAG_SECONDS,
        checkIntervalMs: config.DATABASE_READ_CHECK_SECONDS * 1000,
        retryInitialMs: 1000,
        retryMaxMs: config.DATABASE_READ_RETRY_MAX_SECONDS * 1000,
      })
    : null;
  if (replica) metrics.watchPool('read', replica.pool);
  const mailQueue = mailDeliveryQueue(config);
  await queue.define(mailQueue);
  const mailer = measuredMailer(createMailer({
    smtpUrl: config.MAIL_SMTP_URL,
    dataDir: config.DATA_DIR,
    fromName: config.NEXT_PUBLIC_BRAND_NAME,
    fromAddress: config.MAIL_FROM_ADDRESS,
    logger,
  }), metrics);
  let closed = false;
  return {
    config,
    pool,
    readPool: replica?.pool ?? pool,
    readReplica: replica,
    readiness: createReadiness(),
    logger,
    mailer,
    storage: storageFromConfig(config),
    queue,
    mailQueue,
    clock: parts.clock,
    metrics,
    async close() {
      if (closed) return;
      closed = true;
      await queue.stop();
      mailer.close();
      await replica?.pool.end();
      if (parts.closePool) await pool.end();
    },
  };
}
